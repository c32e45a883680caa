import { describe, expect, test } from 'vitest'
import { LEFT_OUT, MEASURED_PAGES, measuredUrls, publicRoutePatterns } from './public-routes.ts'

describe('the public pages bench:public-pages measures', () => {
	test('every route of the public layout in app/routes.ts is measured or left out with a reason', () => {
		const known = new Set<string>([...MEASURED_PAGES, ...Object.keys(LEFT_OUT)])
		expect(publicRoutePatterns().filter((pattern) => !known.has(pattern))).toEqual([])
	})

	test('neither list names a route app/routes.ts no longer has', () => {
		const routes = new Set(publicRoutePatterns())
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
		expect(() => measuredUrls('<urlset></urlset>')).toThrow('The sitemap lists no speaker')
	})
})
