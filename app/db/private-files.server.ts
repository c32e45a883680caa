/**
 * Files only the server's user may read (ADR 0040): the SQLite database with its WAL and
 * shared-memory files, its backups, and the data folder with what the server writes under it
 * (uploads and mail files, when kept in the local folders rather than a bucket). Folders are made
 * 0700 and files 0600 where they are created; `tightenDataFiles` brings what an older release left
 * looser to those modes at start.
 */
import fs from 'node:fs'
import path from 'node:path'
import { logger } from '#app/lib/logger.server.ts'

/** A folder only its owner may list, enter or change. */
export const PRIVATE_DIR_MODE = 0o700
/** A file only its owner may read or write. */
export const PRIVATE_FILE_MODE = 0o600

/** Creates folder `dir` and its missing parents as 0700; an existing folder is left as it is. */
export function makePrivateDir(dir: string): void {
	fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
}

/**
 * Creates `file` empty and 0600 when it is missing, and leaves an existing one as it is. SQLite
 * creates a new database file 0644, but opens an empty file as a new database, and gives its WAL and
 * shared-memory files the database file's mode: so opening `file` after this keeps all three private.
 */
export function createPrivateFile(file: string): void {
	fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE))
}

/** A path whose mode was tightened, with its modes before and after (e.g. 0o644 → 0o600). */
export interface Tightened {
	path: string
	from: number
	to: number
}

/** What `tightenModes` could not change, and why (the system's message, e.g. EPERM: another owner). */
export interface NotTightened {
	path: string
	reason: string
}

/**
 * Takes the group's and others' permissions off each existing path of `paths` that has any (0644
 * → 0600, 0755 → 0700; the owner's are kept). Missing paths and symbolic links are skipped.
 * Returns what was changed and what could not be; throws nothing.
 */
export function tightenModes(paths: readonly string[]): { tightened: Tightened[]; failed: NotTightened[] } {
	const tightened: Tightened[] = []
	const failed: NotTightened[] = []
	for (const file of paths) {
		let mode: number
		try {
			const stat = fs.lstatSync(file)
			if (stat.isSymbolicLink()) continue
			mode = stat.mode & 0o777
		} catch {
			continue
		}
		if ((mode & 0o077) === 0) continue
		try {
			fs.chmodSync(file, mode & 0o700)
			tightened.push({ path: file, from: mode, to: mode & 0o700 })
		} catch (error) {
			failed.push({ path: file, reason: error instanceof Error ? error.message : String(error) })
		}
	}
	return { tightened, failed }
}

/** The backups folder under the data folder (`npm run db:backup`). */
export function backupsDir(dataDir: string): string {
	return path.join(path.resolve(dataDir), 'backups')
}

/**
 * The paths `tightenDataFiles` looks at: the data folder and its `uploads`, `outbox` and `backups`
 * folders, the backups in it, and (SQLite) the database file, its `-wal`, `-shm` and the copy a
 * restore keeps (`.before-restore`). Not the database's folder when it is elsewhere: it may be shared.
 */
export function dataFilePaths({
	databasePath,
	dataDir,
}: {
	databasePath?: string
	dataDir: string
}): string[] {
	const data = path.resolve(dataDir)
	const backups = backupsDir(dataDir)
	let backupFiles: string[] = []
	try {
		backupFiles = fs.readdirSync(backups).map((name) => path.join(backups, name))
	} catch {
		// No backups folder yet.
	}
	const database =
		databasePath && databasePath !== ':memory:'
			? ['', '-wal', '-shm', '.before-restore'].map((suffix) => `${path.resolve(databasePath)}${suffix}`)
			: []
	return [
		data,
		...['uploads', 'outbox', 'backups'].map((name) => path.join(data, name)),
		...backupFiles,
		...database,
	]
}

/**
 * Brings the data files an older release left readable by others to owner-only modes
 * (`dataFilePaths`, `tightenModes`), and says so in one log line: a warning naming each path and its
 * modes, or one naming what could not be changed. Logs nothing when all were private already.
 * `databasePath` is omitted on PostgreSQL. Returns what was changed; throws nothing.
 */
export function tightenDataFiles(options: { databasePath?: string; dataDir: string }): Tightened[] {
	const { tightened, failed } = tightenModes(dataFilePaths(options))
	const octal = (mode: number) => `0${mode.toString(8)}`
	if (tightened.length)
		logger.warn(
			{ tightened: tightened.map((t) => ({ path: t.path, from: octal(t.from), to: octal(t.to) })) },
			`Made readable by the server's user only: ${tightened
				.map((t) => `${t.path} (${octal(t.from)} → ${octal(t.to)})`)
				.join(', ')}`,
		)
	if (failed.length)
		logger.warn(
			{ failed },
			`Could not make readable by the server's user only (change their owner or mode by hand): ${failed
				.map((f) => f.path)
				.join(', ')}`,
		)
	return tightened
}
