/**
 * `/api/v1/schedule.xml` and `/api/v1/schedule.json` (docs/api.md, "Schedule"; ADR 0061): the
 * current edition's agenda in the formats conference apps read, frab XML and its JSON shape, in
 * English or, with `?lang=fr`, in French where a French text is filled (ADR 0059). Public answers:
 * ETag and 304, shared-cache headers, CORS open (`apiBodyResponse`); kept by the page cache.
 */
import { db } from '#app/db/db.server.ts'
import { problemResponse } from '#app/lib/api/problem.ts'
import { apiBodyResponse } from '#app/lib/api/json-response.server.ts'
import { env } from '#app/lib/env.server.ts'
import { isLocale, type Locale } from '#app/lib/i18n/locale.ts'
import { frabJson, type Schedule } from './schedule-data.ts'
import { readSchedule } from './schedule.queries.server.ts'
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
