/**
 * The site's signing secrets (ADR 0040): the HMAC keys of tickets and manage links (`tickets`),
 * device cookies (`devices`), fallback questions (`fallback-questions`) and the captcha's master key
 * (`altcha-master`, unless `CAPTCHA_SECRET` is set), and the constant-time comparison of a signature.
 *
 * - With `SIGNING_SECRET` set, each is derived from it with HKDF-SHA-256 (its name as the info) and
 *   the database keeps none: a secret the database kept before is retired at first use, the ticket
 *   secret verifying for `GRACE_DAYS` more, the others not at all. Tickets and manage links signed
 *   under `SIGNING_SECRET_PREVIOUS` also open while that variable is set.
 * - Without it, each is 32 random bytes (hex) made at first use and kept in `captcha_secrets`, so
 *   every instance on the database signs alike. `npm run secrets:rotate` replaces them
 *   (`rotateDatabaseSecrets`); the ticket secret it replaces still verifies for a grace period.
 * - A process reads them at most once every `SECRET_CACHE_MS`, so a rotation reaches every running
 *   server within that time, without a restart.
 */
import crypto from 'node:crypto'
import type { Handle } from '#app/db/handle.ts'
import { env } from '#app/lib/env.server.ts'
import {
	findSecretRow,
	insertSecretIfAbsent,
	readOrCreateSecretRow,
	replaceSecretRow,
	type SecretRow,
} from './secrets.queries.server.ts'

/** Every signing secret, by name (the key of its row in `captcha_secrets`). */
export const SIGNING_SECRET_NAMES = ['tickets', 'devices', 'fallback-questions', 'altcha-master'] as const
export type SigningSecretName = (typeof SIGNING_SECRET_NAMES)[number]

/**
 * The secrets whose previous value keeps verifying after a change: a ticket is mailed once and kept
 * for months. A device cookie is made again at the next sign-in, and a captcha lives 10 minutes.
 */
const KEEPS_PREVIOUS: ReadonlySet<SigningSecretName> = new Set(['tickets'])

/** How long, by default, the ticket secret a change replaced still verifies, in days. */
export const GRACE_DAYS = 30

/** How long a process keeps the secrets it read, in ms: a rotation reaches it within this time. */
export const SECRET_CACHE_MS = 60_000

const DAY_MS = 24 * 60 * 60 * 1000

/** Where the secrets come from: the environment's master secrets, or (both unset) the database. */
export interface SecretSource {
	/** `SIGNING_SECRET`. */
	master?: string
	/** `SIGNING_SECRET_PREVIOUS`. */
	previousMaster?: string
}

/** The secrets of one name. */
export interface SigningKeys {
	/** The secret that signs: 64 hex characters. */
	current: string
	/**
	 * Secrets that still verify (tickets only), each until an ISO-8601 UTC time, or null while the
	 * environment names it (`SIGNING_SECRET_PREVIOUS`).
	 */
	previous: ReadonlyArray<{ secret: string; until: string | null }>
}

/** The environment's `SecretSource`. */
export function environmentSecretSource(): SecretSource {
	return { master: env.SIGNING_SECRET, previousMaster: env.SIGNING_SECRET_PREVIOUS }
}

/** The secret named `name` derived from the master secret `master`: HKDF-SHA-256, 32 bytes, hex. */
export function deriveSecret(master: string, name: string): string {
	return Buffer.from(crypto.hkdfSync('sha256', master, 'summit-signing-secrets', name, 32)).toString('hex')
}

/**
 * Returns the secret stored under `name`, storing `candidate` first when there is none (no row, or
 * an empty one). Several instances racing at first use all get the one value that won
 * (insert-or-update-if-empty, then read).
 */
export async function getOrCreateSecret(db: Handle, name: string, candidate: string): Promise<string> {
	return (await readOrCreateSecretRow(db, name, candidate)).secret
}

/** The row's previous secret with its end, if it has one (whether that end has passed is `verifyingSecrets`' to say). */
function keptPrevious(
	row: { previous_secret: string | null; previous_until: string | null } | undefined,
): Array<{ secret: string; until: string }> {
	if (!row?.previous_secret || !row.previous_until) return []
	return [{ secret: row.previous_secret, until: new Date(row.previous_until).toISOString() }]
}

/**
 * Empties the database's secret `name`, for the environment's replaces it: the ticket secret moves
 * to `previous_secret` and still verifies for `GRACE_DAYS` from `now`, the others are dropped.
 * Returns the row as it is then (undefined when there is none). Concurrent instances retire it once.
 */
async function retireDatabaseSecret(
	db: Handle,
	name: SigningSecretName,
	now: Date,
): Promise<SecretRow | undefined> {
	const row = await findSecretRow(db, name)
	if (!row || row.secret === '') return row
	const keep = KEEPS_PREVIOUS.has(name)
	await replaceSecretRow(db, name, row.secret, {
		secret: '',
		previous_secret: keep ? row.secret : null,
		previous_until: keep ? new Date(now.getTime() + GRACE_DAYS * DAY_MS).toISOString() : null,
	})
	return findSecretRow(db, name)
}

/**
 * The secrets of `name`, read afresh from `source` and the database (see the module's comment);
 * `now` is when a retired database secret's grace period starts. With a master secret, retires the database's own secret; without one, makes it when
 * there is none. Throws when the database cannot be reached.
 */
export async function loadSigningKeys(
	db: Handle,
	name: SigningSecretName,
	source: SecretSource,
	now: Date,
): Promise<SigningKeys> {
	const keep = KEEPS_PREVIOUS.has(name)
	if (source.master) {
		const row = await retireDatabaseSecret(db, name, now)
		return {
			current: deriveSecret(source.master, name),
			previous: keep
				? [
						...(source.previousMaster
							? [{ secret: deriveSecret(source.previousMaster, name), until: null }]
							: []),
						...keptPrevious(row),
					]
				: [],
		}
	}
	const row = await readOrCreateSecretRow(db, name, crypto.randomBytes(32).toString('hex'))
	return { current: row.secret, previous: keep ? keptPrevious(row) : [] }
}

interface CacheEntry {
	keys: Promise<SigningKeys>
	readAt: number
}

const cachedKeys = new WeakMap<Handle, Map<string, CacheEntry>>()

/**
 * The secrets of `name` for the environment's `SecretSource`, read at most once every
 * `SECRET_CACHE_MS` per database handle (`nowMs`, the clock in ms, is for tests; a clock gone back
 * reads again): signing a thousand tickets reads them once. A failed read is not kept.
 */
export function signingKeys(db: Handle, name: SigningSecretName, nowMs = Date.now()): Promise<SigningKeys> {
	let byName = cachedKeys.get(db)
	if (!byName) cachedKeys.set(db, (byName = new Map()))
	const cache = byName
	const cached = cache.get(name)
	if (cached && nowMs >= cached.readAt && nowMs - cached.readAt < SECRET_CACHE_MS) return cached.keys
	const entry: CacheEntry = {
		keys: loadSigningKeys(db, name, environmentSecretSource(), new Date(nowMs)),
		readAt: nowMs,
	}
	cache.set(name, entry)
	entry.keys.catch(() => {
		if (cache.get(name) === entry) cache.delete(name)
	})
	return entry.keys
}

/**
 * Forgets the secrets this process read for `db`, so the next use reads them again: after a
 * rotation made through `db`, and between tests that share a handle.
 */
export function forgetCachedSecrets(db: Handle): void {
	cachedKeys.delete(db)
}

/** The secret that signs for `name` now (`signingKeys`' current one). */
export async function signingSecret(db: Handle, name: SigningSecretName): Promise<string> {
	return (await signingKeys(db, name)).current
}

/**
 * The secrets that verify at `now`: the current one first, then the previous ones still in their
 * grace period.
 */
export function verifyingSecrets(keys: SigningKeys, now: Date): string[] {
	const previous = keys.previous.filter(
		(p) => p.until === null || new Date(p.until).getTime() > now.getTime(),
	)
	return [keys.current, ...previous.map((p) => p.secret)]
}

/** What `rotateDatabaseSecrets` did to one secret. */
export interface Rotation {
	name: SigningSecretName
	/**
	 * False when the database kept no secret of that name (never made, or retired by
	 * `SIGNING_SECRET`): one was made.
	 */
	replaced: boolean
	/** Until when the secret it replaced still verifies (ISO-8601 UTC), or null: not at all. */
	previousUntil: string | null
}

/**
 * Replaces the database's secrets `names` with new random ones at `now` (`npm run secrets:rotate`).
 * The ticket secret replaced still verifies for `graceDays` (0: not at all); the others stop at once.
 * A secret the environment's `SIGNING_SECRET` had retired is made anew, its grace kept. Forgets what
 * this process cached for `db`; other processes read the new secrets within `SECRET_CACHE_MS`.
 * Pass a transaction to record the rotation with it. Throws when a concurrent change of the same
 * row keeps winning (run it again) or the database cannot be reached.
 */
export async function rotateDatabaseSecrets(
	db: Handle,
	names: readonly SigningSecretName[],
	now: Date,
	graceDays: number,
): Promise<Rotation[]> {
	const done: Rotation[] = []
	for (const name of names) done.push(await rotateOne(db, name, now, graceDays))
	forgetCachedSecrets(db)
	return done
}

async function rotateOne(
	db: Handle,
	name: SigningSecretName,
	now: Date,
	graceDays: number,
): Promise<Rotation> {
	const fresh = crypto.randomBytes(32).toString('hex')
	for (let attempt = 0; attempt < 3; attempt++) {
		const row = await findSecretRow(db, name)
		if (!row) {
			if (await insertSecretIfAbsent(db, name, fresh)) return { name, replaced: false, previousUntil: null }
			continue
		}
		let previous: { previous_secret: string | null; previous_until: string | null }
		if (row.secret === '') {
			// Retired by SIGNING_SECRET: keep whatever grace that left.
			const kept = keptPrevious(row)[0]
			previous = { previous_secret: kept?.secret ?? null, previous_until: kept?.until ?? null }
		} else if (KEEPS_PREVIOUS.has(name) && graceDays > 0) {
			previous = {
				previous_secret: row.secret,
				previous_until: new Date(now.getTime() + graceDays * DAY_MS).toISOString(),
			}
		} else {
			previous = { previous_secret: null, previous_until: null }
		}
		if (await replaceSecretRow(db, name, row.secret, { secret: fresh, ...previous }))
			return { name, replaced: row.secret !== '', previousUntil: previous.previous_until }
	}
	throw new Error(`The secret "${name}" kept changing while it was rotated: run the rotation again`)
}

/** True when the signature `given` is `expected`, compared in constant time (no length leaks beyond itself). */
export function sameSignature(expected: string, given: string): boolean {
	const a = Buffer.from(expected)
	const b = Buffer.from(given)
	return a.length === b.length && crypto.timingSafeEqual(a, b)
}
