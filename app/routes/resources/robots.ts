/** `/robots.txt`: public pages open to crawlers, the back office disallowed. */
import { env } from '#app/lib/env.server.ts'

export function loader() {
	const body = [
		'User-agent: *',
		'Disallow: /admin/',
		'Disallow: /auditAdminDash/',
		'Disallow: /uploads/',
		'Allow: /uploads/speakers/',
		'Allow: /uploads/blog/',
		'Allow: /uploads/sponsors/',
		'',
		`Sitemap: ${new URL('/sitemap.xml', env.SITE_URL).toString()}`,
		'',
	].join('\n')
	return new Response(body, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
