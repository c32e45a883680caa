/** `/api/v1/speakers`: the public read API (docs/api.md). */
import type { Route } from './+types/speakers.ts'
import { speakersApi } from '#app/modules/api/public-api.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return speakersApi(request)
}
