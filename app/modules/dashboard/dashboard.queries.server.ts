/**
 * The dashboard's money figures for one edition (docs/payments.md, "Mails and the dashboard"):
 * what its registrations owe, what the ledger received by method, refunded and waived, what is still
 * outstanding, and how many registrations are in each payment state. Amounts are pesewas.
 */
import { sql } from 'kysely'
import type { Handle } from '#app/db/handle.ts'
import type { PaymentState } from '#app/modules/payments/money.ts'
import { ledgerTotalsSubquery, paymentStateSql } from '#app/modules/payments/payments.queries.server.ts'
import { type EditionMoney, type ReceivedMethod, RECEIVED_METHODS } from './money-figures.ts'

export type { EditionMoney } from './money-figures.ts'

/** The money figures of edition `editionId` (see `EditionMoney`). */
export async function editionMoney(db: Handle, editionId: number): Promise<EditionMoney> {
	const [movements, registrations] = await Promise.all([
		db
			.selectFrom('payments')
			.select((eb) => ['kind', 'method', eb.fn.sum<number | string>('amount_pesewas').as('total')])
			.where('edition_id', '=', editionId)
			.groupBy(['kind', 'method'])
			.execute(),
		db
			.selectFrom(
				db
					.selectFrom('attendees as a')
					.leftJoin(
						ledgerTotalsSubquery(db).where('edition_id', '=', editionId).as('t'),
						't.attendee_id',
						'a.id',
					)
					.select([
						paymentStateSql('a').as('state'),
						'a.fee_pesewas as fee',
						sql<number>`coalesce(a.fee_pesewas, 0) - coalesce(t.paid, 0) + coalesce(t.refunded, 0) - coalesce(t.waived, 0)`.as(
							'balance',
						),
					])
					.where('a.edition_id', '=', editionId)
					.as('s'),
			)
			.select((eb) => [
				's.state',
				eb.fn.countAll<number | string>().as('count'),
				eb.fn.sum<number | string>(sql<number>`coalesce(s.fee, 0)`).as('owed'),
				eb.fn
					.sum<number | string>(
						sql<number>`case when s.state in ('unpaid', 'part-paid') and s.balance > 0 then s.balance else 0 end`,
					)
					.as('outstanding'),
			])
			.groupBy('s.state')
			.execute(),
	])
	const receivedByMethod = Object.fromEntries(RECEIVED_METHODS.map((m) => [m, 0])) as Record<
		ReceivedMethod,
		number
	>
	let refunded = 0
	let waived = 0
	for (const row of movements) {
		const total = Number(row.total)
		if (row.kind === 'refund') refunded += total
		else if (row.kind === 'waiver') waived += total
		else if (row.method !== 'waiver') receivedByMethod[row.method] += total
	}
	const states: Record<PaymentState, number> = {
		unpaid: 0,
		'part-paid': 0,
		paid: 0,
		waived: 0,
		refunded: 0,
		'no-fee': 0,
	}
	let owed = 0
	let outstanding = 0
	for (const row of registrations) {
		states[row.state as PaymentState] = Number(row.count)
		owed += Number(row.owed)
		outstanding += Number(row.outstanding)
	}
	return {
		owedPesewas: owed,
		receivedByMethod,
		receivedPesewas: Object.values(receivedByMethod).reduce((sum, n) => sum + n, 0),
		refundedPesewas: refunded,
		waivedPesewas: waived,
		outstandingPesewas: outstanding,
		states,
	}
}
