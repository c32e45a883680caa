/**
 * The schedule of the demo content, on SQLite and PostgreSQL: every session of the current edition
 * is an event on its Accra day, with its speaker as a person, in the edition's venue; French where
 * a French text is filled; both formats agree.
 */
import { describe, expect, test } from 'vitest'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { useTestFileStore } from '#tests/setup/file-store.ts'
import { child, childrenNamed, parseXml } from '#tests/setup/xml-tree.ts'
import { seedDatabase } from '#app/demo/seed.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { frabJson, sessionGuid } from './schedule-data.ts'
import { frabXml } from './schedule-xml.ts'
import { ScheduleJsonSchema } from './schedule.schema.ts'
import { readSchedule } from './schedule.queries.server.ts'

const siteUrl = 'https://summit.example'

describe.each(testDialects)('readSchedule on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const files = useTestFileStore('summit-schedule-')

	test('is empty-handed without an edition', async () => {
		expect(await readSchedule(t.db, { language: 'en', now, siteUrl })).toBeNull()
	})

	test(
		'the demo agenda: every session on its day in the venue, with its speaker',
		{ timeout: 60_000 },
		async () => {
			await seedDatabase(t.db, files.store, { now, admin: {} })
			const edition = (await getCurrentEdition(t.db, now))!
			const rows = await t.db
				.selectFrom('agenda_sessions')
				.select(['id', 'heading', 'heading_fr', 'starts_at', 'ends_at', 'speaker', 'speaker_id'])
				.where('edition_id', '=', edition.id)
				.orderBy('starts_at')
				.orderBy('id')
				.execute()
			expect(rows.length).toBeGreaterThanOrEqual(6)

			const schedule = (await readSchedule(t.db, { language: 'en', now, siteUrl }))!
			const dates = [...new Set(rows.map((r) => new Date(r.starts_at).toISOString().slice(0, 10)))]
			expect(schedule.days.map((d) => d.date)).toEqual(dates)
			expect(schedule.title).toBe(`Internal Audit Leadership Summit ${edition.year}`)
			expect(schedule.room.name).toBe(edition.venue)
			const events = schedule.days.flatMap((d) => d.events)
			expect(events.map((e) => [e.id, e.guid, e.title, e.date])).toEqual(
				rows.map((r) => [
					r.id,
					sessionGuid(r.id),
					r.heading,
					`${new Date(r.starts_at).toISOString().slice(0, 19)}+00:00`,
				]),
			)
			// A listed speaker is the person, by their own name; the agenda's line is the subtitle when it says more.
			const speakers = await t.db.selectFrom('speakers').select(['id', 'title', 'full_name']).execute()
			const nameOf = new Map(speakers.map((s) => [s.id, `${s.title} ${s.full_name}`]))
			expect(events.map((e) => [e.persons.map((p) => [p.id, p.name]), e.subtitle])).toEqual(
				rows.map((r) =>
					r.speaker_id !== null
						? [
								[[r.speaker_id, nameOf.get(r.speaker_id)]],
								r.speaker === nameOf.get(r.speaker_id) ? '' : r.speaker,
							]
						: [r.speaker ? [[null, r.speaker]] : [], ''],
				),
			)
			expect(events.filter((e) => e.persons[0]?.id).length).toBeGreaterThanOrEqual(6)
			expect(events.some((e) => e.subtitle.startsWith('Moderated by'))).toBe(true)

			// Both formats carry the same sessions; the JSON matches its documented schema.
			const json = ScheduleJsonSchema.parse(frabJson(schedule))
			const jsonIds = json.schedule.conference.days.flatMap((d) =>
				Object.values(d.rooms)
					.flat()
					.map((e) => e.id),
			)
			const xmlIds = childrenNamed(parseXml(frabXml(schedule)), 'day').flatMap((d) =>
				childrenNamed(child(d, 'room'), 'event').map((e) => Number(e.attributes.id)),
			)
			expect(jsonIds).toEqual(rows.map((r) => r.id))
			expect(xmlIds).toEqual(rows.map((r) => r.id))

			// In French: the French heading where one is filled, the English one elsewhere.
			const french = (await readSchedule(t.db, { language: 'fr', now, siteUrl }))!
			expect(french.url).toBe(`${siteUrl}/fr/agenda`)
			expect(french.days.flatMap((d) => d.events.map((e) => e.title))).toEqual(
				rows.map((r) => (r.heading_fr?.trim() ? r.heading_fr : r.heading)),
			)
		},
	)
})
