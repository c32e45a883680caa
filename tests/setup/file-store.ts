/**
 * A file store of its own for each test of a `describe` block: the local store (the one used when no
 * object store is configured) in a new temporary folder, removed after the test.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { createLocalFileStore, type FileStore } from '#app/lib/storage/file-store.server.ts'

/** The current test's folder and store, and what is stored in it. */
export interface TestFileStore {
	readonly dir: string
	readonly store: FileStore
	/** The stored files' names, sorted. */
	names(): Promise<string[]>
	/** The stored files' paths inside the folder (`blog/…`), sorted. */
	paths(): Promise<string[]>
}

/**
 * For the calling `describe` block: before each test, a local file store in a new temporary folder
 * whose name starts with `prefix` (e.g. `summit-blog-`); after it, the folder removed. Reading `dir`
 * or `store` outside a test throws.
 */
export function useTestFileStore(prefix: string): TestFileStore {
	const current: { dir?: string; store?: FileStore } = {}
	beforeEach(async () => {
		current.dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix))
		current.store = createLocalFileStore(current.dir)
	})
	afterEach(async () => {
		if (current.dir) await fs.rm(current.dir, { recursive: true, force: true })
		delete current.dir
		delete current.store
	})
	const stored = async () => {
		const dir = folder()
		const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
		return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
	}
	const folder = () => {
		if (!current.dir) throw new Error('useTestFileStore: the store exists only while a test runs')
		return current.dir
	}
	return {
		get dir() {
			return folder()
		},
		get store() {
			folder()
			return current.store!
		},
		names: async () => (await stored()).map((file) => path.basename(file)).sort(),
		paths: async () => (await stored()).map((file) => path.relative(folder(), file)).sort(),
	}
}
