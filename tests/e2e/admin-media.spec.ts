/**
 * Back office media: the media categories screen (add, rename, reorder, delete only without posts),
 * each change in the public Media menu at once. Signed in as the seeded Administrator; every category
 * made here has a unique title and is removed afterwards.
 */
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'
import { idsWhere, storedRow } from './support/rows.ts'
import { uniqueNames } from './support/unique.ts'

const { run, unique } = uniqueNames()

test.afterAll(async ({ db }) => {
	await db.deleteFrom('media_categories').where('title', 'like', `%${run}%`).execute()
})

test.beforeEach(async ({ signInAs }) => {
	await signInAs()
})

/** The titles of the public Media menu, in its order. */
async function mediaMenu(page: Page): Promise<string[]> {
	await page.goto('/')
	const nav = page.getByRole('navigation', { name: 'Main', exact: true })
	// The menu's links, read while it is closed.
	return nav.locator('a[href^="/newspage/"]').allTextContents()
}

test.describe('media categories', () => {
	test('add (last in the Media menu), move up (the menu follows), rename, delete only without posts', async ({
		page,
		db,
	}) => {
		const title = unique('Interviews')
		const renamed = unique('Conversations')
		const existing = await db
			.selectFrom('media_categories')
			.select('title')
			.orderBy('id')
			.executeTakeFirstOrThrow()

		await gotoHydrated(page, '/admin/media-categories')
		await expect(page.getByRole('heading', { level: 1, name: 'Media categories' })).toBeVisible()
		expect(await axeViolations(page)).toEqual([])
		await page.getByRole('link', { name: 'Add category' }).click()
		await expect(page).toHaveURL('/admin/add-media-category')
		await expect(page).toHaveTitle('Add Media Category | Back office')
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Media category')
		await page.getByRole('button', { name: 'Add category' }).click()
		await expect(page.getByText('Category Title is required')).toBeVisible()
		await page.getByLabel('Category Title').fill(existing.title.toUpperCase())
		await page.getByRole('button', { name: 'Add category' }).click()
		await expect(page.getByText('Another category already has this title')).toBeVisible()
		expect(await axeViolations(page)).toEqual([])
		await page.getByLabel('Category Title').fill(title)
		await page.getByRole('button', { name: 'Add category' }).click()
		await expect(page).toHaveURL('/admin/media-categories')
		await expect(page.getByTestId('toast')).toContainText('Media category added')

		const before = await mediaMenu(page)
		expect(before.at(-1)).toBe(title)

		// Up one place: the menu shows it before the category that was before it.
		await gotoHydrated(page, '/admin/media-categories?size=all')
		const row = page.getByTestId('media-category-row').filter({ hasText: title })
		await expect(row.getByRole('button', { name: `Move ${title} down` })).toBeDisabled()
		await row.getByRole('button', { name: `Move ${title} up` }).click()
		await expect(page.getByTestId('toast')).toContainText('Category order saved')
		expect(await mediaMenu(page)).toEqual([...before.slice(0, -2), title, before.at(-2)])

		// Renamed: the menu and the category's blog list say the new title.
		await gotoHydrated(page, '/admin/media-categories?size=all')
		await page.getByRole('link', { name: `Edit ${title}` }).click()
		await expect(page.getByLabel('Category Title')).toHaveValue(title)
		await expect(page).toHaveTitle(`Update Media Category: ${title} | Back office`)
		await page.getByLabel('Category Title').fill(renamed)
		await page.getByRole('button', { name: 'Update category' }).click()
		await expect(page.getByTestId('toast')).toContainText('Media category updated')
		const { id } = await storedRow(db, 'media_categories', 'title', renamed)
		await page.goto(`/newspage/${id}/collections/`)
		await expect(page.getByRole('heading', { level: 1 })).toContainText(renamed)

		// A category with posts offers no Delete; an empty one is deleted after its confirm dialog.
		await gotoHydrated(page, `/admin/media-categories?size=all&q=${encodeURIComponent(existing.title)}`)
		const withPosts = page.getByTestId('media-category-row').filter({ hasText: existing.title })
		await expect(withPosts).toContainText('Has posts: move or delete them first')
		await expect(withPosts.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
		await gotoHydrated(page, '/admin/media-categories?size=all')
		await page.getByRole('button', { name: `Delete ${renamed}` }).click()
		await page
			.getByRole('dialog', { name: `Delete ${renamed}?` })
			.getByRole('button', { name: 'Delete' })
			.click()
		await expect(page.getByTestId('toast')).toContainText('Category deleted')
		expect(await idsWhere(db, 'media_categories', 'title', renamed)).toEqual([])
		expect(await mediaMenu(page)).toEqual(before.slice(0, -1))
	})

	test.describe('without JavaScript', () => {
		test.use({ javaScriptEnabled: false })

		test('a category is added and moved by plain form posts', async ({ page }) => {
			const title = unique('Photo Stories')
			await page.goto('/admin/add-media-category')
			await page.getByLabel('Category Title').fill(title)
			await page.getByRole('button', { name: 'Add category' }).click()
			await expect(page).toHaveURL('/admin/media-categories')
			const before = await mediaMenu(page)
			await page.goto('/admin/media-categories?size=all')
			await page.getByRole('button', { name: `Move ${title} up` }).click()
			await expect(page.getByTestId('toast')).toContainText('Category order saved')
			expect(await mediaMenu(page)).toEqual([...before.slice(0, -2), title, before.at(-2)])
		})
	})
})
