/**
 * Reads of speakers for the public site (/speakers). Texts with a French twin (designation,
 * biography, a session's heading) come in the language being rendered (`localized`, ADR 0059):
 * the French on a French page when it is filled, else the English.
 */
import { countRows } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import { localized } from '#app/lib/i18n/localized.ts'

export interface PublicSpeaker {
	id: number
	title: string
	full_name: string
	designation: string
	company: string
	role: string | null
	image_key: string | null
}

export interface SpeakerProfile extends PublicSpeaker {
	country: string | null
	bio: string
	updated_at: string
}

/** Every speaker in display order (sort order, then name), designation in the page's language. */
export async function listPublicSpeakers(db: Handle): Promise<PublicSpeaker[]> {
	const rows = await db
		.selectFrom('speakers')
		.select(['id', 'title', 'full_name', 'designation', 'designation_fr', 'company', 'role', 'image_key'])
		.orderBy('sort_order')
		.orderBy('full_name')
		.execute()
	return rows.map(({ designation_fr, ...row }) => ({
		...row,
		designation: localized(row.designation, designation_fr),
	}))
}

/** One speaker's profile (designation and biography in the page's language), or undefined. */
export async function getSpeakerProfile(db: Handle, id: number): Promise<SpeakerProfile | undefined> {
	const row = await db
		.selectFrom('speakers')
		.select([
			'id',
			'title',
			'full_name',
			'designation',
			'designation_fr',
			'company',
			'role',
			'image_key',
			'country',
			'bio',
			'bio_fr',
			'updated_at',
		])
		.where('id', '=', id)
		.executeTakeFirst()
	if (!row) return undefined
	const { designation_fr, bio_fr, ...profile } = row
	return {
		...profile,
		designation: localized(profile.designation, designation_fr),
		bio: localized(profile.bio, bio_fr),
	}
}

/** A speaker as the API for programs gives them (docs/api.md): their profile and category. */
export interface SpeakerDirectoryEntry extends SpeakerProfile {
	category: { id: number; title: string } | null
}

/**
 * Every speaker in display order (sort order, name, id) with their profile and category, or only
 * the one of `id`, or only those of the category `categoryId`. Designation, biography and category
 * title in the language being rendered (`localized`, ADR 0059).
 */
export async function listSpeakerDirectory(
	db: Handle,
	filter: { id?: number; categoryId?: number } = {},
): Promise<SpeakerDirectoryEntry[]> {
	let query = db
		.selectFrom('speakers')
		.leftJoin('speaker_categories', 'speaker_categories.id', 'speakers.category_id')
		.select([
			'speakers.id',
			'speakers.title',
			'speakers.full_name',
			'speakers.designation',
			'speakers.designation_fr',
			'speakers.company',
			'speakers.role',
			'speakers.image_key',
			'speakers.country',
			'speakers.bio',
			'speakers.bio_fr',
			'speakers.updated_at',
			'speaker_categories.id as category_id',
			'speaker_categories.title as category_title',
			'speaker_categories.title_fr as category_title_fr',
		])
	if (filter.id !== undefined) query = query.where('speakers.id', '=', filter.id)
	if (filter.categoryId !== undefined) query = query.where('speakers.category_id', '=', filter.categoryId)
	const rows = await query
		.orderBy('speakers.sort_order')
		.orderBy('speakers.full_name')
		.orderBy('speakers.id')
		.execute()
	return rows.map(({ designation_fr, bio_fr, category_id, category_title, category_title_fr, ...row }) => ({
		...row,
		designation: localized(row.designation, designation_fr),
		bio: localized(row.bio, bio_fr),
		category:
			category_id === null || category_title === null
				? null
				: { id: category_id, title: localized(category_title, category_title_fr) },
	}))
}

/** A session a speaker speaks at, as their profile lists it (ISO-8601 UTC instants). */
export interface SpeakerSession {
	id: number
	heading: string
	starts_at: string
	ends_at: string
}

/**
 * The agenda sessions the speaker `speakerId` is linked to, latest edition first, then in time
 * order. The speakers module reads the sessions table here so that the agenda (which links sessions to
 * speakers) stays the only one of the two that imports the other.
 */
export async function listSpeakerSessions(db: Handle, speakerId: number): Promise<SpeakerSession[]> {
	const rows = await db
		.selectFrom('agenda_sessions')
		.select(['id', 'heading', 'heading_fr', 'starts_at', 'ends_at'])
		.where('speaker_id', '=', speakerId)
		.orderBy('edition_id', 'desc')
		.orderBy('starts_at')
		.execute()
	return rows.map(({ heading_fr, ...row }) => ({ ...row, heading: localized(row.heading, heading_fr) }))
}

/** Ids and last change of every speaker, for the sitemap. */
export async function listSpeakerIds(db: Handle): Promise<{ id: number; updated_at: string }[]> {
	return db.selectFrom('speakers').select(['id', 'updated_at']).orderBy('id').execute()
}

/** Number of speakers (dashboard card). */
export async function countSpeakers(db: Handle): Promise<number> {
	return countRows(db.selectFrom('speakers'))
}
