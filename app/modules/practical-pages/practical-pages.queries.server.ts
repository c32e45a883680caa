/**
 * Practical pages' queries (ADR 0057): the public reads (a published page by its web address, the
 * published pages in their order, the links of the header menu and the footer, the sitemap's
 * pages), the back office's list and record, and the writes. Each takes a `Handle` first; the rules
 * are in `practical-page-admin.server.ts`. Moving a page in the order is `app/db/display-order.ts`.
 * SQLite and PostgreSQL alike.
 */
import type { Handle } from '#app/db/handle.ts'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import { placeAfterLast } from '#app/db/display-order.ts'
import { changedAny, countRows, onePage, type PageQuery } from '#app/db/rows.ts'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import type {
	PracticalPagePlacement,
	PracticalPageStatus,
	PracticalPageSort,
} from './practical-page.schema.ts'

/** A practical page whole, as its public page and its edit form read it. */
export interface PracticalPageRow {
	id: number
	title: string
	slug: string
	content_html: string
	faq_json: string
	placement: PracticalPagePlacement
	status: PracticalPageStatus
	sort_order: number
	updated_at: string
	/** The French twins (ADR 0059): null for none. */
	title_fr: string | null
	content_html_fr: string | null
	faq_json_fr: string | null
}

/** A published page's link: its title (and its French, null for none) and web address. */
export interface PracticalPageLink {
	title: string
	title_fr: string | null
	slug: string
}

/** What a write stores (the text already reduced to the allow-list, the FAQ as JSON). */
export interface PracticalPageWrite {
	title: string
	slug: string
	content_html: string
	faq_json: string
	placement: PracticalPagePlacement
	status: PracticalPageStatus
	/** The French twins; absent on insert means none. */
	title_fr?: string | null
	content_html_fr?: string | null
	faq_json_fr?: string | null
}

const WHOLE = [
	'id',
	'title',
	'slug',
	'content_html',
	'faq_json',
	'placement',
	'status',
	'sort_order',
	'updated_at',
	'title_fr',
	'content_html_fr',
	'faq_json_fr',
] as const

/** The page `id`, whatever its status, or undefined. */
export function findPracticalPage(db: Handle, id: number): Promise<PracticalPageRow | undefined> {
	return db.selectFrom('practical_pages').select(WHOLE).where('id', '=', id).executeTakeFirst()
}

/** The published page whose web address is `slug`, or undefined (none, or a draft). */
export function findPublishedPracticalPage(db: Handle, slug: string): Promise<PracticalPageRow | undefined> {
	return db
		.selectFrom('practical_pages')
		.select(WHOLE)
		.where('slug', '=', slug)
		.where('status', '=', 'published')
		.executeTakeFirst()
}

/**
 * The published pages in the order staff chose, each with its title (English and French: this read
 * is kept for every language, the caller picks one with `localized`), web address and where its
 * link is shown (the /info list, the header menu and the footer are made from this one read).
 */
export function listPublishedPracticalPages(
	db: Handle,
): Promise<Array<PracticalPageLink & { placement: PracticalPagePlacement }>> {
	return db
		.selectFrom('practical_pages')
		.select(['title', 'title_fr', 'slug', 'placement'])
		.where('status', '=', 'published')
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
}

/** The published pages' web addresses and last changes, for the sitemap. */
export function listPublishedPracticalPageSlugs(
	db: Handle,
): Promise<Array<{ slug: string; updated_at: string }>> {
	return db
		.selectFrom('practical_pages')
		.select(['slug', 'updated_at'])
		.where('status', '=', 'published')
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
}

/** The id of the page whose web address is `slug`, other than `exceptId`; undefined when free. */
export async function practicalSlugOwner(
	db: Handle,
	slug: string,
	exceptId: number | null,
): Promise<number | undefined> {
	let query = db.selectFrom('practical_pages').select('id').where('slug', '=', slug)
	if (exceptId !== null) query = query.where('id', '!=', exceptId)
	return (await query.executeTakeFirst())?.id
}

/** Inserts a page last in the order at `now`; returns its id. */
export async function insertPracticalPage(db: Handle, page: PracticalPageWrite, now: Date): Promise<number> {
	const stamp = now.toISOString()
	const row = await db
		.insertInto('practical_pages')
		.values({
			...page,
			sort_order: await placeAfterLast(db, 'practical_pages'),
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Replaces page `id` (it keeps its place); false when there is none. */
export async function updatePracticalPage(
	db: Handle,
	id: number,
	page: PracticalPageWrite,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('practical_pages')
		.set({ ...page, updated_at: now.toISOString() })
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/** Deletes page `id`; false when there was none. */
export async function deletePracticalPage(db: Handle, id: number): Promise<boolean> {
	return changedAny(await db.deleteFrom('practical_pages').where('id', '=', id).executeTakeFirst())
}

/** A practical page as the back office lists it. */
export interface AdminPracticalPageRow {
	id: number
	title: string
	slug: string
	placement: PracticalPagePlacement
	status: PracticalPageStatus
	updatedAt: string
	/** Whether the title or the text has no French yet (ADR 0059). */
	needsFrench: boolean
}

/** A page of the list; `q` is a case-insensitive substring of the title. */
export type PracticalPageListQuery = PageQuery<PracticalPageSort>

function searchPracticalPages(db: Handle, q: string) {
	const select = db.selectFrom('practical_pages')
	if (!q) return select
	const dialect = dialectOf(db)
	return select.where((eb) => containsInsensitive(eb, dialect, eb.ref('practical_pages.title'), q))
}

/** Pages matching `query.q`, one page of the list, in the chosen sort (`order`: staff's). */
export async function listAdminPracticalPages(
	db: Handle,
	query: PracticalPageListQuery,
): Promise<AdminPracticalPageRow[]> {
	const sortColumns = {
		order: 'sort_order',
		title: 'title',
		status: 'status',
		date: 'updated_at',
	} as const
	const rows = await searchPracticalPages(db, query.q)
		.select([
			'id',
			'title',
			'slug',
			'placement',
			'status',
			'updated_at as updatedAt',
			'title_fr',
			'content_html',
			'content_html_fr',
		])
		.orderBy(sortColumns[query.sort], query.dir)
		.orderBy('id', query.dir)
		.$call(onePage(query))
		.execute()
	return rows.map(({ title_fr, content_html, content_html_fr, ...row }) => ({
		...row,
		needsFrench: needsFrench(row.title, title_fr) || needsFrench(content_html, content_html_fr),
	}))
}

/** Number of pages matching `q`. */
export function countAdminPracticalPages(db: Handle, q: string): Promise<number> {
	return countRows(searchPracticalPages(db, q))
}
