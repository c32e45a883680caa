import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
	cachedPageHeaders,
	contentSecurityPolicy,
	helmetHeaders,
	permissionsPolicy,
} from './security-headers.server.ts'

/** Every security header of an answer over plain HTTP, by lower-case name, with its exact value. */
const OVER_HTTP = {
	// What the site sent before helmet, each with the same value.
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
	'x-frame-options': 'DENY',
	'cross-origin-opener-policy': 'same-origin',
	'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
	// What helmet adds.
	'cross-origin-resource-policy': 'same-origin',
	'origin-agent-cluster': '?1',
	'x-dns-prefetch-control': 'off',
	'x-download-options': 'noopen',
	'x-permitted-cross-domain-policies': 'none',
	'x-xss-protection': '0',
}
const HSTS = 'max-age=31536000; includeSubDomains'

/** `headers` with lower-case names. */
function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
	return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
}

describe('the headers a cached page is sent with', () => {
	test('over HTTP: every security header, none missing, none extra; no CSP (the page brings its own)', () => {
		expect(lowerCased(cachedPageHeaders.plain)).toEqual(OVER_HTTP)
	})

	test('over HTTPS: the same and HSTS for a year, subdomains included', () => {
		expect(lowerCased(cachedPageHeaders.secure)).toEqual({ ...OVER_HTTP, 'strict-transport-security': HSTS })
	})
})

describe('the headers Express sets (helmet and the Permissions-Policy) on a real answer', () => {
	let server: http.Server
	let url: string
	beforeAll(async () => {
		server = http.createServer((req, res) => {
			const target = new URL(req.url ?? '/', 'http://localhost')
			res.setHeader('Permissions-Policy', permissionsPolicy(target.pathname))
			helmetHeaders(target.searchParams.has('secure'))(req, res, () => res.end('ok'))
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

	/** The answer's headers, without those any answer of Node has. */
	async function securityHeadersOf(path: string) {
		const response = await fetch(`${url}${path}`)
		await response.text()
		const headers = Object.fromEntries(response.headers)
		for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
			delete headers[name]
		return headers
	}

	test('the same as a cached page: over HTTP without HSTS, over HTTPS with it', async () => {
		expect(await securityHeadersOf('/')).toEqual(OVER_HTTP)
		expect(await securityHeadersOf('/?secure')).toEqual({ ...OVER_HTTP, 'strict-transport-security': HSTS })
	})

	test('the check-in desk, its page and its data, may use the camera of this site; no other page may', async () => {
		const camera = OVER_HTTP['permissions-policy'].replace('camera=()', 'camera=(self)')
		expect((await securityHeadersOf('/admin/check-in'))['permissions-policy']).toBe(camera)
		expect((await securityHeadersOf('/admin/check-in.data'))['permissions-policy']).toBe(camera)
		expect((await securityHeadersOf('/admin/check-in/x'))['permissions-policy']).toContain('camera=()')
		expect((await securityHeadersOf('/admin/attendees'))['permissions-policy']).toContain('camera=()')
	})
})

test("a page's CSP allows its scripts by hash and the map's origin as the only frame", () => {
	const csp = contentSecurityPolicy(["'sha256-abc='"], 'https://www.openstreetmap.org')
	expect(csp).toContain("script-src 'self' 'sha256-abc=';")
	expect(csp).toContain('frame-src https://www.openstreetmap.org;')
	expect(csp).toContain("frame-ancestors 'none'")
	expect(csp).not.toContain('unsafe-inline')
	expect(contentSecurityPolicy([], null)).toContain("frame-src 'none'")
})

test('forms go to this site only, and to the payment provider’s origin on a page that sends a Pay now form there', () => {
	expect(contentSecurityPolicy([], null)).toContain("form-action 'self';")
	expect(contentSecurityPolicy([], null, 'https://checkout.paystack.com')).toContain(
		"form-action 'self' https://checkout.paystack.com;",
	)
})
