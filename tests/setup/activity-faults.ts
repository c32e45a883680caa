/**
 * Fault injection for the activity log, to check that a back-office change and its activity row are
 * one transaction. In a test file (the factory imports this module lazily, as `vi.mock` is hoisted):
 *
 *   vi.mock('#app/modules/activity/activity.queries.server.ts', (importOriginal) =>
 *     import('#tests/setup/activity-faults.ts').then((m) => m.failingActivityQueries(importOriginal)))
 *
 * then set `activityFaults.activityFails = true` in a test (and back to false in `beforeEach`, as
 * `useBackOffice` in back-office.ts does), or check a change with `expectUndoneWhenActivityFails`.
 */
import { expect } from 'vitest'
import type * as ActivityQueries from '#app/modules/activity/activity.queries.server.ts'

/** The switch shared by the mock and the tests: while `activityFails` is true, recording fails. */
export const activityFaults = { activityFails: false }

/** Turns the fault off: recording activity works again. */
export function recordActivityAgain(): void {
	activityFaults.activityFails = false
}

/**
 * Runs `change` while recording activity fails and expects it to throw "activity log unavailable",
 * then expects `state()` (what the change would alter, read before and after) to be as it was: the
 * failed activity row undid the change. Recording works again afterwards.
 */
export async function expectUndoneWhenActivityFails(
	change: () => Promise<unknown>,
	state: () => Promise<unknown>,
): Promise<void> {
	const before = await state()
	activityFaults.activityFails = true
	try {
		await expect(change()).rejects.toThrow('activity log unavailable')
	} finally {
		recordActivityAgain()
	}
	expect(await state()).toEqual(before)
}

/**
 * A `vi.mock` factory for the activity queries: takes the factory's `importOriginal` and returns the
 * real module except that `recordActivity` throws "activity log unavailable" while
 * `activityFaults.activityFails` is set.
 */
export async function failingActivityQueries(
	importOriginal: <T = unknown>() => Promise<T>,
): Promise<typeof ActivityQueries> {
	const actual = await importOriginal<typeof ActivityQueries>()
	return {
		...actual,
		recordActivity: async (...args: Parameters<typeof actual.recordActivity>) => {
			if (activityFaults.activityFails) throw new Error('activity log unavailable')
			return actual.recordActivity(...args)
		},
	}
}
