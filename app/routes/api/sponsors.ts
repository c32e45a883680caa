/** `/api/v1/sponsors`: the public read API (docs/api.md). */
import type { Route } from './+types/sponsors.ts'
import { sponsorsApi } from '#app/modules/api/public-api.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return sponsorsApi(request)
}
