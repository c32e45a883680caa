/**
 * The real multi-instance deployment, started by a test or a bench all by itself (docs/testing.md,
 * "The cluster test"): a new PostgreSQL database on the server of `TEST_DATABASE_URL`, an
 * S3-compatible server (s3rver) with one bucket, an SMTP server that keeps what it receives, N
 * production servers of the build (`build/server/main.js`, each with its own port and data folder,
 * the same database, bucket and secrets), and nginx (Debian's) in front of them with the
 * repository's `deploy/nginx/summit-locations.conf`, on a port that is not 80 so a proxy that drops
 * the port from `Host` shows. `stop()` stops every process and removes every folder and the database,
 * and so does a failed start.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { freePort, killAndWait } from '#tests/e2e/support/site-server.ts'
import { createEmptyPostgresDatabase } from '#tests/setup/databases.ts'
import { startS3Server } from '#tests/setup/s3-server.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/setup/smtp.ts'

/** The Administrator every instance is started with (the demo seed makes it). */
export const clusterAdmin = { email: 'admin@cluster.example', password: 'cluster-admin-password' }

/** The bucket the instances share. */
export const clusterBucket = 'summit-cluster'

/** One production server of the cluster. */
export interface ClusterInstance {
	/** `A`, `B`, … in the order of `upstreams`. */
	name: string
	/** `http://127.0.0.1:<port>`: the instance directly, not through nginx. */
	url: string
	port: number
	dataDir: string
	/** The process (null once it has exited). */
	readonly running: boolean
	/** Sends `signal` and resolves once the process has exited. */
	kill(signal?: NodeJS.Signals): Promise<void>
	/** The last 20,000 characters the instance wrote (stdout and stderr). */
	output(): string
}

/** One request as nginx logged it. */
export interface ProxiedRequest {
	status: number
	/** The instance that answered (its name), or null when nginx answered from its cache or alone. */
	instance: string | null
	/** nginx's `$request_time`, in milliseconds. */
	ms: number
	/** The request line, e.g. `GET /agenda HTTP/1.1`. */
	request: string
}

export interface Cluster {
	/** nginx's `http://127.0.0.1:<port>` (no trailing slash): the public origin, every `SITE_URL`. */
	url: string
	instances: ClusterInstance[]
	/** The PostgreSQL database the instances share, and a handle on it for the tests' checks. */
	databaseUrl: string
	db: Database
	smtp: TestSmtpServer
	/** The S3 endpoint (`http://127.0.0.1:<port>`) and the folder s3rver keeps the bucket in. */
	s3: { endpoint: string; directory: string }
	/** The keys in the bucket that start with `prefix` (e.g. `uploads/`), sorted. */
	bucketKeys(prefix?: string): Promise<string[]>
	/** Every request nginx has logged so far, oldest first. */
	proxied(): ProxiedRequest[]
	/** Stops nginx, the instances, s3rver and the SMTP server; drops the database; removes the folders. */
	stop(): Promise<void>
}

export interface ClusterOptions {
	/** How many instances (2 by default). */
	instances?: number
	/** Start every instance at the same moment on the empty database (default: one after another). */
	startTogether?: boolean
	/** Load the demo content into the empty database (default true). */
	seed?: boolean
	/** More environment for every instance. */
	env?: Record<string, string>
}

/** The build's server, or a clear refusal when there is none. */
function builtServer(): string {
	const server = path.resolve(process.env.BUILD_DIR ?? 'build', 'server/main.js')
	if (!fs.existsSync(server))
		throw new Error(`No build at ${server}: the cluster test serves the build. Run \`npm run build\` first.`)
	return server
}

/** Debian's nginx, or a clear refusal when it is not installed. */
function nginxBinary(): string {
	for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
		if (fs.existsSync(candidate)) return candidate
	}
	throw new Error('nginx is not installed: the cluster test runs it (`apt-get install nginx`).')
}

/** Refuses clearly when there is no PostgreSQL server to create the cluster's database on. */
function requireTestDatabaseServer(): void {
	if (!process.env.TEST_DATABASE_URL)
		throw new Error(
			'TEST_DATABASE_URL is not set: the cluster test creates its database on that PostgreSQL server (`npm test` starts one).',
		)
}

/** SIGTERM, then SIGKILL after 5 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
	if (!(await killAndWait(child, 'SIGTERM', 5_000))) await killAndWait(child, 'SIGKILL', 5_000)
}

/** Resolves once `url` answers 200; rejects when `child` exits first or after `timeoutMs`. */
async function waitUntilHealthy(url: string, child: ChildProcess, what: () => string, timeoutMs: number) {
	const until = Date.now() + timeoutMs
	while (Date.now() < until) {
		if (child.exitCode !== null || child.signalCode !== null)
			throw new Error(`${what()} exited (${child.exitCode ?? child.signalCode}) before serving`)
		try {
			if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return
		} catch {
			// not up yet
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error(`${what()} did not answer ${url} within ${timeoutMs / 1000} s`)
}

/** The signing secret every instance shares (docs/deployment.md: identical on every instance). */
const SIGNING_SECRET = crypto.randomBytes(32).toString('base64url')

/**
 * Starts one production server of the build on `port` through tests/e2e/serve.mjs (which stops the
 * server when this process goes away, and empties and removes its data folder).
 */
function spawnInstance(
	name: string,
	port: number,
	env: Record<string, string>,
): { instance: ClusterInstance; child: ChildProcess } {
	builtServer()
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `summit-e2e-cluster-${name}-`))
	const child = spawn(process.execPath, ['tests/e2e/serve.mjs'], {
		env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
		stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
	})
	let output = ''
	for (const stream of [child.stdout!, child.stderr!]) {
		stream.setEncoding('utf8')
		stream.on('data', (chunk: string) => {
			output = (output + chunk).slice(-20_000)
		})
	}
	const instance: ClusterInstance = {
		name,
		url: `http://127.0.0.1:${port}`,
		port,
		dataDir,
		get running() {
			return child.exitCode === null && child.signalCode === null
		},
		async kill(signal: NodeJS.Signals = 'SIGTERM') {
			if (signal === 'SIGTERM') await stopProcess(child)
			else await killAndWait(child, signal, 10_000)
			fs.rmSync(dataDir, { recursive: true, force: true })
		},
		output: () => output,
	}
	return { instance, child }
}

/** nginx's configuration: the instances as `upstream summit`, the repository's locations, a log of each request. */
function nginxConfig(dir: string, port: number, upstreams: readonly number[]): string {
	const locations = path.resolve('deploy/nginx/summit-locations.conf')
	return `
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
	log_format cluster '$status "$upstream_addr" $request_time "$request"';
	access_log ${dir}/access.log cluster;
	client_body_temp_path ${dir}/client-body;
	proxy_temp_path ${dir}/proxy;
	fastcgi_temp_path ${dir}/fastcgi;
	uwsgi_temp_path ${dir}/uwsgi;
	scgi_temp_path ${dir}/scgi;
	proxy_cache_path ${dir}/cache keys_zone=summit_pages:10m;
	upstream summit {
${upstreams.map((p) => `\t\tserver 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
		keepalive 16;
	}
	server {
		listen 127.0.0.1:${port};
		server_name _;
		include ${locations};
	}
}
`
}

/**
 * Starts the whole cluster (see the file's comment); resolves once nginx answers `/healthz` and every
 * instance did. Throws, having stopped and removed whatever it had started, when any part fails (an
 * instance's output is in the message).
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
	const count = options.instances ?? 2
	const server = builtServer()
	const nginx = nginxBinary()
	requireTestDatabaseServer()
	const cleanups: (() => Promise<void> | void)[] = []
	const stop = async () => {
		const errors: unknown[] = []
		for (const cleanup of cleanups.splice(0).reverse()) {
			try {
				await cleanup()
			} catch (error) {
				errors.push(error)
			}
		}
		if (errors.length) throw new AggregateError(errors, 'The cluster did not stop cleanly')
	}
	try {
		const database = await createEmptyPostgresDatabase()
		cleanups.push(database.drop)
		const db = createDatabase({ databaseUrl: database.url, databasePath: '' })
		cleanups.push(() => db.destroy())
		const s3 = await startS3Server(clusterBucket)
		cleanups.push(() => s3.stop())
		const smtp = await startTestSmtpServer()
		cleanups.push(() => smtp.close())

		const nginxPort = await freePort()
		const url = `http://127.0.0.1:${nginxPort}`
		const ports: number[] = []
		for (let i = 0; i < count; i++) {
			let port = await freePort()
			while (port === nginxPort || ports.includes(port)) port = await freePort()
			ports.push(port)
		}
		const env: Record<string, string> = {
			BUILD_DIR: path.dirname(path.dirname(server)),
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			DATABASE_URL: database.url,
			SITE_URL: url,
			SEED_DEMO_CONTENT: String(options.seed ?? true),
			ADMIN_EMAIL: clusterAdmin.email,
			ADMIN_PASSWORD: clusterAdmin.password,
			SIGNING_SECRET,
			SMTP_URL: smtp.url,
			MAIL_POLL_MS: '500',
			// S3_BUCKET, AWS_ENDPOINT_URL_S3, AWS_REGION and the server's credentials.
			...s3.env,
			// Behind nginx on this machine: the client's address is the X-Forwarded-For it adds.
			TRUST_PROXY: '1',
			// Every request of the tests and benches comes from 127.0.0.1 and mails @cluster.example.
			FORM_RATE_LIMIT: '100000',
			CAPTCHA_QUESTIONS_PER_ADDRESS: '1000000',
			MAIL_LIMIT_PER_CLIENT: '1000000',
			MAIL_LIMIT_PER_DOMAIN: '1000000',
			LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
			...options.env,
		}

		const instances: ClusterInstance[] = []
		const startOne = async (i: number) => {
			const { instance, child } = spawnInstance(String.fromCharCode(65 + i), ports[i]!, env)
			instances.push(instance)
			cleanups.push(() => instance.kill('SIGTERM'))
			await waitUntilHealthy(
				`${instance.url}/healthz`,
				child,
				() => `Instance ${instance.name}:\n${instance.output()}\n`,
				90_000,
			)
		}
		if (options.startTogether) await Promise.all(ports.map((_, i) => startOne(i)))
		else for (let i = 0; i < count; i++) await startOne(i)
		instances.sort((a, b) => a.name.localeCompare(b.name))

		const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-cluster-nginx-'))
		cleanups.push(() => fs.rmSync(nginxDir, { recursive: true, force: true }))
		const config = path.join(nginxDir, 'nginx.conf')
		fs.writeFileSync(config, nginxConfig(nginxDir, nginxPort, ports))
		// One process (no master and workers), so stopping it stops all of nginx; never a daemon.
		const proxy = spawn(
			nginx,
			[
				'-p',
				`${nginxDir}/`,
				'-c',
				config,
				'-e',
				path.join(nginxDir, 'error.log'),
				'-g',
				'daemon off; master_process off;',
			],
			{ stdio: ['ignore', 'ignore', 'pipe'] },
		)
		let proxyErrors = ''
		proxy.stderr!.setEncoding('utf8')
		proxy.stderr!.on('data', (chunk: string) => (proxyErrors += chunk))
		cleanups.push(() => stopProcess(proxy))
		const errorLog = () => {
			try {
				return fs.readFileSync(path.join(nginxDir, 'error.log'), 'utf8')
			} catch {
				return ''
			}
		}
		await waitUntilHealthy(`${url}/healthz`, proxy, () => `nginx:\n${proxyErrors}${errorLog()}`, 20_000)

		const byAddress = new Map(instances.map((instance) => [`127.0.0.1:${instance.port}`, instance.name]))
		const proxied = (): ProxiedRequest[] => {
			const logFile = path.join(nginxDir, 'access.log')
			if (!fs.existsSync(logFile)) return []
			return fs
				.readFileSync(logFile, 'utf8')
				.split('\n')
				.filter(Boolean)
				.map((line) => {
					const [, status, upstream, seconds, request] = /^(\d+) "([^"]*)" ([\d.]+) "(.*)"$/.exec(line) ?? []
					// After a failed try nginx lists every upstream it tried ("a, b"): the last one answered.
					const last = upstream?.split(', ').at(-1) ?? '-'
					return {
						status: Number(status),
						instance: byAddress.get(last) ?? null,
						ms: Number(seconds) * 1000,
						request: request ?? line,
					}
				})
		}
		return {
			url,
			instances,
			databaseUrl: database.url,
			db,
			smtp,
			s3: { endpoint: s3.endpoint, directory: s3.directory },
			bucketKeys: async (prefix = '') => (await s3.keys()).filter((key) => key.startsWith(prefix)),
			proxied,
			stop,
		}
	} catch (error) {
		await stop().catch(() => {})
		throw error
	}
}
