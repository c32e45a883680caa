import { createElement as h, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { Link, NavLink, StaticRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { PlainLinks, SiteLink, SiteNavLink } from './site-link.tsx'

/** The HTML of `element` rendered at `location`, on a page sent without React (`plain`) or not. */
function html(location: string, plain: boolean, element: ReactElement): string {
	return renderToString(h(StaticRouter, { location }, h(PlainLinks.Provider, { value: plain }, element)))
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'link current' : 'link')

describe('the site’s links on a page sent without React', () => {
	test('SiteLink writes the anchor React Router’s Link writes', () => {
		for (const to of ['/', '/speakers', '/speakers/12', '/newspage/3/collections/', '/our/blog/7/single']) {
			const expected = html('/agenda', false, h(Link, { to, className: 'card-link' }, 'Read more'))
			expect(html('/agenda', true, h(SiteLink, { to, className: 'card-link' }, 'Read more'))).toBe(expected)
		}
		expect(
			html(
				'/blogs',
				true,
				h(SiteLink, { to: '/blogs', 'aria-current': 'page', className: 'pill' }, 'All posts'),
			),
		).toBe(
			html(
				'/blogs',
				false,
				h(Link, { to: '/blogs', 'aria-current': 'page', className: 'pill' }, 'All posts'),
			),
		)
	})

	test('SiteNavLink writes what NavLink writes, current page or not', () => {
		const cases: [location: string, to: string, end: boolean][] = [
			['/', '/', true],
			['/speakers', '/', true],
			['/speakers', '/speakers', false],
			['/speakers/12', '/speakers', false],
			['/SPEAKERS', '/speakers', false],
			['/speakersx', '/speakers', false],
			['/speakers/12', '/speakers', true],
		]
		for (const [location, to, end] of cases) {
			const expected = html(location, false, h(NavLink, { to, end, className: navClass }, 'Speakers'))
			expect(
				html(location, true, h(SiteNavLink, { to, end, className: navClass, children: 'Speakers' })),
			).toBe(expected)
		}
		expect(
			html(
				'/speakers/12',
				true,
				h(SiteNavLink, { to: '/speakers', className: navClass, children: 'Speakers' }),
			),
		).toContain('aria-current="page"')
	})

	test('a path that is not a plain path from the root is left to Link, so it is resolved as Link does', () => {
		for (const to of ['speakers', '../agenda', '/blogs?page=2', '/our/blog/7/single#comments']) {
			expect(html('/speakers/12', true, h(SiteLink, { to }, 'x'))).toBe(
				html('/speakers/12', false, h(Link, { to }, 'x')),
			)
		}
	})
})
