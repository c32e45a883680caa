/**
 * The one URL map (STYLE.md §1). Groups: public, admin, auth, resources.
 * URLs are the spec's (DESIGN.md "URLs that must exist exactly as in the spec").
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

export default [
	// public
	layout('routes/public/layout.tsx', [
		index('routes/public/home.tsx'),
		route('register', 'routes/public/register.tsx', { id: 'register' }),
		route('registrants', 'routes/public/register.tsx', { id: 'registrants' }),
		route('*', 'routes/public/not-found.tsx'),
	]),

	// resources
	route('uploads/*', 'routes/resources/uploads.ts'),
] satisfies RouteConfig
