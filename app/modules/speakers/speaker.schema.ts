/**
 * The add-speaker and update-speaker form (/admin/add-speaker,
 * /admin/update-speaker/{speakerId}). One set of
 * field rules; the photo is required on add and optional on update (a new one replaces the old).
 * Title, full name, designation, role, description, company and (on add) the photo missing → the
 * spec's "All fields are required, including the image!". Browser-safe.
 */
import { z } from 'zod'
import { ALL_FIELDS_REQUIRED, imageFileSchema } from '#app/lib/uploads/upload-form.ts'
import { frenchText, requiredText } from '#app/lib/schema-text.ts'
import { SPEAKER_ROLES } from './speaker-roles.ts'

/** Honorifics. */
export const HONORIFICS = ['Master', 'Mr.', 'Mrs.', 'Madam', 'Dr.', 'Professor'] as const

/**
 * Countries, one list for add and update: the 54 African countries and the spec's others
 * (USA, Canada, India, Germany, United Kingdom), alphabetical. The spec's "Camerron" is Cameroon.
 */
export const AFRICAN_COUNTRIES = [
	'Algeria',
	'Angola',
	'Benin',
	'Botswana',
	'Burkina Faso',
	'Burundi',
	'Cabo Verde',
	'Cameroon',
	'Central African Republic',
	'Chad',
	'Comoros',
	'Congo',
	"Côte d'Ivoire",
	'Democratic Republic of the Congo',
	'Djibouti',
	'Egypt',
	'Equatorial Guinea',
	'Eritrea',
	'Eswatini',
	'Ethiopia',
	'Gabon',
	'Gambia',
	'Ghana',
	'Guinea',
	'Guinea-Bissau',
	'Kenya',
	'Lesotho',
	'Liberia',
	'Libya',
	'Madagascar',
	'Malawi',
	'Mali',
	'Mauritania',
	'Mauritius',
	'Morocco',
	'Mozambique',
	'Namibia',
	'Niger',
	'Nigeria',
	'Rwanda',
	'São Tomé and Príncipe',
	'Senegal',
	'Seychelles',
	'Sierra Leone',
	'Somalia',
	'South Africa',
	'South Sudan',
	'Sudan',
	'Tanzania',
	'Togo',
	'Tunisia',
	'Uganda',
	'Zambia',
	'Zimbabwe',
] as const

export const COUNTRIES = [...AFRICAN_COUNTRIES, 'Canada', 'Germany', 'India', 'United Kingdom', 'USA'].sort(
	(a, b) => a.localeCompare(b, 'en'),
) as readonly string[]

export const SPEAKER_LIMITS = {
	name: 120,
	designation: 120,
	company: 120,
	bio: 4000,
	sortOrder: 9999,
} as const

/** The required fields (the photo on add only): their absence shows the spec's Error dialog. */
export const SPEAKER_REQUIRED_FIELDS = ['title', 'fullName', 'designation', 'role', 'bio', 'company'] as const

/** Messages of the spec. */
export const SPEAKER_FETCH_FAILED = 'Unable to fetch speakers details. Please try again later.'

/** Columns the speakers list can be sorted by (allow-list). */
export const SPEAKER_SORTS = ['title', 'name', 'designation', 'company', 'role'] as const
export type SpeakerSort = (typeof SPEAKER_SORTS)[number]

const fields = {
	title: z.enum(HONORIFICS, { error: 'Choose a title' }),
	categoryId: z.coerce.number().int().positive().optional(),
	fullName: requiredText('Full name', SPEAKER_LIMITS.name),
	designation: requiredText('Designation', SPEAKER_LIMITS.designation),
	designationFr: frenchText('The French designation', SPEAKER_LIMITS.designation),
	role: z.enum(SPEAKER_ROLES, { error: 'Choose a role' }),
	company: requiredText('Company', SPEAKER_LIMITS.company),
	// The select offers `COUNTRIES`; a speaker saved earlier with another country keeps it.
	country: z.string().trim().max(80, 'Choose a country from the list').optional(),
	bio: requiredText('Description', SPEAKER_LIMITS.bio),
	bioFr: frenchText('The French description', SPEAKER_LIMITS.bio),
	sortOrder: z.coerce
		.number({ error: 'Display order must be a whole number' })
		.int('Display order must be a whole number')
		.min(0, 'Display order must be 0 or more')
		.max(SPEAKER_LIMITS.sortOrder, `Display order must be at most ${SPEAKER_LIMITS.sortOrder}`)
		.default(0),
}

/** Add speaker: every field, the photo required. */
export const NewSpeakerSchema = z.object({ ...fields, photo: imageFileSchema('photo', 'Choose a photo') })

/** Update speaker: the same fields; a photo only to replace the current one. */
export const EditSpeakerSchema = z.object({
	...fields,
	photo: imageFileSchema('photo', 'Choose a photo').optional(),
})

export type SpeakerFormMode = 'new' | 'edit'

export function speakerSchema(mode: SpeakerFormMode) {
	return mode === 'new' ? NewSpeakerSchema : EditSpeakerSchema
}

/** The names whose absence shows the Error dialog in a form mode. */
export function speakerRequiredFields(mode: SpeakerFormMode): readonly string[] {
	return mode === 'new' ? [...SPEAKER_REQUIRED_FIELDS, 'photo'] : SPEAKER_REQUIRED_FIELDS
}

export type NewSpeakerInput = z.infer<typeof NewSpeakerSchema>
export type EditSpeakerInput = z.infer<typeof EditSpeakerSchema>

export { ALL_FIELDS_REQUIRED }
