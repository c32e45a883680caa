/**
 * The practical page form (/admin/add-practical-page, /admin/update-practical-page/{pageId}): one
 * schema for add and update, shared by the form in the browser and the actions on the server.
 * Browser-safe. ADR 0057 says why the FAQ block is a set of repeated question and answer fields.
 *
 * - Title (≤ 120) and Web address (`slug`, ≤ 60: lower-case letters, digits and hyphens; empty:
 *   made from the title), the page's URL being `/info/{slug}`.
 * - Text: HTML from the blog's editor, reduced to the blog allow-list on save (ADR 0032); it may be
 *   left empty when the page has FAQ questions.
 * - FAQ: up to 30 question and answer pairs in plain text. A pair left wholly empty is dropped (the
 *   form always shows a few empty ones); a question without an answer, or an answer without a
 *   question, is refused next to the empty field.
 * - Where its link is shown (header menu, footer, neither) and Status (Draft or Published).
 * - French (ADR 0059): the title, the text and each FAQ pair's question and answer have a French
 *   twin, optional, same limits; French pages show each one when filled, else the English. A French
 *   pair belongs to its English pair (stored in the same order), so a French question or answer
 *   without its English pair is refused.
 */
import { z } from 'zod'
import { frenchText, requiredText } from '#app/lib/schema-text.ts'
import { isBlankHtml } from '#app/modules/blog/blog-post.schema.ts'

/** Length limits (characters; the text's counts its HTML). */
export const PRACTICAL_PAGE_LIMITS = {
	title: 120,
	slug: 60,
	content: 30_000,
	question: 300,
	answer: 1_500,
	faqPairs: 30,
} as const

/** How many empty question and answer pairs the form offers below the filled ones. */
export const BLANK_FAQ_PAIRS = 3

export const PRACTICAL_PAGE_STATUSES = ['draft', 'published'] as const
export type PracticalPageStatus = (typeof PRACTICAL_PAGE_STATUSES)[number]

export const PRACTICAL_PAGE_PLACEMENTS = ['header', 'footer', 'none'] as const
export type PracticalPagePlacement = (typeof PRACTICAL_PAGE_PLACEMENTS)[number]

export const STATUS_LABELS: Record<PracticalPageStatus, string> = { draft: 'Draft', published: 'Published' }

export const PLACEMENT_LABELS: Record<PracticalPagePlacement, string> = {
	header: 'Header menu',
	footer: 'Footer',
	none: 'Neither (linked from the Practical information page only)',
}

/** Columns the practical pages list can be sorted by (allow-list): the order staff chose first. */
export const PRACTICAL_PAGE_SORTS = ['order', 'title', 'status', 'date'] as const
export type PracticalPageSort = (typeof PRACTICAL_PAGE_SORTS)[number]

export const PRACTICAL_PAGES_FETCH_FAILED = 'Unable to fetch practical pages. Please try again later.'
export const PRACTICAL_PAGE_MISSING = 'Practical page not found'
export const SLUG_TAKEN = 'Another page already has this web address'
export const CONTENT_OR_FAQ_REQUIRED = 'Write the page’s text, or add at least one FAQ question'
export const SLUG_FORMAT = 'Use lower-case letters, digits and hyphens only, for example venue-and-directions'
export const SLUG_FROM_TITLE_EMPTY =
	'Write a web address: the title has no letters or digits to make one from'

/** One FAQ question and its answer, in plain text. */
export interface FaqEntry {
	question: string
	answer: string
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A web address made from `title`: accents dropped, lower case, every run of other characters a
 * hyphen, no hyphen at either end, at most 60 characters (cut at a hyphen when it can be). "Visa
 * letters & invitations" gives "visa-letters-invitations". Empty when the title has no letter or
 * digit of the Latin alphabet.
 */
export function slugFromTitle(title: string): string {
	const slug = title
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
	if (slug.length <= PRACTICAL_PAGE_LIMITS.slug) return slug
	const cut = slug.slice(0, PRACTICAL_PAGE_LIMITS.slug)
	const lastHyphen = cut.lastIndexOf('-')
	return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '')
}

/** Whether `slug` is a valid web address for a page (`/info/{slug}`). */
export function isPracticalSlug(slug: string): boolean {
	return slug.length <= PRACTICAL_PAGE_LIMITS.slug && SLUG.test(slug)
}

const optionalText = (label: string, max: number) =>
	z.string().trim().max(max, `${label} must be at most ${max} characters`).optional()

const faqPair = z.object({
	question: optionalText('A question', PRACTICAL_PAGE_LIMITS.question),
	answer: optionalText('An answer', PRACTICAL_PAGE_LIMITS.answer),
	questionFr: optionalText('A French question', PRACTICAL_PAGE_LIMITS.question),
	answerFr: optionalText('A French answer', PRACTICAL_PAGE_LIMITS.answer),
})

export const FRENCH_PAIR_NEEDS_ENGLISH = 'Write this question and its answer in English too'

const fields = {
	title: requiredText('Title', PRACTICAL_PAGE_LIMITS.title),
	titleFr: frenchText('The French title', PRACTICAL_PAGE_LIMITS.title),
	slug: z
		.string()
		.trim()
		.toLowerCase()
		.max(PRACTICAL_PAGE_LIMITS.slug, `Web address must be at most ${PRACTICAL_PAGE_LIMITS.slug} characters`)
		.refine((slug) => SLUG.test(slug), SLUG_FORMAT)
		.optional(),
	content: z
		.string()
		.max(PRACTICAL_PAGE_LIMITS.content, `Text must be at most ${PRACTICAL_PAGE_LIMITS.content} characters`)
		.optional(),
	contentFr: z
		.string()
		.max(
			PRACTICAL_PAGE_LIMITS.content,
			`The French text must be at most ${PRACTICAL_PAGE_LIMITS.content} characters`,
		)
		.optional(),
	faq: z.array(faqPair).optional(),
	placement: z.enum(PRACTICAL_PAGE_PLACEMENTS, { error: 'Choose where the link is shown' }),
	status: z.enum(PRACTICAL_PAGE_STATUSES, { error: 'Choose Draft or Published' }),
}

type FormPair = { question?: string; answer?: string; questionFr?: string; answerFr?: string }

/** The FAQ pairs of a form's value with something written in English, in order. */
function filledPairs(faq: ReadonlyArray<FormPair> | undefined): FormPair[] {
	return (faq ?? []).filter((pair) => pair.question || pair.answer)
}

/**
 * Add and update a practical page: `title` (≤ 120), an optional `slug` (≤ 60), an optional
 * `content` (HTML, ≤ 30,000), the `faq` pairs as posted, `placement` and `status`. Refuses a
 * half-filled pair (next to its empty field), more than 30 pairs, a page with neither text nor FAQ,
 * and an empty web address when none can be made from the title. `practicalPageValues` turns the
 * output into what is stored.
 */
export const PracticalPageSchema = z.object(fields).superRefine((value, ctx) => {
	let filled = 0
	for (const [index, pair] of (value.faq ?? []).entries()) {
		if (!pair.question && !pair.answer) {
			if (pair.questionFr || pair.answerFr)
				ctx.addIssue({ code: 'custom', path: ['faq', index, 'question'], message: FRENCH_PAIR_NEEDS_ENGLISH })
			continue
		}
		filled += 1
		if (!pair.answer)
			ctx.addIssue({
				code: 'custom',
				path: ['faq', index, 'answer'],
				message: 'Write the answer to this question',
			})
		if (!pair.question)
			ctx.addIssue({
				code: 'custom',
				path: ['faq', index, 'question'],
				message: 'Write the question this answers',
			})
	}
	if (filled > PRACTICAL_PAGE_LIMITS.faqPairs)
		ctx.addIssue({
			code: 'custom',
			path: ['faq'],
			message: `A page holds at most ${PRACTICAL_PAGE_LIMITS.faqPairs} FAQ questions`,
		})
	if ((!value.content || isBlankHtml(value.content)) && filled === 0)
		ctx.addIssue({ code: 'custom', path: ['content'], message: CONTENT_OR_FAQ_REQUIRED })
	if (!value.slug && !slugFromTitle(value.title))
		ctx.addIssue({ code: 'custom', path: ['slug'], message: SLUG_FROM_TITLE_EMPTY })
})

export type PracticalPageInput = z.output<typeof PracticalPageSchema>

/** A practical page as it is stored, before its text is reduced to the allow-list. */
export interface PracticalPageValues {
	title: string
	slug: string
	/** HTML, '' when the page is only its FAQ. */
	content: string
	faq: FaqEntry[]
	placement: PracticalPagePlacement
	status: PracticalPageStatus
	/** The French title, null or absent for none (ADR 0059). */
	titleFr?: string | null
	/** The French text (HTML), '' or absent for none. */
	contentFr?: string
	/** The French of each of `faq`'s pairs, in the same order; '' where none is written. */
	faqFr?: FaqEntry[]
}

/**
 * What `input` (the schema's output) stores: the slug typed or made from the title, the text ('' when
 * blank), the FAQ pairs with something written in them, and the French twins (the French FAQ in the
 * order of the English pairs).
 */
export function practicalPageValues(input: PracticalPageInput): PracticalPageValues {
	const pairs = filledPairs(input.faq)
	return {
		title: input.title,
		slug: input.slug || slugFromTitle(input.title),
		content: input.content && !isBlankHtml(input.content) ? input.content : '',
		faq: pairs.map((pair) => ({ question: pair.question ?? '', answer: pair.answer ?? '' })),
		placement: input.placement,
		status: input.status,
		titleFr: input.titleFr ?? null,
		contentFr: input.contentFr && !isBlankHtml(input.contentFr) ? input.contentFr : '',
		faqFr: pairs.map((pair) => ({ question: pair.questionFr ?? '', answer: pair.answerFr ?? '' })),
	}
}

/**
 * The FAQ in the page's language: each pair's French question and answer where written (`french`,
 * in the order of `english`), else the English one.
 */
export function localizedFaq(english: FaqEntry[], french: FaqEntry[], locale: 'en' | 'fr'): FaqEntry[] {
	if (locale !== 'fr') return english
	return english.map((pair, index) => ({
		question: french[index]?.question.trim() ? french[index].question : pair.question,
		answer: french[index]?.answer.trim() ? french[index].answer : pair.answer,
	}))
}

const storedFaq = z.array(z.object({ question: z.string(), answer: z.string() }))

/**
 * The FAQ block stored as `faq_json`, read back: the pairs, or none when the text is not such a list
 * (never thrown: a page shows without its FAQ rather than failing).
 */
export function parseFaqJson(json: string): FaqEntry[] {
	return parseStoredPairs(json).filter((pair) => pair.question && pair.answer)
}

/**
 * The French FAQ stored as `faq_json_fr` (null for none), read back in the order of the English
 * pairs, blank texts kept (they mean "the English one"); none when it is not such a list.
 */
export function parseFaqJsonFr(json: string | null): FaqEntry[] {
	return json ? parseStoredPairs(json) : []
}

function parseStoredPairs(json: string): FaqEntry[] {
	try {
		const parsed = storedFaq.safeParse(JSON.parse(json))
		return parsed.success ? parsed.data : []
	} catch {
		return []
	}
}
