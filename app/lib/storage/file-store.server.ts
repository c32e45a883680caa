/**
 * Where uploaded files live: a local folder by default, behind an interface that an
 * S3-compatible store can implement. The database stores keys, never URLs.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#app/db/private-files.server.ts'
import { env } from '#app/lib/env.server.ts'
import { singleton } from '#app/lib/singleton.server.ts'

export interface FileStore {
	/** Writes `data` under `name` (a key plus a variant suffix, e.g. `speakers/ab12-320.webp`). */
	put(name: string, data: Uint8Array): Promise<void>
	/** The bytes stored under `name`, or null when there are none. */
	get(name: string): Promise<Buffer | null>
	/**
	 * Removes the file named `key` (a video, `site/ab12.mp4`) and every variant of it (`key-320.webp`,
	 * `key.…`); no error when absent.
	 */
	removeKey(key: string): Promise<void>
}

const SAFE_NAME = /^[a-z0-9-]+(\/[a-z0-9-]+)*(\.[a-z0-9]+)?$/

/** Throws unless `name` is a plain relative name (no `..`, no absolute path, lower-case). */
function assertSafeName(name: string): void {
	if (!SAFE_NAME.test(name)) throw new Error(`Unsafe storage name: ${JSON.stringify(name)}`)
}

/**
 * A FileStore on the local disk under `root`. Writes are atomic (temporary file, then rename), and
 * readable by the server's user only: folders 0700, files 0600; the app serves them.
 */
export function createLocalFileStore(root: string): FileStore {
	return {
		async put(name, data) {
			assertSafeName(name)
			const target = path.join(root, name)
			await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
			const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
			await fs.writeFile(temporary, data, { mode: PRIVATE_FILE_MODE })
			await fs.rename(temporary, target)
		},
		async get(name) {
			if (!SAFE_NAME.test(name)) return null
			try {
				return await fs.readFile(path.join(root, name))
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
				throw error
			}
		},
		async removeKey(key) {
			assertSafeName(key)
			const dir = path.join(root, path.dirname(key))
			const base = path.basename(key)
			let names: string[]
			try {
				names = await fs.readdir(dir)
			} catch {
				return
			}
			await Promise.all(
				names
					.filter((n) => n === base || n.startsWith(`${base}-`) || n.startsWith(`${base}.`))
					.map((n) => fs.rm(path.join(dir, n), { force: true })),
			)
		},
	}
}

/** The app's file store (local folder `DATA_DIR/uploads`). */
export const fileStore: FileStore = singleton('file-store', () => createLocalFileStore(env.uploadsDir))
