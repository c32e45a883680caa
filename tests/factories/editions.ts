/**
 * Test factory for summit editions, with named traits: `editionFactory(db, 'upcoming', now)`. Given
 * a cleanup registry (the e2e `cleanup` fixture's), the edition is deleted when the test ends (with its sessions and registrations).
 */
import type { Database } from '#app/db/connect.server.ts'
import { insertEdition } from '#app/modules/editions/editions.queries.server.ts'
import type { CleanupRegistry } from './cleanups.ts'

const DAY_MS = 86_400_000

export type EditionTrait = 'upcoming' | 'past' | 'undated'

/**
 * Inserts an edition relative to `now`: 'upcoming' starts in 60 days (early bird until 30 days
 * before), 'past' started 300 days ago, 'undated' has no date yet. Returns its id. With `cleanups`,
 * registers its deletion.
 */
export async function editionFactory(
	db: Database,
	trait: EditionTrait,
	now: Date,
	overrides: Partial<Parameters<typeof insertEdition>[1]> = {},
	cleanups?: CleanupRegistry,
): Promise<number> {
	const startsAt =
		trait === 'undated' ? null : new Date(now.getTime() + (trait === 'upcoming' ? 60 : -300) * DAY_MS)
	const year = (startsAt ?? now).getUTCFullYear()
	const id = await insertEdition(
		db,
		{
			year,
			theme: `Assurance for a new era (${trait})`,
			venue: 'Accra International Conference Centre',
			starts_at: startsAt ? new Date(startsAt.setUTCHours(8, 30, 0, 0)).toISOString() : null,
			regular_fee_pesewas: 250_000,
			early_bird_fee_pesewas: 200_000,
			early_bird_expires_on: startsAt
				? new Date(startsAt.getTime() - 30 * DAY_MS).toISOString().slice(0, 10)
				: null,
			...overrides,
		},
		now,
	)
	cleanups?.add(() => deleteEdition(db, id))
	return id
}

/**
 * Removes an edition with its money (ledger, receipts, invoices, Paystack transactions), its
 * registrations and groups (which would block the deletion) and, through the
 * foreign keys, its agenda sessions; partnership enquiries keep existing without an edition.
 */
export async function deleteEdition(db: Database, id: number): Promise<void> {
	await db
		.deleteFrom('mail_outbox')
		.where('receipt_id', 'in', db.selectFrom('receipts').select('id').where('edition_id', '=', id))
		.execute()
	await db.deleteFrom('online_payments').where('edition_id', '=', id).execute()
	await db.deleteFrom('payments').where('edition_id', '=', id).execute()
	await db.deleteFrom('receipts').where('edition_id', '=', id).execute()
	await db.deleteFrom('invoices').where('edition_id', '=', id).execute()
	await db.deleteFrom('attendees').where('edition_id', '=', id).execute()
	await db.deleteFrom('registration_groups').where('edition_id', '=', id).execute()
	await db.deleteFrom('event_editions').where('id', '=', id).execute()
}
