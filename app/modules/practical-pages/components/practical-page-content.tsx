/**
 * A practical page's body on its public page (/info/{slug}): its text (HTML already reduced to the
 * blog allow-list, styled as a blog post's) and its FAQ block as a list of questions, each a
 * `<details>` whose `<summary>` is the question and whose content is the answer: the browser opens
 * and closes them without JavaScript, by keyboard as by pointer, and screen readers announce each
 * as expanded or collapsed. Every answer is in the page's HTML, so a printed or offline page has
 * them all, and search engines read them as the page's `FAQPage` data too (`faqPageJsonLd`).
 */
import { m } from '#app/lib/i18n/messages.ts'
import { BlogContent } from '#app/modules/blog/components/blog-content.tsx'
import type { FaqEntry } from '../practical-page.schema.ts'

/** An answer's paragraphs (separated by blank lines), each keeping its own line breaks. */
function answerParagraphs(answer: string): string[] {
	return answer
		.split(/\r?\n\s*\r?\n/)
		.map((paragraph) => paragraph.trim())
		.filter(Boolean)
}

export function FaqList({ faq }: { faq: readonly FaqEntry[] }) {
	return (
		<section aria-labelledby="faq-title" className="mt-10 first:mt-0" data-testid="faq">
			<h2 id="faq-title" className="text-brand-900 text-2xl font-bold">
				{m.reading_faq_title()}
			</h2>
			<ul className="divide-brand-100 border-brand-100 mt-4 divide-y border-y">
				{faq.map((entry, index) => (
					<li key={index}>
						<details className="group py-1">
							<summary className="text-brand-900 hover:text-brand-700 flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold [&::-webkit-details-marker]:hidden">
								<span>{entry.question}</span>
								<span
									aria-hidden="true"
									className="text-brand-700 shrink-0 text-2xl leading-none transition-transform group-open:rotate-45 motion-reduce:transition-none"
								>
									+
								</span>
							</summary>
							<div className="pb-4 text-lg leading-relaxed text-slate-800">
								{answerParagraphs(entry.answer).map((paragraph, p) => (
									<p key={p} className="mt-3 whitespace-pre-line first:mt-0">
										{paragraph}
									</p>
								))}
							</div>
						</details>
					</li>
				))}
			</ul>
		</section>
	)
}

/** The page's text, then its FAQ block when it has one. */
export function PracticalPageContent({
	contentHtml,
	faq,
}: {
	contentHtml: string
	faq: readonly FaqEntry[]
}) {
	return (
		<>
			{contentHtml ? <BlogContent html={contentHtml} /> : null}
			{faq.length ? <FaqList faq={faq} /> : null}
		</>
	)
}
