import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { parseRegistrationListParams } from '#app/modules/registrations/registration-list.ts'
import {
	countMatchingRegistrations,
	deleteRegistrationsByIds,
	findRegistrations,
	listRegistrationPage,
	registrationBatches,
	type RegistrationFilter,
	type RegistrationPageQuery,
} from '#app/modules/registrations/registrations.queries.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/setup/databases.ts'
import { PARTNERSHIP_LIST } from './partnership-list.ts'
import { insertEnquiry, PARTNERSHIP_SOURCE } from './partnerships.queries.server.ts'

const now = new Date('2026-11-22T10:00:00.000Z')
const all: RegistrationFilter = { q: '', editionId: null }

describe.each(testDialects)('partnership list queries on %s', (dialect) => {
	let t: TestDatabase
	let edition2025: number
	let edition2026: number
	let serial = 0
	beforeEach(async () => {
		t = await createTestDatabase(dialect)
		edition2025 = await editionFactory(t.db, 'past', now, { year: 2025 })
		edition2026 = await editionFactory(t.db, 'upcoming', now, { year: 2026 })
	})
	afterEach(async () => {
		await t.cleanup()
	})

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
			created_at: new Date(Date.UTC(2026, 0, 1) + (extra.minutes ?? 0) * 60_000).toISOString(),
		})
	}

	const companies = (rows: { companyName: string }[]) => rows.map((r) => r.companyName)
	const page = (query: Partial<RegistrationPageQuery> = {}) =>
		listRegistrationPage(t.db, PARTNERSHIP_SOURCE, {
			...all,
			sort: 'date',
			dir: 'desc',
			offset: 0,
			limit: 5,
			...query,
		})

	test('search is a case-insensitive substring of the company or the reference, not the name', async () => {
		await add('Gold Coast Bank', { reference: 'IALS-AB12-CD34', minutes: 1 })
		await add('Accra Brewery', { reference: 'IALS-ZZ99-YY88', name: 'Goldie Mensah', minutes: 2 })
		await add('Sahel GOLDfields', { reference: 'IALS-QQ11-WW22', minutes: 3 })
		expect(companies(await page({ q: 'gold' }))).toEqual(['Sahel GOLDfields', 'Gold Coast Bank'])
		expect(companies(await page({ q: 'ab12-c' }))).toEqual(['Gold Coast Bank'])
		expect(companies(await page({ q: 'ials-zz99-yy88' }))).toEqual(['Accra Brewery'])
		expect(companies(await page({ q: 'Zz' }))).toEqual(['Accra Brewery'])
		expect(await countMatchingRegistrations(t.db, PARTNERSHIP_SOURCE, { q: 'GOLD', editionId: null })).toBe(2)
		expect(await countMatchingRegistrations(t.db, PARTNERSHIP_SOURCE, { q: 'mensah', editionId: null })).toBe(
			0,
		)
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
		expect(companies(await page({ editionId: edition2025 }))).toEqual(['Old Partner'])
		expect(companies(await page({ editionId: edition2026 }))).toEqual(['New Partner'])
		expect(companies(await page())).toEqual(['Loose Partner', 'New Partner', 'Old Partner'])
		expect(
			await countMatchingRegistrations(t.db, PARTNERSHIP_SOURCE, { q: 'partner', editionId: edition2026 }),
		).toBe(1)
		expect(
			await countMatchingRegistrations(t.db, PARTNERSHIP_SOURCE, { q: 'partner', editionId: null }),
		).toBe(3)
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
			const result = await findRegistrations(t.db, PARTNERSHIP_SOURCE, {
				...all,
				sort: 'date',
				dir: 'desc',
				offset: p * 5,
				limit: 5,
			})
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
		for (const [sort, dir] of [
			['date', 'desc'],
			['package', 'asc'],
			['company', 'desc'],
		] as const) {
			for (const filter of [all, { q: 'match', editionId: null }, { q: '', editionId: edition2026 }]) {
				const expected = (await page({ ...filter, sort, dir, limit: null })).map((r) => r.id)
				for (const size of [1, 3, 1000]) {
					const flat: number[] = []
					for await (const batch of registrationBatches(
						t.db,
						PARTNERSHIP_SOURCE,
						{ ...filter, sort, dir },
						size,
					)) {
						expect(batch.length).toBeLessThanOrEqual(size)
						flat.push(...batch.map((r) => r.id))
					}
					expect(flat, `${sort} ${dir} ${JSON.stringify(filter)} by ${size}`).toEqual(expected)
				}
			}
		}
	})

	test('deleting by ids removes those rows only; the search index forgets them', async () => {
		const a = await add('Gold Coast Bank')
		const b = await add('Goldfields')
		await add('Other')
		expect(await deleteRegistrationsByIds(t.db, 'partnership_enquiries', [a, b, 424242])).toEqual(
			[a, b].sort((x, y) => x - y),
		)
		expect(companies(await page())).toEqual(['Other'])
		expect(await countMatchingRegistrations(t.db, PARTNERSHIP_SOURCE, { q: 'gold', editionId: null })).toBe(0)
	})
})
