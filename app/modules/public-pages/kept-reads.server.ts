/**
 * Reads every public page repeats, kept in memory for the content version they were read at
 * (ADR 0053). The content version moves with every change to a table the public pages show (the
 * triggers of ADR 0025), in any process, so a read kept for the version that is current now is
 * what the database holds now. A render therefore reads the version once (its loaders and its
 * rendering share the read) and reads the rows again only when the version has moved: the home
 * page costs one read of the version instead of five reads of rows.
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

const requestVersions = new WeakMap<Database, WeakMap<object, Promise<number>>>()

/**
 * The content version of `db` for one request: read once, by whichever of its loaders or its
 * rendering asks first (`contentVersionNow`), then shared by the others. `request` is an object that
 * lives as long as the request and is the same for all of them: React Router's `context` (its
 * `Request` is not: loaders get a copy). Without one, the version now.
 */
export function contentVersionFor(db: Database, request?: object): Promise<number> {
	if (!request) return contentVersionNow(db)
	let versions = requestVersions.get(db)
	if (!versions) {
		versions = new WeakMap()
		requestVersions.set(db, versions)
	}
	let version = versions.get(request)
	if (!version) {
		version = contentVersionNow(db)
		versions.set(request, version)
	}
	return version
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
 * the version of its request (`contentVersionFor`; the version now without one), frozen, calling
 * `read` again once the version has moved. A failed read is not kept: the next call reads again.
 * `read` must read only tables the content version covers.
 */
export function keptPerContentVersion<T>(
	db: Database,
	read: (db: Database) => Promise<T>,
): (request?: object) => Promise<Readonly<T>> {
	let kept: { version: number; value: Promise<T> } | undefined
	return async (request) => {
		const version = await contentVersionFor(db, request)
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
