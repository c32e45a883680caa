/**
 * What every file store is: the interface and the rules of stored names, shared by the local store
 * and the S3 one (`file-store.server.ts` re-exports all of it; import from there).
 */
import type { Readable } from 'node:stream'

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
