/**
 * One production server for the browser tests: the build's `server/main.js` started by
 * `tests/e2e/serve.mjs` on its own port with its own data folder (SQLite file and uploads), stopped
 * and its folder removed by `stop()`. Each Playwright worker starts its own (see fixtures.ts), so
 * workers never share data, sessions or rate limits.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The seeded Administrator every server is started with. */
export const e2eAdmin = { email: 'admin@e2e.example', password: 'e2e-admin-password' }

/** The empty server allows few form submissions, so the 429 page can be tested there. */
export const emptySiteFormRateLimit = 3

/** The empty site's share of fallback questions per address, under its attempts' limit (five times the form limit). */
export const emptySiteQuestionsPerAddress = 5

/** The first port the browser tests use (`E2E_PORT`); each worker takes `PORTS_PER_WORKER` from it. */
export const basePort = Number(process.env.E2E_PORT ?? 3311)

/** Ports a worker owns: the seeded server, the empty server and one spare (the crash test's server). */
export const PORTS_PER_WORKER = 3

/** The ports of the worker with `parallelIndex` (0 … workers − 1, reused by a replacement worker). */
export function workerPorts(parallelIndex: number) {
	const first = basePort + PORTS_PER_WORKER * parallelIndex
	return { seeded: first, empty: first + 1, spare: first + 2 }
}

export interface SiteServer {
	/** `http://127.0.0.1:<port>`, without a trailing slash. */
	url: string
	port: number
	dataDir: string
	databasePath: string
	uploadsDir: string
	/** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its data folder. */
	stop: () => Promise<void>
}

/**
 * The server's environment: production mode on 127.0.0.1, SQLite in `dataDir`, the seeded
 * Administrator, and either the demo content with a high form limit or an empty site with a low one
 * behind one proxy (`TRUST_PROXY=1`).
 * The page cache reads the content version before every page, so a change a test makes straight in
 * the database shows on the next page load (in production it may take up to a second).
 */
export function serverEnv(port: number, dataDir: string, seed: boolean): Record<string, string> {
	return {
		NODE_ENV: 'production',
		PORT: String(port),
		HOST: '127.0.0.1',
		DATABASE_URL: '',
		DATABASE_PATH: path.join(dataDir, 'summit.db'),
		DATA_DIR: dataDir,
		SITE_URL: `http://127.0.0.1:${port}`,
		SEED_DEMO_CONTENT: String(seed),
		FORM_RATE_LIMIT: seed ? '1000' : String(emptySiteFormRateLimit),
		// Every submission of a worker's tests comes from 127.0.0.1; the empty site's budget is small.
		CAPTCHA_QUESTIONS_PER_ADDRESS: seed ? '100000' : String(emptySiteQuestionsPerAddress),
		// Every mail of a worker's tests comes from 127.0.0.1 and goes to @e2e.example; the per-mailbox
		// limit keeps its default (tests/e2e/mail-limits.spec.ts), and the empty site keeps all three.
		...(seed ? { MAIL_LIMIT_PER_CLIENT: '100000', MAIL_LIMIT_PER_DOMAIN: '100000' } : {}),
		// The empty site stands as if behind one proxy, so its limits can be tested with X-Forwarded-For.
		TRUST_PROXY: seed ? 'false' : '1',
		ADMIN_EMAIL: e2eAdmin.email,
		ADMIN_PASSWORD: e2eAdmin.password,
		PAGE_CACHE_CHECK_MS: '0',
	}
}

/**
 * The environment that points a server at a stand-in for Paystack (`tests/setup/paystack.ts`):
 * Paystack cannot be reached from here, so a local server speaks its documented API. Its key, its
 * API and its payment pages (one origin), and a short timeout.
 */
export function paystackEnv(paystack: { url: string; secretKey: string }): Record<string, string> {
	return {
		PAYSTACK_SECRET_KEY: paystack.secretKey,
		PAYSTACK_BASE_URL: paystack.url,
		PAYSTACK_CHECKOUT_ORIGIN: paystack.url,
		PAYSTACK_TIMEOUT_MS: '2000',
	}
}

/** A port nothing listens on now on 127.0.0.1 (the system's choice), for a server of a test's own. */
export function freePort(): Promise<number> {
	return new Promise((resolve) => {
		const probe = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as net.AddressInfo
			probe.close(() => resolve(port))
		})
	})
}

/** True when nothing listens on `port` on 127.0.0.1. */
function isPortFree(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const probe = net.createServer()
		probe.once('error', () => resolve(false))
		probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
	})
}

/**
 * Resolves when serve.mjs reports that the server listens on `port` (a message on the IPC channel).
 * Rejects when the process exits first or `signal` aborts; the message has the server's stderr.
 */
function waitUntilListening(
	child: ChildProcess,
	port: number,
	stderr: () => string,
	signal: AbortSignal,
): Promise<void> {
	return new Promise((resolve, reject) => {
		const done = (error?: Error) => {
			child.off('message', onMessage)
			child.off('exit', onExit)
			signal.removeEventListener('abort', onAbort)
			if (error) reject(error)
			else resolve()
		}
		const onMessage = (message: unknown) => {
			if ((message as { listening?: number } | null)?.listening === port) done()
		}
		const onExit = (code: number | null, signalName: string | null) =>
			done(new Error(`The e2e server exited (${code ?? signalName}) before serving:\n${stderr()}`))
		const onAbort = () => done(new Error(`The e2e server did not start in time:\n${stderr()}`))
		child.on('message', onMessage)
		child.once('exit', onExit)
		signal.addEventListener('abort', onAbort, { once: true })
	})
}

/** Sends `signal` and resolves true on exit, or false when the process is still running after `timeoutMs`. */
export async function killAndWait(
	child: ChildProcess,
	signal: NodeJS.Signals,
	timeoutMs: number,
): Promise<boolean> {
	if (child.exitCode !== null || child.signalCode !== null) return true
	const exited = once(child, 'exit', { signal: AbortSignal.timeout(timeoutMs) }).then(
		() => true,
		() => false,
	)
	child.kill(signal)
	return exited
}

/**
 * Starts the production build (built beforehand by `npm run build`; never rebuilt here) on `port`
 * with a fresh data folder `<tmp>/summit-e2e-<port>`, seeded with the demo content when `seed`, and
 * `env` added to its environment.
 * Resolves once the server listens and `/healthz` answers 200. Throws when the port is taken, or
 * the server exits, does not start within a minute or is not healthy (its stderr in the message).
 */
export async function startSiteServer({
	port,
	seed,
	env = {},
}: {
	port: number
	seed: boolean
	/** More of the server's environment (Paystack's stand-in: `paystackEnv`). */
	env?: Record<string, string>
}): Promise<SiteServer> {
	const url = `http://127.0.0.1:${port}`
	const dataDir = path.join(os.tmpdir(), `summit-e2e-${port}`)
	if (!(await isPortFree(port))) {
		throw new Error(`Port ${port} is in use: choose other e2e ports with E2E_PORT (see playwright.config.ts)`)
	}
	// The IPC channel lets serve.mjs stop the server when this worker goes away without a teardown.
	const child = spawn(process.execPath, ['tests/e2e/serve.mjs'], {
		env: { ...process.env, ...serverEnv(port, dataDir, seed), ...env },
		stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
	})
	let stderr = ''
	child.stderr!.setEncoding('utf8')
	child.stderr!.on('data', (chunk: string) => {
		stderr = (stderr + chunk).slice(-20_000)
	})
	const stop = async () => {
		if (!(await killAndWait(child, 'SIGTERM', 5_000))) await killAndWait(child, 'SIGKILL', 5_000)
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
	try {
		await waitUntilListening(child, port, () => stderr, AbortSignal.timeout(60_000))
		const health = await fetch(`${url}/healthz`)
		if (!health.ok) throw new Error(`The e2e server at ${url} is not healthy (${health.status}):\n${stderr}`)
	} catch (error) {
		await stop()
		throw error
	}
	return {
		url,
		port,
		dataDir,
		databasePath: path.join(dataDir, 'summit.db'),
		uploadsDir: path.join(dataDir, 'uploads'),
		stop,
	}
}
