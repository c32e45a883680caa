/**
 * The add sponsor/partner form (spec §2 /admin/addpartner): Package, optional name and website, and
 * the Logo (last, so a refused upload still leaves the other fields read). Checked in the browser
 * before anything is sent and again on the server; a missing package or logo opens the spec's Error
 * dialog. Submits with a progress bar when JavaScript is on; a plain multipart POST without it.
 */
import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { Form, Link } from 'react-router'
import { UploadField, UploadProgressBar } from '#app/components/admin/upload-field.tsx'
import { ErrorList, Field, SelectField } from '#app/components/forms.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { isAnyMissing, isRealSubmit } from '#app/lib/uploads/upload-form.ts'
import {
	ALL_FIELDS_REQUIRED,
	SPONSOR_LIMITS,
	SPONSOR_REQUIRED_FIELDS,
	SponsorSchema,
} from '../sponsor.schema.ts'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { SERVER_ERROR } from '#app/lib/network-error.ts'

export function SponsorForm({
	tiers,
	lastResult,
	dialog,
}: {
	tiers: { id: number; title: string }[]
	lastResult: SubmissionResult<string[]> | undefined
	/** A message for the Error dialog from the last answer (or a network failure), keyed by time. */
	dialog: { message: string; at: number } | null
}) {
	// The Error dialog shows the browser's own finding (a required field left empty, so nothing was
	// sent) until the next answer from the server brings its own.
	const [missingAt, setMissingAt] = useState<number | null>(null)
	const [answerAt, setAnswerAt] = useState(dialog?.at)
	// The key of the dialog the user closed, so a later re-render does not show it again.
	const [closedKey, setClosedKey] = useState<string | null>(null)
	if (dialog?.at !== answerAt) {
		setAnswerAt(dialog?.at)
		setMissingAt(null)
	}
	const { form, fields, submitting } = useSchemaForm({
		id: 'add-sponsor',
		schema: SponsorSchema,
		lastResult,
	})
	const formProps = getFormProps(form)
	const shown =
		missingAt !== null
			? { message: ALL_FIELDS_REQUIRED, key: `browser-${missingAt}` }
			: dialog
				? { message: dialog.message, key: `server-${dialog.at}` }
				: null
	return (
		<>
			<Form
				method="POST"
				encType="multipart/form-data"
				{...formProps}
				onSubmit={(event) => {
					if (
						isRealSubmit(event) &&
						isAnyMissing(new FormData(event.currentTarget), SPONSOR_REQUIRED_FIELDS)
					) {
						setMissingAt(Date.now())
					}
					formProps.onSubmit(event)
				}}
				className="max-w-2xl space-y-5"
			>
				{form.errors?.length ? (
					<div
						role="alert"
						className="rounded-md border-l-4 border-red-600 bg-red-50 p-4 text-sm font-medium text-red-900"
					>
						<ErrorList id={form.errorId} errors={form.errors} />
					</div>
				) : null}
				<p className="text-sm text-slate-600">
					Fields marked <span className="text-red-700">*</span> are required.
				</p>
				<SelectField
					label="Package"
					hint="The heading the logo appears under on the Partners & Sponsors page."
					errors={fields.tierId.errors}
					selectProps={getSelectProps(fields.tierId)}
					placeholder="Select a package"
					options={tiers.map((t) => ({ value: String(t.id), label: t.title }))}
				/>
				<Field
					label="Name"
					hint="Optional. Used as the logo’s text alternative, e.g. “Ashanti Bank”."
					errors={fields.name.errors}
					inputProps={{
						...getInputProps(fields.name, { type: 'text' }),
						autoComplete: 'off',
						maxLength: SPONSOR_LIMITS.name,
					}}
				/>
				<Field
					label="Website"
					hint="Optional. The logo links here, e.g. https://example.com"
					errors={fields.website.errors}
					inputProps={{
						...getInputProps(fields.website, { type: 'url' }),
						autoComplete: 'off',
						maxLength: SPONSOR_LIMITS.website,
						placeholder: 'https://',
					}}
				/>
				<UploadField
					label="Logo"
					hint="JPEG, PNG or WebP, up to 5 MB. Shown on a white card, 3:2."
					kind="logo"
					errors={fields.logo.errors}
					inputProps={getInputProps(fields.logo, { type: 'file' })}
				/>
				<UploadProgressBar />
				<div className="flex flex-col gap-3 sm:flex-row sm:items-center">
					<Button type="submit" disabled={submitting}>
						{submitting ? <Spinner label="Submitting..." /> : null}
						{submitting ? 'Submitting...' : 'Add Sponsor/Partner'}
					</Button>
					<Link
						to="/admin/sponsordata"
						className="text-brand-700 inline-flex min-h-11 items-center justify-center rounded-md px-5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
					>
						Cancel
					</Link>
				</div>
			</Form>
			{/* Outside the form: the dialog has its own (method="dialog") form. Spec §4/§8: a server
				failure ("Server Error") is a Warning; a missing field or a network failure an Error. */}
			{shown && shown.key !== closedKey ? (
				<MessageDialog
					key={shown.key}
					tone={shown.message === SERVER_ERROR ? 'warning' : 'error'}
					title={shown.message === SERVER_ERROR ? 'Warning' : 'Error'}
					onClose={() => setClosedKey(shown.key)}
				>
					{shown.message}
				</MessageDialog>
			) : null}
		</>
	)
}
