/**
 * The mail limits' rows: the counts of mail visitors' requests queued, per key and
 * 5-minute step (`mail_counts`), and the bursts of refused mail the Mail screen lists
 * (`mail_refusals`). The rules are in `mail-limits.ts`.
 */
import { lockKeys } from '#app/db/dialect.ts'
import type { Database, Handle } from '#app/db/handle.ts'
import { countRows, changedAny } from '#app/db/rows.ts'
import type { MailLimitScope } from '#app/db/schema.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import {
	bucketOf,
	BUCKETS_PER_HOUR,
	countedKeys,
	findBreaches,
	type MailLimitBreach,
	type MailLimits,
	type PlannedMail,
} from './mail-limits.ts'

/** Namespaces of the PostgreSQL advisory locks taken on the limits' keys (`lockKeys`). */
const COUNT_LOCKS = 41
const BURST_LOCKS = 42

/**
 * Counts `mails`, which one submission from client address `client` would queue at `now`, against
 * `limits`: takes the lock of each key it counts for (the client's network; each folded recipient
 * and recipient domain of mail to strangers: `countedKeys`), adds the mails to the current 5-minute
 * step and reads the hour's counts. Returns the limits gone over (`findBreaches`), empty when the
 * submission may go through. Call it inside the transaction that queues the mails, before anything
 * else is written: the locks make parallel submissions count one after the other, and when it
 * answers breaches the caller undoes the transaction, so refused mail is never counted.
 */
export async function countMail(
	trx: Handle,
	client: string,
	mails: readonly PlannedMail[],
	limits: MailLimits,
	now: Date,
): Promise<MailLimitBreach[]> {
	const keys = countedKeys(client, mails)
	if (!keys.length) return []
	await lockKeys(
		trx,
		COUNT_LOCKS,
		keys.map((k) => `${k.scope} ${k.key}`),
	)
	const bucket = bucketOf(now)
	await trx
		.insertInto('mail_counts')
		.values(keys.map((k) => ({ scope: k.scope, key: k.key, bucket, count: k.mails })))
		.onConflict((oc) =>
			oc
				.columns(['scope', 'key', 'bucket'])
				.doUpdateSet((eb) => ({ count: eb('mail_counts.count', '+', eb.ref('excluded.count')) })),
		)
		.execute()
	const scopes = [...new Set(keys.map((k) => k.scope))]
	const stored = await trx
		.selectFrom('mail_counts')
		.select(['scope', 'key', 'bucket', 'count'])
		.where('bucket', '>', bucket - BUCKETS_PER_HOUR)
		.where((eb) =>
			eb.or(
				scopes.map((scope) =>
					eb.and([
						eb('scope', '=', scope),
						eb(
							'key',
							'in',
							keys.filter((k) => k.scope === scope).map((k) => k.key),
						),
					]),
				),
			),
		)
		.execute()
	return findBreaches(keys, stored, limits, now)
}

/** The forms whose mail the limits count: what a refusal was about. */
export const MAIL_SOURCES = ['registration', 'group', 're-send', 'enquiry'] as const
export type MailSource = (typeof MAIL_SOURCES)[number]

/** Refusals less than this far apart (ms) are one burst. */
export const BURST_GAP_MS = 15 * 60_000

/** How long bursts are kept (ms). */
export const REFUSALS_KEPT_MS = 30 * 24 * 60 * 60_000

/**
 * Records at `now` that one submission of `source` was refused (or its re-send not mailed) by
 * `breaches`: each breach joins the burst of its limit, key and source whose last refusal is less
 * than `BURST_GAP_MS` old (one more submission, its mails added, the limit of now), or starts one.
 * In one transaction, the bursts' keys locked on PostgreSQL so parallel refusals join one burst.
 */
export async function recordMailRefusals(
	db: Database,
	breaches: readonly MailLimitBreach[],
	source: MailSource,
	now: Date,
): Promise<void> {
	if (!breaches.length) return
	const stamp = now.toISOString()
	const since = new Date(now.getTime() - BURST_GAP_MS).toISOString()
	await writeTransaction(db, async (trx) => {
		await lockKeys(
			trx,
			BURST_LOCKS,
			breaches.map((b) => `${b.scope} ${b.key} ${source}`),
		)
		for (const breach of breaches) {
			// The update first: on SQLite the transaction takes the write lock at once.
			const joined = await trx
				.updateTable('mail_refusals')
				.set((eb) => ({
					submissions: eb('submissions', '+', 1),
					mails: eb('mails', '+', breach.mails),
					limit_per_hour: breach.limit,
					last_at: stamp,
				}))
				.where('scope', '=', breach.scope)
				.where('key', '=', breach.key)
				.where('source', '=', source)
				.where('last_at', '>=', since)
				.executeTakeFirst()
			if (changedAny(joined)) continue
			await trx
				.insertInto('mail_refusals')
				.values({
					scope: breach.scope,
					key: breach.key,
					source,
					limit_per_hour: breach.limit,
					submissions: 1,
					mails: breach.mails,
					first_at: stamp,
					last_at: stamp,
				})
				.execute()
		}
	})
}

/** A burst of refused mail, as the Mail screen lists it. */
export interface MailRefusalBurst {
	id: number
	scope: MailLimitScope
	key: string
	source: MailSource
	limitPerHour: number
	submissions: number
	mails: number
	firstAt: string
	lastAt: string
}

/** The bursts whose last refusal is at or after `since` (ISO), newest first, at most `limit`. */
export async function listMailRefusals(
	db: Handle,
	since: string,
	limit: number,
): Promise<MailRefusalBurst[]> {
	const rows = await db
		.selectFrom('mail_refusals')
		.select([
			'id',
			'scope',
			'key',
			'source',
			'limit_per_hour as limitPerHour',
			'submissions',
			'mails',
			'first_at as firstAt',
			'last_at as lastAt',
		])
		.where('last_at', '>=', since)
		.orderBy('last_at', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	return rows.map((row) => ({ ...row, source: row.source as MailSource }))
}

/** How many bursts have their last refusal at or after `since` (ISO). */
export async function countMailRefusals(db: Handle, since: string): Promise<number> {
	return countRows(db.selectFrom('mail_refusals').where('last_at', '>=', since))
}

/**
 * Removes what the limits no longer need at `now`: counts of steps that have left the hour, and
 * bursts older than `REFUSALS_KEPT_MS`. Outside any request's transaction (the mail worker calls it).
 */
export async function pruneMailLimits(db: Database, now: Date): Promise<void> {
	await db
		.deleteFrom('mail_counts')
		.where('bucket', '<=', bucketOf(now) - BUCKETS_PER_HOUR)
		.execute()
	await db
		.deleteFrom('mail_refusals')
		.where('last_at', '<', new Date(now.getTime() - REFUSALS_KEPT_MS).toISOString())
		.execute()
}
