/** A `test` whose tests get their screen's page object, the page already open, as a fixture. */
import type { Page } from '@playwright/test'
import { test } from '../fixtures.ts'

/**
 * The `test` of fixtures.ts with one more fixture, `form`: the page object `make` builds on the
 * test's page, after its `goto()` (with JavaScript off in a group that sets
 * `test.use({ javaScriptEnabled: false })`). A test that must act before the page loads (route its
 * requests) leaves `form` out and opens the page itself.
 */
export function testWithOpenForm<Form extends { goto(): Promise<void> }>(make: (page: Page) => Form) {
	return test.extend<{ form: Form }>({
		form: async ({ page }, provide) => {
			const form = make(page)
			await form.goto()
			await provide(form)
		},
	})
}
