/**
 * The partnership enquiry form. Field
 * names are the spec's payload names. Browser-safe: the form and the action share it.
 */
import { z } from 'zod'
import { m } from '#app/lib/i18n/messages.ts'
import { RegistrationFormSchema } from '#app/modules/registration/registration.schema.ts'

/**
 * The enquiry form's schema when the packages on offer are `packages` (their names, as the back
 * office lists them). The enquiry has the registration's contact rules (required name,
 * company name, designation, email in email format and WhatsApp number; optional contact number and
 * how-did-you-hear) and the privacy notice's box, so it extends that form's schema with the required
 * package, one of `packages`.
 */
export function partnershipEnquirySchema(packages: readonly string[]) {
	return RegistrationFormSchema.extend({
		packages: z
			.string({ error: () => m.forms_package_required() })
			.refine((name) => packages.includes(name), { error: () => m.forms_package_invalid() }),
	})
}

/**
 * An enquiry as the module stores it: the form's fields, `consent` when the enquirer ticked the
 * privacy notice's box (the form requires it; rows made otherwise record no consent).
 */
export type PartnershipEnquiryInput = Omit<
	z.infer<ReturnType<typeof partnershipEnquirySchema>>,
	'consent'
> & {
	consent?: boolean
}

export { isEnquiryReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './enquiry-reference.ts'
