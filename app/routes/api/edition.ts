/** `/api/v1/edition`: the public read API (docs/api.md). */
import type { Route } from './+types/edition.ts'
import { editionApi } from '#app/modules/api/public-api.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return editionApi(request)
}
