/**
 * The registration queries (`registration-lists.queries.server.ts`) on both databases: the row counts
 * behind the list totals (migration 0003) stay equal to `count(*)` through every kind of change and
 * the migration counts the rows already there; and the list queries as the attendee list and the
 * partnership enquiry list run them — search, edition filter, sort, pages, export batches, deletes.
 */
import { Migrator, sql } from 'kysely'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Database } from '#app/db/connect.server.ts'
import type { SortDir } from '#app/lib/list-params.ts'
import { migrations } from '#app/db/migrations/index.ts'
import { ATTENDEE_LIST } from '#app/modules/attendees/attendee-list.ts'
import { ATTENDEE_SOURCE, insertAttendee } from '#app/modules/attendees/attendees.queries.server.ts'
import { PARTNERSHIP_LIST } from '#app/modules/partnerships/partnership-list.ts'
import { insertEnquiry, PARTNERSHIP_SOURCE } from '#app/modules/partnerships/partnerships.queries.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { now } from '#tests/setup/clock.ts'
import { parseRegistrationListParams } from './registration-list.ts'
import {
	countMatchingRegistrations,
	countRegistrations,
	deleteRegistrationsByIds,
	findRegistrations,
	listRegistrationPage,
	registrationBatches,
	SEARCH_SCAN,
	SEARCH_SHOWN,
	searchRegistrations,
	type RegistrationExtra,
	type RegistrationFilter,
	type RegistrationOrder,
	type RegistrationPageQuery,
	type RegistrationSort,
	type RegistrationSource,
	type RegistrationTable,
} from './registration-lists.queries.server.ts'

/** Either list's source (the attendees, or the enquiries with their extra columns). */
type Source = RegistrationSource<RegistrationExtra>

const all: RegistrationFilter = { q: '', editionId: null }

/** A list query over every row, newest first, from the first row, of `limit` rows; `query` overrides. */
const newestFirst = (
	limit: number | null,
	query: Partial<RegistrationPageQuery> = {},
): RegistrationPageQuery => ({
	...all,
	sort: 'date',
	dir: 'desc',
	offset: 0,
	limit,
	...query,
})

/** The time `minutes` after the fixed start of the registrations these tests insert. */
const minutesIn = (minutes = 0) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString()

describe.each(testDialects)('registration queries on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let edition2025: number
	let edition2026: number
	let serial = 0
	beforeEach(async () => {
		edition2025 = await editionFactory(t.db, 'past', now, { year: 2025 })
		edition2026 = await editionFactory(t.db, 'upcoming', now, { year: 2026 })
	})

	/** How many rows of `source` match the search `q` in `editionId` (null: every edition). */
	const matching = (source: Source, q: string, editionId: number | null = null) =>
		countMatchingRegistrations(t.db, source, { q, editionId })

	/** What `list` shows (each row as `label` gives it) for edition 2025, for 2026 and for every edition. */
	async function byEdition<Row>(
		list: (query: Partial<RegistrationPageQuery>) => Promise<Row[]>,
		label: (rows: Row[]) => string[],
	): Promise<string[][]> {
		const shown: string[][] = []
		for (const editionId of [edition2025, edition2026, null]) shown.push(label(await list({ editionId })))
		return shown
	}

	/** The batches `registrationBatches` yields for `query` on `source`, `size` rows at the most each. */
	async function batchesOf(
		source: Source,
		query: RegistrationFilter & RegistrationOrder,
		size?: number,
	): Promise<{ id: number }[][]> {
		const batches: { id: number }[][] = []
		for await (const batch of registrationBatches(t.db, source, query, size)) batches.push(batch)
		return batches
	}

	/**
	 * For each of `orders` ('name asc'), `filters` and batch `sizes`: expects the export batches of
	 * `source` to be non-empty, of at most that size, and together every row `list` shows for that
	 * query, once each, in its order.
	 */
	async function expectBatchesFollowList(
		source: Source,
		list: (query: Partial<RegistrationPageQuery>) => Promise<{ id: number }[]>,
		{
			orders,
			filters,
			sizes,
		}: { orders: `${RegistrationSort} ${SortDir}`[]; filters: RegistrationFilter[]; sizes: number[] },
	) {
		for (const order of orders) {
			const [sort, dir] = order.split(' ') as [RegistrationSort, SortDir]
			for (const filter of filters) {
				const expected = (await list({ ...filter, sort, dir, limit: null })).map((r) => r.id)
				for (const size of sizes) {
					const batches = await batchesOf(source, { ...filter, sort, dir }, size)
					const label = `${sort} ${dir} ${JSON.stringify(filter)} by ${size}`
					const sized = batches.every((b) => b.length <= size && b.length > 0)
					expect(sized, `${label}: 1 to ${size} rows a batch`).toBe(true)
					expect(
						batches.flat().map(({ id }) => id),
						label,
					).toEqual(expected)
				}
			}
		}
	}

	describe('row counts', () => {
		/** A new row of `edition` with the columns both tables have; `serial` makes it unique. */
		const person = <Edition extends number | null>(edition: Edition) => {
			serial++
			return {
				edition_id: edition,
				full_name: `Person ${serial}`,
				email: `p${serial}@x.example`,
				contact_number: null,
				whatsapp_number: '1',
				company_name: 'C',
				designation: 'D',
				heard_from: null,
				created_at: now.toISOString(),
			}
		}
		const attendee = (edition: number) => person(edition)
		const enquiry = (edition: number | null) => ({
			...person(edition),
			package: 'Gold',
			reference: `REF-${serial}`,
		})

		/** Every count the lists read equals `count(*)` of the table. */
		async function expectExact(db: Database = t.db) {
			for (const table of ['attendees', 'partnership_enquiries'] as RegistrationTable[]) {
				for (const edition of [null, edition2025, edition2026]) {
					let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'))
					if (edition !== null) query = query.where('edition_id', '=', edition)
					const actual = Number((await query.executeTakeFirstOrThrow()).n)
					expect(await countRegistrations(db, table, edition), `${table} edition ${edition}`).toBe(actual)
				}
			}
		}

		test('inserts one by one and in bulk, deletes, edition changes and a deleted edition', async () => {
			await expectExact()
			expect(await countRegistrations(t.db, 'attendees', null)).toBe(0)
			await insertAttendee(t.db, attendee(edition2025))
			await t.db
				.insertInto('attendees')
				.values([attendee(edition2025), attendee(edition2026), attendee(edition2026), attendee(edition2026)])
				.execute()
			await t.db
				.insertInto('partnership_enquiries')
				.values([enquiry(edition2025), enquiry(null), enquiry(edition2026)])
				.execute()
			expect(await countRegistrations(t.db, 'attendees', null)).toBe(5)
			expect(await countRegistrations(t.db, 'attendees', edition2026)).toBe(3)
			await expectExact()

			await t.db
				.updateTable('attendees')
				.set({ edition_id: edition2025 })
				.where('edition_id', '=', edition2026)
				.execute()
			await t.db.updateTable('attendees').set({ full_name: 'Renamed' }).execute()
			await expectExact()
			expect(await countRegistrations(t.db, 'attendees', edition2025)).toBe(5)

			await t.db
				.deleteFrom('attendees')
				.where('id', 'in', t.db.selectFrom('attendees').select('id').limit(3))
				.execute()
			await expectExact()

			// Deleting an edition sets its enquiries' edition to none (foreign key action).
			await t.db.deleteFrom('event_editions').where('id', '=', edition2026).execute()
			expect(await countRegistrations(t.db, 'partnership_enquiries', null)).toBe(3)
			expect(await countRegistrations(t.db, 'partnership_enquiries', edition2026)).toBe(0)
			await expectExact()
		})

		test('a rolled-back change leaves the counts as they were', async () => {
			await insertAttendee(t.db, attendee(edition2025))
			await expect(
				t.db.transaction().execute(async (trx) => {
					await trx
						.insertInto('attendees')
						.values([attendee(edition2025), attendee(edition2026)])
						.execute()
					await trx.deleteFrom('attendees').where('edition_id', '=', edition2025).execute()
					throw new Error('roll back')
				}),
			).rejects.toThrow('roll back')
			expect(await countRegistrations(t.db, 'attendees', null)).toBe(1)
			await expectExact()
		})

		test('emptying the table (TRUNCATE … CASCADE on PostgreSQL: the outbox refers to it; DELETE on SQLite) empties the counts', async () => {
			await t.db
				.insertInto('attendees')
				.values([attendee(edition2025), attendee(edition2026)])
				.execute()
			await (dialect === 'postgres' ? sql`truncate attendees cascade` : sql`delete from attendees`).execute(
				t.db,
			)
			expect(await countRegistrations(t.db, 'attendees', null)).toBe(0)
			await expectExact()
		})

		test('the migration counts the rows already there and can be undone', async () => {
			const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } })
			const down = await migrator.migrateTo('0002-captcha')
			expect(down.error).toBeUndefined()
			await t.db
				.insertInto('attendees')
				.values([attendee(edition2025), attendee(edition2026), attendee(edition2026)])
				.execute()
			await t.db
				.insertInto('partnership_enquiries')
				.values([enquiry(null), enquiry(edition2025)])
				.execute()
			const up = await migrator.migrateToLatest()
			expect(up.error).toBeUndefined()
			expect(await countRegistrations(t.db, 'attendees', edition2026)).toBe(2)
			expect(await countRegistrations(t.db, 'partnership_enquiries', null)).toBe(2)
			await expectExact()
			// The search index was built from the rows already there, too.
			const { rows } = await sql<{ n: number }>`select count(*) as n from attendees`.execute(t.db)
			expect(Number(rows[0]?.n)).toBe(3)
		})
	})

	describe('attendees', () => {
		/** Inserts a registration `minutes` after a fixed start; returns its id. */
		async function add(
			fullName: string,
			extra: {
				email?: string
				company?: string
				designation?: string
				edition?: number
				minutes?: number
			} = {},
		) {
			return insertAttendee(t.db, {
				edition_id: extra.edition ?? edition2026,
				full_name: fullName,
				email: extra.email ?? `${fullName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@summit.example`,
				contact_number: null,
				whatsapp_number: '+233 24 000 0000',
				company_name: extra.company ?? 'Volta Assurance',
				designation: extra.designation ?? 'Auditor',
				heard_from: null,
				created_at: minutesIn(extra.minutes),
			})
		}

		const names = (rows: { fullName: string }[]) => rows.map((r) => r.fullName)
		const page = (query: Partial<RegistrationPageQuery> = {}) =>
			listRegistrationPage(t.db, ATTENDEE_SOURCE, newestFirst(10, query))

		test('search is a case-insensitive substring of the name or the email, in the database', async () => {
			await add('Ama Mensah', { minutes: 1 })
			await add('Kwame AMANKWAH', { minutes: 2 })
			await add('Kofi Boateng', { email: 'kofi@amalgamated.example', minutes: 3 })
			await add('Esi Owusu', { minutes: 4 })
			// Through the search index on both dialects.
			expect(names(await page({ q: 'aMa' }))).toEqual(['Kofi Boateng', 'Kwame AMANKWAH', 'Ama Mensah'])
			expect(names(await page({ q: 'AMALGAMATED' }))).toEqual(['Kofi Boateng'])
			expect(names(await page({ q: 'Owu' }))).toEqual(['Esi Owusu'])
			expect(names(await page({ q: 'MENSAH@SUMMIT' }))).toEqual(['Ama Mensah'])
			expect(names(await page({ q: 'mensah kofi' }))).toEqual([])
			expect(await matching(ATTENDEE_SOURCE, 'ama')).toBe(3)
			expect(await matching(ATTENDEE_SOURCE, 'nobody')).toBe(0)
		})

		test('search treats %, _ and quotes literally and finds names in any script', async () => {
			await add('Percent 100% Sure', { minutes: 1 })
			await add('Under_score "Quoted"', { minutes: 2 })
			await add('Kwabena Ɔdɔm', { email: 'kwabena@odom.example', minutes: 3 })
			await add('مريم الحسن', { email: 'maryam@alhassan.example', minutes: 4 })
			await add('Plain Name', { minutes: 5 })
			expect(names(await page({ q: '00%' }))).toEqual(['Percent 100% Sure'])
			expect(names(await page({ q: '0% S' }))).toEqual(['Percent 100% Sure'])
			expect(names(await page({ q: '%%%' }))).toEqual([])
			expect(names(await page({ q: '___' }))).toEqual([])
			expect(names(await page({ q: 'r_s' }))).toEqual(['Under_score "Quoted"'])
			expect(names(await page({ q: '"Quoted"' }))).toEqual(['Under_score "Quoted"'])
			expect(names(await page({ q: 'ƆDƆM' }))).toEqual(['Kwabena Ɔdɔm'])
			expect(names(await page({ q: 'مريم' }))).toEqual(['مريم الحسن'])
		})

		test('a term under 3 characters is no search: every row is listed and counted', async () => {
			await add('Ama Mensah', { minutes: 1 })
			await add('Esi Owusu', { minutes: 2 })
			for (const q of ['Ow', 'é', '%', '_', '  ']) {
				expect(names(await page({ q: q.trim() }))).toEqual(['Esi Owusu', 'Ama Mensah'])
				expect(await matching(ATTENDEE_SOURCE, q.trim())).toBe(2)
				expect(await searchRegistrations(t.db, ATTENDEE_SOURCE, { q: q.trim(), editionId: null })).toBeNull()
			}
		})

		test('punctuation and spaces count: a term matches only where its very characters follow each other', async () => {
			await add('Ama Mensah', { email: 'ama@mail.com', minutes: 1 })
			await add('Kofi Com', { email: 'kofi@com.com.example', minutes: 2 })
			await add('Esi Owusu', { email: 'esi.owusu@mail.com', minutes: 3 })
			expect(names(await page({ q: 'com.com' }))).toEqual(['Kofi Com'])
			expect(names(await page({ q: 'com com' }))).toEqual([])
			expect(names(await page({ q: 'i com' }))).toEqual(['Kofi Com'])
			expect(names(await page({ q: 'l.com' }))).toEqual(['Esi Owusu', 'Ama Mensah'])
			expect(names(await page({ q: 'i.o' }))).toEqual(['Esi Owusu'])
			expect(names(await page({ q: 'i o' }))).toEqual(['Esi Owusu'])
			expect(names(await page({ q: 'a@m' }))).toEqual(['Ama Mensah'])
		})

		test('a search lists the newest 1,000 matches at most, says when more match, and a change is found at once', async () => {
			const rows = Array.from({ length: SEARCH_SHOWN + 5 }, (_, i) => ({
				edition_id: edition2026,
				full_name: `Many Person ${i}`,
				email: `many${i}@summit.example`,
				whatsapp_number: '+233 24 000 0000',
				company_name: 'Volta Assurance',
				designation: 'Auditor',
				created_at: minutesIn(i),
			}))
			for (let i = 0; i < rows.length; i += 500)
				await t.db
					.insertInto('attendees')
					.values(rows.slice(i, i + 500))
					.execute()
			const newest = await t.db
				.selectFrom('attendees')
				.select('id')
				.orderBy('id', 'desc')
				.limit(SEARCH_SHOWN)
				.execute()
			const found = await searchRegistrations(t.db, ATTENDEE_SOURCE, { q: 'many', editionId: null })
			expect(found).toEqual({ ids: newest.map((r) => r.id), complete: false })
			expect(await matching(ATTENDEE_SOURCE, 'MANY')).toBe(SEARCH_SHOWN)
			expect(await matching(ATTENDEE_SOURCE, 'many person 100')).toBe(6)
			const {
				total,
				rows: shown,
				search,
			} = await findRegistrations(
				t.db,
				ATTENDEE_SOURCE,
				newestFirst(10, { q: 'many', sort: 'name', dir: 'asc', offset: SEARCH_SHOWN - 10 }),
			)
			expect({ total, shown: shown.length, complete: search?.complete }).toEqual({
				total: SEARCH_SHOWN,
				shown: 10,
				complete: false,
			})
			// The search tables follow a change in the same statement.
			const [first] = newest
			await t.db
				.updateTable('attendees')
				.set({ full_name: 'Renamed Ɔdɔm' })
				.where('id', '=', first!.id)
				.execute()
			expect(names(await page({ q: 'ƆDƆM' }))).toEqual(['Renamed Ɔdɔm'])
			await t.db.deleteFrom('attendees').where('id', '=', first!.id).execute()
			expect(names(await page({ q: 'ɔdɔm' }))).toEqual([])
		})

		test('with filters, a search reads at most the newest 10,000 matches and says when it stopped there', async () => {
			await add('Scan Oldest', { edition: edition2025, minutes: 0 })
			const rows = Array.from({ length: SEARCH_SCAN }, (_, i) => ({
				edition_id: edition2026,
				full_name: `Scan Person ${i}`,
				email: `scan${i}@summit.example`,
				whatsapp_number: '+233 24 000 0000',
				company_name: 'Volta Assurance',
				designation: 'Auditor',
				created_at: minutesIn(i + 1),
			}))
			for (let i = 0; i < rows.length; i += 1000)
				await t.db
					.insertInto('attendees')
					.values(rows.slice(i, i + 1000))
					.execute()
			expect(await searchRegistrations(t.db, ATTENDEE_SOURCE, { q: 'scan', editionId: edition2025 })).toEqual(
				{
					ids: [],
					complete: false,
				},
			)
			// A term only the old row has is found with the same filter.
			const old = await searchRegistrations(t.db, ATTENDEE_SOURCE, { q: 'oldest', editionId: edition2025 })
			expect(old?.complete).toBe(true)
			expect(old?.ids).toHaveLength(1)
		})

		test('the edition filter limits rows and counts; no edition means every edition', async () => {
			await add('Old Timer', { edition: edition2025, minutes: 1 })
			await add('New Comer', { edition: edition2026, minutes: 2 })
			await add('Another Old', { edition: edition2025, minutes: 3 })
			expect(await byEdition(page, names)).toEqual([
				['Another Old', 'Old Timer'],
				['New Comer'],
				['Another Old', 'New Comer', 'Old Timer'],
			])
			expect(await matching(ATTENDEE_SOURCE, 'old', edition2025)).toBe(2)
			expect(await matching(ATTENDEE_SOURCE, 'old', edition2026)).toBe(0)
		})

		test('each sortable column sorts both ways (letter case ignored), ties broken by id', async () => {
			await add('bea', { company: 'Zenith', designation: 'CFO', email: 'z@x.example', minutes: 3 })
			await add('Ade', { company: 'alpha', designation: 'auditor', email: 'm@x.example', minutes: 1 })
			await add('Cy', { company: 'Midway', designation: 'Board', email: 'a@x.example', minutes: 2 })
			await add('Ade', { company: 'Alpha', designation: 'Auditor', email: 'b@x.example', minutes: 2 })
			const ids = async (sort: 'name' | 'company' | 'designation' | 'email' | 'date', dir: 'asc' | 'desc') =>
				(await page({ sort, dir })).map((r) => `${r.fullName}/${r.email[0]}`)
			expect(await ids('name', 'asc')).toEqual(['Ade/m', 'Ade/b', 'bea/z', 'Cy/a'])
			expect(await ids('name', 'desc')).toEqual(['Cy/a', 'bea/z', 'Ade/b', 'Ade/m'])
			expect(await ids('company', 'asc')).toEqual(['Ade/m', 'Ade/b', 'Cy/a', 'bea/z'])
			expect(await ids('designation', 'asc')).toEqual(['Ade/m', 'Ade/b', 'Cy/a', 'bea/z'])
			expect(await ids('email', 'asc')).toEqual(['Cy/a', 'Ade/b', 'Ade/m', 'bea/z'])
			expect(await ids('date', 'asc')).toEqual(['Ade/m', 'Cy/a', 'Ade/b', 'bea/z'])
			expect(await ids('date', 'desc')).toEqual(['bea/z', 'Ade/b', 'Cy/a', 'Ade/m'])
		})

		test('sort keys come only from the allow-list; anything else is the default, newest first', () => {
			const parse = (search: string) =>
				parseRegistrationListParams(new URL(`http://x/admin/attendees${search}`), ATTENDEE_LIST, [7, 8])
			expect(parse('')).toMatchObject({ sort: 'date', dir: 'desc', size: 10, editionId: null })
			expect(parse('?sort=password_hash&dir=asc')).toMatchObject({ sort: 'date', dir: 'asc' })
			expect(parse('?sort=full_name;drop table attendees')).toMatchObject({ sort: 'date', dir: 'desc' })
			expect(parse('?sort=company&dir=desc&size=25&edition=8')).toMatchObject({
				sort: 'company',
				dir: 'desc',
				size: 25,
				editionId: 8,
			})
			expect(parse('?size=7&edition=99')).toMatchObject({ size: 10, editionId: null })
			expect(parse('?size=all')).toMatchObject({ size: 10 })
		})

		test('pages follow one another without overlap, deep pages included, with the total', async () => {
			for (let i = 0; i < 23; i++) await add(`Person ${String(i).padStart(2, '0')}`, { minutes: i % 5 })
			const seen: string[] = []
			for (let p = 0; p < 3; p++) {
				const result = await findRegistrations(t.db, ATTENDEE_SOURCE, newestFirst(10, { offset: p * 10 }))
				expect(result.total).toBe(23)
				seen.push(...names(result.rows))
			}
			expect(seen).toHaveLength(23)
			expect(new Set(seen).size).toBe(23)
			const everything = await page({ limit: null })
			expect(names(everything)).toEqual(seen)
			expect(await page({ offset: 30 })).toEqual([])
			expect(everything[0]).toMatchObject({
				editionId: edition2026,
				companyName: 'Volta Assurance',
				designation: 'Auditor',
				contactNumber: null,
				whatsappNumber: '+233 24 000 0000',
				heardFrom: null,
				createdAt: '2026-01-01T00:04:00.000Z',
			})
		})

		test('export batches yield every matching row once, in the list order, whatever the batch size', async () => {
			for (let i = 0; i < 25; i++) {
				await add(`Row ${String(i).padStart(2, '0')}`, {
					minutes: i % 4, // many equal dates: the id tie-breaker must carry across batches
					company: i % 3 === 0 ? 'Match Co' : 'Other Ltd',
					edition: i % 2 === 0 ? edition2026 : edition2025,
				})
			}
			await expectBatchesFollowList(ATTENDEE_SOURCE, page, {
				orders: ['date desc', 'date asc', 'name asc', 'company desc', 'email asc'],
				filters: [all, { q: 'row 1', editionId: null }, { q: '', editionId: edition2026 }],
				sizes: [1, 4, 1000],
			})
			expect(
				await registrationBatches(t.db, ATTENDEE_SOURCE, {
					q: 'nobody',
					editionId: null,
					sort: 'date',
					dir: 'desc',
				}).next(),
			).toEqual({ done: true, value: undefined })
		})

		test('keyset batches keep microsecond timestamps set by the database default', async () => {
			const base = { edition_id: edition2026, contact_number: null, whatsapp_number: '1', heard_from: null }
			for (let i = 0; i < 6; i++) {
				await t.db
					.insertInto('attendees')
					.values({
						...base,
						full_name: `Default ${i}`,
						email: `d${i}@x.example`,
						company_name: 'C',
						designation: 'D',
					})
					.execute()
			}
			const expected = (await page({ limit: null })).map((r) => r.id)
			const batches = await batchesOf(ATTENDEE_SOURCE, { ...all, sort: 'date', dir: 'desc' }, 2)
			expect(batches.flat().map((r) => r.id)).toEqual(expected)
		})

		test('deleting by ids removes those rows and returns the ids that existed; search forgets them', async () => {
			const a = await add('Ama Mensah')
			const b = await add('Kofi Mensah')
			const c = await add('Esi Owusu')
			expect(await deleteRegistrationsByIds(t.db, 'attendees', [b, a, 999_999])).toEqual(
				[a, b].sort((x, y) => x - y),
			)
			expect(await deleteRegistrationsByIds(t.db, 'attendees', [])).toEqual([])
			expect(names(await page())).toEqual(['Esi Owusu'])
			expect(await matching(ATTENDEE_SOURCE, 'mensah')).toBe(0)
			expect(await countMatchingRegistrations(t.db, ATTENDEE_SOURCE, all)).toBe(1)
			expect((await page())[0]?.id).toBe(c)
		})

		test('a renamed registration is found by its new name only', async () => {
			const id = await add('Old Name')
			await t.db.updateTable('attendees').set({ full_name: 'Fresh Label' }).where('id', '=', id).execute()
			expect(names(await page({ q: 'fresh' }))).toEqual(['Fresh Label'])
			expect(await page({ q: 'old name' })).toEqual([])
		})
	})

	describe('partnership enquiries', () => {
		/** Inserts an enquiry `minutes` after a fixed start; returns its id. */
		async function add(
			company: string,
			extra: {
				name?: string
				reference?: string
				pkg?: string
				edition?: number | null
				minutes?: number
				email?: string
			} = {},
		) {
			serial++
			return insertEnquiry(t.db, {
				edition_id: extra.edition === undefined ? edition2026 : extra.edition,
				full_name: extra.name ?? `Contact ${serial}`,
				email: extra.email ?? `contact${serial}@partner.example`,
				contact_number: null,
				whatsapp_number: '+233 20 000 0000',
				company_name: company,
				designation: 'Partnerships Lead',
				package: extra.pkg ?? 'Gold',
				heard_from: 'LinkedIn',
				reference: extra.reference ?? `IALS-T${String(serial).padStart(3, '0')}-XXXX`,
				created_at: minutesIn(extra.minutes),
			})
		}

		const companies = (rows: { companyName: string }[]) => rows.map((r) => r.companyName)
		const page = (query: Partial<RegistrationPageQuery> = {}) =>
			listRegistrationPage(t.db, PARTNERSHIP_SOURCE, newestFirst(5, query))

		test('search is a case-insensitive substring of the company or the reference, not the name', async () => {
			await add('Gold Coast Bank', { reference: 'IALS-AB12-CD34', minutes: 1 })
			await add('Accra Brewery', { reference: 'IALS-ZZ99-YY88', name: 'Goldie Mensah', minutes: 2 })
			await add('Sahel GOLDfields', { reference: 'IALS-QQ11-WW22', minutes: 3 })
			expect(companies(await page({ q: 'gold' }))).toEqual(['Sahel GOLDfields', 'Gold Coast Bank'])
			expect(companies(await page({ q: 'ab12-c' }))).toEqual(['Gold Coast Bank'])
			expect(companies(await page({ q: 'ials-zz99-yy88' }))).toEqual(['Accra Brewery'])
			expect(companies(await page({ q: 'Zz9' }))).toEqual(['Accra Brewery'])
			expect(await matching(PARTNERSHIP_SOURCE, 'GOLD')).toBe(2)
			expect(await matching(PARTNERSHIP_SOURCE, 'mensah')).toBe(0)
		})

		test('a formula payload in a company name is found like any other text', async () => {
			await add('=HYPERLINK("http://x","y")', { minutes: 1 })
			await add('Plain Ltd', { minutes: 2 })
			expect(companies(await page({ q: '=hyperlink("' }))).toEqual(['=HYPERLINK("http://x","y")'])
		})

		test('the edition filter limits rows and counts; every edition includes enquiries without one', async () => {
			await add('Old Partner', { edition: edition2025, minutes: 1 })
			await add('New Partner', { edition: edition2026, minutes: 2 })
			await add('Loose Partner', { edition: null, minutes: 3 })
			expect(await byEdition(page, companies)).toEqual([
				['Old Partner'],
				['New Partner'],
				['Loose Partner', 'New Partner', 'Old Partner'],
			])
			expect(await matching(PARTNERSHIP_SOURCE, 'partner', edition2026)).toBe(1)
			expect(await matching(PARTNERSHIP_SOURCE, 'partner')).toBe(3)
		})

		test('each sortable column sorts both ways, ties broken by id', async () => {
			await add('beta', { name: 'Zed', pkg: 'Silver', email: 'a@x.example', minutes: 2 })
			await add('Alpha', { name: 'amy', pkg: 'Bespoke', email: 'c@x.example', minutes: 3 })
			await add('Gamma', { name: 'Bo', pkg: 'Silver', email: 'b@x.example', minutes: 1 })
			const order = async (sort: 'name' | 'company' | 'email' | 'package' | 'date', dir: 'asc' | 'desc') =>
				companies(await page({ sort, dir }))
			expect(await order('name', 'asc')).toEqual(['Alpha', 'Gamma', 'beta'])
			expect(await order('company', 'asc')).toEqual(['Alpha', 'beta', 'Gamma'])
			expect(await order('company', 'desc')).toEqual(['Gamma', 'beta', 'Alpha'])
			expect(await order('email', 'asc')).toEqual(['beta', 'Gamma', 'Alpha'])
			expect(await order('package', 'asc')).toEqual(['Alpha', 'beta', 'Gamma'])
			expect(await order('package', 'desc')).toEqual(['Gamma', 'beta', 'Alpha'])
			expect(await order('date', 'asc')).toEqual(['Gamma', 'beta', 'Alpha'])
		})

		test('page sizes 5, 10, 15 and All; default 5, newest first; sort only from the allow-list', () => {
			const parse = (search: string) =>
				parseRegistrationListParams(new URL(`http://x/admin/partnerships${search}`), PARTNERSHIP_LIST, [3])
			expect(parse('')).toMatchObject({ size: 5, sort: 'date', dir: 'desc', editionId: null })
			expect(parse('?size=all').size).toBeNull()
			expect(parse('?size=15&sort=package&dir=asc&edition=3')).toMatchObject({
				size: 15,
				sort: 'package',
				dir: 'asc',
				editionId: 3,
			})
			expect(parse('?size=20&sort=reference')).toMatchObject({ size: 5, sort: 'date' })
		})

		test('pages do not overlap; All returns every row; the total is of every matching row', async () => {
			for (let i = 0; i < 12; i++) await add(`Company ${String(i).padStart(2, '0')}`, { minutes: i % 3 })
			const seen: string[] = []
			for (let p = 0; p < 3; p++) {
				const result = await findRegistrations(t.db, PARTNERSHIP_SOURCE, newestFirst(5, { offset: p * 5 }))
				expect(result.total).toBe(12)
				seen.push(...companies(result.rows))
			}
			expect(new Set(seen).size).toBe(12)
			expect(companies(await page({ limit: null }))).toEqual(seen)
			expect((await page())[0]).toMatchObject({
				editionId: edition2026,
				designation: 'Partnerships Lead',
				package: 'Gold',
				heardFrom: 'LinkedIn',
				contactNumber: null,
				whatsappNumber: '+233 20 000 0000',
			})
		})

		test('export batches yield every matching row once, in the list order', async () => {
			for (let i = 0; i < 17; i++) {
				await add(i % 2 ? `Match ${i}` : `Other ${i}`, {
					minutes: i % 3,
					pkg: ['Gold', 'Silver', 'Bronze'][i % 3],
					edition: i % 4 === 0 ? null : edition2026,
				})
			}
			await expectBatchesFollowList(PARTNERSHIP_SOURCE, page, {
				orders: ['date desc', 'package asc', 'company desc'],
				filters: [all, { q: 'match', editionId: null }, { q: '', editionId: edition2026 }],
				sizes: [1, 3, 1000],
			})
		})

		test('deleting by ids removes those rows only; the search index forgets them', async () => {
			const a = await add('Gold Coast Bank')
			const b = await add('Goldfields')
			await add('Other')
			expect(await deleteRegistrationsByIds(t.db, 'partnership_enquiries', [a, b, 424242])).toEqual(
				[a, b].sort((x, y) => x - y),
			)
			expect(companies(await page())).toEqual(['Other'])
			expect(await matching(PARTNERSHIP_SOURCE, 'gold')).toBe(0)
		})
	})
})
