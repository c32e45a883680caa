/** Temporary changes to a seeded edition, put back after the test. */
import type { Database } from '#app/db/connect.server.ts'
import type { EventEdition, EventEditionUpdate } from '#app/db/schema.ts'
import type { CleanupTask } from '#tests/factories/cleanups.ts'

/** A column that a test may change and read back. */
type EditionColumn = keyof EventEditionUpdate & keyof EventEdition

/**
 * Registers with `cleanup` (the fixture) putting `columns` of `edition` back to the values it holds
 * now, for a test that changes them (through a screen or `changeEdition`).
 */
export function restoreEditionAfterTest(
	db: Database,
	cleanup: (task: CleanupTask) => void,
	edition: EventEdition,
	columns: readonly EditionColumn[],
): void {
	const saved: EventEditionUpdate = Object.fromEntries(columns.map((c) => [c, edition[c]]))
	cleanup(() => db.updateTable('event_editions').set(saved).where('id', '=', edition.id).execute())
}

/** Sets `changes` on `edition` now; its former values are put back after the test. */
export async function changeEdition(
	db: Database,
	cleanup: (task: CleanupTask) => void,
	edition: EventEdition,
	changes: EventEditionUpdate,
): Promise<void> {
	restoreEditionAfterTest(db, cleanup, edition, Object.keys(changes) as EditionColumn[])
	await db.updateTable('event_editions').set(changes).where('id', '=', edition.id).execute()
}
