/**
 * The common ground of back-office change tests: a fresh database, the activity log working, and the
 * Administrator who acts.
 */
import { afterEach, beforeEach } from 'vitest'
import type { Database } from '#app/db/connect.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { recordActivityAgain } from './activity-faults.ts'
import { now } from './clock.ts'
import { type TestDialect, useTestDatabase } from './databases.ts'

/**
 * For the calling `describe` block, on `dialect`: before each test, a fresh database
 * (`useTestDatabase`), the activity log recording again (`activityFaults`) and the acting
 * Administrator (`actorFactory`, updated at `now`), all ready before the block's own `beforeEach`.
 * Returns an object whose `db` and `actor` are the current test's; reading them outside a test throws.
 */
export function useBackOffice(dialect: TestDialect): { readonly db: Database; readonly actor: Actor } {
	const t = useTestDatabase(dialect)
	const current: { actor?: Actor } = {}
	beforeEach(async () => {
		recordActivityAgain()
		current.actor = await actorFactory(t.db, now)
	})
	afterEach(() => {
		delete current.actor
	})
	return {
		get db() {
			return t.db
		},
		get actor() {
			if (!current.actor) throw new Error('useBackOffice: the actor exists only while a test runs')
			return current.actor
		},
	}
}
