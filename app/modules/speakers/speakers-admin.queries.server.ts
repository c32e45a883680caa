/**
 * Back office reads and writes of speakers (/admin/add-speaker, /admin/speakers,
 * /admin/update-speaker/{speakerId}). The public reads are in `speakers.queries.server.ts`.
 */
import { countRows, onePage, type PageQuery } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import type { SpeakerRole } from '#app/db/schema.ts'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import type { SpeakerSort } from './speaker.schema.ts'

export interface AdminSpeakerRow {
	id: number
	title: string
	fullName: string
	designation: string
	company: string
	role: SpeakerRole | null
	imageKey: string | null
	/** Whether a text visitors read (designation, biography) has no French yet (ADR 0059). */
	needsFrench: boolean
}

const sortColumns = {
	title: 'title',
	name: 'full_name',
	designation: 'designation',
	company: 'company',
	role: 'role',
} as const

/** The columns that name a speaker and say what they do, as the list and the update form read them. */
const SPEAKER_COLUMNS = ['id', 'title', 'full_name as fullName', 'designation', 'company'] as const

/** A page of the list; `q` is a case-insensitive substring of the full name. */
export type SpeakerListQuery = PageQuery<SpeakerSort>

function searchSpeakers(db: Handle, q: string) {
	const dialect = dialectOf(db)
	const base = db.selectFrom('speakers')
	return q ? base.where((eb) => containsInsensitive(eb, dialect, eb.ref('full_name'), q)) : base
}

/** Speakers whose full name contains `q`, one page. */
export async function listAdminSpeakers(db: Handle, query: SpeakerListQuery): Promise<AdminSpeakerRow[]> {
	const rows = await searchSpeakers(db, query.q)
		.select([...SPEAKER_COLUMNS, 'role', 'image_key as imageKey', 'bio', 'designation_fr', 'bio_fr'])
		.orderBy(sortColumns[query.sort], query.dir)
		.orderBy('full_name', query.dir)
		.orderBy('id', query.dir)
		.$call(onePage(query))
		.execute()
	return rows.map(({ bio, designation_fr, bio_fr, ...row }) => ({
		...row,
		needsFrench: needsFrench(row.designation, designation_fr) || needsFrench(bio, bio_fr),
	}))
}

/** Number of speakers whose full name contains `q`. */
export async function countAdminSpeakers(db: Handle, q: string): Promise<number> {
	return countRows(searchSpeakers(db, q))
}

export interface SpeakerForEdit {
	id: number
	title: string
	fullName: string
	designation: string
	designationFr: string | null
	company: string
	country: string | null
	role: SpeakerRole | null
	categoryId: number | null
	bio: string
	bioFr: string | null
	imageKey: string | null
	sortOrder: number
}

/** Every field of one speaker, for the update form; undefined when there is none. */
export async function findSpeakerForEdit(db: Handle, id: number): Promise<SpeakerForEdit | undefined> {
	return db
		.selectFrom('speakers')
		.select([
			...SPEAKER_COLUMNS,
			'country',
			'role',
			'category_id as categoryId',
			'bio',
			'designation_fr as designationFr',
			'bio_fr as bioFr',
			'image_key as imageKey',
			'sort_order as sortOrder',
		])
		.where('id', '=', id)
		.executeTakeFirst()
}

/** The stored fields of a speaker (both forms). */
export interface SpeakerValues {
	title: string
	fullName: string
	designation: string
	/** The French twins (ADR 0059); null for none yet. */
	designationFr: string | null
	company: string
	country: string | null
	role: SpeakerRole
	categoryId: number | null
	bio: string
	bioFr: string | null
	sortOrder: number
}

function columns(v: SpeakerValues) {
	return {
		title: v.title,
		full_name: v.fullName,
		designation: v.designation,
		designation_fr: v.designationFr,
		company: v.company,
		country: v.country,
		role: v.role,
		category_id: v.categoryId,
		bio: v.bio,
		bio_fr: v.bioFr,
		sort_order: v.sortOrder,
	}
}

/** Inserts a speaker; returns its id. */
export async function insertSpeaker(
	db: Handle,
	speaker: SpeakerValues & { imageKey: string },
	now: Date,
): Promise<number> {
	const stamp = now.toISOString()
	const row = await db
		.insertInto('speakers')
		.values({ ...columns(speaker), image_key: speaker.imageKey, created_at: stamp, updated_at: stamp })
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/**
 * Updates a speaker's fields and, when `imageKey` is given, its photo. Returns the photo key it had
 * before, or undefined when the speaker does not exist.
 */
export async function updateSpeaker(
	db: Handle,
	id: number,
	speaker: SpeakerValues & { imageKey?: string },
	now: Date,
): Promise<{ previousImageKey: string | null } | undefined> {
	const before = await db.selectFrom('speakers').select('image_key').where('id', '=', id).executeTakeFirst()
	if (!before) return undefined
	await db
		.updateTable('speakers')
		.set({
			...columns(speaker),
			...(speaker.imageKey ? { image_key: speaker.imageKey } : null),
			updated_at: now.toISOString(),
		})
		.where('id', '=', id)
		.execute()
	return { previousImageKey: before.image_key }
}

/** Deletes a speaker; returns its name and photo key, or undefined when there was none. */
export async function deleteSpeaker(
	db: Handle,
	id: number,
): Promise<{ fullName: string; title: string; imageKey: string | null } | undefined> {
	return db
		.deleteFrom('speakers')
		.where('id', '=', id)
		.returning(['full_name as fullName', 'title', 'image_key as imageKey'])
		.executeTakeFirst()
}
