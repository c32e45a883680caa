/**
 * Backups of the embedded SQLite database: an online backup (the server keeps running)
 * to a timestamped file, and the restore procedure. PostgreSQL deployments use pg_dump (README).
 */
import fs from 'node:fs'
import path from 'node:path'
import type SQLite from 'better-sqlite3'
import { createPrivateFile, makePrivateDir, PRIVATE_FILE_MODE } from './private-files.server.ts'

/** `summit-20261122T010203Z.db` for `now`. */
export function backupFileName(now: Date): string {
	return `summit-${now
		.toISOString()
		.replace(/[-:]/g, '')
		.replace(/\.\d{3}/, '')}.db`
}

/**
 * Copies the live database `database` into `dir` with SQLite's online backup API, consistent even
 * while the app writes. The backup holds the signing secrets kept in the database, so it is written
 * readable by the server's user only: the file 0600, `dir` 0700 when created. Returns
 * the backup's path. Throws on I/O errors.
 */
export async function backupSqlite(database: SQLite.Database, dir: string, now: Date): Promise<string> {
	makePrivateDir(dir)
	const target = path.join(dir, backupFileName(now))
	createPrivateFile(target)
	fs.chmodSync(target, PRIVATE_FILE_MODE)
	await database.backup(target)
	return target
}

/**
 * Restores `backupPath` over the database file `targetPath`. Run it with the server stopped: the
 * target's WAL and shared-memory files are removed so no stale pages are replayed. The previous file
 * is kept as `<target>.before-restore`. Both are left readable by the server's user only (0600),
 * whatever the backup's mode was. Throws when the backup is missing.
 */
export function restoreSqlite(backupPath: string, targetPath: string): void {
	if (!fs.existsSync(backupPath)) throw new Error(`Backup not found: ${backupPath}`)
	if (fs.existsSync(targetPath)) {
		fs.copyFileSync(targetPath, `${targetPath}.before-restore`)
		fs.chmodSync(`${targetPath}.before-restore`, PRIVATE_FILE_MODE)
	}
	for (const suffix of ['-wal', '-shm']) fs.rmSync(`${targetPath}${suffix}`, { force: true })
	fs.copyFileSync(backupPath, targetPath)
	fs.chmodSync(targetPath, PRIVATE_FILE_MODE)
}
