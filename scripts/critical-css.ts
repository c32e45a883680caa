/**
 * The parts of `scripts/build-critical-css.ts` that take no server (ADR 0052): which routes of
 * `app/routes.ts` are public pages, their ids as React Router gives them, and the pruning of custom
 * properties nothing reads from the CSS Beasties keeps.
 */
import postcss from 'postcss'
import type { RouteObject } from 'react-router'

/** Public routes, in English or French, that are one person's pages (a ticket, a manage link, a group's page, their Pay pages, the page after cancelling, Paystack's return, a certificate's verification page) or no page at all. */
export const PERSONAL = /:token|:number|^(\/fr)?\/registration-cancelled$|^(\/fr)?\/payments\/|\*/

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

const ENTITIES: Record<string, string> = {
	'&amp;': '&',
	'&gt;': '>',
	'&lt;': '<',
	'&quot;': '"',
	'&#x27;': "'",
	'&#39;': "'",
}

/**
 * `html` with the entities of its `class` attributes decoded (`[&amp;&gt;*]:max-w-3xl` →
 * `[&>*]:max-w-3xl`): Beasties matches selectors against attributes as written, so Tailwind's
 * arbitrary variants would match nothing. For matching only; the page sent is React's.
 */
export function withPlainClassAttributes(html: string): string {
	return html.replace(
		/ class="([^"]*)"/g,
		(_, value: string) => ` class="${value.replace(/&(?:amp|gt|lt|quot|#x27|#39);/g, (e) => ENTITIES[e]!)}"`,
	)
}

/** The class names the elements of `html` carry (entities decoded). */
export function classNamesOf(html: string): Set<string> {
	const names = new Set<string>()
	for (const [, value] of withPlainClassAttributes(html).matchAll(/ class="([^"]*)"/g))
		for (const name of value!.split(/\s+/)) if (name) names.add(name)
	return names
}

/**
 * The selectors of `css` that Beasties cannot match against a page and would always drop, whose
 * every class is among `classes`: a selector that begins with a functional pseudo-class, as
 * Tailwind writes `space-y-*` and `divide-*` (`:where(.space-y-4>:not(:last-child))`), is emptied by
 * Beasties' removal of pseudo-classes (all from the first `:` to the last `)`). Given to Beasties as
 * `allowRules`. A selector without a class is left out (`:focus-visible` is in `ALWAYS`).
 */
export function selectorsBeastiesDrops(css: string, classes: ReadonlySet<string>): string[] {
	const found = new Set<string>()
	postcss.parse(css).walkRules((rule) => {
		for (const selector of rule.selectors) {
			if (selector.replace(/(?<!\\)::?[a-z-]+(?:\(.+\))?/gi, '').trim() !== '') continue
			const names = [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'))
			if (names.length > 0 && names.every((name) => classes.has(name))) found.add(selector)
		}
	})
	return [...found]
}
