/**
 * Back office webhook screens (/admin/webhooks, /admin/add-webhook, /admin/webhooks/{endpointId},
 * /admin/webhook-deliveries/{deliveryId}), signed in as the seeded Administrator. There is no internet
 * here: the happy path uses a public IP literal (8.8.8.8), which needs no name lookup; the refusals use
 * loopback addresses and plain http. No webhook worker sends anything in these tests, so a test event
 * stays queued (any status is accepted). Every endpoint a test adds is deleted after it.
 */
import type { Database } from '#app/db/connect.server.ts'
import { test as base, expect, gotoHydrated } from './fixtures.ts'
import { uniqueTag } from './support/unique.ts'

/** `tag`: unique to the test, in the URL path and description of what it adds (deleted afterwards). */
const test = base.extend<{ tag: string }>({
	tag: async ({ db, cleanup }, provide) => {
		const tag = uniqueTag()
		cleanup(() => deleteEndpointsTagged(db, tag))
		await provide(tag)
	},
})

async function deleteEndpointsTagged(db: Database, tag: string) {
	const ids = (
		await db.selectFrom('webhook_endpoints').select('id').where('url', 'like', `%${tag}%`).execute()
	).map((row) => row.id)
	if (!ids.length) return
	const deliveries = db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', 'in', ids)
	await db.deleteFrom('webhook_attempts').where('delivery_id', 'in', deliveries).execute()
	await db.deleteFrom('webhook_deliveries').where('endpoint_id', 'in', ids).execute()
	await db.deleteFrom('webhook_endpoints').where('id', 'in', ids).execute()
}

async function storedEndpoint(db: Database, tag: string) {
	return db
		.selectFrom('webhook_endpoints')
		.select(['id', 'url', 'secret', 'disabled_at', 'events'])
		.where('url', 'like', `%${tag}%`)
		.executeTakeFirst()
}

test.describe('webhooks (Administrator)', () => {
	test.beforeEach(async ({ signInAs }) => signInAs())

	test('add (private and http addresses refused), test event, send again, rotate, switch off, delete', async ({
		page,
		db,
		tag,
	}) => {
		await gotoHydrated(page, '/admin/dashboard')
		await page.getByRole('link', { name: 'Webhooks', exact: true }).first().click()
		await expect(page).toHaveURL(/\/admin\/webhooks$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible()
		await page.getByRole('link', { name: 'Add webhook' }).click()
		await expect(page).toHaveURL(/\/admin\/add-webhook$/)
		await expect(page).toHaveTitle('Add webhook | Back office')

		const url = page.getByLabel('Endpoint URL')
		const event = (name: string) => page.getByRole('checkbox', { name: new RegExp(name) })

		// Nothing chosen: both fields say what to do.
		await page.getByRole('button', { name: 'Add webhook' }).click()
		await expect(url).toHaveAccessibleDescription(/Enter the address deliveries are sent to/)
		await expect(page.getByText('Choose at least one event to send')).toBeVisible()

		await url.fill(`http://8.8.8.8/hooks/${tag}`)
		await event('Registration created').check()
		await page.getByRole('button', { name: 'Add webhook' }).click()
		await expect(url).toHaveAccessibleDescription(/Use an https:\/\/ address/)

		// Loopback, by address and by name: refused by the server, the input kept.
		for (const refused of [`https://127.0.0.1/hooks/${tag}`, `https://localhost/hooks/${tag}`]) {
			await url.fill(refused)
			await page.getByLabel('Description').fill(`CRM ${tag}`)
			await page.getByRole('button', { name: 'Add webhook' }).click()
			await expect(url).toHaveAccessibleDescription(/This address is inside a private network/)
			await expect(url).toHaveValue(refused)
			await expect(event('Registration created')).toBeChecked()
			await expect(page).toHaveURL(/\/admin\/add-webhook$/)
		}
		expect(await storedEndpoint(db, tag)).toBeUndefined()

		await url.fill(`https://8.8.8.8/hooks/${tag}`)
		await event('Payment received').check()
		await page.screenshot({ path: 'test-results/webhooks-add-1280.png', fullPage: true })
		await page.getByRole('button', { name: 'Add webhook' }).click()
		await expect(page).toHaveURL(/\/admin\/webhooks\/\d+$/)
		await expect(page.getByTestId('toast')).toContainText('Webhook added')
		const stored = await storedEndpoint(db, tag)
		expect(stored).toMatchObject({ url: `https://8.8.8.8/hooks/${tag}`, disabled_at: null })
		expect(JSON.parse(stored!.events)).toEqual(['registration.created', 'payment.received'])

		// The secret is hidden until "Show secret".
		await expect(page.getByText('No deliveries yet — send a test event')).toBeVisible()
		await expect(page.getByTestId('webhook-secret')).toBeHidden()
		await page.getByText('Show secret').click()
		await expect(page.getByTestId('webhook-secret')).toHaveText(stored!.secret)
		expect(stored!.secret).toMatch(/^whsec_/)

		await page.getByRole('button', { name: 'Send test event' }).click()
		await expect(page.getByTestId('toast')).toContainText('Test event queued')
		const row = page.getByTestId('delivery-row')
		await expect(row).toHaveCount(1)
		await expect(row).toContainText('Test event')
		await expect(row).toContainText(/Queued|Sending|Delivered|Failed/)
		await page.screenshot({ path: 'test-results/webhooks-endpoint-1280.png', fullPage: true })

		// The delivery's page: the payload as sent, and Send again.
		await row.getByRole('link', { name: /Test event/ }).click()
		await expect(page).toHaveURL(/\/admin\/webhook-deliveries\/\d+$/)
		await expect(page.getByLabel('Payload')).toContainText('"type": "webhook.test"')
		await expect(page.getByLabel('Payload')).toContainText('Test event from the Summit back office')
		await page.screenshot({ path: 'test-results/webhooks-delivery-1280.png', fullPage: true })
		if (await page.getByRole('button', { name: 'Send again' }).isVisible()) {
			await page.getByRole('button', { name: 'Send again' }).click()
			await expect(page.getByTestId('toast')).toContainText(/Delivery queued|Delivery not queued/)
		}
		await page.getByRole('link', { name: `CRM ${tag}` }).click()
		await expect(page).toHaveURL(/\/admin\/webhooks\/\d+$/)

		// Rotate, after a confirmation.
		await page.getByRole('button', { name: 'Rotate secret' }).click()
		const rotate = page.getByRole('dialog', { name: 'Rotate the signing secret?' })
		await expect(rotate).toBeVisible()
		await rotate.getByRole('button', { name: 'Rotate secret' }).click()
		await expect(page.getByTestId('toast')).toContainText('Signing secret rotated')
		const rotated = (await storedEndpoint(db, tag))!.secret
		expect(rotated).not.toBe(stored!.secret)
		expect(rotated).toMatch(/^whsec_/)

		// Switch off: no test event can be sent; the list says Off.
		await page.getByRole('button', { name: 'Switch off' }).click()
		await expect(page.getByTestId('toast')).toContainText('Webhook switched off')
		await expect(page.getByRole('button', { name: 'Send test event' })).toHaveCount(0)
		await expect(page.getByRole('button', { name: 'Switch on' })).toBeVisible()
		expect((await storedEndpoint(db, tag))!.disabled_at).not.toBeNull()
		await page.goto('/admin/webhooks')
		const listed = page.getByTestId('webhook-row').filter({ hasText: tag })
		await expect(listed).toContainText('Off')
		await expect(listed).toContainText('1 queued')
		await page.screenshot({ path: 'test-results/webhooks-list-1280.png', fullPage: true })

		// Delete, after a confirmation: gone with its log.
		await listed.getByRole('link', { name: new RegExp(tag) }).click()
		await page.getByRole('button', { name: 'Delete webhook' }).click()
		const confirm = page.getByRole('dialog', { name: 'Delete this webhook?' })
		await confirm.getByRole('button', { name: 'Delete' }).click()
		await expect(page).toHaveURL(/\/admin\/webhooks$/)
		await expect(page.getByTestId('toast')).toContainText('Webhook deleted')
		await expect(page.getByTestId('webhook-row').filter({ hasText: tag })).toHaveCount(0)
		expect(await storedEndpoint(db, tag)).toBeUndefined()

		const activity = await db
			.selectFrom('activity_log')
			.select('type')
			.where('description', 'like', `%webhook #${stored!.id} %`)
			.orderBy('id')
			.execute()
		expect(activity.map((a) => a.type)).toEqual(
			expect.arrayContaining([
				'Add Webhook',
				'Send Webhook Test',
				'Rotate Webhook Secret',
				'Switch Webhook Off',
				'Delete Webhook',
			]),
		)
	})

	test('edit keeps the input on a refusal; the screens fit a phone and work without JavaScript', async ({
		page,
		db,
		tag,
		noJsPage,
		signInAs,
	}) => {
		await gotoHydrated(page, '/admin/add-webhook')
		await page.getByLabel('Endpoint URL').fill(`https://8.8.8.8/in/${tag}`)
		await page.getByRole('checkbox', { name: /Partnership enquiry received/ }).check()
		await page.getByRole('button', { name: 'Add webhook' }).click()
		await expect(page).toHaveURL(/\/admin\/webhooks\/\d+$/)
		const id = (await storedEndpoint(db, tag))!.id

		await page.getByRole('link', { name: 'Edit webhook' }).click()
		await expect(page).toHaveURL(`/admin/webhooks/${id}/edit`)
		await expect(page.getByRole('checkbox', { name: /Partnership enquiry received/ })).toBeChecked()
		await page.getByLabel('Endpoint URL').fill(`https://10.0.0.5/in/${tag}`)
		await page.getByRole('button', { name: 'Save webhook' }).click()
		await expect(page.getByLabel('Endpoint URL')).toHaveAccessibleDescription(/inside a private network/)
		await expect(page.getByLabel('Endpoint URL')).toHaveValue(`https://10.0.0.5/in/${tag}`)
		await page.getByLabel('Endpoint URL').fill(`https://1.1.1.1/in/${tag}`)
		await page.getByRole('button', { name: 'Save webhook' }).click()
		await expect(page).toHaveURL(`/admin/webhooks/${id}`)
		await expect(page.getByTestId('toast')).toContainText('Webhook saved')
		expect((await storedEndpoint(db, tag))!.url).toBe(`https://1.1.1.1/in/${tag}`)

		// Without JavaScript: the secret opens, a test event is sent, delete asks first.
		await signInAs(undefined, noJsPage.context())
		await noJsPage.setViewportSize({ width: 375, height: 800 })
		await noJsPage.goto(`/admin/webhooks/${id}`)
		await noJsPage.getByText('Show secret').click()
		await expect(noJsPage.getByTestId('webhook-secret')).toBeVisible()
		await noJsPage.getByRole('button', { name: 'Send test event' }).click()
		await expect(noJsPage.getByTestId('delivery-row')).toHaveCount(1)
		const width = await noJsPage.evaluate(() => document.documentElement.scrollWidth)
		expect(width).toBeLessThanOrEqual(375)
		await noJsPage.screenshot({ path: 'test-results/webhooks-endpoint-375.png', fullPage: true })
		await noJsPage.getByRole('link', { name: 'Delete webhook' }).click()
		await noJsPage
			.getByRole('dialog', { name: 'Delete this webhook?' })
			.getByRole('button', { name: 'Delete' })
			.click()
		await expect(noJsPage).toHaveURL(/\/admin\/webhooks$/)
		expect(await storedEndpoint(db, tag)).toBeUndefined()

		await page.setViewportSize({ width: 375, height: 800 })
		await page.goto('/admin/add-webhook')
		await page.screenshot({ path: 'test-results/webhooks-add-375.png', fullPage: true })
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
	})
})
