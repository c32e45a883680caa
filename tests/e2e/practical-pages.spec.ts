/**
 * Practical pages (ADR 0057): an Administrator writes a page with a FAQ block in the back office and
 * puts it in the header menu; visitors find it there and on /info, its questions as a list they open,
 * and its `FAQPage` JSON-LD valid and allowed by the page's Content-Security-Policy. Drafts and
 * unknown addresses are the site's 404; footer placement, order and delete; the form says what is
 * wrong and keeps the input; Users are refused the screens. Pages made here carry the run's tag and
 * are removed afterwards.
 */
import crypto from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'
import { uniqueNames } from './support/unique.ts'

const { run, unique } = uniqueNames()

test.afterAll(async ({ db }) => {
	await db.deleteFrom('practical_pages').where('title', 'like', `%${run}%`).execute()
})

/** What a visitor without cookies gets (never a signed-in staff member's page). */
async function asVisitor<T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> {
	const context = await browser.newContext()
	try {
		return await visit(await context.newPage())
	} finally {
		await context.close()
	}
}

/** A web address no other run uses, from `title`. */
const slugOf = (title: string) =>
	title
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')

test('an Administrator writes a page with a FAQ; visitors find it in the Info menu with its FAQPage data', async ({
	page,
	browser,
	signInAs,
	db,
}) => {
	await signInAs()
	const title = unique('Getting to Accra')
	const slug = slugOf(title)

	await gotoHydrated(page, '/admin/practical-pages')
	await expect(page.getByRole('heading', { level: 1, name: 'Practical pages' })).toBeVisible()
	await page.getByRole('link', { name: 'Add practical page' }).first().click()
	await expect(page).toHaveURL('/admin/add-practical-page')
	const editor = page.getByTestId('rich-text-editor')
	await expect(editor).toBeVisible()
	expect(await axeViolations(page)).toEqual([])

	// Sent empty: what is missing is said, and nothing is stored.
	await page.getByRole('button', { name: 'Save page' }).click()
	await expect(page.getByText('Title is required')).toBeVisible()
	await page.getByLabel('Title').fill(title)
	await page.getByRole('button', { name: 'Save page' }).click()
	await expect(page.getByText('Write the page’s text, or add at least one FAQ question')).toBeVisible()
	expect(await db.selectFrom('practical_pages').select('id').where('title', '=', title).execute()).toEqual([])

	await editor.click()
	await page.keyboard.type('Take the Liberation Road exit towards Airport City.')
	await page.getByLabel('Link shown in').selectOption('header')
	await page.getByLabel('Status').selectOption('published')
	const first = page.getByRole('group', { name: 'Question 1' })
	await first.getByLabel('Question').fill('How many CPE hours does the summit give?')
	// A question without its answer is refused next to the empty answer; the input is kept.
	await page.getByRole('button', { name: 'Save page' }).click()
	await expect(first.getByText('Write the answer to this question')).toBeVisible()
	await expect(first.getByLabel('Question')).toHaveValue('How many CPE hours does the summit give?')
	await first.getByLabel('Answer').fill('Up to 14 CPE hours.\n\nCertificates come by e-mail.')
	const second = page.getByRole('group', { name: 'Question 2' })
	await second.getByLabel('Question').fill('Is there Wi-Fi? <script>alert(1)</script>')
	await second.getByLabel('Answer').fill('Yes: "Summit-Delegates".')
	await page.getByRole('button', { name: 'Save page' }).click()

	await expect(page).toHaveURL('/admin/practical-pages')
	await expect(page.getByText(`${title} is on the site at /info/${slug}.`)).toBeVisible()
	const row = page.getByTestId('practical-page-row').filter({ hasText: title })
	await expect(row).toContainText('Header menu')
	await expect(row).toContainText('Published')

	// The back office's edit form shows the pairs saved, then empty ones.
	await row.getByRole('link', { name: `Edit ${title}` }).click()
	await expect(page.getByRole('group', { name: 'Question 2' }).getByLabel('Answer')).toHaveValue(
		'Yes: "Summit-Delegates".',
	)
	await expect(page.getByRole('group', { name: 'Question 5' }).getByLabel('Question')).toHaveValue('')

	await asVisitor(browser, async (visitor) => {
		await visitor.goto('/')
		// In the header's Info menu, on every page.
		const menu = visitor.getByRole('navigation', { name: 'Main', exact: true })
		await menu.locator('summary', { hasText: 'Info' }).click()
		await menu.getByRole('link', { name: title }).click()
		await expect(visitor).toHaveURL(`/info/${slug}`)
		await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await expect(visitor.getByText('Take the Liberation Road exit towards Airport City.')).toBeVisible()

		// The questions as a list; an answer shows when its question is opened.
		const faq = visitor.getByTestId('faq')
		await expect(faq.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible()
		await expect(faq.getByText('Certificates come by e-mail.')).toBeHidden()
		await faq.getByText('How many CPE hours does the summit give?').click()
		await expect(faq.getByText('Certificates come by e-mail.')).toBeVisible()
		await expect(faq.getByText('Is there Wi-Fi? <script>alert(1)</script>')).toBeVisible()

		// The FAQPage data: valid JSON, each question with its answer, allowed by its hash.
		const response = await visitor.request.get(`/info/${slug}`)
		const html = await response.text()
		const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
			(m) => m[1]!,
		)
		expect(scripts).toHaveLength(1)
		expect(scripts[0]).not.toContain('<script>')
		expect(JSON.parse(scripts[0]!)).toEqual({
			'@context': 'https://schema.org',
			'@type': 'FAQPage',
			url: expect.stringMatching(new RegExp(`/info/${slug}$`)),
			mainEntity: [
				{
					'@type': 'Question',
					name: 'How many CPE hours does the summit give?',
					acceptedAnswer: { '@type': 'Answer', text: 'Up to 14 CPE hours.\n\nCertificates come by e-mail.' },
				},
				{
					'@type': 'Question',
					name: 'Is there Wi-Fi? <script>alert(1)</script>',
					acceptedAnswer: { '@type': 'Answer', text: 'Yes: "Summit-Delegates".' },
				},
			],
		})
		const hash = crypto.createHash('sha256').update(scripts[0]!).digest('base64')
		expect(response.headers()['content-security-policy']).toContain(`'sha256-${hash}'`)

		// On /info, and in the sitemap.
		await visitor.goto('/info')
		await expect(visitor.getByRole('link', { name: title })).toHaveAttribute('href', `/info/${slug}`)
		expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(`/info/${slug}</loc>`)
	})

	// Made a draft: its address is the site's 404, and it leaves the menu, /info and the sitemap.
	const id = (
		await db.selectFrom('practical_pages').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()
	).id
	await gotoHydrated(page, `/admin/update-practical-page/${id}`)
	await page.getByLabel('Status').selectOption('draft')
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(page.getByText(`${title} was saved as a draft: visitors do not see it.`)).toBeVisible()
	await asVisitor(browser, async (visitor) => {
		const answer = await visitor.goto(`/info/${slug}`)
		expect(answer?.status()).toBe(404)
		await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
		await expect(visitor.getByRole('link', { name: title })).toHaveCount(0)
		await visitor.goto('/info')
		await expect(visitor.getByRole('link', { name: title })).toHaveCount(0)
		expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(`/info/${slug}<`)
		expect((await visitor.request.get('/info/no-such-page')).status()).toBe(404)
		expect((await visitor.request.get('/info/Not%20A%20Slug')).status()).toBe(404)
	})
})

test('a page placed in the footer is linked there; pages move in the order and are deleted after confirmation', async ({
	page,
	browser,
	signInAs,
}) => {
	await signInAs()
	const title = unique('Dress code')
	await gotoHydrated(page, '/admin/add-practical-page')
	await page.getByLabel('Title').fill(title)
	await page.getByTestId('rich-text-editor').click()
	await page.keyboard.type('Business or smart casual.')
	await page.getByLabel('Link shown in').selectOption('footer')
	await page.getByLabel('Status').selectOption('published')
	await page.getByRole('button', { name: 'Save page' }).click()
	await expect(page).toHaveURL('/admin/practical-pages')

	await asVisitor(browser, async (visitor) => {
		await visitor.goto('/agenda')
		const footer = visitor.getByTestId('footer-info')
		await expect(footer.getByRole('heading', { name: 'Practical information' })).toBeVisible()
		await expect(footer.getByRole('link', { name: title })).toHaveAttribute('href', `/info/${slugOf(title)}`)
		await expect(visitor.getByRole('navigation', { name: 'Main', exact: true }).getByText(title)).toHaveCount(
			0,
		)
	})

	// Added last; moved up one place, it is before the page that was before it.
	const titles = () => page.getByTestId('practical-page-row').locator('th').allInnerTexts()
	const before = (await titles()).map((text) => text.split('\n')[0])
	expect(before.at(-1)).toBe(title)
	await page.getByRole('button', { name: `Move ${title} up` }).click()
	await expect(page.getByText('Page order saved')).toBeVisible()
	const after = (await titles()).map((text) => text.split('\n')[0])
	expect(after.at(-2)).toBe(title)
	expect(after.at(-1)).toBe(before.at(-2))

	await page.getByRole('button', { name: `Delete ${title}` }).click()
	const dialog = page.getByRole('dialog', { name: `Delete ${title}?` })
	await expect(dialog).toContainText('its address /info/')
	await dialog.getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByText(`${title} was removed.`)).toBeVisible()
	await expect(page.getByTestId('practical-page-row').filter({ hasText: title })).toHaveCount(0)
	await asVisitor(browser, async (visitor) => {
		expect((await visitor.goto(`/info/${slugOf(title)}`))?.status()).toBe(404)
	})
})

test('a web address another page has is refused with the input kept', async ({ page, signInAs }) => {
	await signInAs()
	const title = unique('Hotels again')
	await gotoHydrated(page, '/admin/add-practical-page')
	await page.getByLabel('Title').fill(title)
	await page.getByLabel('Web address').fill('hotels-nearby')
	await page.getByTestId('rich-text-editor').click()
	await page.keyboard.type('Another list of hotels.')
	await page.getByRole('button', { name: 'Save page' }).click()
	await expect(page.getByText('Another page already has this web address')).toBeVisible()
	await expect(page.getByLabel('Title')).toHaveValue(title)
})

test('the demo pages: the header menu and the footer at 320 px and on a desktop', async ({
	page,
}, testInfo) => {
	for (const [width, height, name] of [
		[320, 640, 'phone'],
		[1280, 800, 'desktop'],
	] as const) {
		await page.setViewportSize({ width, height })
		await page.goto('/info/venue-and-directions')
		await expect(page.getByRole('heading', { level: 1, name: 'Venue & directions' })).toBeVisible()
		const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
		expect(scrollWidth, `the page is ${scrollWidth} px wide at ${width} px`).toBeLessThanOrEqual(width)
		await page.screenshot({ path: testInfo.outputPath(`venue-${name}.png`), fullPage: true })
		if (width === 320) {
			await page.locator('header summary[aria-label="Menu"]').click()
			const menu = page.getByRole('navigation', { name: 'Main menu' })
			await menu.locator('summary', { hasText: 'Info' }).click()
			await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible()
			await page.screenshot({ path: testInfo.outputPath('menu-phone.png') })
		} else {
			const menu = page.getByRole('navigation', { name: 'Main', exact: true })
			await menu.locator('summary', { hasText: 'Info' }).click()
			await expect(menu.getByRole('link', { name: 'All practical information' })).toBeVisible()
			await page.screenshot({ path: testInfo.outputPath('menu-desktop.png') })
		}
		await page.goto('/info/faq')
		await page.getByText('What is the dress code?').click()
		await page.screenshot({ path: testInfo.outputPath(`faq-${name}.png`), fullPage: true })
	}
})
