/**
 * The registration form (/register). Field names are the
 * spec's payload names. Browser-safe: the form and the action share it.
 */
import { z } from 'zod'
import { requiredText } from '#app/lib/schema-text.ts'

/** "How did you hear" options. */
export const HEARD_FROM_OPTIONS = [
	'Event official website',
	'LinkedIn',
	'Invitation Letter',
	'Facebook',
	'Instagram',
] as const

/** Length limits (characters). */
export const LIMITS = { name: 120, email: 254, phone: 30, text: 160 } as const

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,28}$/

/**
 * A phone number: `label` heads the messages ("WhatsApp number is required"), `noun` sits inside a
 * sentence ("Enter a valid WhatsApp number"). Too long reports only the length (the pattern would
 * fail as well, with a less helpful message).
 */
function phone(label: string, noun: string) {
	return z
		.string({ error: `${label} is required` })
		.trim()
		.max(LIMITS.phone, { error: `${label} must be at most ${LIMITS.phone} characters`, abort: true })
		.regex(PHONE_PATTERN, `Enter a valid ${noun}, for example +233 24 123 4567`)
}

export const RegistrationSchema = z.object({
	name: requiredText('Full name', LIMITS.name),
	company_name: requiredText('Company name', LIMITS.text),
	role: requiredText('Designation/Role', LIMITS.text),
	email: z
		.string({ error: 'Email is required' })
		.trim()
		.max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
		.pipe(z.email('Enter a valid email address')),
	whatsapp_number: phone('WhatsApp number', 'WhatsApp number'),
	contact_number: phone('Contact number', 'contact number').optional(),
	notice: z.enum(HEARD_FROM_OPTIONS, { error: 'Choose one of the listed options' }).optional(),
})

/** The refusal of a public form sent without the privacy notice's box ticked. */
export const CONSENT_REQUIRED = 'Tick the box to agree to the privacy notice'

/** The privacy notice's box on both public forms: it must be ticked (docs/privacy.md). */
export const consentField = z
	.boolean({ error: CONSENT_REQUIRED })
	.refine((ticked) => ticked, { error: CONSENT_REQUIRED })

/** The registration form: the contact fields and the privacy notice's box. */
export const RegistrationFormSchema = RegistrationSchema.extend({ consent: consentField })

/**
 * A registration as the module stores it: the contact fields, and `consent` when the registrant
 * ticked the privacy notice's box (the form requires it; rows made otherwise record no consent).
 */
export type RegistrationInput = z.infer<typeof RegistrationSchema> & { consent?: boolean }

/**
 * What a registrant may correct from their manage link (/registration/{token}): the same rules as
 * registering; the email, which identifies the registration, stays as it is.
 */
export const MyRegistrationSchema = RegistrationSchema.pick({
	name: true,
	company_name: true,
	role: true,
	whatsapp_number: true,
	contact_number: true,
})

export type MyRegistrationInput = z.infer<typeof MyRegistrationSchema>
