/**
 * The mail limits as the forms use them (docs/security.md "Mail limits"): the mail a
 * visitor's submission would queue is counted per client network, per folded recipient and per
 * recipient domain over the last hour, inside the transaction that queues it, and a submission
 * over a limit is undone whole (`limitVisitorMail` throws `MailLimitReached`). What was refused is
 * recorded for the Mail screen (`noteMailRefusal`).
 */
import type { Database, Handle } from '#app/db/handle.ts'
import { env } from '#app/lib/env.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { clientAddress } from '#app/lib/http/client-address.server.ts'
import { logRefusal } from '#app/lib/http/refusal-log.server.ts'
import { countMail, type MailSource, recordMailRefusals } from './mail-limits.queries.server.ts'
import type { MailLimitBreach, MailLimits, PlannedMail } from './mail-limits.ts'

/** Who a submission's mail is counted for: the client's address (as the server determined it) and the limits. */
export interface MailSender {
	client: string
	limits: MailLimits
}

/** The limits configured (`MAIL_LIMIT_PER_CLIENT`, `_PER_RECIPIENT`, `_PER_DOMAIN`), mails per hour. */
export function configuredMailLimits(): MailLimits {
	return {
		client: env.MAIL_LIMIT_PER_CLIENT,
		recipient: env.MAIL_LIMIT_PER_RECIPIENT,
		domain: env.MAIL_LIMIT_PER_DOMAIN,
	}
}

/** The sender of a visitor's submission from client address `client`, with the configured limits. */
export function visitorMailSender(client: string): MailSender {
	return { client, limits: configuredMailLimits() }
}

/**
 * The host every queued mail's Message-ID is made on: the host of `SITE_URL`. A staff member's change
 * that queues a mail (a payment recorded at the desk) passes it; staff mail is not counted.
 */
export function siteMessageIdHost(): string {
	return new URL(env.SITE_URL).hostname
}

/**
 * How the mail of the public form posted in `request` is sent and counted: the Message-ID host
 * (`siteMessageIdHost`) and the sender counted for the request's client address (`visitorMailSender`).
 */
export function visitorMail(request: Request): { messageIdHost: string; sender: MailSender } {
	return { messageIdHost: siteMessageIdHost(), sender: visitorMailSender(clientAddress(request)) }
}

/** Thrown inside a transaction to undo a submission whose mail goes over a limit. */
export class MailLimitReached extends Error {
	constructor(readonly breaches: MailLimitBreach[]) {
		super('Mail limit reached')
	}
}

/**
 * Counts `mails` of a submission by `sender` at `now` (`countMail`) inside the transaction `trx`
 * that will queue them; throws `MailLimitReached` when a limit is gone over, so the caller's
 * transaction is undone (nothing stored, nothing counted). Without a sender (staff tools, tests
 * arranging data) nothing is counted: every path a visitor's request takes passes one.
 */
export async function limitVisitorMail(
	trx: Handle,
	sender: MailSender | undefined,
	mails: readonly PlannedMail[],
	now: Date,
): Promise<void> {
	if (!sender) return
	const breaches = await countMail(trx, sender.client, mails, sender.limits, now)
	if (breaches.length) throw new MailLimitReached(breaches)
}

/** The request each source of mail answers, and its status when the mail is refused. */
const SOURCE_REQUESTS: Record<MailSource, { method: 'POST'; path: string; status: number }> = {
	registration: { method: 'POST', path: '/register', status: 429 },
	group: { method: 'POST', path: '/register/group', status: 429 },
	// The registration is answered as any other; only its ticket is not sent again.
	're-send': { method: 'POST', path: '/register', status: 302 },
	enquiry: { method: 'POST', path: '/add-sponsorship', status: 429 },
}

/**
 * Records a refusal of `source` at `now` for the Mail screen (`recordMailRefusals`) and logs it as a
 * refusal (`lib/http/refusal-log.server.ts`: which limits, how many mails; no addresses). A failure to record is logged, never thrown:
 * the visitor still gets the refusal.
 */
export async function noteMailRefusal(
	db: Database,
	refusal: MailLimitReached,
	source: MailSource,
	now: Date,
): Promise<void> {
	logRefusal('mail-limit', {
		...SOURCE_REQUESTS[source],
		source,
		limits: refusal.breaches.map((b) => ({ scope: b.scope, mails: b.mails, total: b.total })),
	})
	await recordMailRefusals(db, refusal.breaches, source, now).catch((error: unknown) =>
		logger.error({ err: error }, 'Mail refusal not recorded'),
	)
}
