/**
 * What the agenda pages need, on the app's own database (docs/architecture.md, "Routes are thin"):
 * the public agenda and its calendar files, and the back office's session forms (add, edit) with
 * their messages ("Failed to fetch data", "Server Error", the toasts). Times are Accra time (ADR
 * 0008).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { env } from '#app/lib/env.server.ts'
import { formReply } from '#app/lib/form-outcome.server.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { venueMapHref } from '#app/lib/map-address.ts'
import { alertReplies, submitForm } from '#app/lib/form-submission.server.ts'
import { notFound, readOr500, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import { isCalendarDay } from '#app/modules/editions/edition.schema.ts'
import { getCurrentEdition, getEdition } from '#app/modules/editions/editions.queries.server.ts'
import type { EventEdition } from '#app/db/schema.ts'
import { agendaCalendar, icsResponse } from './agenda-ics.server.ts'
import { groupAgendaByDay } from './agenda.ts'
import { createSession, updateSession } from './session-admin.server.ts'
import { readSessionFormChoices } from './session-options.server.ts'
import { SessionSchema, sessionFormDefaults } from './session.schema.ts'
import { type AgendaSessionRow, getAgendaSession, listAgendaSessions } from './sessions.queries.server.ts'

/** A session with its heading and description in the page's language (`localized`, ADR 0059). */
function inPageLanguage(session: AgendaSessionRow): AgendaSessionRow {
	return {
		...session,
		heading: localized(session.heading, session.heading_fr),
		description: localized(session.description, session.description_fr),
	}
}

const MISSING = 'There is no session with that id. It may have been deleted.'
const FETCH_FAILED = 'Failed to fetch data'

/**
 * The public agenda: the current edition's year and its sessions by day, in the request's language.
 * Throws 500 with "The agenda could not be loaded. Please try again later." (in that language) when
 * it cannot be read.
 */
export function loadAgendaPage() {
	return readOr500(
		async () => {
			const edition = await getCurrentEdition(db, new Date())
			const sessions = edition ? (await listAgendaSessions(db, edition.id)).map(inPageLanguage) : []
			return { year: edition?.year ?? null, days: groupAgendaByDay(sessions) }
		},
		{ message: m.pages_agenda_load_failed(), log: 'Agenda could not be read' },
	)
}

/** An iCalendar file of `sessions` of `edition`, named `filename`. */
function calendarFile(
	sessions: readonly AgendaSessionRow[],
	edition: EventEdition | undefined,
	filename: string,
): Response {
	const body = agendaCalendar(sessions, {
		calendarName: `Internal Audit Leadership Summit${edition ? ` ${edition.year}` : ''}`,
		location: edition?.venue ?? null,
		mapHref: edition ? venueMapHref(edition.venue, edition.venue_map_url) : null,
		siteUrl: env.SITE_URL,
	})
	return icsResponse(body, filename)
}

/** `/agenda.ics`: the current edition's whole agenda (empty before there is an edition). */
export async function agendaCalendarFile(): Promise<Response> {
	const edition = await getCurrentEdition(db, new Date())
	const sessions = edition ? (await listAgendaSessions(db, edition.id)).map(inPageLanguage) : []
	return calendarFile(sessions, edition, `summit-agenda${edition ? `-${edition.year}` : ''}.ics`)
}

/** `/agenda/{sessionId}.ics` for `fileParam` "{sessionId}.ics"; throws a 404 response for no session. */
export async function sessionCalendarFile(fileParam: string): Promise<Response> {
	const id = parseRecordId(/^(.+)\.ics$/.exec(fileParam)?.[1])
	const session = id === null ? undefined : await getAgendaSession(db, id)
	if (!session) throw new Response('Session not found', { status: 404 })
	const edition = await getEdition(db, session.edition_id)
	return calendarFile([inPageLanguage(session)], edition, `summit-session-${session.id}.ics`)
}

/**
 * The add-session page: the session form's props (the edition and speaker choices, the starting
 * values). After a save
 * `url` carries the last session's edition and date, so a day's programme can be entered one session
 * after another; otherwise the edition the public site shows and its first day. `formKey` is new at
 * each load, so the form starts empty after a save. Throws 500 "Failed to fetch data".
 */
export async function loadSessionNewPage(url: URL) {
	const choices = await readOr500(() => readSessionFormChoices(db, new Date()), {
		message: FETCH_FAILED,
		log: 'Session form choices could not be read',
	})
	const edition = url.searchParams.get('edition') ?? ''
	const date = url.searchParams.get('date') ?? ''
	const current = choices.currentEdition
	return {
		formKey: crypto.randomUUID(),
		form: {
			editions: choices.editions,
			speakers: choices.speakers,
			defaultValue: {
				editionId: choices.editions.some((e) => e.value === edition)
					? edition
					: current
						? String(current.id)
						: '',
				date: isCalendarDay(date) ? date : (current?.startsOn ?? ''),
			},
		},
	}
}

/**
 * The edit page of the session `idParam` names: its heading and the session form's props (values
 * and choices). A speaker deleted
 * since keeps their name as typed text. Throws 404 for no session, 500 "Failed to fetch data".
 */
export async function loadSessionEditPage(idParam: string | undefined) {
	const { session, choices } = await recordOr404(
		idParam,
		async (id) => {
			const [session, choices] = await Promise.all([
				getAgendaSession(db, id),
				readSessionFormChoices(db, new Date()),
			])
			return session && { session, choices }
		},
		{ missing: MISSING, failure: { message: FETCH_FAILED, log: 'Session could not be read' } },
	)
	const defaults = sessionFormDefaults(session)
	if (defaults.speakerId && !choices.speakers.some((s) => s.value === defaults.speakerId)) {
		defaults.speakerId = ''
		defaults.speaker = session.speaker ?? ''
	}
	return {
		id: session.id,
		heading: session.heading,
		form: { editions: choices.editions, speakers: choices.speakers, defaultValue: defaults },
	}
}

/** A heading short enough for a toast. */
function toastHeading(heading: string): string {
	return heading.length > 120 ? `${heading.slice(0, 119)}…` : heading
}

/**
 * Adds a session from the session form by `actor`. Answers the form's messages (400, 409 for a
 * vanished edition or speaker, 500 "Server Error"), or a redirect to an empty form for the next
 * session of the same edition and day, with a toast.
 */
export function addSessionFromForm(actor: Actor, formData: FormData) {
	return submitForm(parseWithZod(formData, { schema: SessionSchema }), alertReplies, {
		failure: 'Session could not be added',
		save: (value) => createSession(db, actor, value, new Date()),
		answer: (result, reply, value) => {
			if (!result.ok) {
				const errors =
					'field' in result
						? { fieldErrors: { [result.field]: [result.message] } }
						: { formErrors: [result.message] }
				return formReply(409, reply(errors))
			}
			const next = new URLSearchParams({ edition: String(value.editionId), date: value.date })
			return {
				redirectTo: `/admin/add-agenda?${next}`,
				toast: {
					type: 'success',
					title: 'Session created',
					description: `“${toastHeading(result.heading)}” is on the agenda. The form is ready for the next session.`,
				},
			}
		},
	})
}

/**
 * Replaces the session `idParam` names from the session form by `actor`. Throws 404 for no session;
 * answers the form's messages (400, 409, 500 "Server Error") or a redirect to the sessions list with
 * a toast (ADR 0055).
 */
export function updateSessionFromForm(actor: Actor, idParam: string | undefined, formData: FormData) {
	const id = recordIdOr404(idParam, MISSING)
	return submitForm(parseWithZod(formData, { schema: SessionSchema }), alertReplies, {
		failure: 'Session could not be updated',
		save: (value) => updateSession(db, actor, id, value, new Date()),
		answer: (result, reply) => {
			if (!result.ok) {
				if (result.reason === 'not-found') notFound(MISSING)
				return formReply(409, reply({ fieldErrors: { [result.field]: [result.message] } }))
			}
			return {
				redirectTo: '/admin/sessions',
				toast: {
					type: 'success',
					title: 'Session updated',
					description: `“${toastHeading(result.heading)}” was saved.`,
				},
			}
		},
	})
}
