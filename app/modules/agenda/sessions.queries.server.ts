/**
 * Agenda sessions: reads for the public site (/agenda) and the back office
 * session screens (/admin/add-agenda, /admin/sessions, /admin/edit-agenda/{id}).
 * `starts_at` and `ends_at` are ISO-8601 UTC instants (Africa/Accra is UTC+0).
 */
import { countRows, onePage, type PageQuery, changedAny } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import { sql } from 'kysely'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import type { AgendaSessionFields } from './agenda.ts'
import type { SessionSortKey } from './session-list.ts'

/** A stored session as the queries read it. */
export interface AgendaSessionRow extends AgendaSessionFields {
	id: number
	updated_at: string
}

const columns = [
	'id',
	'edition_id',
	'heading',
	'heading_fr',
	'starts_at',
	'ends_at',
	'speaker',
	'speaker_id',
	'description',
	'description_fr',
	'cpe_hours_hundredths',
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

// --- Back office sessions: list, add, change, delete ---

export interface SessionListRow {
	id: number
	edition_id: number
	edition_year: number
	heading: string
	speaker: string | null
	speaker_id: number | null
	starts_at: string
	ends_at: string
	/** The CPE hours it earns, in hundredths of an hour; null for none. */
	cpe_hours_hundredths: number | null
	/** Whether its heading or description has no French yet (ADR 0059). */
	needsFrench: boolean
}

/** A page of the list; `q` is a case-insensitive substring of the heading or the speaker text. */
export type SessionListQuery = PageQuery<SessionSortKey>

function matchingSessions(db: Handle, q: string) {
	let query = db
		.selectFrom('agenda_sessions')
		.innerJoin('event_editions', 'event_editions.id', 'agenda_sessions.edition_id')
	if (q) {
		const dialect = dialectOf(db)
		query = query.where((eb) =>
			eb.or([
				containsInsensitive(eb, dialect, eb.ref('agenda_sessions.heading'), q),
				containsInsensitive(eb, dialect, eb.ref('agenda_sessions.speaker'), q),
			]),
		)
	}
	return query
}

/**
 * One page of the session list (/admin/sessions; search by heading or speaker):
 * sessions of every edition whose heading or speaker text contains `q` (any letter case), sorted by
 * `sort` ("start" and "date" by the start instant, "end" by the end instant, texts ignoring letter
 * case, empty speakers last in either direction), then by start and id.
 */
export async function listSessionsPage(db: Handle, query: SessionListQuery): Promise<SessionListRow[]> {
	const column = {
		heading: sql<string>`lower(agenda_sessions.heading)`,
		speaker: sql<string>`lower(nullif(agenda_sessions.speaker, ''))`,
		start: sql<string>`agenda_sessions.starts_at`,
		end: sql<string>`agenda_sessions.ends_at`,
		date: sql<string>`agenda_sessions.starts_at`,
	}[query.sort]
	const rows = await matchingSessions(db, query.q)
		.select([
			'agenda_sessions.id',
			'agenda_sessions.edition_id',
			'event_editions.year as edition_year',
			'agenda_sessions.heading',
			'agenda_sessions.speaker',
			'agenda_sessions.speaker_id',
			'agenda_sessions.starts_at',
			'agenda_sessions.ends_at',
			'agenda_sessions.cpe_hours_hundredths',
			'agenda_sessions.heading_fr',
			'agenda_sessions.description',
			'agenda_sessions.description_fr',
		])
		// Empty speakers (null or '') last in either direction; the other columns are never empty.
		.orderBy(sql`case when ${column} is null then 1 else 0 end`)
		.orderBy(column, query.dir)
		.orderBy('agenda_sessions.starts_at', query.dir)
		.orderBy('agenda_sessions.id', query.dir)
		.$call(onePage(query))
		.execute()
	return rows.map(({ heading_fr, description, description_fr, ...row }) => ({
		...row,
		needsFrench: needsFrench(row.heading, heading_fr) || needsFrench(description, description_fr),
	}))
}

/** Number of sessions the list shows for `q` (see `listSessionsPage`). */
export async function countSessionsMatching(db: Handle, q: string): Promise<number> {
	return countRows(matchingSessions(db, q))
}

/** Inserts a session stamped `now` and returns its id. */
export async function insertAgendaSession(
	db: Handle,
	session: AgendaSessionFields,
	now: Date,
): Promise<number> {
	const stamp = now.toISOString()
	const row = await db
		.insertInto('agenda_sessions')
		.values({ ...session, created_at: stamp, updated_at: stamp })
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Replaces a session's fields and stamps `updated_at`. Returns false when there is no such session. */
export async function updateAgendaSession(
	db: Handle,
	id: number,
	session: AgendaSessionFields,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('agenda_sessions')
		.set({ ...session, updated_at: now.toISOString() })
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/** Deletes a session. Returns false when there is no such session. */
export async function deleteAgendaSession(db: Handle, id: number): Promise<boolean> {
	const result = await db.deleteFrom('agenda_sessions').where('id', '=', id).executeTakeFirst()
	return changedAny(result)
}

/** When the last agenda session of edition `editionId` ends (ISO), or undefined without sessions. */
export async function lastSessionEnd(db: Handle, editionId: number): Promise<string | undefined> {
	const row = await db
		.selectFrom('agenda_sessions')
		.select('ends_at')
		.where('edition_id', '=', editionId)
		.orderBy('ends_at', 'desc')
		.limit(1)
		.executeTakeFirst()
	return row?.ends_at
}
