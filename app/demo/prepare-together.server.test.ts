/**
 * Several instances starting at once on one empty database (ADR 0066): each has its own pool (as a
 * process of its own would) and its own file store on the same folder (as instances share a bucket).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { childEnv } from '#tests/setup/child-env.ts'
import { createEmptyPostgresDatabase } from '#tests/setup/databases.ts'
import * as content from './content.ts'
import { prepareDatabase, WAITING_FOR_ANOTHER_INSTANCE } from './prepare.server.ts'

/** The keys of the pictures in `dir` (a file `speakers/ab12-320.webp` is key `speakers/ab12`). */
async function storedKeys(dir: string): Promise<Set<string>> {
	const files = await fs.readdir(dir, { recursive: true, withFileTypes: true })
	return new Set(
		files
			.filter((file) => file.isFile())
			.map((file) => path.relative(dir, path.join(file.parentPath, file.name)).replace(/-[^-/]+$/, '')),
	)
}

/** The keys of the pictures the database's rows point to. */
async function referencedKeys(db: Database): Promise<Set<string>> {
	const [speakers, sponsors, posts, settings] = await Promise.all([
		db.selectFrom('speakers').select('image_key as key').execute(),
		db.selectFrom('sponsors').select('logo_key as key').execute(),
		db.selectFrom('blog_posts').select('image_key as key').execute(),
		db.selectFrom('settings').select('hero_image_key as key').execute(),
	])
	return new Set(
		[...speakers, ...sponsors, ...posts, ...settings].flatMap((row) => (row.key ? [row.key] : [])),
	)
}

/** How many rows the tables the demo content fills hold. */
async function counts(db: Database) {
	const count = async (table: 'speakers' | 'users' | 'event_editions' | 'settings') =>
		Number(
			(
				await db
					.selectFrom(table)
					.select((eb) => eb.fn.countAll().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		)
	return {
		speakers: await count('speakers'),
		users: await count('users'),
		editions: await count('event_editions'),
		settings: await count('settings'),
	}
}

const seededOnce = { speakers: content.speakers.length, users: 1, editions: 2, settings: 1 }

describe('instances starting at once on an empty PostgreSQL database', () => {
	let database: { url: string; drop: () => Promise<void> }
	let dir: string
	beforeEach(async () => {
		database = await createEmptyPostgresDatabase()
		dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-prepare-'))
	})
	afterEach(async () => {
		await database.drop()
		await fs.rm(dir, { recursive: true, force: true })
	})

	test(
		'four handles preparing at once: all start, the demo content is loaded once, no picture left over',
		{ timeout: 120_000 },
		async () => {
			const handles = Array.from({ length: 4 }, () =>
				createDatabase({ databaseUrl: database.url, databasePath: '', poolSize: 2 }),
			)
			const lines: string[][] = handles.map(() => [])
			try {
				const results = await Promise.allSettled(
					handles.map((db, i) =>
						prepareDatabase(db, {
							store: createLocalFileStore(dir),
							seedDemoContent: true,
							admin: {},
							log: (line) => lines[i]!.push(line),
						}),
					),
				)
				expect(results.map((result) => result.status)).toEqual([
					'fulfilled',
					'fulfilled',
					'fulfilled',
					'fulfilled',
				])
				const all = lines.flat()
				expect(all.filter((line) => line.startsWith('Empty database: loading'))).toHaveLength(1)
				expect(all.filter((line) => line.startsWith('Applied migrations'))).toHaveLength(1)
				// The others said why they waited.
				expect(all.filter((line) => line === WAITING_FOR_ANOTHER_INSTANCE).length).toBeGreaterThanOrEqual(1)

				expect(await counts(handles[0]!)).toEqual(seededOnce)
				expect(await storedKeys(dir)).toEqual(await referencedKeys(handles[0]!))
			} finally {
				await Promise.all(handles.map((db) => db.destroy()))
			}
		},
	)

	test(
		'two processes running `scripts/db-prepare.ts` at once: both succeed, the content is loaded once',
		{ timeout: 120_000 },
		async () => {
			const run = () =>
				new Promise<{ code: number | null; output: string }>((resolve, reject) => {
					const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-prepare.ts'], {
						env: childEnv({
							NODE_ENV: 'development',
							DATABASE_URL: database.url,
							DATA_DIR: dir,
							SEED_DEMO_CONTENT: 'true',
							LOG_LEVEL: 'silent',
						}),
					})
					let output = ''
					child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
					child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
					child.on('error', reject)
					child.on('close', (code) => resolve({ code, output }))
				})
			const [first, second] = await Promise.all([run(), run()])
			expect([first.code, second.code], `${first.output}\n---\n${second.output}`).toEqual([0, 0])
			const outputs = [first.output, second.output]
			expect(outputs.filter((output) => output.includes('Empty database: loading'))).toHaveLength(1)

			const db = createDatabase({ databaseUrl: database.url, databasePath: '' })
			try {
				expect(await counts(db)).toEqual(seededOnce)
				expect(await storedKeys(path.join(dir, 'uploads'))).toEqual(await referencedKeys(db))
			} finally {
				await db.destroy()
			}
		},
	)
})

describe('two handles preparing one SQLite file at once', () => {
	let dir: string
	beforeEach(async () => {
		dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-prepare-'))
	})
	afterEach(async () => {
		await fs.rm(dir, { recursive: true, force: true })
	})

	// Migrations are not kept apart on SQLite: one machine runs one server on a file, and a second
	// process started at the very same first moment may stop on "table already exists" (it starts
	// at the next try; docs/deployment.md). The demo content, though, is never loaded twice.
	test(
		'once migrated, both seed at once: the demo content is loaded once, no picture left over',
		{ timeout: 120_000 },
		async () => {
			const file = path.join(dir, 'summit.db')
			const handles = [0, 1].map(() => createDatabase({ databasePath: file }))
			const store = path.join(dir, 'uploads')
			const lines: string[] = []
			try {
				await migrateToLatest(handles[0]!)
				const results = await Promise.allSettled(
					handles.map((db) =>
						prepareDatabase(db, {
							store: createLocalFileStore(store),
							seedDemoContent: true,
							admin: {},
							log: (line) => lines.push(line),
						}),
					),
				)
				expect(
					results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok')),
				).toEqual(['ok', 'ok'])
				expect(await counts(handles[0]!)).toEqual(seededOnce)
				expect(await storedKeys(store)).toEqual(await referencedKeys(handles[0]!))
				expect(lines.filter((line) => line.startsWith('Administrator:'))).toHaveLength(1)
			} finally {
				await Promise.all(handles.map((db) => db.destroy()))
			}
		},
	)
})
