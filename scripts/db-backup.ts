/**
 * `npm run db:backup`: an online backup of the SQLite database to `DATA_DIR/backups/summit-<UTC>.db`,
 * readable by the server's user only (run it as that user).
 * `npm run db:backup -- --restore <file>` restores one (stop the server first).
 * On PostgreSQL use pg_dump / pg_restore instead (README).
 */
import path from 'node:path'
import { backupSqlite, restoreSqlite } from '#app/db/backup.server.ts'
import { backupsDir } from '#app/db/private-files.server.ts'
import { driverClientOf } from '#app/db/connect.server.ts'
import { runScript } from './run-script.ts'

await runScript(async ({ db, env }) => {
	const client = driverClientOf(db)
	if (client.kind !== 'sqlite') {
		console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump (see README, "Backups").')
		process.exit(1)
	}
	const restoreIndex = process.argv.indexOf('--restore')
	if (restoreIndex !== -1) {
		const file = process.argv[restoreIndex + 1]
		if (!file) throw new Error('Usage: npm run db:backup -- --restore <backup file>')
		await db.destroy()
		restoreSqlite(path.resolve(file), path.resolve(env.DATABASE_PATH))
		console.log(`Restored ${file} to ${env.DATABASE_PATH} (previous file kept as .before-restore).`)
		process.exit(0)
	}
	const file = await backupSqlite(client.database, backupsDir(env.DATA_DIR), new Date())
	console.log(`Backup written: ${file}`)
})
