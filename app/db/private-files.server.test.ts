/**
 * Files readable by the server's user only: the SQLite database and its WAL and
 * shared-memory files, backups and restores, what the server writes under the data folder, and the
 * tightening at start of what an older release left looser. Modes are read back with `fs.statSync`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createMailTransport } from '#app/lib/mail/transport.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { now } from '#tests/setup/clock.ts'
import { backupSqlite, restoreSqlite } from './backup.server.ts'
import { createDatabase, driverClientOf } from './connect.server.ts'
import { migrateToLatest } from './migrate.server.ts'
import { tightenDataFiles, tightenModes } from './private-files.server.ts'

/** The permission bits of `file` (0o600 for owner read and write). */
const modeOf = (file: string) => fs.statSync(file).mode & 0o777

let dir: string
beforeEach(() => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-modes-'))
	// The usual umask (022) would leave files 0644: the modes below must come from the code itself.
	fs.chmodSync(dir, 0o755)
})
afterEach(() => {
	fs.rmSync(dir, { recursive: true, force: true })
})

/** Opens a new SQLite database at `file`, migrated, with a row written (so the WAL is in use). */
async function openDatabase(file: string) {
	const db = createDatabase({ databasePath: file })
	await migrateToLatest(db)
	await db
		.insertInto('media_categories')
		.values({ title: 'Summit News', created_at: now.toISOString() })
		.execute()
	return db
}

describe('files readable by the server’s user only', () => {
	test('a new SQLite database, its WAL and shared-memory files and its new folder are owner-only', async () => {
		const file = path.join(dir, 'data', 'nested', 'summit.db')
		const db = await openDatabase(file)
		try {
			expect(modeOf(path.join(dir, 'data'))).toBe(0o700)
			expect(modeOf(path.join(dir, 'data', 'nested'))).toBe(0o700)
			expect(modeOf(file)).toBe(0o600)
			expect(modeOf(`${file}-wal`)).toBe(0o600)
			expect(modeOf(`${file}-shm`)).toBe(0o600)
		} finally {
			await db.destroy()
		}
	})

	test('a backup and its folder are owner-only; a restore leaves the database owner-only, from a looser backup too', async () => {
		const file = path.join(dir, 'summit.db')
		const db = await openDatabase(file)
		const client = driverClientOf(db)
		if (client.kind !== 'sqlite') throw new Error('expected SQLite')
		const backup = await backupSqlite(client.database, path.join(dir, 'backups'), now)
		await db.destroy()
		expect(modeOf(path.join(dir, 'backups'))).toBe(0o700)
		expect(modeOf(backup)).toBe(0o600)

		fs.chmodSync(backup, 0o644)
		fs.chmodSync(file, 0o644)
		restoreSqlite(backup, file)
		expect(modeOf(file)).toBe(0o600)
		expect(modeOf(`${file}.before-restore`)).toBe(0o600)
	})

	test('uploads and mail files under the data folder are owner-only', async () => {
		const store = createLocalFileStore(path.join(dir, 'data', 'uploads'))
		await store.put('speakers/ab12-320.webp', new Uint8Array([1, 2, 3]))
		expect(modeOf(path.join(dir, 'data'))).toBe(0o700)
		expect(modeOf(path.join(dir, 'data', 'uploads', 'speakers'))).toBe(0o700)
		expect(modeOf(path.join(dir, 'data', 'uploads', 'speakers', 'ab12-320.webp'))).toBe(0o600)

		const outbox = path.join(dir, 'outbox')
		const files = createMailTransport({ smtpUrl: undefined, store: createLocalFileStore(outbox) })
		const { emlName } = await files.send(
			{
				from: 'a@summit.test',
				to: 'b@summit.test',
				subject: 'Hi',
				messageId: '<1@summit.test>',
				html: '<p>Hi</p>',
				text: 'Hi',
			},
			'test-mail',
		)
		files.close()
		expect(modeOf(outbox)).toBe(0o700)
		expect(modeOf(path.join(outbox, emlName!))).toBe(0o600)
	})

	test('at start, a looser database, its WAL and shared memory, backups and the data folder are tightened and named', async () => {
		const data = path.join(dir, 'data')
		const file = path.join(data, 'summit.db')
		const db = await openDatabase(file)
		const client = driverClientOf(db)
		if (client.kind !== 'sqlite') throw new Error('expected SQLite')
		const backup = await backupSqlite(client.database, path.join(data, 'backups'), now)
		fs.mkdirSync(path.join(data, 'uploads'))
		// As an older release left them.
		for (const loose of [data, path.join(data, 'uploads'), path.join(data, 'backups')])
			fs.chmodSync(loose, 0o755)
		for (const loose of [file, `${file}-wal`, `${file}-shm`, backup]) fs.chmodSync(loose, 0o644)

		const tightened = tightenDataFiles({ databasePath: file, dataDir: data })
		expect(tightened.map((t) => [path.relative(dir, t.path), t.from, t.to])).toEqual([
			['data', 0o755, 0o700],
			['data/uploads', 0o755, 0o700],
			['data/backups', 0o755, 0o700],
			[path.relative(dir, backup), 0o644, 0o600],
			['data/summit.db', 0o644, 0o600],
			['data/summit.db-wal', 0o644, 0o600],
			['data/summit.db-shm', 0o644, 0o600],
		])
		for (const folder of [data, path.join(data, 'uploads'), path.join(data, 'backups')])
			expect(modeOf(folder)).toBe(0o700)
		for (const private_ of [file, `${file}-wal`, `${file}-shm`, backup]) expect(modeOf(private_)).toBe(0o600)
		// The database still works, and a second start has nothing left to change.
		expect(await db.selectFrom('media_categories').select('title').execute()).toEqual([
			{ title: 'Summit News' },
		])
		await db.destroy()
		expect(tightenDataFiles({ databasePath: file, dataDir: data })).toEqual([])
	})

	test('tightening keeps the owner’s own permissions, skips missing paths and reports what it cannot change', () => {
		const script = path.join(dir, 'run.sh')
		fs.writeFileSync(script, '', { mode: 0o755 })
		fs.chmodSync(script, 0o775)
		const result = tightenModes([script, path.join(dir, 'missing')])
		expect(result).toEqual({ tightened: [{ path: script, from: 0o775, to: 0o700 }], failed: [] })
		expect(modeOf(script)).toBe(0o700)
	})
})
