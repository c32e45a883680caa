import { expect, test } from './fixtures.ts'
import { firstRow } from './support/rows.ts'

/** The public pages with a fixed address (not a speaker's, a post's or a category's). */
const PUBLIC_PAGES = [
	'/',
	'/register',
	'/register/group',
	'/agenda',
	'/speakers',
	'/sponsors',
	'/add-sponsorship',
	'/contact',
	'/blogs',
	'/accessibility',
]

test.describe('findable', () => {
	test('each page has its own title, description, canonical URL and Open Graph / Twitter tags', async ({
		page,
		db,
	}) => {
		const titles = new Set<string>()
		for (const path of PUBLIC_PAGES) {
			await page.goto(path)
			const title = await page.title()
			expect(title, path).not.toBe('')
			// Under 60 characters, so search results show it whole; the site's name once.
			expect(title.length, `${path}: ${title}`).toBeLessThan(60)
			expect(title.split('Internal Audit Leadership Summit').length - 1, title).toBe(1)
			titles.add(title)
			expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy()
			expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(
				new URL(path, page.url()).toString(),
			)
			expect(await page.locator('meta[property="og:title"]').getAttribute('content'), path).toBe(title)
			expect(await page.locator('meta[name="twitter:card"]').count(), path).toBe(1)
		}
		expect(titles.size).toBe(PUBLIC_PAGES.length)

		const speaker = await firstRow(db, 'speakers')
		await page.goto(`/speakers/${speaker.id}`)
		expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
			/^http:\/\/127\.0\.0\.1:\d+\/uploads\/speakers\/.+\.webp$/,
		)
		expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('profile')

		const post = await firstRow(db, 'blog_posts')
		await page.goto(`/our/blog/${post.id}/single`)
		expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
			/\/uploads\/blog\/.+\.webp$/,
		)
		expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article')
		expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
			'summary_large_image',
		)
	})

	test('the home page describes the summit as a JSON-LD Event with offers in GHS', async ({ page, db }) => {
		const edition = await db
			.selectFrom('event_editions')
			.selectAll()
			.where('starts_at', '>', new Date().toISOString())
			.executeTakeFirstOrThrow()
		await page.goto('/')
		const json = await page.locator('script[type="application/ld+json"]').textContent()
		const event = JSON.parse(json!) as {
			'@type': string
			name: string
			startDate: string
			location: { name: string; address: { addressCountry: string; streetAddress?: string } }
			offers: { priceCurrency: string; price: number }[]
		}
		expect(event['@type']).toBe('Event')
		expect(event.name).toContain(String(edition.year))
		expect(event.startDate).toBe(edition.starts_at)
		expect(event.location.address.addressCountry).toBe('GH')
		expect(event.location.name).toBe(edition.venue)
		// The edition's venue, not the organiser's office address.
		expect(event.location.address.streetAddress).toBe(edition.venue)
		expect(event.offers.map((o) => o.priceCurrency)).toEqual(['GHS', 'GHS'])
		expect(event.offers.map((o) => o.price).sort()).toEqual(
			[edition.early_bird_fee_pesewas! / 100, edition.regular_fee_pesewas! / 100].sort(),
		)
	})

	test('sitemap.xml lists every public page, post and speaker in both languages with their alternates; robots.txt disallows the back office', async ({
		request,
		db,
	}) => {
		const xml = await (await request.get('/sitemap.xml')).text()
		expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
		// Each page in English and in French, each URL naming both twins (ADR 0059).
		const entries = new Map(
			[...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
				const loc = new URL(/<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!).pathname
				const alternates = [
					...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
				]
					.map((a) => `${a[1]} ${new URL(a[2]!).pathname}`)
					.sort()
				return [loc, alternates] as const
			}),
		)
		const bothLanguages = (path: string) => {
			const french = path === '/' ? '/fr' : `/fr${path}`
			const twins = [`en-GB ${path}`, `fr ${french}`]
			expect(entries.get(path), path).toEqual(twins)
			expect(entries.get(french), french).toEqual(twins)
		}
		for (const path of PUBLIC_PAGES) bothLanguages(path)
		for (const s of await db.selectFrom('speakers').select('id').execute()) bothLanguages(`/speakers/${s.id}`)
		for (const p of await db.selectFrom('blog_posts').select('id').execute())
			bothLanguages(`/our/blog/${p.id}/single`)
		for (const c of await db.selectFrom('media_categories').select('id').execute())
			bothLanguages(`/newspage/${c.id}/collections/`)
		// Nothing else: every URL is one of a pair.
		for (const [loc, alternates] of entries)
			expect(
				alternates.map((a) => a.split(' ')[1]),
				loc,
			).toContain(loc)

		const robots = await (await request.get('/robots.txt')).text()
		expect(robots).toContain('Disallow: /admin/')
		expect(robots).toContain('Disallow: /auditAdminDash/')
		expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
	})

	test('an unknown URL is a real 404 page', async ({ page }) => {
		const response = await page.goto('/no-such-page')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
	})

	test('a page that is not found is shown inside the site’s header and footer', async ({ page }) => {
		for (const path of ['/speakers/999999', '/ticket/forged.token']) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(404)
			await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
			await expect(page.getByRole('banner').getByRole('link', { name: 'Agenda' }).first()).toBeVisible()
			await expect(page.getByRole('contentinfo')).toBeVisible()
		}
	})
})
