import type { Locator, Page } from '@playwright/test'
import type { Database } from '#app/db/connect.server.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { waitForCaptchaVerified } from './pages/public-form.page.ts'
import { registerTestGroup } from './support/registrants.ts'
import { pageUrls } from './support/routes.ts'
import { axeViolations } from './support/axe.ts'
import { uniqueTag } from './support/unique.ts'

/** Pages whose form has the captcha widget (when registration is open). */
const CAPTCHA_PATHS = ['/register', '/registrants', '/register/group', '/add-sponsorship']

/** Every public page, with its content (the first speaker, post and category). */
async function publicPaths(db: Database) {
	const category = await db
		.selectFrom('media_categories')
		.select('id')
		.orderBy('id')
		.executeTakeFirstOrThrow()
	const post = await db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirstOrThrow()
	const speaker = await db.selectFrom('speakers').select('id').orderBy('id').executeTakeFirstOrThrow()
	// The demo's FAQ page: text and a FAQ block (its questions as details and summary).
	const faq = await db
		.selectFrom('practical_pages')
		.select('slug')
		.where('faq_json', '!=', '[]')
		.where('status', '=', 'published')
		.orderBy('id')
		.executeTakeFirstOrThrow()
	return [
		'/',
		'/register',
		'/registrants',
		'/register/group',
		'/agenda',
		'/speakers',
		`/speakers/${speaker.id}`,
		'/sponsors',
		'/add-sponsorship',
		'/contact',
		'/privacy',
		'/accessibility',
		'/next-edition',
		'/blogs',
		`/newspage/${category.id}/collections/`,
		`/our/blog/${post.id}/single`,
		'/info',
		`/info/${faq.slug}`,
		'/no-such-page',
	]
}

const DESKTOP = { width: 1280, height: 720 }
/** The narrowest phone the site supports (and a 1280 px screen at 400 % zoom). */
const PHONE = { width: 320, height: 640 }

/**
 * Loads `url` at desktop width and checks it with axe once hydrated (with `captcha`, once the form's
 * widget has solved its challenge, so the form is checked as a visitor uses it); with `phone`, checks
 * the same load again at phone width. The layout follows the width through CSS; loading, hydrating
 * and solving the captcha once instead of twice saves a quarter: measured, 47 s for the thirteen
 * pages at both widths against 63 s (31.6 s + 31.5 s) for a load at each width.
 */
async function expectNoViolations(page: Page, url: string, { captcha = false, phone = false } = {}) {
	const check = async (width: string) =>
		expect(await axeViolations(page, { exclude: 'iframe' }), `axe violations on ${url} at ${width}`).toEqual(
			[],
		)
	await page.setViewportSize(DESKTOP)
	await gotoHydrated(page, url)
	if (captcha) await waitForCaptchaVerified(page)
	await check('desktop width')
	if (!phone) return
	await page.setViewportSize(PHONE)
	await check('phone width')
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
	// Two dozen pages or more, each loaded, hydrated and analysed twice by axe: far more than the default 30 s,
	// and a loaded machine may take several times as long.
	test.describe.configure({ timeout: 360_000 })

	test('every public page with content, at desktop and phone widths', async ({ page, db }) => {
		for (const path of await publicPaths(db)) {
			await expectNoViolations(page, path, { captcha: CAPTCHA_PATHS.includes(path), phone: true })
		}
	})

	test('on a phone the header keeps the site name to two whole lines and the Menu button in view', async ({
		page,
	}) => {
		for (const width of [320, 360, 390]) {
			await page.setViewportSize({ width, height: 640 })
			await page.goto('/agenda')
			const name = page.locator('header a[href="/"] span')
			const { lines, cut } = await name.evaluate((el) => ({
				lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
				cut: el.scrollHeight > el.clientHeight,
			}))
			expect(lines, `${width} px`).toBeLessThanOrEqual(2)
			expect(cut, `${width} px: the name is cut`).toBe(false)
			const menu = await page.locator('header summary[aria-label="Menu"]').boundingBox()
			expect(menu!.x + menu!.width, `${width} px`).toBeLessThanOrEqual(width)
		}
	})

	test('no public page scrolls sideways at 320 px (WCAG 1.4.10 reflow)', async ({ page, db }) => {
		await page.setViewportSize({ width: 320, height: 640 })
		for (const path of await publicPaths(db)) {
			await page.goto(path)
			const width = await page.evaluate(() => document.documentElement.scrollWidth)
			expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320)
			// Nor is anything cut off at the right edge by a section that hides what overflows it
			// (the hero's countdown once pushed its column 8 px past the screen); a box that scrolls
			// sideways on purpose (a wide table) is fine.
			const cut = await page.evaluate(() =>
				[...document.querySelectorAll('main *')]
					.filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
					.filter((el) => {
						for (let up = el.parentElement; up; up = up.parentElement) {
							if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return false
						}
						return getComputedStyle(el).visibility !== 'hidden'
					})
					.map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`),
			)
			expect(cut, `${path}: cut off at the right edge`).toEqual([])
		}
	})

	// Every back-office page, in two halves so that two workers share them.
	for (const half of [0, 1]) {
		test(`every back-office page passes axe at 1280 and 320 px and does not scroll sideways at 320 px (${half + 1} of 2)`, async ({
			page,
			db,
			signInAs,
			registrant,
			email,
			cleanup,
		}) => {
			const { ticketPath, managePath } = await registrant('Axe Walk')
			// A group, for its payments screen.
			await registerTestGroup(
				db,
				{
					contact: 'Axe Contact',
					email: `contact.${email}`,
					company: 'Axe Walk Ltd',
					names: ['Ama One', 'Kofi Two'],
				},
				cleanup,
			)
			await signInAs()
			const urls = (await pageUrls(db, { ticket: ticketPath, manage: managePath, group: '/' })).filter(
				(url, i) => url.startsWith('/admin') && i % 2 === half,
			)
			let checked = 0
			for (const url of urls) {
				// Only pages: redirects and files (CSV exports, e-mail files) are left out; a page that fails
				// (500, 404) fails the walk.
				const answer = await page.request.get(url, { maxRedirects: 0 })
				if (answer.status() >= 300 && answer.status() < 400) continue
				if (!(answer.headers()['content-type'] ?? '').startsWith('text/html')) continue
				expect(answer.status(), url).toBe(200)
				checked++
				await expectNoViolations(page, url, { phone: true })
				const width = await page.evaluate(() => document.documentElement.scrollWidth)
				expect(width, `${url} is ${width} px wide at 320 px`).toBeLessThanOrEqual(320)
			}
			expect(checked, 'back-office pages checked').toBeGreaterThan(15)
		})
	}

	test('pages in their states pass axe at 1280 and 320 px: errors shown, confirmations and the menu open, a toast shown', async ({
		page,
		signInAs,
		cleanup,
		db,
	}) => {
		const checkBoth = async (label: string) => {
			for (const [viewport, width] of [
				[DESKTOP, 'desktop width'],
				[PHONE, 'phone width'],
			] as const) {
				await page.setViewportSize(viewport)
				expect(
					await axeViolations(page, { exclude: 'iframe' }),
					`axe violations: ${label} at ${width}`,
				).toEqual([])
			}
		}
		// A form sent empty, past the browser's own checks, so that the server's (or, on a screen that
		// runs React, the form's own) messages show, as a visitor without JavaScript gets them.
		const showAnswer = async (url: string) => {
			await gotoHydrated(page, url)
			// A public form's captcha widget loads once the form is used and solves its challenge: let it
			// finish first, as a visitor filling the form would, so the click is the form's sending.
			const verification = page.getByRole('group', { name: 'Verification' })
			if (await verification.count()) {
				await page.locator('main form input:visible').first().focus()
				await expect(verification.getByRole('checkbox', { name: 'Verified' })).toBeChecked({
					timeout: 20_000,
				})
			}
			const submit = page.locator('main form button[type="submit"]:visible').last()
			await submit.evaluate((button: HTMLButtonElement) => {
				button.formNoValidate = true
			})
			await submit.click()
			await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible({ timeout: 20_000 })
		}
		for (const url of ['/register', '/register/group', '/add-sponsorship']) {
			await showAnswer(url)
			await checkBoth(`${url} with its errors`)
		}

		await page.setViewportSize(PHONE)
		await gotoHydrated(page, '/agenda')
		await page.locator('header summary[aria-label="Menu"]').click()
		await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
		await checkBoth('/agenda with the phone menu open')

		await signInAs()
		for (const url of ['/admin/adduser', '/admin/add-speaker', '/admin/add-media-category']) {
			await showAnswer(url)
			await checkBoth(`${url} with its errors`)
		}
		await page.setViewportSize(DESKTOP)
		await gotoHydrated(page, '/admin/speakers')
		await page
			.getByRole('button', { name: /^Delete/ })
			.first()
			.click()
		await expect(page.getByRole('dialog')).toBeVisible()
		await checkBoth('/admin/speakers with a confirm dialog open')
		const ask = await page.request.get('/admin/speakers')
		const confirmUrl = /href="(\/admin\/speakers\?confirm=[^"#]+)/.exec(await ask.text())![1]!
		await gotoHydrated(page, confirmUrl.replaceAll('&amp;', '&'))
		await expect(page.getByRole('dialog')).toBeVisible()
		await checkBoth('/admin/speakers with the confirmation the server renders')

		const title = `Axe Toast ${uniqueTag()}`
		cleanup(() => db.deleteFrom('media_categories').where('title', '=', title).execute())
		await gotoHydrated(page, '/admin/add-media-category')
		await page.getByLabel('Category Title').fill(title)
		await page.getByRole('button', { name: 'Add category' }).click()
		await expect(page.getByTestId('toast')).toContainText('Media category added')
		await checkBoth('/admin/media-categories with a toast')
	})

	test('a delegate’s money pages pass axe at 1280 and 320 px and do not scroll sideways: manage, ticket, Pay pages, the group’s page, each outcome', async ({
		page,
		db,
		email,
		registrant,
		cleanup,
		paystack,
	}) => {
		const me = await registrant('Adwoa Ɔdɔm-Mensah')
		const group = await registerTestGroup(
			db,
			{
				contact: 'Efua Axe',
				email: `contact.${email}`,
				company: 'Axe Assurance Ltd',
				names: ['Ama One', 'Kofi Two'],
			},
			cleanup,
		)
		/** Checks the page as it is now, at both widths, and that it does not scroll sideways at 320 px. */
		const check = async (what: string) => {
			for (const size of [DESKTOP, PHONE]) {
				await page.setViewportSize(size)
				expect(await axeViolations(page), `axe violations on ${what} at ${size.width} px`).toEqual([])
			}
			const width = await page.evaluate(() => document.documentElement.scrollWidth)
			expect(width, `${what} is ${width} px wide at 320 px`).toBeLessThanOrEqual(320)
		}
		for (const url of [
			me.managePath,
			me.ticketPath,
			`${me.managePath}/pay`,
			`${me.ticketPath}/pay`,
			group.groupPath,
			`${group.groupPath}/pay`,
			group.colleagues[0]!.managePath,
		]) {
			await page.setViewportSize(DESKTOP)
			await gotoHydrated(page, url)
			await check(url)
		}
		// Paystack unreachable: the Pay page's alert.
		paystack.behaviour.unreachable = 'initialize'
		await page.goto(`${me.managePath}/pay`)
		await page.getByRole('button', { name: /^Pay / }).click()
		await expect(page.getByRole('alert')).toBeVisible()
		await check('the Pay page, Paystack unreachable')
		paystack.reset()
		// Cancelled on Paystack's page: the payment did not go through.
		await page.getByRole('button', { name: /^Pay / }).click()
		await page.getByRole('button', { name: 'Cancel payment' }).click()
		await expect(page.getByTestId('payment-notice')).toContainText('did not go through')
		await check('the Pay page, payment cancelled')
		const reference = new URL(page.url()).searchParams.get('reference')!
		// Paid: the group's contact, with the receipt; then the return seen again (no cookie any more).
		await page.goto(group.groupPath)
		await page.getByRole('button', { name: /^Pay / }).click()
		await page.getByRole('button', { name: 'Pay', exact: true }).click()
		await expect(page.getByTestId('payment-notice')).toContainText('Paid')
		await check('the Pay page, paid')
		await page.goto(`/payments/paystack/return?reference=${reference}`)
		await expect(page.getByTestId('payment-notice')).toBeVisible()
		await check('Paystack’s return in another browser')
	})

	test('the registration tables show every column at 1280 px with the side menu open, long values too', async ({
		page,
		db,
		signInAs,
		email,
		registrant,
		cleanup,
	}) => {
		const { attendeeId } = await registrant('Nana Akua Serwaa Boakye-Danquah', `long.address.${email}`)
		await db
			.updateTable('attendees')
			.set({
				company_name: 'Ghana Commercial Bank Limited (Head Office)',
				designation: 'Head of Internal Audit and Risk Assurance',
				contact_number: '+233 30 290 1234',
				checked_in_at: new Date().toISOString(),
				checked_in_by: 'Summit Administrator',
			})
			.where('id', '=', attendeeId)
			.execute()
		const enquiry = await db
			.insertInto('partnership_enquiries')
			.values({
				edition_id: null,
				full_name: 'Efua Mensima Ankomah-Osei',
				email: 'partnerships.and.sponsorship@ghana-commercial-bank.example',
				contact_number: '+233 30 290 5678',
				whatsapp_number: '+233 24 000 2000',
				company_name: 'Ghana Commercial Bank Limited (Head Office)',
				designation: 'Head of Corporate Communications',
				package: 'Platinum Partner with Exhibition Stand',
				heard_from: 'Institute of Internal Auditors Ghana newsletter',
				reference: 'IALS-LONG-0001',
				created_at: new Date().toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		cleanup(() => db.deleteFrom('partnership_enquiries').where('id', '=', enquiry.id).execute())
		await signInAs()
		await page.setViewportSize({ width: 1280, height: 800 })
		// The contact columns both lists open with.
		const contactHeaders = ['Name', 'Designation', 'Company', 'Email', 'Phone', 'Whatsapp'] as const
		for (const [path, headers] of [
			[
				'/admin/attendees',
				[
					...contactHeaders,
					'Payment',
					'Fee',
					'Paid',
					'Balance',
					'Mail',
					'Check-in',
					'Group',
					'Date',
					'Delete',
				],
			],
			['/admin/partnerships', [...contactHeaders, 'Notice', 'Package', 'Date', 'Delete']],
		] as const) {
			await page.goto(path)
			await expect(page.getByRole('navigation', { name: 'Back office menu' })).toBeVisible()
			const frame = page.locator('table').locator('..')
			const { scroll, client } = await frame.evaluate((el) => ({
				scroll: el.scrollWidth,
				client: el.clientWidth,
			}))
			expect(scroll, `${path}: the table is ${scroll} px wide in ${client} px`).toBeLessThanOrEqual(client)
			const head = (await page.locator('thead').innerText()).toLowerCase()
			// Whole words: "Mail" is not found in "Email".
			for (const header of headers) expect(head, path).toMatch(new RegExp(`\\b${header.toLowerCase()}\\b`))
		}
	})

	test('empty states on an empty database', async ({ page, emptySite }) => {
		// Without an edition, registration is closed: the page has no form, so no widget to wait for.
		for (const path of ['/', '/register', '/agenda', '/speakers', '/sponsors', '/contact', '/blogs']) {
			await expectNoViolations(page, `${emptySite.url}${path}`)
		}
	})

	test('focus is never hidden under the sticky header, moving backwards through the agenda (WCAG 2.4.11)', async ({
		page,
	}) => {
		// Scrolling at once (no smooth scroll), so each stop is measured where it comes to rest.
		await page.emulateMedia({ reducedMotion: 'reduce' })
		for (const viewport of [PHONE, DESKTOP]) {
			await page.setViewportSize(viewport)
			await page.goto('/agenda')
			await page.keyboard.press('End')
			await page.locator('footer a').last().focus()
			let inMain = 0
			for (let i = 0; i < 25; i++) {
				await page.keyboard.press('Shift+Tab')
				const { top, headerBottom, name } = await page.evaluate(() => {
					const active = document.activeElement as HTMLElement
					const header = document.querySelector('header')!.getBoundingClientRect()
					return {
						top: active.getBoundingClientRect().top,
						headerBottom: header.bottom,
						name: active.textContent?.trim().slice(0, 40) ?? active.tagName,
					}
				})
				// Elements of the header itself sit in it; every other stop is below it.
				const { inHeader, main } = await page.evaluate(() => ({
					inHeader: document.querySelector('header')!.contains(document.activeElement),
					main: document.querySelector('main')!.contains(document.activeElement),
				}))
				if (main) inMain++
				if (!inHeader)
					expect(top, `${viewport.width} px, stop ${i + 1}: ${name}`).toBeGreaterThanOrEqual(headerBottom)
			}
			// The walk went past the footer into the agenda, scrolling the page up as it went.
			expect(inMain, `${viewport.width} px: stops in the agenda`).toBeGreaterThan(5)
		}
	})

	test('the focus indicator is a dark outline with a gold band, on fields too (WCAG 2.4.7, 1.4.11)', async ({
		page,
	}) => {
		await page.goto('/register')
		await page.getByLabel('Full Name').focus()
		const style = await page.getByLabel('Full Name').evaluate((input) => {
			const css = getComputedStyle(input)
			return { outline: `${css.outlineWidth} ${css.outlineStyle} ${css.outlineColor}`, shadow: css.boxShadow }
		})
		expect(style.outline).toBe('2px solid rgb(2, 44, 34)')
		expect(style.shadow).toContain('rgb(251, 191, 36)')
	})

	test('in forced colours, buttons and links drawn as buttons keep an edge (WCAG 1.4.11)', async ({
		page,
		signInAs,
	}) => {
		await page.emulateMedia({ forcedColors: 'active' })
		const edge = (locator: Locator) =>
			locator.evaluate((el) => {
				const css = getComputedStyle(el)
				return `${css.borderTopWidth} ${css.borderTopStyle}`
			})
		await page.setViewportSize(PHONE)
		await page.goto('/')
		// The gold Register buttons (a fill only), the Menu button and a form's submit button.
		expect(await edge(page.locator('header').getByRole('link', { name: /^Register/ }))).toBe('2px solid')
		expect(await edge(page.locator('header summary[aria-label="Menu"]'))).toBe('2px solid')
		await page.goto('/register')
		expect(await edge(page.getByRole('button', { name: 'Register' }))).toBe('2px solid')
		await signInAs()
		await page.setViewportSize(DESKTOP)
		await gotoHydrated(page, '/admin/speakers')
		// A row's Delete (a ring only) and the Add button.
		expect(await edge(page.getByRole('button', { name: /^Delete/ }).first())).toBe('2px solid')
		expect(await edge(page.getByRole('main').getByRole('link', { name: 'Add Speaker', exact: true }))).toBe(
			'2px solid',
		)
	})

	test('asked for less motion, the countdown stands still; otherwise it ticks', async ({ browser }) => {
		for (const reducedMotion of ['reduce', 'no-preference'] as const) {
			const context = await browser.newContext({ reducedMotion })
			const page = await context.newPage()
			await page.clock.install()
			await page.goto('/')
			const seconds = page.getByTestId('countdown').locator('[data-unit="Seconds"]')
			const first = await seconds.textContent()
			await page.clock.runFor(3_000)
			if (reducedMotion === 'reduce') expect(await seconds.textContent(), reducedMotion).toBe(first)
			else await expect(seconds, reducedMotion).not.toHaveText(first!)
			await context.close()
		}
	})
})
