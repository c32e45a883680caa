/**
 * Paying online through Paystack, in the browser, against the production build: a delegate pays
 * their fee from the manage page and comes back to "Paid" with a receipt number; a group's contact
 * pays for the whole group (without JavaScript); Paystack unreachable leaves the registration as it
 * was with a clear message; an amount that differs is a discrepancy; Paystack's webhook reaches
 * its route (no Origin header, a JSON body) and is refused without the right signature.
 *
 * Paystack cannot be reached from the machines the tests run on, so the worker's servers are
 * pointed at a local HTTP server that speaks Paystack's documented API and shows a payment page
 * (the `paystack` fixture, tests/setup/paystack.ts).
 */
import type { Database } from '#app/db/connect.server.ts'
import { formatCedis } from '#app/lib/format.ts'
import { expect, test } from './fixtures.ts'
import { signPaystack } from '#tests/setup/paystack.ts'
import { registerTestGroup } from './support/registrants.ts'
import { uniqueEmail } from './support/unique.ts'

test.afterEach(({ paystack }) => paystack.reset())

/** The fee the registration `id` owes, as the pages print it. */
async function feeOf(db: Database, id: number): Promise<string> {
	const row = await db
		.selectFrom('attendees')
		.select('fee_pesewas')
		.where('id', '=', id)
		.executeTakeFirstOrThrow()
	return formatCedis(row.fee_pesewas!)
}

test('a delegate pays from the manage page on Paystack and comes back to "Paid" with a receipt number', async ({
	page,
	db,
	registrant,
	paystack,
}) => {
	const me = await registrant('Ɛsi Ɔdɔm')
	const fee = await feeOf(db, me.attendeeId)
	await page.goto(me.managePath)
	const payment = page.getByRole('region', { name: 'Payment' })
	await expect(payment.getByTestId('payment-state')).toHaveText('Not paid')
	await expect(payment.getByTestId('balance')).toHaveText(fee)
	await expect(payment).toContainText(/Early-bird fee|Regular fee/)

	await payment.getByRole('button', { name: `Pay ${fee} now` }).click()
	await expect(page).toHaveURL(new RegExp(`^${paystack.url}/checkout/`))
	await expect(page.getByRole('heading', { name: 'Paystack (local stand-in)' })).toBeVisible()
	await page.getByRole('button', { name: 'Pay', exact: true }).click()

	await expect(page).toHaveURL(/\/registration\/[^/]+\/pay\?reference=SUM-\d{4}-[0-9A-F]{24}$/)
	const notice = page.getByTestId('payment-notice')
	await expect(notice).toContainText('Paid: thank you')
	await expect(notice).toContainText(/Your receipt number is RCT-\d{4}-\d{4}/)
	await expect(page.getByTestId('payment-state')).toHaveText('Paid')
	await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
	const receipt = /RCT-\d{4}-\d{4}/.exec((await notice.textContent()) ?? '')![0]
	await expect(page.getByRole('link', { name: 'Download the receipt (PDF)' })).toHaveAttribute(
		'href',
		`${me.managePath}/receipts/${receipt}.pdf`,
	)

	// Paystack's webhook for the same payment arrives too: still one payment.
	await paystack.webhooksSettled()
	expect(paystack.webhookAnswers.at(-1)).toBe(200)
	const movements = await db
		.selectFrom('payments')
		.select(['method', 'reference'])
		.where('attendee_id', '=', me.attendeeId)
		.execute()
	expect(movements).toHaveLength(1)
	expect(movements[0]!.method).toBe('paystack')

	await page.goto(me.managePath)
	await expect(payment.getByTestId('payment-state')).toHaveText('Paid')
	await expect(payment.getByRole('link', { name: `Receipt ${receipt} (PDF)` })).toBeVisible()
	// Cancelling now would not refund the payment by itself: the page says so before anyone cancels.
	await expect(page.getByTestId('cancel-paid-note')).toContainText(`You have paid ${fee} for this place.`)
	await page.goto(me.ticketPath)
	await expect(page.getByTestId('payment-state')).toHaveText(`Paid (${fee})`)
})

test('a group contact pays for the whole group in one payment, without JavaScript; colleagues are told their contact pays', async ({
	noJsPage: page,
	db,
	cleanup,
	paystack,
}) => {
	const group = await registerTestGroup(
		db,
		{
			contact: 'Efua Mensah',
			email: uniqueEmail('contact'),
			company: 'Gold Coast Bank',
			names: ['Kojo Asante', 'Ama Owusu', 'Yaw Boateng'],
		},
		cleanup,
	)
	const fees = await db
		.selectFrom('attendees')
		.select('fee_pesewas')
		.where('group_id', '=', group.groupId)
		.execute()
	const total = formatCedis(fees.reduce((sum, row) => sum + row.fee_pesewas!, 0))

	// A colleague has nothing to pay: their contact does.
	await page.goto(group.colleagues[0]!.managePath)
	await expect(page.getByTestId('paid-by-contact')).toContainText('Efua Mensah')
	await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)

	await page.goto(group.groupPath)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your group from Gold Coast Bank')
	await expect(page.getByTestId('balance')).toHaveText(total)
	await page.getByRole('button', { name: `Pay ${total} now` }).click()
	await expect(page).toHaveURL(new RegExp(`^${paystack.url}/checkout/`))
	await page.getByLabel('Card').check()
	await page.getByRole('button', { name: 'Pay', exact: true }).click()

	await expect(page).toHaveURL(/\/group\/[^/]+\/pay\?reference=/)
	await expect(page.getByTestId('payment-notice')).toContainText('Paid: thank you')
	await page.goto(group.groupPath)
	await expect(page.getByTestId('payment-state')).toHaveText('Paid')
	const colleagues = page.getByRole('region', { name: 'Colleagues' }).getByRole('listitem')
	await expect(colleagues).toHaveCount(3)
	for (const item of await colleagues.all()) await expect(item).toContainText('Paid')
	await expect(page.getByRole('link', { name: /^Receipt RCT-\d{4}-\d{4} \(PDF\)$/ })).toHaveCount(1)

	await paystack.webhooksSettled()
	const receipts = await db
		.selectFrom('receipts')
		.select('id')
		.where('group_id', '=', group.groupId)
		.execute()
	expect(receipts).toHaveLength(1)
})

test('Paystack unreachable: the delegate keeps the registration and is told to pay later; nothing is charged', async ({
	page,
	db,
	registrant,
	paystack,
}) => {
	const me = await registrant('Kwame Unreachable')
	const fee = await feeOf(db, me.attendeeId)
	paystack.behaviour.unreachable = 'initialize'
	await page.goto(me.managePath)
	const answer = page.waitForResponse((r) => r.request().method() === 'POST')
	await page.getByRole('button', { name: `Pay ${fee} now` }).click()
	expect((await answer).status()).toBe(503)
	await expect(page.getByRole('alert')).toContainText(
		'Paystack could not be reached just now, so nothing was charged. Your registration is safe',
	)
	await expect(page.getByTestId('payment-state')).toHaveText('Not paid')
	await page.goto(me.managePath)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your registration')
	const rows = await db
		.selectFrom('online_payments')
		.select('status')
		.where('attendee_id', '=', me.attendeeId)
		.execute()
	expect(rows).toEqual([{ status: 'failed' }])
})

test('an amount other than the one owed is not marked paid: the delegate is told the organisers will contact them', async ({
	page,
	db,
	registrant,
	paystack,
}) => {
	const me = await registrant('Abena Short')
	const fee = await feeOf(db, me.attendeeId)
	paystack.behaviour.chargeAmount = 100
	await page.goto(me.ticketPath)
	await page.getByRole('button', { name: `Pay ${fee} now` }).click()
	await page.getByRole('button', { name: 'Pay', exact: true }).click()
	await expect(page).toHaveURL(/\/ticket\/[^/]+\/pay\?reference=/)
	await expect(page.getByTestId('payment-notice')).toContainText(
		`We received GH₵ 1 but you owed ${fee}. The organisers will contact you.`,
	)
	await expect(page.getByTestId('payment-state')).toHaveText('Not paid')
})

test('the return in another browser shows what came of the payment, and leads to no delegate page', async ({
	page,
	browser,
	registrant,
	db,
	paystack,
}) => {
	const me = await registrant('Yaa Receipt')
	await page.goto(me.managePath)
	await page.getByRole('button', { name: /^Pay / }).click()
	await expect(page).toHaveURL(new RegExp(`^${paystack.url}/checkout/`))
	const started = await db
		.selectFrom('online_payments')
		.select('reference')
		.where('attendee_id', '=', me.attendeeId)
		.executeTakeFirstOrThrow()
	paystack.charge(started.reference)
	const other = await browser.newContext()
	try {
		const stranger = await other.newPage()
		const answer = await stranger.goto(`/payments/paystack/return?reference=${started.reference}`)
		expect(answer?.status()).toBe(200)
		await expect(stranger).toHaveURL(/\/payments\/paystack\/return\?/)
		await expect(stranger.getByTestId('payment-notice')).toContainText('Paid: thank you')
		await expect(stranger.locator(`a[href*="${me.managePath}"]`)).toHaveCount(0)
		const unknown = await stranger.goto(
			'/payments/paystack/return?reference=SUM-2027-000000000000000000000000',
		)
		expect(unknown?.status()).toBe(404)
	} finally {
		await other.close()
	}
})

test('Paystack’s webhook reaches its route without an Origin header, and is refused (401) without the right signature', async ({
	request,
	baseURL,
	paystack,
	registrant,
	db,
}) => {
	const me = await registrant('Kofi Webhook')
	const event = {
		event: 'charge.success',
		data: { reference: 'SUM-2027-ABCDEF0123456789ABCDEF01', status: 'success', amount: 100, currency: 'GHS' },
	}
	const body = JSON.stringify(event)
	const post = (headers: Record<string, string>, data = body) =>
		request.post('/webhooks/paystack', {
			headers: { 'Content-Type': 'application/json', ...headers },
			// Bytes, so they are sent as they are signed.
			data: Buffer.from(data),
		})
	expect((await post({})).status()).toBe(401)
	expect((await post({ 'x-paystack-signature': signPaystack(body, 'sk_test_wrong') })).status()).toBe(401)
	expect(
		(
			await post({ 'x-paystack-signature': signPaystack('{"event":', paystack.secretKey) }, '{"event":')
		).status(),
	).toBe(400)
	// Signed, not ours: answered 200, nothing stored.
	const ok = await post({ 'x-paystack-signature': signPaystack(body, paystack.secretKey) })
	expect(ok.status()).toBe(200)
	// A browser posting from another site is still refused by the origin check.
	expect(
		(
			await post({
				Origin: 'https://evil.example',
				'x-paystack-signature': signPaystack(body, paystack.secretKey),
			})
		).status(),
	).toBe(403)
	expect((await request.get('/webhooks/paystack')).status()).toBe(405)
	expect(
		await db.selectFrom('payments').select('id').where('attendee_id', '=', me.attendeeId).execute(),
	).toEqual([])
	expect(baseURL).toBeTruthy()
})
