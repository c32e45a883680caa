/**
 * A practical page's FAQ block as schema.org `FAQPage` structured data (JSON-LD), which search
 * engines read for the page's questions (ADR 0057). Browser-safe: the route's `meta` builds it, and
 * the page's Content-Security-Policy allows the script by its hash like every inline script
 * (`inlineScriptHashes`, app/lib/http/security-headers.server.ts).
 */
import type { FaqEntry } from './practical-page.schema.ts'

/**
 * The `FAQPage` document of `faq` (questions and answers in plain text, in order) for the page at
 * the absolute URL `url`, or null when there is no question.
 */
export function faqPageJsonLd(faq: readonly FaqEntry[], url: string): Record<string, unknown> | null {
	if (faq.length === 0) return null
	return {
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		url,
		mainEntity: faq.map((entry) => ({
			'@type': 'Question',
			name: entry.question,
			acceptedAnswer: { '@type': 'Answer', text: entry.answer },
		})),
	}
}
