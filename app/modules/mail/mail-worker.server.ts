/**
 * The mail worker (ADR 0034): runs in the server process, takes due mails from the outbox under a
 * lease, composes and sends each, and records the outcome. It starts at once when a change queues
 * a mail in this process (`mailQueued`) and otherwise looks every `pollMs`.
 *
 * - Sent: marked sent (with its `.eml` file's name when written to a file).
 * - Refused for good (an SMTP 5xx answer) or failed `MAX_ATTEMPTS` times: marked failed, with the
 *   error; the Mail screen can queue it again.
 * - Otherwise: queued again after a growing wait (`retryDelayMs`: 30 s, 1 min, 2 min… at most 1 h).
 * - The moment a message's final "." has been written to the SMTP connection, before the server's
 *   answer can be read, the worker starts writing the mail's hand-over mark into the database
 *   (`markMailHandedOver`); it waits for that write before recording the outcome (ADR 0065).
 * - While a worker sends a batch it renews the batch's lease every third of `leaseMs`; a worker
 *   killed while sending leaves its mails "sending", and once their lease ends (30 s by default) any
 *   worker, on any instance, takes them again with the same Message-ID, except those with a hand-over
 *   mark: those are marked sent with `UNCONFIRMED_NOTE` (`claimDueMails`), so a mail the SMTP server
 *   may have accepted never goes twice. Nothing of this is on the local disk.
 * - Every 5 minutes it also removes the mail limits' counts that have left the hour and their old
 *   bursts of refusals (`pruneMailLimits`), and queues the payment reminders that have come due
 *   (`remindUnpaid`: once per registration or group, safe with several workers).
 * - Every 5 minutes it also queues the invitations to evaluate on an edition's last day
 *   (`inviteToEvaluate`: once per checked-in registration, safe with several workers).
 * - Every minute it queues the scheduled announcements whose time has come
 *   (`queueDueAnnouncements`: each once, safe with several workers; docs/event-days.md).
 */
import type { Database } from '#app/db/handle.ts'
import { onMailQueued } from '#app/lib/mail/mail-signal.server.ts'
import type { MailTransport } from '#app/lib/mail/transport.server.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { type PollingLoop, startPollingLoop, workUnderLease } from '#app/lib/polling-worker.server.ts'
import { type ComposeContext, composeMail } from './compose.server.ts'
import { remindUnpaid } from './payment-reminders.server.ts'
import { inviteToEvaluate } from './evaluation-invites.server.ts'
import { pruneMailLimits } from '#app/modules/outbox/mail-limits.queries.server.ts'
import { queueDueAnnouncements } from '#app/modules/announcements/announcement-admin.server.ts'
import {
	claimDueMails,
	extendMailLease,
	markMailFailedAttempt,
	markMailHandedOver,
	markMailSent,
	type OutboxMail,
	UNCONFIRMED_NOTE,
} from '#app/modules/outbox/outbox.queries.server.ts'

export { UNCONFIRMED_NOTE }

/** How often the worker removes the mail limits' expired rows (ms). */
const PRUNE_EVERY_MS = 5 * 60_000

/** How often the worker looks for payment reminders that have come due (ms). */
const REMIND_EVERY_MS = 5 * 60_000

/** How often the worker looks for scheduled announcements whose time has come (ms). */
const ANNOUNCE_EVERY_MS = 60_000

/** Attempts before a mail is marked failed. */
export const MAX_ATTEMPTS = 8

/** The wait before attempt `attempts + 1`, in ms: 30 s doubled each time, at most an hour, ±20 %. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
	const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000)
	return Math.round(base * (0.8 + 0.4 * random()))
}

/** An SMTP answer that will not change by trying again (5xx), as nodemailer reports it. */
function isPermanent(error: unknown): boolean {
	const code = (error as { responseCode?: number }).responseCode
	return typeof code === 'number' && code >= 500 && code < 600
}

function describe(error: unknown): string {
	if (error instanceof Error) {
		const code = (error as { responseCode?: number }).responseCode
		return code ? `${code} ${error.message}` : error.message
	}
	return String(error)
}

export interface MailWorkerOptions {
	db: Database
	transport: MailTransport
	context: ComposeContext
	/** How often to look for due mail without being told (ms). */
	pollMs?: number
	/** Mails taken at a time. */
	batch?: number
	/** How long a taken mail is this worker's before another may take it (ms). */
	leaseMs?: number
	now?: () => Date
	log?: { error(details: object, message: string): void }
	/**
	 * The store the transport writes `.eml` files into (files mode): a file written for a mail whose
	 * registration was deleted meanwhile is removed from it, as the deletion removed the others.
	 */
	files?: FileStore
}

/** A running mail worker, as every polling loop; its `stop` also closes the transport. */
export type MailWorker = PollingLoop

/** Starts a worker (see the module's comment). */
export function startMailWorker({
	db,
	transport,
	context,
	pollMs = 2000,
	batch = 10,
	leaseMs = 30_000,
	now = () => new Date(),
	log,
	files,
}: MailWorkerOptions): MailWorker {
	async function deliver(mail: OutboxMail): Promise<void> {
		let handingOver: Promise<unknown> | undefined
		try {
			const message = await composeMail(db, mail, context, now())
			if (!message) {
				await markMailFailedAttempt(
					db,
					mail.id,
					'Nothing to send: what the mail was about no longer exists.',
					null,
				)
				return
			}
			const { emlName } = await transport.send(message, `mail-${mail.id}`, {
				// Started at once, not awaited here: its statement leaves before the answer can be read.
				onHandedOver: () => {
					handingOver = markMailHandedOver(db, mail.id, now()).catch((error: unknown) =>
						log?.error({ err: error, mailId: mail.id }, 'Mail hand-over not recorded'),
					)
				},
			})
			await handingOver
			const kept = await markMailSent(db, mail.id, now(), emlName)
			// Its registration was cancelled or erased while it was being written: so is its file.
			if (!kept && emlName && files) await files.remove(emlName)
		} catch (error) {
			await handingOver
			const retry = !isPermanent(error) && mail.attempts < MAX_ATTEMPTS
			const next = retry ? new Date(now().getTime() + retryDelayMs(mail.attempts)).toISOString() : null
			log?.error({ err: error, mailId: mail.id, attempts: mail.attempts }, 'Mail not sent')
			await markMailFailedAttempt(db, mail.id, describe(error), next).catch((markError: unknown) =>
				log?.error({ err: markError, mailId: mail.id }, 'Mail outcome not recorded'),
			)
		}
	}

	/**
	 * `task` run on the worker's passes at most every `everyMs`, with the time and the site's host
	 * (Message-IDs are on it); a failure is only logged as `failure` (the next look runs it again).
	 */
	function throttled(everyMs: number, failure: string, task: (at: Date, host: string) => Promise<unknown>) {
		let ranAt = -Infinity
		return async (): Promise<void> => {
			const at = now()
			if (at.getTime() - ranAt < everyMs) return
			ranAt = at.getTime()
			await task(at, new URL(context.siteUrl).hostname).catch((error: unknown) =>
				log?.error({ err: error }, failure),
			)
		}
	}

	/** What each pass runs first, each at most so often (see the module's comment). */
	const periodicTasks = [
		throttled(PRUNE_EVERY_MS, 'Old mail-limit rows not removed', (at) => pruneMailLimits(db, at)),
		throttled(REMIND_EVERY_MS, 'Payment reminders not queued', (at, host) => remindUnpaid(db, at, host)),
		throttled(REMIND_EVERY_MS, 'Evaluation invitations not queued', (at, host) =>
			inviteToEvaluate(db, at, host),
		),
		throttled(ANNOUNCE_EVERY_MS, 'Scheduled announcements not queued', (at, host) =>
			queueDueAnnouncements(db, at, host),
		),
	]

	async function pass(isStopped: () => boolean): Promise<number> {
		for (const task of periodicTasks) await task()
		let handled = 0
		for (;;) {
			const mails = await claimDueMails(db, now(), batch, leaseMs)
			await workUnderLease(mails, deliver, {
				leaseMs,
				renew: (ids) => extendMailLease(db, ids, new Date(now().getTime() + leaseMs).toISOString()),
				onError: (error) => log?.error({ err: error }, 'Mail lease not renewed'),
			})
			handled += mails.length
			if (mails.length < batch || isStopped()) return handled
		}
	}

	const loop = startPollingLoop({
		pass,
		pollMs,
		onError: (error) => log?.error({ err: error }, 'Mail worker pass failed'),
	})
	const unsubscribe = onMailQueued(() => loop.wake())

	return {
		wake: () => loop.wake(),
		drain: () => loop.drain(),
		async stop() {
			unsubscribe()
			await loop.stop()
			transport.close()
		},
	}
}
