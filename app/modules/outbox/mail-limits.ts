/**
 * The rules of the mail limits (ADR 0041, docs/security.md "Mail limits"), without the database:
 * what each limit counts (`foldRecipient`, `recipientDomain`, `clientNetwork`), the keys one
 * submission counts (`countedKeys`), the hour they are counted over (twelve 5-minute steps,
 * `bucketOf`), which limits a submission goes over and when it could go through
 * (`findBreaches`), and the visitor's message (`mailLimitMessage`).
 */
import type { MailLimitScope } from '#app/db/schema.ts'
import { tryAgainIn } from '#app/lib/http/rate-limit.server.ts'
import { m } from '#app/lib/i18n/messages.ts'

/** Mails per hour: per client network, per folded recipient address, per recipient domain. */
export interface MailLimits {
	client: number
	recipient: number
	domain: number
}

/** The length of one counting step, in ms: an hour is the current step and the eleven before it. */
export const BUCKET_MS = 5 * 60_000

/** Steps in the hour counted. */
export const BUCKETS_PER_HOUR = 12

/** The 5-minute step `at` falls in (ms since 1970 divided by `BUCKET_MS`, rounded down). */
export function bucketOf(at: Date): number {
	return Math.floor(at.getTime() / BUCKET_MS)
}

/** Domains that are one mailbox provider under two names. */
const SAME_DOMAIN: Record<string, string> = { 'googlemail.com': 'gmail.com' }

/**
 * The domain of `address`, lower-cased (`googlemail.com` counted as `gmail.com`). Subdomains are
 * counted as they are written.
 */
export function recipientDomain(address: string): string {
	const lower = address.trim().toLowerCase()
	const domain = lower.slice(lower.lastIndexOf('@') + 1)
	return SAME_DOMAIN[domain] ?? domain
}

/**
 * The mailbox `address` reaches, as the per-recipient limit counts it: lower-cased, its local part
 * cut at the first `+` (`ama+1@x` is `ama@x`) and without dots (`a.m.a@x` is `ama@x`), on every
 * domain, with `recipientDomain`'s domain. Gmail ignores dots and everything after a `+`, and most
 * providers the `+` part; folding dots elsewhere too may count two people as one mailbox, which
 * costs them no more than sharing one allowance, while folding too little would let one mailbox be
 * reached under thousands of spellings. A local part that would fold to nothing is kept.
 */
export function foldRecipient(address: string): string {
	const lower = address.trim().toLowerCase()
	const at = lower.lastIndexOf('@')
	const local = at < 0 ? lower : lower.slice(0, at)
	const folded = local.split('+')[0]!.replaceAll('.', '')
	return `${folded || local}@${recipientDomain(lower)}`
}

/** The eight 16-bit groups of IPv6 address `address`, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
	const halves = address.split('::')
	if (halves.length > 2) return null
	const parse = (part: string) => {
		if (part === '') return []
		const groups: number[] = []
		for (const piece of part.split(':')) {
			if (/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) {
				const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number]
				groups.push((a << 8) | b, (c << 8) | d)
			} else if (/^[0-9a-f]{1,4}$/i.test(piece)) groups.push(parseInt(piece, 16))
			else return null
		}
		return groups
	}
	const head = parse(halves[0]!)
	const tail = halves.length === 2 ? parse(halves[1]!) : []
	if (!head || !tail) return null
	const missing = 8 - head.length - tail.length
	if (halves.length === 2 ? missing < 1 : missing !== 0) return null
	return [...head, ...Array<number>(missing).fill(0), ...tail]
}

/**
 * The network the per-client limit counts for client address `address` (as the server determined
 * it, `lib/http/client-address.server.ts`): an IPv4 address as it is (an IPv4 address written as
 * IPv6, `::ffff:a.b.c.d`, too); an IPv6 address by its /64 prefix (`2001:db8:0:1::/64`), the part
 * one subscriber is given, so that a client cannot take a fresh allowance from each of its 2^64
 * addresses; anything else (`unknown`) as it is.
 */
export function clientNetwork(address: string): string {
	const plain = address.trim().toLowerCase().replace(/%.*$/, '')
	if (/^\d{1,3}(\.\d{1,3}){3}$/.test(plain)) return plain
	const groups = plain.includes(':') ? ipv6Groups(plain) : null
	if (!groups) return plain
	if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
		return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
	return `${groups
		.slice(0, 4)
		.map((g) => g.toString(16))
		.join(':')}::/64`
}

/** A mail a submission would queue: its recipient, and whether the recipient is the organisers' own. */
export interface PlannedMail {
	to: string
	/**
	 * An address of the organisers (an enquiry notice to the settings' notice addresses): counted
	 * for the client only, never for the recipient or its domain.
	 */
	toStaff?: boolean
}

/** One key a submission counts, and how many of its mails count for it. */
export interface CountedKey {
	scope: MailLimitScope
	key: string
	mails: number
}

const SCOPE_ORDER: Record<MailLimitScope, number> = { client: 0, recipient: 1, domain: 2 }

/**
 * The keys the mails of one submission from client address `client` count for: the client's
 * network (every mail), each folded recipient and each recipient domain (mail to strangers only),
 * with how many mails each; sorted by scope then key.
 */
export function countedKeys(client: string, mails: readonly PlannedMail[]): CountedKey[] {
	if (!mails.length) return []
	const counts = new Map<string, CountedKey>()
	const add = (scope: MailLimitScope, key: string) => {
		const id = `${scope} ${key}`
		const counted = counts.get(id)
		if (counted) counted.mails++
		else counts.set(id, { scope, key, mails: 1 })
	}
	for (const mail of mails) {
		add('client', clientNetwork(client))
		if (mail.toStaff) continue
		add('recipient', foldRecipient(mail.to))
		add('domain', recipientDomain(mail.to))
	}
	return [...counts.values()].sort(
		(a, b) => SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
	)
}

/** A limit a submission goes over. */
export interface MailLimitBreach {
	scope: MailLimitScope
	key: string
	/** Mails per hour allowed for this key. */
	limit: number
	/** This submission's mails for this key. */
	mails: number
	/** Mails for this key in the hour, this submission's included. */
	total: number
	/**
	 * Seconds until enough of the hour's earlier mails have left it for this submission to go
	 * through; null when this submission alone is over the limit.
	 */
	retryAfterSeconds: number | null
}

/**
 * The limits that `keys` (this submission's counts) go over at `now`, given `stored`: the counts of
 * those keys in the hour's steps, this submission's already added to the current step. Empty when
 * the submission may go through.
 */
export function findBreaches(
	keys: readonly CountedKey[],
	stored: readonly { scope: MailLimitScope; key: string; bucket: number; count: number }[],
	limits: MailLimits,
	now: Date,
): MailLimitBreach[] {
	const current = bucketOf(now)
	const breaches: MailLimitBreach[] = []
	for (const counted of keys) {
		const limit = limits[counted.scope]
		const steps = stored
			.filter((row) => row.scope === counted.scope && row.key === counted.key)
			// A step after the current one counts too: a parallel request a moment later was counted first.
			.filter((row) => row.bucket > current - BUCKETS_PER_HOUR)
			.sort((a, b) => a.bucket - b.bucket)
		const total = steps.reduce((sum, row) => sum + row.count, 0)
		if (total <= limit) continue
		breaches.push({
			scope: counted.scope,
			key: counted.key,
			limit,
			mails: counted.mails,
			total,
			retryAfterSeconds: retryAfter(steps, counted.mails, limit, current, now),
		})
	}
	return breaches
}

/**
 * Seconds until the earlier mails in `steps` (this submission's `mails` in the current step among
 * them) have left the hour enough for `mails` more to fit under `limit`; null when `mails` alone
 * is over it.
 */
function retryAfter(
	steps: readonly { bucket: number; count: number }[],
	mails: number,
	limit: number,
	current: number,
	now: Date,
): number | null {
	if (mails > limit) return null
	const earlier = steps.map((row) => ({
		bucket: row.bucket,
		count: row.bucket === current ? row.count - mails : row.count,
	}))
	let toFree = earlier.reduce((sum, row) => sum + row.count, 0) + mails - limit
	for (const row of earlier) {
		toFree -= row.count
		if (toFree <= 0) {
			const leaves = (row.bucket + BUCKETS_PER_HOUR) * BUCKET_MS
			return Math.max(1, Math.ceil((leaves - now.getTime()) / 1000))
		}
	}
	return BUCKETS_PER_HOUR * (BUCKET_MS / 1000)
}

/** How a form names the recipients of its mails in `mailLimitMessage`. */
export type MailRecipients = 'this email address' | 'these addresses' | 'the addresses marked below'

const RECIPIENTS: Record<MailRecipients, () => string> = {
	'this email address': m.forms_mail_this_address,
	'these addresses': m.forms_mail_these_addresses,
	'the addresses marked below': m.forms_mail_marked_addresses,
}

/**
 * The visitor's message for a submission refused by `breaches` (not empty), in the current
 * language: the limit that matters most (the client's network, then a domain, then a recipient),
 * what it allows, and when to try again (the longest wait of that kind). `recipients` names the
 * recipients in the form's words: "this email address", "the addresses marked below".
 */
export function mailLimitMessage(breaches: readonly MailLimitBreach[], recipients: MailRecipients): string {
	const scope = (['client', 'domain', 'recipient'] as const).find((s) => breaches.some((b) => b.scope === s))!
	const ofScope = breaches.filter((b) => b.scope === scope)
	const first = ofScope[0]!
	const named = RECIPIENTS[recipients]()
	const to = {
		client: () => m.forms_mail_to_network(),
		domain: () => m.forms_mail_to_domain({ domain: first.key }),
		recipient: () => m.forms_mail_to_recipients({ recipients: named }),
	}[scope]()
	const never = ofScope.find((b) => b.retryAfterSeconds === null)
	if (never)
		return scope === 'recipient'
			? m.forms_mail_never_recipient({ limit: never.limit, recipients: named, mails: never.mails })
			: m.forms_mail_never_other({ limit: never.limit, to, mails: never.mails })
	const wait = Math.max(...ofScope.map((b) => b.retryAfterSeconds ?? 0))
	return m.forms_mail_wait({ to, limit: first.limit, tryAgain: tryAgainIn(wait) })
}
