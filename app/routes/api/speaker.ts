/** `/api/v1/speakers/{speakerId}`: the public read API (docs/api.md). */
import type { Route } from './+types/speaker.ts'
import { speakerApi } from '#app/modules/api/public-api.server.ts'

export function loader({ request, params }: Route.LoaderArgs) {
	return speakerApi(request, params.speakerId)
}
