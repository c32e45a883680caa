/** `/api/v1/sessions`: the public read API (docs/api.md). */
import type { Route } from './+types/sessions.ts'
import { sessionsApi } from '#app/modules/api/public-api.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return sessionsApi(request)
}
