/**
 * Reads every public page repeats, kept in memory for the content version they were read at
 * (ADR 0053). The content version moves with every change to a table the public pages show (the
 * triggers of ADR 0025), in any process, so a read kept for the version that is current now is
 * what the database holds now. A render therefore reads the version (one read for every caller
 * waiting at that moment) and reads the rows again only when the version has moved: the public
 * layout and the home page cost one read of the version instead of five reads of rows.
 *
 * Only for rows of tables the content version covers (`PUBLIC_CONTENT_TABLES` of migration 0004),
 * read on a whole database, never inside a transaction; what depends on the clock (the current
 * edition, the year) is worked out per request from the kept rows. Kept values are frozen: every
 * request shares them.
 */
import type { Database } from '#app/db/handle.ts'
import { readContentVersion } from './public-pages.queries.server.ts'

const versionReads = new WeakMap<Database, Promise<number>>()

/**
 * The content version of `db` now. Callers that ask while a read is waiting for the database share
 * it: the read runs after all of them have asked, so none gets a version older than its request.
 */
export function contentVersionNow(db: Database): Promise<number> {
	let read = versionReads.get(db)
	if (!read) {
		read = readContentVersion(db).finally(() => versionReads.delete(db))
		versionReads.set(db, read)
	}
	return read
}

/** Freezes `value` and everything it holds (plain objects and arrays), and returns it. */
function deepFreeze<T>(value: T): T {
	if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
		Object.freeze(value)
		for (const inner of Object.values(value)) deepFreeze(inner)
	}
	return value
}

/**
 * `read` of `db`, kept per content version: the function returned resolves what `read` resolved at
 * the current version (frozen), calling `read` again once the version has moved. A failed read is
 * not kept: the next call reads again. `read` must read only tables the content version covers.
 */
export function keptPerContentVersion<T>(
	db: Database,
	read: (db: Database) => Promise<T>,
): () => Promise<Readonly<T>> {
	let kept: { version: number; value: Promise<T> } | undefined
	return async () => {
		const version = await contentVersionNow(db)
		if (kept?.version !== version) {
			const value = read(db).then(deepFreeze)
			kept = { version, value }
			value.catch(() => {
				if (kept?.value === value) kept = undefined
			})
		}
		return kept.value
	}
}
