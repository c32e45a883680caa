/**
 * Production server (`npm start`): validates the environment, prepares the database (migrations, demo
 * content when empty), then serves the built app with Express on PORT.
 */
import fs from 'node:fs'
import http, { type IncomingMessage } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { preflightHeaders } from '#app/lib/api/cors.ts'
import type { Env } from '#app/lib/env.server.ts'
import { bodyLimitVerdict, bodyRefusal } from '#app/lib/http/body-limit.ts'
import { CLIENT_ADDRESS_HEADER } from '#app/lib/http/client-address.server.ts'
import { ALLOWED_METHODS, methodVerdict } from '#app/lib/http/methods.ts'
import { CROSS_SITE_WRITE, isSameOriginWrite } from '#app/lib/http/same-origin.ts'
import { cachedPageHeaders, helmetHeaders, permissionsPolicy } from '#app/lib/http/security-headers.server.ts'
import type { RefusalKind } from '#app/lib/http/refusal-log.server.ts'
import type { FileStore } from '#app/lib/storage/file-store-interface.ts'
import { storedFileAnswer } from '#app/lib/storage/stored-file-answer.server.ts'

const buildDir = process.env.BUILD_DIR ?? 'build'
const buildPath = path.resolve(buildDir, 'server/index.js')

/** The policy of a refusal's short text or HTML page: nothing runs, nothing loads. */
const REFUSAL_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

/** A request header's one value, or null when absent. */
function header(req: IncomingMessage, name: string): string | null {
	const value = req.headers[name]
	return typeof value === 'string' ? value : null
}

/**
 * Whether `pathname` (as sent) may name a file or folder of the built client: its first segment
 * (decoded) is one of the names at the client's top (`entries`), or it is `/` and the client has an
 * `index.html`. Any other path cannot reach a file there.
 */
function mayBeClientFile(pathname: string, entries: ReadonlySet<string>): boolean {
	const first = pathname.split('/')[1] ?? ''
	if (first === '') return entries.has('index.html')
	try {
		return entries.has(decodeURIComponent(first))
	} catch {
		return true
	}
}

/** Back-office and sign-in URLs: personal, never stored by a browser or a cache in between. */
const PRIVATE_PATHS = /^\/(admin|auditAdminDash)(\/|$)/

/**
 * Where `server` listens, as a person would open it: `http://127.0.0.1:3000`, or for every
 * interface (`0.0.0.0`, `::`) `every interface, port 3000 (http://localhost:3000 on this machine)`.
 */
function listeningOn(server: http.Server): string {
	const address = server.address()
	if (!address || typeof address === 'string') return String(address)
	if (address.address === '0.0.0.0' || address.address === '::')
		return `every interface, port ${address.port} (http://localhost:${address.port} on this machine)`
	const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
	return `http://${host}:${address.port}`
}

/**
 * Answers `req` for `/uploads/<name>` from `store` (`storedFileAnswer`: 200, 206, 404 or 416),
 * piping the bytes to the client as it takes them; a client that goes away ends the store's read.
 * Rejects with the store's error when it cannot be read.
 */
async function sendStoredFile(store: FileStore, req: express.Request, res: express.Response): Promise<void> {
	const name = req.path.slice('/uploads/'.length)
	const answer = await storedFileAnswer(store, name, { method: req.method, range: req.headers.range ?? null })
	const stream = answer.open ? await answer.open() : undefined
	// Missing, or removed between reading its size and opening it.
	if (answer.status === 404 || stream === null)
		return void res.status(404).type('text/plain').send('Not found')
	res.status(answer.status).set(answer.headers)
	if (!stream) return void res.end()
	pipeline(stream, res, () => {
		// A client gone mid-file: pipeline has destroyed the store's stream; nothing to answer.
	})
}

async function main() {
	let env: Env
	try {
		env = (await import('#app/lib/env.server.ts')).env
	} catch (error) {
		console.error(error instanceof Error ? error.message : error)
		process.exit(1)
	}
	// Readable by the server's user only (ADR 0040): what it creates, and what older releases left looser.
	process.umask(0o077)
	const { tightenDataFiles } = await import('#app/db/private-files.server.ts')
	tightenDataFiles({ databasePath: env.DATABASE_URL ? undefined : env.DATABASE_PATH, dataDir: env.DATA_DIR })
	if (!fs.existsSync(buildPath)) {
		console.error('No build found: run `npm run build` first (npm start does it for you).')
		process.exit(1)
	}

	// Imported once the environment is known to be valid: it reads the database through `env`.
	const { createServerPageCache } = await import('./page-cache.ts')
	const { db } = await import('#app/db/db.server.ts')
	const { prepareDatabase } = await import('#app/demo/prepare.server.ts')
	const { fileStore } = await import('#app/lib/storage/file-store.server.ts')
	await prepareDatabase(db, {
		store: fileStore,
		seedDemoContent: env.SEED_DEMO_CONTENT,
		admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME },
		log: console.log,
	})

	const { logger } = await import('#app/lib/logger.server.ts')
	const { flushRefusalMetric, logRefusal } = await import('#app/lib/http/refusal-log.server.ts')
	const { requestLog } = await import('#app/lib/http/request-log.server.ts')
	const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild
	const siteOrigin = new URL(env.SITE_URL).origin
	/** Answers a refused request with `status` and `body`, and logs it as a refusal of `kind`. */
	const refuse = (
		req: express.Request,
		res: express.Response,
		kind: RefusalKind,
		status: number,
		type: string,
		body: string,
	) => {
		logRefusal(kind, { method: req.method, path: req.path, status })
		res.status(status).type(type).send(body)
	}
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', env.TRUST_PROXY)
	// The security headers (helmet's, HSTS only over HTTPS), on every answer, refusals included.
	app.use((req, res, next) => helmetHeaders(req.secure)(req, res, next))
	app.use((req, res, next) => {
		res.setHeader('Permissions-Policy', permissionsPolicy(req.path))
		if (PRIVATE_PATHS.test(req.path)) res.setHeader('Cache-Control', 'private, no-store')
		res.setHeader('Content-Security-Policy', REFUSAL_CSP)
		// Refusals, cheapest first, each before the request reaches React Router or its body is read.
		const method = methodVerdict(req.method)
		if (method) {
			res.setHeader('Allow', ALLOWED_METHODS)
			// A CORS preflight for the public read API is answered as one (ADR 0061); other paths get none.
			if (method === 204)
				return void res
					.set(preflightHeaders(req.path) ?? {})
					.status(204)
					.end()
			return refuse(req, res, 'method', method, 'text/plain', `The method ${req.method} is not served here.`)
		}
		const ownOrigin = `${req.protocol}://${req.host}`
		const originHeaders = {
			method: req.method,
			origin: header(req, 'origin'),
			fetchSite: header(req, 'sec-fetch-site'),
		}
		if (!isSameOriginWrite(originHeaders, [ownOrigin, siteOrigin]))
			return refuse(req, res, 'cross-site', 403, 'text/plain', CROSS_SITE_WRITE)
		const verdict = bodyLimitVerdict(req.method, req.path, {
			contentLength: req.headers['content-length'],
			transferEncoding: req.headers['transfer-encoding'],
		})
		if (verdict) {
			const reply = bodyRefusal(verdict, req.path, req.headers.accept)
			return refuse(req, res, 'body-size', verdict, reply.type, reply.body)
		}
		res.removeHeader('Content-Security-Policy')
		next()
	})
	// The client's address for per-address limits, set here so a client cannot supply it.
	app.use((req, _res, next) => {
		req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
		next()
	})
	// One line per request answered from here on (`lib/http/request-log.server.ts`).
	app.use(requestLog(logger))
	// Stored pictures and the hero video, streamed from the file store with byte ranges before
	// compression and React Router: a video player's hundreds of range requests cost the server
	// little more than the bytes they carry (ADR 0064). The route module answers them in development.
	app.get('/uploads/*name', (req, res, next) => {
		void sendStoredFile(fileStore, req, res).catch(next)
	})
	app.use(compression())
	app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
	const clientDir = path.join(buildDir, 'client')
	const clientFiles = express.static(clientDir, {
		maxAge: '1h',
		// The service worker and the manifest are checked on every visit, so a new release reaches
		// every phone at once (ADR 0036).
		setHeaders: (res, file) => {
			if (/(^|[/\\])(sw\.js|manifest\.webmanifest)$/.test(file)) res.setHeader('Cache-Control', 'no-cache')
		},
	})
	// A page's path (`/register`) names nothing at the top of the built client: it goes on to React
	// Router without a look on disk (ADR 0053).
	const clientEntries = new Set(fs.readdirSync(clientDir))
	app.use((req, res, next) =>
		mayBeClientFile(req.path, clientEntries) ? clientFiles(req, res, next) : next(),
	)
	// This is the production server whatever NODE_ENV says (`npm run dev` is the development one):
	// React Router's production mode, which never shows a stack trace to a visitor.
	app.all('*splat', createRequestHandler({ build, mode: 'production' }))

	// Public pages are answered from the page cache before Express and React see the request.
	// X-Forwarded-Proto counts only from a proxy the app trusts (Express's compiled TRUST_PROXY).
	const trustsProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean
	const isSecure = (request: IncomingMessage) =>
		'encrypted' in request.socket ||
		(trustsProxy(request.socket.remoteAddress ?? '', 0) && request.headers['x-forwarded-proto'] === 'https')
	const pageCache = createServerPageCache({
		build,
		mode: 'production',
		db,
		siteUrl: env.SITE_URL,
		checkEveryMs: env.PAGE_CACHE_CHECK_MS,
		maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
		responseHeaders: (request) => (isSecure(request) ? cachedPageHeaders.secure : cachedPageHeaders.plain),
	})
	const server = http.createServer((req, res) => {
		const handled = pageCache.handle(req, res)
		if (handled === false) app(req, res)
		else if (handled !== true) void handled.then((answered) => answered || app(req, res))
	})
	server.listen(env.PORT, env.HOST, () => {
		logger.info(
			{ listening: listeningOn(server), siteUrl: env.SITE_URL },
			`Summit is serving on ${listeningOn(server)}`,
		)
	})

	// The mail worker sends what registrations and enquiries queued (ADR 0034).
	const { createMailTransport } = await import('#app/lib/mail/transport.server.ts')
	const { startMailWorker } = await import('#app/modules/mail/mail-worker.server.ts')
	const { renderReceiptPdf } = await import('#app/modules/payments/documents-pdf.server.ts')
	const { mailFileStore } = await import('#app/lib/storage/file-store.server.ts')
	const mailWorker = startMailWorker({
		db,
		// Without SMTP_URL, mail files go into the mail-file store every instance reads (ADR 0065).
		transport: createMailTransport({ smtpUrl: env.SMTP_URL, store: mailFileStore }),
		files: mailFileStore,
		context: {
			siteUrl: env.SITE_URL,
			from: env.MAIL_FROM,
			// Paystack is configured: the mails that ask for money offer "Pay now" (docs/payments.md).
			payOnline: Boolean(env.PAYSTACK_SECRET_KEY),
			// A "payment received" mail carries its receipt as a PDF.
			receiptPdf: renderReceiptPdf,
		},
		pollMs: env.MAIL_POLL_MS,
		log: logger,
	})

	// The webhook worker sends the events queued for the endpoints staff registered, signed, to
	// public HTTPS addresses only (ADR 0063, docs/webhooks.md).
	const { startWebhookWorker } = await import('#app/modules/webhooks/webhook-worker.server.ts')
	const webhookWorker = startWebhookWorker({ db, pollMs: env.WEBHOOK_POLL_MS, log: logger })

	let closing = false
	const shutdown = (signal: string) => {
		if (closing) return
		closing = true
		logger.info(`${signal}: finishing in-flight requests…`)
		// The refusals counted since the last metric line are not lost with the process.
		flushRefusalMetric()
		server.close(async () => {
			await Promise.all([mailWorker.stop(), webhookWorker.stop()])
			await db.destroy()
			process.exit(0)
		})
		setTimeout(() => process.exit(1), 10_000).unref()
	}
	process.on('SIGTERM', () => shutdown('SIGTERM'))
	process.on('SIGINT', () => shutdown('SIGINT'))
}

await main()
