/**
 * The parts of `scripts/build-critical-css.ts` that take no server (ADR 0052): which routes of
 * `app/routes.ts` are public pages, their ids as React Router gives them, and the pruning of custom
 * properties nothing reads from the CSS Beasties keeps.
 */
import postcss from 'postcss'
import type { RouteObject } from 'react-router'

/** Public routes that are one person's pages (a ticket, a manage link, a group's page, their Pay pages, the page after cancelling, Paystack's return) or no page at all. */
export const PERSONAL = /:token|^\/registration-cancelled$|^\/payments\/|\*/

/**
 * Rules every page keeps whatever it shows: the keyboard focus indicator (`:focus-visible` alone
 * matches no element until one is focused, and a visitor may press Tab before the stylesheet is in).
 */
export const ALWAYS = [':focus-visible']

export interface RouteNode {
	id?: string
	file: string
	path?: string
	index?: boolean
	children?: RouteNode[]
}

/** app/routes.ts as React Router's route objects, with the ids it gives them (the file without its extension, unless named). */
export function routeObjects(nodes: RouteNode[]): RouteObject[] {
	return nodes.map((node) => {
		const id = node.id ?? node.file.replace(/\.[jt]sx?$/, '')
		const children = node.children ? routeObjects(node.children) : undefined
		return node.index ? { id, index: true } : { id, path: node.path, children }
	})
}

/** The URL patterns of the routes under the public layout of `routes` (app/routes.ts), less the personal ones. */
export function publicPatterns(routes: RouteNode[]): string[] {
	const out: string[] = []
	const walk = (nodes: RouteNode[], prefix: string) => {
		for (const node of nodes) {
			const full = node.path ? `${prefix}/${node.path}` : prefix
			if (node.children) walk(node.children, full)
			else if (node.path) out.push(full)
			else if (node.index) out.push(full || '/')
		}
	}
	const publicLayout = routes.find((node) => node.file === 'routes/public/layout.tsx')
	if (!publicLayout) throw new Error('app/routes.ts has no public layout (routes/public/layout.tsx)')
	walk([publicLayout], '')
	return out.filter((pattern) => !PERSONAL.test(pattern))
}

/** `css` less the custom properties (`--x: …`, `@property --x`) that no `var()` in it reads, directly or through another. */
export function withoutUnreadProperties(css: string): string {
	const root = postcss.parse(css)
	const reads = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!)
	const read = new Set<string>()
	root.walkDecls((decl) => {
		if (!decl.prop.startsWith('--')) for (const name of reads(decl.value)) read.add(name)
	})
	for (let grew = true; grew;) {
		grew = false
		root.walkDecls((decl) => {
			if (!decl.prop.startsWith('--') || !read.has(decl.prop)) return
			for (const name of reads(decl.value)) {
				if (read.has(name)) continue
				read.add(name)
				grew = true
			}
		})
	}
	root.walkDecls((decl) => {
		if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove()
	})
	root.walkAtRules('property', (rule) => {
		if (!read.has(rule.params.trim())) rule.remove()
	})
	// Rules and at-rules left empty, innermost first.
	for (let removed = true; removed;) {
		removed = false
		root.walk((node) => {
			if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
				node.remove()
				removed = true
			}
		})
	}
	return root.toString()
}
