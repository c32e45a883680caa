/**
 * The production server as `npm start` runs it (compiled by `npm run build`), started by a
 * bench on its own port with its own database and data folder in `dir`. Shared by the benches.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/**
 * Starts `build/server/main.js` (or `$BUILD_DIR/server/main.js`) on 127.0.0.1:`port` with SQLite in
 * `dir`; `env` adds or overrides variables (e.g. `SEED_DEMO_CONTENT`), `nodeArgs` are given to node
 * before the script (e.g. `--cpu-prof`). Throws when there is no build.
 */
export function startBuiltServer(
	port: number,
	dir: string,
	env: Record<string, string> = {},
	nodeArgs: readonly string[] = [],
): ChildProcess {
	const server = path.join(process.env.BUILD_DIR ?? 'build', 'server/main.js')
	if (!fs.existsSync(server)) throw new Error('No build found: run `npm run build` first.')
	return spawn(process.execPath, [...nodeArgs, server], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			DATABASE_URL: '',
			DATABASE_PATH: path.join(dir, 'summit.db'),
			DATA_DIR: dir,
			SITE_URL: `http://127.0.0.1:${port}`,
			LOG_LEVEL: 'warn',
			...env,
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	})
}

/** Resolves once `url` answers 200; throws after `timeoutMs` (milliseconds). */
export async function waitUntilUp(url: string, timeoutMs = 90_000): Promise<void> {
	const until = Date.now() + timeoutMs
	while (Date.now() < until) {
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// not up yet
		}
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * A GET of `url` asking for gzip, on a new connection (a kept-alive one may have been closed
 * meanwhile): the status, the headers and the bytes as sent (still compressed).
 */
export function getGzip(
	url: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
	return new Promise((resolve, reject) => {
		http
			.get(url, { agent: false, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('end', () =>
					resolve({
						status: response.statusCode ?? 0,
						headers: response.headers,
						body: Buffer.concat(chunks),
					}),
				)
			})
			.on('error', reject)
	})
}
