/**
 * The dashboard's money, as an Administrator sees it: the current edition's figures (owed, received
 * by method, outstanding, registrations by payment state), which move by exactly a payment recorded
 * in the ledger. A User's dashboard has none of it (tests/e2e/check-in.spec.ts).
 */
import { recordMovement } from '#app/modules/payments/ledger.server.ts'
import { currentEdition, expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'

/** "GH₵ 2,500.50" or "3" as a number of pesewas (amounts) or a count. */
function amountOf(text: string | null): number {
	const cleaned = (text ?? '').replace(/GH₵|,|\s/g, '')
	return text?.includes('GH₵') ? Math.round(Number(cleaned) * 100) : Number(cleaned)
}

test('an Administrator sees the current edition’s money; a payment moves the figures by its amount', async ({
	page,
	db,
	registrant,
	signInAs,
	cleanup,
}) => {
	const edition = await currentEdition(db)
	const registered = await registrant('Ɛsi Ɔdɔm Money')
	const { fee_pesewas: fee } = await db
		.selectFrom('attendees')
		.select('fee_pesewas')
		.where('id', '=', registered.attendeeId)
		.executeTakeFirstOrThrow()
	expect(fee).toBeGreaterThan(0)

	await signInAs()
	await page.setViewportSize({ width: 1280, height: 1100 })
	await gotoHydrated(page, '/admin/dashboard')
	const card = page.getByTestId('money')
	await expect(card.getByRole('heading', { level: 2, name: `Money (${edition.year})` })).toBeVisible()
	await expect(card.getByRole('link', { name: 'Open the payments ledger' })).toHaveAttribute(
		'href',
		'/admin/payments',
	)
	const figures = async () => {
		const read = async (id: string) => amountOf(await page.getByTestId(id).textContent())
		return {
			owed: await read('money-owed'),
			received: await read('money-received'),
			cash: await read('money-method-cash'),
			outstanding: await read('money-outstanding'),
			paid: await read('money-state-paid'),
			unpaid: await read('money-state-unpaid'),
		}
	}
	// The figures are in the Administrator's data (a User's has none: check-in.spec.ts).
	expect(await (await page.request.get('/admin/dashboard.data')).text()).toContain('receivedByMethod')
	const before = await figures()
	expect(before.outstanding).toBeGreaterThanOrEqual(fee!)
	expect(await axeViolations(page)).toEqual([])

	const result = await recordMovement(
		db,
		{ kind: 'registration', id: registered.attendeeId },
		{ kind: 'payment', method: 'cash', amountPesewas: fee!, reference: null },
		{ userId: null, name: 'Dashboard test', role: 'Administrator' },
		new Date(),
	)
	expect(result.ok).toBe(true)
	cleanup(async () => {
		await db.deleteFrom('payments').where('attendee_id', '=', registered.attendeeId).execute()
		await db.deleteFrom('receipts').where('attendee_id', '=', registered.attendeeId).execute()
	})
	await gotoHydrated(page, '/admin/dashboard')
	expect(await figures()).toEqual({
		owed: before.owed,
		received: before.received + fee!,
		cash: before.cash + fee!,
		outstanding: before.outstanding - fee!,
		paid: before.paid + 1,
		unpaid: before.unpaid - 1,
	})
	await card.screenshot({ path: test.info().outputPath('dashboard-money.png') })
})
