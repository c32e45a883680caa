/** `/.well-known/security.txt`: how to report a vulnerability (modules/settings/security-txt.server.ts). */
import { env } from '#app/lib/env.server.ts'
import { loadSecurityTxt } from '#app/modules/settings/security-txt.server.ts'

export async function loader() {
	return new Response(await loadSecurityTxt(env.SITE_URL, new Date()), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
