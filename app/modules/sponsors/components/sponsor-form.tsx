/**
 * The add sponsor/partner form (/admin/addpartner): Package, optional name and website, and the Logo,
 * in an `ImageForm`. Checked in the browser before anything is sent and again on the server; a
 * missing package or logo opens the Error dialog.
 */
import { getInputProps } from '@conform-to/react'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { ImageForm } from '#app/components/admin/image-form.tsx'
import { UploadField } from '#app/components/admin/upload-field.tsx'
import { SchemaInput, SchemaSelect } from '#app/components/forms.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { SPONSOR_REQUIRED_FIELDS, SponsorSchema } from '../sponsor.schema.ts'

export function SponsorForm({
	tiers,
	answer,
}: {
	tiers: { id: number; title: string }[]
	/** The last answer (`actionDataParts`): the server's reply, the Error dialog's message. */
	answer: FormAnswer
}) {
	const { form, fields, submitting } = useSchemaForm({
		id: 'add-sponsor',
		schema: SponsorSchema,
		lastResult: answer.result,
	})
	return (
		<ImageForm
			form={form}
			required={SPONSOR_REQUIRED_FIELDS}
			dialog={answer.dialog}
			buttons={{
				submitting,
				submitLabel: 'Add Sponsor/Partner',
				pendingLabel: 'Submitting...',
				cancel: { to: '/admin/sponsordata', label: 'Cancel' },
			}}
			className="max-w-2xl space-y-5"
		>
			<SchemaSelect
				field={fields.tierId}
				label="Package"
				hint="The heading the logo appears under on the Partners & Sponsors page."
				placeholder="Select a package"
				options={tiers.map((t) => ({ value: String(t.id), label: t.title }))}
			/>
			<SchemaInput
				field={fields.name}
				label="Name"
				hint="Optional. Used as the logo’s text alternative, e.g. “Ashanti Bank”."
			/>
			<SchemaInput
				field={fields.website}
				type="url"
				label="Website"
				hint="Optional. The logo links here, e.g. https://example.com"
				placeholder="https://"
			/>
			<UploadField
				label="Logo"
				hint="JPEG, PNG or WebP, up to 5 MB. Shown on a white card, 3:2."
				kind="logo"
				errors={fields.logo.errors}
				inputProps={getInputProps(fields.logo, { type: 'file' })}
			/>
		</ImageForm>
	)
}
