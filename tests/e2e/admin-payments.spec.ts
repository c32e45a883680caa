/**
 * The back office's money screens, as a finance officer (an Administrator) uses them: a
 * registration's payments screen (record a bank transfer with its reference, a second recording of
 * that reference refused, a refund above what was paid refused, waive, correct after a
 * confirmation, with and without JavaScript), the attendee list's payment state, filter and totals,
 * the ledger screen's search, filters, totals and CSV; and a desk volunteer (role User) refused every
 * money screen but still at the desk.
 */
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import type { Database } from '#app/db/connect.server.ts'
import { recordMovement } from '#app/modules/payments/ledger.server.ts'
import { LEDGER_CSV_HEADER } from '#app/modules/payments/payments-pages.server.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'
import { uniqueTag } from './support/unique.ts'

/** The fee the registration `id` owes (pesewas): the current edition's fee when it was made. */
async function feeOf(db: Database, id: number): Promise<number> {
	const row = await db
		.selectFrom('attendees')
		.select('fee_pesewas')
		.where('id', '=', id)
		.executeTakeFirstOrThrow()
	expect(row.fee_pesewas, 'the seeded edition has a fee').toBeGreaterThan(0)
	return row.fee_pesewas!
}

const cedis = (pesewas: number) =>
	`GH₵ ${(pesewas / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })}`

/** The newest entry of the activity log. */
async function latestActivity(db: Database) {
	return db
		.selectFrom('activity_log')
		.select(['type', 'description', 'username'])
		.orderBy('id', 'desc')
		.limit(1)
		.executeTakeFirstOrThrow()
}

/** Fills and sends the form of the panel titled `title` with `fields` (label → value; a select by its option's label). */
async function sendForm(page: Page, title: string, fields: Record<string, string>, button: string) {
	const panel = page.getByRole('region', { name: title })
	for (const [label, value] of Object.entries(fields)) {
		const field = panel.getByLabel(label)
		if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value })
		else await field.fill(value)
	}
	await panel.getByRole('button', { name: button }).click()
	return panel
}

const balance = (page: Page) => page.getByTestId('balance-amount')

test.beforeEach(async ({ signInAs }) => signInAs())

test('a bank transfer with its reference lowers the balance and gets a receipt; the same reference again, or a refund above what was paid, is refused', async ({
	page,
	db,
	registrant,
}) => {
	test.setTimeout(60_000)
	const tag = uniqueTag()
	const person = await registrant(`Akosua Ɛsi ${tag}`)
	const fee = await feeOf(db, person.attendeeId)
	const part = Math.floor(fee / 200) * 100 // about half, in whole cedis
	const reference = `GCB-${tag}`.toUpperCase()

	await gotoHydrated(page, `/admin/payments/registration/${person.attendeeId}`)
	await expect(page.getByRole('heading', { level: 1, name: `Payments: Akosua Ɛsi ${tag}` })).toBeVisible()
	await expect(balance(page)).toHaveText(cedis(fee))
	await expect(page.getByTestId('balance')).toContainText('Not paid')
	await expect(page.getByTestId('no-movements')).toBeVisible()

	const record = await sendForm(
		page,
		'Record a payment',
		{ Method: 'Bank transfer', 'Amount (GH₵)': String(part / 100), Reference: reference },
		'Record payment',
	)
	await expect(page.getByTestId('toast')).toContainText(/Payment recorded: receipt RCT-\d{4}-\d{4}/)
	await expect(balance(page)).toHaveText(cedis(fee - part))
	await expect(page.getByTestId('balance')).toContainText('Part-paid')
	const row = page.getByTestId('movement-row').first()
	await expect(row).toContainText(reference)
	await expect(row).toContainText('Bank transfer')
	const receipt = row.getByRole('link', { name: /^RCT-\d{4}-\d{4}$/ })
	const receiptRow = await db
		.selectFrom('receipts')
		.select(['id', 'reference', 'amount_pesewas'])
		.where('attendee_id', '=', person.attendeeId)
		.executeTakeFirstOrThrow()
	expect(receiptRow).toMatchObject({ reference, amount_pesewas: part })
	await expect(receipt).toHaveAttribute('href', `/admin/receipts/${receiptRow.id}.pdf`)
	expect(await latestActivity(db)).toMatchObject({
		type: 'Record Payment',
		description: expect.stringContaining(`(reference ${reference})`),
	})

	// The same transfer recorded again: refused with the ledger's message, the input kept, nothing written.
	await sendForm(
		page,
		'Record a payment',
		{ Method: 'Bank transfer', 'Amount (GH₵)': '1', Reference: reference },
		'Record payment',
	)
	await expect(record.getByRole('alert')).toHaveText(
		'A payment with this reference is already recorded: check the ledger before recording it again.',
	)
	await expect(record.getByLabel('Reference')).toHaveValue(reference)
	await expect(balance(page)).toHaveText(cedis(fee - part))

	// More back than was paid: refused.
	const refund = await sendForm(
		page,
		'Refund',
		{ 'Paid back by': 'Cash', 'Amount (GH₵)': String(part / 100 + 1), Reason: 'Cancelled' },
		'Record refund',
	)
	await expect(refund.getByRole('alert')).toHaveText(
		`A refund of ${cedis(part + 100)} is more than the ${cedis(part)} paid.`,
	)
	expect(
		await db.selectFrom('payments').select('kind').where('attendee_id', '=', person.attendeeId).execute(),
	).toEqual([{ kind: 'payment' }])

	// The attendee list shows the part payment, links to the screen, and its filter finds it.
	await gotoHydrated(page, `/admin/attendees?q=${tag}`)
	const listed = page.getByTestId('registration-row')
	await expect(listed).toHaveCount(1)
	await expect(listed).toContainText('Part-paid')
	await expect(listed).toContainText(`Paid ${cedis(part)}`)
	await expect(listed).toContainText(`Balance ${cedis(fee - part)}`)
	await expect(page.getByTestId('money-total-paid')).toHaveText(cedis(part))
	await expect(page.getByTestId('money-total-balance')).toHaveText(cedis(fee - part))
	const filter = page.getByLabel('Payment', { exact: true })
	await expect(filter.locator('option')).toHaveText([
		'Any',
		'Not paid',
		'Part-paid',
		'Paid',
		'Waived',
		'Refunded',
		'No fee',
	])
	await filter.selectOption('paid')
	await expect(page).toHaveURL(/payment=paid/)
	await expect(page.getByText('There are no records to display')).toBeVisible()
	await page.getByLabel('Payment', { exact: true }).selectOption('part-paid')
	await expect(page).toHaveURL(/payment=part-paid/)
	await expect(listed).toHaveCount(1)
	await listed.getByTestId('payment-link').click()
	await expect(page).toHaveURL(`/admin/payments/registration/${person.attendeeId}`)
	expect(await axeViolations(page)).toEqual([])
})

test('waive the balance, then correct the waiver after its confirmation: the balance is owed again', async ({
	page,
	db,
	registrant,
}) => {
	const tag = uniqueTag()
	const person = await registrant(`Kwame Waived ${tag}`)
	const fee = await feeOf(db, person.attendeeId)
	await gotoHydrated(page, `/admin/payments/registration/${person.attendeeId}`)
	const waive = page.getByRole('region', { name: 'Waive' })
	await expect(waive.getByLabel('Amount (GH₵)')).toHaveValue(String(fee / 100))
	await waive.getByLabel('Reason').fill('Speaker')
	await waive.getByRole('button', { name: 'Waive' }).click()
	await expect(page.getByTestId('toast')).toContainText('Fee waived')
	await expect(balance(page)).toHaveText('GH₵ 0')
	await expect(page.getByTestId('balance')).toContainText('Waived')

	await page.getByRole('link', { name: /^Correct the waiver/ }).click()
	const confirm = page.getByTestId('correct-panel')
	await expect(confirm.getByRole('heading', { name: 'Undo this waiver?' })).toBeVisible()
	await expect(confirm.getByLabel('Why is it corrected?')).toBeFocused()
	await confirm.getByRole('button', { name: 'Undo this movement' }).click()
	await expect(confirm.getByText('Say why this movement is corrected.')).toBeVisible()
	await confirm.getByLabel('Why is it corrected?').fill('Not a speaker after all')
	await confirm.getByRole('button', { name: 'Undo this movement' }).click()
	await expect(page.getByTestId('toast')).toContainText('Movement corrected')
	await expect(confirm).toBeHidden()
	await expect(balance(page)).toHaveText(cedis(fee))
	await expect(page.getByTestId('balance')).toContainText('Not paid')
	await expect(page.getByTestId('movement-row').first()).toContainText('Correction of waiver')
	await expect(page.getByTestId('movement-row').nth(1)).toContainText('Undone by a correction')
	expect(await latestActivity(db)).toMatchObject({
		type: 'Correct Payment',
		description: expect.stringContaining('Not a speaker after all'),
	})
})

test.describe('without JavaScript', () => {
	test('a payment is recorded and a correction confirmed by plain forms and links', async ({
		noJsPage: page,
		db,
		registrant,
		signInAs,
	}) => {
		await signInAs(undefined, page.context())
		const person = await registrant(`Yaa NoScript ${uniqueTag()}`)
		const fee = await feeOf(db, person.attendeeId)
		await page.goto(`/admin/payments/registration/${person.attendeeId}`)
		await sendForm(
			page,
			'Record a payment',
			{ Method: 'Cash', 'Amount (GH₵)': String(fee / 100) },
			'Record payment',
		)
		await expect(page.getByTestId('balance')).toContainText('Paid')
		await expect(balance(page)).toHaveText('GH₵ 0')
		await page.getByRole('link', { name: /^Correct the payment/ }).click()
		await expect(page).toHaveURL(/\?confirm=correct-\d+/)
		const confirm = page.getByTestId('correct-panel')
		await confirm.getByRole('link', { name: 'Cancel' }).click()
		await expect(confirm).toBeHidden()
		await page.getByRole('link', { name: /^Correct the payment/ }).click()
		await confirm.getByLabel('Why is it corrected?').fill('Counted twice')
		await confirm.getByRole('button', { name: 'Undo this movement' }).click()
		await expect(balance(page)).toHaveText(cedis(fee))
		await expect(page).not.toHaveURL(/confirm=/)
	})
})

test('the ledger screen: search, filters, totals of the matching movements, CSV; a discrepancy listed', async ({
	page,
	db,
	registrant,
	cleanup,
}) => {
	test.setTimeout(60_000)
	const tag = uniqueTag().toUpperCase()
	const ama = await registrant(`Ama Ledger ${tag}`)
	const kofi = await registrant(`Kofi Ledger ${tag}`, `kofi-${tag.toLowerCase()}@summit.example`)
	const admin = { userId: null, name: 'Finance Officer', role: 'Administrator' as const }
	const record = async (id: number, input: Parameters<typeof recordMovement>[2]) => {
		const result = await recordMovement(db, { kind: 'registration', id }, input, admin, new Date())
		if (!result.ok) throw new Error(result.message)
	}
	await record(ama.attendeeId, {
		kind: 'payment',
		method: 'bank',
		amountPesewas: 100_000,
		reference: `BNK-${tag}-1`,
	})
	await record(ama.attendeeId, {
		kind: 'payment',
		method: 'momo',
		amountPesewas: 25_050,
		reference: `MOMO-${tag}-2`,
	})
	await record(kofi.attendeeId, {
		kind: 'payment',
		method: 'bank',
		amountPesewas: 50_000,
		reference: `BNK-${tag}-3`,
	})
	await record(kofi.attendeeId, {
		kind: 'refund',
		method: 'bank',
		amountPesewas: 20_000,
		reference: `BNK-${tag}-4`,
	})
	const edition = await db
		.selectFrom('attendees')
		.select('edition_id')
		.where('id', '=', ama.attendeeId)
		.executeTakeFirstOrThrow()
	const discrepancy = await db
		.insertInto('online_payments')
		.values({
			reference: `PSK-${tag}`,
			edition_id: edition.edition_id,
			attendee_id: kofi.attendeeId,
			amount_pesewas: 30_000,
			status: 'discrepancy',
			paid_amount_pesewas: 20_000,
			paid_currency: 'GHS',
			channel: 'mobile_money',
			detail: 'Paid less than owed',
			created_at: new Date().toISOString(),
			updated_at: new Date().toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	cleanup(() => db.deleteFrom('online_payments').where('id', '=', discrepancy.id).execute())

	await gotoHydrated(page, '/admin/dashboard')
	await page
		.getByRole('navigation', { name: 'Back office menu' })
		.getByRole('link', { name: 'Payments' })
		.click()
	await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
	await page.getByRole('searchbox', { name: 'Search by reference, name or company' }).fill(tag)
	await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(new RegExp(`q=${tag}`))
	await expect(page.getByTestId('ledger-row')).toHaveCount(4)
	await expect(page.getByTestId('ledger-row').first()).toContainText(`BNK-${tag}-4`)
	await expect(page.getByTestId('total-received')).toHaveText('GH₵ 1,750.50')
	await expect(page.getByTestId('received-bank')).toHaveText('Bank transfer: GH₵ 1,500')
	await expect(page.getByTestId('received-momo')).toHaveText('Mobile money transfer: GH₵ 250.50')
	await expect(page.getByTestId('total-refunded')).toHaveText('GH₵ 200')
	await expect(page.getByTestId('total-net')).toHaveText('GH₵ 1,550.50')
	await expect(page.getByTestId('discrepancy-row').filter({ hasText: `PSK-${tag}` })).toContainText(
		`Kofi Ledger ${tag}`,
	)

	await page.getByLabel('Method').selectOption('momo')
	await expect(page).toHaveURL(/method=momo/)
	await expect(page.getByTestId('ledger-row')).toHaveCount(1)
	await expect(page.getByTestId('total-net')).toHaveText('GH₵ 250.50')
	await page.getByLabel('Method').selectOption('')
	await page.getByLabel('Kind').selectOption('refund')
	await expect(page.getByTestId('ledger-row')).toHaveCount(1)
	await page.getByLabel('Kind').selectOption('')
	await expect(page.getByTestId('ledger-row')).toHaveCount(4)

	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name: 'Export to CSV' }).click(),
	])
	expect(download.suggestedFilename()).toMatch(/^Payments_\d{4}\.csv$/)
	const records = parse(fs.readFileSync((await download.path())!), { bom: true }) as string[][]
	expect(records[0]).toEqual(LEDGER_CSV_HEADER)
	const column = (name: string) => records[0]!.indexOf(name)
	expect(
		records.slice(1).map((r) => [r[column('Reference')], r[column('In (GH₵)')], r[column('Out (GH₵)')]]),
	).toEqual([
		[`BNK-${tag}-4`, '', '200'],
		[`BNK-${tag}-3`, '500', ''],
		[`MOMO-${tag}-2`, '250.50', ''],
		[`BNK-${tag}-1`, '1000', ''],
	])
	expect(await latestActivity(db)).toMatchObject({
		type: 'Export Payments',
		description: expect.stringMatching(
			new RegExp(`^Exported 4 ledger movements of \\d{4} to Payments_\\d{4}\\.csv \\(search “${tag}”\\)$`),
		),
	})
	for (const width of [1280, 360]) {
		await page.setViewportSize({ width, height: 900 })
		expect(await axeViolations(page), `axe at ${width} px`).toEqual([])
	}
})

test('a User is refused every money screen (403) but still works the desk', async ({
	page,
	factory,
	signInAs,
	registrant,
	baseURL,
}) => {
	const person = await registrant(`Desk Only ${uniqueTag()}`)
	const volunteer = await factory.user({ role: 'User' })
	await signInAs(volunteer)
	for (const url of [
		'/admin/payments',
		`/admin/payments/registration/${person.attendeeId}`,
		'/admin/payments/group/1',
		'/admin/export/payments',
	]) {
		const answer = await page.request.get(url, { maxRedirects: 0 })
		expect(answer.status(), url).toBe(403)
	}
	const posted = await page.request.post(`/admin/payments/registration/${person.attendeeId}`, {
		headers: { origin: baseURL! },
		form: { intent: 'waiver', seen: '0', amount: '100', reason: 'Friend' },
		maxRedirects: 0,
	})
	expect(posted.status()).toBe(403)
	await page.goto('/admin/payments')
	await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible()
	await gotoHydrated(page, '/admin/check-in')
	await expect(page.getByRole('heading', { level: 1, name: 'Check-in desk' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Payments', exact: true })).toHaveCount(0)
})
