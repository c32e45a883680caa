import type { Page } from '@playwright/test'
import { sql } from 'kysely'
import type { Database } from '#app/db/connect.server.ts'
import type { CleanupTask } from '#tests/factories/cleanups.ts'
import { expect, test, waitForHydration } from './fixtures.ts'
import { BlogListPage, BlogPostPage } from './pages/blog.page.ts'
import { highestId } from './support/rows.ts'
import { uniqueTag } from './support/unique.ts'

/** `iso` as a date in Accra, day month year ("5 March 2025"), on a card and on a post alike. */
const accraDate = (iso: string) =>
	new Date(iso).toLocaleDateString('en-GB', {
		timeZone: 'Africa/Accra',
		day: 'numeric',
		month: 'long',
		year: 'numeric',
	})

/** Posts as the database holds them, newest first (optionally of one category). */
async function postsNewestFirst(db: Database, categoryId?: number) {
	let query = db
		.selectFrom('blog_posts')
		.select(['id', 'category_id', 'title', 'author', 'published_at', 'content_html', 'image_key'])
	if (categoryId !== undefined) query = query.where('category_id', '=', categoryId)
	return query.orderBy('published_at', 'desc').orderBy('id', 'desc').execute()
}

/** The id of a category with more than one post (its posts have related articles). */
async function categoryWithSeveralPosts(db: Database) {
	const counts = await db
		.selectFrom('blog_posts')
		.select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
		.groupBy('category_id')
		.execute()
	return counts.find((c) => Number(c.n) > 1)!.category_id
}

/**
 * A media category titled `title`, without posts, made on the empty server (`emptyDb`) and deleted
 * after the test; returns its id.
 */
async function emptyCategory(emptyDb: Database, cleanup: (task: CleanupTask) => void, title: string) {
	const category = await emptyDb
		.insertInto('media_categories')
		.values({ title })
		.returning('id')
		.executeTakeFirstOrThrow()
	cleanup(() => emptyDb.deleteFrom('media_categories').where('id', '=', category.id).execute())
	return category.id
}

/** The last words of a post's text: a card's excerpt must never reach them. */
function lastWords(html: string) {
	const text = html
		.replace(/<[^>]+>/g, ' ')
		.replace(/\s+/g, ' ')
		.trim()
	return text.slice(-60).trim()
}

async function naturalWidth(page: Page, alt: string) {
	const img = page.getByRole('img', { name: alt, exact: true }).first()
	await expect(img).toBeVisible()
	await img.scrollIntoViewIfNeeded()
	await expect
		.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
		.toBeGreaterThan(0)
	return img
}

/** A slug unique to the test, e.g. `e2e-xss-m8k2x1qz4821`. */
function slug(label: string) {
	return `e2e-${label}-${uniqueTag()}`
}

test.describe('blog lists', () => {
	test('each category lists its posts newest first: image, date "26 November 2026", author, title, excerpt, Read More', async ({
		page,
		db,
	}) => {
		const categories = await db.selectFrom('media_categories').select(['id', 'title']).orderBy('id').execute()
		expect(categories.length).toBeGreaterThan(0)
		const list = new BlogListPage(page)
		for (const category of categories) {
			const posts = await postsNewestFirst(db, category.id)
			expect(posts.length, category.title).toBeGreaterThan(0)
			const response = await list.goto(`/newspage/${category.id}/collections/`)
			expect(response?.status()).toBe(200)
			await expect(list.heading()).toHaveText(category.title)
			await expect(list.cards()).toHaveCount(posts.length)
			await expect(list.cards().getByRole('heading', { level: 2 })).toHaveText(posts.map((p) => p.title))
			for (const post of posts) {
				const card = list.card(post.title)
				await expect(card.getByTestId('blog-card-date')).toHaveText(accraDate(post.published_at))
				await expect(card.getByTestId('blog-card-date')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
				await expect(card.getByTestId('blog-card-author')).toHaveText(post.author)
				await expect(card.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
					'href',
					`/our/blog/${post.id}/single`,
				)
				const excerpt = (await card.getByTestId('blog-card-excerpt').textContent()) ?? ''
				expect(excerpt.length).toBeGreaterThan(40)
				expect(excerpt.length).toBeLessThanOrEqual(200)
				expect(excerpt).not.toMatch(/[<>]/)
				expect(excerpt).not.toContain(lastWords(post.content_html))
				if (post.image_key) await naturalWidth(page, post.title)
			}
		}
	})

	test('Read More opens the post', async ({ page, db }) => {
		const [newest] = await postsNewestFirst(db)
		await page.goto(`/newspage/${newest!.category_id}/collections/`)
		await new BlogListPage(page)
			.card(newest!.title)
			.getByRole('link', { name: /^Read More/ })
			.click()
		await expect(page).toHaveURL(new RegExp(`/our/blog/${newest!.id}/single$`))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title)
	})

	test('/blogs lists every post newest first under "Our Blogs"', async ({ page, db }) => {
		const posts = await postsNewestFirst(db)
		const list = new BlogListPage(page)
		await list.goto('/blogs')
		await expect(list.heading()).toHaveText('Our Blogs')
		await expect(list.cards().getByRole('heading', { level: 2 })).toHaveText(posts.map((p) => p.title))
		for (const post of posts) {
			await expect(list.card(post.title).getByTestId('blog-card-date')).toHaveText(
				accraDate(post.published_at),
			)
			await expect(list.card(post.title).getByRole('link', { name: /^Read More/ })).toHaveAttribute(
				'href',
				`/our/blog/${post.id}/single`,
			)
		}
		await expect(page.getByText('No blog posts found')).toHaveCount(0)
	})

	test('a category that does not exist, or an id that is not one, is a 404 page', async ({ page, db }) => {
		const last = await highestId(db, 'media_categories')
		for (const catId of [String(last + 1000), 'abc', '0', '-1', '99999999999']) {
			const response = await page.goto(`/newspage/${catId}/collections/`)
			expect(response?.status(), catId).toBe(404)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
			await expect(page.getByText('Category not found.')).toBeVisible()
		}
	})
})

test.describe('blog post', () => {
	test('breadcrumb, title, date "26 November 2026", author, image, content, share links and related articles', async ({
		page,
		db,
	}) => {
		// A post whose category has other posts.
		const [post, ...others] = await postsNewestFirst(db, await categoryWithSeveralPosts(db))
		const view = new BlogPostPage(page)
		const response = await view.goto(post!.id)
		expect(response?.status()).toBe(200)

		const crumbs = view.breadcrumb()
		await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
		await expect(crumbs.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs')
		await expect(crumbs.locator('[aria-current="page"]')).toHaveText(post!.title)
		await expect(crumbs.getByRole('listitem')).toHaveCount(3)

		await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title)
		await expect(page.getByTestId('blog-post-date')).toHaveText(accraDate(post!.published_at))
		await expect(page.getByTestId('blog-post-date')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
		await expect(page.getByTestId('blog-post-author')).toHaveText(post!.author)
		const image = await naturalWidth(page, post!.title)
		await expect(image).toHaveAttribute('loading', 'eager')

		// The whole content: every heading and the last words, with its markup kept.
		const content = view.content()
		const headings = [...post!.content_html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]!)
		expect(headings.length).toBeGreaterThan(0)
		await expect(content.getByRole('heading', { level: 2 })).toHaveText(headings)
		await expect(content).toContainText(lastWords(post!.content_html))
		expect(await content.locator('p').count()).toBeGreaterThan(1)

		const pageUrl = new URL(`/our/blog/${post!.id}/single`, page.url()).toString()
		const encoded = encodeURIComponent(pageUrl)
		for (const [network, host] of [
			['Facebook', 'https://www.facebook.com/'],
			['X (Twitter)', 'https://twitter.com/'],
			['LinkedIn', 'https://www.linkedin.com/'],
			['WhatsApp', 'https://wa.me/'],
		] as const) {
			const link = view.shareLink(network)
			await expect(link).toHaveCount(1)
			const href = (await link.getAttribute('href'))!
			expect(href.startsWith(host), network).toBe(true)
			expect(href, network).toContain(encoded)
			await expect(link).toHaveAttribute('target', '_blank')
			await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
		}

		const related = view.related()
		await expect(related.getByRole('heading', { name: 'Related Article' })).toBeVisible()
		await expect(related.getByRole('link')).toHaveText(others.slice(0, 5).map((p) => p.title))
		for (const other of others.slice(0, 5)) {
			await expect(related.getByRole('link', { name: other.title })).toHaveAttribute(
				'href',
				`/our/blog/${other.id}/single`,
			)
		}
		await expect(related.getByRole('link', { name: post!.title, exact: true })).toHaveCount(0)

		// Link previews: an article with its image, at absolute URLs.
		await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
		await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', pageUrl)
		await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
			'content',
			new URL(`/uploads/${post!.image_key}-960.webp`, page.url()).toString(),
		)
		await expect(page).toHaveTitle(new RegExp(`^${post!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
	})

	test('the Blogs crumb leads to /blogs', async ({ page, db }) => {
		const [post] = await postsNewestFirst(db)
		await new BlogPostPage(page).goto(post!.id)
		await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blogs' }).click()
		await expect(page).toHaveURL(/\/blogs$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs')
	})

	test('a post alone in its category: No archive related available', async ({ page, db }) => {
		const category = await db
			.insertInto('media_categories')
			.values({ title: 'E2E Lonely Category' })
			.returning('id')
			.executeTakeFirstOrThrow()
		try {
			const now = new Date().toISOString()
			const post = await db
				.insertInto('blog_posts')
				.values({
					category_id: category.id,
					title: 'A post on its own',
					slug: slug('lonely'),
					author: 'E2E Author',
					published_at: '2020-01-15T09:00:00.000Z',
					content_html: '<p>Nothing else here.</p>',
					image_key: null,
					updated_at: now,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			await new BlogPostPage(page).goto(post.id)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('A post on its own')
			await expect(page.getByTestId('blog-post-date')).toHaveText('15 January 2020')
			await expect(new BlogPostPage(page).related()).toContainText('No archive related available')
			// No article: the one link leads to every post.
			await expect(new BlogPostPage(page).related().getByRole('link')).toHaveText(['See all blog posts'])
		} finally {
			await db.deleteFrom('blog_posts').where('category_id', '=', category.id).execute()
			await db.deleteFrom('media_categories').where('id', '=', category.id).execute()
		}
	})

	test('stored HTML with a script, an onerror handler and a javascript: link renders without running anything', async ({
		page,
		db,
	}) => {
		const [newest] = await postsNewestFirst(db)
		const title = 'E2E hostile markup'
		const now = new Date().toISOString()
		const post = await db
			.insertInto('blog_posts')
			.values({
				category_id: newest!.category_id,
				title,
				slug: slug('xss'),
				author: 'E2E Author',
				published_at: now,
				content_html:
					'<p>Safe words before.</p><script>alert(1)</script><img src=x onerror="alert(2)">' +
					'<p><a href="javascript:alert(3)">x</a> and <strong>safe words after</strong>.</p>' +
					'<iframe src="javascript:alert(4)"></iframe><p onclick="alert(5)" style="color:red">Clickable?</p>',
				image_key: null,
				updated_at: now,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const dialogs: string[] = []
		const messages: string[] = []
		page.on('dialog', async (dialog) => {
			dialogs.push(dialog.message())
			await dialog.dismiss()
		})
		page.on('console', (message) => {
			// The tests block the service worker (playwright.config.ts); Playwright says so in the console.
			if (!message.text().includes('Service Worker registration blocked by Playwright'))
				messages.push(`${message.type()}: ${message.text()}`)
		})
		page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
		try {
			const view = new BlogPostPage(page)
			await view.goto(post.id)
			await waitForHydration(page)
			const content = view.content()
			await expect(content).toContainText('Safe words before.')
			await expect(content).toContainText('safe words after')
			await expect(content.locator('strong')).toHaveText('safe words after')
			await expect(view.article().locator('script')).toHaveCount(0)
			await expect(view.article().locator('iframe')).toHaveCount(0)
			await expect(view.article().locator('img[src="x"]')).toHaveCount(0)
			await expect(page.locator('[onerror], [onclick]')).toHaveCount(0)
			const link = content.getByText('x', { exact: true })
			expect(await link.getAttribute('href')).toBeNull()
			await content.getByText('Clickable?').click()
			await link.click()

			// The list shows a plain-text excerpt of the same post.
			await page.goto(`/newspage/${newest!.category_id}/collections/`)
			const card = new BlogListPage(page).card(title)
			await expect(card.getByTestId('blog-card-excerpt')).toHaveText(
				'Safe words before. x and safe words after. Clickable?',
			)
			await waitForHydration(page)
			expect(dialogs).toEqual([])
			expect(messages).toEqual([])
		} finally {
			await db.deleteFrom('blog_posts').where('id', '=', post.id).execute()
		}
	})

	test('an id with no post leads to /blogs with the warning "No blog found."', async ({ page, db }) => {
		await new BlogPostPage(page).goto((await highestId(db, 'blog_posts')) + 1000)
		await expect(page).toHaveURL(/\/blogs\?notice=no-blog$/)
		const dialog = page.getByRole('alertdialog', { name: 'Warning' })
		await expect(dialog).toBeVisible()
		await expect(dialog).toContainText('No blog found.')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs')
		await dialog.getByRole('button', { name: 'OK' }).click()
		await expect(dialog).toBeHidden()
		await expect(page).toHaveURL(/\/blogs$/)
	})

	test('an id that cannot be a post is a 404 page "Blog not found."', async ({ page }) => {
		for (const id of ['abc', '0', '1.5', '99999999999']) {
			const response = await new BlogPostPage(page).goto(id)
			expect(response?.status(), id).toBe(404)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
			await expect(page.getByText('Blog not found.')).toBeVisible()
		}
	})

	test('a failure reading the post is a 500 page "Failed to load blog post. Please try again later."', async ({
		page,
		db,
		site,
	}) => {
		const [post] = await postsNewestFirst(db)
		// The page cache may hold this post from an earlier test (renaming a table changes no row, so
		// it raises no content version), and a cached page is never read again. A visitor with a
		// cookie is never answered from the cache: this one reads the post from the database.
		await page.context().addCookies([{ name: 'e2e_visitor', value: '1', url: site.url }])
		// Hide the table from the running server for the length of one request.
		await sql`alter table blog_posts rename to blog_posts_hidden_by_e2e`.execute(db)
		try {
			const response = await new BlogPostPage(page).goto(post!.id)
			expect(response?.status()).toBe(500)
			await expect(page.getByText('Failed to load blog post. Please try again later.')).toBeVisible()
		} finally {
			await sql`alter table blog_posts_hidden_by_e2e rename to blog_posts`.execute(db)
		}
		const response = await new BlogPostPage(page).goto(post!.id)
		expect(response?.status()).toBe(200)
	})
})

test.describe('blog empty states (empty database)', () => {
	test('/blogs: No blog posts found, the hint and Back to Home', async ({ page, emptySite }) => {
		const list = new BlogListPage(page)
		const response = await list.goto(`${emptySite.url}/blogs`)
		expect(response?.status()).toBe(200)
		await expect(list.heading()).toHaveText('Our Blogs')
		await expect(list.cards()).toHaveCount(0)
		await expect(list.emptyState()).toContainText('No blog posts found')
		await expect(list.emptyState()).toContainText('Please check back later or browse other categories')
		await expect(list.emptyState().getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
	})

	test('a category without posts: No blog posts found, the hint and Back to Home', async ({
		page,
		emptySite,
		cleanup,
	}) => {
		const categoryId = await emptyCategory(emptySite.db, cleanup, 'Press Releases')
		const list = new BlogListPage(page)
		const response = await list.goto(`${emptySite.url}/newspage/${categoryId}/collections/`)
		expect(response?.status()).toBe(200)
		await expect(list.heading()).toHaveText('Press Releases')
		await expect(list.cards()).toHaveCount(0)
		await expect(list.emptyState()).toContainText('No blog posts found')
		await expect(list.emptyState()).toContainText('Please check back later or browse other categories')
		await list.emptyState().getByRole('link', { name: 'Back to Home' }).click()
		await expect(page).toHaveURL(`${emptySite.url}/`)
	})

	test('a category without a title is headed "Our Blogs"', async ({ page, emptySite, cleanup }) => {
		const categoryId = await emptyCategory(emptySite.db, cleanup, '')
		await page.goto(`${emptySite.url}/newspage/${categoryId}/collections/`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs')
	})
})
