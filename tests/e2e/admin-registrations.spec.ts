/**
 * Back office registration lists: /admin/attendees and /admin/partnerships — search, sort,
 * page size, edition filter, select + "Delete selected", per-row Delete, and the CSV exports read
 * back with a CSV parser and compared with the database row for row.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { sql } from 'kysely'
import type { Database } from '#app/db/connect.server.ts'
import { neutraliseCell } from '#app/lib/csv/csv-export.server.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'

/** A marker unique to one test, put in every row it creates so searches find only those rows. */
const newTag = () => `zq${crypto.randomBytes(4).toString('hex')}`

const NON_LATIN = ['Kwabena Ɔdɔm', "Ésaïe N'Guessan", 'مريم', 'Ama 🎉 Mensah']
const HYPERLINK = '=HYPERLINK("http://x","y")'

async function editions(db: Database) {
	const rows = await db.selectFrom('event_editions').select(['id', 'year']).orderBy('year').execute()
	expect(rows.length, 'the seed has two editions').toBeGreaterThanOrEqual(2)
	return rows
}

/** Inserts `count` registrations named `<name> <tag>`, one minute apart (newest last); returns their ids. */
async function addAttendees(
	db: Database,
	tag: string,
	names: readonly string[],
	options: { editionIds: number[]; companies?: readonly string[] },
): Promise<number[]> {
	const ids: number[] = []
	const start = Date.now() - 3_600_000
	for (const [i, name] of names.entries()) {
		const row = await db
			.insertInto('attendees')
			.values({
				edition_id: options.editionIds[i % options.editionIds.length]!,
				full_name: `${name} ${tag}`,
				email: `person${i}-${tag}@e2e.example`,
				contact_number: i % 2 ? null : `024 000 ${String(1000 + i)}`,
				whatsapp_number: `+233 20 000 ${String(1000 + i)}`,
				company_name: options.companies?.[i % options.companies.length] ?? `Company ${i}`,
				designation: ['Head of Internal Audit', 'Risk Manager', 'IT Auditor'][i % 3]!,
				heard_from: i % 3 === 0 ? null : 'LinkedIn',
				created_at: new Date(start + i * 60_000).toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		ids.push(row.id)
	}
	return ids
}

async function addEnquiries(
	db: Database,
	tag: string,
	rows: readonly { company: string; pkg: string; edition: number | null; name?: string }[],
): Promise<{ id: number; reference: string }[]> {
	const out: { id: number; reference: string }[] = []
	const start = Date.now() - 3_600_000
	for (const [i, r] of rows.entries()) {
		const reference = `IALS-${tag.toUpperCase()}-${String(i).padStart(4, '0')}`
		const row = await db
			.insertInto('partnership_enquiries')
			.values({
				edition_id: r.edition,
				full_name: r.name ?? `Contact ${i}`,
				email: `partner${i}-${tag}@e2e.example`,
				contact_number: null,
				whatsapp_number: `+233 24 000 ${String(2000 + i)}`,
				company_name: r.company,
				designation: 'Partnerships Lead',
				package: r.pkg,
				heard_from: 'Invitation Letter',
				reference,
				created_at: new Date(start + i * 60_000).toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		out.push({ id: row.id, reference })
	}
	return out
}

const rowNames = (page: Page) => page.getByTestId('registration-row').locator('th').allInnerTexts()

async function readDownload(page: Page, link: string, fileName: string) {
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name: link }).click(),
	])
	expect(download.suggestedFilename()).toBe(fileName)
	const bytes = fs.readFileSync((await download.path())!)
	expect([...bytes.subarray(0, 3)], 'UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf])
	const text = bytes.toString('utf8')
	expect(text.endsWith('\r\n')).toBe(true)
	expect(text.replace(/\r\n/g, ''), 'every line ends with CRLF').not.toMatch(/[\r\n]/)
	return parse(bytes, { bom: true }) as string[][]
}

const csvDate = (iso: string) => iso.slice(0, 19).replace('T', ' ')

test.describe('attendees list', () => {
	test.beforeEach(async ({ signInAs }) => signInAs())

	test('search (any case, name or email), total, page size, sort, edition filter, sticky header', async ({
		page,
		db,
	}) => {
		const tag = newTag()
		const [first, second] = await editions(db)
		const names = [
			'Yaa',
			'Kofi',
			'abena',
			'Esi',
			'Kwame',
			'Ama',
			'Fiifi',
			'Efua',
			'Kojo',
			'Adwoa',
			'Yaw',
			'Akua',
		]
		const ids = await addAttendees(db, tag, names, { editionIds: [first!.id, second!.id] })
		try {
			await gotoHydrated(page, '/admin/attendees')
			await expect(page.getByRole('heading', { name: 'Attendees', level: 1 })).toBeVisible()
			await expect(page.locator('thead')).toHaveCSS('position', 'sticky')
			for (const column of [
				'Name',
				'Company',
				'Designation',
				'Email',
				'Phone',
				'Whatsapp',
				'Date',
				'Delete',
			]) {
				await expect(page.getByRole('columnheader', { name: column, exact: false }).first()).toBeVisible()
			}

			await page.getByLabel('Search by name or email').fill(tag.toUpperCase())
			await page.getByRole('button', { name: 'Search' }).click()
			await expect(page).toHaveURL(new RegExp(`q=${tag.toUpperCase()}`))
			await expect(page.getByTestId('list-total')).toHaveText(
				'Total: 12 registrations matching the search and filter',
			)
			// Default: 10 per page, newest first.
			await expect(page.getByTestId('registration-row')).toHaveCount(10)
			expect(await rowNames(page)).toEqual(
				[...names]
					.reverse()
					.slice(0, 10)
					.map((n) => `${n} ${tag}`),
			)
			await expect(page.getByText('1–10 of 12')).toBeVisible()

			await page.getByLabel('Rows per page').selectOption('15')
			await expect(page).toHaveURL(/size=15/)
			await expect(page.getByTestId('registration-row')).toHaveCount(12)
			await expect(page.getByLabel('Search by name or email')).toHaveValue(tag.toUpperCase())

			await page.getByRole('link', { name: /^Name/ }).click()
			await expect(page).toHaveURL(/sort=name&dir=asc/)
			await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending')
			const byName = [...names]
				.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
				.map((n) => `${n} ${tag}`)
			await expect.poll(() => rowNames(page)).toEqual(byName)
			await page.getByRole('link', { name: /^Name/ }).click()
			await expect.poll(() => rowNames(page)).toEqual([...byName].reverse())

			// Email substring, any case.
			await page.getByLabel('Search by name or email').fill(`PERSON3-${tag}`)
			await page.getByRole('button', { name: 'Search' }).click()
			await expect.poll(() => rowNames(page)).toEqual([`Esi ${tag}`])

			// Edition filter: every row of one edition, and the search and sort kept.
			await page.getByLabel('Search by name or email').fill(tag)
			await page.getByRole('button', { name: 'Search' }).click()
			await page.getByLabel('Edition').selectOption(String(second!.id))
			await expect(page).toHaveURL(new RegExp(`edition=${second!.id}`))
			await expect(page).toHaveURL(/sort=name/)
			const inSecond = names.filter((_, i) => i % 2 === 1).map((n) => `${n} ${tag}`)
			await expect
				.poll(() => rowNames(page))
				.toEqual([...inSecond].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())))
			await expect(page.getByTestId('list-total')).toContainText('Total: 6 registrations')

			await page.getByLabel('Search by name or email').fill(`${tag}-nobody`)
			await page.getByRole('button', { name: 'Search' }).click()
			await expect(page.getByText('There are no records to display')).toBeVisible()
		} finally {
			await db.deleteFrom('attendees').where('id', 'in', ids).execute()
		}
	})

	test('select + "Delete selected" with a confirm dialog, then a row’s Delete; activity recorded', async ({
		page,
		db,
	}) => {
		const tag = newTag()
		const [first] = await editions(db)
		const ids = await addAttendees(db, tag, ['Gone One', 'Gone Two', 'Kept Three'], {
			editionIds: [first!.id],
		})
		try {
			await gotoHydrated(page, `/admin/attendees?q=${tag}`)
			await expect(page.getByTestId('registration-row')).toHaveCount(3)
			await expect(page.getByRole('button', { name: 'Delete selected' })).toBeDisabled()
			await page.getByRole('checkbox', { name: `Select Gone One ${tag}` }).check()
			await page.getByRole('checkbox', { name: `Select Gone Two ${tag}` }).check()
			await page.getByRole('button', { name: 'Delete selected (2)' }).click()
			const dialog = page.getByRole('dialog', { name: 'Delete 2 registrations?' })
			await expect(dialog).toBeVisible()
			await dialog.getByRole('button', { name: 'Cancel' }).click()
			await expect(page.getByTestId('registration-row')).toHaveCount(3)
			await page.getByRole('button', { name: 'Delete selected (2)' }).click()
			await dialog.getByRole('button', { name: 'Delete' }).click()
			await expect(page.getByTestId('toast')).toContainText('2 registrations deleted')
			await expect.poll(() => rowNames(page)).toEqual([`Kept Three ${tag}`])
			const left = await db.selectFrom('attendees').select('id').where('id', 'in', ids).execute()
			expect(left.map((r) => r.id)).toEqual([ids[2]])
			const [latest] = await db
				.selectFrom('activity_log')
				.select(['type', 'description', 'username'])
				.orderBy('id', 'desc')
				.limit(1)
				.execute()
			expect(latest).toMatchObject({
				type: 'Delete Attendee',
				description: `Deleted 2 attendee registrations: ids ${ids[0]}–${ids[1]}`,
			})

			// "Select all on this page" and the row's own Delete.
			await page.getByRole('checkbox', { name: 'Select every registration on this page' }).check()
			await expect(page.getByRole('button', { name: 'Delete selected (1)' })).toBeVisible()
			await page
				.getByRole('row', { name: new RegExp(`Kept Three ${tag}`) })
				.getByRole('button', { name: /Delete/ })
				.click()
			await page
				.getByRole('dialog', { name: 'Delete this registration?' })
				.getByRole('button', { name: 'Delete' })
				.click()
			await expect(page.getByTestId('toast')).toContainText('Registration deleted')
			await expect(page.getByText('There are no records to display')).toBeVisible()
			await expect(page.getByTestId('list-total')).toContainText('Total: 0 registrations')
		} finally {
			await db.deleteFrom('attendees').where('id', 'in', ids).execute()
		}
	})

	test('Export to CSV: every matching row (not just the page), BOM, CRLF, neutralised formulas, logged', async ({
		page,
		db,
	}) => {
		const tag = newTag()
		const [first, second] = await editions(db)
		const names = [...NON_LATIN, ...Array.from({ length: 10 }, (_, i) => `Extra Person ${i}`)]
		const ids = await addAttendees(db, tag, names, {
			editionIds: [first!.id, second!.id],
			companies: [HYPERLINK, 'Lagune Audit & Conseil', 'Comma, Quote " Ltd', '+233 Holdings', '@Mention Co'],
		})
		try {
			await gotoHydrated(page, `/admin/attendees?q=${tag}&sort=name&dir=desc`)
			await expect(page.getByTestId('registration-row')).toHaveCount(10)
			await expect(page.getByRole('link', { name: 'Export to CSV' })).toHaveAttribute(
				'href',
				`/admin/export/attendees?q=${tag}&sort=name&dir=desc`,
			)
			const records = await readDownload(page, 'Export to CSV', 'Attendees_List.csv')
			expect(records[0]).toEqual([
				'Name',
				'Company',
				'Designation',
				'Email',
				'Phone',
				'Whatsapp',
				'Notice',
				'Edition',
				'Date',
			])

			const years = new Map([first!, second!].map((e) => [e.id, String(e.year)]))
			const rows = await db
				.selectFrom('attendees')
				.selectAll()
				.where('id', 'in', ids)
				.orderBy(sql`lower(full_name) desc, id desc`)
				.execute()
			expect(records.slice(1)).toHaveLength(14)
			expect(records.slice(1)).toEqual(
				rows.map((r) =>
					[
						r.full_name,
						r.company_name,
						r.designation,
						r.email,
						r.contact_number,
						r.whatsapp_number,
						r.heard_from,
						years.get(r.edition_id)!,
						csvDate(r.created_at),
					].map((v) => neutraliseCell(v)),
				),
			)
			const byName = new Map(records.slice(1).map((r) => [r[0], r]))
			for (const name of NON_LATIN) expect(byName.has(`${name} ${tag}`), name).toBe(true)
			expect(byName.get(`Kwabena Ɔdɔm ${tag}`)?.[1]).toBe(`'${HYPERLINK}`)
			expect(byName.get(`Ésaïe N'Guessan ${tag}`)?.[1]).toBe('Lagune Audit & Conseil')
			expect(byName.get(`مريم ${tag}`)?.[1]).toBe('Comma, Quote " Ltd')
			expect(byName.get(`Ama 🎉 Mensah ${tag}`)?.[1]).toBe("'+233 Holdings")
			expect(byName.get(`Extra Person 0 ${tag}`)?.[1]).toBe("'@Mention Co")
			expect(byName.get(`Extra Person 0 ${tag}`)?.[5]).toMatch(/^'\+233/)

			const [latest] = await db
				.selectFrom('activity_log')
				.select(['type', 'description'])
				.orderBy('id', 'desc')
				.limit(1)
				.execute()
			expect(latest).toEqual({
				type: 'Export Attendees',
				description: `Exported 14 attendee registrations to Attendees_List.csv (search “${tag}”; sorted by Name, Z to A)`,
			})

			// The edition filter applies to the export too.
			await page.getByLabel('Edition').selectOption(String(first!.id))
			await expect(page).toHaveURL(new RegExp(`edition=${first!.id}`))
			const filtered = await readDownload(page, 'Export to CSV', 'Attendees_List.csv')
			expect(filtered.slice(1)).toHaveLength(7)
			expect(new Set(filtered.slice(1).map((r) => r[7]))).toEqual(new Set([String(first!.year)]))
		} finally {
			await db.deleteFrom('attendees').where('id', 'in', ids).execute()
		}
	})
})

test.describe('partnerships list', () => {
	test.beforeEach(async ({ signInAs }) => signInAs())

	test('search by company or reference, 5 per page then All, sort by package, edition filter', async ({
		page,
		db,
	}) => {
		const tag = newTag()
		const [first, second] = await editions(db)
		const enquiries = await addEnquiries(db, tag, [
			{ company: `Gold Coast ${tag} Bank`, pkg: 'Silver', edition: first!.id },
			{ company: `Sahel ${tag.toUpperCase()} Mining`, pkg: 'Bespoke', edition: second!.id },
			{ company: `Volta ${tag} Power`, pkg: 'Platinum', edition: null },
			{ company: `Kivu ${tag} Payments`, pkg: 'Bronze', edition: second!.id },
			{ company: `Atlantic ${tag} Insurance`, pkg: 'Gold', edition: second!.id },
			{ company: `Lagune ${tag} Conseil`, pkg: 'Gold', edition: first!.id },
			{ company: HYPERLINK, pkg: 'Platinum', edition: first!.id, name: `Formula ${tag}` },
		])
		const ids = enquiries.map((e) => e.id)
		try {
			await gotoHydrated(page, '/admin/partnerships')
			await expect(page.getByRole('heading', { name: 'Partnerships', level: 1 })).toBeVisible()
			for (const column of ['Notice', 'Package', 'Whatsapp', 'Delete']) {
				await expect(page.getByRole('columnheader', { name: column, exact: false }).first()).toBeAttached()
			}
			await page.getByLabel('Search by company or reference').fill(tag)
			await page.getByRole('button', { name: 'Search' }).click()
			// Six by company; the formula row by its reference (which holds the tag in upper case).
			await expect(page.getByTestId('list-total')).toContainText('Total: 7 enquiries')
			await expect(page.getByTestId('registration-row')).toHaveCount(5)
			await page.getByLabel('Rows per page').selectOption('all')
			await expect(page).toHaveURL(/size=all/)
			await expect(page.getByTestId('registration-row')).toHaveCount(7)

			await page.getByRole('link', { name: /^Package/ }).click()
			await expect(page).toHaveURL(/sort=package&dir=asc/)
			const byPackage = await db
				.selectFrom('partnership_enquiries')
				.select('full_name')
				.where('id', 'in', ids)
				.orderBy('package')
				.orderBy('id')
				.execute()
			await expect.poll(() => rowNames(page)).toEqual(byPackage.map((r) => r.full_name))

			// A whole reference, in lower case, finds its enquiry (the formula row, by reference).
			await page.getByLabel('Search by company or reference').fill(enquiries[6]!.reference.toLowerCase())
			await page.getByRole('button', { name: 'Search' }).click()
			await expect.poll(() => rowNames(page)).toEqual([`Formula ${tag}`])

			// Edition filter: enquiries without an edition only under "All editions".
			await page.getByLabel('Search by company or reference').fill(tag)
			await page.getByRole('button', { name: 'Search' }).click()
			await page.getByLabel('Edition').selectOption(String(second!.id))
			await expect(page.getByTestId('registration-row')).toHaveCount(3)
			await page.getByLabel('Edition').selectOption('')
			await expect(page.getByTestId('registration-row')).toHaveCount(7)
		} finally {
			await db.deleteFrom('partnership_enquiries').where('id', 'in', ids).execute()
		}
	})

	test('delete selected, then export: every matching enquiry, the formula neutralised', async ({
		page,
		db,
	}) => {
		const tag = newTag()
		const [first] = await editions(db)
		const enquiries = await addEnquiries(db, tag, [
			{ company: `Remove ${tag} One`, pkg: 'Gold', edition: first!.id },
			{ company: `Remove ${tag} Two`, pkg: 'Gold', edition: first!.id },
			...Array.from({ length: 6 }, (_, i) => ({
				company: `${NON_LATIN[i % NON_LATIN.length]} ${tag} ${i}`,
				pkg: 'Silver',
				edition: i % 2 ? null : first!.id,
			})),
			{ company: HYPERLINK, pkg: 'Bespoke', edition: null },
		])
		const ids = enquiries.map((e) => e.id)
		try {
			await gotoHydrated(page, `/admin/partnerships?q=${tag}&sort=company&dir=desc`)
			await page.getByRole('checkbox', { name: new RegExp(`^Select Remove ${tag} One`) }).check()
			await page.getByRole('checkbox', { name: new RegExp(`^Select Remove ${tag} Two`) }).check()
			await page.getByRole('button', { name: 'Delete selected (2)' }).click()
			await page
				.getByRole('dialog', { name: 'Delete 2 enquiries?' })
				.getByRole('button', { name: 'Delete' })
				.click()
			await expect(page.getByTestId('toast')).toContainText('2 partnership enquiries deleted')
			expect(
				await db
					.selectFrom('partnership_enquiries')
					.select('id')
					.where('id', 'in', ids.slice(0, 2))
					.execute(),
			).toEqual([])
			const [deletion] = await db
				.selectFrom('activity_log')
				.select(['type', 'description'])
				.orderBy('id', 'desc')
				.limit(1)
				.execute()
			expect(deletion).toEqual({
				type: 'Delete Partnership',
				description: `Deleted 2 partnership enquiries: ids ${ids[0]}–${ids[1]}`,
			})

			const records = await readDownload(page, 'Export to CSV', 'Partnerships_List.csv')
			expect(records[0]).toEqual([
				'Name',
				'Company',
				'Designation',
				'Email',
				'Phone',
				'Whatsapp',
				'Notice',
				'Package',
				'Reference',
				'Edition',
				'Date',
			])
			const rows = await db
				.selectFrom('partnership_enquiries')
				.selectAll()
				.where('id', 'in', ids)
				.orderBy(sql`lower(company_name) desc, id desc`)
				.execute()
			// Search by company or reference: the formula row matches by its reference.
			expect(rows).toHaveLength(7)
			expect(records.slice(1)).toEqual(
				rows.map((r) =>
					[
						r.full_name,
						r.company_name,
						r.designation,
						r.email,
						r.contact_number,
						r.whatsapp_number,
						r.heard_from,
						r.package,
						r.reference,
						r.edition_id === null ? '' : String(first!.year),
						csvDate(r.created_at),
					].map((v) => neutraliseCell(v)),
				),
			)
			const formula = records.find((r) => r[8] === enquiries[8]!.reference)
			expect(formula?.[1]).toBe(`'${HYPERLINK}`)
			for (const name of NON_LATIN) {
				expect(
					records.some((r) => r[1]!.startsWith(`${name} ${tag}`)),
					name,
				).toBe(true)
			}
		} finally {
			await db.deleteFrom('partnership_enquiries').where('id', 'in', ids).execute()
		}
	})
})

test.describe('accessibility of the registration lists (axe, WCAG 2.2 AA)', () => {
	test('both lists with rows, at desktop and phone widths', async ({ page, db, signInAs }) => {
		// Four pages loaded, hydrated and analysed by axe: more than the default 30 s on a busy machine.
		test.setTimeout(60_000)
		const tag = newTag()
		const [first] = await editions(db)
		const ids = await addAttendees(db, tag, NON_LATIN, { editionIds: [first!.id], companies: [HYPERLINK] })
		const enquiries = await addEnquiries(db, tag, [{ company: `Axe ${tag}`, pkg: 'Gold', edition: null }])
		try {
			await signInAs()
			for (const width of [1280, 390]) {
				await page.setViewportSize({ width, height: 900 })
				for (const url of [`/admin/attendees?q=${tag}`, `/admin/partnerships?q=${tag}`]) {
					await gotoHydrated(page, url)
					const results = await new AxeBuilder({ page })
						.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
						.analyze()
					const summary = results.violations.map(
						(v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
					)
					expect(summary, `axe violations on ${url} at ${width} px`).toEqual([])
				}
			}
		} finally {
			await db.deleteFrom('attendees').where('id', 'in', ids).execute()
			await db
				.deleteFrom('partnership_enquiries')
				.where(
					'id',
					'in',
					enquiries.map((e) => e.id),
				)
				.execute()
		}
	})
})
