/**
 * Managing speakers from the back office (/admin/add-speaker, /admin/speakers,
 * /admin/update-speaker/{speakerId}). Files and rows stay consistent:
 * - add: the photo is stored first, then the row; if the row fails the photo is removed;
 * - update with a new photo: store the new one, update the row, then remove the old files; if the
 *   update fails the new files are removed and the old photo stays;
 * - delete: the row first; its files are removed only after the deletion has committed.
 * Each change and its activity row are written in one transaction.
 */
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { ImageRejectedError, removeStoredImage, storeImage } from '#app/lib/images/images.server.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { findCategory } from '#app/modules/speaker-categories/speaker-categories.queries.server.ts'
import type { EditSpeakerInput, NewSpeakerInput } from './speaker.schema.ts'
import {
	deleteSpeaker,
	insertSpeaker,
	type SpeakerValues,
	updateSpeaker,
} from './speakers-admin.queries.server.ts'

export type SpeakerRefusal =
	| { ok: false; reason: 'field'; field: 'photo' | 'categoryId'; message: string }
	| { ok: false; reason: 'not-found'; message: string }

const notFound = {
	ok: false,
	reason: 'not-found',
	message: 'There is no speaker with that id. They may have been deleted.',
} as const

/** Thrown inside the update transaction when the speaker is gone; the caller cleans up. */
class SpeakerGone extends Error {}

function values(input: NewSpeakerInput | EditSpeakerInput): SpeakerValues {
	return {
		title: input.title,
		fullName: input.fullName,
		designation: input.designation,
		designationFr: input.designationFr ?? null,
		company: input.company,
		country: input.country ?? null,
		role: input.role,
		categoryId: input.categoryId ?? null,
		bio: input.bio,
		bioFr: input.bioFr ?? null,
		sortOrder: input.sortOrder,
	}
}

/** Refuses a category that no longer exists (deleted while the form was open). */
async function checkCategory(db: Database, categoryId: number | undefined): Promise<SpeakerRefusal | null> {
	if (categoryId === undefined || (await findCategory(db, categoryId))) return null
	return {
		ok: false,
		reason: 'field',
		field: 'categoryId',
		message: 'That category no longer exists. Choose another.',
	}
}

/** Verifies and stores a photo; a refusal names the photo field. */
async function storePhoto(store: FileStore, photo: File): Promise<string | SpeakerRefusal> {
	try {
		return await storeImage(store, new Uint8Array(await photo.arrayBuffer()), 'speaker', 'speakers', 'photo')
	} catch (error) {
		if (error instanceof ImageRejectedError) {
			return { ok: false, reason: 'field', field: 'photo', message: error.message }
		}
		throw error
	}
}

/**
 * Adds a speaker with their photo and an "Add Speaker" activity row. A refused photo or a vanished
 * category stores nothing. Throws on a database or storage failure, after removing the photo.
 */
export async function addSpeaker(
	db: Database,
	store: FileStore,
	actor: Actor,
	input: NewSpeakerInput,
	now: Date,
): Promise<{ ok: true; id: number; name: string } | SpeakerRefusal> {
	const refusal = await checkCategory(db, input.categoryId)
	if (refusal) return refusal
	const imageKey = await storePhoto(store, input.photo)
	if (typeof imageKey !== 'string') return imageKey
	const name = `${input.title} ${input.fullName}`
	try {
		const id = await writeTransaction(db, async (trx) => {
			const id = await insertSpeaker(trx, { ...values(input), imageKey }, now)
			await recordActivity(trx, actorActivity(actor, 'Add Speaker', `Added speaker ${name}`), now)
			return id
		})
		return { ok: true, id, name }
	} catch (error) {
		await removeStoredImage(store, imageKey)
		throw error
	}
}

/**
 * Updates a speaker, with an "Update Speaker" activity row. A new photo replaces the old one: the
 * old files are removed only after the update has committed; if the update fails (or the speaker is
 * gone) the new files are removed instead. Throws on a database or storage failure.
 */
export async function editSpeaker(
	db: Database,
	store: FileStore,
	actor: Actor,
	id: number,
	input: EditSpeakerInput,
	now: Date,
): Promise<{ ok: true; name: string; photoReplaced: boolean } | SpeakerRefusal> {
	const refusal = await checkCategory(db, input.categoryId)
	if (refusal) return refusal
	let newKey: string | undefined
	if (input.photo) {
		const stored = await storePhoto(store, input.photo)
		if (typeof stored !== 'string') return stored
		newKey = stored
	}
	const name = `${input.title} ${input.fullName}`
	let previousKey: string | null
	try {
		previousKey = await writeTransaction(db, async (trx) => {
			const updated = await updateSpeaker(trx, id, { ...values(input), imageKey: newKey }, now)
			if (!updated) throw new SpeakerGone()
			await recordActivity(
				trx,
				actorActivity(actor, 'Update Speaker', `Updated speaker ${name}${newKey ? ' with a new photo' : ''}`),
				now,
			)
			return updated.previousImageKey
		})
	} catch (error) {
		await removeStoredImage(store, newKey)
		if (error instanceof SpeakerGone) return notFound
		throw error
	}
	if (newKey && previousKey && previousKey !== newKey) await removeStoredImage(store, previousKey)
	return { ok: true, name, photoReplaced: !!newKey }
}

/**
 * Deletes a speaker with a "Delete Speaker" activity row, then (after the commit) their photo files.
 * Returns their name, or undefined when they no longer existed.
 */
export async function removeSpeaker(
	db: Database,
	store: FileStore,
	actor: Actor,
	id: number,
	now: Date,
): Promise<{ name: string } | undefined> {
	const deleted = await writeTransaction(db, async (trx) => {
		const row = await deleteSpeaker(trx, id)
		if (!row) return undefined
		const name = `${row.title} ${row.fullName}`
		await recordActivity(trx, actorActivity(actor, 'Delete Speaker', `Deleted speaker ${name}`), now)
		return { name, imageKey: row.imageKey }
	})
	if (!deleted) return undefined
	await removeStoredImage(store, deleted.imageKey)
	return { name: deleted.name }
}
