/**
 * The add and update sponsor/partner forms (/admin/addpartner, /admin/update-sponsor/{sponsorId}):
 * Package (the sponsor tier; with no tiers yet, a link to add one), optional name and website, and
 * the Logo (on update, only to replace the current one), in an `ImageForm`. Checked in the browser
 * before anything is sent and again on the server; a missing tier (or, when adding, logo) opens the
 * Error dialog.
 */
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { ImageForm } from '#app/components/admin/image-form.tsx'
import { UploadField } from '#app/components/admin/upload-field.tsx'
import { type FieldSpecs, SchemaFields } from '#app/components/forms.tsx'
import { type SponsorFormMode, sponsorRequiredFields, sponsorSchema } from '../sponsor.schema.ts'

/** The update form's values, as the form holds them. */
export interface SponsorFormDefaults {
	tierId: string
	name: string
	website: string
}

/** Every field of either mode, as the form holds them (the logo optional on update). */
type SponsorFormShape = Partial<SponsorFormDefaults> & { logo?: File }

/**
 * The sponsor tier (from `tiers`), name and website. The tier's label stays the specification's
 * "Package"; its hint says it is the sponsor tier, not a partnership enquiry's package (ADR 0055).
 */
function sponsorSpecs(tiers: { id: number; title: string }[]): FieldSpecs<keyof SponsorFormShape> {
	return {
		tierId: {
			control: 'select',
			label: 'Package',
			hint: 'The sponsor tier: the heading the logo appears under on the Partners & Sponsors page (not a partnership enquiry’s package).',
			placeholder: 'Select a sponsor tier',
			options: tiers.map((t) => ({ value: String(t.id), label: t.title })),
			empty: { message: 'No sponsor tiers yet', linkText: 'add one first', to: '/admin/add-sponsor-tier' },
		},
		name: { label: 'Name', hint: 'Optional. Used as the logo’s text alternative, e.g. “Ashanti Bank”.' },
		website: {
			type: 'url',
			label: 'Website',
			hint: 'Optional. The logo links here, e.g. https://example.com',
			placeholder: 'https://',
		},
	}
}

export function SponsorForm({
	mode,
	tiers,
	currentLogo,
	...fromRoute
}: {
	mode: SponsorFormMode
	tiers: { id: number; title: string }[]
	/** The last answer (`actionDataParts`): the server's reply, the Error dialog's message. */
	answer: FormAnswer
	defaultValue?: SponsorFormDefaults
	/** On update: the logo shown until a new one is chosen. */
	currentLogo?: { key: string; alt: string }
}) {
	const schema = sponsorSchema(mode)
	return (
		<ImageForm<typeof schema, SponsorFormShape>
			id={mode === 'new' ? 'add-sponsor' : 'update-sponsor'}
			schema={schema}
			{...fromRoute}
			required={sponsorRequiredFields(mode)}
			buttons={
				mode === 'new'
					? {
							submitLabel: 'Add Sponsor/Partner',
							pendingLabel: 'Submitting...',
							cancel: { to: '/admin/sponsordata' },
						}
					: { submitLabel: 'Update Sponsor/Partner', cancel: { to: '/admin/sponsordata' } }
			}
			className="max-w-2xl space-y-5"
		>
			{(fields) => (
				<>
					<SchemaFields fields={fields} specs={sponsorSpecs(tiers)} />
					<UploadField field={fields.logo} kind="logo" current={currentLogo} replacing={mode !== 'new'} />
				</>
			)}
		</ImageForm>
	)
}
