/**
 * Media categories and blog posts (the spec's second "organiser" host, now our own tables).
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '#app/db/schema.ts'

type Handle = Kysely<DB> | Transaction<DB>

export interface MediaCategoryLink {
	id: number
	title: string
}

/** Media categories for the navigation's Media dropdown, in creation order. */
export async function listMediaCategories(db: Handle): Promise<MediaCategoryLink[]> {
	return db.selectFrom('media_categories').select(['id', 'title']).orderBy('id').execute()
}
