/**
 * Managing sponsors and partners from the back office (/admin/addpartner, /admin/sponsordata). Files
 * and rows stay consistent: the logo is stored first and removed again if the database write fails; on
 * delete the files are removed only after the row's deletion has committed. Each change and its
 * activity row are written in one transaction.
 */
import type { Database } from '#app/db/handle.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { ImageRejectedError, removeStoredImage, storeImage } from '#app/lib/images/images.server.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import type { SponsorInput } from './sponsor.schema.ts'
import {
	deleteSponsor,
	findSponsorTier,
	insertSponsor,
	moveSponsorTier,
} from './sponsors-admin.queries.server.ts'

export type AddSponsorResult =
	| { ok: true; id: number; tier: string; name: string | null }
	| { ok: false; field: 'tierId' | 'logo'; message: string }

/** How a sponsor is named in messages: its name, or its tier. */
function label(name: string | null | undefined, tier: string): string {
	return name ? `${name} (${tier})` : `a ${tier} logo`
}

/**
 * Adds a sponsor: checks the tier, verifies and stores the logo (WebP variants, metadata stripped),
 * then writes the row and its "Add Sponsor" activity. A refused logo or unknown tier stores nothing.
 * Throws on a database or storage failure, after removing the stored logo.
 */
export async function addSponsor(
	db: Database,
	store: FileStore,
	actor: Actor,
	input: SponsorInput,
	now: Date,
): Promise<AddSponsorResult> {
	const tier = await findSponsorTier(db, input.tierId)
	if (!tier) return { ok: false, field: 'tierId', message: 'Choose a package' }
	let logoKey: string
	try {
		logoKey = await storeImage(
			store,
			new Uint8Array(await input.logo.arrayBuffer()),
			'logo',
			'sponsors',
			'logo',
		)
	} catch (error) {
		if (error instanceof ImageRejectedError) return { ok: false, field: 'logo', message: error.message }
		throw error
	}
	const name = input.name || null
	try {
		const id = await db.transaction().execute(async (trx) => {
			const id = await insertSponsor(
				trx,
				{ tierId: tier.id, name, logoKey, website: input.website || null },
				now,
			)
			await recordActivity(trx, actorActivity(actor, 'Add Sponsor', `Added ${label(name, tier.title)}`), now)
			return id
		})
		return { ok: true, id, tier: tier.title, name }
	} catch (error) {
		await removeStoredImage(store, logoKey)
		throw error
	}
}

/**
 * Deletes a sponsor and writes its "Delete Sponsor" activity; after the commit, removes the logo's
 * files. Returns how it was named, or undefined when it no longer existed.
 */
export async function removeSponsor(
	db: Database,
	store: FileStore,
	actor: Actor,
	id: number,
	now: Date,
): Promise<{ label: string } | undefined> {
	const deleted = await db.transaction().execute(async (trx) => {
		const row = await deleteSponsor(trx, id)
		if (!row) return undefined
		const tier = await findSponsorTier(trx, row.tierId)
		const text = label(row.name, tier?.title ?? 'sponsor')
		await recordActivity(trx, actorActivity(actor, 'Delete Sponsor', `Deleted ${text}`), now)
		return { label: text, logoKey: row.logoKey }
	})
	if (!deleted) return undefined
	await removeStoredImage(store, deleted.logoKey)
	return { label: deleted.label }
}

/** Moves a tier up or down on /sponsors, with a "Reorder Sponsor Tiers" activity row. */
export async function reorderSponsorTier(
	db: Database,
	actor: Actor,
	id: number,
	direction: 'up' | 'down',
	now: Date,
): Promise<string[] | null> {
	return db.transaction().execute(async (trx) => {
		const order = await moveSponsorTier(trx, id, direction)
		if (order) {
			await recordActivity(
				trx,
				actorActivity(actor, 'Reorder Sponsor Tiers', `Sponsor tier order: ${order.join(', ')}`),
				now,
			)
		}
		return order
	})
}
