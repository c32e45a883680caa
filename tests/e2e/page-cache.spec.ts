/**
 * The public page cache seen from outside: kept pages revalidate with a 304, a change
 * made in the back office shows on the next page, nothing personal is ever shared between
 * visitors, and the back office is never stored.
 */
import { expect, gotoHydrated, test } from './fixtures.ts'
import { RegistrationPage } from './pages/registration.page.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'
import { registerTestAttendee } from './support/registrants.ts'
import { firstRow } from './support/rows.ts'
import { uniqueTag } from './support/unique.ts'

test.describe('page cache', () => {
	test('public pages are shared and revalidate with a 304; the back office is never stored', async ({
		request,
	}) => {
		const first = await request.get('/speakers')
		expect(first.headers()['cache-control']).toMatch(
			/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
		)
		const etag = first.headers()['etag']!
		expect(etag).toMatch(/^"[\w-]+"$/)
		const again = await request.get('/speakers', { headers: { 'If-None-Match': etag } })
		expect(again.status()).toBe(304)
		// Tracker parameters share the page.
		const tracked = await request.get('/speakers?utm_source=newsletter&fbclid=x')
		expect(tracked.headers()['etag']).toBe(etag)

		// A blog category's page as the site links it (the spec's URL ends in a slash) is kept too.
		const blogs = await request.get('/blogs')
		const category = /href="(\/newspage\/[^"]+\/collections\/)"/.exec(await blogs.text())?.[1]
		expect(category, 'a category link on /blogs').toBeTruthy()
		const listed = await request.get(category!)
		expect(listed.headers()['etag'], category).toMatch(/^"[\w-]+"$/)

		for (const path of ['/admin/login', '/admin/dashboard']) {
			const response = await request.get(path, { maxRedirects: 0 })
			expect(response.headers()['cache-control'], path).toBe('private, no-store')
		}
	})

	test('the form pages, and French pages, come from the cache: one page for every visitor, revalidated with a 304', async ({
		playwright,
		baseURL,
	}) => {
		for (const path of [
			'/register',
			'/registrants',
			'/register/group',
			'/add-sponsorship',
			'/next-edition',
			// A French page is kept as its English twin is (ADR 0059).
			'/fr/register',
			'/fr/agenda',
			'/fr',
		]) {
			// Two visitors of their own (no cookie, no shared connection) get the same bytes.
			const [one, two] = await Promise.all([
				playwright.request.newContext({ baseURL }),
				playwright.request.newContext({ baseURL }),
			])
			const first = await one.get(path)
			expect(first.status(), path).toBe(200)
			expect(first.headers()['cache-control'], path).toMatch(
				/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
			)
			const etag = first.headers()['etag']!
			expect(etag, path).toMatch(/^"[\w-]+"$/)
			const second = await two.get(path)
			expect(second.headers()['etag'], path).toBe(etag)
			expect(await second.text(), path).toBe(await first.text())
			expect((await two.get(path, { headers: { 'If-None-Match': etag } })).status(), path).toBe(304)
			await Promise.all([one.dispose(), two.dispose()])
		}
	})

	test('a page for one visitor (ticket, manage link) is private and never stored', async ({
		request,
		db,
		cleanup,
	}) => {
		const registrant = await registerTestAttendee(
			db,
			{ name: 'Private Page Visitor', email: `private-${uniqueTag()}@e2e.example` },
			cleanup,
		)
		for (const path of [registrant.ticketPath, registrant.managePath]) {
			const response = await request.get(path)
			expect(response.status(), path).toBe(200)
			expect(response.headers()['cache-control'], path).toBe('private, no-store')
			expect(response.headers()['etag'], path).toBeUndefined()
		}
	})

	test('a speaker renamed in the back office shows on the next /speakers and profile', async ({
		page,
		browser,
		db,
		signInAs,
		cleanup,
	}) => {
		const speaker = await firstRow(db, 'speakers')
		cleanup(async () => {
			await db
				.updateTable('speakers')
				.set({ full_name: speaker.full_name })
				.where('id', '=', speaker.id)
				.execute()
		})
		const visitor = await browser.newContext()
		const publicPage = await visitor.newPage()
		await publicPage.goto('/speakers')
		await expect(publicPage.getByRole('main').getByText(speaker.full_name).first()).toBeVisible()
		await publicPage.goto(`/speakers/${speaker.id}`)

		const renamed = `Renamed ${uniqueTag()}`
		await signInAs()
		await gotoHydrated(page, `/admin/update-speaker/${speaker.id}`)
		await page.getByLabel('Full name').fill(renamed)
		await page.getByRole('button', { name: 'Update Speaker' }).click()
		await expect(page).toHaveURL('/admin/speakers')

		await publicPage.goto('/speakers')
		await expect(publicPage.getByRole('main').getByText(renamed).first()).toBeVisible()
		await expect(publicPage.getByRole('main').getByText(speaker.full_name, { exact: true })).toHaveCount(0)
		await publicPage.goto(`/speakers/${speaker.id}`)
		await expect(publicPage.getByRole('heading', { level: 1 })).toContainText(renamed)
		await visitor.close()
	})

	test("visitor A's refused registration never shows in visitor B's /register", async ({ browser }) => {
		const a = await pageWithoutJavaScript(browser)
		const b = await pageWithoutJavaScript(browser)
		try {
			const registration = new RegistrationPage(a.page)
			await registration.goto()
			await registration.fill({
				name: 'Visitor A Private',
				company: 'A Corp',
				role: 'Auditor',
				email: 'visitor-a@e2e.example',
				whatsapp: '+233 24 555 0101',
			})
			await registration.answerCaptcha({ wrong: true })
			await registration.submit()
			await expect(a.page.getByText('The answer to the verification question was not right.')).toBeVisible()
			await expect(a.page.getByLabel('Full Name')).toHaveValue('Visitor A Private')

			await b.page.goto('/register')
			await expect(b.page.getByLabel('Full Name')).toHaveValue('')
			await expect(b.page.getByLabel('Email')).toHaveValue('')
			await expect(b.page.getByText('The answer to the verification question was not right.')).toHaveCount(0)
			expect(await b.page.content()).not.toContain('Visitor A Private')
		} finally {
			await a.close()
			await b.close()
		}
	})
})
