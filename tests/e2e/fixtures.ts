/**
 * Playwright fixtures (STYLE.md §10): `db` is a handle on the server's SQLite file, for arranging
 * data and checking what a screen stored.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { e2eAdmin, e2eDatabasePath } from '../../playwright.config.ts'

export const test = base.extend<object, { db: Database }>({
	db: [
		// eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
		async ({}, use) => {
			const db = createDatabase({ databasePath: e2eDatabasePath })
			await use(db)
			await db.destroy()
		},
		{ scope: 'worker' },
	],
})

export { expect }

/** The edition the public site currently shows (the seed's upcoming one). */
export async function currentEdition(db: Database) {
	const { getCurrentEdition } = await import('#app/modules/editions/editions.queries.server.ts')
	const edition = await getCurrentEdition(db, new Date())
	if (!edition) throw new Error('The e2e database has no edition')
	return edition
}

/** Opens a page and waits until its scripts have loaded (the forms' browser behaviour is then on). */
export async function gotoHydrated(page: Page, url: string) {
	await page.goto(url)
	await page.waitForLoadState('networkidle')
}

/** A unique email address for one test. */
export function uniqueEmail(label: string): string {
	return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`
}

/**
 * Fills and sends the sign-in form at `path` (the seeded Administrator by default). With
 * `expectSuccess` (default) it waits until the back office page has loaded. Use the right password:
 * failed sign-ins are throttled per account.
 */
export async function signIn(
	page: Page,
	credentials: { email: string; password: string } = e2eAdmin,
	{ path = '/admin/login', expectSuccess = true }: { path?: string; expectSuccess?: boolean } = {},
) {
	await page.goto(path)
	await page.getByLabel('Email').fill(credentials.email)
	await page.getByLabel('Password').fill(credentials.password)
	await page.getByRole('button', { name: 'Login' }).click()
	if (expectSuccess) await expect(page).toHaveURL(/\/admin\/(?!login)/)
}
