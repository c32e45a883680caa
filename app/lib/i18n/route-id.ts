/**
 * Route ids of the French pages (ADR 0059): `app/routes.ts` gives the French twin of a public route
 * the English route's id with `fr:` before it. What is decided by route id (a page sent without
 * React, its critical CSS) is decided on the English id.
 */

/** The English route's id for a route id: `fr:routes/public/agenda` → `routes/public/agenda`. */
export function englishRouteId(routeId: string): string {
	return routeId.startsWith('fr:') ? routeId.slice(3) : routeId
}
