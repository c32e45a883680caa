/**
 * The "tell me about the next edition" form (/next-edition): an e-mail address and the privacy
 * notice's box. Browser-safe: the form and the action share it.
 */
import { z } from 'zod'
import { consentField, LIMITS } from '#app/modules/registration/registration.schema.ts'

export const InterestSchema = z.object({
	email: z
		.string({ error: 'Email is required' })
		.trim()
		.max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
		.pipe(z.email('Enter a valid email address')),
	consent: consentField,
})

export type InterestInput = z.infer<typeof InterestSchema>

/** The interest list's sortable columns. */
export const INTEREST_SORTS = ['date', 'email'] as const
export type InterestSort = (typeof INTEREST_SORTS)[number]
