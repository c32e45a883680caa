/**
 * Managing sponsors and partners from the back office (/admin/addpartner,
 * /admin/update-sponsor/{sponsorId}, /admin/sponsordata). Files
 * and rows stay consistent: the logo is stored first and removed again if the database write fails; on
 * delete the files are removed only after the row's deletion has committed. Each change and its
 * activity row are written in one transaction.
 */
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { ImageRejectedError, removeStoredImage, storeImage } from '#app/lib/images/images.server.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import type { EditSponsorInput, SponsorInput } from './sponsor.schema.ts'
import { orderedListAdmin } from '#app/modules/ordered-lists/ordered-list-admin.server.ts'
import {
	countSponsorsInTier,
	deleteSponsor,
	findSponsorTier,
	insertSponsor,
	updateSponsor,
} from './sponsors-admin.queries.server.ts'

export type AddSponsorResult = { ok: true; id: number; tier: string; name: string | null } | SponsorRefusal

/** How a sponsor is named in messages: its name, or its tier. */
function label(name: string | null | undefined, tier: string): string {
	return name ? `${name} (${tier})` : `a ${tier} logo`
}

/** A refusal of the form: the field it names and the message shown under it. */
type SponsorRefusal = { ok: false; field: 'tierId' | 'logo'; message: string }

/** Verifies and stores a logo (WebP variants, metadata stripped); a refusal names the logo field. */
async function storeLogo(store: FileStore, logo: File): Promise<string | SponsorRefusal> {
	try {
		return await storeImage(store, new Uint8Array(await logo.arrayBuffer()), 'logo', 'sponsors', 'logo')
	} catch (error) {
		if (error instanceof ImageRejectedError) return { ok: false, field: 'logo', message: error.message }
		throw error
	}
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
	if (!tier) return { ok: false, field: 'tierId', message: 'Choose a sponsor tier' }
	const logoKey = await storeLogo(store, input.logo)
	if (typeof logoKey !== 'string') return logoKey
	const name = input.name || null
	try {
		const id = await writeTransaction(db, async (trx) => {
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

/** Thrown inside the update's transaction when the sponsor is gone, to roll it back. */
class SponsorGone extends Error {}

/**
 * Updates a sponsor (tier, name, website) with an "Update Sponsor" activity row; moved to another
 * tier, it goes last there. A new logo replaces the old one: the old files are removed only after
 * the update has committed; if the update fails (or the sponsor is gone) the new files are removed
 * instead. A refused logo or unknown tier writes nothing. Throws on a database or storage failure.
 */
export async function editSponsor(
	db: Database,
	store: FileStore,
	actor: Actor,
	id: number,
	input: EditSponsorInput,
	now: Date,
): Promise<{ ok: true; label: string; logoReplaced: boolean } | SponsorRefusal | { ok: false; field: null }> {
	const tier = await findSponsorTier(db, input.tierId)
	if (!tier) return { ok: false, field: 'tierId', message: 'Choose a sponsor tier' }
	let newKey: string | undefined
	if (input.logo) {
		const stored = await storeLogo(store, input.logo)
		if (typeof stored !== 'string') return stored
		newKey = stored
	}
	const name = input.name || null
	const text = label(name, tier.title)
	let previousKey: string
	try {
		previousKey = await writeTransaction(db, async (trx) => {
			const updated = await updateSponsor(trx, id, {
				tierId: tier.id,
				name,
				website: input.website || null,
				logoKey: newKey,
			})
			if (!updated) throw new SponsorGone()
			const detail = `Updated ${text}${newKey ? ' with a new logo' : ''}`
			await recordActivity(trx, actorActivity(actor, 'Update Sponsor', detail), now)
			return updated.previousLogoKey
		})
	} catch (error) {
		await removeStoredImage(store, newKey)
		if (error instanceof SponsorGone) return { ok: false, field: null }
		throw error
	}
	if (newKey && previousKey !== newKey) await removeStoredImage(store, previousKey)
	return { ok: true, label: text, logoReplaced: !!newKey }
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
	const deleted = await writeTransaction(db, async (trx) => {
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

/** Sponsor tiers as an ordered list: the headings of /sponsors, each holding sponsors. */
const sponsorTiers = orderedListAdmin({
	table: 'sponsor_tiers',
	noun: 'sponsor tier',
	activityName: { one: 'Sponsor Tier', many: 'Sponsor Tiers' },
	countMembers: countSponsorsInTier,
})

/**
 * Saves a sponsor tier's title (`title`) in one transaction with its activity row: with no `id`,
 * adds a tier last in the public order ("Add Sponsor Tier"); with one, renames that tier, whose
 * sponsors stay under it ("Update Sponsor Tier"; `not-found` when it is gone). A title another tier
 * has, in any case, answers `title-taken` and writes nothing. Throws on a database failure.
 */
export const saveSponsorTier = sponsorTiers.save

/**
 * Deletes a sponsor tier that has no sponsors, with a "Delete Sponsor Tier" activity row. Returns its
 * title; `{ members: n }` (nothing written) while n sponsors are under it; undefined when it is gone.
 */
export const removeSponsorTier = sponsorTiers.remove

/**
 * Moves a tier up or down on /sponsors, with a "Reorder Sponsor Tiers" activity row. Returns the
 * titles in their new order, or null when the tier is gone.
 */
export const reorderSponsorTier = sponsorTiers.move
