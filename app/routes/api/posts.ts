/** `/api/v1/posts`: the public read API (docs/api.md). */
import type { Route } from './+types/posts.ts'
import { postsApi } from '#app/modules/api/public-api.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return postsApi(request)
}
