/** Making the server's writes fail, to see how a screen reports a failure on the server. */
import { type Database, driverClientOf } from '#app/db/connect.server.ts'

/**
 * Runs `action` while another connection (`db`, the test's handle on the server's SQLite file) holds
 * the write lock (`BEGIN EXCLUSIVE`) past the server's busy timeout (5 s): a write the server tries
 * meanwhile fails. The lock is released afterwards, even when `action` throws.
 */
export async function whileWriteLockHeld(db: Database, action: () => Promise<void>): Promise<void> {
	const client = driverClientOf(db)
	if (client.kind !== 'sqlite') throw new Error('The e2e server runs on SQLite')
	client.database.exec('BEGIN EXCLUSIVE')
	try {
		await action()
	} finally {
		client.database.exec('ROLLBACK')
	}
}
