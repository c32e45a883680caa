/** `/agenda.ics`: the current edition's whole agenda as an iCalendar file (issue 3 §1). */
import { db } from '#app/db/db.server.ts'
import { env } from '#app/lib/env.server.ts'
import { agendaCalendar, icsResponse } from '#app/modules/agenda/agenda-ics.server.ts'
import { listAgendaSessions } from '#app/modules/agenda/sessions.queries.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'

export async function loader() {
	const edition = await getCurrentEdition(db, new Date())
	const sessions = edition ? await listAgendaSessions(db, edition.id) : []
	const body = agendaCalendar(sessions, {
		calendarName: `Internal Audit Leadership Summit${edition ? ` ${edition.year}` : ''}`,
		location: edition?.venue ?? null,
		siteUrl: env.SITE_URL,
	})
	return icsResponse(body, `summit-agenda${edition ? `-${edition.year}` : ''}.ics`)
}
