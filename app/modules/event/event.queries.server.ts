/**
 * Reads and writes of summit editions (`event_editions`).
 */
import type { Insertable, Kysely, Transaction } from 'kysely'
import type { DB, EventEdition, EventEditionsTable } from '#app/db/schema.ts'
import { pickCurrentEdition } from './edition.ts'

type Handle = Kysely<DB> | Transaction<DB>

const editionColumns = [
	'id',
	'year',
	'theme',
	'venue',
	'starts_at',
	'regular_fee_pesewas',
	'early_bird_fee_pesewas',
	'early_bird_expires_on',
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
 * The edition the public site shows at `now` (DESIGN.md rule, see `pickCurrentEdition`), or undefined
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
