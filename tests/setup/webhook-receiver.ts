/**
 * For the outgoing webhooks' tests (docs/webhooks.md): an endpoint row, and a real HTTPS receiver
 * on this machine with a self-signed certificate made for the test run by the `openssl` CLI.
 *
 * The receiver listens on 127.0.0.1, which the worker's default lookup (`publicOnlyLookup`) refuses,
 * as it must. So a test reaches it only by giving the worker's sender `receiverLookup` (the
 * receiver's host name resolved to 127.0.0.1) and `tls.ca` (its certificate) explicitly: the only
 * place loopback is allowed, because a test cannot reach a public address of its own.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo, LookupFunction } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Database } from '#app/db/handle.ts'

/** The receiver's host name: resolved to 127.0.0.1 by `receiverLookup` only. */
export const RECEIVER_HOST = 'hooks.summit.test'

/** A Standard Webhooks secret for tests: `whsec_` and base64 of 24 fixed bytes. */
export const TEST_SECRET = `whsec_${Buffer.from('summit-test-signing-key!').toString('base64')}`

/** Inserts an endpoint (on, wanting `events`, signing with `TEST_SECRET` unless told); returns its id. */
export async function webhookEndpoint(
	db: Database,
	{
		url = `https://${RECEIVER_HOST}/hooks`,
		events,
		secret = TEST_SECRET,
		disabledAt = null,
	}: { url?: string; events: readonly string[]; secret?: string; disabledAt?: string | null },
): Promise<number> {
	const row = await db
		.insertInto('webhook_endpoints')
		.values({ url, events: JSON.stringify(events), secret, disabled_at: disabledAt })
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Resolves `RECEIVER_HOST` to 127.0.0.1 and nothing else (see the module's comment). */
export const receiverLookup: LookupFunction = (hostname, options, callback) => {
	if (hostname !== RECEIVER_HOST) {
		callback(Object.assign(new Error(`${hostname} is not the test receiver`), { code: 'ENOTFOUND' }), '', 4)
		return
	}
	if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }])
	else callback(null, '127.0.0.1', 4)
}

/** A request the receiver got. */
export interface ReceivedRequest {
	method: string
	path: string
	headers: Record<string, string>
	body: string
}

/** What the receiver answers to one request. */
export interface ReceiverAnswer {
	status: number
	headers?: Record<string, string>
	body?: string
	/** Wait this long before answering (ms). */
	delayMs?: number
}

export interface Receiver {
	/** `https://hooks.summit.test:<port>` */
	origin: string
	port: number
	/** The certificate to trust (PEM). */
	ca: string
	requests: ReceivedRequest[]
	/** Answers given in turn; once used up, 200 "ok". */
	answers: ReceiverAnswer[]
	close(): Promise<void>
}

let certificate: { key: string; cert: string } | undefined

/** A key and self-signed certificate for `RECEIVER_HOST`, made once per test process. */
function testCertificate(): { key: string; cert: string } {
	if (certificate) return certificate
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-webhook-tls-'))
	try {
		const key = path.join(dir, 'key.pem')
		const cert = path.join(dir, 'cert.pem')
		execFileSync(
			'openssl',
			[
				'req',
				'-x509',
				'-newkey',
				'ec',
				'-pkeyopt',
				'ec_paramgen_curve:prime256v1',
				'-nodes',
				'-keyout',
				key,
				'-out',
				cert,
				'-days',
				'2',
				'-subj',
				`/CN=${RECEIVER_HOST}`,
				'-addext',
				`subjectAltName=DNS:${RECEIVER_HOST}`,
			],
			{ stdio: 'ignore' },
		)
		certificate = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') }
		return certificate
	} finally {
		fs.rmSync(dir, { recursive: true, force: true })
	}
}

/** Starts a receiver on 127.0.0.1 (a free port). */
export async function startReceiver(): Promise<Receiver> {
	const { key, cert } = testCertificate()
	const requests: ReceivedRequest[] = []
	const answers: ReceiverAnswer[] = []
	const server = https.createServer({ key, cert }, (req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			requests.push({
				method: req.method ?? '',
				path: req.url ?? '',
				headers: Object.fromEntries(
					Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
				),
				body: Buffer.concat(chunks).toString('utf8'),
			})
			const answer = answers.shift() ?? { status: 200, body: 'ok' }
			setTimeout(() => {
				if (res.destroyed) return
				res.writeHead(answer.status, answer.headers)
				res.end(answer.body ?? '')
			}, answer.delayMs ?? 0)
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		origin: `https://${RECEIVER_HOST}:${port}`,
		port,
		ca: cert,
		requests,
		answers,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections()
				server.close(() => resolve())
			}),
	}
}
