/**
 * Reads of speakers for the public site (/speakers).
 */
import { countRows } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'

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

/** Every speaker in display order (sort order, then name). */
export async function listPublicSpeakers(db: Handle): Promise<PublicSpeaker[]> {
	return db
		.selectFrom('speakers')
		.select(['id', 'title', 'full_name', 'designation', 'company', 'role', 'image_key'])
		.orderBy('sort_order')
		.orderBy('full_name')
		.execute()
}

/** One speaker's profile, or undefined. */
export async function getSpeakerProfile(db: Handle, id: number): Promise<SpeakerProfile | undefined> {
	return db
		.selectFrom('speakers')
		.select([
			'id',
			'title',
			'full_name',
			'designation',
			'company',
			'role',
			'image_key',
			'country',
			'bio',
			'updated_at',
		])
		.where('id', '=', id)
		.executeTakeFirst()
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
	return db
		.selectFrom('agenda_sessions')
		.select(['id', 'heading', 'starts_at', 'ends_at'])
		.where('speaker_id', '=', speakerId)
		.orderBy('edition_id', 'desc')
		.orderBy('starts_at')
		.execute()
}

/** Ids and last change of every speaker, for the sitemap. */
export async function listSpeakerIds(db: Handle): Promise<{ id: number; updated_at: string }[]> {
	return db.selectFrom('speakers').select(['id', 'updated_at']).orderBy('id').execute()
}

/** Number of speakers (dashboard card). */
export async function countSpeakers(db: Handle): Promise<number> {
	return countRows(db.selectFrom('speakers'))
}
