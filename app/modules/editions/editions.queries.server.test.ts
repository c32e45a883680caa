/** The event data list (/admin/data-center) and the venue map link, on SQLite and PostgreSQL. */
import { beforeEach, describe, expect, test } from 'vitest'
import { actorFactory } from '#tests/factories/users.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { now } from '#tests/setup/clock.ts'
import { createEdition, updateEditionData } from './edition-admin.server.ts'
import { EditionSchema } from './edition.schema.ts'
import {
	countEditionsMatching,
	type EditionListQuery,
	getEdition,
	insertEdition,
	listEditions,
	listEditionsPage,
} from './editions.queries.server.ts'

describe.each(testDialects)('event data list on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const ids: Record<string, number> = {}
	beforeEach(async () => {
		const add = (
			key: string,
			year: number,
			theme: string | null,
			venue: string | null,
			startsAt: string | null,
			regular: number | null,
		) =>
			insertEdition(
				t.db,
				{
					year,
					theme,
					venue,
					starts_at: startsAt,
					regular_fee_pesewas: regular,
					early_bird_fee_pesewas: regular === null ? null : regular - 50_000,
					early_bird_expires_on: startsAt ? startsAt.slice(0, 10) : null,
				},
				now,
			).then((id) => (ids[key] = id))
		await add(
			'a2025',
			2025,
			'Assurance Without Borders',
			'Accra International Conference Centre',
			'2025-10-16T09:00:00.000Z',
			250_000,
		)
		await add('b2027', 2027, 'beyond compliance', 'Airport City, ACCRA', '2027-03-18T08:30:00.000Z', 280_000)
		await add('c2028', 2028, null, null, null, null)
		await add('d2029', 2029, 'Data 100% Trusted_', 'Kumasi', '2029-04-12T08:00:00.000Z', 300_000)
	})

	const page = (query: Partial<EditionListQuery>) =>
		listEditionsPage(t.db, { q: '', sort: 'eventDate', dir: 'desc', offset: 0, limit: null, ...query })
	const keysOf = (rows: { id: number }[]) => rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id))

	test('search is a case-insensitive substring of the theme, the venue or the year', async () => {
		expect(keysOf(await page({ q: 'BEYOND' }))).toEqual(['b2027'])
		expect(keysOf(await page({ q: 'accra' }))).toEqual(['b2027', 'a2025'])
		expect(keysOf(await page({ q: '2028' }))).toEqual(['c2028'])
		expect(keysOf(await page({ q: '202' }))).toHaveLength(4)
		expect(await countEditionsMatching(t.db, 'accra')).toBe(2)
		expect(await countEditionsMatching(t.db, '')).toBe(4)
		// % and _ match literally.
		expect(keysOf(await page({ q: '100%' }))).toEqual(['d2029'])
		expect(keysOf(await page({ q: '_' }))).toEqual(['d2029'])
		expect(await countEditionsMatching(t.db, 'nothing like this')).toBe(0)
	})

	test('sorts by each column, empty values last in both directions', async () => {
		// a2025 comes before b2027 and b2027 before d2029 in every column; c2028 has no values.
		const order = { asc: ['a2025', 'b2027', 'd2029', 'c2028'], desc: ['d2029', 'b2027', 'a2025', 'c2028'] }
		const columns: [EditionListQuery['sort'], EditionListQuery['dir']][] = [
			['eventDate', 'desc'],
			['eventDate', 'asc'],
			['theme', 'asc'],
			['theme', 'desc'],
			['regularFee', 'desc'],
			['earlyBirdFee', 'asc'],
			['expiry', 'asc'],
			['venue', 'asc'],
		]
		for (const [sort, dir] of columns) {
			expect(keysOf(await page({ sort, dir })), `${sort} ${dir}`).toEqual(order[dir])
		}
	})

	test('pages with offset and limit; each row counts its sessions and registrations', async () => {
		expect(keysOf(await page({ offset: 0, limit: 2 }))).toEqual(['d2029', 'b2027'])
		expect(keysOf(await page({ offset: 2, limit: 2 }))).toEqual(['a2025', 'c2028'])
		expect(await page({ offset: 4, limit: 2 })).toEqual([])

		await t.db
			.insertInto('agenda_sessions')
			.values(
				['One', 'Two'].map((heading) => ({
					edition_id: ids.b2027!,
					heading,
					starts_at: '2027-03-18T09:00:00.000Z',
					ends_at: '2027-03-18T10:00:00.000Z',
					updated_at: now.toISOString(),
				})),
			)
			.execute()
		await t.db
			.insertInto('attendees')
			.values({
				edition_id: ids.b2027!,
				full_name: 'Ama Mensah',
				email: 'ama@example.com',
				whatsapp_number: '+233241234567',
				company_name: 'Mensah & Co',
				designation: 'Head of Audit',
			})
			.execute()
		const [row] = await page({ q: 'beyond' })
		expect(row).toMatchObject({
			year: 2027,
			theme: 'beyond compliance',
			regular_fee_pesewas: 280_000,
			session_count: 2,
			registration_count: 1,
		})
		expect((await page({ q: 'Kumasi' }))[0]).toMatchObject({ session_count: 0, registration_count: 0 })
	})
})

describe.each(testDialects)('the venue map link on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('the event-data form stores what was pasted as a link, reads it back, and clears it when emptied', async () => {
		const actor = await actorFactory(t.db, now)
		const form = (venueMapUrl: string) => {
			const parsed = EditionSchema.safeParse({
				year: 2027,
				venue: 'Accra International Conference Centre',
				venueMapUrl,
			})
			if (!parsed.success) throw new Error(parsed.error.message)
			return parsed.data
		}
		const created = await createEdition(
			t.db,
			actor,
			form(
				'<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3970.7!2d-0.1745!3d5.6037!5e0"></iframe>',
			),
			now,
		)
		if (!created.ok) throw new Error('not created')
		expect((await getEdition(t.db, created.id))?.venue_map_url).toBe(
			'https://www.google.com/maps/search/?api=1&query=5.6037%2C-0.1745',
		)
		expect((await listEditions(t.db)).map((e) => e.venue_map_url)).toEqual([
			'https://www.google.com/maps/search/?api=1&query=5.6037%2C-0.1745',
		])

		await updateEditionData(t.db, actor, created.id, form('maps.app.goo.gl/AbCdEf123'), now)
		expect((await getEdition(t.db, created.id))?.venue_map_url).toBe('https://maps.app.goo.gl/AbCdEf123')

		await updateEditionData(t.db, actor, created.id, { ...form(''), venueMapUrl: undefined }, now)
		expect((await getEdition(t.db, created.id))?.venue_map_url).toBeNull()
	})

	test('an edition inserted without one has none', async () => {
		const id = await insertEdition(
			t.db,
			{
				year: 2028,
				theme: null,
				venue: null,
				starts_at: null,
				regular_fee_pesewas: null,
				early_bird_fee_pesewas: null,
				early_bird_expires_on: null,
			},
			now,
		)
		expect((await getEdition(t.db, id))?.venue_map_url).toBeNull()
	})
})
