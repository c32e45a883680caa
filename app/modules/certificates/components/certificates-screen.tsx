/**
 * The certificates screen (/admin/certificates; docs/event-days.md, "CPE certificates"): one
 * edition's figures (eligible, issued, waiting for the evaluation, not yet issued), "Issue
 * certificates" (once the last session has ended; otherwise the screen says when), and the list of
 * its certificates (number, name, CPE hours, issued, state) with a search by name or number, each
 * with "Download PDF" and "Revoke or correct". Plain forms and links: works without JavaScript.
 */
import { Form, Link, useNavigation } from 'react-router'
import { BackOfficeTitle } from '#app/components/admin/back-office-title.tsx'
import { FilterSelect, SearchBox } from '#app/components/admin/list-controls.tsx'
import { ListCard } from '#app/components/admin/list-screen.tsx'
import { type ListColumn, ListTable } from '#app/components/admin/list-table.tsx'
import { Panel } from '#app/components/admin/panel.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import type { CertificatesScreen as Screen } from '../certificates-pages.server.ts'

type Item = NonNullable<Screen['list']>['rows'][number]

const link = 'text-brand-700 font-semibold underline'

const COLUMNS: ListColumn<Item>[] = [
	{
		key: 'number',
		label: 'Number',
		sort: 'number',
		cellClassName: 'font-mono text-sm whitespace-nowrap',
		cell: (r) => r.number,
	},
	{
		key: 'name',
		label: 'Name',
		sort: 'name',
		rowHeader: true,
		cellClassName: 'min-w-40 font-semibold',
		cell: (r) => r.fullName,
	},
	{
		key: 'hours',
		label: 'CPE hours',
		sort: 'hours',
		cellClassName: 'text-right tabular-nums',
		cell: (r) => r.hoursText,
	},
	{
		key: 'issued',
		label: 'Issued',
		sort: 'issued',
		cellClassName: 'whitespace-nowrap',
		cell: (r) => <time dateTime={r.issuedAt}>{r.issuedText}</time>,
	},
	{
		key: 'state',
		label: 'State',
		cell: (r) =>
			r.revoked ? (
				<span className="inline-block rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-300">
					Revoked
					<span className="sr-only">: {r.revokedReason}</span>
				</span>
			) : (
				<span className="inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-300">
					Valid
				</span>
			),
	},
	{
		key: 'actions',
		label: 'Actions',
		hiddenLabel: true,
		cellClassName: 'whitespace-nowrap',
		cell: (r) => (
			<span className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
				<a href={`/admin/certificates/pdf/${r.id}.pdf`} className={link}>
					Download PDF<span className="sr-only"> of {r.number}</span>
				</a>
				<Link to={`/admin/certificates/${r.id}`} className={link}>
					{r.revoked ? 'Details' : 'Revoke or correct'}
					<span className="sr-only"> {r.number}</span>
				</Link>
			</span>
		),
	},
]

export function CertificatesScreen({ screen }: { screen: Screen }) {
	const navigation = useNavigation()
	const busy = navigation.state === 'loading'
	const issuing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'issue'
	const { edition, figures, timing, list } = screen
	return (
		<>
			<BackOfficeTitle name="Certificates" />
			<h1 id="certificates-title" className="text-brand-900 text-2xl font-bold">
				Certificates
			</h1>
			<p className="mt-1 text-sm text-slate-600">
				CPE certificates of attendance, from the sessions each delegate was scanned into.
				{busy ? (
					<span role="status" className="ml-2 inline-flex items-center gap-1">
						<Spinner label="Loading..." /> Loading…
					</span>
				) : null}
			</p>
			{!edition || !figures || !timing || !list ? (
				<p className="mt-6 rounded-xl bg-white p-4 text-slate-700 shadow-sm ring-1 ring-slate-200">
					Add an edition (Add Event Data) first: certificates belong to an edition.
				</p>
			) : (
				<>
					<Panel id="figures-title" title={`Edition ${edition.label}`} className="mt-6">
						<dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="certificate-figures">
							<Figure label="Eligible" value={figures.eligible} testId="figure-eligible" />
							<Figure label="Issued" value={figures.issued} testId="figure-issued" />
							<Figure
								label="Waiting for the evaluation"
								value={figures.waitingForEvaluation}
								testId="figure-waiting"
							/>
							<Figure label="Not yet issued" value={figures.notYetIssued} testId="figure-not-issued" />
						</dl>
						<p className="mt-3 text-sm text-slate-600">
							Eligible: registrations with CPE hours from the sessions they were scanned into
							{screen.requireEvaluation
								? ', who have answered the evaluation (Site settings ask for it).'
								: '. The evaluation is not required (Site settings).'}
						</p>
						{timing.open ? (
							<Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
								<input type="hidden" name="edition" value={edition.id} />
								<button
									type="submit"
									name="intent"
									value="issue"
									disabled={issuing || figures.notYetIssued === 0}
									className={buttonClasses('brand')}
								>
									{issuing ? <Spinner label="Issuing..." /> : null}
									{issuing ? 'Issuing…' : 'Issue certificates'}
								</button>
								<span className="text-sm text-slate-700">
									{figures.notYetIssued === 0
										? 'Every eligible delegate has a certificate.'
										: `Issues ${figures.notYetIssued.toLocaleString('en-GB')} certificate${figures.notYetIssued === 1 ? '' : 's'} and mails each to its delegate.`}
								</span>
							</Form>
						) : (
							<p
								role="status"
								className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
								data-testid="issuing-closed"
							>
								{timing.reason === 'no-sessions'
									? 'The agenda of this edition has no sessions: there is no attendance to certify.'
									: `Certificates can be issued once the last session has ended (${timing.endsAtText}, Accra time).`}
							</p>
						)}
					</Panel>
					<ListCard
						labelledBy="list-title"
						className="mt-6"
						list={list}
						filter={
							<div className="space-y-2">
								<h2 id="list-title" className="text-brand-900 text-lg font-bold">
									Certificates of {edition.label}
								</h2>
								<SearchBox
									q={list.params.q}
									label="Search by name or number"
									placeholder="Name or number..."
									filters={{
										names: ['edition'],
										key: `${edition.id}|${list.params.q}`,
										fields: (
											<FilterSelect
												id="certificates-edition"
												name="edition"
												label="Edition"
												value={String(edition.id)}
												options={screen.editions.map((e) => ({ value: String(e.id), label: e.label }))}
											/>
										),
									}}
								/>
							</div>
						}
					>
						{list.rows.length ? (
							<ListTable
								table={{
									columns: COLUMNS,
									caption: `Certificates of ${edition.label}`,
									rowTestId: 'certificate-row',
									density: 'dense',
								}}
								list={list}
							/>
						) : (
							<p
								className="mt-4 rounded-lg px-4 py-8 text-center text-slate-600 ring-1 ring-slate-200"
								data-testid="certificates-empty"
							>
								{list.params.q ? 'No certificate matches the search.' : 'No certificate issued yet.'}
							</p>
						)}
					</ListCard>
				</>
			)}
		</>
	)
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
	return (
		<div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
			<dt className="text-sm font-semibold text-slate-700">{label}</dt>
			<dd className="text-brand-900 text-xl font-bold tabular-nums" data-testid={testId}>
				{value.toLocaleString('en-GB')}
			</dd>
		</div>
	)
}
