/**
 * What the mails about money read and queue (docs/payments.md, "Mails and the dashboard"): a receipt
 * as its "payment received" mail tells it, the ledger as it stood when the receipt was issued, a
 * group as its contact's mails name it, and the payment reminders queued once per registration or
 * group. Every function takes the database or a transaction first; amounts are pesewas.
 */
import crypto from 'node:crypto'
import { sql } from 'kysely'
import { lockKeys } from '#app/db/dialect.ts'
import type { Database, Handle } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type LedgerTotals, NO_MOVEMENTS } from '#app/modules/payments/money.ts'
import { paymentStateSql } from '#app/modules/payments/payments.queries.server.ts'

/**
 * The movements receipt `receiptId` recorded (its corrections aside): `lastId`, the id of the last
 * one (0 when none), and `standing`, how many of them no correction has undone.
 */
export async function receiptMovements(
	db: Handle,
	receiptId: number,
): Promise<{ lastId: number; standing: number }> {
	const row = await db
		.selectFrom('payments as p')
		.leftJoin('payments as c', 'c.corrects_id', 'p.id')
		.select((eb) => [
			eb.fn.max('p.id').as('lastId'),
			eb.fn.sum<number | string>(sql<number>`case when c.id is null then 1 else 0 end`).as('standing'),
		])
		.where('p.receipt_id', '=', receiptId)
		.where('p.corrects_id', 'is', null)
		.executeTakeFirst()
	return { lastId: Number(row?.lastId ?? 0), standing: Number(row?.standing ?? 0) }
}

/**
 * The movements' sums of each of `attendeeIds` up to and including movement `lastId` (every id
 * present; none moved gives zeros): the ledger as it stood just after that movement.
 */
export async function ledgerTotalsThrough(
	db: Handle,
	attendeeIds: readonly number[],
	lastId: number,
): Promise<Map<number, LedgerTotals>> {
	const totals = new Map<number, LedgerTotals>(attendeeIds.map((id) => [id, NO_MOVEMENTS]))
	if (!attendeeIds.length) return totals
	const sumOf = (kind: string) => sql<number>`case when kind = ${kind} then amount_pesewas else 0 end`
	const rows = await db
		.selectFrom('payments')
		.select((eb) => [
			'attendee_id as attendeeId',
			eb.fn.sum<number | string>(sumOf('payment')).as('paid'),
			eb.fn.sum<number | string>(sumOf('refund')).as('refunded'),
			eb.fn.sum<number | string>(sumOf('waiver')).as('waived'),
		])
		.where('attendee_id', 'in', [...attendeeIds])
		.where('id', '<=', lastId)
		.groupBy('attendee_id')
		.execute()
	for (const row of rows) {
		if (row.attendeeId === null) continue
		totals.set(row.attendeeId, {
			paidPesewas: Number(row.paid),
			refundedPesewas: Number(row.refunded),
			waivedPesewas: Number(row.waived),
		})
	}
	return totals
}

/** A group as its contact's mails name it. */
export interface GroupForMail {
	id: number
	editionId: number
	companyName: string
	contactName: string
	contactEmail: string
	/** Random; the contact's link to the group's page is signed from it (null: no link). */
	manageRef: string | null
	/** Colleagues still registered. */
	size: number
}

/** Group `id`, or undefined. */
export async function findGroupForMail(db: Handle, id: number): Promise<GroupForMail | undefined> {
	const row = await db
		.selectFrom('registration_groups as g')
		.select((eb) => [
			'g.id',
			'g.edition_id as editionId',
			'g.company_name as companyName',
			'g.contact_name as contactName',
			'g.contact_email as contactEmail',
			'g.manage_ref as manageRef',
			eb
				.selectFrom('attendees as a')
				.select((inner) => inner.fn.countAll<number | string>().as('n'))
				.whereRef('a.group_id', '=', 'g.id')
				.as('size'),
		])
		.where('g.id', '=', id)
		.executeTakeFirst()
	return row && { ...row, size: Number(row.size ?? 0) }
}

/** Advisory-lock namespace of the payment reminders (`lockKeys`): one key per edition. */
const REMINDER_LOCKS = 51

/** The states whose registration still owes money and may be reminded. */
const OWING = sql`in ('unpaid', 'part-paid')`

/**
 * Queues, in one transaction, the `payment-reminder` mail, due `now`, to every registration of
 * edition `editionId` made before `before` (ISO) that still owes (state unpaid or part-paid) and has never had one: to the
 * registrant for a registration alone, and once per group to its contact when any of its colleagues
 * owes. Each is one INSERT … SELECT whose condition excludes what already has a reminder, under the
 * edition's reminder lock (PostgreSQL; SQLite runs one writer at a time), so several server
 * processes running it at once queue each reminder once. Message-IDs are made on `messageIdHost`;
 * each subject is `subject` in its registrant's language (ADR 0059).
 * Returns how many were queued.
 */
export async function queuePaymentReminders(
	db: Database,
	editionId: number,
	before: string,
	subject: Record<'en' | 'fr', string>,
	messageIdHost: string,
	now: Date,
): Promise<number> {
	return writeTransaction(db, async (trx) => {
		await lockKeys(trx, REMINDER_LOCKS, [`payment reminders ${editionId}`])
		return insertReminders(trx, editionId, before, subject, messageIdHost, now)
	})
}

/** `queuePaymentReminders`' two statements, inside its transaction and lock. */
async function insertReminders(
	trx: Handle,
	editionId: number,
	before: string,
	subject: Record<'en' | 'fr', string>,
	messageIdHost: string,
	now: Date,
): Promise<number> {
	const stamp = now.toISOString()
	const batch = crypto.randomUUID()
	const reminded = (column: 'attendee_id' | 'group_id') =>
		trx
			.selectFrom('mail_outbox')
			.select(column)
			.where('kind', '=', 'payment-reminder')
			.where(column, 'is not', null)
	const common = {
		kind: sql<string>`${'payment-reminder'}`.as('kind'),
		nextAttemptAt: sql<string>`${stamp}`.as('next_attempt_at'),
		createdAt: sql<string>`${stamp}`.as('created_at'),
	}
	const alone = await trx
		.insertInto('mail_outbox')
		.columns(['kind', 'attendee_id', 'to_address', 'subject', 'message_id', 'next_attempt_at', 'created_at'])
		.expression(
			trx
				.selectFrom('attendees as a')
				.select([
					common.kind,
					'a.id',
					'a.email',
					sql<string>`case when a.locale = 'fr' then ${subject.fr} else ${subject.en} end`.as('subject'),
					sql<string>`${`<${batch}-a`} || cast(a.id as text) || ${`@${messageIdHost}>`}`.as('message_id'),
					common.nextAttemptAt,
					common.createdAt,
				])
				.where('a.edition_id', '=', editionId)
				.where('a.group_id', 'is', null)
				.where('a.created_at', '<', before)
				.where(sql<boolean>`${paymentStateSql('a')} ${OWING}`)
				.where('a.id', 'not in', reminded('attendee_id')),
		)
		.executeTakeFirst()
	const groups = await trx
		.insertInto('mail_outbox')
		.columns(['kind', 'group_id', 'to_address', 'subject', 'message_id', 'next_attempt_at', 'created_at'])
		.expression(
			trx
				.selectFrom('registration_groups as g')
				.select([
					common.kind,
					'g.id',
					'g.contact_email',
					// The group's language: its colleagues', registered in its contact's.
					sql<string>`case when (select min(c.locale) from attendees c where c.group_id = g.id) = 'fr'
						then ${subject.fr} else ${subject.en} end`.as('subject'),
					sql<string>`${`<${batch}-g`} || cast(g.id as text) || ${`@${messageIdHost}>`}`.as('message_id'),
					common.nextAttemptAt,
					common.createdAt,
				])
				.where('g.edition_id', '=', editionId)
				.where('g.created_at', '<', before)
				.where(({ exists, selectFrom }) =>
					exists(
						selectFrom('attendees as a')
							.select('a.id')
							.whereRef('a.group_id', '=', 'g.id')
							.where(sql<boolean>`${paymentStateSql('a')} ${OWING}`),
					),
				)
				.where('g.id', 'not in', reminded('group_id')),
		)
		.executeTakeFirst()
	return Number(alone.numInsertedOrUpdatedRows ?? 0) + Number(groups.numInsertedOrUpdatedRows ?? 0)
}
