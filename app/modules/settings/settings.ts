/**
 * Shapes of the site settings' JSON documents (the home page prose). Browser-safe.
 */
import { z } from 'zod'

export const HomeContentSchema = z.object({
	aboutHeading: z.string(),
	aboutParagraphs: z.array(z.string()),
	takeaways: z.array(z.object({ title: z.string(), text: z.string() })),
	eventProfile: z.array(z.object({ label: z.string(), value: z.string() })),
	groupDiscountNote: z.string(),
})

export type HomeContent = z.infer<typeof HomeContentSchema>

export const emptyHomeContent: HomeContent = {
	aboutHeading: '',
	aboutParagraphs: [],
	takeaways: [],
	eventProfile: [],
	groupDiscountNote: '',
}

/**
 * The privacy notice's texts (`/privacy`), each plain text with paragraphs separated by an empty
 * line: what is collected, why, how long it is kept, and who to contact (docs/privacy.md).
 */
export const PrivacyNoticeSchema = z.object({
	collected: z.string(),
	purpose: z.string(),
	retention: z.string(),
	contact: z.string(),
})

export type PrivacyNotice = z.infer<typeof PrivacyNoticeSchema>

/** The notice until staff change it: what this site does with personal data. */
export const defaultPrivacyNotice: PrivacyNotice = {
	collected:
		'When you register, we keep your full name, company, designation or role, e-mail address, WhatsApp number, an optional second phone number, and how you heard of the summit. When a colleague registers you as part of a group, we keep the same details (without how you heard of the summit) and their name, e-mail address and WhatsApp number as the group’s contact. A partnership enquiry keeps the same details and the package you chose. We record the fee you owe and each payment, refund or waiver: the amount, how it was paid and its reference (a card or mobile money payment through Paystack gives us its reference, never your card or wallet details). On the day, our staff record when you checked in.',
	purpose:
		'We use these details to confirm your place, send your ticket and what you need to know about this edition, check you in at the venue, and answer partnership enquiries. We do not sell them, and we do not give them to sponsors or anyone else.\n\nYour details are kept on our own server; only our staff can see them, after signing in.',
	retention:
		'We keep your details until the edition you registered for is over, then erase them; only the number of registrations is kept. Invoices and receipts (with the name, company and e-mail address printed on them) and the record of payments are accounting records the law asks us to keep, so they stay after that.\n\nYou can correct or cancel your registration at any time with the link in your confirmation e-mail: cancelling erases your details at once.',
	contact:
		'To see what we hold about you, to have it corrected or erased, or for any question about your data under the Data Protection Act, 2012 (Act 843), write to the organisers at the address below.',
}
