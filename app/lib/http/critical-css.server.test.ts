import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
	type CriticalCss,
	readCriticalCss,
	STYLESHEET_LOADER,
	withCriticalCss,
} from './critical-css.server.ts'
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from './security-headers.server.ts'

const critical: CriticalCss = {
	stylesheet: '/assets/root-abc.css',
	routes: { 'routes/public/home': 'h1{font-size:2rem}' },
}
const page =
	'<html><head><title>Home</title><link rel="icon" href="data:image/svg+xml,x"/>' +
	'<link rel="manifest" href="/manifest.webmanifest"/><link rel="stylesheet" href="/assets/root-abc.css"/></head>' +
	'<body><h1>Summit</h1><script>countdown()</script></body></html>'

describe('withCriticalCss', () => {
	test("a route's rules go inline; the stylesheet loads without blocking, or from <noscript> without JavaScript", () => {
		const html = withCriticalCss(page, 'routes/public/home', critical)
		expect(html).toBe(
			'<html><head><title>Home</title><link rel="icon" href="data:image/svg+xml,x"/>' +
				'<style>h1{font-size:2rem}</style>' +
				'<noscript><link rel="stylesheet" href="/assets/root-abc.css"/></noscript>' +
				`<script data-stylesheet="/assets/root-abc.css" data-manifest="/manifest.webmanifest">${STYLESHEET_LOADER}</script>` +
				'</head><body><h1>Summit</h1><script>countdown()</script></body></html>',
		)
		// Nothing outside <noscript> links the stylesheet or the manifest any more.
		expect(html.replace(/<noscript>.*?<\/noscript>/, '')).not.toMatch(/rel="(stylesheet|manifest)"/)
	})

	test('the CSP allows the inline CSS and the loader by their hashes, and nothing else inline', () => {
		const html = withCriticalCss(page, 'routes/public/home', critical)
		const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`
		expect(inlineStyleHashes(html)).toEqual([sha('h1{font-size:2rem}')])
		expect(inlineScriptHashes(html)).toEqual([sha(STYLESHEET_LOADER), sha('countdown()')])
		const csp = contentSecurityPolicy(inlineScriptHashes(html), null, null, inlineStyleHashes(html))
		expect(csp).toContain(`style-src 'self' ${sha('h1{font-size:2rem}')};`)
		expect(csp).not.toContain('unsafe-inline')
		// A page without inline CSS: styles from this site only, as before.
		expect(contentSecurityPolicy([], null)).toContain("style-src 'self';")
	})

	test('a page keeps its stylesheet when its route has no rules, must keep it, or links another one', () => {
		expect(withCriticalCss(page, 'routes/admin/dashboard', critical)).toBe(page)
		expect(withCriticalCss(page, null, critical)).toBe(page)
		expect(withCriticalCss(page, 'routes/public/home', null)).toBe(page)
		const older = { ...critical, stylesheet: '/assets/root-old.css' }
		expect(withCriticalCss(page, 'routes/public/home', older)).toBe(page)
	})

	test('a page without a manifest link gets none from the loader', () => {
		const html = withCriticalCss(
			page.replace('<link rel="manifest" href="/manifest.webmanifest"/>', ''),
			'routes/public/home',
			critical,
		)
		expect(html).toContain('<script data-stylesheet="/assets/root-abc.css">')
	})
})

describe('readCriticalCss', () => {
	test('reads the build’s file; no file or a broken one is no critical CSS, never an error', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-critical-'))
		try {
			const file = path.join(dir, 'critical-css.json')
			expect(readCriticalCss(file)).toBeNull()
			fs.writeFileSync(file, '{"stylesheet":')
			expect(readCriticalCss(file)).toBeNull()
			fs.writeFileSync(file, JSON.stringify({ stylesheet: '/assets/a.css' }))
			expect(readCriticalCss(file)).toBeNull()
			fs.writeFileSync(file, JSON.stringify(critical))
			expect(readCriticalCss(file)).toEqual(critical)
		} finally {
			fs.rmSync(dir, { recursive: true, force: true })
		}
	})
})
