/**
 * The page cache over a real HTTP server on loopback, with a stand-in render (the pages the real
 * app renders are covered by the browser tests) and a controlled clock and content version.
 */
import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { chooseEncoding, createPageCache, pageCacheKey, type RenderedPage } from './page-cache.server.ts'

interface Harness {
	origin: string
	get: (path: string, headers?: Record<string, string>) => Promise<Response>
	post: (path: string, method?: string) => Promise<Response>
	renders: string[]
	clock: { now: number }
	content: { version: number; validUntil: number; text: string; checks: number }
	respond: (page: Partial<RenderedPage>) => void
	cache: ReturnType<typeof createPageCache>
	close: () => Promise<void>
}

async function startHarness(options: { maxBytes?: number; renderDelayMs?: number } = {}): Promise<Harness> {
	const renders: string[] = []
	const clock = { now: Date.parse('2027-02-23T12:00:00Z') }
	const content = { version: 1, validUntil: Date.parse('2027-02-24T00:00:00Z'), text: 'first', checks: 0 }
	let override: Partial<RenderedPage> | undefined
	const cache = createPageCache({
		isCacheable: (pathname) => pathname !== '/private',
		now: () => clock.now,
		maxBytes: options.maxBytes,
		validity: async () => {
			content.checks++
			return { version: content.version, validUntil: content.validUntil }
		},
		isApi: (pathname) => pathname.startsWith('/api/'),
		responseHeaders: () => ({ 'X-Frame-Options': 'DENY' }),
		async render(url: string, _request: IncomingMessage) {
			renders.push(url)
			if (options.renderDelayMs) await new Promise((resolve) => setTimeout(resolve, options.renderDelayMs))
			const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' })
			for (const [name, value] of override?.headers ?? []) headers.set(name, value)
			return {
				status: override?.status ?? 200,
				headers,
				body: override?.body ?? Buffer.from(`<p>${content.text} at ${url}</p>`.padEnd(2000, ' ')),
			}
		},
	})
	const server = http.createServer((req, res) => {
		void Promise.resolve(cache.handle(req, res)).then((handled) => {
			if (!handled) {
				// Express's part: a write request or a page the cache gave back.
				res.setHeader('X-Answered-By', 'app')
				res.end(`app ${req.method} ${req.url}`)
			}
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return {
		origin,
		get: (path, headers = {}) => fetch(`${origin}${path}`, { headers }),
		post: (path, method = 'POST') => fetch(`${origin}${path}`, { method }),
		renders,
		clock,
		content,
		respond: (page) => {
			override = page
		},
		cache,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	}
}

let h: Harness
beforeEach(async () => {
	h = await startHarness()
})
afterEach(async () => {
	await h.close()
})

describe('page cache', () => {
	test('renders a page once, then answers from memory with brotli, gzip or plain bytes', async () => {
		const first = await h.get('/speakers', { 'Accept-Encoding': 'gzip, deflate, br' })
		expect(first.headers.get('content-encoding')).toBe('br')
		const plain = await first.text()
		expect(plain).toContain('first at /speakers')
		const gz = await h.get('/speakers', { 'Accept-Encoding': 'gzip' })
		expect(gz.headers.get('content-encoding')).toBe('gzip')
		expect(await gz.text()).toBe(plain)
		// fetch always asks for gzip and brotli: ask for neither with Node's own client.
		const identity = await new Promise<{ encoding?: string; body: string }>((resolve, reject) => {
			http
				.get(`${h.origin}/speakers`, (response) => {
					const chunks: Buffer[] = []
					response.on('data', (chunk: Buffer) => chunks.push(chunk))
					response.on('end', () =>
						resolve({
							encoding: response.headers['content-encoding'],
							body: Buffer.concat(chunks).toString(),
						}),
					)
				})
				.on('error', reject)
		})
		expect(identity).toEqual({ encoding: undefined, body: plain })
		expect(h.renders).toEqual(['/speakers'])
		expect(first.headers.get('x-frame-options')).toBe('DENY')
		expect(first.headers.get('vary')).toBe('Accept-Encoding')
		expect(first.headers.get('cache-control')).toBe(
			'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
		)
		expect(h.cache.stats.hits).toBe(2)
	})

	test('answers 304 to a matching If-None-Match, with the ETag of the encoding sent', async () => {
		const first = await h.get('/agenda', { 'Accept-Encoding': 'br' })
		const etag = first.headers.get('etag')!
		expect(etag).toMatch(/^"[\w-]+-br"$/)
		const again = await h.get('/agenda', { 'Accept-Encoding': 'br', 'If-None-Match': etag })
		expect(again.status).toBe(304)
		expect(await again.text()).toBe('')
		const otherEncoding = await h.get('/agenda', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })
		expect(otherEncoding.status).toBe(200)
	})

	test('tracker parameters share the page; other parameters make their own', async () => {
		await h.get('/?utm_source=newsletter&fbclid=abc')
		await h.get('/?gclid=1&utm_campaign=x')
		await h.get('/')
		await h.get('/blogs?page=2&b=1')
		await h.get('/blogs?b=1&page=2')
		expect(h.renders).toEqual(['/', '/blogs?b=1&page=2'])
		expect(pageCacheKey(new URL('http://x/a?z=1&utm_medium=m&a=2'))).toBe('/a?a=2&z=1')
	})

	test('a request with any cookie is never answered from, nor stored in, the cache', async () => {
		await h.get('/', { Cookie: 'summit_session=abc' })
		expect((await h.get('/', { Cookie: 'summit_session=abc' })).headers.get('x-answered-by')).toBe('app')
		expect(h.renders).toEqual([])
		expect(h.cache.size().pages).toBe(0)
	})

	test('paths it does not accept, and write requests, go to the app', async () => {
		expect(await (await h.get('/private')).text()).toBe('app GET /private')
		expect(await (await h.post('/')).text()).toBe('app POST /')
		expect(h.renders).toEqual([])
	})

	test('a response that sets a cookie, is private, or is not a 200 is never kept nor shared', async () => {
		for (const page of [
			{ headers: new Headers({ 'Set-Cookie': 'a=b' }) },
			{ headers: new Headers({ 'Cache-Control': 'private, no-store' }) },
			{ status: 404 },
			{ status: 500 },
			{ status: 429 },
		]) {
			h.respond(page)
			const response = await h.get('/sponsors')
			expect(response.headers.get('x-answered-by')).toBe('app')
			expect(response.headers.get('set-cookie')).toBeNull()
		}
		expect(h.cache.size().pages).toBe(0)
	})

	test('a write request ends every kept page before the next page is served', async () => {
		await h.get('/speakers')
		h.content.version = 2
		h.content.text = 'renamed'
		await h.post('/admin/update-speaker/1')
		expect(await (await h.get('/speakers')).text()).toContain('renamed at /speakers')
	})

	test('another process’s change is seen within a second', async () => {
		await h.get('/speakers')
		h.content.version = 2
		h.content.text = 'renamed'
		h.clock.now += 999
		expect(await (await h.get('/speakers')).text()).toContain('first')
		h.clock.now += 1
		expect(await (await h.get('/speakers')).text()).toContain('renamed')
	})

	test('no page outlives the next time-driven change (the end of an early-bird day in Accra)', async () => {
		h.clock.now = Date.parse('2027-02-23T23:59:55Z')
		const before = await h.get('/')
		// A proxy in front may keep the page only until the change, never past it.
		expect(before.headers.get('cache-control')).toBe(
			'public, max-age=0, s-maxage=5, stale-while-revalidate=0',
		)
		h.clock.now = Date.parse('2027-02-23T23:59:59.999Z')
		expect(await (await h.get('/')).text()).toContain('first')
		// From midnight the pages show the regular fee, and the next change is the event's start.
		h.content.text = 'regular fee'
		h.content.validUntil = Date.parse('2027-03-25T08:30:00Z')
		h.clock.now = Date.parse('2027-02-24T00:00:00Z')
		expect(await (await h.get('/')).text()).toContain('regular fee')
	})

	test('after ten seconds a kept page is still served while one fresh copy renders behind it', async () => {
		await h.get('/')
		h.content.text = 'countdown moved'
		h.clock.now += 10_000
		expect(await (await h.get('/')).text()).toContain('first')
		await expect.poll(() => h.renders.length).toBe(2)
		await expect.poll(async () => (await (await h.get('/')).text()).includes('countdown moved')).toBe(true)
	})

	test('a page 30 seconds old is not served: the visitor gets a fresh render', async () => {
		await h.get('/')
		h.content.text = 'countdown moved'
		h.clock.now += 30_000
		expect(await (await h.get('/')).text()).toContain('countdown moved')
		expect(h.renders).toHaveLength(2)
	})

	test('least recently used pages go first when the bodies pass the bound', async () => {
		await h.close()
		h = await startHarness({ maxBytes: 10_000 })
		for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) await h.get(path)
		expect(h.cache.size().bytes).toBeLessThanOrEqual(10_000)
		expect(h.cache.size().pages).toBeLessThan(6)
		await h.get('/f')
		expect(h.renders.filter((url) => url === '/f')).toHaveLength(1)
		await h.get('/a')
		expect(h.renders.filter((url) => url === '/a')).toHaveLength(2)
	})
})

describe('concurrent misses', () => {
	test('render one page once for every waiting request', async () => {
		await h.close()
		h = await startHarness({ renderDelayMs: 50 })
		const bodies = await Promise.all(Array.from({ length: 20 }, () => h.get('/agenda').then((r) => r.text())))
		expect(new Set(bodies).size).toBe(1)
		expect(h.renders).toEqual(['/agenda'])
	})
})

describe('chooseEncoding', () => {
	test('an API answer keeps its type and CORS headers and gets an API’s Cache-Control, 304 included', async () => {
		const api = {
			'Content-Type': 'application/xml; charset=utf-8',
			'Access-Control-Allow-Origin': '*',
			'Access-Control-Expose-Headers': 'ETag, Link',
			'Cache-Control': 'public, max-age=60, stale-while-revalidate=600',
		}
		h.respond({ headers: new Headers(api), body: Buffer.from('<schedule/>') })
		await h.get('/api/v1/schedule.xml')
		const kept = await h.get('/api/v1/schedule.xml', { 'Accept-Encoding': 'gzip' })
		expect(h.renders).toEqual(['/api/v1/schedule.xml'])
		expect(await kept.text()).toBe('<schedule/>')
		for (const header of ['content-type', 'access-control-allow-origin', 'access-control-expose-headers']) {
			expect(kept.headers.get(header)).toBe(
				api[header.replace(/(^|-)\w/g, (c) => c.toUpperCase()) as keyof typeof api],
			)
		}
		expect(kept.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600')
		const again = await h.get('/api/v1/schedule.xml', {
			'Accept-Encoding': 'gzip',
			'If-None-Match': kept.headers.get('etag')!,
		})
		expect(again.status).toBe(304)
		expect(again.headers.get('access-control-allow-origin')).toBe('*')
		expect(again.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600')
		// A page keeps a page's headers meanwhile.
		h.respond({})
		expect((await h.get('/agenda')).headers.get('cache-control')).toBe(
			'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
		)
	})

	test('an API answer’s lifetime is cut before the next time-driven change too', async () => {
		h.clock.now = h.content.validUntil - 45_000
		h.respond({ headers: new Headers({ 'Content-Type': 'application/json' }), body: Buffer.from('{}') })
		await h.get('/api/v1/edition')
		const kept = await h.get('/api/v1/edition')
		expect(kept.headers.get('cache-control')).toBe('public, max-age=45, stale-while-revalidate=0')
	})

	test('each query string is its own answer (`?lang=fr`)', async () => {
		await h.get('/api/v1/sessions?lang=fr')
		await h.get('/api/v1/sessions')
		await h.get('/api/v1/sessions?lang=fr')
		expect(h.renders).toEqual(['/api/v1/sessions?lang=fr', '/api/v1/sessions'])
	})

	test('a request with an Authorization header is never answered from, nor stored in, the cache', async () => {
		await h.get('/api/v1/sessions')
		const withToken = await h.get('/api/v1/sessions', { Authorization: 'Bearer summit_abc' })
		expect(withToken.headers.get('x-answered-by')).toBe('app')
		await h.get('/api/v1/speakers', { Authorization: 'Bearer summit_abc' })
		expect(h.renders).toEqual(['/api/v1/sessions'])
	})

	test('a CORS preflight (OPTIONS) goes to the app and costs no content version check', async () => {
		await h.get('/api/v1/sessions')
		const checks = h.content.checks
		expect((await h.post('/api/v1/sessions', 'OPTIONS')).headers.get('x-answered-by')).toBe('app')
		await h.get('/api/v1/sessions')
		expect(h.content.checks).toBe(checks)
		expect(h.renders).toEqual(['/api/v1/sessions'])
	})

	test('prefers brotli, then gzip; q=0 refuses an encoding', () => {
		expect(chooseEncoding('gzip, deflate, br')).toBe('br')
		expect(chooseEncoding('gzip, br;q=0')).toBe('gzip')
		expect(chooseEncoding('identity')).toBe('identity')
		expect(chooseEncoding(undefined)).toBe('identity')
	})
})
