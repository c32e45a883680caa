/**
 * Reads and writes of speaker categories (`speaker_categories`).
 */
import { countRows, onePage, type PageQuery, changedAny } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import { type CategorySort, categoryCodeBase } from './speaker-category.schema.ts'

export interface CategoryRow {
	id: number
	code: string
	title: string
	createdAt: string
	/** Speakers in the category (their category becomes none when it is deleted). */
	speakerCount: number
}

const sortColumns = {
	code: 'speaker_categories.code',
	title: 'speaker_categories.title',
	date: 'speaker_categories.created_at',
} as const

/** A page of the list; `q` is a case-insensitive substring of the title. */
export type CategoryListQuery = PageQuery<CategorySort>

/** Categories matching `q`, one page, with their number of speakers. */
export async function listCategories(db: Handle, query: CategoryListQuery): Promise<CategoryRow[]> {
	const dialect = dialectOf(db)
	let select = db
		.selectFrom('speaker_categories')
		.select((eb) => [
			'speaker_categories.id',
			'speaker_categories.code',
			'speaker_categories.title',
			'speaker_categories.created_at as createdAt',
			eb
				.selectFrom('speakers')
				.select((sb) => sb.fn.countAll<number>().as('n'))
				.whereRef('speakers.category_id', '=', 'speaker_categories.id')
				.as('speakerCount'),
		])
		.orderBy(sortColumns[query.sort], query.dir)
		.orderBy('speaker_categories.id', query.dir)
	if (query.q) {
		select = select.where((eb) =>
			containsInsensitive(eb, dialect, eb.ref('speaker_categories.title'), query.q),
		)
	}
	const rows = await select.$call(onePage(query)).execute()
	return rows.map((r) => ({ ...r, speakerCount: Number(r.speakerCount ?? 0) }))
}

/** Number of categories matching `q`. */
export async function countCategories(db: Handle, q: string): Promise<number> {
	const dialect = dialectOf(db)
	let select = db.selectFrom('speaker_categories')
	if (q) select = select.where((eb) => containsInsensitive(eb, dialect, eb.ref('title'), q))
	return countRows(select)
}

/** Every category as a select option, by title. */
export async function listCategoryOptions(db: Handle): Promise<{ id: number; title: string }[]> {
	return db.selectFrom('speaker_categories').select(['id', 'title']).orderBy('title').orderBy('id').execute()
}

/** One category, or undefined. */
export async function findCategory(
	db: Handle,
	id: number,
): Promise<{ id: number; code: string; title: string; title_fr: string | null } | undefined> {
	return db
		.selectFrom('speaker_categories')
		.select(['id', 'code', 'title', 'title_fr'])
		.where('id', '=', id)
		.executeTakeFirst()
}

/**
 * A free code for `title`: its base (`categoryCodeBase`), or the base with the lowest free numeric
 * suffix (`CAT-PANEL-2`, `CAT-PANEL-3`, …). The unique index is the final guard against a race.
 */
export async function nextCategoryCode(db: Handle, title: string): Promise<string> {
	const base = categoryCodeBase(title)
	const taken = new Set(
		(
			await db
				.selectFrom('speaker_categories')
				.select('code')
				.where((eb) => eb.or([eb('code', '=', base), eb('code', 'like', `${base}-%`)]))
				.execute()
		).map((r) => r.code),
	)
	if (!taken.has(base)) return base
	for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * Inserts a category with `code` (and its French title, null or absent for none); returns its id.
 * Throws on a taken code (unique index).
 */
export async function insertCategory(
	db: Handle,
	category: { code: string; title: string; titleFr?: string | null },
	now: Date,
): Promise<number> {
	const row = await db
		.insertInto('speaker_categories')
		.values({
			code: category.code,
			title: category.title,
			title_fr: category.titleFr ?? null,
			created_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/**
 * Renames a category (the code stays); its French title too when `titleFr` is given (null clears
 * it). Returns false when it does not exist.
 */
export async function updateCategoryTitle(
	db: Handle,
	id: number,
	title: string,
	titleFr?: string | null,
): Promise<boolean> {
	const result = await db
		.updateTable('speaker_categories')
		.set(titleFr === undefined ? { title } : { title, title_fr: titleFr })
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/**
 * Deletes a category; its speakers keep existing with no category (foreign key ON DELETE SET NULL).
 * Returns the deleted row, or undefined when there was none.
 */
export async function deleteCategory(
	db: Handle,
	id: number,
): Promise<{ code: string; title: string } | undefined> {
	return db
		.deleteFrom('speaker_categories')
		.where('id', '=', id)
		.returning(['code', 'title'])
		.executeTakeFirst()
}
