/** `/api/v1/posts/{postId}`: the public read API (docs/api.md). */
import type { Route } from './+types/post.ts'
import { postApi } from '#app/modules/api/public-api.server.ts'

export function loader({ request, params }: Route.LoaderArgs) {
	return postApi(request, params.postId)
}
