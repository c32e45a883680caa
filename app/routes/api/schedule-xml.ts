/** `/api/v1/schedule.xml`: the current edition's schedule as frab XML (docs/api.md, "Schedule"). */
import type { Route } from './+types/schedule-xml.ts'
import { scheduleXmlResponse } from '#app/modules/api/schedule.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return scheduleXmlResponse(request)
}
