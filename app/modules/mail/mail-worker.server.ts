/**
 * The mail worker (ADR 0034): runs in the server process, takes due mails from the outbox under a
 * lease, composes and sends each, and records the outcome. It starts at once when a change queues
 * a mail in this process (`mailQueued`) and otherwise looks every `pollMs`.
 *
 * - Sent: marked sent (with its `.eml` file's name when written to a file).
 * - Refused for good (an SMTP 5xx answer) or failed `MAX_ATTEMPTS` times: marked failed, with the
 *   error; the Mail screen can queue it again.
 * - Otherwise: queued again after a growing wait (`retryDelayMs`: 30 s, 1 min, 2 min… at most 1 h).
 * - While a worker sends a batch it renews the batch's lease every third of `leaseMs`; a worker
 *   killed while sending leaves its mails "sending", and once their lease ends (30 s by default) any
 *   worker takes them again with the same Message-ID, except those its journal (`journalDir`) says
 *   were handed over whole or accepted: never two copies of a mail the SMTP server accepted.
 * - Every 5 minutes it also removes the mail limits' counts that have left the hour and their old
 *   bursts of refusals (`pruneMailLimits`), and queues the payment reminders that have come due
 *   (`remindUnpaid`: once per registration or group, safe with several workers).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Database } from '#app/db/handle.ts'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#app/db/private-files.server.ts'
import { onMailQueued } from '#app/lib/mail/mail-signal.server.ts'
import type { MailTransport } from '#app/lib/mail/transport.server.ts'
import { type PollingLoop, startPollingLoop, workUnderLease } from '#app/lib/polling-worker.server.ts'
import { type ComposeContext, composeMail } from './compose.server.ts'
import { remindUnpaid } from './payment-reminders.server.ts'
import { pruneMailLimits } from '#app/modules/outbox/mail-limits.queries.server.ts'
import {
	claimDueMails,
	extendMailLease,
	markMailFailedAttempt,
	markMailSent,
	markMailsSentByMessageId,
	markMailsSentUnconfirmed,
	type OutboxMail,
} from '#app/modules/outbox/outbox.queries.server.ts'

/** The Mail screen's note on a mail handed over whole by a worker killed before the answer came. */
export const UNCONFIRMED_NOTE =
	'Sent whole, but the server stopped before the mail server confirmed it: resend if it did not arrive.'

/** How often the worker removes the mail limits' expired rows (ms). */
const PRUNE_EVERY_MS = 5 * 60_000

/** How often the worker looks for payment reminders that have come due (ms). */
const REMIND_EVERY_MS = 5 * 60_000

/** Attempts before a mail is marked failed. */
export const MAX_ATTEMPTS = 8

/** The wait before attempt `attempts + 1`, in ms: 30 s doubled each time, at most an hour, ±20 %. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
	const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000)
	return Math.round(base * (0.8 + 0.4 * random()))
}

/** Whether process `pid` runs on this machine. */
function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
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
	 * A folder where this process keeps its journal (`.sent-journal-<pid>`): a line `handed <id>` the
	 * moment a message's last byte is written to the SMTP connection (before any answer can be read),
	 * and `accepted <id>` when the server accepts it, both before the database is told. A worker killed
	 * in between leaves them behind, and the next worker to start marks those mails sent instead of
	 * sending them again. On the local disk of the server (`DATA_DIR/outbox`); the folder is made 0700
	 * and the journal 0600.
	 */
	journalDir?: string
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
	journalDir,
}: MailWorkerOptions): MailWorker {
	const journalPath = journalDir ? path.join(journalDir, `.sent-journal-${process.pid}`) : undefined
	if (journalDir) fs.mkdirSync(journalDir, { recursive: true, mode: PRIVATE_DIR_MODE })

	/**
	 * Appends `<what> <messageId>` to this process's journal, synchronously: nothing else of this
	 * process runs between the event and the line. A journal that cannot be written is logged; the
	 * mail is still sent (the outbox row remains the record).
	 */
	function journal(what: 'handed' | 'accepted', messageId: string) {
		if (!journalPath) return
		try {
			fs.appendFileSync(journalPath, `${what} ${messageId}\n`, { mode: PRIVATE_FILE_MODE })
		} catch (error) {
			log?.error({ err: error }, 'Mail journal not written')
		}
	}

	async function deliver(mail: OutboxMail): Promise<void> {
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
				onHandedOver: () => journal('handed', mail.messageId),
			})
			journal('accepted', mail.messageId)
			await markMailSent(db, mail.id, now(), emlName)
		} catch (error) {
			const retry = !isPermanent(error) && mail.attempts < MAX_ATTEMPTS
			const next = retry ? new Date(now().getTime() + retryDelayMs(mail.attempts)).toISOString() : null
			log?.error({ err: error, mailId: mail.id, attempts: mail.attempts }, 'Mail not sent')
			await markMailFailedAttempt(db, mail.id, describe(error), next).catch((markError: unknown) =>
				log?.error({ err: markError, mailId: mail.id }, 'Mail outcome not recorded'),
			)
		}
	}

	/**
	 * Settles what the journals say of mails whose outcome a killed worker did not record, then
	 * removes the journals of processes that are gone (and empties its own):
	 * - accepted: marked sent;
	 * - handed over whole but no answer read: marked sent, with a note on the Mail screen, if still
	 *   "sending" (no outcome was recorded). The server had the whole message; sending it again would
	 *   give a second copy if it accepted it, so at most one copy goes (a Resend is one click).
	 */
	async function reconcileJournals(): Promise<void> {
		if (!journalDir) return
		for (const name of fs.readdirSync(journalDir)) {
			const pid = /^\.sent-journal-(\d+)$/.exec(name)?.[1]
			if (!pid) continue
			const file = path.join(journalDir, name)
			const accepted = new Set<string>()
			const handed = new Set<string>()
			for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
				const [what, messageId] = line.split(' ')
				if (what === 'accepted' && messageId) accepted.add(messageId)
				else if (what === 'handed' && messageId) handed.add(messageId)
			}
			for (const messageId of accepted) handed.delete(messageId)
			if (accepted.size) await markMailsSentByMessageId(db, [...accepted], now())
			if (handed.size) await markMailsSentUnconfirmed(db, [...handed], now(), UNCONFIRMED_NOTE)
			if (Number(pid) === process.pid || !isAlive(Number(pid))) fs.rmSync(file, { force: true })
		}
	}

	let reconciled = false
	let prunedAt = -Infinity

	/** Removes the mail limits' expired rows, at most every `PRUNE_EVERY_MS`; a failure is only logged. */
	async function pruneLimits(): Promise<void> {
		const at = now()
		if (at.getTime() - prunedAt < PRUNE_EVERY_MS) return
		prunedAt = at.getTime()
		await pruneMailLimits(db, at).catch((error: unknown) =>
			log?.error({ err: error }, 'Old mail-limit rows not removed'),
		)
	}

	let remindedAt = -Infinity

	/**
	 * Queues the payment reminders come due, at most every `REMIND_EVERY_MS`; a failure is only
	 * logged (the next look queues them). Their Message-IDs are on the site's host.
	 */
	async function remind(): Promise<void> {
		const at = now()
		if (at.getTime() - remindedAt < REMIND_EVERY_MS) return
		remindedAt = at.getTime()
		await remindUnpaid(db, at, new URL(context.siteUrl).hostname).catch((error: unknown) =>
			log?.error({ err: error }, 'Payment reminders not queued'),
		)
	}

	async function pass(isStopped: () => boolean): Promise<number> {
		if (!reconciled) {
			await reconcileJournals()
			reconciled = true
		}
		await pruneLimits()
		await remind()
		let handled = 0
		for (;;) {
			const mails = await claimDueMails(db, now(), batch, leaseMs)
			await workUnderLease(mails, deliver, {
				leaseMs,
				renew: (ids) => extendMailLease(db, ids, new Date(now().getTime() + leaseMs).toISOString()),
				onError: (error) => log?.error({ err: error }, 'Mail lease not renewed'),
			})
			handled += mails.length
			if (mails.length < batch || isStopped()) {
				// Nothing in flight: every journal line is in the database now.
				if (journalPath && handled) fs.writeFileSync(journalPath, '')
				return handled
			}
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
