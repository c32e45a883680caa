/**
 * Managing speaker categories from the back office (/admin/add-category, /admin/categories,
 * /admin/update-category/{categoryId}). Each change and its activity row are written in one
 * transaction.
 */
import type { Database } from '#app/db/handle.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import {
	deleteCategory,
	findCategory,
	insertCategory,
	nextCategoryCode,
	updateCategoryTitle,
} from './speaker-categories.queries.server.ts'
import type { CategoryInput } from './speaker-category.schema.ts'

/**
 * Adds a category with a generated, unique code. Two concurrent adds of one title can pick the same
 * code: the loser's insert hits the unique index, rolls back, and is retried with the next code.
 */
export async function addCategory(
	db: Database,
	actor: Actor,
	input: CategoryInput,
	now: Date,
): Promise<{ id: number; code: string; title: string }> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await writeTransaction(db, async (trx) => {
				const code = await nextCategoryCode(trx, input.title)
				const id = await insertCategory(
					trx,
					{ code, title: input.title, titleFr: input.titleFr ?? null },
					now,
				)
				await recordActivity(
					trx,
					actorActivity(actor, 'Add Category', `Added speaker category ${input.title} (${code})`),
					now,
				)
				return { id, code, title: input.title }
			})
		} catch (error) {
			if (!isUniqueViolation(error) || attempt >= 5) throw error
		}
	}
}

/** Renames a category. Returns false (nothing written) when it no longer exists. */
export async function renameCategory(
	db: Database,
	actor: Actor,
	id: number,
	input: CategoryInput,
	now: Date,
): Promise<{ ok: true; code: string } | { ok: false }> {
	return writeTransaction(db, async (trx) => {
		const before = await findCategory(trx, id)
		if (!before || !(await updateCategoryTitle(trx, id, input.title, input.titleFr ?? null)))
			return { ok: false as const }
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Update Category',
				before.title === input.title
					? `Saved speaker category ${input.title} (${before.code})`
					: `Renamed speaker category ${before.title} to ${input.title} (${before.code})`,
			),
			now,
		)
		return { ok: true as const, code: before.code }
	})
}

/** Deletes a category; its speakers are left without one. Returns undefined when it did not exist. */
export async function removeCategory(
	db: Database,
	actor: Actor,
	id: number,
	now: Date,
): Promise<{ code: string; title: string } | undefined> {
	return writeTransaction(db, async (trx) => {
		const deleted = await deleteCategory(trx, id)
		if (deleted) {
			await recordActivity(
				trx,
				actorActivity(
					actor,
					'Delete Category',
					`Deleted speaker category ${deleted.title} (${deleted.code})`,
				),
				now,
			)
		}
		return deleted
	})
}
