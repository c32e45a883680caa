/**
 * `/api/v1/schedule.xml` and `/api/v1/schedule.json` (docs/api.md, "Schedule"; ADR 0061): the
 * current edition's agenda in the formats conference apps read, frab XML and its JSON shape, in
 * English or, with `?lang=fr`, in French where a French text is filled (ADR 0059). Public answers:
 * ETag and 304, shared-cache headers, CORS open (`apiBodyResponse`); kept by the page cache.
 */
import { db } from '#app/db/db.server.ts'
import type { Handle } from '#app/db/handle.ts'
import { problemResponse } from '#app/lib/api/problem.ts'
import { apiBodyResponse } from '#app/lib/api/json-response.server.ts'
import { env } from '#app/lib/env.server.ts'
import { isLocale, type Locale, localizedPath } from '#app/lib/i18n/locale.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { listAgendaSessions } from '#app/modules/agenda/sessions.queries.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { buildSchedule, frabJson, type Schedule } from './schedule-data.ts'
import { frabXml } from './schedule-xml.ts'

/** The language `?lang=` asks for (English without it), or a 400 problem naming the parameter. */
function languageOf(url: URL): Locale | Response {
	const lang = url.searchParams.get('lang')
	if (lang === null || lang === '') return 'en'
	if (isLocale(lang)) return lang
	return problemResponse(
		'invalid-request',
		`The language “${lang.slice(0, 20)}” is not served: use en or fr.`,
		{
			errors: [{ name: 'lang', reason: 'must be en or fr' }],
		},
	)
}

/**
 * The schedule of the current edition at `now` in `language`, with links on `siteUrl`, or null
 * when there is no current edition or it has neither a date nor a session yet.
 */
export async function readSchedule(
	db: Handle,
	options: { language: Locale; now: Date; siteUrl: string },
): Promise<Schedule | null> {
	const { language } = options
	const edition = await getCurrentEdition(db, options.now)
	if (!edition) return null
	const sessions = await listAgendaSessions(db, edition.id)
	return buildSchedule({
		edition: { year: edition.year, venue: edition.venue, startsAt: edition.starts_at },
		sessions: sessions.map((s) => ({
			id: s.id,
			heading: localized(s.heading, s.heading_fr, language),
			startsAt: s.starts_at,
			endsAt: s.ends_at,
			speaker: s.speaker,
			speakerId: s.speaker_id,
			description: localized(s.description, s.description_fr ?? null, language),
			updatedAt: s.updated_at,
		})),
		language,
		siteUrl: options.siteUrl,
		agendaPath: localizedPath('/agenda', language),
	})
}

const NO_SCHEDULE = 'There is no schedule yet: no edition has a date or a session.'

/** The answer of a schedule format: a 400 for a bad `lang`, a 404 without a schedule, else `write`'s body. */
async function scheduleResponse(
	request: Request,
	contentType: string,
	write: (schedule: Schedule) => string,
): Promise<Response> {
	const language = languageOf(new URL(request.url))
	if (language instanceof Response) return language
	const schedule = await readSchedule(db, { language, now: new Date(), siteUrl: env.SITE_URL })
	if (!schedule) return problemResponse('not-found', NO_SCHEDULE)
	return apiBodyResponse(request, write(schedule), contentType, 'public', { 'Content-Language': language })
}

/** `/api/v1/schedule.xml`: frab XML (`application/xml`). */
export function scheduleXmlResponse(request: Request): Promise<Response> {
	return scheduleResponse(request, 'application/xml; charset=utf-8', frabXml)
}

/** `/api/v1/schedule.json`: the frab/pretalx JSON shape (`application/json`). */
export function scheduleJsonResponse(request: Request): Promise<Response> {
	return scheduleResponse(request, 'application/json; charset=utf-8', (schedule) =>
		JSON.stringify(frabJson(schedule)),
	)
}
