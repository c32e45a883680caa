/**
 * Invoices and receipts as PDF, on SQLite and PostgreSQL, read back with pdfjs-dist as a reader
 * would copy their text: the numbers, the amounts as "GH₵ 2,500.00", names with their letters
 * (Ama Ɔdɔm, Ɛsi), the organiser's legal name and tax number, the tax lines, what a receipt paid
 * for and the balance after it, and the note of a later correction.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { pdfPages, pdfText } from '#tests/setup/pdf-text.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import { defaultSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { renderInvoicePdf, renderReceiptPdf } from './documents-pdf.server.ts'
import { findAccountInvoiceId, findAccountReceiptId } from './documents.queries.server.ts'
import { issueInvoice } from './invoice.server.ts'
import { type Account, correctMovement, recordMovement, type Recorder } from './ledger.server.ts'

describe.each(testDialects)('documents as PDF on %s', (dialect) => {
	const t = useBackOffice(dialect)
	const admin = (): Recorder => ({ userId: t.actor.id, name: t.actor.fullName, role: 'Administrator' })
	let year: number

	beforeEach(async () => {
		// The early bird is over: GH₵ 2,500 each; 10 % off for a group of 3 or more.
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
				legal_name: 'Institute of Internal Auditors Ghana',
				legal_address: '4th Floor, Heritage Tower\nAccra',
				tax_number: 'C0001234567',
				tax_lines_json: JSON.stringify([
					{ name: 'VAT', percent: 15 },
					{ name: 'NHIL', percent: 2.5 },
				]),
				payment_instructions: 'GCB Bank, account 1234567890',
			},
			now,
		)
	})

	async function registration(name: string, email: string, locale: 'en' | 'fr' = 'en'): Promise<Account> {
		const result = await registerAttendee(
			t.db,
			{
				name,
				company_name: 'Volta Assurance',
				role: 'Auditor',
				email,
				whatsapp_number: '+233 24 123 4567',
				contact_number: undefined,
				notice: undefined,
			},
			now,
			'summit.test',
			undefined,
			locale,
		)
		if (!result.ok) throw new Error(result.message)
		return { kind: 'registration', id: result.attendeeId }
	}

	async function group(names: string[]): Promise<Account> {
		const result = await registerGroup(
			t.db,
			{
				name: 'Efua Mensah',
				email: 'efua@goldcoast.example',
				whatsapp_number: '+233 20 765 4321',
				company_name: 'Gold Coast Bank',
				consent: true,
				colleagues: names.map((name, i) => ({
					name,
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

	test('an invoice reads back with its number, organiser, buyer, lines, tax lines and totals', async () => {
		const account = await registration('Ama Ɔdɔm', 'ama@volta.example')
		const issued = await issueInvoice(
			t.db,
			account,
			{ company: 'Volta Assurance Ltd', purchaseOrder: 'PO-7781' },
			{ userId: t.actor.id, name: t.actor.fullName },
			now,
		)
		if (!issued.ok) throw new Error(issued.message)
		const pdf = await renderInvoicePdf(t.db, issued.invoice.id)
		expect(pdf?.filename).toBe(`INV-${year}-0001.pdf`)
		expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-')
		const text = await pdfText(pdf!.content)
		for (const expected of [
			'INVOICE',
			`INV-${year}-0001`,
			'Institute of Internal Auditors Ghana',
			'4th Floor, Heritage Tower',
			'Tax number (TIN): C0001234567',
			'Volta Assurance Ltd',
			'Attn: Ama Ɔdɔm',
			'ama@volta.example',
			'PO-7781',
			`Internal Audit Leadership Summit ${year}`,
			'Delegate fee — Ama Ɔdɔm (Regular fee)',
			// 2,500 includes 17.5 %: 2,127.66 before tax; VAT 319.15, NHIL 53.19.
			'Amount before tax',
			'GH₵ 2,127.66',
			'VAT 15%',
			'GH₵ 319.15',
			'NHIL 2.5%',
			'GH₵ 53.19',
			'Total (taxes included)',
			'GH₵ 2,500.00',
			'Paid to date',
			'GH₵ 0.00',
			'Balance due',
			'GCB Bank, account 1234567890',
			`Please quote INV-${year}-0001 as the reference of your payment.`,
			'Page 1 of 1',
		])
			expect(text).toContain(expected)
	})

	test("a French registrant's receipt is in French, for them and for staff downloading it alike", async () => {
		const account = await registration('Awa Traoré', 'awa@abidjan.example', 'fr')
		const paid = await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'bank', amountPesewas: 250_000, reference: 'SGBCI-0042' },
			admin(),
			now,
		)
		if (!paid.ok || !paid.receipt) throw new Error('not recorded')
		const text = await pdfText((await renderReceiptPdf(t.db, paid.receipt.id))!.content)
		for (const expected of [
			'REÇU',
			`RCT-${year}-0001`,
			'Numéro',
			"Numéro d'identification fiscale (TIN) : C0001234567",
			'REÇU DE',
			'22 novembre 2026',
			'Awa Traoré',
			'Montant reçu',
			'Mode de paiement',
			'Virement bancaire',
			'Objet du paiement',
			'Frais de participation — Awa Traoré',
			'Solde après ce paiement',
			'Payé intégralement.',
			`Merci. Veuillez conserver ce reçu : son numéro est RCT-${year}-0001.`,
			'Page 1 sur 1',
		])
			expect(text).toContain(expected)
		// French amounts: a space between thousands, a comma before the pesewas, the symbol after.
		expect(text).toMatch(/2[\s\u202f\u00a0]500,00[\s\u202f\u00a0]GH₵/u)
		for (const english of ['RECEIPT', 'Amount received', 'Bank transfer', 'Delegate fee', 'Page 1 of 1'])
			expect(text).not.toContain(english)
	})

	test("a French registrant's invoice is written and printed in French", async () => {
		const account = await registration('Awa Traoré', 'awa@abidjan.example', 'fr')
		const issued = await issueInvoice(t.db, account, {}, { userId: t.actor.id, name: t.actor.fullName }, now)
		if (!issued.ok) throw new Error(issued.message)
		const text = await pdfText((await renderInvoicePdf(t.db, issued.invoice.id))!.content)
		for (const expected of [
			'FACTURE',
			'FACTURÉ À',
			'Frais de participation — Awa Traoré (Tarif normal)',
			'Montant hors taxes',
			'NHIL 2,5 %',
			'Total TTC',
			'Solde dû',
			'jeudi',
			`Merci d’indiquer INV-${year}-0001 comme référence de votre paiement.`,
		])
			expect(text).toContain(expected)
		expect(text).not.toContain('Delegate fee')
	})

	test('an invoice prints what it printed when issued, whatever changed since', async () => {
		const account = await registration('Ama Ɔdɔm', 'ama@volta.example')
		const issued = await issueInvoice(t.db, account, {}, { userId: null, name: 'Registrant' }, now)
		if (!issued.ok) throw new Error(issued.message)
		const before = await pdfText((await renderInvoicePdf(t.db, issued.invoice.id))!.content)
		await t.db.updateTable('settings').set({ legal_name: 'Another Name Ltd', tax_lines_json: '[]' }).execute()
		await t.db.updateTable('attendees').set({ full_name: 'Renamed' }).where('id', '=', account.id).execute()
		const after = await pdfText((await renderInvoicePdf(t.db, issued.invoice.id))!.content)
		expect(after).toBe(before)
		expect(after).toContain('Institute of Internal Auditors Ghana')
		expect(await renderInvoicePdf(t.db, 999_999)).toBeUndefined()
	})

	test('a group invoice of many colleagues runs over pages, each numbered, every name on it', async () => {
		const names = Array.from({ length: 30 }, (_, i) => `Ɛsi Ɔdɔm ${i + 1}`)
		const account = await group(names)
		const issued = await issueInvoice(t.db, account, {}, { userId: null, name: 'Group contact' }, now)
		if (!issued.ok) throw new Error(issued.message)
		const pages = await pdfPages((await renderInvoicePdf(t.db, issued.invoice.id))!.content)
		expect(pages.length).toBeGreaterThan(1)
		pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`))
		const text = pages.join('\n')
		for (const name of names) expect(text).toContain(`Delegate fee — ${name} (Group fee, 10% off)`)
		expect(text).toContain('GH₵ 67,500.00')
	})

	test('a receipt reads back with its number, payer, amount, method, reference, what it paid for and the balance after', async () => {
		const account = await group(['Ɛsi Mensah', 'Ama Ɔdɔm', 'Kofi Boateng'])
		const paid = await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'bank', amountPesewas: 300_000, reference: 'GCB-TRF-0001' },
			admin(),
			now,
		)
		if (!paid.ok || !paid.receipt) throw new Error('not recorded')
		const pdf = await renderReceiptPdf(t.db, paid.receipt.id)
		expect(pdf?.filename).toBe(`RCT-${year}-0001.pdf`)
		const text = await pdfText(pdf!.content)
		for (const expected of [
			'RECEIPT',
			`RCT-${year}-0001`,
			'Institute of Internal Auditors Ghana',
			'Tax number (TIN): C0001234567',
			'Efua Mensah',
			'Gold Coast Bank',
			'Amount received',
			'GH₵ 3,000.00',
			'Bank transfer',
			'GCB-TRF-0001',
			t.actor.fullName,
			`Internal Audit Leadership Summit ${year}`,
			// The group's payment fills each colleague's GH₵ 2,250 in the order registered.
			'Delegate fee — Ɛsi Mensah',
			'GH₵ 2,250.00',
			'Delegate fee — Ama Ɔdɔm',
			'GH₵ 750.00',
			'Balance after this payment',
			'GH₵ 3,750.00',
		])
			expect(text).toContain(expected)
		expect(text).not.toContain('Kofi Boateng')
		expect(text).not.toContain('CORRECTED')
		expect(await renderReceiptPdf(t.db, 999_999)).toBeUndefined()
	})

	test('a receipt paid in full says so; after a correction it carries a note with what was undone', async () => {
		const account = await registration('Ɛsi Mensah', 'esi@volta.example')
		const paid = await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'momo', amountPesewas: 250_000, reference: 'MOMO-55' },
			admin(),
			now,
		)
		if (!paid.ok || !paid.receipt) throw new Error('not recorded')
		const first = await pdfText((await renderReceiptPdf(t.db, paid.receipt.id))!.content)
		expect(first).toContain('Balance after this payment\nGH₵ 0.00\nPaid in full.')
		expect(first).toContain('Mobile money transfer')

		const movement = await t.db
			.selectFrom('payments')
			.select('id')
			.where('receipt_id', '=', paid.receipt.id)
			.executeTakeFirstOrThrow()
		const later = new Date(now.getTime() + 3 * 86_400_000)
		expect(await correctMovement(t.db, movement.id, 'Typed on the wrong delegate', admin(), later)).toEqual({
			ok: true,
		})
		const text = await pdfText((await renderReceiptPdf(t.db, paid.receipt.id))!.content)
		expect(text).toContain('CORRECTED')
		expect(text).toContain('25 November 2026, GH₵ 2,500.00 of this payment was undone')
		expect(text).toContain('This receipt now stands for GH₵ 0.00.')
		// Still the balance right after the payment, not after the correction.
		expect(text).toContain('Paid in full.')
	})
	test('a document is found by its printed number only for its own account: never a colleague’s, the group’s or another year’s', async () => {
		const alone = await registration('Ama Ɔdɔm', 'ama@volta.example')
		const colleagues = await group(['Ɛsi Mensah', 'Kofi Boateng', 'Yaw Asante'])
		const member = await t.db
			.selectFrom('attendees')
			.select('id')
			.where('group_id', '=', colleagues.id)
			.executeTakeFirstOrThrow()
		const paid = await recordMovement(
			t.db,
			colleagues,
			{ kind: 'payment', method: 'bank', amountPesewas: 100_000, reference: 'GCB-77' },
			admin(),
			now,
		)
		const issued = await issueInvoice(t.db, alone, {}, { userId: null, name: 'Registrant' }, now)
		if (!paid.ok || !paid.receipt || !issued.ok) throw new Error('not recorded')
		const memberAccount: Account = { kind: 'registration', id: member.id }
		expect(await findAccountReceiptId(t.db, colleagues, year, 1)).toBe(paid.receipt.id)
		expect(await findAccountReceiptId(t.db, memberAccount, year, 1)).toBeUndefined()
		expect(await findAccountReceiptId(t.db, alone, year, 1)).toBeUndefined()
		expect(await findAccountReceiptId(t.db, colleagues, year + 1, 1)).toBeUndefined()
		expect(await findAccountInvoiceId(t.db, alone, year, 1)).toBe(issued.invoice.id)
		expect(await findAccountInvoiceId(t.db, colleagues, year, 1)).toBeUndefined()
		expect(await findAccountInvoiceId(t.db, alone, year, 2)).toBeUndefined()
	})
})
