/** `/agenda.ics`: the current edition's whole agenda as an iCalendar file. */
import { agendaCalendarFile } from '#app/modules/agenda/agenda-pages.server.ts'

export function loader() {
	return agendaCalendarFile()
}
