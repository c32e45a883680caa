/** The URL patterns of app/routes.ts, so a route added later joins the tests that walk them all. */
import routes from '#app/routes.ts'

interface RouteNode {
	path?: string
	children?: RouteNode[]
}

/** Every URL pattern of app/routes.ts (leaf routes with a path), e.g. `/speakers/:speakerId`. */
export function routePaths(): string[] {
	const out: string[] = []
	const walk = (nodes: RouteNode[], prefix: string) => {
		for (const node of nodes) {
			const full = node.path ? `${prefix}/${node.path}` : prefix
			if (node.children) walk(node.children, full)
			else if (node.path) out.push(full)
		}
	}
	walk(routes as RouteNode[], '')
	return out
}
