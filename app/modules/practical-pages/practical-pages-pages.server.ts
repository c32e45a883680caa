/**
 * What the practical pages' routes call, on the app's own database (docs/architecture.md, "Routes
 * are thin", ADR 0057): the public list (/info) and page (/info/{slug}), and the back office's add
 * and update forms with their answers.
 */
import { m } from '#app/lib/i18n/messages.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { formReply } from '#app/lib/form-outcome.server.ts'
import { alertReplies, submitForm } from '#app/lib/form-submission.server.ts'
import { notFound, readOr500, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import { venueMapHref } from '#app/lib/map-address.ts'
import { currentLocale } from '#app/lib/i18n/locale.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { blogExcerpt, sanitizeBlogHtml } from '#app/modules/blog/blog-html.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { savePracticalPage } from './practical-page-admin.server.ts'
import {
	BLANK_FAQ_PAIRS,
	type FaqEntry,
	isPracticalSlug,
	localizedFaq,
	parseFaqJson,
	parseFaqJsonFr,
	PRACTICAL_PAGE_MISSING,
	PRACTICAL_PAGES_FETCH_FAILED,
	PracticalPageSchema,
	type PracticalPagePlacement,
	type PracticalPageStatus,
	practicalPageValues,
} from './practical-page.schema.ts'
import {
	findPracticalPage,
	findPublishedPracticalPage,
	listPublishedPracticalPages,
} from './practical-pages.queries.server.ts'

/** The public address of the page whose web address is `slug`. */
export function practicalPagePath(slug: string): string {
	return `/info/${slug}`
}

/**
 * `/info`: the published pages in the order staff chose, each with its title (in the page's
 * language, ADR 0059) and address.
 */
export async function loadPracticalIndexPage() {
	const pages = await readOr500(() => listPublishedPracticalPages(db), {
		message: PRACTICAL_PAGES_FETCH_FAILED,
		log: 'Practical pages could not be read',
	})
	return {
		pages: pages.map((page) => ({
			title: localized(page.title, page.title_fr),
			path: practicalPagePath(page.slug),
		})),
	}
}

/** A published practical page as its public page shows it. */
export interface PracticalPageView {
	title: string
	path: string
	/** Reduced to the blog allow-list again on the way out. */
	contentHtml: string
	faq: FaqEntry[]
	/** The page's description: ~160 characters of its text, or its first question. */
	description: string
	updatedAt: string
	/**
	 * On a venue page (an address containing "venue"): the current edition's venue and the link to
	 * its map (the edition's venue map link, else a maps search for the venue; ADR 0054). Null on
	 * other pages, and when no edition names a venue.
	 */
	venue: { name: string; mapHref: string | null } | null
}

/** Whether the page at `slug` is the venue page, which shows the edition's venue and map link (ADR 0057). */
export function isVenuePage(slug: string): boolean {
	return slug.includes('venue')
}

/**
 * The published page whose web address is `slugParam`, its title, text and FAQ in the page's
 * language (each French one when filled, else the English: ADR 0059). Throws 404 "Page not found" for an address
 * that cannot be one, names no page or names a draft; 500 when it cannot be read.
 */
export async function loadPracticalPage(slugParam: string | undefined): Promise<{ page: PracticalPageView }> {
	const slug = slugParam ?? ''
	if (!isPracticalSlug(slug)) notFound(m.reading_practical_page_missing())
	const row = await readOr500(() => findPublishedPracticalPage(db, slug), {
		message: PRACTICAL_PAGES_FETCH_FAILED,
		log: `Practical page ${slug} could not be read`,
	})
	if (!row) notFound(m.reading_practical_page_missing())
	const locale = currentLocale()
	const title = localized(row.title, row.title_fr, locale)
	const faq = localizedFaq(parseFaqJson(row.faq_json), parseFaqJsonFr(row.faq_json_fr), locale)
	const contentHtml = sanitizeBlogHtml(localized(row.content_html, row.content_html_fr, locale))
	const edition = isVenuePage(row.slug)
		? await readOr500(() => getCurrentEdition(db, new Date()), {
				message: PRACTICAL_PAGES_FETCH_FAILED,
				log: `The venue of practical page ${slug} could not be read`,
			})
		: undefined
	return {
		page: {
			title,
			path: practicalPagePath(row.slug),
			contentHtml,
			faq,
			description:
				(contentHtml ? blogExcerpt(contentHtml, 160) : '') ||
				(faq[0]
					? `${faq[0].question} ${locale === 'fr' ? 'Réponses pour les délégués.' : 'Answers for delegates.'}`
					: title),
			updatedAt: row.updated_at,
			venue: edition?.venue?.trim()
				? { name: edition.venue.trim(), mapHref: venueMapHref(edition.venue, edition.venue_map_url) }
				: null,
		},
	}
}

/** A FAQ pair as the form holds it: the English question and answer, and their French. */
export interface FaqFormPair extends FaqEntry {
	questionFr: string
	answerFr: string
}

/**
 * The form's values, as it holds them (the FAQ with empty pairs to fill below the filled ones, each
 * pair with its French).
 */
export interface PracticalPageFormDefaults {
	title: string
	titleFr: string
	slug: string
	content: string
	contentFr: string
	faq: FaqFormPair[]
	placement: PracticalPagePlacement
	status: PracticalPageStatus
}

/**
 * The stored pairs `faq` with their French (`faqFr`, same order) and a few empty pairs after them
 * (without going past the limit of pairs).
 */
function withBlankPairs(faq: FaqEntry[], faqFr: FaqEntry[] = []): FaqFormPair[] {
	const blank = { question: '', answer: '', questionFr: '', answerFr: '' }
	return [
		...faq.map((pair, index) => ({
			...pair,
			questionFr: faqFr[index]?.question ?? '',
			answerFr: faqFr[index]?.answer ?? '',
		})),
		...Array.from({ length: BLANK_FAQ_PAIRS }, () => ({ ...blank })),
	]
}

/** The add page: an empty form (a draft, linked from neither the header nor the footer). */
export function loadPracticalPageNewPage() {
	return {
		page: null,
		defaults: {
			title: '',
			titleFr: '',
			slug: '',
			content: '',
			contentFr: '',
			faq: withBlankPairs([]),
			placement: 'none',
			status: 'draft',
		} satisfies PracticalPageFormDefaults,
	}
}

/**
 * The update page of the page `idParam` names: its title, status and public address, and the form's
 * values. Throws 404 for no page, 500 when it cannot be read.
 */
export async function loadPracticalPageEditPage(idParam: string | undefined) {
	const row = await recordOr404(idParam, (id) => findPracticalPage(db, id), {
		missing: PRACTICAL_PAGE_MISSING,
		failure: { message: PRACTICAL_PAGES_FETCH_FAILED, log: 'Practical page failed to load' },
	})
	return {
		page: { id: row.id, title: row.title, status: row.status, path: practicalPagePath(row.slug) },
		defaults: {
			title: row.title,
			titleFr: row.title_fr ?? '',
			slug: row.slug,
			content: row.content_html,
			contentFr: row.content_html_fr ?? '',
			faq: withBlankPairs(parseFaqJson(row.faq_json), parseFaqJsonFr(row.faq_json_fr)),
			placement: row.placement,
			status: row.status,
		} satisfies PracticalPageFormDefaults,
	}
}

const SAVED: Record<PracticalPageStatus, (title: string, path: string) => string> = {
	draft: (title) => `${title} was saved as a draft: visitors do not see it.`,
	published: (title, path) => `${title} is on the site at ${path}.`,
}

/**
 * Saves the practical page form by `actor`: a new page when `idParam` is undefined, else the page it
 * names (404 when it names none, or when the page is gone). Answers the form's messages (400 for
 * invalid fields, 409 for a web address another page has or a text left empty by the allow-list, 500
 * "Server Error") or a redirect to the list with a toast.
 */
export async function savePracticalPageFromForm(
	actor: Actor,
	idParam: string | undefined,
	formData: FormData,
) {
	const id = idParam === undefined ? null : recordIdOr404(idParam, PRACTICAL_PAGE_MISSING)
	return submitForm(parseWithZod(formData, { schema: PracticalPageSchema }), alertReplies, {
		failure: id === null ? 'Add practical page failed' : 'Update practical page failed',
		save: (value) => savePracticalPage(db, actor, id, practicalPageValues(value), new Date()),
		answer: (result, reply) => {
			if (!result.ok) {
				if (result.reason === 'not-found') notFound(PRACTICAL_PAGE_MISSING)
				return formReply(409, reply({ fieldErrors: { [result.field]: [result.message] } }))
			}
			return {
				redirectTo: '/admin/practical-pages',
				toast: {
					type: 'success',
					title: id === null ? 'Practical page added' : 'Practical page saved',
					description: SAVED[result.status](result.title, practicalPagePath(result.slug)),
				},
			}
		},
	})
}
