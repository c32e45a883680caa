/**
 * Playwright fixtures (STYLE.md §10): `db` is a handle on the server's SQLite file, for arranging
 * data and checking what a screen stored.
 */
import { test as base, expect } from '@playwright/test'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { e2eDatabasePath } from '../../playwright.config.ts'

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
	const { getCurrentEdition } = await import('#app/modules/event/event.queries.server.ts')
	const edition = await getCurrentEdition(db, new Date())
	if (!edition) throw new Error('The e2e database has no edition')
	return edition
}

/** A unique email address for one test. */
export function uniqueEmail(label: string): string {
	return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`
}
