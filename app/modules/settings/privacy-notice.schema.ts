/**
 * The privacy notice form (/admin/privacy): its four texts, each required, paragraphs separated by
 * an empty line (docs/privacy.md). Browser-safe.
 */
import { z } from 'zod'

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
})

export type PrivacyNoticeInput = z.infer<typeof PrivacyNoticeFormSchema>
