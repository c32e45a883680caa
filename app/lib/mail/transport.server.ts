/**
 * How a composed mail leaves the server (ADR 0034), through nodemailer:
 * - with `SMTP_URL`, to that SMTP server over a small pool of connections (STARTTLS when offered,
 *   time limits on every step, so a slow server holds up only the mail worker, never a request);
 * - without it, written as an RFC 5322 `.eml` file into the outbox folder (`data/outbox/`), which
 *   the back office's Mail screen lists: a laptop shows what would have been sent.
 * Addresses and headers are encoded by nodemailer: a name with line breaks or any script cannot add
 * a header.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'

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
	 * Sends `message` (or writes it as `<name>.eml`); resolves once the SMTP server has accepted it
	 * (or the file is written), with the file's name in 'files' mode. Rejects with the server's
	 * error (its `responseCode`, e.g. 550, when it gave one).
	 */
	send(message: MailMessage, name: string): Promise<{ emlName?: string }>
	close(): void
}

/** Longest wait for each step of an SMTP conversation, in ms. */
const SMTP_TIMEOUT_MS = 20_000

/** A transport to `smtpUrl`, or writing into `outboxDir` when there is none. */
export function createMailTransport({
	smtpUrl,
	outboxDir,
}: {
	smtpUrl: string | undefined
	outboxDir: string
}): MailTransport {
	if (smtpUrl) {
		const url = new URL(smtpUrl)
		const secure = url.protocol === 'smtps:'
		const transporter = nodemailer.createTransport({
			host: url.hostname,
			port: Number(url.port) || (secure ? 465 : 587),
			secure,
			auth: url.username
				? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
				: undefined,
			pool: true,
			maxConnections: 4,
			maxMessages: 200,
			connectionTimeout: SMTP_TIMEOUT_MS,
			greetingTimeout: SMTP_TIMEOUT_MS,
			socketTimeout: SMTP_TIMEOUT_MS * 3,
		})
		return {
			kind: 'smtp',
			async send(message) {
				await transporter.sendMail(message)
				return {}
			},
			close: () => transporter.close(),
		}
	}
	const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
	return {
		kind: 'files',
		async send(message, name) {
			const info = await builder.sendMail(message)
			const emlName = `${name}.eml`
			await fs.mkdir(outboxDir, { recursive: true })
			const target = path.join(outboxDir, emlName)
			const temporary = `${target}.${process.pid}.tmp`
			await fs.writeFile(temporary, info.message as Buffer, { mode: 0o600 })
			await fs.rename(temporary, target)
			return { emlName }
		},
		close: () => builder.close(),
	}
}

/** The `.eml` names this module writes: the outbox's own files only. */
export const EML_NAME = /^[a-z0-9-]+\.eml$/
