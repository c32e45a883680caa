/**
 * The first paint of a public page (ADR 0052): the page carries its route's rules inline and the
 * stylesheet follows. Here, the inline CSS alone draws each page exactly as the whole stylesheet
 * does, from its first screen to its footer, on a phone and on a desktop: a rule the build left out
 * would show as a difference. The form pages are left out: each render asks its own captcha
 * question, so no two of their pictures are the same.
 */
import { expect, test } from './fixtures.ts'

test('the inline CSS alone draws every public page without a form as the whole stylesheet does', async ({
	browser,
	db,
}) => {
	test.setTimeout(120_000)
	const speaker = await db.selectFrom('speakers').select('id').orderBy('id').executeTakeFirstOrThrow()
	const post = await db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirstOrThrow()
	const category = await db
		.selectFrom('media_categories')
		.select('id')
		.orderBy('id')
		.executeTakeFirstOrThrow()
	const paths = [
		'/',
		'/agenda',
		'/speakers',
		`/speakers/${speaker.id}`,
		'/sponsors',
		'/contact',
		'/privacy',
		'/blogs',
		`/newspage/${category.id}/collections/`,
		`/our/blog/${post.id}/single`,
	]
	for (const width of [320, 1280]) {
		for (const path of paths) {
			const pictures: Buffer[] = []
			for (const stylesheet of [true, false]) {
				const context = await browser.newContext({
					viewport: { width, height: 900 },
					reducedMotion: 'reduce',
				})
				// The countdown stands still, so both pictures show the same seconds.
				await context.clock.install({ time: new Date('2027-01-01T10:00:00Z') })
				const page = await context.newPage()
				if (!stylesheet) await page.route('**/assets/root-*.css', (route) => route.abort())
				await page.goto(path)
				// The stylesheet in, once the page has painted (a link's sheet is listed once loaded).
				if (stylesheet)
					await page.waitForFunction(() =>
						[...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/root-')),
					)
				// Every picture in, those below the fold too, so that both pictures show the same.
				await page.evaluate(async () => {
					for (const image of document.images) image.loading = 'eager'
					await Promise.all([...document.images].map((image) => image.decode().catch(() => {})))
				})
				pictures.push(await page.screenshot({ fullPage: true, animations: 'disabled' }))
				await context.close()
			}
			expect(pictures[1]!.equals(pictures[0]!), `${path} at ${width} px`).toBe(true)
		}
	}
})
