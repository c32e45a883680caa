/** Control over the page's requests, for states a user sees only while a request is on its way. */
import type { Page } from '@playwright/test'

/**
 * Holds every request of `page` to `url` (a Playwright URL glob) until `release()` is called, so
 * a test can check what the page shows while it waits (a spinner, a disabled button) without a
 * sleep. After `release()`, held and later requests go through unchanged.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
	let release!: () => void
	const released = new Promise<void>((resolve) => {
		release = resolve
	})
	await page.route(url, async (route) => {
		await released
		await route.continue()
	})
	return { release }
}

/**
 * Starts watching the POST requests `page` sends; `posted()` tells whether one has been sent since,
 * to check that the browser kept a form from being sent.
 */
export function watchPosts(page: Page): { posted: () => boolean } {
	let posted = false
	page.on('request', (request) => {
		if (request.method() === 'POST') posted = true
	})
	return { posted: () => posted }
}
