/**
 * Titled rows kept in an order staff choose: sponsor tiers (the headings of /sponsors), media
 * categories (the Media menu), partnership packages (the enquiry form's choices) and practical pages
 * (the /info list and its menu links). The order is `sort_order`, then `id` for rows that share one (rows a
 * seed or an old version added all at 0). Reading the order, the place after the last, moving one
 * row a place, whether a title is taken (in any case), and adding, renaming and deleting a row.
 * Takes any handle: inside a transaction, a change and its activity row are written together.
 * SQLite and PostgreSQL alike.
 */
import { changedAny } from './rows.ts'
import type { Handle } from './handle.ts'

/** The tables of titled rows in a chosen order. */
export type TitledOrderTable =
	'sponsor_tiers' | 'media_categories' | 'partnership_packages' | 'practical_pages'

/** A row's place: its id, title (and its French, null for none: ADR 0059) and `sort_order`. */
export interface TitledPlace {
	id: number
	title: string
	title_fr: string | null
	sortOrder: number
}

/** Every row of `table` in its order. */
export async function listInDisplayOrder(db: Handle, table: TitledOrderTable): Promise<TitledPlace[]> {
	return db
		.selectFrom(table)
		.select(['id', 'title', 'title_fr', 'sort_order as sortOrder'])
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
}

/** The `sort_order` that puts a new row of `table` last: one past the highest (0 for an empty table). */
export async function placeAfterLast(db: Handle, table: TitledOrderTable): Promise<number> {
	const last = await db
		.selectFrom(table)
		.select((eb) => eb.fn.max('sort_order').as('n'))
		.executeTakeFirst()
	return placeAfter(last?.n)
}

/**
 * The place after `max`, the highest `sort_order` of a set of rows as the database returns it (a
 * number, or a string on PostgreSQL); 0 when the set is empty (`max` null or undefined).
 */
export function placeAfter(max: unknown): number {
	return max === null || max === undefined ? 0 : Number(max) + 1
}

/**
 * Moves the row `id` of `table` one place `up` (earlier) or `down`, and numbers every row 0, 1, 2, …
 * Returns the titles in their new order, or null when there is no such row. At either end nothing
 * moves (the titles still come back).
 */
export async function moveInDisplayOrder(
	db: Handle,
	table: TitledOrderTable,
	id: number,
	direction: 'up' | 'down',
): Promise<string[] | null> {
	const rows = await listInDisplayOrder(db, table)
	const index = rows.findIndex((row) => row.id === id)
	if (index < 0) return null
	const target = direction === 'up' ? index - 1 : index + 1
	if (target >= 0 && target < rows.length) [rows[index], rows[target]] = [rows[target]!, rows[index]!]
	for (const [order, row] of rows.entries()) {
		if (row.sortOrder !== order) {
			await db.updateTable(table).set({ sort_order: order }).where('id', '=', row.id).execute()
		}
	}
	return rows.map((row) => row.title)
}

/**
 * Whether a row of `table` other than `id` (null: any row) has `title`, compared in lower case
 * ("partner" is "Partner").
 */
export async function titleTakenByAnother(
	db: Handle,
	table: TitledOrderTable,
	id: number | null,
	title: string,
): Promise<boolean> {
	const wanted = title.toLocaleLowerCase('en')
	const rows = await listInDisplayOrder(db, table)
	return rows.some((row) => row.id !== id && row.title.toLocaleLowerCase('en') === wanted)
}

/** One row of `table`, or undefined. */
export async function findTitled(
	db: Handle,
	table: TitledOrderTable,
	id: number,
): Promise<TitledPlace | undefined> {
	return db
		.selectFrom(table)
		.select(['id', 'title', 'title_fr', 'sort_order as sortOrder'])
		.where('id', '=', id)
		.executeTakeFirst()
}

/**
 * Inserts a row titled `title` (and `titleFr`, its French, null for none: ADR 0059) last in the
 * order of `table`; returns its id.
 */
export async function insertTitledLast(
	db: Handle,
	table: TitledOrderTable,
	title: string,
	titleFr: string | null = null,
): Promise<number> {
	const row = await db
		.insertInto(table)
		.values({ title, title_fr: titleFr, sort_order: await placeAfterLast(db, table) })
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/**
 * Renames the row `id` of `table`, which keeps its place; its French title too when `titleFr` is
 * given (null clears it), kept when left out. False when there is none.
 */
export async function updateTitle(
	db: Handle,
	table: TitledOrderTable,
	id: number,
	title: string,
	titleFr?: string | null,
): Promise<boolean> {
	const result = await db
		.updateTable(table)
		.set(titleFr === undefined ? { title } : { title, title_fr: titleFr })
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/** Deletes the row `id` of `table`; false when there was none. */
export async function deleteTitled(db: Handle, table: TitledOrderTable, id: number): Promise<boolean> {
	const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst()
	return changedAny(result)
}
