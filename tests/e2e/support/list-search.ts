/**
 * The back office lists' search (`SearchBox` in app/components/admin/list-controls.tsx): a search box
 * and its Search button in a `search` landmark, sending a GET with the text as `q`.
 */
import type { Page } from '@playwright/test'

/**
 * Types `text` into the list's search box (named `label`, e.g. "Search users by username"), sends the
 * search and waits until the URL is the search's, so what the test reads next is the searched list.
 */
export async function searchList(page: Page, label: string, text: string) {
	await page.getByRole('searchbox', { name: label }).fill(text)
	await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
	await page.waitForURL((url) => url.searchParams.get('q') === text)
}
