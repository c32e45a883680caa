/**
 * Every read and write of CPE certificates (docs/event-days.md, "CPE certificates"; ADR 0068):
 * who is eligible (a registration of the edition with CPE hours from the sessions it was scanned
 * into, and an answered evaluation when the setting asks for one), the edition's figures, the list,
 * one certificate, and the rows an issue, a revocation and a reissue write. Hours are integers in
 * hundredths of an hour; times are ISO-8601 UTC strings.
 */
import { sql } from 'kysely'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'
import { countRows, onePage, type PageQuery } from '#app/db/rows.ts'

/** One session as a certificate prints it (`certificates.sessions_json`, one array item). */
export interface CertificateSession {
	heading: string
	/** The French heading, when the agenda had one when the certificate was issued. */
	heading_fr?: string | null
	starts_at: string
	cpe_hours_hundredths: number | null
}

/** The CPE hours of every registration of `editionId` that has some, from session attendance. */
function attendedHours(db: Handle, editionId: number) {
	return db
		.selectFrom('session_attendance')
		.innerJoin('agenda_sessions', 'agenda_sessions.id', 'session_attendance.session_id')
		.innerJoin('attendees', 'attendees.id', 'session_attendance.attendee_id')
		.where('attendees.edition_id', '=', editionId)
		.where('agenda_sessions.edition_id', '=', editionId)
		.select((eb) => [
			'session_attendance.attendee_id as attendeeId',
			eb.fn.sum<number | string>(eb.fn.coalesce('agenda_sessions.cpe_hours_hundredths', sql`0`)).as('hours'),
		])
		.groupBy('session_attendance.attendee_id')
}

/** A registration of an edition that earned CPE hours, and where it stands for a certificate. */
export interface CpeStanding {
	attendeeId: number
	/** Hundredths of an hour, over the sessions attended; > 0. */
	hours: number
	answeredEvaluation: boolean
	/** Its certificate that is not revoked, if any. */
	validCertificateId: number | null
	/** Whether it has any certificate, valid or revoked (a revoked one is not issued again in bulk). */
	hasCertificate: boolean
}

/**
 * Every registration of `editionId` whose attended sessions earn more than 0 CPE hours, with whether
 * it answered the evaluation, its valid certificate and whether it has any: one grouped query, for
 * the figures and for issuing in bulk. Ordered by registration id.
 */
export async function cpeStandings(db: Handle, editionId: number): Promise<CpeStanding[]> {
	const rows = await db
		.selectFrom(attendedHours(db, editionId).as('h'))
		.leftJoin('evaluation_answers', 'evaluation_answers.attendee_id', 'h.attendeeId')
		.select((eb) => [
			'h.attendeeId as attendeeId',
			'h.hours as hours',
			'evaluation_answers.attendee_id as answered',
			eb
				.selectFrom('certificates')
				.select('certificates.id')
				.whereRef('certificates.attendee_id', '=', 'h.attendeeId')
				.where('certificates.revoked_at', 'is', null)
				.as('validCertificateId'),
			eb
				.selectFrom('certificates')
				.select((inner) => inner.fn.countAll<number | string>().as('n'))
				.whereRef('certificates.attendee_id', '=', 'h.attendeeId')
				.as('certificates'),
		])
		.orderBy('h.attendeeId')
		.execute()
	return rows
		.map((row) => ({
			attendeeId: row.attendeeId,
			hours: Number(row.hours),
			answeredEvaluation: row.answered !== null,
			validCertificateId: row.validCertificateId ?? null,
			hasCertificate: Number(row.certificates ?? 0) > 0,
		}))
		.filter((row) => row.hours > 0)
}

/** When the last session of `editionId` ends (ISO), or null when its agenda has none. */
export async function lastSessionEndOf(db: Handle, editionId: number): Promise<string | null> {
	const row = await db
		.selectFrom('agenda_sessions')
		.select((eb) => eb.fn.max('ends_at').as('last'))
		.where('edition_id', '=', editionId)
		.executeTakeFirst()
	return row?.last ?? null
}

/** When the first session of `editionId` starts and the last ends (ISO), or null without sessions. */
export async function sessionSpanOf(
	db: Handle,
	editionId: number,
): Promise<{ first: string; last: string } | null> {
	const row = await db
		.selectFrom('agenda_sessions')
		.select((eb) => [eb.fn.min('starts_at').as('first'), eb.fn.max('ends_at').as('last')])
		.where('edition_id', '=', editionId)
		.executeTakeFirst()
	return row?.first && row.last ? { first: row.first, last: row.last } : null
}

/** The registrations (id, name, email, locale) of `ids` that still exist, by id. */
export async function registrationsForCertificates(db: Handle, ids: readonly number[]) {
	if (ids.length === 0) return []
	return db
		.selectFrom('attendees')
		.select(['id', 'full_name as fullName', 'email', 'locale'])
		.where('id', 'in', ids)
		.orderBy('id')
		.execute()
}

/**
 * The sessions each of `attendeeIds` was scanned into, as certificates print them, in the agenda's
 * order: one query for a batch (`sessionsAttendedBy` reads one registration's).
 */
export async function attendedSessionsOf(
	db: Handle,
	attendeeIds: readonly number[],
): Promise<Map<number, CertificateSession[]>> {
	const out = new Map<number, CertificateSession[]>()
	if (attendeeIds.length === 0) return out
	const rows = await db
		.selectFrom('session_attendance')
		.innerJoin('agenda_sessions', 'agenda_sessions.id', 'session_attendance.session_id')
		.select([
			'session_attendance.attendee_id as attendeeId',
			'agenda_sessions.heading as heading',
			'agenda_sessions.heading_fr as headingFr',
			'agenda_sessions.starts_at as startsAt',
			'agenda_sessions.cpe_hours_hundredths as hours',
		])
		.where('session_attendance.attendee_id', 'in', attendeeIds)
		.orderBy('agenda_sessions.starts_at')
		.orderBy('agenda_sessions.id')
		.execute()
	for (const row of rows) {
		const list = out.get(row.attendeeId) ?? []
		list.push({
			heading: row.heading,
			heading_fr: row.headingFr,
			starts_at: row.startsAt,
			cpe_hours_hundredths: row.hours,
		})
		out.set(row.attendeeId, list)
	}
	return out
}

/** The highest serial given in `editionId` so far (0 for none). */
export async function lastSerialOf(db: Handle, editionId: number): Promise<number> {
	const row = await db
		.selectFrom('certificates')
		.select((eb) => eb.fn.max('serial').as('last'))
		.where('edition_id', '=', editionId)
		.executeTakeFirst()
	return Number(row?.last ?? 0)
}

/** A certificate as written when issued. */
export interface NewCertificate {
	editionId: number
	attendeeId: number
	serial: number
	number: string
	fullName: string
	hours: number
	sessions: CertificateSession[]
	issuedAt: string
	issuedBy: string
}

/** Inserts `certificates` in one statement; returns their ids in the same order. */
export async function insertCertificates(
	db: Handle,
	certificates: readonly NewCertificate[],
): Promise<number[]> {
	if (certificates.length === 0) return []
	const rows = await db
		.insertInto('certificates')
		.values(
			certificates.map((c) => ({
				edition_id: c.editionId,
				attendee_id: c.attendeeId,
				serial: c.serial,
				number: c.number,
				full_name: c.fullName,
				cpe_hours_hundredths: c.hours,
				sessions_json: JSON.stringify(c.sessions),
				issued_at: c.issuedAt,
				issued_by: c.issuedBy,
			})),
		)
		.returning(['id', 'serial'])
		.execute()
	const bySerial = new Map(rows.map((r) => [r.serial, r.id]))
	return certificates.map((c) => bySerial.get(c.serial)!)
}

/**
 * Marks certificate `id` revoked at `now` by `by` for `reason`, unless it already is; true when it
 * was valid and now is revoked.
 */
export async function markCertificateRevoked(
	db: Handle,
	id: number,
	by: string,
	reason: string,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('certificates')
		.set({ revoked_at: now.toISOString(), revoked_by: by, revoked_reason: reason })
		.where('id', '=', id)
		.where('revoked_at', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** Sets registration `attendeeId`'s name to `fullName` (a name correction); true when it exists. */
export async function correctRegistrationName(
	db: Handle,
	attendeeId: number,
	fullName: string,
): Promise<boolean> {
	const result = await db
		.updateTable('attendees')
		.set({ full_name: fullName })
		.where('id', '=', attendeeId)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** A certificate as the back office, the PDF, the mail and the pages read it. */
export interface CertificateRow {
	id: number
	editionId: number
	attendeeId: number
	serial: number
	number: string
	fullName: string
	hours: number
	sessionsJson: string
	issuedAt: string
	issuedBy: string
	revokedAt: string | null
	revokedBy: string | null
	revokedReason: string | null
}

/** The columns of a `CertificateRow` but its sessions, as the list shows them. */
const LISTED_COLUMNS = [
	'certificates.id as id',
	'certificates.edition_id as editionId',
	'certificates.attendee_id as attendeeId',
	'certificates.serial as serial',
	'certificates.number as number',
	'certificates.full_name as fullName',
	'certificates.cpe_hours_hundredths as hours',
	'certificates.issued_at as issuedAt',
	'certificates.issued_by as issuedBy',
	'certificates.revoked_at as revokedAt',
	'certificates.revoked_by as revokedBy',
	'certificates.revoked_reason as revokedReason',
] as const

function certificateColumns(db: Handle) {
	return db
		.selectFrom('certificates')
		.select([...LISTED_COLUMNS, 'certificates.sessions_json as sessionsJson'])
}

/** Certificate `id`, valid or revoked. */
export function findCertificate(db: Handle, id: number): Promise<CertificateRow | undefined> {
	return certificateColumns(db).where('certificates.id', '=', id).executeTakeFirst()
}

/** The certificate numbered `number` when it is valid (not revoked); undefined otherwise. */
export function findValidCertificateByNumber(
	db: Handle,
	number: string,
): Promise<CertificateRow | undefined> {
	return certificateColumns(db)
		.where('certificates.number', '=', number)
		.where('certificates.revoked_at', 'is', null)
		.executeTakeFirst()
}

/** Registration `attendeeId`'s valid certificate, if it has one. */
export function validCertificateOf(db: Handle, attendeeId: number): Promise<CertificateRow | undefined> {
	return certificateColumns(db)
		.where('certificates.attendee_id', '=', attendeeId)
		.where('certificates.revoked_at', 'is', null)
		.executeTakeFirst()
}

/** The list's sort keys. */
export type CertificateSort = 'number' | 'name' | 'hours' | 'issued'

const SORT_COLUMNS = {
	number: 'certificates.serial',
	name: 'certificates.full_name',
	hours: 'certificates.cpe_hours_hundredths',
	issued: 'certificates.issued_at',
} as const

/** Certificates of `editionId` whose name or number contains `q` (any case). */
function searchCertificates(db: Handle, editionId: number, q: string) {
	const dialect = dialectOf(db)
	let query = db.selectFrom('certificates').where('certificates.edition_id', '=', editionId)
	if (q)
		query = query.where((eb) =>
			eb.or([
				containsInsensitive(eb, dialect, eb.ref('certificates.full_name'), q),
				containsInsensitive(eb, dialect, eb.ref('certificates.number'), q),
			]),
		)
	return query
}

/** Number of certificates (valid and revoked) of `editionId` matching `q`. */
export function countCertificates(db: Handle, editionId: number, q: string): Promise<number> {
	return countRows(searchCertificates(db, editionId, q))
}

/** One page of the certificates of `editionId` matching the search, in the chosen order. */
export async function listCertificates(
	db: Handle,
	editionId: number,
	query: PageQuery<CertificateSort>,
): Promise<Omit<CertificateRow, 'sessionsJson'>[]> {
	return searchCertificates(db, editionId, query.q)
		.select(LISTED_COLUMNS)
		.orderBy(SORT_COLUMNS[query.sort], query.dir)
		.orderBy('certificates.id', query.dir)
		.$call(onePage(query))
		.execute()
}

/** How many certificates of `editionId` are valid (not revoked). */
export function countValidCertificates(db: Handle, editionId: number): Promise<number> {
	return countRows(
		db.selectFrom('certificates').where('edition_id', '=', editionId).where('revoked_at', 'is', null),
	)
}

/** The registration a certificate belongs to, as its screen and mail read it (undefined once deleted). */
export function registrationOfCertificate(db: Handle, attendeeId: number) {
	return db
		.selectFrom('attendees')
		.select(['full_name as fullName', 'email', 'ticket_ref as ticketRef'])
		.where('id', '=', attendeeId)
		.executeTakeFirst()
}
