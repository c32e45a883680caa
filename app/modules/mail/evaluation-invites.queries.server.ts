/**
 * Queueing the invitations to evaluate (docs/event-days.md, "Evaluation"): one `evaluation-invite`
 * mail per checked-in registration that has not answered, ever (the outbox's partial unique index on
 * `attendee_id` for this kind, migration 0027, backs the rule).
 */
import crypto from 'node:crypto'
import { sql } from 'kysely'
import { lockKeys } from '#app/db/dialect.ts'
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'

/** Advisory-lock namespace of the evaluation invitations (`lockKeys`): one key per edition. */
const INVITE_LOCKS = 71

/**
 * Queues, in one transaction, the `evaluation-invite` mail, due `now`, to every registration of
 * edition `editionId` that is checked in, has not answered the evaluation and never had one: one
 * INSERT … SELECT under the edition's invitation lock (PostgreSQL; SQLite runs one writer at a
 * time), so several server processes running it at once queue each invitation once. The subject is
 * `subject` in the registrant's language (ADR 0059); Message-IDs are made on `messageIdHost`.
 * Returns how many were queued.
 */
export async function queueEvaluationInvites(
	db: Database,
	editionId: number,
	subject: Record<'en' | 'fr', string>,
	messageIdHost: string,
	now: Date,
): Promise<number> {
	const stamp = now.toISOString()
	const batch = crypto.randomUUID()
	return writeTransaction(db, async (trx) => {
		await lockKeys(trx, INVITE_LOCKS, [`evaluation invites ${editionId}`])
		const result = await trx
			.insertInto('mail_outbox')
			.columns([
				'kind',
				'attendee_id',
				'to_address',
				'subject',
				'message_id',
				'next_attempt_at',
				'created_at',
			])
			.expression(
				trx
					.selectFrom('attendees as a')
					.select([
						sql<string>`${'evaluation-invite'}`.as('kind'),
						'a.id',
						'a.email',
						sql<string>`case when a.locale = 'fr' then ${subject.fr} else ${subject.en} end`.as('subject'),
						sql<string>`${`<${batch}-e`} || cast(a.id as text) || ${`@${messageIdHost}>`}`.as('message_id'),
						sql<string>`${stamp}`.as('next_attempt_at'),
						sql<string>`${stamp}`.as('created_at'),
					])
					.where('a.edition_id', '=', editionId)
					.where('a.checked_in_at', 'is not', null)
					.where(({ not, exists, selectFrom }) =>
						not(
							exists(
								selectFrom('evaluation_answers as e')
									.select('e.attendee_id')
									.whereRef('e.attendee_id', '=', 'a.id'),
							),
						),
					)
					.where(({ not, exists, selectFrom }) =>
						not(
							exists(
								selectFrom('mail_outbox as o')
									.select('o.id')
									.where('o.kind', '=', 'evaluation-invite')
									.whereRef('o.attendee_id', '=', 'a.id'),
							),
						),
					),
			)
			.executeTakeFirst()
		return Number(result.numInsertedOrUpdatedRows ?? 0)
	})
}
