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

/** Ids and last change of every speaker, for the sitemap. */
export async function listSpeakerIds(db: Handle): Promise<{ id: number; updated_at: string }[]> {
	return db.selectFrom('speakers').select(['id', 'updated_at']).orderBy('id').execute()
}

/** Number of speakers (dashboard card). */
export async function countSpeakers(db: Handle): Promise<number> {
	return countRows(db.selectFrom('speakers'))
}
