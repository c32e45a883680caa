/**
 * The dashboard's money figures on SQLite and PostgreSQL: one edition's registrations in every
 * payment state, paid by every method, with a refund, a waiver, a correction, a group, a cancelled
 * registration's payment and another edition's money, and the figures a finance officer reconciles.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import {
	correctMovement,
	type Account,
	recordMovement,
	type Recorder,
} from '#app/modules/payments/ledger.server.ts'
import type { MovementInput } from '#app/modules/payments/ledger.server.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { editionMoney } from './dashboard.queries.server.ts'

describe.each(testDialects)('the dashboard’s money on %s', (dialect) => {
	const t = useBackOffice(dialect)
	const admin = (): Recorder => ({ userId: t.actor.id, name: t.actor.fullName, role: 'Administrator' })
	const paystack: Recorder = { userId: null, name: 'Paystack', role: 'paystack' }
	let edition: number
	let other: number

	beforeEach(async () => {
		// Early bird GH₵ 2,000; GH₵ 1,800 each in a group of 3 (10 % off).
		edition = await editionFactory(t.db, 'upcoming', now, { group_min_size: 3, group_discount_percent: 10 })
		other = await editionFactory(t.db, 'past', now, { year: 2020 })
	})

	let n = 0
	async function register(): Promise<Account> {
		n += 1
		const result = await registerAttendee(
			t.db,
			{
				name: `Delegate ${n}`,
				company_name: 'Volta Assurance',
				role: 'Auditor',
				email: `delegate${n}@volta.example`,
				whatsapp_number: '+233 24 123 4567',
				contact_number: undefined,
				notice: undefined,
			},
			now,
			'summit.test',
		)
		if (!result.ok) throw new Error(result.message)
		return { kind: 'registration', id: result.attendeeId }
	}

	async function record(
		account: Account,
		input: Omit<MovementInput, 'reference'> & { reference?: string },
		by = admin(),
	) {
		const result = await recordMovement(t.db, account, { reference: null, ...input }, by, now)
		if (!result.ok) throw new Error(result.message)
	}

	test('owed, received by method, refunded, waived, outstanding and the registrations by state', async () => {
		expect(await editionMoney(t.db, edition)).toEqual({
			owedPesewas: 0,
			receivedByMethod: { paystack: 0, momo: 0, bank: 0, cash: 0, desk: 0 },
			receivedPesewas: 0,
			refundedPesewas: 0,
			waivedPesewas: 0,
			outstandingPesewas: 0,
			states: { unpaid: 0, 'part-paid': 0, paid: 0, waived: 0, refunded: 0, 'no-fee': 0 },
		})

		await register() // unpaid
		await record(
			await register(),
			{ kind: 'payment', method: 'paystack', amountPesewas: 200_000, reference: 'PSK-1' },
			paystack,
		)
		await record(await register(), {
			kind: 'payment',
			method: 'momo',
			amountPesewas: 50_000,
			reference: 'MM-1',
		})
		await record(await register(), { kind: 'waiver', method: 'waiver', amountPesewas: 200_000 })
		const noFee = await register()
		await t.db
			.updateTable('attendees')
			.set({ fee_pesewas: null, fee_rule: null })
			.where('id', '=', noFee.id)
			.execute()
		const refunded = await register()
		await record(refunded, { kind: 'payment', method: 'bank', amountPesewas: 200_000, reference: 'GCB-1' })
		await record(refunded, { kind: 'refund', method: 'cash', amountPesewas: 200_000 })
		// Marked paid at the desk before the ledger (carried over by the migration).
		const carried = await register()
		await t.db
			.insertInto('payments')
			.values({
				edition_id: edition,
				attendee_id: carried.id,
				kind: 'payment',
				method: 'desk',
				amount_pesewas: 200_000,
				recorded_by: 'Check-in desk',
				recorded_at: now.toISOString(),
			})
			.execute()
		// Recorded in error, then undone: back to unpaid, nothing received.
		const undone = await register()
		await record(undone, { kind: 'payment', method: 'cash', amountPesewas: 200_000 })
		const wrong = await t.db
			.selectFrom('payments')
			.select('id')
			.orderBy('id', 'desc')
			.executeTakeFirstOrThrow()
		expect(await correctMovement(t.db, wrong.id, 'Recorded on the wrong delegate', admin(), now)).toEqual({
			ok: true,
		})
		// A group of 3 at GH₵ 1,800: GH₵ 3,600 pays two colleagues.
		const group = await registerGroup(
			t.db,
			{
				name: 'Efua Mensah',
				email: 'efua@goldcoast.example',
				whatsapp_number: '+233 20 765 4321',
				company_name: 'Gold Coast Bank',
				consent: true,
				colleagues: [1, 2, 3].map((i, index) => ({
					name: `Colleague ${i}`,
					email: `colleague${i}@goldcoast.example`,
					role: 'Auditor',
					whatsapp_number: '+233 24 123 4567',
					index,
				})),
			},
			now,
			'summit.test',
		)
		if (!group.ok) throw new Error(group.message)
		await record(
			{ kind: 'group', id: group.groupId },
			{ kind: 'payment', method: 'bank', amountPesewas: 360_000, reference: 'GCB-2' },
		)
		// Paid, then cancelled by the registrant: the money came in, the registration no longer owes.
		const cancelled = await register()
		await record(cancelled, { kind: 'payment', method: 'cash', amountPesewas: 200_000 })
		await t.db.deleteFrom('attendees').where('id', '=', cancelled.id).execute()
		// Another edition's money is not this one's.
		await t.db
			.insertInto('payments')
			.values({
				edition_id: other,
				kind: 'payment',
				method: 'cash',
				amount_pesewas: 99_900,
				recorded_by: 'Check-in desk',
				recorded_at: now.toISOString(),
			})
			.execute()

		expect(await editionMoney(t.db, edition)).toEqual({
			// 7 registrations at GH₵ 2,000, one without a fee, 3 colleagues at GH₵ 1,800.
			owedPesewas: 7 * 200_000 + 3 * 180_000,
			receivedByMethod: { paystack: 200_000, momo: 50_000, bank: 560_000, cash: 200_000, desk: 200_000 },
			receivedPesewas: 1_210_000,
			refundedPesewas: 200_000,
			waivedPesewas: 200_000,
			// The unpaid (GH₵ 2,000), the undone (GH₵ 2,000), the third colleague (GH₵ 1,800), the part-paid (GH₵ 1,500).
			outstandingPesewas: 730_000,
			states: { unpaid: 3, 'part-paid': 1, paid: 4, waived: 1, refunded: 1, 'no-fee': 1 },
		})
	})
})
