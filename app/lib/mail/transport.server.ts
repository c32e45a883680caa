/**
 * How a composed mail leaves the server (ADR 0034), through nodemailer:
 * - with `SMTP_URL`, to that SMTP server over a small pool of connections (STARTTLS when offered,
 *   time limits on every step, so a slow server holds up only the mail worker, never a request);
 * - without it, written as an RFC 5322 `.eml` file into the mail-file store it is given (the app's
 *   `mailFileStore`: the folder `DATA_DIR/outbox`, 0700 with files 0600, or the shared bucket's
 *   `outbox/` prefix when several instances run, ADR 0065), which the back office's Mail screen
 *   lists: a laptop shows what would have been sent, and every instance can serve every file.
 * Addresses and headers are encoded by nodemailer: a name with line breaks or any script cannot add
 * a header.
 *
 * For SMTP, `send` can tell its caller the moment a message has been handed over whole (its final
 * "." written to the connection) and before the server's answer can be read: the mail worker marks
 * it in the database then (ADR 0065), so no worker sends again a mail whose sender was killed while
 * the answer was on its way.
 * nodemailer reports that moment only in its log, per connection, so each of the
 * `SMTP_CONNECTIONS` connections is its own transporter carrying one message at a time.
 */
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'

/** A composed mail: who, what, and its stable Message-ID. */
export interface MailMessage {
	from: string
	to: { name?: string; address: string } | string
	subject: string
	/** `<…@…>`, the same for every attempt. */
	messageId: string
	html: string
	text: string
	attachments?: Mail.Attachment[]
	replyTo?: string
}

export interface MailTransport {
	/** 'smtp' sends; 'files' writes `.eml` files. */
	kind: 'smtp' | 'files'
	/**
	 * Sends `message` (or writes it as `<name>.eml` into the store; `name` is a store name such as
	 * `mail-12`); resolves once the SMTP server has accepted it
	 * (or the file is written), with the file's name in 'files' mode. Rejects with the server's
	 * error (its `responseCode`, e.g. 550, when it gave one).
	 */
	send(message: MailMessage, name: string, hooks?: SendHooks): Promise<{ emlName?: string }>
	close(): void
}

export interface SendHooks {
	/**
	 * Called synchronously when the whole message, its final "." included, has been written to the
	 * SMTP connection, before the server's answer can be read. Not called for files, nor when the
	 * conversation fails before the message is sent. Must not throw.
	 */
	onHandedOver?: () => void
}

/** Longest wait for each step of an SMTP conversation, in ms. */
const SMTP_TIMEOUT_MS = 20_000

/** SMTP connections kept open at once, each carrying one message at a time. */
const SMTP_CONNECTIONS = 4

/** A nodemailer log entry's data: the connection's "message written" entry carries byte counts. */
interface LogData {
	tnx?: string
	outByteCount?: number
}

/**
 * One SMTP connection (a pooled transporter of one) that reports when the message it carries has
 * been written whole. nodemailer logs `{ tnx: 'message', outByteCount }` when the data stream,
 * final dot included, has ended into the socket; that entry is the hook.
 */
function smtpLane(options: SMTPPool.Options) {
	let handedOver: (() => void) | undefined
	const ignore = () => {}
	const logger = {
		trace: ignore,
		debug: ignore,
		warn: ignore,
		error: ignore,
		fatal: ignore,
		info(data: LogData | string) {
			if (typeof data !== 'object' || data.tnx !== 'message' || typeof data.outByteCount !== 'number') return
			const hook = handedOver
			handedOver = undefined
			hook?.()
		},
		level: ignore,
	}
	const transporter = nodemailer.createTransport({ ...options, pool: true, maxConnections: 1, logger })
	return {
		async send(message: MailMessage, hooks: SendHooks | undefined) {
			handedOver = hooks?.onHandedOver
			try {
				await transporter.sendMail(message)
			} finally {
				handedOver = undefined
			}
		},
		close: () => transporter.close(),
	}
}

/**
 * A transport to `smtpUrl`, or writing each mail as `<name>.eml` into `store` when there is none
 * (the app passes `mailFileStore`).
 */
export function createMailTransport({
	smtpUrl,
	store,
}: {
	smtpUrl: string | undefined
	store: FileStore
}): MailTransport {
	if (smtpUrl) {
		const url = new URL(smtpUrl)
		const secure = url.protocol === 'smtps:'
		const options: SMTPPool.Options = {
			host: url.hostname,
			port: Number(url.port) || (secure ? 465 : 587),
			secure,
			auth: url.username
				? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
				: undefined,
			maxMessages: 200,
			connectionTimeout: SMTP_TIMEOUT_MS,
			greetingTimeout: SMTP_TIMEOUT_MS,
			socketTimeout: SMTP_TIMEOUT_MS * 3,
		}
		const idle = Array.from({ length: SMTP_CONNECTIONS }, () => smtpLane(options))
		const all = [...idle]
		const waiting: Array<() => void> = []
		return {
			kind: 'smtp',
			async send(message, _name, hooks) {
				while (!idle.length) await new Promise<void>((resolve) => waiting.push(resolve))
				const lane = idle.pop()!
				try {
					await lane.send(message, hooks)
				} finally {
					idle.push(lane)
					waiting.shift()?.()
				}
				return {}
			},
			close: () => {
				for (const lane of all) lane.close()
			},
		}
	}
	const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
	return {
		kind: 'files',
		async send(message, name) {
			const info = await builder.sendMail(message)
			const emlName = `${name}.eml`
			await store.put(emlName, info.message as Buffer)
			return { emlName }
		},
		close: () => builder.close(),
	}
}

/** The `.eml` names this module writes (`mail-12.eml`): the mail-file store's own files only. */
export const EML_NAME = /^[a-z0-9-]+\.eml$/
