import { describe, expect, test } from 'vitest'
import {
	englishPattern,
	LEFT_OUT,
	MEASURED_PAGES,
	measuredUrls,
	publicRoutePatterns,
} from './public-routes.ts'

describe('the public pages bench:public-pages measures', () => {
	test('every route of the public layout in app/routes.ts is measured or left out with a reason', () => {
		const known = new Set<string>([...MEASURED_PAGES, ...Object.keys(LEFT_OUT)])
		expect(publicRoutePatterns().filter((pattern) => !known.has(englishPattern(pattern)))).toEqual([])
	})

	test('neither list names a route app/routes.ts no longer has', () => {
		const routes = new Set(publicRoutePatterns())
		// Every page listed has its French twin in app/routes.ts (ADR 0059).
		expect(
			[...MEASURED_PAGES, ...Object.keys(LEFT_OUT)].filter(
				(p) => p !== '/*' && !routes.has(p === '/' ? '/fr' : `/fr${p}`),
			),
		).toEqual([])
		expect([...MEASURED_PAGES, ...Object.keys(LEFT_OUT)].filter((pattern) => !routes.has(pattern))).toEqual(
			[],
		)
	})

	test('the form pages, a speaker, a blog post, a category, privacy and accessibility are measured', () => {
		for (const page of [
			'/register',
			'/register/group',
			'/add-sponsorship',
			'/next-edition',
			'/speakers/:speakerId',
			'/our/blog/:id/single',
			'/newspage/:catId/collections',
			'/privacy',
			'/accessibility',
			'/info',
			'/info/:slug',
		])
			expect(MEASURED_PAGES).toContain(page)
	})

	test('parameters are filled from the sitemap, at the paths the site links to', () => {
		const sitemap = [
			'/',
			'/speakers/7',
			'/newspage/3/collections/',
			'/our/blog/12/single',
			'/info',
			'/info/visa-letters',
		]
			.map((path) => `<url><loc>https://summit.example${path}</loc></url>`)
			.join('')
		const urls = new Map(measuredUrls(sitemap).map(({ pattern, path }) => [pattern, path]))
		expect(urls.get('/speakers/:speakerId')).toBe('/speakers/7')
		expect(urls.get('/newspage/:catId/collections')).toBe('/newspage/3/collections/')
		expect(urls.get('/our/blog/:id/single')).toBe('/our/blog/12/single')
		expect(urls.get('/privacy')).toBe('/privacy')
		expect(urls.get('/info')).toBe('/info')
		expect(urls.get('/info/:slug')).toBe('/info/visa-letters')
		// Each page's French twin is measured right after it.
		expect(urls.get('/fr')).toBe('/fr')
		expect(urls.get('/fr/speakers/:speakerId')).toBe('/fr/speakers/7')
		expect(urls.get('/fr/newspage/:catId/collections')).toBe('/fr/newspage/3/collections/')
		expect(urls.get('/fr/info/:slug')).toBe('/fr/info/visa-letters')
		const paths = measuredUrls(sitemap).map((u) => u.path)
		expect(paths.slice(0, 4)).toEqual(['/', '/fr', '/register', '/fr/register'])
		expect(paths).toHaveLength(2 * MEASURED_PAGES.length)
		expect(() => measuredUrls('<urlset></urlset>')).toThrow('The sitemap lists no speaker')
	})
})
