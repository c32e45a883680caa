/**
 * Sending one webhook request (docs/webhooks.md, ADR 0063): a POST over HTTPS only, connected
 * only to an address `publicOnlyLookup` checked is public (and a literal address in the URL must
 * be public too, since no lookup is made for it), no redirect followed, an answer within 10 s, at
 * most the first 2 KB of its body read.
 */
import https from 'node:https'
import net from 'node:net'
import type { LookupFunction } from 'node:net'
import { isPublicAddress, publicOnlyLookup } from '#app/lib/http/public-address.server.ts'

/** A request to send: its URL, headers and body (the same bytes on every attempt). */
export interface WebhookRequest {
	url: string
	headers: Record<string, string>
	body: string
}

/** A receiver's answer: its status and the start of its body (UTF-8, at most `maxBodyBytes`). */
export interface WebhookAnswer {
	status: number
	body: string
}

/** Sends a request; resolves with any answer, rejects when none came (`WebhookRefused`: never to try again). */
export type WebhookSender = (request: WebhookRequest) => Promise<WebhookAnswer>

/** Thrown when a request is not to be sent at all, now or later: not HTTPS, or not a public address. */
export class WebhookRefused extends Error {
	constructor(message: string) {
		super(message)
		this.name = 'WebhookRefused'
	}
}

export interface HttpsSenderOptions {
	/**
	 * How host names are resolved. The default, `publicOnlyLookup`, refuses any that resolves to a
	 * private, loopback or other non-public address; only tests pass another (to reach a receiver
	 * they start on this machine).
	 */
	lookup?: LookupFunction
	/** Certificates trusted besides the system's: only tests pass one (their self-signed receiver). */
	tls?: { ca?: string | Buffer }
	/** How long to wait for the whole answer (ms). */
	timeoutMs?: number
	/** How much of the answer's body is read (bytes). */
	maxBodyBytes?: number
}

/** The reason `url` is never sent to (not a URL, not HTTPS, a non-public literal address), or null. */
export function refusedUrlReason(url: string): string | null {
	let parsed: URL
	try {
		parsed = new URL(url)
	} catch {
		return 'The endpoint’s URL is not a valid URL.'
	}
	if (parsed.protocol !== 'https:') return 'Only https:// URLs are sent to.'
	const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1')
	if (net.isIP(host) && !isPublicAddress(host))
		return `${host} is not a public internet address: webhooks are never sent to it.`
	return null
}

/** The default sender (see the module's comment and `HttpsSenderOptions`). */
export function httpsSender({
	lookup = publicOnlyLookup,
	tls,
	timeoutMs = 10_000,
	maxBodyBytes = 2048,
}: HttpsSenderOptions = {}): WebhookSender {
	return (request) =>
		new Promise<WebhookAnswer>((resolve, reject) => {
			const refused = refusedUrlReason(request.url)
			if (refused) return reject(new WebhookRefused(refused))
			const body = Buffer.from(request.body, 'utf8')
			let settled = false
			const req = https.request(
				request.url,
				{
					method: 'POST',
					headers: { ...request.headers, 'content-length': String(body.length) },
					lookup,
					ca: tls?.ca,
					// A fresh connection each time: no pooled socket to an address checked earlier.
					agent: false,
				},
				(res) => {
					const chunks: Buffer[] = []
					let size = 0
					const answer = () => {
						if (settled) return
						settled = true
						clearTimeout(timer)
						resolve({
							status: res.statusCode ?? 0,
							body: Buffer.concat(chunks).subarray(0, maxBodyBytes).toString('utf8'),
						})
						res.destroy()
					}
					res.on('data', (chunk: Buffer) => {
						chunks.push(chunk)
						size += chunk.length
						if (size >= maxBodyBytes) answer()
					})
					res.on('end', answer)
					res.on('error', answer)
					res.on('close', answer)
				},
			)
			const timer = setTimeout(
				() => req.destroy(new Error(`No answer within ${timeoutMs / 1000} s.`)),
				timeoutMs,
			)
			req.on('error', (error: NodeJS.ErrnoException) => {
				if (settled) return
				settled = true
				clearTimeout(timer)
				reject(error.code === 'ENONPUBLIC' ? new WebhookRefused(error.message) : error)
			})
			req.end(body)
		})
}
