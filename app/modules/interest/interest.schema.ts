/**
 * The "tell me about the next edition" form (/next-edition): an e-mail address and the privacy
 * notice's box. Browser-safe: the form and the action share it.
 */
import { z } from 'zod'
import { consentField, emailField } from '#app/modules/registration/registration.schema.ts'

/** The address and the box, with the registration form's messages, in the page's language. */
export const InterestSchema = z.object({
	email: emailField(),
	consent: consentField,
})

export type InterestInput = z.infer<typeof InterestSchema>

/** The interest list's sortable columns. */
export const INTEREST_SORTS = ['date', 'email'] as const
export type InterestSort = (typeof INTEREST_SORTS)[number]
