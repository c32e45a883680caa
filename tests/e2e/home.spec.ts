import { currentEdition, expect, gotoHydrated, test } from './fixtures.ts'
import { changeEdition } from './support/editions.ts'
import { firstRow } from './support/rows.ts'

test.describe('home page', () => {
	test('shows the upcoming edition with theme, venue, date, time and a ticking countdown', async ({
		page,
		db,
	}) => {
		const edition = await currentEdition(db)
		await gotoHydrated(page, '/')
		await expect(page.getByRole('heading', { level: 1 })).toContainText(String(edition.year))
		await expect(page.getByTestId('hero-theme')).toContainText(edition.theme!)
		await expect(page.getByTestId('hero-venue')).toHaveText(edition.venue!)
		const start = new Date(edition.starts_at!)
		await expect(page.getByTestId('hero-date')).toContainText(
			start.toLocaleDateString('en-GB', {
				timeZone: 'Africa/Accra',
				day: 'numeric',
				month: 'long',
				year: 'numeric',
			}),
		)
		await expect(page.getByTestId('hero-time')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/)

		const seconds = page.getByTestId('countdown').locator('[data-unit="Seconds"]')
		const days = Number(await page.getByTestId('countdown').locator('[data-unit="Days"]').textContent())
		expect(days).toBe(Math.floor((start.getTime() - Date.now()) / 86_400_000))
		const first = await seconds.textContent()
		await expect(seconds).not.toHaveText(first!, { timeout: 3000 })
		for (const label of ['Days', 'Hours', 'Minutes', 'Seconds']) {
			await expect(page.getByTestId('countdown')).toContainText(label)
		}

		for (const [name, href] of [
			['Register', '/registrants'],
			['Sponsor', '/add-sponsorship'],
			['Speak', '/speakers'],
			['Contact', '/contact'],
		] as const) {
			await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
				'href',
				href,
			)
		}
	})

	test('the HTML carries every text without JavaScript', async ({ request, db }) => {
		const edition = await currentEdition(db)
		const html = await (await request.get('/')).text()
		expect(html).toContain(edition.venue!)
		expect(html).toContain('Event Rate')
		expect(html).toContain('data-unit="Seconds"')
		expect(html).toContain('Participant takeaways')
	})

	test('navigation links and the Media dropdown of media categories', async ({ page, db }) => {
		const categories = await db.selectFrom('media_categories').select(['id', 'title']).orderBy('id').execute()
		await gotoHydrated(page, '/')
		const nav = page.getByRole('navigation', { name: 'Main', exact: true })
		for (const [name, href] of [
			['Home', '/'],
			['Speakers', '/speakers'],
			['Partners & Sponsors', '/sponsors'],
			['Agenda', '/agenda'],
			['Contact', '/contact'],
		] as const) {
			await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
		}
		await expect(page.getByRole('link', { name: 'Register Today' }).first()).toHaveAttribute(
			'href',
			'/register',
		)
		await nav.getByText('Media').click()
		for (const c of categories) {
			await expect(nav.getByRole('link', { name: c.title })).toHaveAttribute(
				'href',
				`/newspage/${c.id}/collections/`,
			)
		}
		await page.keyboard.press('Escape')
		await expect(nav.getByRole('link', { name: categories[0]!.title })).toBeHidden()
	})

	test('Event Rate card shows the early-bird fee until expiry and hides without a regular fee', async ({
		page,
		db,
		cleanup,
	}) => {
		const edition = await currentEdition(db)
		await page.goto('/')
		await expect(page.getByRole('heading', { name: 'Event Rate' })).toBeVisible()
		await expect(page.getByTestId('fee-early-bird')).toHaveText(/^GH₵ [\d,]+$/)
		await expect(page.getByTestId('fee-regular')).toHaveText(/^GH₵ [\d,]+$/)
		await expect(page.getByText(/five or more/i).first()).toBeVisible()
		await changeEdition(db, cleanup, edition, { regular_fee_pesewas: null })
		await page.reload()
		await expect(page.getByTestId('hero-venue')).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Event Rate' })).toHaveCount(0)
	})

	test('past-edition view: the picture, when the edition took place, and a way to hear of the next', async ({
		page,
		db,
		cleanup,
	}) => {
		const edition = await currentEdition(db)
		await changeEdition(db, cleanup, edition, { starts_at: new Date(Date.now() - 86_400_000).toISOString() })
		await page.goto('/')
		await expect(page.getByTestId('past-hero')).toBeVisible()
		await expect(page.getByTestId('past-hero-image')).toBeVisible()
		expect(
			await page.getByTestId('past-hero-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
		).toBeGreaterThan(0)
		await expect(page.getByTestId('countdown')).toHaveCount(0)
		await expect(page.getByTestId('hero-theme')).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Sponsor', exact: true })).toHaveCount(0)
		const hero = page.getByTestId('past-hero')
		await expect(hero.getByRole('heading', { level: 1 })).toContainText(String(edition.year))
		await expect(hero).toContainText(`The ${edition.year} summit took place on`)
		await expect(hero).toContainText('The next edition will be announced here.')
		await expect(hero.getByRole('link', { name: 'Tell me about the next edition' })).toHaveAttribute(
			'href',
			'/next-edition',
		)
		// "Register Today" leads to the closed registration page, which offers the same.
		await page.goto('/register')
		await expect(page.getByText('Registration is not open')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Tell me about the next edition' })).toHaveAttribute(
			'href',
			'/next-edition',
		)
	})

	test('fallback texts when the edition has no theme, venue or date', async ({ page, db, cleanup }) => {
		const edition = await currentEdition(db)
		await changeEdition(db, cleanup, edition, { theme: null, venue: null })
		await page.goto('/')
		await expect(page.getByTestId('hero-theme')).toHaveText('Event Theme Coming Soon')
		await expect(page.getByTestId('hero-venue')).toHaveText('Venue coming soon')
	})

	test('on a phone the navigation collapses into a menu; header and back-to-top react to scrolling', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await gotoHydrated(page, '/')
		const menuNav = page.getByRole('navigation', { name: 'Main menu' })
		await expect(menuNav).toBeHidden()
		await page.getByLabel('Menu', { exact: true }).click()
		await expect(menuNav.getByRole('link', { name: 'Agenda' })).toBeVisible()
		await page.getByLabel('Menu', { exact: true }).click()

		await expect(page.getByRole('link', { name: 'Back to top' })).toHaveCount(0)
		await expect(page.locator('header')).toHaveAttribute('data-scrolled', 'false')
		await page.mouse.wheel(0, 600)
		await expect(page.locator('header')).toHaveAttribute('data-scrolled', 'true')
		await expect(page.getByRole('link', { name: 'Back to top' })).toBeVisible()
	})
})

test.describe('pages sent without React', () => {
	test('the public pages, their forms included, load no script file; their inline script runs under the CSP', async ({
		page,
		db,
	}) => {
		const violations: string[] = []
		page.on('console', (message) => {
			if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
		})
		page.on('pageerror', (error) => violations.push(error.message))
		const scriptFiles: string[] = []
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scriptFiles.push(request.url())
		})
		const speaker = await firstRow(db, 'speakers')
		const post = await firstRow(db, 'blog_posts')
		for (const path of [
			'/',
			'/agenda',
			'/speakers',
			`/speakers/${speaker.id}`,
			'/sponsors',
			'/contact',
			'/blogs',
			`/newspage/${post.category_id}/collections`,
			`/our/blog/${post.id}/single`,
			'/no-such-page',
			'/register',
			'/registrants',
			'/add-sponsorship',
		]) {
			await page.goto(path)
			await expect(page.locator('script[src], link[rel="modulepreload"]'), path).toHaveCount(0)
		}
		expect(scriptFiles).toEqual([])
		// The inline script ran: the countdown ticks.
		await page.goto('/')
		const seconds = page.getByTestId('countdown').locator('[data-unit="Seconds"]')
		const first = await seconds.textContent()
		await expect(seconds).not.toHaveText(first!)
		expect(violations).toEqual([])
		// The sign-in page still runs React: it hydrates (React Router's scroll restoration takes over).
		// Its script elements are no proof: React Router drops them from the page once it has hydrated.
		await page.goto('/admin/login')
		await page.waitForFunction(() => window.history.scrollRestoration === 'manual')
	})

	test('the countdown trusts a visitor clock near the server’s (a kept page may be 40 s old) and corrects one far off', async ({
		page,
		db,
	}) => {
		const start = Date.parse((await currentEdition(db)).starts_at!)
		/** The countdown's total, in seconds, as shown. */
		const shownSeconds = async () => {
			const unit = async (name: string) =>
				Number(await page.getByTestId('countdown').locator(`[data-unit="${name}"]`).textContent())
			return (
				(await unit('Days')) * 86_400 +
				(await unit('Hours')) * 3600 +
				(await unit('Minutes')) * 60 +
				(await unit('Seconds'))
			)
		}
		// 50 s ahead: as if the page had been kept 50 s; the visitor's (right) clock counts.
		await page.clock.install({ time: Date.now() + 50_000 })
		await page.goto('/')
		expect(Math.abs((await shownSeconds()) - (start - (Date.now() + 50_000)) / 1000)).toBeLessThan(5)
		// An hour ahead: a wrong clock; the server's time when it rendered the page counts (a kept
		// page may be some seconds old: its own time is the reference).
		await page.clock.setSystemTime(Date.now() + 3_600_000)
		await page.goto('/')
		const serverNow = Number(await page.getByTestId('countdown').getAttribute('data-server-now'))
		expect(Math.abs((await shownSeconds()) - (start - serverNow) / 1000)).toBeLessThan(5)
	})

	test('a Success dialog opened by its address is modal; closing it tidies the address', async ({ page }) => {
		await page.goto('/?registered=1')
		const dialog = page.getByRole('dialog', { name: 'Success' })
		await expect(dialog).toBeVisible()
		expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		// The address is tidied by the dialog's `close` event, which follows its closing.
		await expect(page).toHaveURL(/\/$/)
	})

	test('the phone menu closes on Escape, with focus back on its button, and on a click outside', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/agenda')
		const menuButton = page.getByLabel('Menu', { exact: true })
		const menuNav = page.getByRole('navigation', { name: 'Main menu' })
		await menuButton.click()
		await expect(menuNav).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(menuNav).toBeHidden()
		await expect(menuButton).toBeFocused()
		await menuButton.click()
		await expect(menuNav).toBeVisible()
		// The open menu covers the page below the header: a click lands on the page outside the menu.
		await page.locator('main').dispatchEvent('click')
		await expect(menuNav).toBeHidden()
	})
})
