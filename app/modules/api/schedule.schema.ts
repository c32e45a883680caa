/**
 * The Zod schema of `/api/v1/schedule.json` (ADR 0061): the frab/pretalx JSON shape that c3voc's
 * `schedule.json` schema describes, as `frabJson` writes it. The OpenAPI document is generated from
 * it, and the tests check every answer against it.
 */
import { z } from 'zod'

const dateTime = z.string().meta({
	description: 'Date and time in Africa/Accra (UTC+0), ISO 8601 with `+00:00`.',
	example: '2027-05-20T09:00:00+00:00',
})
const hhmm = z.string().regex(/^\d{2}:\d{2}$/)

export const SchedulePersonSchema = z
	.object({
		id: z
			.number()
			.int()
			.optional()
			.meta({ description: 'The speaker’s id in `/speakers`; absent for a speaker named as text.' }),
		guid: z.uuid().meta({ description: 'Stable UUID of the person.' }),
		public_name: z.string(),
	})
	.meta({ id: 'SchedulePerson' })

export const ScheduleEventSchema = z
	.object({
		guid: z.uuid().meta({ description: 'Stable UUID (version 5) derived from the session id.' }),
		id: z.number().int().meta({ description: 'The session id, as in `/sessions`.' }),
		date: dateTime,
		start: hhmm.meta({ description: 'Local start time.', example: '09:00' }),
		duration: hhmm.meta({ description: 'Duration in hours and minutes.', example: '01:30' }),
		room: z.string(),
		slug: z.string(),
		url: z.url().meta({ description: 'The session on the public agenda.' }),
		title: z.string(),
		subtitle: z.string(),
		track: z.null(),
		type: z.string(),
		language: z.enum(['en', 'fr']),
		abstract: z.string(),
		description: z.string(),
		logo: z.null(),
		persons: z.array(SchedulePersonSchema),
		links: z.array(z.object({ url: z.url(), title: z.string() })),
		attachments: z.array(z.object({ url: z.url(), title: z.string() })),
	})
	.meta({ id: 'ScheduleEvent' })

export const ScheduleDaySchema = z
	.object({
		index: z.number().int().min(1),
		date: z.iso.date(),
		day_start: dateTime,
		day_end: dateTime,
		rooms: z
			.record(z.string(), z.array(ScheduleEventSchema))
			.meta({ description: 'The day’s events by room name.' }),
	})
	.meta({ id: 'ScheduleDay' })

export const ScheduleJsonSchema = z
	.object({
		$schema: z.string(),
		generator: z.object({ name: z.string(), version: z.string() }),
		schedule: z.object({
			version: z.string().meta({ description: 'Changes whenever a session changes.' }),
			base_url: z.url(),
			conference: z.object({
				acronym: z.string(),
				title: z.string(),
				start: z.iso.date(),
				end: z.iso.date(),
				daysCount: z.number().int().min(1),
				timeslot_duration: hhmm,
				time_zone_name: z.literal('Africa/Accra'),
				url: z.url(),
				rooms: z.array(z.object({ name: z.string(), guid: z.uuid() })),
				days: z.array(ScheduleDaySchema),
			}),
		}),
	})
	.meta({
		id: 'ScheduleJson',
		description: 'The current edition’s schedule in the frab/pretalx JSON shape (c3voc’s schedule.json).',
	})

export type ScheduleJson = z.infer<typeof ScheduleJsonSchema>
