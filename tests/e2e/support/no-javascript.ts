/** Pages with JavaScript off: what a visitor without scripts gets from the server alone. */
import type { Browser, Page } from '@playwright/test'

/**
 * A page in a new browser context with JavaScript disabled, and a function that closes the
 * context (call it at the end of the test).
 */
export async function pageWithoutJavaScript(
	browser: Browser,
): Promise<{ page: Page; close: () => Promise<void> }> {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	return { page, close: () => context.close() }
}
