/**
 * "CPE certificates" on the site settings screen (/admin/settings; docs/event-days.md): the
 * signatory's name and title, "Issue certificates only to delegates who answered the evaluation",
 * and the logo certificates print (upload, or Remove after a confirmation). A plain multipart form:
 * works without JavaScript; a refused one comes back with each field's message and the texts kept.
 */
import { Form, useNavigation } from 'react-router'
import { StoredImage } from '#app/components/stored-image.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { ACCEPTED_IMAGE_TYPES } from '#app/lib/images/image-kinds.ts'
import { SIGNATORY_NAME_MAX, SIGNATORY_TITLE_MAX } from '../certificate-settings.schema.ts'
import type { CertificateSettingsAnswer, CertificateSettingsView } from '../settings-pages.server.ts'

const input = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900'

export function CertificateSettingsForm({
	stored,
	answer,
}: {
	stored: CertificateSettingsView
	answer: CertificateSettingsAnswer['certificate'] | undefined
}) {
	const navigation = useNavigation()
	const saving = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data'
	const values = answer?.values ?? stored
	const errors = answer?.errors ?? {}
	const error = (name: keyof typeof errors) =>
		errors[name] ? (
			<p id={`cert-${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
				{errors[name]}
			</p>
		) : null
	const described = (name: keyof typeof errors, hint?: string) =>
		[errors[name] ? `cert-${name}-error` : null, hint].filter(Boolean).join(' ') || undefined
	return (
		<section
			aria-labelledby="certificate-settings-title"
			className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
		>
			<h2 id="certificate-settings-title" className="text-brand-900 text-xl font-bold">
				CPE certificates
			</h2>
			<p className="mt-1 text-sm text-slate-600">
				What certificates of attendance print under the signature line and at the top, and who gets one.
			</p>
			{Object.keys(errors).length ? (
				<p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
					The certificate settings were not saved: see the messages below.
				</p>
			) : null}
			<Form method="post" encType="multipart/form-data" className="mt-4 max-w-3xl space-y-4" noValidate>
				<div>
					<label htmlFor="cert-signatoryName" className="font-semibold text-slate-800">
						Certificate signatory name
					</label>
					<input
						id="cert-signatoryName"
						name="signatoryName"
						type="text"
						autoComplete="off"
						maxLength={SIGNATORY_NAME_MAX}
						defaultValue={values.signatoryName}
						aria-invalid={errors.signatoryName ? true : undefined}
						aria-describedby={described('signatoryName')}
						className={input}
					/>
					{error('signatoryName')}
				</div>
				<div>
					<label htmlFor="cert-signatoryTitle" className="font-semibold text-slate-800">
						Certificate signatory title
					</label>
					<input
						id="cert-signatoryTitle"
						name="signatoryTitle"
						type="text"
						autoComplete="off"
						maxLength={SIGNATORY_TITLE_MAX}
						defaultValue={values.signatoryTitle}
						aria-invalid={errors.signatoryTitle ? true : undefined}
						aria-describedby={described('signatoryTitle', 'cert-signatoryTitle-hint')}
						className={input}
					/>
					<p id="cert-signatoryTitle-hint" className="mt-1 text-sm text-slate-600">
						For example “President, IIA Ghana”.
					</p>
					{error('signatoryTitle')}
				</div>
				<div className="flex items-start gap-3">
					<input
						id="cert-requireEvaluation"
						name="requireEvaluation"
						type="checkbox"
						defaultChecked={values.requireEvaluation}
						className="mt-1 h-5 w-5 shrink-0"
					/>
					<label htmlFor="cert-requireEvaluation" className="text-slate-800">
						Issue certificates only to delegates who answered the evaluation
					</label>
				</div>
				<div>
					<label htmlFor="cert-logo" className="font-semibold text-slate-800">
						Certificate logo
					</label>
					<input
						id="cert-logo"
						name="logo"
						type="file"
						accept={ACCEPTED_IMAGE_TYPES.join(',')}
						aria-invalid={errors.logo ? true : undefined}
						aria-describedby={described('logo', 'cert-logo-hint')}
						className="mt-1 block w-full text-sm"
					/>
					<p id="cert-logo-hint" className="mt-1 text-sm text-slate-600">
						JPEG, PNG or WebP, up to 5 MB; printed at the top of every certificate.{' '}
						{stored.logoKey
							? 'Choose a file only to replace the current one.'
							: 'Without one, certificates print the organiser’s name.'}
					</p>
					{error('logo')}
				</div>
				<button type="submit" disabled={saving} className={buttonClasses('brand')}>
					{saving ? 'Saving…' : 'Save certificate settings'}
				</button>
			</Form>
			{stored.logoKey ? (
				<div className="mt-6 flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
					<StoredImage
						imageKey={stored.logoKey}
						kind="logo"
						alt="The current certificate logo"
						sizes="160px"
						className="h-16 w-auto rounded ring-1 ring-slate-200"
					/>
					<ConfirmButton
						label="Remove logo"
						title="Remove the certificate logo?"
						confirmLabel="Remove logo"
						fields={{ intent: 'remove-certificate-logo' }}
					>
						<p>Certificates will print the organiser’s name at the top instead.</p>
					</ConfirmButton>
				</div>
			) : null}
		</section>
	)
}
