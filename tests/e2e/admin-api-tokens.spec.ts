/**
 * The API tokens screen (/admin/api-tokens), signed in as the seeded Administrator: the form's
 * messages keep what was typed; a token made there is shown once, works against the staff API,
 * is listed by its prefix, and once revoked (after a confirmation) is refused with 401. Without
 * JavaScript the same works. Every token a test makes is deleted after it.
 */
import { test as base, expect, gotoHydrated } from './fixtures.ts'
import { uniqueTag } from './support/unique.ts'

const test = base.extend<{ tokenName: string }>({
	tokenName: async ({ db, cleanup }, provide) => {
		const name = `CRM sync ${uniqueTag()}`
		cleanup(() =>
			db
				.deleteFrom('api_tokens')
				.where('name', '=', name)
				.execute()
				.then(() => undefined),
		)
		await provide(name)
	},
})

test.describe('API tokens (Administrator)', () => {
	test.beforeEach(async ({ signInAs }) => signInAs())

	test('create a token, see it once, use it, revoke it', async ({ page, tokenName }) => {
		await gotoHydrated(page, '/admin/api-tokens')
		await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible()
		await expect(page).toHaveTitle('API tokens | Back office')

		const name = page.getByLabel('Name')
		await page.getByRole('button', { name: 'Create token' }).click()
		await expect(name).toHaveAccessibleDescription(/Give the token a name/)
		await name.fill(tokenName)
		await page.getByRole('button', { name: 'Create token' }).click()
		await expect(page.getByText('Choose at least one scope.')).toBeVisible()
		await expect(name).toHaveValue(tokenName)

		await page.getByRole('checkbox', { name: /Read registrations/ }).check()
		await page.getByRole('button', { name: 'Create token' }).click()
		const panel = page.getByRole('region', { name: `Token “${tokenName}” created` })
		await expect(panel).toContainText('you will not see it again')
		const token = await page.getByRole('textbox', { name: 'API token', exact: true }).inputValue()
		expect(token).toMatch(/^summit_[A-Za-z0-9_-]{43}$/)
		await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible()

		const call = () =>
			page.request.get('/api/v1/registrations?limit=1', { headers: { Authorization: `Bearer ${token}` } })
		const ok = await call()
		expect(ok.status()).toBe(200)
		expect(await ok.json()).toHaveProperty('next_cursor')
		// A JSON POST from a program (no Origin, no cookie) reaches the route: this token lacks the scope.
		const post = await page.request.post('/api/v1/check-ins', {
			headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
			data: { ticket: '7K3Q-9P2D' },
		})
		expect(post.status()).toBe(403)
		expect(post.headers()['content-type']).toBe('application/problem+json')
		// A method the path does not take: 405 with Allow, in the problem shape.
		const wrong = await page.request.get('/api/v1/check-ins')
		expect(wrong.status()).toBe(405)
		expect(wrong.headers()['allow']).toBe('POST')
		expect(await wrong.json()).toMatchObject({ status: 405 })

		// Shown once: a new visit lists it by its prefix only.
		await gotoHydrated(page, '/admin/api-tokens')
		await expect(page.getByRole('textbox', { name: 'API token', exact: true })).toHaveCount(0)
		const row = page.getByRole('row', { name: new RegExp(tokenName) })
		await expect(row).toContainText(`${token.slice(0, 11)}…`)
		await expect(row).toContainText('registrations:read')
		await expect(page.locator('body')).not.toContainText(token)

		await row.getByRole('link', { name: `Revoke ${tokenName}` }).click()
		const confirm = page.getByRole('alertdialog', { name: `Revoke “${tokenName}”?` })
		await expect(confirm).toBeVisible()
		await confirm.getByRole('button', { name: 'Revoke token' }).click()
		await expect(page.getByText('Token revoked')).toBeVisible()
		await expect(page.getByRole('row', { name: new RegExp(tokenName) })).toContainText('Revoked')

		const refused = await call()
		expect(refused.status()).toBe(401)
		expect(refused.headers()['www-authenticate']).toMatch(/^Bearer/)
	})
})

test.describe('API tokens without JavaScript', () => {
	test.use({ javaScriptEnabled: false })
	test.beforeEach(async ({ signInAs }) => signInAs())

	test('create a token and revoke it with plain forms', async ({ page, tokenName }) => {
		await page.goto('/admin/api-tokens')
		await page.getByLabel('Name').fill(tokenName)
		await page.getByRole('checkbox', { name: /Check delegates in/ }).check()
		await page.getByRole('button', { name: 'Create token' }).click()
		await expect(page.getByRole('textbox', { name: 'API token', exact: true })).toHaveValue(/^summit_/)
		await page.goto('/admin/api-tokens')
		await page.getByRole('link', { name: `Revoke ${tokenName}` }).click()
		await page.getByRole('button', { name: 'Revoke token' }).click()
		await expect(page.getByRole('row', { name: new RegExp(tokenName) })).toContainText('Revoked')
	})
})
