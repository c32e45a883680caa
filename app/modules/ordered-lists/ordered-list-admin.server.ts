/**
 * Managing a list of titles kept in an order staff choose (`app/db/display-order.ts`): sponsor tiers
 * and media categories. Adding (last in the order), renaming (the row keeps its place and its
 * members), deleting only while no member row is under it, and moving a place up or down; each
 * change and its activity row in one transaction. A title another row has, in any case, is refused.
 */
import {
	deleteTitled,
	findTitled,
	insertTitledLast,
	listInDisplayOrder,
	moveInDisplayOrder,
	type TitledOrderTable,
	titleTakenByAnother,
	updateTitle,
} from '#app/db/display-order.ts'
import type { Database, Handle } from '#app/db/handle.ts'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'

/** What sets one ordered list apart. */
export interface OrderedListSpec {
	table: TitledOrderTable
	/** The row's name in activity descriptions, e.g. "sponsor tier". */
	noun: string
	/**
	 * Its name in the activity types of its four changes, one and many: `{ one: 'Sponsor Tier', many:
	 * 'Sponsor Tiers' }` gives "Add Sponsor Tier", "Update Sponsor Tier", "Delete Sponsor Tier" and
	 * "Reorder Sponsor Tiers".
	 */
	activityName: { one: string; many: string }
	/** The number of member rows under the row `id` (sponsors of a tier, posts of a category). */
	countMembers: (db: Handle, id: number) => Promise<number>
}

/** The answer of a save: saved (the row's id), its title taken by another row, or the row gone. */
export type OrderedTitleSaveResult =
	{ ok: true; id: number } | { ok: false; reason: 'title-taken' | 'not-found' }

/** The answer of a delete: the deleted title, the number of members that prevent it, or undefined (gone). */
export type OrderedTitleRemoveResult = { title: string } | { members: number } | undefined

/** The admin operations of the ordered list `spec`. Each takes the database, the actor and the time. */
export function orderedListAdmin(spec: OrderedListSpec) {
	return {
		/**
		 * Saves a title: with `id` null adds a row last in the order, else renames row `id`. Answers
		 * `title-taken` (nothing written) for a title another row has, in any case, also when a
		 * unique index catches two saves racing; `not-found` when row `id` is gone. `titleFr` is the
		 * French title (ADR 0059; null for none; left out on a rename, the stored one is kept).
		 * Throws on a database failure.
		 */
		async save(
			db: Database,
			actor: Actor,
			id: number | null,
			title: string,
			now: Date,
			titleFr?: string | null,
		): Promise<OrderedTitleSaveResult> {
			try {
				return await writeTransaction(db, async (trx) => {
					if (await titleTakenByAnother(trx, spec.table, id, title))
						return { ok: false, reason: 'title-taken' }
					if (id === null) {
						const added = await insertTitledLast(trx, spec.table, title, titleFr ?? null)
						await recordActivity(
							trx,
							actorActivity(actor, `Add ${spec.activityName.one}`, `Added ${spec.noun} ${title}`),
							now,
						)
						return { ok: true, id: added }
					}
					const before = await findTitled(trx, spec.table, id)
					if (!before || !(await updateTitle(trx, spec.table, id, title, titleFr)))
						return { ok: false, reason: 'not-found' }
					const detail =
						before.title === title
							? `Saved ${spec.noun} ${title}`
							: `Renamed ${spec.noun} ${before.title} to ${title}`
					await recordActivity(trx, actorActivity(actor, `Update ${spec.activityName.one}`, detail), now)
					return { ok: true, id }
				})
			} catch (error) {
				if (isUniqueViolation(error)) return { ok: false, reason: 'title-taken' }
				throw error
			}
		},

		/**
		 * Deletes row `id` when no member is under it. Returns its title; `{ members: n }` (nothing
		 * written) while n members are under it; undefined when it is gone.
		 */
		async remove(db: Database, actor: Actor, id: number, now: Date): Promise<OrderedTitleRemoveResult> {
			return writeTransaction(db, async (trx) => {
				const row = await findTitled(trx, spec.table, id)
				if (!row) return undefined
				const members = await spec.countMembers(trx, id)
				if (members > 0) return { members }
				if (!(await deleteTitled(trx, spec.table, id))) return undefined
				await recordActivity(
					trx,
					actorActivity(actor, `Delete ${spec.activityName.one}`, `Deleted ${spec.noun} ${row.title}`),
					now,
				)
				return { title: row.title }
			})
		},

		/** Moves row `id` one place up or down. Returns the titles in their new order, or null (gone). */
		async move(
			db: Database,
			actor: Actor,
			id: number,
			direction: 'up' | 'down',
			now: Date,
		): Promise<string[] | null> {
			return writeTransaction(db, async (trx) => {
				const order = await moveInDisplayOrder(trx, spec.table, id, direction)
				if (order) {
					const detail = `${spec.noun[0]!.toUpperCase()}${spec.noun.slice(1)} order: ${order.join(', ')}`
					await recordActivity(trx, actorActivity(actor, `Reorder ${spec.activityName.many}`, detail), now)
				}
				return order
			})
		},
	}
}

/** A list row with its place in the order: `position` (0-based) and whether it is the `last`. */
export type Placed<Row> = Row & { position: number; last: boolean }

/**
 * `rows` of `table` (a page of a back-office list, in any sort) with each one's place in the order
 * staff chose, for its up and down buttons. Reads the whole order: these lists hold tens of rows.
 */
export async function withPlaces<Row extends { id: number }>(
	db: Handle,
	table: TitledOrderTable,
	rows: Row[],
): Promise<Placed<Row>[]> {
	const order = (await listInDisplayOrder(db, table)).map((row) => row.id)
	return rows.map((row) => {
		const position = order.indexOf(row.id)
		return { ...row, position, last: position === order.length - 1 }
	})
}
