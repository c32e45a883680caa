import { describe, expect, test } from 'vitest'
import { renderSitemap } from './sitemap.ts'

describe('renderSitemap', () => {
	test('lists each page in English and in French, each URL naming both twins', () => {
		const xml = renderSitemap('https://summit.example/', [
			{ path: '/', lastModified: '2026-11-27T10:00:00.000Z' },
			{ path: '/agenda' },
		])
		expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
		const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!)
		expect(urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1])).toEqual([
			'https://summit.example/',
			'https://summit.example/fr',
			'https://summit.example/agenda',
			'https://summit.example/fr/agenda',
		])
		const twins =
			'<xhtml:link rel="alternate" hreflang="en-GB" href="https://summit.example/agenda"/>' +
			'<xhtml:link rel="alternate" hreflang="fr" href="https://summit.example/fr/agenda"/>'
		expect(urls[2]).toContain(twins)
		expect(urls[3]).toContain(twins)
		expect(urls[1]).toContain('<lastmod>2026-11-27</lastmod>')
	})
})
