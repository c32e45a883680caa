import { describe, expect, test } from 'vitest'
import routes from '#app/routes.ts'
import { matchRoutes } from 'react-router'
import { publicPatterns, type RouteNode, routeObjects, withoutUnreadProperties } from './critical-css.ts'

describe('withoutUnreadProperties', () => {
	test('keeps the custom properties a rule reads, directly or through another, and drops the rest', () => {
		const css =
			'@layer theme{:root{--font-sans:system-ui;--default-font-family:var(--font-sans);--color-red-600:#e40014;--spacing:.25rem}}' +
			'@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}html{font-family:var(--default-font-family,sans-serif)}}' +
			'@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
			'@property --tw-blur{syntax:"*";inherits:false}' +
			'@layer properties{@supports (-moz-orient:inline){*{--tw-blur:initial}}}' +
			'.shadow{box-shadow:var(--tw-shadow)}'
		expect(withoutUnreadProperties(css)).toBe(
			'@layer theme{:root{--font-sans:system-ui;--default-font-family:var(--font-sans);--spacing:.25rem}}' +
				'@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}html{font-family:var(--default-font-family,sans-serif)}}' +
				'@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
				'.shadow{box-shadow:var(--tw-shadow)}',
		)
	})
})

describe('publicPatterns and routeObjects', () => {
	test('every public page of app/routes.ts, none of the personal ones, with the ids React Router gives them', () => {
		const patterns = publicPatterns(routes as RouteNode[])
		expect(patterns).toEqual(
			expect.arrayContaining(['/', '/register', '/register/group', '/speakers/:speakerId', '/next-edition']),
		)
		expect(patterns.filter((p) => /token|paystack|cancelled|admin|\*/.test(p))).toEqual([])
		const tree = routeObjects(routes as RouteNode[])
		expect(matchRoutes(tree, '/speakers/3')?.at(-1)?.route.id).toBe('routes/public/speaker')
		expect(matchRoutes(tree, '/register')?.at(-1)?.route.id).toBe('register')
		expect(matchRoutes(tree, '/')?.at(-1)?.route.id).toBe('routes/public/home')
	})
})
