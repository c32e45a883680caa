/**
 * The service worker on a server of the test's own, stopped halfway as a lost connection:
 * the agenda, the contact page, the practical pages and a visited ticket still open, saying they are the copy of the last
 * visit and when it was saved; the home page, the registration form and the back office never come
 * from a saved copy; the web app manifest and its icons are served.
 */
import { createDatabase } from '#app/db/connect.server.ts'
import { expect, test } from './fixtures.ts'
import { freePort, startSiteServer } from './support/site-server.ts'
import { acceptedContact } from './pages/public-form.page.ts'
import { RegistrationPage } from './pages/registration.page.ts'
import { registerTestAttendee } from './support/registrants.ts'
import { idsWhere } from './support/rows.ts'

test('the agenda, the contact page, the practical pages and a visited ticket open without a connection; forms and the back office do not', async ({
	browser,
	email,
	cleanup,
}) => {
	test.setTimeout(90_000)
	const server = await startSiteServer({ port: await freePort(), seed: true })
	cleanup(() => server.stop())
	const db = createDatabase({ databasePath: server.databasePath })
	cleanup(() => db.destroy())
	const { ticketPath } = await registerTestAttendee(db, { name: 'Akosua Offline', email }, cleanup)

	const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' })
	cleanup(() => context.close())
	const page = await context.newPage()

	const manifest = await (await page.request.get('/manifest.webmanifest')).json()
	expect(manifest).toMatchObject({
		name: 'Internal Audit Leadership Summit',
		start_url: '/',
		display: 'standalone',
	})
	const icon = await page.request.get(manifest.icons[1].src)
	expect(icon.headers()['content-type']).toBe('image/png')

	// Saved whole (Playwright's waitForFunction does not wait for a promise: poll instead).
	const saved = (path: string) =>
		expect
			.poll(
				() =>
					page.evaluate(async (p) => {
						const copy = await (await caches.open('summit-pages-v1')).match(p)
						return copy ? (await copy.text()).includes('</html>') : false
					}, path),
				{ timeout: 15_000 },
			)
			.toBe(true)
	for (const path of ['/agenda', '/contact', '/info', '/info/faq', ticketPath]) {
		await page.goto(path)
		await saved(path)
	}
	// Pages that must never be kept.
	for (const path of ['/', '/register']) await page.goto(path)

	// With the worker in charge of the page, a registration is sent and answered as ever (its form
	// post and the redirect after it pass through the worker).
	expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
	const form = new RegistrationPage(page)
	await form.fill({ ...acceptedContact, email: `sw-${email}` })
	await form.verifyCaptcha()
	await form.submit()
	await expect(page).toHaveURL(/\/\?registered=1$/)
	await form.closeSuccess()
	expect(await idsWhere(db, 'attendees', 'email', `sw-${email}`)).toHaveLength(1)

	const cacheKeys = () =>
		page.evaluate(async () => {
			const urls: string[] = []
			for (const name of await caches.keys())
				for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
			return urls
		})
	const keptBefore = await cacheKeys()
	await server.stop()

	await page.goto('/agenda')
	await expect(
		page.getByRole('heading', { level: 1, name: 'Agenda' }),
		`saved: ${keptBefore.join(', ')}`,
	).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText(
		/this is the copy saved on your last visit, last updated \d{1,2} \w{3} \d{4}, \d\d:\d\d/,
	)
	await page.goto(ticketPath)
	await expect(page.getByText('Akosua Offline')).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()

	// The practical pages, with the FAQ's answers (in the saved HTML, opened without a script).
	await page.goto('/info/faq')
	await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
	await page.getByText('How many CPE hours does the summit give?').click()
	await expect(page.getByText(/Up to 14 CPE hours/)).toBeVisible()
	await page.goto('/info')
	await expect(page.getByRole('link', { name: /Visa letters/ }).first()).toBeVisible()

	for (const path of ['/', '/register']) {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
		await expect(page.getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/agenda')
		await expect(page.getByRole('link', { name: 'Practical information' })).toHaveAttribute('href', '/info')
		await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0)
	}

	// Pages kept: only these (scripts, styles and pictures such as the home page's hero are kept in
	// caches of their own, by design).
	const kept = await cacheKeys()
	expect(kept.filter((path) => !/^\/(assets|uploads)\//.test(path)).sort()).toEqual(
		['/agenda', '/contact', '/info', '/info/faq', ticketPath].sort(),
	)
})
