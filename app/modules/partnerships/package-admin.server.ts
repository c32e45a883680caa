/**
 * Managing the partnership packages from the back office (/admin/packages, /admin/add-package,
 * /admin/update-package/{packageId}; ADR 0030). Each change and its activity row are written in one
 * transaction. A package can always be deleted or withdrawn: an enquiry keeps the package name it
 * chose, so no enquiry changes.
 */
import type { Database } from '#app/db/handle.ts'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import {
	orderedListAdmin,
	type OrderedTitleSaveResult,
} from '#app/modules/ordered-lists/ordered-list-admin.server.ts'
import type { PackageInput } from './package.schema.ts'
import { findPackage, insertPackage, packageTitleTaken, updatePackage } from './packages.queries.server.ts'

const packages = orderedListAdmin({
	table: 'partnership_packages',
	noun: 'partnership package',
	activityName: { one: 'Package', many: 'Packages' },
	// Enquiries hold the name they chose, not a reference: nothing stops a delete.
	countMembers: async () => 0,
})

/** How a package's state reads in its activity row. */
const offered = (active: boolean) => (active ? 'offered' : 'not offered')

/**
 * Saves a package from its form: with no `id` adds one last in the enquiry form's list ("Add
 * Package"), else updates that one, which keeps its place ("Update Package"; `not-found` when it is
 * gone). A name another package has, in any case, answers `title-taken` and writes nothing (the
 * unique index catches two saves racing). Throws on a database failure.
 */
export async function savePackage(
	db: Database,
	actor: Actor,
	id: number | null,
	input: PackageInput,
	now: Date,
): Promise<OrderedTitleSaveResult> {
	const values = {
		title: input.title,
		titleFr: input.titleFr ?? null,
		description: input.description ?? '',
		descriptionFr: input.descriptionFr ?? null,
		active: input.active ?? false,
	}
	try {
		return await writeTransaction(db, async (trx) => {
			if (await packageTitleTaken(trx, id, values.title)) return { ok: false, reason: 'title-taken' }
			if (id === null) {
				const added = await insertPackage(trx, values)
				const detail = `Added partnership package ${values.title} (${offered(values.active)})`
				await recordActivity(trx, actorActivity(actor, 'Add Package', detail), now)
				return { ok: true, id: added }
			}
			const before = await findPackage(trx, id)
			if (!before || !(await updatePackage(trx, id, values))) return { ok: false, reason: 'not-found' }
			const name = before.title === values.title ? values.title : `${before.title}, now ${values.title}`
			const detail = `Saved partnership package ${name} (${offered(values.active)})`
			await recordActivity(trx, actorActivity(actor, 'Update Package', detail), now)
			return { ok: true, id }
		})
	} catch (error) {
		if (isUniqueViolation(error)) return { ok: false, reason: 'title-taken' }
		throw error
	}
}

/** Deletes a package ("Delete Package"). Returns its name, or undefined when it is gone. */
export const removePackage = packages.remove

/**
 * Moves a package a place up or down in the enquiry form's list ("Reorder Packages"). Returns the
 * names in their new order, or null when it is gone.
 */
export const reorderPackage = packages.move
