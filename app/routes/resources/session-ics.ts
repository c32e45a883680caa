/** `/agenda/{sessionId}.ics`: one session as an iCalendar file; 404 for no session. */
import { sessionCalendarFile } from '#app/modules/agenda/agenda-pages.server.ts'
import type { Route } from './+types/session-ics'

export function loader({ params }: Route.LoaderArgs) {
	return sessionCalendarFile(params.file)
}
