/**
 * The add-speaker and update-speaker form (/admin/add-speaker, /admin/update-speaker/{speakerId}):
 * title, category, full name, designation, role, company, country, description, display order and
 * photo, in an `ImageForm`. Checked in the browser before anything is sent and again on the server;
 * a required field left empty opens the Error dialog.
 */
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { ImageForm } from '#app/components/admin/image-form.tsx'
import { FRENCH_HINT, frenchLabel, TranslationPair } from '#app/components/admin/french-fields.tsx'
import { UploadField } from '#app/components/admin/upload-field.tsx'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import { type FieldSpecs, SchemaFields } from '#app/components/forms.tsx'
import {
	COUNTRIES,
	HONORIFICS,
	type SpeakerFormMode,
	speakerRequiredFields,
	speakerSchema,
} from '../speaker.schema.ts'
import { SPEAKER_ROLES, speakerRoleLabel } from '../speaker-roles.ts'

export interface SpeakerFormDefaults {
	title: string
	categoryId: string
	fullName: string
	designation: string
	designationFr: string
	role: string
	company: string
	country: string
	bio: string
	bioFr: string
	sortOrder: string
}

/** Every field of either mode, as the form holds them (the photo optional on update). */
type SpeakerFormShape = Omit<
	SpeakerFormDefaults,
	'categoryId' | 'country' | 'sortOrder' | 'designationFr' | 'bioFr'
> & {
	categoryId?: string | number
	country?: string
	designationFr?: string
	bioFr?: string
	sortOrder?: unknown
	photo?: File
}

type SpeakerField = keyof SpeakerFormShape

/**
 * The fields side by side: title, category (from `categories`, unavailable with `categoriesError`),
 * full name, designation, role, company, country (the list, and the `savedCountry` first when the
 * list no longer has it) and display order.
 */
function detailSpecs(
	categories: { id: number; title: string }[],
	categoriesError: string | null,
	savedCountry: string | undefined,
): FieldSpecs<SpeakerField> {
	return {
		title: { control: 'select', label: 'Title', placeholder: 'Select a title', options: HONORIFICS },
		categoryId: {
			control: 'select',
			label: 'Category',
			hint: categoriesError ?? 'Optional.',
			placeholder: 'No category',
			options: categories.map((c) => ({ value: String(c.id), label: c.title })),
			disabled: !!categoriesError,
			empty: categoriesError
				? undefined
				: {
						message: 'No speaker categories yet (optional: the speaker is listed without one)',
						linkText: 'add a speaker category',
						to: '/admin/add-category',
					},
		},
		fullName: { label: 'Full name' },
		role: {
			control: 'select',
			label: 'Role',
			placeholder: 'Select a role',
			options: SPEAKER_ROLES.map((r) => ({ value: r, label: speakerRoleLabel(r) })),
		},
		company: { label: 'Company' },
		country: {
			control: 'select',
			label: 'Country',
			hint: 'Optional.',
			placeholder: 'Select a country',
			options: [...(savedCountry && !COUNTRIES.includes(savedCountry) ? [savedCountry] : []), ...COUNTRIES],
		},
		sortOrder: {
			type: 'number',
			label: 'Display order',
			hint: 'Lower numbers are shown first on the Speakers page; 0 by default.',
			inputMode: 'numeric',
			step: 1,
		},
	}
}

const BIO: FieldSpecs<SpeakerField> = {
	bio: {
		control: 'textarea',
		label: 'Description',
		hint: 'The speaker’s biography, shown on their profile page.',
		rows: 6,
	},
}

/** The designation and the biography, each in English and French side by side (ADR 0059). */
function translatedSpecs(saved: SpeakerFormDefaults | undefined) {
	const missing = (english: string | undefined, french: string | undefined) => needsFrench(english, french)
	return {
		designation: {
			english: { designation: { label: 'Designation', hint: 'For example “Chief Audit Executive”.' } },
			french: {
				designationFr: {
					label: frenchLabel('Fonction', missing(saved?.designation, saved?.designationFr)),
					hint: FRENCH_HINT,
				},
			},
		},
		bio: {
			english: BIO,
			french: {
				bioFr: {
					control: 'textarea',
					label: frenchLabel('Biographie', missing(saved?.bio, saved?.bioFr)),
					hint: FRENCH_HINT,
					rows: 6,
				},
			},
		},
	} satisfies Record<string, { english: FieldSpecs<SpeakerField>; french: FieldSpecs<SpeakerField> }>
}

export function SpeakerForm({
	mode,
	categories,
	categoriesError,
	currentPhoto,
	...fromRoute
}: {
	mode: SpeakerFormMode
	id: string
	/** The last answer (`actionDataParts`): the server's reply, the Error dialog's message. */
	answer: FormAnswer
	categories: { id: number; title: string }[]
	/** Set when the categories could not be loaded (the select is then unavailable). */
	categoriesError: string | null
	defaultValue?: SpeakerFormDefaults
	currentPhoto?: { key: string | null; alt: string }
}) {
	const schema = speakerSchema(mode)
	const translated = translatedSpecs(fromRoute.defaultValue)
	return (
		<ImageForm<typeof schema, SpeakerFormShape>
			{...fromRoute}
			schema={schema}
			required={speakerRequiredFields(mode)}
			buttons={
				mode === 'new'
					? {
							submitLabel: 'Add Speaker',
							pendingLabel: 'Adding speaker...',
							cancel: { to: '/admin/speakers' },
						}
					: { submitLabel: 'Update Speaker', cancel: { to: '/admin/speakers' } }
			}
			className="space-y-5"
		>
			{(fields) => (
				<>
					<div className="grid gap-5 sm:grid-cols-2">
						<SchemaFields
							fields={fields}
							specs={detailSpecs(categories, categoriesError, fromRoute.defaultValue?.country)}
						/>
					</div>
					<TranslationPair
						english={<SchemaFields fields={fields} specs={translated.designation.english} />}
						french={<SchemaFields fields={fields} specs={translated.designation.french} />}
					/>
					<TranslationPair
						english={<SchemaFields fields={fields} specs={translated.bio.english} />}
						french={<SchemaFields fields={fields} specs={translated.bio.french} />}
					/>
					<UploadField
						field={fields.photo}
						kind="speaker"
						current={currentPhoto}
						replacing={mode !== 'new'}
					/>
				</>
			)}
		</ImageForm>
	)
}
