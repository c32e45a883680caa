/**
 * The schedule for conference apps in the OpenAPI document (docs/api.md, "Schedule"; ADR 0061):
 * `/schedule.xml` (frab XML, described as a string) and `/schedule.json` (its JSON shape, from the
 * Zod schema `frabJson` is checked against).
 */
import { z } from 'zod'
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi'
import { ScheduleJsonSchema } from './schedule.schema.ts'

const lang = {
	query: z.object({
		lang: z.enum(['en', 'fr']).optional().meta({
			description:
				'The language of titles and abstracts: `fr` gives the French text where one is filled. English by default.',
		}),
	}),
}

const problem = (description: string) => ({
	description,
	content: {
		'application/problem+json': {
			schema: z.object({ type: z.string(), title: z.string(), status: z.number().int(), detail: z.string() }),
		},
	},
})

const common: Pick<ZodOpenApiOperationObject, 'tags' | 'requestParams'> = {
	tags: ['Schedule'],
	requestParams: lang,
}

const responses = (ok: ZodOpenApiResponseObject) => ({
	'200': ok,
	'304': { description: 'Not modified: the `If-None-Match` ETag is current.' },
	'400': problem('`lang` is neither `en` nor `fr`.'),
	'404': problem('There is no schedule yet: no edition has a date or a session.'),
})

/** The schedule's paths, keyed by their path under the server URL (`/api/v1`). */
export const schedulePaths: ZodOpenApiPathsObject = {
	'/schedule.xml': {
		get: {
			...common,
			operationId: 'getScheduleXml',
			summary: 'The schedule as frab XML',
			description:
				'The current edition’s agenda as frab-compatible XML, read by Giggity, ConfClerk, EventFahrplan and the c3voc tools: `<schedule>` with `<version>`, `<conference>`, and one `<day index date start end>` per day holding `<room name guid>` and its `<event guid id>` elements (room, title, subtitle, type, date, start, duration, abstract, slug, track, persons, language, description, recording, links, attachments, url). Times are Africa/Accra (UTC+0). Each event’s `guid` is stable for its session.',
			responses: responses({
				description: 'frab XML (UTF-8).',
				content: {
					'application/xml': {
						schema: z.string().meta({
							description: 'A frab schedule XML document.',
							example: '<?xml version="1.0" encoding="UTF-8"?>\n<schedule>…</schedule>',
						}),
					},
				},
			}),
		},
	},
	'/schedule.json': {
		get: {
			...common,
			operationId: 'getScheduleJson',
			summary: 'The schedule in the frab/pretalx JSON shape',
			description:
				'The same schedule as `/schedule.xml` in the JSON shape pretalx and frab publish (c3voc’s `schedule.json`): the conference, its days with `day_start`/`day_end`, and each day’s events by room.',
			responses: responses({
				description: 'The schedule.',
				content: { 'application/json': { schema: ScheduleJsonSchema } },
			}),
		},
	},
}
