import { describe, expect, test } from 'vitest'
import routes from '#app/routes.ts'
import { matchRoutes } from 'react-router'
import {
	classNamesOf,
	publicPatterns,
	type RouteNode,
	routeObjects,
	selectorsBeastiesDrops,
	withoutUnreadProperties,
	withPlainClassAttributes,
} from './critical-css.ts'

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

describe('what Beasties would miss', () => {
	test('class attributes are matched as the browser reads them, entities decoded', () => {
		const html = '<div class="[&amp;&gt;*]:max-w-3xl p-4" title="a &amp; b"><p class="x">&amp;</p></div>'
		expect(withPlainClassAttributes(html)).toBe(
			'<div class="[&>*]:max-w-3xl p-4" title="a &amp; b"><p class="x">&amp;</p></div>',
		)
		expect(classNamesOf(html)).toEqual(new Set(['[&>*]:max-w-3xl', 'p-4', 'x']))
	})

	test("a selector wholly inside :where() is kept when the page has its classes, as Tailwind's space-y and divide-y", () => {
		// Built at run time: Tailwind reads this folder too, and would add the class to the stylesheet.
		const half = ['space', 'y', '1.5'].join('-')
		const escapedHalf = half.replace('.', '\\.')
		const css =
			':where(.space-y-4>:not(:last-child)){margin-block-start:1rem}' +
			`:where(.${escapedHalf}>:not(:last-child)){margin-block-start:.375rem}` +
			':where(.divide-y>:not(:last-child)){border-bottom-width:1px}' +
			'.p-4{padding:1rem}:focus-visible{outline:2px solid}'
		expect(selectorsBeastiesDrops(css, new Set(['space-y-4', half, 'p-4']))).toEqual([
			':where(.space-y-4>:not(:last-child))',
			`:where(.${escapedHalf}>:not(:last-child))`,
		])
	})
})
