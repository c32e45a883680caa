/** Watching the page's requests: whether a form was sent at all. */
import type { Page } from '@playwright/test'

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
