import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { backupFileName, backupSqlite, restoreSqlite } from './backup.server.ts'
import { createDatabase, driverClientOf } from './connect.server.ts'
import { migrateToLatest } from './migrate.server.ts'

describe('SQLite backup and restore', () => {
	let dir: string
	beforeEach(() => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-backup-'))
	})
	afterEach(() => {
		fs.rmSync(dir, { recursive: true, force: true })
	})

	test('a backup taken while the app writes restores every row it had, and nothing after it', async () => {
		const file = path.join(dir, 'summit.db')
		const db = createDatabase({ databasePath: file })
		await migrateToLatest(db)
		const add = (name: string) =>
			db
				.insertInto('media_categories')
				.values({ title: name, created_at: new Date().toISOString() })
				.execute()
		await add('Summit News')
		await add('Audit Insights — Ɔdɔ')
		const client = driverClientOf(db)
		if (client.kind !== 'sqlite') throw new Error('expected SQLite')
		const backup = await backupSqlite(
			client.database,
			path.join(dir, 'backups'),
			new Date('2026-11-22T01:02:03Z'),
		)
		expect(path.basename(backup)).toBe('summit-20261122T010203Z.db')
		await add('Written after the backup')
		await db.destroy()

		restoreSqlite(backup, file)
		const restored = createDatabase({ databasePath: file })
		const titles = (
			await restored.selectFrom('media_categories').select('title').orderBy('id').execute()
		).map((r) => r.title)
		await restored.destroy()
		expect(titles).toEqual(['Summit News', 'Audit Insights — Ɔdɔ'])
		expect(fs.existsSync(`${file}.before-restore`)).toBe(true)
	})

	test('names backups by UTC time and refuses a missing backup', () => {
		expect(backupFileName(new Date('2027-03-25T08:30:00.123Z'))).toBe('summit-20270325T083000Z.db')
		expect(() => restoreSqlite(path.join(dir, 'nope.db'), path.join(dir, 'x.db'))).toThrow(/Backup not found/)
	})
})
