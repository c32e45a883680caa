/**
 * The add-speaker and update-speaker form (spec §2 /admin/add-speaker,
 * /admin/update-speaker/{speakerId}; §3; §5; issue 5): title, category, full name, designation,
 * role, company, country, description, display order and photo (last, so a refused upload still
 * leaves the other fields read). Checked in the browser before anything is sent and again on the
 * server; a required field left empty opens the spec's Error dialog. Submits with a progress bar
 * when JavaScript is on, as a plain multipart POST without it.
 */
import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	type SubmissionResult,
} from '@conform-to/react'
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
	COUNTRIES,
	HONORIFICS,
	SPEAKER_LIMITS,
	type SpeakerFormMode,
	speakerRequiredFields,
	speakerSchema,
} from '../speaker.schema.ts'
import { SPEAKER_ROLES, speakerRoleLabel } from '../speaker-roles.ts'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { SERVER_ERROR } from '#app/lib/network-error.ts'

export interface SpeakerFormDefaults {
	title: string
	categoryId: string
	fullName: string
	designation: string
	role: string
	company: string
	country: string
	bio: string
	sortOrder: string
}

/** Every field of either mode, as the form holds them (the photo optional on update). */
type SpeakerFormShape = Omit<SpeakerFormDefaults, 'categoryId' | 'country' | 'sortOrder'> & {
	categoryId?: string | number
	country?: string
	sortOrder?: unknown
	photo?: File
}

const textareaClasses =
	'block w-full min-h-40 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600'

export function SpeakerForm({
	mode,
	id,
	lastResult,
	dialog,
	categories,
	categoriesError,
	defaultValue,
	currentPhoto,
}: {
	mode: SpeakerFormMode
	id: string
	lastResult: SubmissionResult<string[]> | undefined
	/** A message for the Error dialog from the last answer (or a network failure), keyed by time. */
	dialog: { message: string; at: number } | null
	categories: { id: number; title: string }[]
	/** Set when the categories could not be loaded (the select is then unavailable). */
	categoriesError: string | null
	defaultValue?: SpeakerFormDefaults
	currentPhoto?: { key: string | null; alt: string }
}) {
	const schema = speakerSchema(mode)
	const required = speakerRequiredFields(mode)
	// The Error dialog shows the browser's finding (a required field left empty, so nothing was sent)
	// until the next answer from the server brings its own.
	const [missingAt, setMissingAt] = useState<number | null>(null)
	const [answerAt, setAnswerAt] = useState(dialog?.at)
	// The key of the dialog the user closed, so a later re-render does not show it again.
	const [closedKey, setClosedKey] = useState<string | null>(null)
	if (dialog?.at !== answerAt) {
		setAnswerAt(dialog?.at)
		setMissingAt(null)
	}
	const { form, fields, submitting } = useSchemaForm<typeof schema, SpeakerFormShape>({
		id,
		schema: schema,
		lastResult: lastResult,
		defaultValue,
	})
	const formProps = getFormProps(form)
	const shown =
		missingAt !== null
			? { message: ALL_FIELDS_REQUIRED, key: `browser-${missingAt}` }
			: dialog
				? { message: dialog.message, key: `server-${dialog.at}` }
				: null
	const submitLabel = mode === 'new' ? 'Add Speaker' : 'Update Speaker'
	const pendingLabel = mode === 'new' ? 'Adding speaker...' : 'Saving...'
	const savedCountry = defaultValue?.country
	const countryOptions = [
		...(savedCountry && !COUNTRIES.includes(savedCountry) ? [savedCountry] : []),
		...COUNTRIES,
	]
	return (
		<>
			<Form
				method="POST"
				encType="multipart/form-data"
				{...formProps}
				onSubmit={(event) => {
					if (isRealSubmit(event) && isAnyMissing(new FormData(event.currentTarget), required)) {
						setMissingAt(Date.now())
					}
					formProps.onSubmit(event)
				}}
				className="space-y-5"
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
				<div className="grid gap-5 sm:grid-cols-2">
					<SelectField
						label="Title"
						errors={fields.title.errors}
						selectProps={getSelectProps(fields.title)}
						placeholder="Select a title"
						options={HONORIFICS}
					/>
					<SelectField
						label="Category"
						hint={categoriesError ?? 'Optional.'}
						errors={fields.categoryId.errors}
						selectProps={{ ...getSelectProps(fields.categoryId), disabled: !!categoriesError }}
						placeholder="No category"
						options={categories.map((c) => ({ value: String(c.id), label: c.title }))}
					/>
					<Field
						label="Full name"
						errors={fields.fullName.errors}
						inputProps={{
							...getInputProps(fields.fullName, { type: 'text' }),
							autoComplete: 'off',
							maxLength: SPEAKER_LIMITS.name,
						}}
					/>
					<Field
						label="Designation"
						hint="For example “Chief Audit Executive”."
						errors={fields.designation.errors}
						inputProps={{
							...getInputProps(fields.designation, { type: 'text' }),
							autoComplete: 'off',
							maxLength: SPEAKER_LIMITS.designation,
						}}
					/>
					<SelectField
						label="Role"
						errors={fields.role.errors}
						selectProps={getSelectProps(fields.role)}
						placeholder="Select a role"
						options={SPEAKER_ROLES.map((r) => ({ value: r, label: speakerRoleLabel(r) }))}
					/>
					<Field
						label="Company"
						errors={fields.company.errors}
						inputProps={{
							...getInputProps(fields.company, { type: 'text' }),
							autoComplete: 'off',
							maxLength: SPEAKER_LIMITS.company,
						}}
					/>
					<SelectField
						label="Country"
						hint="Optional."
						errors={fields.country.errors}
						selectProps={getSelectProps(fields.country)}
						placeholder="Select a country"
						options={countryOptions}
					/>
					<Field
						label="Display order"
						hint="Lower numbers are shown first on the Speakers page; 0 by default."
						errors={fields.sortOrder.errors}
						inputProps={{
							...getInputProps(fields.sortOrder, { type: 'number' }),
							inputMode: 'numeric',
							step: 1,
						}}
					/>
				</div>
				<div>
					<label htmlFor={fields.bio.id} className="mb-1 block text-sm font-semibold text-slate-800">
						Description
						<span className="text-red-700" aria-hidden="true">
							{' '}
							*
						</span>
					</label>
					<textarea
						{...getTextareaProps(fields.bio)}
						key={fields.bio.key}
						rows={6}
						maxLength={SPEAKER_LIMITS.bio}
						aria-invalid={fields.bio.errors?.length ? true : undefined}
						aria-describedby={`${fields.bio.id}-hint${fields.bio.errors?.length ? ` ${fields.bio.errorId}` : ''}`}
						className={textareaClasses}
					/>
					<p id={`${fields.bio.id}-hint`} className="mt-1 text-sm text-slate-600">
						The speaker’s biography, shown on their profile page.
					</p>
					<ErrorList id={fields.bio.errorId} errors={fields.bio.errors} />
				</div>
				<UploadField
					label={mode === 'new' ? 'Photo' : 'New photo'}
					hint={
						mode === 'new'
							? 'JPEG, PNG or WebP, up to 5 MB. Cropped to a square.'
							: 'Optional: choose one only to replace the current photo. JPEG, PNG or WebP, up to 5 MB.'
					}
					kind="speaker"
					errors={fields.photo.errors}
					inputProps={getInputProps(fields.photo, { type: 'file' })}
					currentKey={currentPhoto?.key}
					currentAlt={currentPhoto?.alt}
				/>
				<UploadProgressBar />
				<div className="flex flex-col gap-3 sm:flex-row sm:items-center">
					<Button type="submit" disabled={submitting}>
						{submitting ? <Spinner label={pendingLabel} /> : null}
						{submitting ? pendingLabel : submitLabel}
					</Button>
					<Link
						to={mode === 'new' ? '/admin/dashboard' : '/admin/speakers'}
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
