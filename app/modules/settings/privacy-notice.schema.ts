/**
 * The privacy notice form (/admin/privacy): its four texts, each required, paragraphs separated by
 * an empty line (docs/privacy.md), and their French (optional: a blank one shows the English on
 * French pages, ADR 0059). Browser-safe.
 */
import { z } from 'zod'
import { frenchText } from '#app/lib/schema-text.ts'

export const PRIVACY_NOTICE_LIMIT = 3000

const section = (label: string) =>
	z
		.string({ error: `${label} is required` })
		.trim()
		.min(1, `${label} is required`)
		.max(PRIVACY_NOTICE_LIMIT, `${label} must be at most ${PRIVACY_NOTICE_LIMIT} characters`)

export const PrivacyNoticeFormSchema = z.object({
	collected: section('What we collect'),
	purpose: section('Why we keep it'),
	retention: section('How long we keep it'),
	contact: section('Your rights and who to contact'),
	collectedFr: frenchText('The French “What we collect”', PRIVACY_NOTICE_LIMIT),
	purposeFr: frenchText('The French “Why we keep it”', PRIVACY_NOTICE_LIMIT),
	retentionFr: frenchText('The French “How long we keep it”', PRIVACY_NOTICE_LIMIT),
	contactFr: frenchText('The French “Your rights and who to contact”', PRIVACY_NOTICE_LIMIT),
})

export type PrivacyNoticeInput = z.infer<typeof PrivacyNoticeFormSchema>

/**
 * The French notice of a form's values: its four French texts ('' where none is written), or null
 * when none is.
 */
export function frenchPrivacyNotice(input: PrivacyNoticeInput) {
	const french = {
		collected: input.collectedFr ?? '',
		purpose: input.purposeFr ?? '',
		retention: input.retentionFr ?? '',
		contact: input.contactFr ?? '',
	}
	return Object.values(french).some(Boolean) ? french : null
}
