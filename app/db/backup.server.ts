/**
 * Backups of the embedded SQLite database: an online backup (the server keeps running)
 * to a timestamped file, and the restore procedure. PostgreSQL deployments use pg_dump (README).
 */
import fs from 'node:fs'
import path from 'node:path'
import type SQLite from 'better-sqlite3'

/** `summit-20261122T010203Z.db` for `now`. */
export function backupFileName(now: Date): string {
	return `summit-${now
		.toISOString()
		.replace(/[-:]/g, '')
		.replace(/\.\d{3}/, '')}.db`
}

/**
 * Copies the live database `database` into `dir` (created when missing) with SQLite's online backup
 * API, consistent even while the app writes. Returns the backup's path. Throws on I/O errors.
 */
export async function backupSqlite(database: SQLite.Database, dir: string, now: Date): Promise<string> {
	fs.mkdirSync(dir, { recursive: true })
	const target = path.join(dir, backupFileName(now))
	await database.backup(target)
	return target
}

/**
 * Restores `backupPath` over the database file `targetPath`. Run it with the server stopped: the
 * target's WAL and shared-memory files are removed so no stale pages are replayed. The previous file
 * is kept as `<target>.before-restore`. Throws when the backup is missing.
 */
export function restoreSqlite(backupPath: string, targetPath: string): void {
	if (!fs.existsSync(backupPath)) throw new Error(`Backup not found: ${backupPath}`)
	if (fs.existsSync(targetPath)) fs.copyFileSync(targetPath, `${targetPath}.before-restore`)
	for (const suffix of ['-wal', '-shm']) fs.rmSync(`${targetPath}${suffix}`, { force: true })
	fs.copyFileSync(backupPath, targetPath)
}
