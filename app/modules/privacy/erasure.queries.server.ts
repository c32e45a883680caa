/**
 * Reads and writes of erasing a past edition's personal data (docs/privacy.md): what each edition
 * still holds, deleting it, and the record of erasures done (`edition_erasures`). No rules: which
 * edition may be erased, and the transaction, are in `erasure.server.ts`. Times are ISO-8601 UTC
 * strings.
 */
import type { Handle } from '#app/db/handle.ts'

/** An erasure done: the edition's year, the counts erased, who and when (ISO). */
export interface ErasureRecord {
	year: number
	attendees: number
	enquiries: number
	erasedBy: string
	at: string
}

/**
 * The number of rows of `table` per edition id (null: enquiries sent while no edition was current);
 * an edition without rows is absent.
 */
export async function countPerEdition(
	db: Handle,
	table: 'attendees' | 'partnership_enquiries',
): Promise<Map<number | null, number>> {
	const rows = await db
		.selectFrom(table)
		.select((eb) => ['edition_id', eb.fn.countAll<number>().as('n')])
		.groupBy('edition_id')
		.execute()
	return new Map(rows.map((row) => [row.edition_id, Number(row.n)]))
}

/** Every erasure done, newest first. */
export async function listEditionErasures(db: Handle): Promise<ErasureRecord[]> {
	return db
		.selectFrom('edition_erasures')
		.select(['year', 'attendees', 'enquiries', 'erased_by as erasedBy', 'created_at as at'])
		.orderBy('id', 'desc')
		.execute()
}

/**
 * Deletes the personal data of edition `editionId`: its registrations (their queued mail and their
 * evaluation marks go with them, by foreign key), its groups (the contacts' details and summary
 * mail) and its partnership enquiries; and empties the comments of its evaluation responses,
 * overall and per session (free text a delegate may have signed or used to name someone), keeping
 * the anonymous ratings and days (docs/privacy.md). Returns how many registrations and enquiries
 * were deleted. Call it in a transaction.
 */
export async function deletePersonalData(
	db: Handle,
	editionId: number,
): Promise<{ attendees: number; enquiries: number }> {
	const attendees = await db.deleteFrom('attendees').where('edition_id', '=', editionId).executeTakeFirst()
	// Group contacts go with their colleagues (their summary mail with them).
	await db.deleteFrom('registration_groups').where('edition_id', '=', editionId).execute()
	const enquiries = await db
		.deleteFrom('partnership_enquiries')
		.where('edition_id', '=', editionId)
		.executeTakeFirst()
	await db
		.updateTable('evaluation_session_ratings')
		.set({ comment: '' })
		.where(
			'response_id',
			'in',
			db.selectFrom('evaluation_responses').select('id').where('edition_id', '=', editionId),
		)
		.where('comment', '<>', '')
		.execute()
	await db
		.updateTable('evaluation_responses')
		.set({ comments: '' })
		.where('edition_id', '=', editionId)
		.where('comments', '<>', '')
		.execute()
	return {
		attendees: Number(attendees.numDeletedRows),
		enquiries: Number(enquiries.numDeletedRows),
	}
}

/** Records an erasure of edition `erasure.editionId` by `erasure.erasedBy` (a name) at `now`. */
export async function insertErasure(
	db: Handle,
	erasure: { editionId: number; year: number; attendees: number; enquiries: number; erasedBy: string },
	now: Date,
): Promise<void> {
	await db
		.insertInto('edition_erasures')
		.values({
			edition_id: erasure.editionId,
			year: erasure.year,
			attendees: erasure.attendees,
			enquiries: erasure.enquiries,
			erased_by: erasure.erasedBy,
			created_at: now.toISOString(),
		})
		.execute()
}
