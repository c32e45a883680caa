/**
 * The back office's reads of the ledger on SQLite and PostgreSQL: the ledger screen's movements of
 * one edition (newest first, paged, searched by reference, name or company, filtered by method, kind
 * and Accra days), their totals by kind and method (corrections subtracted), the CSV batches, the
 * Paystack discrepancies, and the attendee list's money totals of the matching registrations.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import {
	attendeeMoneyTotals,
	searchRegistrations,
} from '#app/modules/registration-lists/registration-lists.queries.server.ts'
import { ATTENDEE_SOURCE } from '#app/modules/attendees/attendees.queries.server.ts'
import { type Account, correctMovement, recordMovement, type Recorder } from './ledger.server.ts'
import {
	countLedgerRows,
	type LedgerFilter,
	ledgerRowBatches,
	ledgerSums,
	listDiscrepancies,
	listLedgerRows,
	paymentMethodsOf,
} from './payments-admin.queries.server.ts'
import { ledgerTotalsView } from './payments-list.ts'

const DAY = 86_400_000

const person = (n: number, name: string, company: string) => ({
	name,
	company_name: company,
	role: 'Auditor',
	email: `person${n}@summit.example`,
	whatsapp_number: '+233 24 123 4567',
	contact_number: undefined,
	notice: undefined,
})

describe.each(testDialects)('the ledger screen’s queries on %s', (dialect) => {
	const t = useBackOffice(dialect)
	const admin = (): Recorder => ({ userId: t.actor.id, name: t.actor.fullName, role: 'Administrator' })
	let editionId: number

	beforeEach(async () => {
		// Early bird GH₵ 2,000 (regular GH₵ 2,500); 10 % off from 3 people.
		editionId = await editionFactory(t.db, 'upcoming', now, { group_min_size: 3, group_discount_percent: 10 })
	})

	async function registration(n: number, name: string, company: string): Promise<Account> {
		const result = await registerAttendee(t.db, person(n, name, company), now, 'summit.test')
		if (!result.ok) throw new Error(result.message)
		return { kind: 'registration', id: result.attendeeId }
	}

	async function group(): Promise<Account> {
		const result = await registerGroup(
			t.db,
			{
				name: 'Efua Mensah',
				email: 'efua@goldcoast.example',
				whatsapp_number: '+233 20 765 4321',
				company_name: 'Gold Coast Bank',
				consent: true,
				colleagues: Array.from({ length: 3 }, (_, i) => ({
					name: `Colleague ${i + 1}`,
					email: `colleague${i + 1}@goldcoast.example`,
					role: 'Auditor',
					whatsapp_number: '+233 24 123 4567',
					index: i,
				})),
			},
			now,
			'summit.test',
		)
		if (!result.ok) throw new Error(result.message)
		return { kind: 'group', id: result.groupId }
	}

	async function record(
		account: Account,
		input: Parameters<typeof recordMovement>[2],
		at: Date = now,
	): Promise<void> {
		const result = await recordMovement(t.db, account, input, admin(), at)
		if (!result.ok) throw new Error(result.message)
	}

	const filter = (changes: Partial<LedgerFilter> = {}): LedgerFilter => ({
		editionId,
		q: '',
		method: null,
		kind: null,
		from: null,
		to: null,
		...changes,
	})
	const all = { offset: 0, limit: null }

	/** Ama pays by bank (2 days ago) and MoMo (today), Kofi gets a waiver, Gold Coast's group pays by bank. */
	async function arrange() {
		const ama = await registration(1, 'Ama Ɔdɔm', 'Volta Assurance')
		const kofi = await registration(2, 'Kofi Boateng', 'Sahel Audit')
		const team = await group()
		const twoDaysAgo = new Date(now.getTime() - 2 * DAY)
		await record(
			ama,
			{ kind: 'payment', method: 'bank', amountPesewas: 100_000, reference: 'GCB-TRF-0001' },
			twoDaysAgo,
		)
		await record(ama, { kind: 'payment', method: 'momo', amountPesewas: 50_000, reference: 'MP240101.1234' })
		await record(kofi, {
			kind: 'waiver',
			method: 'waiver',
			amountPesewas: 200_000,
			reference: null,
			note: 'Speaker',
		})
		await record(team, { kind: 'payment', method: 'bank', amountPesewas: 540_000, reference: 'ECO-9876' })
		return { ama, kofi, team, twoDaysAgo }
	}

	test('every movement of the edition, newest first, with whom it is for and its receipt', async () => {
		const { ama } = await arrange()
		const other = await editionFactory(t.db, 'past', now)
		await t.db
			.insertInto('payments')
			.values({
				edition_id: other,
				attendee_id: null,
				kind: 'payment',
				method: 'cash',
				amount_pesewas: 1_000,
				recorded_by: 'Someone',
				recorded_at: now.toISOString(),
			})
			.execute()
		const rows = await listLedgerRows(t.db, filter(), all)
		// The group's payment is one movement per colleague.
		expect(rows.map((r) => [r.kind, r.method, r.amountPesewas, r.fullName])).toEqual([
			['payment', 'bank', 180_000, 'Colleague 3'],
			['payment', 'bank', 180_000, 'Colleague 2'],
			['payment', 'bank', 180_000, 'Colleague 1'],
			['waiver', 'waiver', 200_000, 'Kofi Boateng'],
			['payment', 'momo', 50_000, 'Ama Ɔdɔm'],
			['payment', 'bank', 100_000, 'Ama Ɔdɔm'],
		])
		expect(rows[0]).toMatchObject({
			groupCompany: 'Gold Coast Bank',
			receiptNumber: 3,
			companyName: 'Gold Coast Bank',
		})
		expect(rows[5]).toMatchObject({ attendeeId: ama.id, reference: 'GCB-TRF-0001', receiptNumber: 1 })
		expect(await countLedgerRows(t.db, filter())).toBe(6)
		expect((await listLedgerRows(t.db, filter(), { offset: 2, limit: 2 })).map((r) => r.fullName)).toEqual([
			'Colleague 1',
			'Kofi Boateng',
		])
	})

	test('search by reference, name or company (any case), and the method, kind and day filters', async () => {
		const { twoDaysAgo } = await arrange()
		const names = async (changes: Partial<LedgerFilter>) =>
			(await listLedgerRows(t.db, filter(changes), all)).map((r) => `${r.fullName} ${r.method}`)
		expect(await names({ q: 'gcb-trf' })).toEqual(['Ama Ɔdɔm bank'])
		expect(await names({ q: 'ɔdɔm' })).toEqual(['Ama Ɔdɔm momo', 'Ama Ɔdɔm bank'])
		expect(await names({ q: 'GOLD COAST' })).toHaveLength(3)
		expect(await names({ q: 'sahel' })).toEqual(['Kofi Boateng waiver'])
		expect(await names({ q: '100%' })).toEqual([])
		expect(await names({ method: 'momo' })).toEqual(['Ama Ɔdɔm momo'])
		expect(await names({ kind: 'waiver' })).toEqual(['Kofi Boateng waiver'])
		const day = (d: Date) => d.toISOString().slice(0, 10)
		expect(await names({ from: day(twoDaysAgo), to: day(twoDaysAgo) })).toEqual(['Ama Ɔdɔm bank'])
		expect(await names({ from: day(now) })).toHaveLength(5)
		expect(await names({ to: day(new Date(now.getTime() - DAY)) })).toEqual(['Ama Ɔdɔm bank'])
		expect(await countLedgerRows(t.db, filter({ method: 'bank', q: 'ama' }))).toBe(1)
	})

	test('totals by kind and method, corrections subtracted; refunds and waivers apart; net received', async () => {
		const { ama } = await arrange()
		await record(ama, {
			kind: 'refund',
			method: 'momo',
			amountPesewas: 20_000,
			reference: null,
			note: 'Overpaid',
		})
		const momo = (await listLedgerRows(t.db, filter({ method: 'momo', kind: 'payment' }), all))[0]!
		const corrected = await correctMovement(t.db, momo.id, 'Recorded on the wrong delegate', admin(), now)
		expect(corrected.ok).toBe(true)
		const { count, sums } = await ledgerSums(t.db, filter())
		expect(count).toBe(8)
		expect(ledgerTotalsView(count, sums)).toEqual({
			count: 8,
			received: [{ method: 'bank', amountPesewas: 640_000 }],
			receivedPesewas: 640_000,
			refundedPesewas: 20_000,
			waivedPesewas: 200_000,
			netPesewas: 620_000,
		})
		// The correction is listed as such, and the movement it undid says so.
		const rows = await listLedgerRows(t.db, filter({ method: 'momo', kind: 'payment' }), all)
		expect(rows.map((r) => [r.amountPesewas, r.correctsId, r.correctedById])).toEqual([
			[-50_000, momo.id, null],
			[50_000, null, rows[0]!.id],
		])
		const filtered = await ledgerSums(t.db, filter({ q: 'eco-9876' }))
		expect(ledgerTotalsView(filtered.count, filtered.sums).receivedPesewas).toBe(540_000)
		// Methods and references of a registration's payments leave out what was corrected.
		expect((await paymentMethodsOf(t.db, [ama.id])).get(ama.id)).toEqual({
			methods: ['bank'],
			references: ['GCB-TRF-0001'],
		})
	})

	test('CSV batches give every matching movement once, newest first, whatever the batch size', async () => {
		await arrange()
		const ids = (await listLedgerRows(t.db, filter(), all)).map((r) => r.id)
		for (const size of [1, 2, 5, 6, 100]) {
			const seen: number[] = []
			for await (const batch of ledgerRowBatches(t.db, filter(), size)) seen.push(...batch.map((r) => r.id))
			expect(seen, `batch size ${size}`).toEqual(ids)
		}
	})

	test('the Paystack discrepancies of the edition only, newest first, with their registration or group', async () => {
		const { ama, team } = await arrange()
		const row = (
			reference: string,
			status: 'pending' | 'paid' | 'discrepancy',
			at: number,
			account: Account,
		) => ({
			reference,
			edition_id: editionId,
			attendee_id: account.kind === 'registration' ? account.id : null,
			group_id: account.kind === 'group' ? account.id : null,
			amount_pesewas: 200_000,
			status,
			paid_amount_pesewas: status === 'discrepancy' ? 150_000 : null,
			paid_currency: status === 'discrepancy' ? 'NGN' : null,
			channel: 'mobile_money',
			detail: status === 'discrepancy' ? 'Paid 1,500.00 NGN, owed GH₵ 2,000' : '',
			created_at: new Date(now.getTime() + at).toISOString(),
			updated_at: new Date(now.getTime() + at).toISOString(),
		})
		await t.db
			.insertInto('online_payments')
			.values([
				row('PSK-1', 'discrepancy', 1_000, ama),
				row('PSK-2', 'paid', 2_000, ama),
				row('PSK-3', 'discrepancy', 3_000, team),
				row('PSK-4', 'pending', 4_000, team),
			])
			.execute()
		const found = await listDiscrepancies(t.db, editionId)
		expect(found.map((d) => [d.reference, d.attendeeName, d.groupCompany])).toEqual([
			['PSK-3', null, 'Gold Coast Bank'],
			['PSK-1', 'Ama Ɔdɔm', null],
		])
		expect(found[1]).toMatchObject({
			amountPesewas: 200_000,
			currency: 'GHS',
			paidAmountPesewas: 150_000,
			paidCurrency: 'NGN',
			attendeeId: ama.id,
		})
		expect(await listDiscrepancies(t.db, await editionFactory(t.db, 'past', now))).toEqual([])
	})

	test('the attendee list’s totals: fees, paid, waived and the balance left, of the matching rows', async () => {
		const { ama } = await arrange()
		// Ama: GH₵ 2,000 owed, 1,500 paid. Kofi: waived. The group: 3 × 1,800 paid.
		const everyone = { q: '', editionId: null, payment: null, checkedIn: null }
		expect(await attendeeMoneyTotals(t.db, everyone, null)).toEqual({
			count: 5,
			feePesewas: 200_000 + 200_000 + 540_000,
			paidPesewas: 150_000 + 540_000,
			waivedPesewas: 200_000,
			balancePesewas: 50_000,
		})
		expect(await attendeeMoneyTotals(t.db, { ...everyone, payment: 'part-paid' }, null)).toEqual({
			count: 1,
			feePesewas: 200_000,
			paidPesewas: 150_000,
			waivedPesewas: 0,
			balancePesewas: 50_000,
		})
		// An overpayment counts against what the others owe: the totals are plain sums.
		await t.db.updateTable('attendees').set({ fee_pesewas: 100_000 }).where('id', '=', ama.id).execute()
		expect((await attendeeMoneyTotals(t.db, everyone, null)).balancePesewas).toBe(-50_000)
		// With a search, the rows the search found.
		const search = await searchRegistrations(t.db, ATTENDEE_SOURCE, { ...everyone, q: 'colleague' })
		expect(await attendeeMoneyTotals(t.db, { ...everyone, q: 'colleague' }, search)).toMatchObject({
			count: 3,
			paidPesewas: 540_000,
		})
		expect(await attendeeMoneyTotals(t.db, everyone, { ids: [], complete: true })).toMatchObject({ count: 0 })
	})
})
