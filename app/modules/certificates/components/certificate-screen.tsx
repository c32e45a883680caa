/**
 * One certificate (/admin/certificates/{id}; docs/event-days.md, "CPE certificates"): what it
 * prints, its state, "Download PDF", and while it is valid the two changes: "Revoke" (a reason) and
 * "Correct the name and reissue" (the name as it should print). Each form, once valid, asks to be
 * confirmed on the next page before it acts; a refused one comes back with its message and the
 * text kept. Plain forms: works without JavaScript.
 */
import { Form, Link, useNavigation } from 'react-router'
import { Panel } from '#app/components/admin/panel.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { CERTIFICATE_NAME_MAX, REVOKE_REASON_MAX } from '../certificate.schema.ts'
import type { CertificateAnswer, loadCertificateScreen } from '../certificates-pages.server.ts'

type Certificate = Awaited<ReturnType<typeof loadCertificateScreen>>

const field = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900'
const danger =
	'min-h-11 rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60'

export function CertificateScreen({
	certificate,
	answer,
}: {
	certificate: Certificate
	answer: CertificateAnswer | undefined
}) {
	const submitting = useNavigation().state === 'submitting'
	const backToList = `/admin/certificates?edition=${certificate.editionId}`
	return (
		<>
			<h1 className="text-brand-900 text-2xl font-bold break-words">Certificate {certificate.number}</h1>
			<p className="mt-1 text-sm">
				<Link to={backToList} className="text-brand-700 underline">
					Back to the certificates of {certificate.editionYear ?? 'the edition'}
				</Link>
			</p>

			<Panel id="printed-title" title="What it prints" className="mt-6">
				<dl className="mt-3 grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
					<dt className="font-semibold">Name</dt>
					<dd className="break-words" data-testid="certificate-name">
						{certificate.fullName}
					</dd>
					<dt className="font-semibold">Total CPE hours</dt>
					<dd>{certificate.hoursText}</dd>
					<dt className="font-semibold">Issued</dt>
					<dd>
						{certificate.issuedText} by {certificate.issuedBy}
					</dd>
					<dt className="font-semibold">State</dt>
					<dd data-testid="certificate-state">
						{certificate.revoked
							? `Revoked ${certificate.revoked.atText} by ${certificate.revoked.by}: ${certificate.revoked.reason}`
							: 'Valid'}
					</dd>
				</dl>
				{certificate.sessions.length ? (
					<div
						className="mt-4 overflow-x-auto"
						tabIndex={0}
						role="region"
						aria-label={`Sessions printed on ${certificate.number}`}
					>
						<table className="w-full text-left text-sm">
							<caption className="sr-only">Sessions printed on {certificate.number}</caption>
							<thead className="bg-slate-50 text-xs text-slate-600 uppercase">
								<tr>
									<th scope="col" className="px-3 py-2">
										Date
									</th>
									<th scope="col" className="px-3 py-2">
										Session
									</th>
									<th scope="col" className="px-3 py-2 text-right">
										CPE hours
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-slate-200">
								{certificate.sessions.map((s, i) => (
									<tr key={i}>
										<td className="px-3 py-2 whitespace-nowrap">{s.dayText}</td>
										<th scope="row" className="px-3 py-2 font-normal">
											{s.heading}
										</th>
										<td className="px-3 py-2 text-right tabular-nums">{s.hoursText}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				) : null}
				<a
					href={`/admin/certificates/pdf/${certificate.id}.pdf`}
					className={`${buttonClasses('brand')} mt-4`}
				>
					Download PDF
				</a>
			</Panel>

			{certificate.revoked ? null : (
				<>
					<Panel id="reissue-title" title="Correct the name and reissue" className="mt-6">
						{answer?.form === 'reissue' && answer.confirm ? (
							<Confirmation
								title={`Reissue ${certificate.number} as “${answer.fullName}”?`}
								fields={{ intent: 'reissue', fullName: answer.fullName }}
								confirmLabel="Correct the name and reissue"
								cancel={`/admin/certificates/${certificate.id}`}
								submitting={submitting}
							>
								The registration’s name becomes “{answer.fullName}”, {certificate.number} is revoked (reason
								“Reissued: name corrected”) and no longer verifies, and a new certificate with a new number is
								mailed to the delegate.
							</Confirmation>
						) : (
							<Form method="post" className="mt-3 max-w-3xl space-y-3" noValidate>
								<p className="text-sm text-slate-700">
									The corrected name also becomes the registration’s name
									{certificate.registration ? ` (now “${certificate.registration.fullName}”)` : ''}. The old
									certificate stops verifying; the new one gets the next number.
								</p>
								<div>
									<label htmlFor="fullName" className="font-semibold text-slate-800">
										Name as it should be printed
									</label>
									<input
										id="fullName"
										name="fullName"
										type="text"
										autoComplete="off"
										required
										maxLength={CERTIFICATE_NAME_MAX}
										defaultValue={answer?.form === 'reissue' ? answer.fullName : certificate.fullName}
										aria-invalid={answer?.form === 'reissue' && answer.error ? true : undefined}
										aria-describedby={
											answer?.form === 'reissue' && answer.error ? 'fullName-error' : undefined
										}
										className={field}
									/>
									{answer?.form === 'reissue' && answer.error ? (
										<p id="fullName-error" className="mt-1 text-sm font-semibold text-red-800">
											{answer.error}
										</p>
									) : null}
								</div>
								<button type="submit" name="intent" value="reissue" className={buttonClasses('brand')}>
									Correct the name and reissue…
								</button>
							</Form>
						)}
					</Panel>

					<Panel id="revoke-title" title="Revoke" className="mt-6 border-t-4 border-t-red-600">
						{answer?.form === 'revoke' && answer.confirm ? (
							<Confirmation
								title={`Revoke ${certificate.number}?`}
								fields={{ intent: 'revoke', reason: answer.reason }}
								confirmLabel="Revoke certificate"
								cancel={`/admin/certificates/${certificate.id}`}
								submitting={submitting}
							>
								Its verification page will say it is not a valid certificate, and the delegate can no longer
								download it. Reason: “{answer.reason}”. This cannot be undone.
							</Confirmation>
						) : (
							<Form method="post" className="mt-3 max-w-3xl space-y-3" noValidate>
								<p className="text-sm text-slate-700">
									A revoked certificate stops verifying at once. It stays on the list, marked revoked.
								</p>
								<div>
									<label htmlFor="reason" className="font-semibold text-slate-800">
										Reason
									</label>
									<textarea
										id="reason"
										name="reason"
										rows={3}
										required
										maxLength={REVOKE_REASON_MAX}
										defaultValue={answer?.form === 'revoke' ? answer.reason : ''}
										aria-invalid={answer?.form === 'revoke' && answer.error ? true : undefined}
										aria-describedby={
											answer?.form === 'revoke' && answer.error ? 'reason-error' : 'reason-hint'
										}
										className={field}
									/>
									<p id="reason-hint" className="mt-1 text-sm text-slate-600">
										Kept with the certificate and in the activity log; at most {REVOKE_REASON_MAX} characters.
									</p>
									{answer?.form === 'revoke' && answer.error ? (
										<p id="reason-error" className="mt-1 text-sm font-semibold text-red-800">
											{answer.error}
										</p>
									) : null}
								</div>
								<button type="submit" name="intent" value="revoke" className={danger}>
									Revoke…
								</button>
							</Form>
						)}
					</Panel>
				</>
			)}
		</>
	)
}

/** The question a form asks before it acts: what will happen, the confirming button and Cancel. */
function Confirmation({
	title,
	fields,
	confirmLabel,
	cancel,
	submitting,
	children,
}: {
	title: string
	fields: Record<string, string>
	confirmLabel: string
	cancel: string
	submitting: boolean
	children: React.ReactNode
}) {
	return (
		<div
			role="alert"
			className="mt-3 rounded-lg border-l-4 border-red-600 bg-red-50 p-4 text-slate-800"
			data-testid="confirmation"
		>
			<h3 className="text-lg font-bold break-words">{title}</h3>
			<p className="mt-1">{children}</p>
			<Form method="post" className="mt-4 flex flex-wrap gap-3">
				{Object.entries(fields).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<input type="hidden" name="confirmed" value="yes" />
				<button type="submit" className={danger} disabled={submitting}>
					{confirmLabel}
				</button>
				<Link
					to={cancel}
					className="inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-white"
				>
					Cancel
				</Link>
			</Form>
		</div>
	)
}
