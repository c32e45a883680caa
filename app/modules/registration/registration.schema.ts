/**
 * The registration form (/register). Field names are the
 * spec's payload names. Browser-safe: the form and the action share it.
 *
 * Messages are the `forms` catalog's, looked up when a value is checked (Zod calls `error`
 * functions at parse time), so they are in the language of the page in the browser and of the
 * request on the server (ADR 0059).
 */
import { z } from 'zod'
import { m } from '#app/lib/i18n/messages.ts'

/** "How did you hear" options: the values stored, in English whatever the page's language. */
export const HEARD_FROM_OPTIONS = [
	'Event official website',
	'LinkedIn',
	'Invitation Letter',
	'Facebook',
	'Instagram',
] as const

/** Length limits (characters). */
export const LIMITS = { name: 120, email: 254, phone: 30, text: 160 } as const

/** The label of a "How did you hear" option (`HEARD_FROM_OPTIONS`) in the current language. */
export function heardFromLabel(option: (typeof HEARD_FROM_OPTIONS)[number]): string {
	if (option === 'Event official website') return m.forms_heard_website()
	if (option === 'Invitation Letter') return m.forms_heard_invitation()
	return option
}

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,28}$/

/** A field's messages, each a catalog message read when the value is checked. */
interface TextMessages {
	required: () => string
	tooLong: (inputs: { max: number }) => string
}

/**
 * A required text field, trimmed: `messages.required` when empty or missing, `messages.tooLong`
 * when longer than `max` characters (Unicode code points, after trimming).
 */
function requiredText(messages: TextMessages, max: number) {
	return z
		.string({ error: () => messages.required() })
		.trim()
		.min(1, { error: () => messages.required() })
		.max(max, { error: () => messages.tooLong({ max }) })
}

/**
 * A phone number: required, at most `LIMITS.phone` characters, digits with spaces, brackets and
 * dashes, optionally after a +. Too long reports only the length (the pattern would fail as well,
 * with a less helpful message).
 */
function phone(messages: TextMessages & { invalid: () => string }) {
	return z
		.string({ error: () => messages.required() })
		.trim()
		.max(LIMITS.phone, { error: () => messages.tooLong({ max: LIMITS.phone }), abort: true })
		.regex(PHONE_PATTERN, { error: () => messages.invalid() })
}

/** A required e-mail address, trimmed, at most `LIMITS.email` characters. */
export function emailField() {
	return z
		.string({ error: () => m.forms_email_required() })
		.trim()
		.max(LIMITS.email, { error: () => m.forms_email_too_long({ max: LIMITS.email }) })
		.pipe(z.email({ error: () => m.forms_email_invalid() }))
}

export const RegistrationSchema = z.object({
	name: requiredText({ required: m.forms_name_required, tooLong: m.forms_name_too_long }, LIMITS.name),
	company_name: requiredText(
		{ required: m.forms_company_required, tooLong: m.forms_company_too_long },
		LIMITS.text,
	),
	role: requiredText({ required: m.forms_role_required, tooLong: m.forms_role_too_long }, LIMITS.text),
	email: emailField(),
	whatsapp_number: phone({
		required: m.forms_whatsapp_required,
		tooLong: m.forms_whatsapp_too_long,
		invalid: m.forms_whatsapp_invalid,
	}),
	contact_number: phone({
		required: m.forms_contact_number_required,
		tooLong: m.forms_contact_number_too_long,
		invalid: m.forms_contact_number_invalid,
	}).optional(),
	notice: z.enum(HEARD_FROM_OPTIONS, { error: () => m.forms_heard_from_invalid() }).optional(),
})

/** The privacy notice's box on the public forms: it must be ticked (docs/privacy.md). */
export const consentField = z
	.boolean({ error: () => m.forms_consent_required() })
	.refine((ticked) => ticked, { error: () => m.forms_consent_required() })

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
