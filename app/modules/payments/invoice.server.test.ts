/**
 * Invoices on SQLite and PostgreSQL: numbered per edition without gaps, also when several are
 * issued at once; asked again while nothing changed, the same invoice; a new company, purchase
 * order or amount owed, a new number; the tax lines worked out of the fees; and every refusal with
 * its message and nothing written.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { groupAccount, registrationAccount } from '#tests/factories/accounts.ts'
import { defaultSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import type { InvoiceDocument } from './documents.ts'
import { type InvoiceIssuer, issueInvoice } from './invoice.server.ts'
import { recordMovement, type Recorder } from './ledger.server.ts'

describe.each(testDialects)('invoices on %s', (dialect) => {
	const t = useBackOffice(dialect)
	const staff = (): InvoiceIssuer => ({ userId: t.actor.id, name: t.actor.fullName })
	const admin = (): Recorder => ({ userId: t.actor.id, name: t.actor.fullName, role: 'Administrator' })
	let year: number

	const registration = (n = 1, name?: string) => registrationAccount(t.db, now, n, name)
	const group = (names: string[]) => groupAccount(t.db, now, names)

	beforeEach(async () => {
		// The early bird is over: GH₵ 2,500 each; a group of 3 or more gets 10 % off.
		const id = await editionFactory(t.db, 'upcoming', now, {
			early_bird_expires_on: '2026-11-01',
			group_min_size: 3,
			group_discount_percent: 10,
		})
		year = (
			await t.db.selectFrom('event_editions').select('year').where('id', '=', id).executeTakeFirstOrThrow()
		).year
		await saveSettings(
			t.db,
			{
				...defaultSettings,
				site_name: 'Internal Audit Leadership Summit',
				legal_name: 'Institute of Internal Auditors Ghana',
				legal_address: '4th Floor, Heritage Tower\nAccra',
				tax_number: 'C0001234567',
				payment_instructions: 'Bank: GCB, account 1234567890\nMoMo: 024 000 0000',
			},
			now,
		)
	})

	const stored = async (id: number) =>
		JSON.parse(
			(
				await t.db
					.selectFrom('invoices')
					.select('document_json')
					.where('id', '=', id)
					.executeTakeFirstOrThrow()
			).document_json,
		) as InvoiceDocument

	const invoiceCount = async () => (await t.db.selectFrom('invoices').select('id').execute()).length

	test('an invoice prints the organiser, the buyer, one line per registration, the totals and how to pay', async () => {
		const account = await registration(1, 'Ama Ɔdɔm')
		const result = await issueInvoice(t.db, account, { purchaseOrder: ' PO-7781 ' }, staff(), now)
		expect(result).toEqual({
			ok: true,
			invoice: { id: expect.any(Number), number: `INV-${year}-0001`, reused: false },
		})
		if (!result.ok) return
		const document = await stored(result.invoice.id)
		expect(document).toMatchObject({
			version: 1,
			number: `INV-${year}-0001`,
			issuedAt: now.toISOString(),
			seller: {
				siteName: 'Internal Audit Leadership Summit',
				name: 'Institute of Internal Auditors Ghana',
				address: ['4th Floor, Heritage Tower', 'Accra'],
				taxNumber: 'C0001234567',
			},
			event: {
				title: `Internal Audit Leadership Summit ${year}`,
				venue: 'Accra International Conference Centre',
			},
			buyer: { name: 'Ama Ɔdɔm', company: 'Volta Assurance', email: 'ama1@volta.example' },
			purchaseOrder: 'PO-7781',
			lines: [{ description: 'Delegate fee — Ama Ɔdɔm (Regular fee)', amountPesewas: 250_000 }],
			subtotalPesewas: 250_000,
			taxes: [],
			totalPesewas: 250_000,
			paidPesewas: 0,
			balancePesewas: 250_000,
			paymentInstructions: ['Bank: GCB, account 1234567890', 'MoMo: 024 000 0000'],
		})
		const row = await t.db.selectFrom('invoices').selectAll().executeTakeFirstOrThrow()
		expect(row).toMatchObject({
			number: 1,
			attendee_id: account.id,
			group_id: null,
			purchase_order: 'PO-7781',
			total_pesewas: 250_000,
			issued_by: t.actor.fullName,
		})
		const log = await t.db.selectFrom('activity_log').select(['type', 'description']).execute()
		expect(log).toEqual([
			{
				type: 'Issue Invoice',
				description: `Issued invoice INV-${year}-0001 of GH₵ 2,500 (GH₵ 2,500 due) to Ama Ɔdɔm (${year}), purchase order PO-7781`,
			},
		])
	})

	test('a group: one line per colleague with the group fee, what is paid and the balance', async () => {
		const account = await group(['Ɛsi Mensah', 'Kofi Boateng', 'Ama Ɔdɔm'])
		await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'bank', amountPesewas: 300_000, reference: 'GCB-0001' },
			admin(),
			now,
		)
		const result = await issueInvoice(t.db, account, { company: 'Gold Coast Bank PLC' }, staff(), now)
		if (!result.ok) throw new Error(result.message)
		expect(await stored(result.invoice.id)).toMatchObject({
			buyer: { name: 'Efua Mensah', company: 'Gold Coast Bank PLC', email: 'efua@goldcoast.example' },
			lines: [
				{ description: 'Delegate fee — Ɛsi Mensah (Group fee, 10% off)', amountPesewas: 225_000 },
				{ description: 'Delegate fee — Kofi Boateng (Group fee, 10% off)', amountPesewas: 225_000 },
				{ description: 'Delegate fee — Ama Ɔdɔm (Group fee, 10% off)', amountPesewas: 225_000 },
			],
			totalPesewas: 675_000,
			paidPesewas: 300_000,
			balancePesewas: 375_000,
		})
		expect(await t.db.selectFrom('invoices').select(['group_id', 'attendee_id']).execute()).toEqual([
			{ group_id: account.id, attendee_id: null },
		])
	})

	test('asked again while nothing changed: the same invoice, no new number, no activity row', async () => {
		const account = await registration()
		const first = await issueInvoice(t.db, account, { company: 'Volta', purchaseOrder: 'PO-1' }, staff(), now)
		const again = await issueInvoice(
			t.db,
			account,
			{ company: ' Volta ', purchaseOrder: 'PO-1' },
			{ userId: null, name: 'Registrant' },
			new Date(now.getTime() + 86_400_000),
		)
		expect(first.ok && again.ok && again.invoice).toEqual(first.ok && { ...first.invoice, reused: true })
		expect(await invoiceCount()).toBe(1)
		expect((await t.db.selectFrom('activity_log').select('id').execute()).length).toBe(1)
	})

	test('a new purchase order, company or amount owed gives a new number; an earlier one asked again is given back', async () => {
		const account = await registration()
		const ask = (request: { company?: string; purchaseOrder?: string }) =>
			issueInvoice(t.db, account, request, staff(), now).then((r) => (r.ok ? r.invoice : r))
		expect(await ask({ purchaseOrder: 'PO-1' })).toMatchObject({ number: `INV-${year}-0001`, reused: false })
		expect(await ask({ purchaseOrder: 'PO-2' })).toMatchObject({ number: `INV-${year}-0002`, reused: false })
		expect(await ask({ purchaseOrder: 'PO-2', company: 'Volta Holdings' })).toMatchObject({
			number: `INV-${year}-0003`,
			reused: false,
		})
		expect(await ask({ purchaseOrder: 'PO-1' })).toMatchObject({ number: `INV-${year}-0001`, reused: true })
		await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'cash', amountPesewas: 50_000, reference: null },
			admin(),
			now,
		)
		const after = await ask({ purchaseOrder: 'PO-1' })
		expect(after).toMatchObject({ number: `INV-${year}-0004`, reused: false })
		if ('id' in after)
			expect(await stored(after.id)).toMatchObject({ paidPesewas: 50_000, balancePesewas: 200_000 })
	})

	test('several asked at once are numbered 1, 2, 3 … without a gap or a double', async () => {
		const accounts = await Promise.all([1, 2, 3].map((n) => registration(n)))
		const asks = [...accounts, ...accounts].map((account, index) =>
			issueInvoice(t.db, account, { purchaseOrder: `PO-${index}` }, staff(), now),
		)
		const results = await Promise.all(asks)
		expect(results.every((r) => r.ok)).toBe(true)
		const numbers = (await t.db.selectFrom('invoices').select('number').orderBy('number').execute()).map(
			(r) => r.number,
		)
		expect(numbers).toEqual([1, 2, 3, 4, 5, 6])
		expect(new Set(results.map((r) => r.ok && r.invoice.number)).size).toBe(6)
	})

	test('another edition numbers its own invoices from 1', async () => {
		await issueInvoice(t.db, await registration(), {}, staff(), now)
		const later = await editionFactory(t.db, 'upcoming', new Date(now.getTime() + 400 * 86_400_000))
		const laterYear = (
			await t.db.selectFrom('event_editions').select('year').where('id', '=', later).executeTakeFirstOrThrow()
		).year
		const attendee = await t.db
			.insertInto('attendees')
			.values({
				edition_id: later,
				full_name: 'Ɛsi Mensah',
				email: 'esi@volta.example',
				company_name: 'Volta',
				designation: 'Auditor',
				whatsapp_number: '+233 24 123 4567',
				fee_pesewas: 250_000,
				fee_rule: 'regular',
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const result = await issueInvoice(t.db, { kind: 'registration', id: attendee.id }, {}, staff(), now)
		expect(result.ok && result.invoice.number).toBe(`INV-${laterYear}-0001`)
	})

	test('the tax lines are worked out of the fees, each rounded to the pesewa, and add up to the total', async () => {
		await t.db
			.updateTable('settings')
			.set({
				tax_lines_json: JSON.stringify([
					{ name: 'VAT', percent: 15 },
					{ name: 'NHIL', percent: 2.5 },
					{ name: 'GETFund', percent: 2.5 },
				]),
			})
			.execute()
		const result = await issueInvoice(t.db, await registration(), {}, staff(), now)
		if (!result.ok) throw new Error(result.message)
		const document = await stored(result.invoice.id)
		// 2,500 includes 20 % of taxes on 2,083.33…: VAT 312.50, NHIL and GETFund 52.083… → 52.08 each.
		expect(document.taxes).toEqual([
			{ name: 'VAT', percent: 15, amountPesewas: 31_250 },
			{ name: 'NHIL', percent: 2.5, amountPesewas: 5_208 },
			{ name: 'GETFund', percent: 2.5, amountPesewas: 5_208 },
		])
		expect(document.subtotalPesewas).toBe(208_334)
		expect(document.subtotalPesewas + 31_250 + 5_208 + 5_208).toBe(document.totalPesewas)
	})

	test('refusals say why and write nothing', async () => {
		const account = await registration()
		const refusal = (result: Awaited<ReturnType<typeof issueInvoice>>) => (result.ok ? 'issued' : result)

		expect(
			refusal(await issueInvoice(t.db, { kind: 'registration', id: 999_999 }, {}, staff(), now)),
		).toEqual({
			ok: false,
			reason: 'not-found',
			message: 'This registration no longer exists: it may have been cancelled.',
		})
		expect(refusal(await issueInvoice(t.db, { kind: 'group', id: 999_999 }, {}, staff(), now))).toMatchObject(
			{
				reason: 'not-found',
				message: 'This group no longer exists.',
			},
		)

		await t.db.updateTable('settings').set({ tax_lines_json: '[{"name":"VAT"}]' }).execute()
		expect(refusal(await issueInvoice(t.db, account, {}, staff(), now))).toMatchObject({
			reason: 'settings',
			message: expect.stringContaining('an Administrator must save the site settings again'),
		})
		await t.db.updateTable('settings').set({ tax_lines_json: '[]' }).execute()

		await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'cash', amountPesewas: 250_000, reference: null },
			admin(),
			now,
		)
		expect(refusal(await issueInvoice(t.db, account, {}, staff(), now))).toEqual({
			ok: false,
			reason: 'nothing-owed',
			message:
				'Nothing is owed: the fee is paid, so there is nothing to invoice. The receipts show what was paid.',
		})

		const waived = await registration(2)
		await recordMovement(
			t.db,
			waived,
			{ kind: 'waiver', method: 'waiver', amountPesewas: 250_000, reference: null },
			admin(),
			now,
		)
		expect(refusal(await issueInvoice(t.db, waived, {}, staff(), now))).toMatchObject({
			reason: 'nothing-owed',
			message: 'Nothing is owed: the fee was waived, so there is nothing to invoice.',
		})

		const free = await registration(3)
		await t.db
			.updateTable('attendees')
			.set({ fee_pesewas: null, fee_rule: null })
			.where('id', '=', free.id)
			.execute()
		expect(refusal(await issueInvoice(t.db, free, {}, staff(), now))).toMatchObject({ reason: 'no-fee' })

		const colleagues = await group(['Ɛsi Mensah', 'Kofi Boateng', 'Yaw Asante'])
		const member = await t.db
			.selectFrom('attendees')
			.select('id')
			.where('group_id', '=', colleagues.id)
			.executeTakeFirstOrThrow()
		expect(
			refusal(
				await issueInvoice(t.db, { kind: 'registration', id: member.id }, {}, staff(), now, {
					refuseGroupMember: true,
				}),
			),
		).toMatchObject({ reason: 'in-group', message: expect.stringContaining('Your group’s contact pays') })

		expect(await invoiceCount()).toBe(0)
		const issued = await t.db
			.selectFrom('activity_log')
			.select('type')
			.where('type', '=', 'Issue Invoice')
			.execute()
		expect(issued).toEqual([])
		// A refusal took no number: the next invoice is the first.
		const next = await issueInvoice(t.db, await registration(4), {}, staff(), now)
		expect(next.ok && next.invoice.number).toBe(`INV-${year}-0001`)
	})
})
