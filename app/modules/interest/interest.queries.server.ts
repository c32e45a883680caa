/**
 * Reads and writes of the interest list (`interest_signups`): people who asked to hear about the
 * next edition (docs/privacy.md).
 */
import type { Handle } from '#app/db/handle.ts'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import { countRows, onePage, type PageQuery } from '#app/db/rows.ts'
import type { InterestSort } from './interest.schema.ts'

/** A signup as the back office lists and exports it. */
export interface InterestRow {
	id: number
	email: string
	consentVersion: number
	createdAt: string
}

/**
 * Adds `email` (lower-cased) with its consent and its language (`locale`, the page's it was given on;
 * English when not given); an address already on the list is left as it was.
 * Returns whether a row was added.
 */
export async function addInterest(
	db: Handle,
	signup: { email: string; consentVersion: number; locale?: 'en' | 'fr' },
	now: Date,
): Promise<boolean> {
	const result = await db
		.insertInto('interest_signups')
		.values({
			email: signup.email.trim().toLowerCase(),
			consent_at: now.toISOString(),
			consent_version: signup.consentVersion,
			locale: signup.locale ?? 'en',
			created_at: now.toISOString(),
		})
		.onConflict((oc) => oc.column('email').doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

function searchInterest(db: Handle, q: string) {
	const select = db.selectFrom('interest_signups')
	if (!q) return select
	const dialect = dialectOf(db)
	return select.where((eb) => containsInsensitive(eb, dialect, eb.ref('interest_signups.email'), q))
}

/** How many signups match `q` (a case-insensitive part of the address; '' for all). */
export function countInterest(db: Handle, q: string): Promise<number> {
	return countRows(searchInterest(db, q))
}

const SORT_COLUMNS = { date: 'interest_signups.created_at', email: 'interest_signups.email' } as const

/** Signups matching `query.q`, one page, in the chosen sort. */
export function listInterest(db: Handle, query: PageQuery<InterestSort>): Promise<InterestRow[]> {
	return searchInterest(db, query.q)
		.select(['id', 'email', 'consent_version as consentVersion', 'created_at as createdAt'])
		.orderBy(SORT_COLUMNS[query.sort], query.dir)
		.orderBy('interest_signups.id', query.dir)
		.$call(onePage(query))
		.execute()
}

/** Every signup matching `q`, oldest first, 500 at a time (the CSV export). */
export async function* interestBatches(db: Handle, q: string): AsyncIterable<InterestRow[]> {
	let after = 0
	for (;;) {
		const rows = await searchInterest(db, q)
			.select(['id', 'email', 'consent_version as consentVersion', 'created_at as createdAt'])
			.where('interest_signups.id', '>', after)
			.orderBy('interest_signups.id')
			.limit(500)
			.execute()
		if (!rows.length) return
		yield rows
		after = rows[rows.length - 1]!.id
	}
}

/** Deletes signup `id`; returns its address, or null when there was none. */
export async function deleteInterest(db: Handle, id: number): Promise<string | null> {
	const row = await db
		.deleteFrom('interest_signups')
		.where('id', '=', id)
		.returning('email')
		.executeTakeFirst()
	return row?.email ?? null
}
