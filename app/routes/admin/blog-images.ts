/**
 * The blog editor's image upload (POST /admin/blog-images, field `image`): Administrator only. The
 * image is verified and re-encoded like every upload, and its URL and size answered as JSON.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { storePostImageFromRequest } from '#app/modules/blog/blog-posts-pages.server.ts'
import type { Route } from './+types/blog-images'

/** Only POST: a GET (after the role check, so a User still gets 403) answers 405. */
export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	throw new Response('Images are uploaded with POST.', { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request, context }: Route.ActionArgs) {
	requireRole(context)
	return storePostImageFromRequest(request)
}
