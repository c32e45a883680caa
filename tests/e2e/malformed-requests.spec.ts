/**
 * Malformed requests get a 4xx with a short message, never a 5xx: every route of app/routes.ts,
 * signed in as the Administrator (so admin actions are reached), with bodies the forms never send,
 * unreadable ones, bodies out of the shape every form keeps, other methods, and query values with
 * control characters or characters a `Location` header cannot carry. And refusing them writes warn
 * lines, never an error line.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FORM_SHAPE } from '#app/lib/http/form-shape.ts'
import { LINES_PER_KIND } from '#app/lib/http/refusal-log.server.ts'
import { expect, test } from './fixtures.ts'
import { routePaths } from './support/routes.ts'
import { serverEnv } from './support/site-server.ts'

/** A route pattern with its parameters filled in (`:speakerId` → 1, `*` → a page that is not there). */
function concrete(pattern: string): string {
	return pattern.replace(/:[A-Za-z]+\??/g, '1').replace(/\*$/, 'no-such-page')
}

const BODIES: { name: string; headers: Record<string, string>; data?: string }[] = [
	{ name: 'JSON', headers: { 'content-type': 'application/json' }, data: '{"email":"a@b.c","password":"x"}' },
	{ name: 'plain text', headers: { 'content-type': 'text/plain' }, data: 'email=a@b.c' },
	{
		name: 'broken multipart',
		headers: { 'content-type': 'multipart/form-data; boundary=x' },
		data: '--x\r\nbroken',
	},
	{ name: 'multipart without a boundary', headers: { 'content-type': 'multipart/form-data' }, data: 'x' },
	{ name: 'no body', headers: {} },
]

const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' }

/** Form bodies out of shape (`lib/http/form-shape.ts`), each with the status it must get on a form path. */
const OUT_OF_SHAPE: { name: string; data: string; status: 400 | 413 }[] = [
	{
		name: 'one field more than the limit',
		data: Array.from({ length: FORM_SHAPE.maxFields + 1 }, () => 'a=1').join('&'),
		status: 413,
	},
	{
		name: '60,000 repeats of one field',
		data: Array.from({ length: 60_000 }, () => 'a=1').join('&'),
		status: 413,
	},
	{
		name: 'a row number of 99,999,999',
		data: 'intent=more-rows&colleagues%5B99999999%5D.name=x',
		status: 400,
	},
	{
		name: 'a name 5,000 levels deep',
		data: `intent=more-rows&${encodeURIComponent(`a${'.b'.repeat(5000)}`)}=1`,
		status: 400,
	},
	{ name: "Conform's __state__, not JSON", data: '__state__=%7B', status: 400 },
	{ name: "Conform's __intent__, not JSON", data: '__intent__=x', status: 400 },
]

/**
 * Routes whose bodies are not form-shaped or are read by an upload parser with its own answers;
 * Paystack's webhook, JSON refused (401) unless signed, before it is read; and the API for programs
 * (`/api/v1/…`), whose routes read JSON themselves (401 without a token, 405 for a method they do
 * not take).
 */
const SHAPE_EXEMPT =
	/^\/(admin\/(logout|add-speaker|update-speaker|addpartner|update-sponsor\/|hero-picture|hero-video|add-blog-post|update-blog-post|blog-images)|webhooks\/paystack$|api\/v1\/)/

test('every route answers malformed requests with a 4xx (or its page), never a 5xx', async ({
	page,
	signInAs,
	baseURL,
}) => {
	test.setTimeout(300_000)
	await signInAs()
	const request = page.request
	const failures: string[] = []
	const check = async (label: string, answer: Promise<{ status(): number }>) => {
		const status = (await answer).status()
		if (status >= 500) failures.push(`${label}: ${status}`)
	}
	// Sign-out is last: it ends the session the others use.
	const paths = routePaths()
		.map(concrete)
		.sort((a, b) => Number(a === '/admin/logout') - Number(b === '/admin/logout'))
	for (const path of paths) {
		for (const body of BODIES) {
			await check(
				`POST ${path} (${body.name})`,
				request.post(path, {
					headers: { origin: baseURL!, ...body.headers },
					...(body.data === undefined ? {} : { data: body.data }),
					maxRedirects: 0,
				}),
			)
		}
		for (const [method, status] of [
			['PUT', 405],
			['PATCH', 405],
			['DELETE', 405],
			['TRACE', 405],
			['PROPFIND', 501],
			['OPTIONS', 204],
		] as const) {
			const answer = await request.fetch(path, {
				method,
				headers: { origin: baseURL! },
				...(method === 'TRACE' || method === 'OPTIONS' ? {} : { form: { x: '1' } }),
				maxRedirects: 0,
			})
			if (answer.status() !== status) failures.push(`${method} ${path}: ${answer.status()}, not ${status}`)
			else if (answer.headers().allow !== 'GET, HEAD, POST')
				failures.push(`${method} ${path}: Allow ${answer.headers().allow}`)
		}
		for (const body of OUT_OF_SHAPE) {
			const label = `POST ${path} (${body.name})`
			const answer = await request
				.post(path, { headers: { origin: baseURL!, ...urlencoded }, data: body.data, maxRedirects: 0 })
				.catch((error: Error) => error)
			// An upload screen stops reading a URL-encoded body past its 128 KB, and the connection ends.
			if (answer instanceof Error) {
				if (!SHAPE_EXEMPT.test(path) || !/ECONNRESET|EPIPE/.test(answer.message))
					failures.push(`${label}: ${answer.message}`)
			} else if (answer.status() >= 500) failures.push(`${label}: ${answer.status()}`)
			else if (!SHAPE_EXEMPT.test(path) && answer.status() !== body.status)
				failures.push(`${label}: ${answer.status()}, not ${body.status}`)
		}
		for (const query of [
			'q=ama%00',
			'q=%0A%7F%1B',
			'redirectTo=/admin/%E2%88%95',
			'page=%00&size=%FF&sort=%00',
		]) {
			await check(`GET ${path}?${query}`, request.get(`${path}?${query}`, { maxRedirects: 0 }))
		}
	}
	expect(failures).toEqual([])
})

test('a JSON or unreadable body is refused with 415 or 400 and a short message', async ({
	request,
	baseURL,
}) => {
	const json = await request.post('/register', {
		headers: { origin: baseURL!, 'content-type': 'application/json' },
		data: '{}',
	})
	expect(json.status()).toBe(415)
	expect(await json.text()).toContain('This address takes HTML forms only')
	const broken = await request.post('/admin/login', {
		headers: { origin: baseURL!, 'content-type': 'multipart/form-data; boundary=x' },
		data: '--x\r\nbroken',
	})
	expect(broken.status()).toBe(400)
	expect(await broken.text()).toContain('The form sent could not be read')
})

test('refusals write warn lines without a stack, a few of each kind, and one metric line; never an error line', async ({
	ports,
}) => {
	test.setTimeout(90_000)
	// A server of this test's own on the worker's spare port, with its log read from stdout.
	const port = ports.spare
	const url = `http://127.0.0.1:${port}`
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-e2e-refusals-'))
	const server: ChildProcess = spawn(
		process.execPath,
		[path.join(process.env.BUILD_DIR ?? 'build', 'server/main.js')],
		{
			env: { ...process.env, ...serverEnv(port, dataDir, false), LOG_LEVEL: 'info' },
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	)
	let output = ''
	server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
	server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
	const exited = new Promise((resolve) => server.once('exit', resolve))
	try {
		await expect
			.poll(
				() =>
					fetch(`${url}/healthz`).then(
						(r) => r.status,
						() => 0,
					),
				{ timeout: 60_000 },
			)
			.toBe(200)
		const send = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
			fetch(`${url}${target}`, {
				method,
				headers: { origin: url, ...headers },
				body,
				redirect: 'manual',
			}).then((r) => r.status)
		const statuses: number[] = []
		for (let i = 0; i < 25; i++) {
			statuses.push(
				await send('PROPFIND', '/'),
				await send('DELETE', '/register'),
				await send('POST', '/register', { origin: 'https://attacker.example', ...urlencoded }, 'name=x'),
				await send('POST', '/register', urlencoded, OUT_OF_SHAPE[1]!.data),
				await send('POST', '/register/group', urlencoded, OUT_OF_SHAPE[2]!.data),
				await send('POST', '/register', { 'content-type': 'application/json' }, '{}'),
			)
		}
		expect(new Set(statuses)).toEqual(new Set([501, 405, 403, 413, 400, 415]))
	} finally {
		server.kill('SIGTERM')
		await exited
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
	const lines = output
		.split('\n')
		.filter((line) => line.startsWith('{'))
		.map(
			(line) =>
				JSON.parse(line) as {
					level: number
					msg: string
					refused?: string
					err?: unknown
					metric?: string
					refused_requests?: unknown
				},
		)
	expect(
		lines.filter((line) => line.level >= 50),
		output,
	).toEqual([])
	const refusals = lines.filter((line) => line.msg === 'Request refused')
	for (const line of refusals) {
		expect(line.level).toBe(40)
		expect(line.err).toBeUndefined()
	}
	const byKind = new Map<string, number>()
	for (const line of refusals) byKind.set(line.refused ?? '', (byKind.get(line.refused ?? '') ?? 0) + 1)
	// Each kind wrote its first lines only, though each was refused 25 or 50 times.
	expect(Object.fromEntries(byKind)).toEqual({
		method: LINES_PER_KIND,
		'cross-site': LINES_PER_KIND,
		'form-shape': LINES_PER_KIND,
		'body-type': LINES_PER_KIND,
	})
	// Every refusal is counted on the metric line, written at the latest when the server stops.
	const metric = lines.find((line) => line.metric === 'refused_requests') as unknown as {
		total: number
		refused: Record<string, number>
	}
	expect(metric, output).toBeDefined()
	expect(metric.refused).toEqual({ method: 50, 'cross-site': 25, 'form-shape': 50, 'body-type': 25 })
	expect(metric.total).toBe(150)
})
