/**
 * The scripts at the end of every page. A page runs React (hydration, client navigation, forms
 * checked as one types) unless its route is one of `STATIC_ROUTES`: such a page, whose HTML already
 * shows and does everything, gets instead one small inline script for its few behaviours
 * (`static-page-script.js`: countdown, menus, dialogs, scrolling, a form's pending label,
 * sending it and following the answer (ADR 0051), and its captcha widget), about 2 KB gzip instead of some 110 KB of React and React Router. The public
 * pages are such pages (ADR 0026), their forms included (ADR 0028).
 */
import { Scripts, ScrollRestoration, useMatches } from 'react-router'
import { englishRouteId } from '#app/lib/i18n/route-id.ts'
import staticPageScript from './static-page-script.js?raw'

/**
 * The routes (their ids in `app/routes.ts`: the file's path under `app/` without its extension)
 * whose pages are sent without React: the public pages and their forms. A page that needs more
 * behaviour than `static-page-script.js` gives stays out of this list.
 */
export const STATIC_ROUTES: ReadonlySet<string> = new Set([
	'routes/public/home',
	'routes/public/agenda',
	'routes/public/speakers',
	'routes/public/speaker',
	'routes/public/sponsors',
	'routes/public/contact',
	'routes/public/privacy',
	'routes/public/accessibility',
	'routes/public/blogs',
	'routes/public/blog-category',
	'routes/public/blog-post',
	'routes/public/info',
	'routes/public/info-page',
	'routes/public/not-found',
	'routes/public/ticket',
	'routes/public/registration-cancelled',
	// Paying online: the Pay pages, the group contact's page and Paystack's return.
	'registration-pay',
	'ticket-pay',
	'group-pay',
	'routes/public/group',
	'routes/public/paystack-return',
	// The delegates' evaluation form (docs/event-days.md, "Evaluation").
	'registration-evaluation',
	// The public forms: the browser checks the fields, the server answers each submission.
	'register',
	'registrants',
	'routes/public/register-group',
	'routes/public/add-sponsorship',
	'routes/public/next-edition',
])

/**
 * The inline script, in the server bundle only: in the browser React is already running, so every
 * page it renders there (after client navigation) is a React page.
 */
const STATIC_PAGE_SCRIPT = import.meta.env.SSR ? staticPageScript : null

/**
 * True when a page whose deepest matching route has the id `routeId` is sent without React: on the
 * server only, for the routes of `STATIC_ROUTES` and their French twins. `PageScripts` and the server's rendering
 * (`app/entry.server.tsx`, which renders such a page to a string in one pass) both decide by it.
 */
export function isStaticPage(routeId: string | undefined): boolean {
	return STATIC_PAGE_SCRIPT !== null && routeId !== undefined && STATIC_ROUTES.has(englishRouteId(routeId))
}

/** True when the page being rendered on the server (the deepest matching route) is sent without React. */
function useStaticPage(): boolean {
	const matches = useMatches()
	return isStaticPage(matches[matches.length - 1]?.id)
}

/** React Router's scripts, or, on a page sent without React, the static page's inline script. */
export function PageScripts() {
	if (useStaticPage()) return <script dangerouslySetInnerHTML={{ __html: STATIC_PAGE_SCRIPT ?? '' }} />
	return (
		<>
			<ScrollRestoration />
			<Scripts />
		</>
	)
}
