/**
 * Invoices and receipts as PDF (docs/payments.md, "Invoices and receipts as PDF"), against the
 * built server: the site settings screen saves the organiser's legal name, tax number and tax
 * lines (a bad percent is refused with its message and the input kept, with and without
 * JavaScript); a registrant asks for an invoice by posting to `/registration/{token}/invoice` (the
 * button on their page posts the same form) and opens the PDF; the group's contact gets the
 * group's documents by their own link, a colleague never; the back office issues an invoice and
 * downloads a receipt, never from another site. The PDFs are read back with pdfjs-dist.
 */
import type { Database } from '#app/db/connect.server.ts'
import { formatCedisExact } from '#app/lib/format.ts'
import { recordMovement } from '#app/modules/payments/ledger.server.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'
import {
	getSettings,
	saveSettings,
	type SiteSettings,
} from '#app/modules/settings/settings.queries.server.ts'
import { pdfText } from '#tests/setup/pdf-text.ts'
import type { APIResponse } from '@playwright/test'
import { currentEdition, expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'

let saved: SiteSettings

test.beforeAll(async ({ db }) => {
	saved = await getSettings(db)
})

test.afterAll(async ({ db }: { db: Database }) => {
	await saveSettings(db, saved, new Date())
})

/** Removes the ledger rows, receipts and invoices of `attendeeIds` and `groupId` (before their registrations go). */
async function removeDocuments(db: Database, attendeeIds: number[], groupId = 0) {
	const ids = attendeeIds.length ? attendeeIds : [0]
	await db
		.deleteFrom('payments')
		.where((eb) => eb.or([eb('attendee_id', 'in', ids), eb('group_id', '=', groupId)]))
		.execute()
	await db
		.deleteFrom('receipts')
		.where((eb) => eb.or([eb('attendee_id', 'in', ids), eb('group_id', '=', groupId)]))
		.execute()
	await db
		.deleteFrom('invoices')
		.where((eb) => eb.or([eb('attendee_id', 'in', ids), eb('group_id', '=', groupId)]))
		.execute()
}

/** A PDF answer as the browser gets it: viewed inline under its number, never stored, and its text. */
async function expectPdf(answer: APIResponse, filename: RegExp): Promise<string> {
	expect(answer.status()).toBe(200)
	const headers = answer.headers()
	expect(headers['content-type']).toBe('application/pdf')
	expect(headers['content-disposition']).toMatch(new RegExp(`^inline; filename="${filename.source}"$`))
	// The server sets it for every /admin/ answer too, so the back office's may carry it twice.
	expect(headers['cache-control']).toMatch(/^private, no-store(, private, no-store)?$/)
	return pdfText(await answer.body())
}

test.describe('the site settings screen', () => {
	test('saves the legal name, tax number and tax lines; a bad percent is refused with the input kept', async ({
		page,
		db,
		signInAs,
	}) => {
		await signInAs()
		await gotoHydrated(page, '/admin/settings')
		await expect(page.getByRole('group', { name: 'Invoices and receipts' })).toBeVisible()
		await page.getByLabel('Legal name').fill('Institute of Internal Auditors Ghana')
		await page.getByLabel('Legal address').fill('4th Floor, Heritage Tower\nAccra')
		await page.getByLabel('Tax number').fill('C0001234567')
		await page.getByLabel('Tax 1 name').fill('VAT')
		await page.getByLabel('Tax 1 percent').fill('15')
		await page.getByLabel('Tax 2 name').fill('NHIL')
		await page.getByLabel('Tax 2 percent').fill('2.555')
		await page.getByLabel('Payment reminder (days before the event)').fill('7')
		await page.getByRole('button', { name: 'Save settings' }).click()
		await expect(
			page.getByText('Percent must be a number from 0 to 100 with at most 2 decimals, e.g. 15 or 2.5'),
		).toBeVisible()
		await expect(page.getByLabel('Tax 2 percent')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByLabel('Legal name')).toHaveValue('Institute of Internal Auditors Ghana')
		await expect(page.getByLabel('Tax 1 name')).toHaveValue('VAT')
		expect(await axeViolations(page)).toEqual([])
		expect((await getSettings(db)).tax_lines_json).toBe(saved.tax_lines_json)

		await page.getByLabel('Tax 2 percent').fill('2.5')
		await page.getByRole('button', { name: 'Save settings' }).click()
		await expect(page.getByTestId('toast')).toContainText('Settings saved')
		expect(await getSettings(db)).toMatchObject({
			legal_name: 'Institute of Internal Auditors Ghana',
			legal_address: '4th Floor, Heritage Tower\nAccra',
			tax_number: 'C0001234567',
			tax_lines_json: '[{"name":"VAT","percent":15},{"name":"NHIL","percent":2.5}]',
			payment_reminder_days: 7,
		})
		await page.reload()
		await expect(page.getByLabel('Tax 2 name')).toHaveValue('NHIL')
		await expect(page.getByLabel('Tax 2 percent')).toHaveValue('2.5')
		await expect(page.getByLabel('Tax 3 name')).toHaveValue('')
		await expect(page.getByLabel('Tax 6 name')).toBeVisible()
	})

	test('without JavaScript, a plain form post refuses a half-filled tax line and keeps what was typed', async ({
		noJsPage: page,
		signInAs,
	}) => {
		await signInAs(undefined, page.context())
		await page.goto('/admin/settings')
		await page.getByLabel('Legal name').fill('IIA Ghana (no script)')
		await page.getByLabel('Tax 3 name').fill('GETFund')
		await page.getByRole('button', { name: 'Save settings' }).click()
		await expect(page.getByText('Percent is required')).toBeVisible()
		await expect(page.getByLabel('Legal name')).toHaveValue('IIA Ghana (no script)')
		await expect(page.getByLabel('Tax 3 name')).toHaveValue('GETFund')
	})
})

test.describe('a registrant', () => {
	test('asks for an invoice by a form post and opens the PDF; asked again, the same one', async ({
		page,
		db,
		registrant,
		cleanup,
	}) => {
		await db
			.updateTable('settings')
			.set({
				legal_name: 'Institute of Internal Auditors Ghana',
				tax_number: 'C0001234567',
				tax_lines_json: '[{"name":"VAT","percent":15}]',
			})
			.execute()
		const ama = await registrant('Ama Ɔdɔm')
		cleanup(() => removeDocuments(db, [ama.attendeeId]))
		const { year } = await currentEdition(db)
		const fee = (
			await db
				.selectFrom('attendees')
				.select('fee_pesewas')
				.where('id', '=', ama.attendeeId)
				.executeTakeFirstOrThrow()
		).fee_pesewas!

		const asked = await page.request.post(`${ama.managePath}/invoice`, {
			form: { company: 'Cape Coast Audit Ltd', purchase_order: 'PO-E2E-1' },
			maxRedirects: 0,
		})
		expect(asked.status()).toBe(303)
		const location = asked.headers()['location']!
		expect(location).toMatch(new RegExp(`^${ama.managePath}/invoices/INV-${year}-\\d{4}\\.pdf$`))
		const number = /INV-\d{4}-\d{4}/.exec(location)![0]
		const text = await expectPdf(await page.request.get(location), new RegExp(`${number}\\.pdf`))
		for (const expected of [
			number,
			'Institute of Internal Auditors Ghana',
			'Tax number (TIN): C0001234567',
			'Cape Coast Audit Ltd',
			'Attn: Ama Ɔdɔm',
			'PO-E2E-1',
			'Delegate fee — Ama Ɔdɔm',
			'VAT 15%',
			formatCedisExact(fee),
		])
			expect(text).toContain(expected)

		// The same request again: the same invoice, no new number.
		const again = await page.request.post(`${ama.managePath}/invoice`, {
			form: { company: 'Cape Coast Audit Ltd', purchase_order: 'PO-E2E-1' },
			maxRedirects: 0,
		})
		expect(again.headers()['location']).toBe(location)
		expect(
			await db.selectFrom('invoices').select('id').where('attendee_id', '=', ama.attendeeId).execute(),
		).toHaveLength(1)

		// A purchase-order number too long: back to the registration page, nothing issued.
		const refused = await page.request.post(`${ama.managePath}/invoice`, {
			form: { purchase_order: 'P'.repeat(41) },
			maxRedirects: 0,
		})
		expect(refused.status()).toBe(303)
		expect(refused.headers()['location']).toBe(ama.managePath)
		expect(refused.headers()['set-cookie']).toContain('summit_toast')
	})

	test('opens their receipt; another registrant’s link or a forged one finds nothing', async ({
		page,
		db,
		registrant,
		cleanup,
	}) => {
		const esi = await registrant('Ɛsi Mensah')
		const kofi = await registrant('Kofi Boateng', `kofi-${Date.now()}@e2e.example`)
		cleanup(() => removeDocuments(db, [esi.attendeeId, kofi.attendeeId]))
		const paid = await recordMovement(
			db,
			{ kind: 'registration', id: esi.attendeeId },
			{ kind: 'payment', method: 'momo', amountPesewas: 10_000, reference: `MOMO-${Date.now()}` },
			{ userId: null, name: 'Desk volunteer', role: 'Administrator' },
			new Date(),
		)
		if (!paid.ok || !paid.receipt) throw new Error('not recorded')
		const path = `receipts/${paid.receipt.number}.pdf`

		const text = await expectPdf(
			await page.request.get(`${esi.managePath}/${path}`),
			new RegExp(`${paid.receipt.number}\\.pdf`),
		)
		for (const expected of [
			'RECEIPT',
			paid.receipt.number,
			'Ɛsi Mensah',
			'GH₵ 100.00',
			'Mobile money transfer',
			'Delegate fee — Ɛsi Mensah',
		])
			expect(text).toContain(expected)

		expect((await page.request.get(`${kofi.managePath}/${path}`)).status()).toBe(404)
		const forged = esi.managePath.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
		const answer = await page.request.get(`${forged}/${path}`)
		expect(answer.status()).toBe(404)
		expect(await answer.text()).not.toContain('Ɛsi')
		// The ticket's link is not the manage link.
		expect(
			(await page.request.get(`${esi.ticketPath.replace('/ticket/', '/registration/')}/${path}`)).status(),
		).toBe(404)
	})
})

test('a group’s contact gets the group’s invoice and receipt by their link; a colleague neither, nor an invoice of their own', async ({
	page,
	db,
	cleanup,
}) => {
	const registered = await registerGroup(
		db,
		{
			name: 'Efua Mensah',
			email: `efua-${Date.now()}@goldcoast.example`,
			whatsapp_number: '+233 20 765 4321',
			company_name: 'Gold Coast Bank',
			consent: true,
			colleagues: ['Ɛsi Ɔdɔm', 'Yaw Asante'].map((name, index) => ({
				name,
				email: `colleague-${index}-${Date.now()}@goldcoast.example`,
				role: 'Auditor',
				whatsapp_number: '+233 24 123 4567',
				index,
			})),
		},
		new Date(),
		'summit.test',
	)
	if (!registered.ok) throw new Error(registered.message)
	const groupId = registered.groupId
	const members = await db
		.selectFrom('attendees')
		.select(['id', 'ticket_ref'])
		.where('group_id', '=', groupId)
		.execute()
	cleanup(async () => {
		await removeDocuments(
			db,
			members.map((m) => m.id),
			groupId,
		)
		await db.deleteFrom('attendees').where('group_id', '=', groupId).execute()
		await db.deleteFrom('registration_groups').where('id', '=', groupId).execute()
	})
	const group = await db
		.selectFrom('registration_groups')
		.select('manage_ref')
		.where('id', '=', groupId)
		.executeTakeFirstOrThrow()
	const secret = await ticketSecret(db)
	const groupPath = `/group/${signTicketRef(secret, group.manage_ref!, 'group')}`
	const memberPath = `/registration/${signTicketRef(secret, members[0]!.ticket_ref!, 'manage')}`

	const asked = await page.request.post(`${groupPath}/invoice`, { form: { purchase_order: 'GCB-PO-9' } })
	const text = await expectPdf(asked, /INV-\d{4}-\d{4}\.pdf/)
	for (const expected of [
		'Gold Coast Bank',
		'Attn: Efua Mensah',
		'GCB-PO-9',
		'Delegate fee — Ɛsi Ɔdɔm',
		'Delegate fee — Yaw Asante',
	])
		expect(text).toContain(expected)

	const paid = await recordMovement(
		db,
		{ kind: 'group', id: groupId },
		{ kind: 'payment', method: 'bank', amountPesewas: 20_000, reference: `GCB-${Date.now()}` },
		{ userId: null, name: 'Finance office', role: 'Administrator' },
		new Date(),
	)
	if (!paid.ok || !paid.receipt) throw new Error('not recorded')
	const receipt = `receipts/${paid.receipt.number}.pdf`
	expect(
		await expectPdf(await page.request.get(`${groupPath}/${receipt}`), /RCT-\d{4}-\d{4}\.pdf/),
	).toContain('Bank transfer')
	// A colleague's own link: not the group's receipt, and no invoice of their own (the contact pays).
	expect((await page.request.get(`${memberPath}/${receipt}`)).status()).toBe(404)
	const own = await page.request.post(`${memberPath}/invoice`, { form: {}, maxRedirects: 0 })
	expect(own.status()).toBe(303)
	expect(own.headers()['location']).toBe(memberPath)
	expect(
		await db
			.selectFrom('invoices')
			.select('id')
			.where(
				'attendee_id',
				'in',
				members.map((m) => m.id),
			)
			.execute(),
	).toEqual([])
	// A registration's manage link is not a group's link.
	expect(
		(await page.request.get(`${memberPath.replace('/registration/', '/group/')}/${receipt}`)).status(),
	).toBe(404)
})

test('the back office issues an invoice and downloads a receipt, never from another site', async ({
	page,
	db,
	registrant,
	cleanup,
	signInAs,
}) => {
	await signInAs()
	const yaw = await registrant('Yaw Ɔfori')
	cleanup(() => removeDocuments(db, [yaw.attendeeId]))
	const sameSite = { 'sec-fetch-site': 'same-origin' }

	const issued = await page.request.post('/admin/invoices/new', {
		form: {
			account: 'registration',
			id: String(yaw.attendeeId),
			company: 'Ɔfori & Sons',
			purchase_order: '',
		},
		maxRedirects: 0,
	})
	expect(issued.status()).toBe(303)
	const invoicePath = issued.headers()['location']!
	expect(invoicePath).toMatch(/^\/admin\/invoices\/\d+\.pdf$/)
	const invoiceText = await expectPdf(
		await page.request.get(invoicePath, { headers: sameSite }),
		/INV-\d{4}-\d{4}\.pdf/,
	)
	expect(invoiceText).toContain('Ɔfori & Sons')
	const log = await db
		.selectFrom('activity_log')
		.select('description')
		.where('type', '=', 'Issue Invoice')
		.orderBy('id', 'desc')
		.executeTakeFirstOrThrow()
	expect(log.description).toContain('Yaw Ɔfori')

	const paid = await recordMovement(
		db,
		{ kind: 'registration', id: yaw.attendeeId },
		{ kind: 'payment', method: 'cash', amountPesewas: 5_000, reference: null },
		{ userId: null, name: 'Desk volunteer', role: 'Administrator' },
		new Date(),
	)
	if (!paid.ok || !paid.receipt) throw new Error('not recorded')
	const receiptPath = `/admin/receipts/${paid.receipt.id}.pdf`
	const receiptText = await expectPdf(
		await page.request.get(receiptPath, { headers: sameSite }),
		new RegExp(`${paid.receipt.number}\\.pdf`),
	)
	for (const expected of [paid.receipt.number, 'Yaw Ɔfori', 'GH₵ 50.00', 'Cash', 'Desk volunteer'])
		expect(receiptText).toContain(expected)

	// Followed from a back-office page (a same-origin navigation), the browser gets the PDF to show.
	await page.goto('/admin/dashboard')
	await page.evaluate((href) => {
		const link = document.createElement('a')
		link.href = href
		link.textContent = 'The test receipt'
		document.body.prepend(link)
	}, receiptPath)
	const opened = page.waitForResponse((response) => response.url().endsWith(receiptPath))
	await page.getByRole('link', { name: 'The test receipt' }).click()
	expect((await opened).headers()['content-type']).toBe('application/pdf')
	expect((await opened).status()).toBe(200)

	for (const site of ['cross-site', 'same-site']) {
		const elsewhere = await page.request.get(receiptPath, { headers: { 'sec-fetch-site': site } })
		expect(elsewhere.status(), site).toBe(403)
		expect(elsewhere.headers()['content-type']).not.toBe('application/pdf')
	}
	expect((await page.request.get('/admin/receipts/999999.pdf', { headers: sameSite })).status()).toBe(404)
	expect((await page.request.get('/admin/invoices/abc.pdf', { headers: sameSite })).status()).toBe(404)

	// Nothing owed any more after paying it all: refused, back to the payments screen.
	const balance = (
		await db
			.selectFrom('attendees')
			.select('fee_pesewas')
			.where('id', '=', yaw.attendeeId)
			.executeTakeFirstOrThrow()
	).fee_pesewas!
	await recordMovement(
		db,
		{ kind: 'registration', id: yaw.attendeeId },
		{ kind: 'payment', method: 'cash', amountPesewas: balance - 5_000, reference: null },
		{ userId: null, name: 'Desk volunteer', role: 'Administrator' },
		new Date(),
	)
	const refused = await page.request.post('/admin/invoices/new', {
		form: { account: 'registration', id: String(yaw.attendeeId) },
		maxRedirects: 0,
	})
	expect(refused.status()).toBe(303)
	expect(refused.headers()['location']).toBe(`/admin/payments/registration/${yaw.attendeeId}`)
})
