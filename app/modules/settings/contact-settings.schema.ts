/**
 * The Contact & organiser settings form (/admin/settings): the organiser, the address (lines), phone
 * numbers (one a line), e-mail, the map (an embed from an allow-listed map host, so the
 * Content-Security-Policy can name it, and a link: each read from what Google Maps or OpenStreetMap
 * gives, ADR 0054) and the social links. Every web address is `https://`. Messages name the field.
 * Browser-safe.
 */
import { z } from 'zod'
import { frenchText } from '#app/lib/schema-text.ts'
import { textLines } from '#app/lib/format.ts'
import { mapEmbedAddress, mapField, mapLinkAddress } from '#app/lib/map-address.ts'

export const CONTACT_SETTINGS_LIMITS = {
	organiserName: 120,
	organiserAbout: 1000,
	address: 300,
	phones: 200,
	email: 254,
	url: 500,
	noticeEmails: 1000,
	paymentInstructions: 1000,
} as const

export { MAP_EMBED_HOSTS } from '#app/lib/map-address.ts'

/** A phone number line: digits, spaces, `+`, `-` or brackets, 6 to 30 characters. */
const PHONE_LINE = /^\+?[\d\s()-]{6,30}$/

const optionalText = (label: string, max: number) =>
	z.string().trim().max(max, `${label} must be at most ${max} characters`).optional()

/** An optional `https://` address of at most `CONTACT_SETTINGS_LIMITS.url` characters. */
const httpsUrl = (label: string) =>
	z
		.string()
		.trim()
		.max(CONTACT_SETTINGS_LIMITS.url, `${label} must be at most ${CONTACT_SETTINGS_LIMITS.url} characters`)
		.pipe(z.url({ protocol: /^https$/, error: `${label} must be a web address starting with https://` }))
		.optional()

export const ContactSettingsSchema = z.object({
	organiserName: optionalText('Organiser name', CONTACT_SETTINGS_LIMITS.organiserName),
	organiserAbout: optionalText('About the organiser', CONTACT_SETTINGS_LIMITS.organiserAbout),
	organiserAboutFr: frenchText('The French “About the organiser”', CONTACT_SETTINGS_LIMITS.organiserAbout),
	address: z
		.string({ error: 'Address is required' })
		.trim()
		.min(1, 'Address is required')
		.max(
			CONTACT_SETTINGS_LIMITS.address,
			`Address must be at most ${CONTACT_SETTINGS_LIMITS.address} characters`,
		),
	phones: optionalText('Phone numbers', CONTACT_SETTINGS_LIMITS.phones).refine(
		(text) => text === undefined || textLines(text).every((line) => PHONE_LINE.test(line)),
		'Phone numbers: one a line, each of digits, spaces, +, - or brackets',
	),
	email: z
		.string()
		.trim()
		.max(CONTACT_SETTINGS_LIMITS.email, `Email must be at most ${CONTACT_SETTINGS_LIMITS.email} characters`)
		.pipe(z.email('Enter a valid email address'))
		.optional(),
	mapEmbedUrl: mapField('Map embed address', mapEmbedAddress),
	mapLinkUrl: mapField('Map link', mapLinkAddress),
	facebookUrl: httpsUrl('Facebook'),
	twitterUrl: httpsUrl('X (Twitter)'),
	linkedinUrl: httpsUrl('LinkedIn'),
	instagramUrl: httpsUrl('Instagram'),
	noticeEmails: optionalText('Enquiry notices to', CONTACT_SETTINGS_LIMITS.noticeEmails).refine(
		(text) => text === undefined || textLines(text).every((line) => z.email().safeParse(line).success),
		'Enquiry notices to: one email address a line',
	),
	paymentInstructions: optionalText('How to pay', CONTACT_SETTINGS_LIMITS.paymentInstructions),
	paymentInstructionsFr: frenchText('The French “How to pay”', CONTACT_SETTINGS_LIMITS.paymentInstructions),
})

export type ContactSettingsInput = z.infer<typeof ContactSettingsSchema>

/** The form's values as stored and shown in its fields: every field a text ('' for none). */
export type ContactSettingsDefaults = Record<keyof typeof ContactSettingsSchema.shape, string>
