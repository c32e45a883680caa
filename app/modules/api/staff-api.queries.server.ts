/**
 * The staff API's reads (ADR 0062): registrations and enquiries, and their tombstones
 * (`api_removals`), in keyset order (updated_at, id) after a position, `limit` at most. Both
 * tables are indexed on (updated_at, id) and the tombstones on (kind, removed_at, record_id)
 * (migration 0024), so a page costs the same wherever it is in the walk.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import type { Handle } from '#app/db/handle.ts'
import type { ContactColumns } from '#app/db/schema.ts'

/** Where a walk stands: after the record (updated_at, id); or from `since` (inclusive) at its start. */
export type KeysetPosition = { after: { updatedAt: string; id: number } } | { since: string | null }

/**
 * `(time, key)` strictly after `after` (a row-value comparison both dialects answer from the
 * (updated_at, id) index), or `time >= since`, or always true.
 */
function afterPosition(time: string, key: string, position: KeysetPosition): RawBuilder<SqlBool> {
	const at = sql.ref(time)
	if ('after' in position) {
		const { updatedAt, id } = position.after
		return sql<SqlBool>`(${at}, ${sql.ref(key)}) > (${updatedAt}, ${id})`
	}
	return position.since === null ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${at} >= ${position.since}`
}

/** A registration row as the staff API reads it. */
export interface RegistrationRecordRow extends ContactColumns {
	id: number
	reference: string | null
	edition: number
	locale: 'en' | 'fr'
	fee_pesewas: number | null
	fee_currency: 'GHS'
	fee_rule: 'early-bird' | 'regular' | 'group-discount' | null
	group_id: number | null
	checked_in_at: string | null
	created_at: string
	updated_at: string
}

function registrationRows(db: Handle) {
	return db
		.selectFrom('attendees as a')
		.innerJoin('event_editions as e', 'e.id', 'a.edition_id')
		.select([
			'a.id',
			'a.desk_ref as reference',
			'e.year as edition',
			'a.full_name',
			'a.email',
			'a.contact_number',
			'a.whatsapp_number',
			'a.company_name',
			'a.designation',
			'a.heard_from',
			'a.locale',
			'a.fee_pesewas',
			'a.fee_currency',
			'a.fee_rule',
			'a.group_id',
			'a.checked_in_at',
			'a.created_at',
			'a.updated_at',
		])
}

/** Up to `limit` registrations after `position` (of edition `editionId` when given), in (updated_at, id) order. */
export async function registrationsAfter(
	db: Handle,
	position: KeysetPosition,
	limit: number,
	editionId: number | null,
): Promise<RegistrationRecordRow[]> {
	let query = registrationRows(db)
	if (editionId !== null) query = query.where('a.edition_id', '=', editionId)
	const rows = await query
		.where(afterPosition('a.updated_at', 'a.id', position))
		.orderBy('a.updated_at')
		.orderBy('a.id')
		.limit(limit)
		.execute()
	return rows as RegistrationRecordRow[]
}

/** Registration `id` as the staff API reads it, or undefined. */
export async function findRegistrationRecord(
	db: Handle,
	id: number,
): Promise<RegistrationRecordRow | undefined> {
	return (await registrationRows(db).where('a.id', '=', id).executeTakeFirst()) as
		RegistrationRecordRow | undefined
}

/** An enquiry row as the staff API reads it. */
export interface EnquiryRecordRow extends ContactColumns {
	id: number
	reference: string
	edition: number | null
	package: string
	locale: 'en' | 'fr'
	created_at: string
	updated_at: string
}

/** Up to `limit` enquiries after `position`, in (updated_at, id) order. */
export async function enquiriesAfter(
	db: Handle,
	position: KeysetPosition,
	limit: number,
): Promise<EnquiryRecordRow[]> {
	return db
		.selectFrom('partnership_enquiries as q')
		.leftJoin('event_editions as e', 'e.id', 'q.edition_id')
		.select([
			'q.id',
			'q.reference',
			'e.year as edition',
			'q.package',
			'q.full_name',
			'q.email',
			'q.contact_number',
			'q.whatsapp_number',
			'q.company_name',
			'q.designation',
			'q.heard_from',
			'q.locale',
			'q.created_at',
			'q.updated_at',
		])
		.where(afterPosition('q.updated_at', 'q.id', position))
		.orderBy('q.updated_at')
		.orderBy('q.id')
		.limit(limit)
		.execute()
}

/** A tombstone: the removed record's id, its edition's year (null once gone) and when. */
export interface RemovalRow {
	id: number
	edition: number | null
	updated_at: string
}

/** Up to `limit` tombstones of `kind` after `position` (of edition `editionId` when given), in (removed_at, id) order. */
export async function removalsAfter(
	db: Handle,
	kind: 'registration' | 'enquiry',
	position: KeysetPosition,
	limit: number,
	editionId: number | null,
): Promise<RemovalRow[]> {
	let query = db
		.selectFrom('api_removals as r')
		.leftJoin('event_editions as e', 'e.id', 'r.edition_id')
		.select(['r.record_id as id', 'e.year as edition', 'r.removed_at as updated_at'])
		.where('r.kind', '=', kind)
	if (editionId !== null) query = query.where('r.edition_id', '=', editionId)
	return query
		.where(afterPosition('r.removed_at', 'r.record_id', position))
		.orderBy('r.removed_at')
		.orderBy('r.record_id')
		.limit(limit)
		.execute()
}

/** The id of the edition of `year`, or undefined. */
export async function editionIdOfYear(db: Handle, year: number): Promise<number | undefined> {
	return (await db.selectFrom('event_editions').select('id').where('year', '=', year).executeTakeFirst())?.id
}
