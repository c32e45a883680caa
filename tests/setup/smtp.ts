/**
 * A real SMTP server in the test process (smtp-server), with what it received parsed by mailparser:
 * for the mail worker's tests and the registration burst. No mock: nodemailer talks SMTP to it.
 */
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface TestSmtpServer {
	/** `smtp://127.0.0.1:<port>` */
	url: string
	/** Every message accepted, parsed, in the order received. */
	received: ParsedMail[]
	/** The raw source of every message accepted. */
	raw: string[]
	/** How many messages were received whole (their final "." read), answered yet or not, accepted or not. */
	offered(): number
	/** Resolves once `count` messages have been accepted (rejects after `timeoutMs`). */
	waitFor(count: number, timeoutMs?: number): Promise<void>
	close(): Promise<void>
}

/**
 * Starts the server on a free port. `answer(n)` (n = 1 for the first message) may refuse a message
 * with an SMTP code (e.g. 451 to ask for a retry, 550 to refuse for good); null accepts it. It may
 * return a promise: the answer is held until it settles (a server that has the whole message and has
 * not answered yet).
 */
export async function startTestSmtpServer({
	answer = () => null,
}: { answer?: (n: number) => number | null | Promise<number | null> } = {}): Promise<TestSmtpServer> {
	const received: ParsedMail[] = []
	const raw: string[] = []
	let offered = 0
	const waiters = new Set<() => void>()
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS', 'AUTH'],
		logger: false,
		onData(stream, _session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', async () => {
				const code = await answer(++offered)
				if (code) {
					const error = Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
						responseCode: code,
					})
					callback(error)
					return
				}
				const source = Buffer.concat(chunks)
				raw.push(source.toString('utf8'))
				simpleParser(source).then(
					(parsed) => {
						received.push(parsed)
						for (const wake of waiters) wake()
						callback()
					},
					(error: Error) => callback(error),
				)
			})
		},
	})
	// A client that goes away mid-session (a server killed on purpose, in the crash test) resets its
	// connection: that is the client's doing, not a failure of this server, and without a listener
	// the 'error' event would end the whole test process. Anything else is written out.
	server.on('error', (error: NodeJS.ErrnoException) => {
		if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('Test SMTP server:', error)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.server.address() as AddressInfo
	return {
		url: `smtp://127.0.0.1:${port}`,
		received,
		raw,
		offered: () => offered,
		waitFor(count, timeoutMs = 10_000) {
			return new Promise((resolve, reject) => {
				const check = () => {
					if (received.length >= count) {
						waiters.delete(check)
						clearTimeout(timer)
						resolve()
					}
				}
				const timer = setTimeout(() => {
					waiters.delete(check)
					reject(new Error(`Only ${received.length} of ${count} messages arrived`))
				}, timeoutMs)
				waiters.add(check)
				check()
			})
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
