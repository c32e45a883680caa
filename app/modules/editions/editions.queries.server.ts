/**
 * Reads and writes of summit editions (`event_editions`): the public site's current edition and the
 * back office event data screens. Fees are integer pesewas, `starts_at` an ISO-8601 UTC
 * instant (Africa/Accra is UTC+0), `early_bird_expires_on` a `YYYY-MM-DD` day.
 */
import { countRows, onePage, type PageQuery, changedAny } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import { type Insertable, sql, type Transaction } from 'kysely'
import { containsInsensitive, dialectOf, lockKeys, lockedForUpdate } from '#app/db/dialect.ts'
import type { DB, EventEdition, EventEditionsTable } from '#app/db/schema.ts'
import type { EditionSortKey } from './edition-list.ts'
import { pickCurrentEdition } from './edition.ts'

const editionColumns = [
	'id',
	'year',
	'theme',
	'theme_fr',
	'venue',
	'venue_map_url',
	'starts_at',
	'regular_fee_pesewas',
	'early_bird_fee_pesewas',
	'early_bird_expires_on',
	'group_min_size',
	'group_discount_percent',
	'created_at',
	'updated_at',
] as const

/** Every edition, latest year first. */
export async function listEditions(db: Handle): Promise<EventEdition[]> {
	const rows = await db.selectFrom('event_editions').select(editionColumns).orderBy('year', 'desc').execute()
	return rows
}

/** One edition by id, or undefined. */
export async function getEdition(db: Handle, id: number): Promise<EventEdition | undefined> {
	return db.selectFrom('event_editions').select(editionColumns).where('id', '=', id).executeTakeFirst()
}

/**
 * The edition the public site shows at `now` (see `pickCurrentEdition`), or undefined
 * when there is none. Editions are few (one a year), so the rule runs over all of them in memory.
 */
export async function getCurrentEdition(db: Handle, now: Date): Promise<EventEdition | undefined> {
	return pickCurrentEdition(await listEditions(db), now)
}

/** Inserts an edition and returns its id. */
export async function insertEdition(
	db: Handle,
	edition: Omit<Insertable<EventEditionsTable>, 'updated_at'>,
	now: Date,
): Promise<number> {
	const stamp = now.toISOString()
	const row = await db
		.insertInto('event_editions')
		.values({ ...edition, created_at: stamp, updated_at: stamp })
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

// --- Back office event data: list, change, delete ---

export interface EditionListRow extends EventEdition {
	/** Agenda sessions of the edition (deleted with it). */
	session_count: number
	/** Registrations of the edition (they forbid deleting it). */
	registration_count: number
}

/** A page of the list; `q` is a case-insensitive substring of the theme, the venue or the year. */
export type EditionListQuery = PageQuery<EditionSortKey>

function matchingEditions(db: Handle, q: string) {
	let query = db.selectFrom('event_editions')
	if (q) {
		const dialect = dialectOf(db)
		query = query.where((eb) =>
			eb.or([
				containsInsensitive(eb, dialect, eb.ref('theme'), q),
				containsInsensitive(eb, dialect, eb.ref('venue'), q),
				containsInsensitive(eb, dialect, sql<string>`cast(${eb.ref('year')} as text)`, q),
			]),
		)
	}
	return query
}

/**
 * One page of the event data list (/admin/data-center):
 * editions whose theme, venue or year contains `q` (any letter case), sorted by `sort` with empty
 * values last in either direction (the same on SQLite and PostgreSQL), then by id. Each row carries
 * its number of agenda sessions and registrations.
 */
export async function listEditionsPage(db: Handle, query: EditionListQuery): Promise<EditionListRow[]> {
	const column = {
		theme: sql<string>`lower(event_editions.theme)`,
		venue: sql<string>`lower(event_editions.venue)`,
		regularFee: sql<number>`event_editions.regular_fee_pesewas`,
		earlyBirdFee: sql<number>`event_editions.early_bird_fee_pesewas`,
		expiry: sql<string>`event_editions.early_bird_expires_on`,
		eventDate: sql<string>`event_editions.starts_at`,
	}[query.sort]
	const rows = await matchingEditions(db, query.q)
		.select(editionColumns)
		.select((eb) => [
			eb
				.selectFrom('agenda_sessions')
				.select((s) => s.fn.countAll<number>().as('n'))
				.whereRef('agenda_sessions.edition_id', '=', 'event_editions.id')
				.as('session_count'),
			eb
				.selectFrom('attendees')
				.select((s) => s.fn.countAll<number>().as('n'))
				.whereRef('attendees.edition_id', '=', 'event_editions.id')
				.as('registration_count'),
		])
		.orderBy(sql`case when ${column} is null then 1 else 0 end`)
		.orderBy(column, query.dir)
		.orderBy('event_editions.id', query.dir)
		.$call(onePage(query))
		.execute()
	return rows.map((r) => ({
		...r,
		session_count: Number(r.session_count ?? 0),
		registration_count: Number(r.registration_count ?? 0),
	}))
}

/** Number of editions the list shows for `q` (see `listEditionsPage`). */
export async function countEditionsMatching(db: Handle, q: string): Promise<number> {
	return countRows(matchingEditions(db, q))
}

/**
 * One edition by id for a change inside a transaction, or undefined. On PostgreSQL the row is locked
 * (`FOR UPDATE`) until the transaction ends, so no registration can be added to it meanwhile (an
 * attendee insert takes a key-share lock on the edition); SQLite runs one write transaction at a time.
 */
export async function getEditionForChange(
	trx: Transaction<DB>,
	id: number,
): Promise<EventEdition | undefined> {
	const query = trx.selectFrom('event_editions').select(editionColumns).where('id', '=', id)
	return lockedForUpdate(trx, query).executeTakeFirst()
}

/** Number of registrations (attendees) recorded against an edition. */
export async function countEditionRegistrations(db: Handle, editionId: number): Promise<number> {
	return countRows(db.selectFrom('attendees').where('edition_id', '=', editionId))
}

/**
 * Number of group registrations of an edition: each keeps its contact's details, even once every
 * colleague has cancelled (`registration_groups.edition_id` is `ON DELETE RESTRICT`).
 */
export async function countEditionGroups(db: Handle, editionId: number): Promise<number> {
	return countRows(db.selectFrom('registration_groups').where('edition_id', '=', editionId))
}

/**
 * Number of money records of an edition: ledger movements, receipts, invoices and Paystack
 * transactions. They are the organiser's accounts and keep their edition (`ON DELETE RESTRICT`).
 */
export async function countEditionMoneyRecords(db: Handle, editionId: number): Promise<number> {
	let total = 0
	for (const table of ['payments', 'receipts', 'invoices', 'online_payments'] as const) {
		total += await countRows(db.selectFrom(table).where('edition_id', '=', editionId))
	}
	return total
}

/** Number of agenda sessions of an edition. */
export async function countEditionSessions(db: Handle, editionId: number): Promise<number> {
	return countRows(db.selectFrom('agenda_sessions').where('edition_id', '=', editionId))
}

/** The fields an admin edit changes (every stored field but the id and timestamps). */
export type EditionChanges = Omit<Insertable<EventEditionsTable>, 'id' | 'created_at' | 'updated_at'>

/** Replaces an edition's fields and stamps `updated_at`. Returns false when there is no such edition. */
export async function updateEdition(
	db: Handle,
	id: number,
	changes: EditionChanges,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('event_editions')
		.set({ ...changes, updated_at: now.toISOString() })
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/**
 * Deletes an edition; its agenda sessions go with it (foreign key `ON DELETE CASCADE`). Throws a
 * foreign-key violation when registrations point at it (`ON DELETE RESTRICT`): check with
 * `countEditionRegistrations` first. Returns false when there is no such edition.
 */
export async function deleteEdition(db: Handle, id: number): Promise<boolean> {
	const result = await db.deleteFrom('event_editions').where('id', '=', id).executeTakeFirst()
	return changedAny(result)
}

/** The advisory-lock namespace of edition years (`lockKeys`; other modules use 31, 41, 42, 51). */
const EDITION_YEAR_LOCKS = 61

/**
 * The id of another edition than `exceptId` held for `year`, or undefined. Inside a transaction on
 * PostgreSQL it first takes the year's lock (`lockKeys`) until the transaction ends, so two saves of
 * the same year one beside the other see each other; SQLite runs one write transaction at a time.
 */
export async function findEditionOfYear(
	trx: Handle,
	year: number,
	exceptId?: number,
): Promise<number | undefined> {
	await lockKeys(trx, EDITION_YEAR_LOCKS, [`edition year ${year}`])
	let query = trx.selectFrom('event_editions').select('id').where('year', '=', year)
	if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
	return (await query.orderBy('id').executeTakeFirst())?.id
}
