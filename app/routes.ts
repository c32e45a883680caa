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
		route('agenda', 'routes/public/agenda.tsx'),
		route('speakers', 'routes/public/speakers.tsx'),
		route('speakers/:speakerId', 'routes/public/speaker.tsx'),
		route('sponsors', 'routes/public/sponsors.tsx'),
		route('add-sponsorship', 'routes/public/add-sponsorship.tsx'),
		route('contact', 'routes/public/contact.tsx'),
		route('blogs', 'routes/public/blogs.tsx'),
		route('newspage/:catId/collections', 'routes/public/blog-category.tsx'),
		route('our/blog/:id/single', 'routes/public/blog-post.tsx'),
		route('*', 'routes/public/not-found.tsx'),
	]),

	// resources
	route('agenda.ics', 'routes/resources/agenda-ics.ts'),
	route('agenda/:file', 'routes/resources/session-ics.ts'), // /agenda/{sessionId}.ics
	route('sitemap.xml', 'routes/resources/sitemap.ts'),
	route('robots.txt', 'routes/resources/robots.ts'),
	route('uploads/*', 'routes/resources/uploads.ts'),
	route('captcha/challenge', 'routes/resources/captcha-challenge.ts'),
] satisfies RouteConfig
