/**
 * Reads of agenda sessions for the public site (spec §2 /agenda; issue 3 §1).
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '#app/db/schema.ts'

type Handle = Kysely<DB> | Transaction<DB>

export interface AgendaSessionRow {
	id: number
	edition_id: number
	heading: string
	starts_at: string
	ends_at: string
	speaker: string | null
	speaker_id: number | null
	description: string | null
	updated_at: string
}

const columns = [
	'id',
	'edition_id',
	'heading',
	'starts_at',
	'ends_at',
	'speaker',
	'speaker_id',
	'description',
	'updated_at',
] as const

/** An edition's sessions in time order. */
export async function listAgendaSessions(db: Handle, editionId: number): Promise<AgendaSessionRow[]> {
	return db
		.selectFrom('agenda_sessions')
		.select(columns)
		.where('edition_id', '=', editionId)
		.orderBy('starts_at')
		.orderBy('id')
		.execute()
}

/** One session, or undefined. */
export async function getAgendaSession(db: Handle, id: number): Promise<AgendaSessionRow | undefined> {
	return db.selectFrom('agenda_sessions').select(columns).where('id', '=', id).executeTakeFirst()
}

/** A speaker's sessions, latest edition first, then in time order. */
export async function listSessionsOfSpeaker(db: Handle, speakerId: number): Promise<AgendaSessionRow[]> {
	return db
		.selectFrom('agenda_sessions')
		.select(columns)
		.where('speaker_id', '=', speakerId)
		.orderBy('edition_id', 'desc')
		.orderBy('starts_at')
		.execute()
}
