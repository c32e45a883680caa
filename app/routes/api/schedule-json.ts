/** `/api/v1/schedule.json`: the current edition's schedule in the frab/pretalx JSON shape (docs/api.md, "Schedule"). */
import type { Route } from './+types/schedule-json.ts'
import { scheduleJsonResponse } from '#app/modules/api/schedule.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return scheduleJsonResponse(request)
}
