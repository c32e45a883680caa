/** `/agenda/{sessionId}.ics`: one session as an iCalendar file (issue 3 §1). */
import { db } from '#app/db/db.server.ts'
import { env } from '#app/lib/env.server.ts'
import { agendaCalendar, icsResponse } from '#app/modules/agenda/agenda-ics.server.ts'
import { getAgendaSession } from '#app/modules/agenda/sessions.queries.server.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import type { Route } from './+types/session-ics'

export async function loader({ params }: Route.LoaderArgs) {
	const id = parseRecordId(/^(.+)\.ics$/.exec(params.file)?.[1])
	const session = id === null ? undefined : await getAgendaSession(db, id)
	if (!session) throw new Response('Session not found', { status: 404 })
	const edition = await getEdition(db, session.edition_id)
	const body = agendaCalendar([session], {
		calendarName: `Internal Audit Leadership Summit${edition ? ` ${edition.year}` : ''}`,
		location: edition?.venue ?? null,
		siteUrl: env.SITE_URL,
	})
	return icsResponse(body, `summit-session-${session.id}.ics`)
}
