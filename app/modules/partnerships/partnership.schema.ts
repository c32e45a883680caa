/**
 * The partnership enquiry form. Field
 * names are the spec's payload names. Browser-safe: the form and the action share it.
 */
import { z } from 'zod'
import { RegistrationSchema } from '#app/modules/attendees/attendee.schema.ts'

/** Sponsorship packages an enquirer can ask for. */
export const PACKAGES = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Bespoke'] as const
export type Package = (typeof PACKAGES)[number]

/**
 * The enquiry has the registration's contact rules (required name, company name,
 * designation, email in email format and WhatsApp number; optional contact number and
 * how-did-you-hear), so it extends that schema with the required package.
 */
export const PartnershipEnquirySchema = RegistrationSchema.extend({
	packages: z.enum(PACKAGES, {
		error: (issue) =>
			issue.input === undefined ? 'Package is required' : 'Choose one of the listed packages',
	}),
})

export type PartnershipEnquiryInput = z.infer<typeof PartnershipEnquirySchema>

export { isEnquiryReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './enquiry-reference.ts'
