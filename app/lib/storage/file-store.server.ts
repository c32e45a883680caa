/**
 * Where stored files live: uploaded pictures and the hero video (`fileStore`), and the mail files
 * written when no SMTP server is set (`mailFileStore`). A local folder on one machine; an
 * S3-compatible bucket when several instances share the files. The database stores names, never URLs.
 * Every caller goes through the `FileStore` interface, so none knows which one it has.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#app/db/private-files.server.ts'
import { env } from '#app/lib/env.server.ts'
import { singleton } from '#app/lib/singleton.server.ts'

/** An inclusive byte range of a stored file: `{ start: 0, end: 99 }` is its first 100 bytes. */
export interface StoredRange {
	start: number
	end: number
}

export interface FileStore {
	/** Writes `data` under `name` (a key plus a variant suffix, e.g. `speakers/ab12-320.webp`), replacing any. */
	put(name: string, data: Uint8Array): Promise<void>
	/** The whole bytes stored under `name`, or null when there are none. For small files only (a mail, a picture). */
	get(name: string): Promise<Buffer | null>
	/** The size in bytes of the file `name`, or null when there is none. */
	size(name: string): Promise<number | null>
	/**
	 * A stream of the file `name`, or of its bytes `range` when given (never the whole file loaded at
	 * once), or null when there is none. The caller must consume or destroy it.
	 */
	stream(name: string, range?: StoredRange): Promise<Readable | null>
	/** Removes the one file `name`; no error when absent. */
	remove(name: string): Promise<void>
	/**
	 * Removes the file named `key` (a video, `site/ab12.mp4`) and every variant of it (`key-320.webp`,
	 * `key.…`); no error when absent.
	 */
	removeKey(key: string): Promise<void>
}

/** A name the stores accept: lower-case segments, one optional extension, no `..`, nothing absolute. */
export const SAFE_NAME = /^[a-z0-9-]+(\/[a-z0-9-]+)*(\.[a-z0-9]+)?$/

/** Throws unless `name` is a plain relative name (`SAFE_NAME`). */
export function assertSafeName(name: string): void {
	if (!SAFE_NAME.test(name)) throw new Error(`Unsafe storage name: ${JSON.stringify(name)}`)
}

/** Whether `name` is `key` itself or one of its variants (`key-320.webp`, `key.mp4`). */
export function isVariantOf(name: string, key: string): boolean {
	return name === key || name.startsWith(`${key}-`) || name.startsWith(`${key}.`)
}

/** Whether `error` says a file is not there. */
function isMissing(error: unknown): boolean {
	return (error as NodeJS.ErrnoException).code === 'ENOENT'
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
				if (isMissing(error)) return null
				throw error
			}
		},
		async size(name) {
			if (!SAFE_NAME.test(name)) return null
			try {
				const stat = await fs.stat(path.join(root, name))
				return stat.isFile() ? stat.size : null
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
		},
		async stream(name, range) {
			if (!SAFE_NAME.test(name)) return null
			let handle: fs.FileHandle
			try {
				handle = await fs.open(path.join(root, name), 'r')
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
			// The stream owns the handle and closes it when it ends or is destroyed.
			return handle.createReadStream({ start: range?.start, end: range?.end })
		},
		async remove(name) {
			assertSafeName(name)
			await fs.rm(path.join(root, name), { force: true })
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
				names.filter((n) => isVariantOf(n, base)).map((n) => fs.rm(path.join(dir, n), { force: true })),
			)
		},
	}
}

/** The app's store of uploaded pictures and the hero video (local folder `DATA_DIR/uploads`). */
export const fileStore: FileStore = singleton('file-store', () => createLocalFileStore(env.uploadsDir))

/** The app's store of mail files written without an SMTP server (local folder `DATA_DIR/outbox`). */
export const mailFileStore: FileStore = singleton('mail-file-store', () =>
	createLocalFileStore(env.outboxDir),
)
