/**
 * The add sponsor/partner form (/admin/addpartner): Package (the sponsor tier), Logo, and an optional
 * name and website. Package and logo missing → the spec's "All fields are required, including the
 * image!". The update form (/admin/update-sponsor/{sponsorId}) has the same fields, the logo only to
 * replace the current one. Browser-safe.
 */
import { z } from 'zod'
import { requiredText, frenchText } from '#app/lib/schema-text.ts'
import { ALL_FIELDS_REQUIRED, imageFileSchema } from '#app/lib/uploads/upload-form.ts'

export const SPONSOR_LIMITS = { name: 120, website: 300 } as const

/** Fields whose absence shows the spec's Error dialog. */
export const SPONSOR_REQUIRED_FIELDS = ['tierId', 'logo'] as const

/** Columns the sponsors list can be sorted by (allow-list). */
export const SPONSOR_SORTS = ['title', 'name', 'date'] as const
export type SponsorSort = (typeof SPONSOR_SORTS)[number]

/** The sponsors list's fetch failure message. */
export const SPONSORS_FETCH_FAILED = 'Failed to fetch data'

const website = z
	.string()
	.trim()
	.max(SPONSOR_LIMITS.website, `Website must be at most ${SPONSOR_LIMITS.website} characters`)
	.pipe(z.url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' }))
	.optional()

export const SponsorSchema = z.object({
	tierId: z.coerce
		.number({ error: 'Choose a sponsor tier' })
		.int('Choose a sponsor tier')
		.positive('Choose a sponsor tier'),
	logo: imageFileSchema('logo', 'Choose a logo'),
	name: z
		.string()
		.trim()
		.max(SPONSOR_LIMITS.name, `Name must be at most ${SPONSOR_LIMITS.name} characters`)
		.optional(),
	website,
})

export type SponsorInput = z.infer<typeof SponsorSchema>

/** Update sponsor: the same fields; a logo only to replace the current one. */
export const EditSponsorSchema = SponsorSchema.extend({
	logo: imageFileSchema('logo', 'Choose a logo').optional(),
})

export type EditSponsorInput = z.infer<typeof EditSponsorSchema>

export type SponsorFormMode = 'new' | 'edit'

/** The form's schema in a mode. */
export function sponsorSchema(mode: SponsorFormMode) {
	return mode === 'new' ? SponsorSchema : EditSponsorSchema
}

/** The names whose absence shows the Error dialog in a form mode (the logo only when adding). */
export function sponsorRequiredFields(mode: SponsorFormMode): readonly string[] {
	return mode === 'new' ? SPONSOR_REQUIRED_FIELDS : ['tierId']
}

export { ALL_FIELDS_REQUIRED }

/** Limits of the sponsor tier form (characters). */
export const TIER_LIMITS = { title: 60 } as const

/**
 * The add and update sponsor tier forms (/admin/add-sponsor-tier,
 * /admin/update-sponsor-tier/{tierId}): Tier Title, the heading of its logos on /sponsors and the
 * "Package" the sponsor forms offer.
 */
export const SponsorTierSchema = z.object({
	title: requiredText('Tier Title', TIER_LIMITS.title),
	titleFr: frenchText('The French title', TIER_LIMITS.title),
})

/** The message of a tier title that another tier already has (titles are unique). */
export const TIER_TITLE_TAKEN = 'Another tier already has this title'
