/**
 * `npm run test:node-versions`: the production build (`build/`, made by `npm run build`) started on
 * every Node version of `NODE_RUNTIMES` (installed from the npm registry by `node-runtimes.ts`), each
 * on a fresh PostgreSQL database (`TEST_DATABASE_URL`) and data folder, and with `--sqlite` also on a
 * fresh SQLite file through a better-sqlite3 copy built for that Node. On each: the native modules
 * load (argon2 hashes and verifies, sharp converts an image), the server starts and seeds the demo
 * content, the home page answers 200, a registration posted as a browser without JavaScript does it
 * (answering the form's question) is thanked, and its confirmation mail reaches an SMTP server this
 * script runs. With `--build`, each version first builds the app itself (`npm run build` into
 * `build-node<major>`, with the SQLite copy, which the build's critical-CSS step runs the server on)
 * and the runs serve that build. The full suite runs on the Node running this script (ADR 0067).
 *
 * Prints one line per run and a closing `N passed, N failed`; exits 1 when any run failed, with the
 * step that failed and the server's own output.
 *
 *   npm run build && npm run test:node-versions [-- --sqlite] [--build] [--only 24]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '#tests/e2e/support/site-server.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/setup/smtp.ts'
import {
	NODE_RUNTIMES,
	type NodeRuntime,
	installNodeRuntime,
	nodeImportHookFor,
	sqliteAddonFor,
} from './node-runtimes.ts'

const args = process.argv.slice(2)
const WITH_SQLITE = args.includes('--sqlite')
const WITH_BUILD = args.includes('--build')
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
const SERVER = path.resolve(process.env.BUILD_DIR ?? 'build', 'server/main.js')
const ADMIN_URL = process.env.TEST_DATABASE_URL
/** How long the server may take to migrate, seed the demo content and answer (milliseconds). */
const START_TIMEOUT_MS = 90_000

type Dialect = 'postgres' | 'sqlite'

/** A step that failed, said in one line, with what the server printed. */
class SmokeFailure extends Error {}

/** `text`'s last `lines` lines. */
const tail = (text: string, lines = 40) => text.trim().split('\n').slice(-lines).join('\n')

/**
 * `npm run build` on `runtime` (its `node` first on PATH) into `build-node<major>`, better-sqlite3's
 * copy for it loaded through `NODE_OPTIONS`; returns the built server's path. Throws a
 * `SmokeFailure` with the build's last lines.
 */
function buildOn(runtime: NodeRuntime): string {
	const buildDir = `build-node${runtime.version.split('.')[0]}`
	try {
		execFileSync('npm', ['run', '-s', 'build'], {
			env: {
				...process.env,
				PATH: `${path.dirname(runtime.node)}${path.delimiter}${process.env.PATH ?? ''}`,
				NODE_OPTIONS: nodeImportHookFor(sqliteAddonFor(runtime)),
				BUILD_DIR: buildDir,
			},
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'pipe'],
		})
	} catch (error) {
		const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string }
		throw new SmokeFailure(`npm run build fails:\n${tail(`${stdout ?? ''}\n${stderr ?? message}`)}`, {
			cause: error,
		})
	}
	return path.resolve(buildDir, 'server/main.js')
}

/** The runtime's native modules load and work: argon2 (N-API), sharp (N-API). Throws otherwise. */
function checkNativeModules(runtime: NodeRuntime) {
	const script = `
		const { hash, verify } = await import('@node-rs/argon2')
		const sharp = (await import('sharp')).default
		const digest = await hash('a password of twelve', { memoryCost: 1024, timeCost: 1 })
		if (!(await verify(digest, 'a password of twelve'))) throw new Error('argon2 does not verify its own hash')
		const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } }).png().toBuffer()
		const { width, height } = await sharp(png).metadata()
		if (width !== 4 || height !== 3) throw new Error('sharp read back ' + width + 'x' + height)
		console.log(process.version)`
	try {
		const version = execFileSync(runtime.node, ['--input-type=module', '-e', script], {
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'pipe'],
		}).trim()
		if (version !== `v${runtime.version}`) throw new Error(`ran on ${version}`)
	} catch (error) {
		const { stderr, message } = error as { stderr?: string; message: string }
		throw new SmokeFailure(`native modules (@node-rs/argon2, sharp) fail:\n${stderr || message}`, {
			cause: error,
		})
	}
}

/** A new, empty PostgreSQL database for one run: its URL, and a function that drops it. */
async function freshPostgresDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
	const name = `summit_smoke_${label}_${process.pid}_${Date.now()}`.replace(/\W/g, '_')
	const admin = new pg.Client(ADMIN_URL)
	await admin.connect()
	try {
		await admin.query(`create database "${name}"`)
	} finally {
		await admin.end()
	}
	const url = new URL(ADMIN_URL!)
	url.pathname = `/${name}`
	return {
		url: url.href,
		async drop() {
			const client = new pg.Client(ADMIN_URL)
			await client.connect()
			try {
				await client.query(`drop database if exists "${name}" with (force)`)
			} finally {
				await client.end()
			}
		},
	}
}

/** The no-JavaScript question of a page: its id and answer, or null when it has none. */
function questionOf(page: string): { id: string; answer: string } | null {
	const id = /name="captcha_id" value="([^"]+)"/.exec(page)?.[1]
	const sum = /What is (\d+) \+ (\d+)\?/.exec(page)
	return id && sum ? { id, answer: String(Number(sum[1]) + Number(sum[2])) } : null
}

/** Resolves once `url` answers 200; throws when `server` exits first or after the timeout. */
async function waitUntilUp(url: string, server: ChildProcess) {
	const until = Date.now() + START_TIMEOUT_MS
	while (Date.now() < until) {
		if (server.exitCode !== null || server.signalCode !== null)
			throw new SmokeFailure(`the server exited (${server.exitCode ?? server.signalCode}) before answering`)
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	throw new SmokeFailure(`the server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`)
}

/** Stops the server (SIGTERM, then SIGKILL after 10 s) and resolves when it has exited. */
async function stop(server: ChildProcess) {
	if (server.exitCode !== null || server.signalCode !== null) return
	const exited = new Promise((resolve) => server.once('exit', resolve))
	server.kill('SIGTERM')
	const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
	await exited
	clearTimeout(timer)
}

/**
 * One run: the server (`serverPath`, a built `main.js`) on `runtime` with `dialect`, the home page,
 * a registration and its mail.
 * Resolves with the seconds it took; throws a `SmokeFailure` naming the step that failed.
 */
async function smoke(
	runtime: NodeRuntime,
	dialect: Dialect,
	smtp: TestSmtpServer,
	serverPath: string,
): Promise<number> {
	const started = performance.now()
	checkNativeModules(runtime)
	const port = await freePort()
	const base = `http://127.0.0.1:${port}`
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `summit-node-${runtime.version}-`))
	const nodeArgs: string[] = []
	const databaseEnv: Record<string, string> = {}
	let dropDatabase = async () => {}
	if (dialect === 'postgres') {
		const database = await freshPostgresDatabase(`${runtime.version}`)
		databaseEnv.DATABASE_URL = database.url
		dropDatabase = database.drop
	} else {
		nodeArgs.push(nodeImportHookFor(sqliteAddonFor(runtime)))
		databaseEnv.DATABASE_URL = ''
		databaseEnv.DATABASE_PATH = path.join(dataDir, 'summit.db')
	}
	const output: string[] = []
	const server = spawn(runtime.node, [...nodeArgs, serverPath], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			SITE_URL: base,
			SMTP_URL: smtp.url,
			MAIL_POLL_MS: '200',
			LOG_LEVEL: 'warn',
			...databaseEnv,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	server.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
	server.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
	try {
		await waitUntilUp(`${base}/healthz`, server)

		const home = await fetch(`${base}/`)
		const homeHtml = await home.text()
		if (home.status !== 200 || !homeHtml.includes('<html'))
			throw new SmokeFailure(`GET / answered ${home.status}, not the home page`)

		const email = `smoke-${runtime.version}-${dialect}-${process.pid}@example.com`
		const fields = {
			name: `Smoke Delegate ${runtime.version}`,
			company_name: 'Node Versions Ltd',
			role: 'Internal Auditor',
			email,
			whatsapp_number: '+233 24 123 4567',
			consent: 'on',
			website: '',
		}
		const headers = { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' }
		const form = await fetch(`${base}/register`)
		if (form.status !== 200) throw new SmokeFailure(`GET /register answered ${form.status}`)
		// The page asks its question only once it has one to spare; else the first post's answer asks it.
		let question = questionOf(await form.text())
		if (!question) {
			const unanswered = await fetch(`${base}/register`, {
				method: 'POST',
				body: new URLSearchParams(fields),
				redirect: 'manual',
				headers,
			})
			question = questionOf(await unanswered.text())
		}
		if (!question) throw new SmokeFailure("neither /register nor its first post asked the form's question")
		const posted = await fetch(`${base}/register`, {
			method: 'POST',
			body: new URLSearchParams({ ...fields, captcha_id: question.id, captcha_answer: question.answer }),
			redirect: 'manual',
			headers,
		})
		await posted.arrayBuffer()
		const location = posted.headers.get('location') ?? ''
		if (![302, 303].includes(posted.status) || !location.startsWith('/?registered='))
			throw new SmokeFailure(
				`POST /register answered ${posted.status} (${location || 'no redirect'}), not the thank-you`,
			)

		const mailFor = () => smtp.received.find((mail) => mailTo(mail) === email)
		const mailUntil = Date.now() + 30_000
		while (!mailFor() && Date.now() < mailUntil) await new Promise((resolve) => setTimeout(resolve, 100))
		const mail = mailFor()
		if (!mail) throw new SmokeFailure(`no confirmation mail reached the SMTP server within 30 s`)
		if (!/^Your place at the /.test(mail.subject ?? ''))
			throw new SmokeFailure(`the mail to ${email} is "${mail.subject}", not the confirmation`)
		return (performance.now() - started) / 1000
	} catch (error) {
		const reason = error instanceof SmokeFailure ? error.message : String(error)
		throw new SmokeFailure(`${reason}\n--- server output ---\n${output.join('').trim() || '(none)'}`, {
			cause: error,
		})
	} finally {
		await stop(server)
		await dropDatabase().catch(() => {})
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
}

/** The first recipient of a parsed mail. */
function mailTo(mail: TestSmtpServer['received'][number]): string | undefined {
	const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
	return to?.value[0]?.address
}

if (!WITH_BUILD && !fs.existsSync(SERVER)) {
	console.error(`Node versions: FAILED, no build at ${SERVER}: run \`npm run build\` first.`)
	process.exit(1)
}
if (!ADMIN_URL) {
	console.error(
		'Node versions: FAILED, TEST_DATABASE_URL is not set (a PostgreSQL the runs may create databases on).',
	)
	process.exit(1)
}

const smtp = await startTestSmtpServer()
const dialects: Dialect[] = WITH_SQLITE ? ['postgres', 'sqlite'] : ['postgres']
let passed = 0
let failed = 0
for (const version of Object.values(NODE_RUNTIMES)) {
	if (ONLY && !version.startsWith(`${ONLY}.`)) continue
	let runtime: NodeRuntime
	try {
		const installing = performance.now()
		runtime = installNodeRuntime(version)
		console.log(
			`Node ${version}: ${runtime.node} (${((performance.now() - installing) / 1000).toFixed(1)} s to install)`,
		)
	} catch (error) {
		console.error(`✘ Node ${version}: could not install it: ${(error as Error).message}`)
		failed += dialects.length
		continue
	}
	let serverPath = SERVER
	if (WITH_BUILD) {
		try {
			const building = performance.now()
			serverPath = buildOn(runtime)
			console.log(`  built with it in ${((performance.now() - building) / 1000).toFixed(1)} s`)
		} catch (error) {
			console.error(`✘ Node ${version} FAILED: ${(error as Error).message}`)
			failed += dialects.length
			continue
		}
	}
	for (const dialect of dialects) {
		try {
			const seconds = await smoke(runtime, dialect, smtp, serverPath)
			console.log(
				`✔ Node ${version} on ${dialect}: home page, registration and its mail (${seconds.toFixed(1)} s)`,
			)
			passed++
		} catch (error) {
			console.error(`✘ Node ${version} on ${dialect} FAILED: ${(error as Error).message}`)
			failed++
		}
	}
}
await smtp.close()
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
