/**
 * Erasing a past edition's personal data (docs/privacy.md): an Administrator removes, in one
 * transaction, every registration (group contacts included) and partnership enquiry of an edition
 * that is over (their queued mail goes with them), keeps the counts in `edition_erasures`, and writes an "Erase Personal Data"
 * activity row; then removes their mails' `.eml` files from the mail-file store every instance
 * shares (ADR 0065). It cannot be undone: the form asks for the edition's year to be typed first.
 */
import type { Database, Handle } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { editionIsOver } from '#app/modules/editions/edition.ts'
import { getEdition, listEditions } from '#app/modules/editions/editions.queries.server.ts'
import { removeMailFiles } from '#app/modules/outbox/mail-files.server.ts'
import { mailFilesOfEdition } from '#app/modules/outbox/outbox.queries.server.ts'
import {
	countPerEdition,
	deletePersonalData,
	type ErasureRecord,
	insertErasure,
	listEditionErasures,
} from './erasure.queries.server.ts'
import type { EraseEditionInput } from './erasure.schema.ts'

/** An edition on the erasure screen: what personal data it still holds, and whether it is over. */
export interface ErasureEdition {
	id: number
	year: number
	startsAt: string | null
	attendees: number
	enquiries: number
	over: boolean
}

/** Every edition, newest first, with its counts, and the erasures done, newest first. */
export async function listErasures(
	db: Handle,
	now: Date,
): Promise<{ editions: ErasureEdition[]; erasures: ErasureRecord[] }> {
	const [editions, attendees, enquiries, erasures] = await Promise.all([
		listEditions(db),
		countPerEdition(db, 'attendees'),
		countPerEdition(db, 'partnership_enquiries'),
		listEditionErasures(db),
	])
	return {
		editions: editions.map((edition) => ({
			id: edition.id,
			year: edition.year,
			startsAt: edition.starts_at,
			attendees: attendees.get(edition.id) ?? 0,
			enquiries: enquiries.get(edition.id) ?? 0,
			over: editionIsOver(edition, now),
		})),
		erasures,
	}
}

export type ErasureResult =
	| { ok: true; year: number; attendees: number; enquiries: number }
	| { ok: false; field: 'editionId' | 'confirmYear'; message: string }

/**
 * Erases the personal data of edition `input.editionId` by `actor` (see the module's comment), and
 * once that is committed removes its mails' files from `mailFiles` (the app's `mailFileStore`; a
 * file the store cannot remove is logged). Refuses, changing nothing, an unknown edition, one not
 * over yet, one with nothing left to erase, or a typed year that is not the edition's. Throws on a
 * database failure (nothing written).
 */
export async function erasePastEdition(
	db: Database,
	actor: Actor,
	input: EraseEditionInput,
	now: Date,
	mailFiles: FileStore,
): Promise<ErasureResult> {
	let files: string[] = []
	const result = await writeTransaction(db, async (trx): Promise<ErasureResult> => {
		const edition = await getEdition(trx, input.editionId)
		if (!edition) return { ok: false, field: 'editionId', message: 'Choose an edition' }
		if (!editionIsOver(edition, now))
			return {
				ok: false,
				field: 'editionId',
				message: `The ${edition.year} edition is not over yet: its personal data is still needed.`,
			}
		if (input.confirmYear !== String(edition.year))
			return {
				ok: false,
				field: 'confirmYear',
				message: `Type ${edition.year}, the edition’s year, to confirm`,
			}
		files = await mailFilesOfEdition(trx, edition.id)
		const counts = await deletePersonalData(trx, edition.id)
		if (counts.attendees + counts.enquiries === 0)
			return {
				ok: false,
				field: 'editionId',
				message: `The ${edition.year} edition holds no registrations or enquiries: nothing to erase.`,
			}
		await insertErasure(
			trx,
			{ editionId: edition.id, year: edition.year, ...counts, erasedBy: actor.fullName },
			now,
		)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Erase Personal Data',
				`Erased the personal data of the ${edition.year} edition: ${counts.attendees} registrations, ${counts.enquiries} partnership enquiries`,
			),
			now,
		)
		return { ok: true, year: edition.year, ...counts }
	})
	if (result.ok) await removeMailFiles(mailFiles, files)
	return result
}
