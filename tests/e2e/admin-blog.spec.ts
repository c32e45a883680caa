/**
 * Back office blog posts: a staff member writes a post in the editor (heading, list, link, an image
 * placed in the text, a cover), saves it as a draft (visitors get 404 and do not see it listed),
 * previews it, publishes it, and a visitor finds it on /blogs, its category's page and its own page
 * with share links and the cover as its Open Graph image. Also: text pasted from Word and Google
 * Docs, the form without JavaScript, and the list's status filter. Signed in as the seeded
 * Administrator; every post made here has a unique title and is removed afterwards.
 */
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'
import { storedRow } from './support/rows.ts'
import { uniqueNames } from './support/unique.ts'

const { run, unique } = uniqueNames()

test.afterAll(async ({ db }) => {
	await db.deleteFrom('blog_posts').where('title', 'like', `%${run}%`).execute()
})

test.beforeEach(async ({ signInAs }) => {
	await signInAs()
})

async function png(width: number, height: number, background: string) {
	return sharp({ create: { width, height, channels: 3, background } })
		.png()
		.toBuffer()
}

/** What a visitor without cookies gets at `path` (never a signed-in staff member's page). */
async function asVisitor<T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> {
	const context = await browser.newContext()
	try {
		return await visit(await context.newPage())
	} finally {
		await context.close()
	}
}

/** Pastes `html` into the editor as the browser does with clipboard HTML. */
async function paste(page: Page, html: string) {
	await page.getByTestId('rich-text-editor').evaluate((el, pasted) => {
		const data = new DataTransfer()
		data.setData('text/html', pasted)
		data.setData('text/plain', 'plain')
		el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
	}, html)
}

const editorHtml = (page: Page) => page.locator('input[type=hidden][name=content]').inputValue()

test('a post written in the editor stays hidden as a draft, is previewed, then published for visitors', async ({
	page,
	db,
	browser,
}) => {
	const title = unique('Audit committees in 2027')
	const category = await db
		.selectFrom('media_categories')
		.select(['id', 'title'])
		.orderBy('id')
		.executeTakeFirstOrThrow()

	await gotoHydrated(page, '/admin/blog-posts')
	await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible()
	await page.getByRole('link', { name: 'Add Blog Post' }).first().click()
	await expect(page).toHaveURL('/admin/add-blog-post')
	const editor = page.getByTestId('rich-text-editor')
	await expect(editor).toBeVisible()
	expect(await axeViolations(page)).toEqual([])

	// Sent empty: every required field says what it needs, and nothing is stored.
	await page.getByLabel('Author').fill('')
	await page.getByRole('button', { name: 'Save post' }).click()
	await expect(page.getByText('Title is required')).toBeVisible()
	await expect(page.getByText('Author is required')).toBeVisible()
	await expect(page.getByText('Write the post’s text')).toBeVisible()

	await page.getByLabel('Title').fill(title)
	await page.getByLabel('Author').fill('Ama Owusu')
	await page.getByLabel('Category').selectOption(String(category.id))
	await page.getByLabel('Excerpt').fill('What audit committees will ask of their chief audit executives.')
	await page.getByLabel('Cover image').setInputFiles({
		name: 'cover.png',
		mimeType: 'image/png',
		buffer: await png(1600, 900, '#1d4ed8'),
	})

	// A heading, a paragraph with bold text, a bulleted list, a link.
	await editor.click()
	await page.getByRole('button', { name: 'Heading', exact: true }).click()
	await page.keyboard.type('What changes')
	await page.keyboard.press('Enter')
	await page.keyboard.type('The new standards ask for ')
	await page.getByRole('button', { name: 'Bold' }).click()
	await page.keyboard.type('more assurance')
	await page.getByRole('button', { name: 'Bold' }).click()
	await page.keyboard.type('.')
	await page.keyboard.press('Enter')
	await page.getByRole('button', { name: 'Bulleted list' }).click()
	await page.keyboard.type('Risk')
	await page.keyboard.press('Enter')
	await page.keyboard.type('Culture')
	await page.keyboard.press('Enter')
	await page.keyboard.press('Enter')
	await page.keyboard.type('Read the ')
	await page.getByRole('button', { name: 'Link' }).click()
	await page.getByLabel('Link address').fill('javascript:alert(1)')
	await page.getByRole('button', { name: 'Apply link' }).click()
	await expect(page.getByText('Enter an address starting with https://, mailto: or /')).toBeVisible()
	await page.getByLabel('Link address').fill('https://www.theiia.org/')
	await page.getByLabel('Link address').press('Enter')
	// The dialog hands the focus back to the text; typing before it lands would lose the keys.
	await expect(page.getByLabel('Link address')).toBeHidden()
	await expect(editor).toBeFocused()
	await page.keyboard.type(' today.')

	// An image placed in the text goes through the upload pipeline; a wrong file is refused first.
	await page.keyboard.press('Enter')
	await page.getByRole('button', { name: 'Image in text' }).click()
	await page.getByLabel('Image file').setInputFiles({
		name: 'chart.png',
		mimeType: 'image/png',
		buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
	})
	await page.getByRole('button', { name: 'Insert image' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'must be a JPEG, PNG or WebP image' })).toBeVisible()
	await page.getByLabel('Image file').setInputFiles({
		name: 'chart.png',
		mimeType: 'image/png',
		buffer: await png(800, 500, '#0a7a55'),
	})
	await page.getByLabel('Text alternative').fill('Bar chart of audit findings')
	await page.getByRole('button', { name: 'Insert image' }).click()
	await expect(editor.getByRole('img', { name: 'Bar chart of audit findings' })).toBeVisible()

	await page.getByRole('button', { name: 'Save post' }).click()
	await expect(page.getByTestId('toast')).toContainText('saved as a draft')
	await expect(page).toHaveURL(/\/admin\/update-blog-post\/\d+$/)
	const post = await storedRow(db, 'blog_posts', 'title', title)
	expect(post.status).toBe('draft')
	expect(post.content_html).toContain('<h2>What changes</h2>')
	expect(post.content_html).toContain('<strong>more assurance</strong>')
	expect(post.content_html).toMatch(/<ul><li><p>Risk<\/p><\/li><li><p>Culture<\/p><\/li><\/ul>/)
	expect(post.content_html).toContain(
		'Read the <a rel="noopener noreferrer" href="https://www.theiia.org/">https://www.theiia.org/</a> today.',
	)
	expect(post.content_html).toMatch(
		/<img src="\/uploads\/blog-inline\/[0-9a-f]{16}-1200\.webp" alt="Bar chart of audit findings" width="800" height="500"/,
	)
	const path = `/our/blog/${post.id}/single`

	// A draft: 404 to visitors, on no list and not in the sitemap.
	await asVisitor(browser, async (visitor) => {
		expect((await visitor.goto(path))?.status()).toBe(404)
		await visitor.goto('/blogs')
		await expect(visitor.getByText(title)).toHaveCount(0)
		const sitemap = await (await visitor.request.get('/sitemap.xml')).text()
		expect(sitemap).not.toContain(path)
	})

	// The preview shows it as its page will.
	await page.getByRole('link', { name: 'Preview' }).click()
	await expect(page).toHaveURL(`/admin/blog-preview/${post.id}`)
	await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
	await expect(page.getByTestId('blog-content').getByRole('heading', { name: 'What changes' })).toBeVisible()
	await expect(
		page.getByTestId('blog-content').getByRole('img', { name: 'Bar chart of audit findings' }),
	).toBeVisible()
	expect(await axeViolations(page)).toEqual([])

	// Published: the visitor finds it everywhere.
	await page.getByRole('link', { name: 'Edit' }).click()
	await expect(page.getByTestId('rich-text-editor')).toContainText('more assurance')
	await page.getByLabel('Status').selectOption('published')
	await page.getByLabel('Publish date (Accra time)').fill('')
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(page).toHaveURL('/admin/blog-posts')
	await expect(page.getByTestId('toast')).toContainText('is on the blog')
	await expect(page.getByTestId('blog-post-row').filter({ hasText: title })).toContainText('Published')

	await asVisitor(browser, async (visitor) => {
		await visitor.goto('/blogs')
		await expect(visitor.getByTestId('blog-card').filter({ hasText: title })).toContainText(
			'What audit committees will ask',
		)
		await visitor.goto(`/newspage/${category.id}/collections`)
		await expect(visitor.getByTestId('blog-card').filter({ hasText: title })).toBeVisible()
		expect((await visitor.goto(path))?.status()).toBe(200)
		await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
		const content = visitor.getByTestId('blog-content')
		await expect(content.getByRole('heading', { level: 2, name: 'What changes' })).toBeVisible()
		await expect(content.getByRole('listitem')).toHaveText(['Risk', 'Culture'])
		await expect(content.locator('a[href="https://www.theiia.org/"]')).toHaveText('https://www.theiia.org/')
		const inline = content.getByRole('img', { name: 'Bar chart of audit findings' })
		await expect(inline).toBeVisible()
		expect(await inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800)
		await expect(visitor.getByRole('link', { name: /Share on LinkedIn/i })).toHaveAttribute(
			'href',
			new RegExp(`url=[^&]*${encodeURIComponent(path)}$`),
		)
		const updated = await storedRow(db, 'blog_posts', 'title', title)
		await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
			'content',
			new RegExp(`/uploads/${updated.image_key}-960\\.webp$`),
		)
		await expect(visitor.locator('meta[property="og:description"]')).toHaveAttribute(
			'content',
			'What audit committees will ask of their chief audit executives.',
		)
		expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(path)
	})
})

test('text pasted from Word and Google Docs keeps its headings, lists and links, and loses its styles', async ({
	page,
}) => {
	await gotoHydrated(page, '/admin/add-blog-post')
	await page.getByTestId('rich-text-editor').click()
	await paste(
		page,
		'<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{color:red}</style></head><body>' +
			'<h1 class="MsoTitle" style="color:#2f5496">Audit plan<o:p></o:p></h1>' +
			'<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol">·<span style="font:7.0pt">&nbsp;&nbsp; </span></span><![endif]>Scope<o:p></o:p></p>' +
			'<p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol">·<span>&nbsp;</span></span><![endif]>Timing<o:p></o:p></p>' +
			'<p class="MsoListParagraphCxSpFirst" style="mso-list:l1 level1 lfo2"><![if !supportLists]><span>1.<span>&nbsp;</span></span><![endif]>Plan<o:p></o:p></p>' +
			'<p class="MsoListParagraphCxSpLast" style="mso-list:l1 level1 lfo2"><![if !supportLists]><span>2.<span>&nbsp;</span></span><![endif]>Report<o:p></o:p></p>' +
			'<p class="MsoNormal"><span style="font-size:14pt;color:red">Red <b>bold</b></span><script>alert(1)</script></p>' +
			'</body></html>',
	)
	await page.keyboard.press('Enter')
	await paste(
		page,
		'<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5e1">' +
			'<h2 dir="ltr" style="margin-top:18pt"><span style="font-size:16pt;color:#434343">From Docs</span></h2>' +
			'<p dir="ltr"><span style="font-weight:700">Strong</span><span style="font-weight:400"> and plain, </span><a href="https://example.com/"><span style="color:#1155cc">a link</span></a></p></b>',
	)
	const html = await editorHtml(page)
	expect(html).toContain('<h2>Audit plan</h2>')
	expect(html).toMatch(/<ul><li><p>Scope<\/p><\/li><li><p>Timing<\/p><\/li><\/ul>/)
	expect(html).toMatch(/<ol><li><p>Plan<\/p><\/li><li><p>Report<\/p><\/li><\/ol>/)
	expect(html).toContain('<p>Red <strong>bold</strong></p>')
	expect(html).toContain('<h2>From Docs</h2>')
	expect(html).toMatch(
		/<p><strong>Strong<\/strong> and plain, <a [^>]*href="https:\/\/example.com\/"[^>]*>a link<\/a><\/p>/,
	)
	expect(html).not.toMatch(/style=|class=|<script|alert|·|MsoList|<o:p/)
})

test('without JavaScript the post is written in a plain text field of HTML, and saved all the same', async ({
	browser,
	db,
	signInAs,
}) => {
	const title = unique('Written without scripts')
	const { page, close } = await pageWithoutJavaScript(browser)
	try {
		await signInAs(undefined, page.context())
		await page.goto('/admin/add-blog-post')
		await page.getByLabel('Title').fill(title)
		await page
			.getByLabel('Content')
			.fill('<h2>Plain</h2><p>Typed <em>by hand</em>.</p><script>alert(1)</script>')
		const category = await db
			.selectFrom('media_categories')
			.select('id')
			.orderBy('id')
			.executeTakeFirstOrThrow()
		await page.getByLabel('Category').selectOption(String(category.id))
		await page.getByLabel('Status').selectOption('scheduled')
		await page.getByRole('button', { name: 'Save post' }).click()
		await expect(page.getByText('A scheduled post needs its publish date')).toBeVisible()
		await expect(page.getByLabel('Content')).toHaveValue(/Typed <em>by hand<\/em>/)
		await page.getByLabel('Publish date (Accra time)').fill('2099-01-01T09:00')
		await page.getByRole('button', { name: 'Save post' }).click()
		await expect(page).toHaveURL(/\/admin\/update-blog-post\/\d+$/)
		const post = await storedRow(db, 'blog_posts', 'title', title)
		expect(post.content_html).toBe('<h2>Plain</h2><p>Typed <em>by hand</em>.</p>')
		expect([post.status, post.published_at]).toEqual(['published', '2099-01-01T09:00:00.000Z'])

		// Scheduled: listed as such, hidden from visitors until then.
		await page.goto('/admin/blog-posts?status=scheduled')
		await expect(page.getByTestId('blog-post-row').filter({ hasText: title })).toContainText('Scheduled')
		await page.goto('/admin/blog-posts?status=draft')
		await expect(page.getByTestId('blog-post-row').filter({ hasText: title })).toHaveCount(0)
		await asVisitor(browser, async (visitor) => {
			expect((await visitor.goto(`/our/blog/${post.id}/single`))?.status()).toBe(404)
		})
	} finally {
		await close()
	}
})

test('the list filters by status with JavaScript too, and deletes a post after confirming', async ({
	page,
	db,
}) => {
	const title = unique('To be deleted')
	const category = await db
		.selectFrom('media_categories')
		.select('id')
		.orderBy('id')
		.executeTakeFirstOrThrow()
	await db
		.insertInto('blog_posts')
		.values({
			category_id: category.id,
			title,
			slug: `to-be-deleted-${run}`,
			author: 'Ama',
			published_at: '2026-01-01T00:00:00.000Z',
			content_html: '<p>x</p>',
			status: 'draft',
			updated_at: '2026-01-01T00:00:00.000Z',
		})
		.execute()
	await gotoHydrated(page, '/admin/blog-posts')
	await page.getByLabel('Status').selectOption('draft')
	await expect(page).toHaveURL(/status=draft/)
	const row = page.getByTestId('blog-post-row').filter({ hasText: title })
	await expect(row).toContainText('Draft')
	await expect(page.getByTestId('blog-post-row').filter({ hasText: 'Published' })).toHaveCount(0)
	expect(await axeViolations(page)).toEqual([])
	await row.getByRole('button', { name: `Delete ${title}` }).click()
	await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByTestId('toast')).toContainText('Blog post deleted')
	await expect(row).toHaveCount(0)
	expect(await db.selectFrom('blog_posts').select('id').where('title', '=', title).execute()).toEqual([])
})
