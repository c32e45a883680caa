/**
 * Waiting for hydration, the moment a server-rendered page's scripts have taken over (client-side
 * validation, dialogs, fetch submissions): never a fixed sleep nor network idle.
 */
import type { Page, Response } from '@playwright/test'

/**
 * Resolves once the page's document has been hydrated: React Router's `<ScrollRestoration>` (in the
 * root layout) switches `history.scrollRestoration` to 'manual' in an effect, which runs only after
 * hydration has been committed (a new document starts at 'auto'). A page sent without React (no
 * `window.__reactRouterContext`; `PageScripts`) has nothing to hydrate: its inline script has run
 * before the `load` event. Use after a full page load, never on a page without JavaScript.
 */
export async function waitForHydration(page: Page): Promise<void> {
	await page.waitForFunction(
		() => !('__reactRouterContext' in window) || window.history.scrollRestoration === 'manual',
	)
}

/**
 * Opens `url`, waits for its `load` event and for hydration (the forms' browser behaviour is then
 * on). Returns the navigation's response.
 */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
	const response = await page.goto(url)
	await waitForHydration(page)
	return response
}
