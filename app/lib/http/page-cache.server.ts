/**
 * The public page cache (ADR 0025): answers GET and HEAD requests for public pages from memory,
 * in front of Express and React, with bodies compressed once (brotli and gzip) and an ETag.
 *
 * Rules, each written here once:
 * - Only paths `isCacheable` accepts, and only requests without a `Cookie` or an `Authorization`
 *   header: a signed-in visitor, one with a pending message or with any other cookie of this site,
 *   and a program sending a token, are never served from the cache and never fill it.
 * - Only a 200 response without `Set-Cookie` and without `Cache-Control: private`/`no-store` is
 *   kept; anything else is sent to the one visitor it was rendered for. Concurrent misses for one
 *   page render once, and share the result only when it may be kept.
 * - The key is the path and the query, less the parameters that never change a page (`utm_*`,
 *   `fbclid`, `gclid`, `msclkid`), sorted.
 * - A page is kept while the content version it was rendered at is current and until the next
 *   time-driven change (`validity`); the cache asks at most once per `checkEveryMs`, before the
 *   first page served after a write request (any method but GET and HEAD) has finished, and as soon
 *   as the clock passes `validUntil`. After `freshForMs` a page is still served while one fresh
 *   copy is rendered behind it (the countdown's seconds), never past a version or time change, and
 *   never once it is `maxStaleMs` old: then the visitor waits for the fresh copy, so no page (and
 *   its countdown's server time) is served older than that.
 * - Memory is bounded: least recently used pages go first when the bodies pass `maxBytes`.
 * - Answers of the API for programs (`isApi`) keep their own headers (content type, CORS) like
 *   pages do, and get an API's `Cache-Control` instead of a page's: `max-age` for the program
 *   itself (`apiMaxAge`), cut like a page's before the next time-driven change.
 */
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** What a render returns: the status, the headers and the whole body. */
export interface RenderedPage {
	status: number
	headers: Headers
	body: Buffer
}

export interface PageValidity {
	version: number
	validUntil: number
}

export interface PageCacheOptions {
	/** Whether pages at this path (`/speakers`, `/speakers.data`) may be kept. */
	isCacheable: (pathname: string) => boolean
	/** Renders the page for `url` (path and query) as a visitor without cookies would get it. */
	render: (url: string, request: IncomingMessage) => Promise<RenderedPage>
	/** The content version and the instant of the next time-driven change. */
	validity: () => Promise<PageValidity>
	/** Headers added to every page sent from the cache (security headers). */
	responseHeaders?: (request: IncomingMessage) => Record<string, string>
	now?: () => number
	/** Upper bound of the stored bodies, in bytes (50 MB by default). */
	maxBytes?: number
	/** How long a page is served without rendering a fresh copy behind it (10 s by default). */
	freshForMs?: number
	/** The age from which a page is no longer served, but rendered afresh first (30 s by default). */
	maxStaleMs?: number
	/** How often the content version is read at the most (1 s by default). */
	checkEveryMs?: number
	/** `s-maxage` and `stale-while-revalidate` for a shared cache in front, in seconds. */
	sharedMaxAge?: number
	sharedStaleWhileRevalidate?: number
	/** Whether the path is one of the API's (docs/api.md): its answers get `apiMaxAge`'s headers. */
	isApi?: (pathname: string) => boolean
	/** `max-age` and `stale-while-revalidate` of an API answer, in seconds (60 and 600 by default). */
	apiMaxAge?: number
	apiStaleWhileRevalidate?: number
}

type Encoding = 'br' | 'gzip' | 'identity'

/** One encoding of a kept page: its body, ETag, and headers flattened for `writeHead`. */
interface Variant {
	body: Buffer
	etag: string
	headers: string[]
}

interface Entry {
	key: string
	status: number
	/** An API answer (`isApi`): its `Cache-Control` is an API's. */
	api: boolean
	/** The encodings made so far: the plain bytes at once, brotli and gzip when first asked for. */
	variants: Partial<Record<Encoding, Variant>>
	compressing: Partial<Record<Encoding, Promise<Variant>>>
	/** Builds an encoding's variant from its body (headers and ETag). */
	variant: (encoding: Encoding, body: Buffer) => Variant
	renderedAt: number
	/** When the page was last moved to the young end of the LRU order. */
	touchedAt: number
	bytes: number
}

/** Flat headers less `Content-Length` (a 304 has no body). */
function withoutLength(headers: string[]): string[] {
	const out: string[] = []
	for (let i = 0; i < headers.length; i += 2) {
		if (headers[i] !== 'Content-Length') out.push(headers[i]!, headers[i + 1]!)
	}
	return out
}

/** Query parameters that never change a page (campaign and click trackers). */
const IGNORED_PARAMS = /^(utm_.*|fbclid|gclid|msclkid)$/i

/** The cache key of a request URL (path and query): tracker parameters out, the rest sorted. */
export function pageCacheKey(url: URL): string {
	const params = [...url.searchParams].filter(([name]) => !IGNORED_PARAMS.test(name))
	params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
	const query = new URLSearchParams(params).toString()
	return query ? `${url.pathname}?${query}` : url.pathname
}

/** The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding {
	const accepted = new Set<string>()
	for (const part of (header ?? '').toLowerCase().split(',')) {
		const [name, ...params] = part.trim().split(';')
		const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
		if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
	}
	if (accepted.has('br')) return 'br'
	if (accepted.has('gzip')) return 'gzip'
	return 'identity'
}

/** Whether a rendered response may be kept and shared. */
function isShareable(page: RenderedPage): boolean {
	if (page.status !== 200 || page.headers.has('set-cookie')) return false
	const cacheControl = page.headers.get('cache-control') ?? ''
	return !/\b(private|no-store)\b/i.test(cacheControl)
}

/**
 * A kept page from a render, with its plain bytes. Brotli (quality 6) and gzip (level 6) are made
 * the first time a visitor asks for them, once each: close to their best ratios at a few times the
 * speed, and a cold miss pays for one encoding, not two. Each encoding has its own ETag.
 */
function toEntry(key: string, page: RenderedPage, now: number, api: boolean): Entry {
	const headers: string[] = []
	page.headers.forEach((value, name) => {
		if (!['content-length', 'content-encoding', 'etag', 'cache-control', 'vary'].includes(name)) {
			headers.push(name, value)
		}
	})
	const tag = crypto.createHash('sha256').update(page.body).digest('base64url').slice(0, 27)
	const variant = (encoding: Encoding, body: Buffer): Variant => {
		const etag = `"${tag}${encoding === 'identity' ? '' : `-${encoding}`}"`
		const extra = encoding === 'identity' ? [] : ['Content-Encoding', encoding]
		return {
			body,
			etag,
			headers: [
				...headers,
				'Vary',
				'Accept-Encoding',
				'ETag',
				etag,
				...extra,
				'Content-Length',
				String(body.length),
			],
		}
	}
	return {
		key,
		status: page.status,
		api,
		variants: { identity: variant('identity', page.body) },
		compressing: {},
		variant,
		renderedAt: now,
		touchedAt: now,
		bytes: page.body.length,
	}
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
	return encoding === 'br'
		? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
		: gzip(body, { level: 6 })
}

/**
 * Creates the cache. `handle(request, response)` answers the request and resolves true when the
 * cache took it (a kept page, a 304, or a page rendered for it); false means the caller (Express)
 * must answer it. It never rejects: a failing render or validity check hands the request back.
 */
export function createPageCache(options: PageCacheOptions) {
	const now = options.now ?? Date.now
	const maxBytes = options.maxBytes ?? 50 * 1024 * 1024
	const freshForMs = options.freshForMs ?? 10_000
	const maxStaleMs = options.maxStaleMs ?? 30_000
	/** The kept page of `key`, unless it is `maxStaleMs` old at `at`. */
	const servable = (key: string, at: number) => {
		const entry = entries.get(key)
		return entry && at - entry.renderedAt < maxStaleMs ? entry : undefined
	}
	const checkEveryMs = options.checkEveryMs ?? 1_000
	const sharedMaxAge = options.sharedMaxAge ?? 10
	const sharedSwr = options.sharedStaleWhileRevalidate ?? 30
	const apiMaxAge = options.apiMaxAge ?? 60
	const apiSwr = options.apiStaleWhileRevalidate ?? 600
	const isApiKey = (key: string) => options.isApi?.(key.split('?', 1)[0]!) ?? false

	const entries = new Map<string, Entry>()
	const rendering = new Map<string, Promise<Entry | RenderedPage>>()
	let bytes = 0
	let current: (PageValidity & { checkedAt: number }) | undefined
	let checking: Promise<void> | undefined
	let writeSeen = false
	const stats = { hits: 0, misses: 0, notModified: 0, bypassed: 0 }

	function clear() {
		entries.clear()
		bytes = 0
	}

	async function check() {
		const validity = await options.validity()
		const at = now()
		if (!current || validity.version !== current.version || at >= current.validUntil) clear()
		current = { ...validity, checkedAt: at }
	}

	/** Brings `current` up to date when it may be out of date; clears the pages when it changed. */
	async function ensureValid() {
		const at = now()
		const due = !current || writeSeen || at - current.checkedAt >= checkEveryMs || at >= current.validUntil
		if (!due) return
		writeSeen = false
		checking ??= check().finally(() => {
			checking = undefined
		})
		await checking
	}

	function evict() {
		for (const [oldest, value] of entries) {
			if (bytes <= maxBytes) break
			entries.delete(oldest)
			bytes -= value.bytes
		}
	}

	function store(key: string, entry: Entry) {
		if (entry.bytes > maxBytes / 4) return
		const old = entries.get(key)
		if (old) bytes -= old.bytes
		entries.delete(key)
		entries.set(key, entry)
		bytes += entry.bytes
		evict()
	}

	/** The page in `encoding`: at once when made, else compressed once for every request asking. */
	function variantOf(entry: Entry, encoding: Encoding): Variant | Promise<Variant> {
		const ready = entry.variants[encoding]
		if (ready) return ready
		if (encoding === 'identity') throw new Error('A kept page always has its plain bytes')
		entry.compressing[encoding] ??= compress(entry.variants.identity!.body, encoding).then(
			(body) => {
				const variant = entry.variant(encoding, body)
				entry.variants[encoding] = variant
				entry.bytes += body.length
				if (entries.get(entry.key) === entry) {
					bytes += body.length
					evict()
				}
				return variant
			},
			(error: unknown) => {
				// The next request tries again, instead of meeting this failure for good.
				delete entry.compressing[encoding]
				throw error
			},
		)
		return entry.compressing[encoding]
	}

	/** Renders `key` once for every concurrent request; keeps the page when it may be shared. */
	function renderOnce(key: string, request: IncomingMessage): Promise<Entry | RenderedPage> {
		let pending = rendering.get(key)
		if (!pending) {
			const version = current?.version
			pending = options
				.render(key, request)
				.then(async (page) => {
					if (!isShareable(page)) return page
					const entry = toEntry(key, page, now(), isApiKey(key))
					// Kept only if no change arrived while it rendered (else the next request renders).
					if (current && current.version === version && now() < current.validUntil) store(key, entry)
					return entry
				})
				.finally(() => rendering.delete(key))
			rendering.set(key, pending)
		}
		return pending
	}

	/**
	 * `Cache-Control` for a proxy in front (a page) or for the program and a proxy (an API answer),
	 * cut short before the next time-driven change.
	 */
	function cacheControl(at: number, api: boolean): string {
		const untilChange = Math.max(0, Math.floor(((current?.validUntil ?? at) - at) / 1000))
		if (api) {
			const maxAge = Math.min(apiMaxAge, untilChange)
			return `public, max-age=${maxAge}, stale-while-revalidate=${Math.min(apiSwr, untilChange - maxAge)}`
		}
		const sMaxAge = Math.min(sharedMaxAge, untilChange)
		const swr = Math.min(sharedSwr, untilChange - sMaxAge)
		return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${swr}`
	}

	/** Headers objects from `responseHeaders`, flattened once each (callers return the same objects). */
	const flattened = new WeakMap<Record<string, string>, string[]>()
	function extraHeaders(request: IncomingMessage): string[] {
		const headers = options.responseHeaders?.(request)
		if (!headers) return []
		let flat = flattened.get(headers)
		if (!flat) {
			flat = Object.entries(headers).flat()
			flattened.set(headers, flat)
		}
		return flat
	}

	/** Encodings by `Accept-Encoding` value: browsers send a handful of distinct ones. */
	const encodings = new Map<string, Encoding>()
	function encodingFor(header: string | undefined): Encoding {
		const key = header ?? ''
		let encoding = encodings.get(key)
		if (!encoding) {
			encoding = chooseEncoding(header)
			if (encodings.size < 100) encodings.set(key, encoding)
		}
		return encoding
	}

	/** The full header list for `variant`, rebuilt only when the extra headers or `Cache-Control` change. */
	const fullHeaders = new WeakMap<Variant, { extra: string[]; cacheControl: string; headers: string[] }>()
	function headersFor(variant: Variant, extra: string[], cc: string): string[] {
		const known = fullHeaders.get(variant)
		if (known && known.extra === extra && known.cacheControl === cc) return known.headers
		const headers = [...variant.headers, ...extra, 'Cache-Control', cc]
		fullHeaders.set(variant, { extra, cacheControl: cc, headers })
		return headers
	}

	/** `Cache-Control` now, rebuilt once a second and whenever the next time-driven change moves. */
	const cacheControlCache = {
		page: { second: -1, validUntil: -1, value: '' },
		api: { second: -1, validUntil: -1, value: '' },
	}
	function currentCacheControl(at: number, api: boolean): string {
		const second = Math.floor(at / 1000)
		const validUntil = current?.validUntil ?? -1
		const kind = api ? 'api' : 'page'
		const known = cacheControlCache[kind]
		if (known.second !== second || known.validUntil !== validUntil) {
			cacheControlCache[kind] = { second, validUntil, value: cacheControl(at, api) }
		}
		return cacheControlCache[kind].value
	}

	function write(request: IncomingMessage, response: ServerResponse, entry: Entry, variant: Variant) {
		const status = entry.status
		const headers = headersFor(variant, extraHeaders(request), currentCacheControl(now(), entry.api))
		const ifNoneMatch = request.headers['if-none-match']
		if (
			ifNoneMatch &&
			ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)
		) {
			stats.notModified++
			response.writeHead(304, withoutLength(headers))
			response.end()
			return
		}
		response.writeHead(status, headers)
		response.end(request.method === 'HEAD' ? undefined : variant.body)
	}

	async function send(request: IncomingMessage, response: ServerResponse, entry: Entry) {
		const found = variantOf(entry, encodingFor(request.headers['accept-encoding']))
		write(request, response, entry, found instanceof Promise ? await found : found)
	}

	/** Marks a kept page used (LRU order, at most once a second) and starts its refresh when due. */
	function touch(key: string, entry: Entry, request: IncomingMessage, at: number) {
		stats.hits++
		if (at - entry.touchedAt >= 1000) {
			entry.touchedAt = at
			entries.delete(key)
			entries.set(key, entry)
		}
		if (at - entry.renderedAt >= freshForMs && !rendering.has(key)) {
			renderOnce(key, request).catch(() => {})
		}
	}

	async function handleSlowly(request: IncomingMessage, response: ServerResponse, key: string) {
		try {
			await ensureValid()
			const entry = servable(key, now())
			if (entry) {
				touch(key, entry, request, now())
				await send(request, response, entry)
				return true
			}
			stats.misses++
			const result = await renderOnce(key, request)
			if ('variants' in result) {
				await send(request, response, result)
				return true
			}
			return false
		} catch {
			return false
		}
	}

	/**
	 * Answers `request` from the cache when it can. Returns true (answered) or false (the caller
	 * must answer) at once for a kept page already compressed as asked and for requests the cache
	 * does not take, else a promise of the same; the promise never rejects.
	 */
	function handle(request: IncomingMessage, response: ServerResponse): boolean | Promise<boolean> {
		if (request.method !== 'GET' && request.method !== 'HEAD') {
			// A preflight writes nothing: a browser's OPTIONS before each API call costs no version check.
			if (request.method === 'OPTIONS') return false
			// A refused write (4xx) changed nothing: a flood of them costs the cache no version checks.
			response.once('finish', () => {
				if (response.statusCode < 400) writeSeen = true
			})
			return false
		}
		const raw = request.url ?? '/'
		const query = raw.indexOf('?')
		// Most requests have no query: their key is the path as sent, with no URL parsing.
		const url = query === -1 ? undefined : new URL(raw, 'http://cache.invalid')
		const pathname = url ? url.pathname : raw
		if (!options.isCacheable(pathname)) return false
		if (request.headers.cookie || request.headers.authorization) {
			stats.bypassed++
			return false
		}
		const key = url ? pageCacheKey(url) : raw
		const at = now()
		const checked = current && !writeSeen && at - current.checkedAt < checkEveryMs && at < current.validUntil
		const entry = checked ? servable(key, at) : undefined
		const variant = entry?.variants[encodingFor(request.headers['accept-encoding'])]
		if (entry && variant) {
			try {
				touch(key, entry, request, at)
				write(request, response, entry, variant)
				return true
			} catch {
				if (!response.headersSent) return false
				response.destroy()
				return true
			}
		}
		return handleSlowly(request, response, key)
	}

	return {
		handle,
		/** Counters since start: hits, misses, 304s and requests that bypassed the cache. */
		stats,
		/** The number of kept pages and their bytes. */
		size: () => ({ pages: entries.size, bytes }),
	}
}
