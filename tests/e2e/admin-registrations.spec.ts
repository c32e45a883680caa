/**
 * Back office registration lists: /admin/attendees and /admin/partnerships — search, sort,
 * page size, edition filter, select + "Delete selected", per-row Delete, and the CSV exports read
 * back with a CSV parser and compared with the database row for row.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { type Selectable, sql } from 'kysely'
import type { Database } from '#app/db/connect.server.ts'
import type { DB } from '#app/db/schema.ts'
import { neutraliseCell } from '#app/lib/csv/csv-export.server.ts'
import type { CleanupTask } from '#tests/factories/cleanups.ts'
import { ATTENDEE_CSV_HEADER, ENQUIRY_CSV_HEADER } from '#tests/setup/csv-columns.ts'
import { test as base, expect, gotoHydrated } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'
import { searchList } from './support/list-search.ts'

const NON_LATIN = ['Kwabena Ɔdɔm', "Ésaïe N'Guessan", 'مريم', 'Ama 🎉 Mensah']
const HYPERLINK = '=HYPERLINK("http://x","y")'

/** The test's rows: their marker and the functions that add them with it (removed after the test). */
interface Tagged {
	/** A marker unique to the test, put in every row it creates so searches find only those rows. */
	tag: string
	/** `addAttendees` with the test's database, cleanups and tag. */
	addAttendees: (names: readonly string[], options: AttendeeOptions) => Promise<number[]>
	/** `addEnquiries` with the test's database, cleanups and tag. */
	addEnquiries: (rows: readonly EnquirySpec[]) => Promise<{ id: number; reference: string }[]>
}

/**
 * This file's fixtures: `tagged`, the test's unique tag and the functions that add rows carrying it;
 * `editions`, the seeded editions (at least two), oldest first.
 */
const test = base.extend<{ tagged: Tagged; editions: { id: number; year: number }[] }>({
	tagged: async ({ db, cleanup }, provide) => {
		const tag = `zq${crypto.randomBytes(4).toString('hex')}`
		await provide({
			tag,
			addAttendees: (names, options) => addAttendees(db, cleanup, tag, names, options),
			addEnquiries: (rows) => addEnquiries(db, cleanup, tag, rows),
		})
	},
	editions: async ({ db }, provide) => {
		const rows = await db.selectFrom('event_editions').select(['id', 'year']).orderBy('year').execute()
		expect(rows.length, 'the seed has two editions').toBeGreaterThanOrEqual(2)
		await provide(rows)
	},
})

/** Registers a task to run after the test: the `cleanup` fixture. */
type Cleanup = (task: CleanupTask) => void

/** The editions registrations are spread over (in turn), and the companies (in turn). */
type AttendeeOptions = { editionIds: number[]; companies?: readonly string[] }

/** An enquiry to add: its company, package name, edition (none: no edition) and contact name. */
type EnquirySpec = { company: string; pkg: string; edition: number | null; name?: string }

/**
 * Inserts registrations named `<name> <tag>`, one minute apart (newest last), deleted after the test;
 * returns their ids.
 */
async function addAttendees(
	db: Database,
	cleanup: Cleanup,
	tag: string,
	names: readonly string[],
	options: AttendeeOptions,
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
	cleanup(() => db.deleteFrom('attendees').where('id', 'in', ids).execute())
	return ids
}

/**
 * Inserts partnership enquiries (with references holding the tag), one minute apart (newest last),
 * deleted after the test; returns their ids and references.
 */
async function addEnquiries(
	db: Database,
	cleanup: Cleanup,
	tag: string,
	rows: readonly EnquirySpec[],
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
	const ids = out.map((e) => e.id)
	cleanup(() => db.deleteFrom('partnership_enquiries').where('id', 'in', ids).execute())
	return out
}

/** The names in the list's rows, in order (each row header shows the name, then the designation). */
const rowNames = (page: Page) =>
	page.getByTestId('registration-row').locator('th > span:first-child').allInnerTexts()

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

/**
 * Deletes the registration row named `name` by its own Delete (a `button` with JavaScript, a `link`
 * to the confirmation without) and the confirmation's Delete; expects the toast.
 */
async function deleteRow(page: Page, name: string, control: 'button' | 'link') {
	await page
		.getByRole('row', { name: new RegExp(name) })
		.getByRole(control, { name: /Delete/ })
		.click()
	await page
		.getByRole('dialog', { name: 'Delete this registration?' })
		.getByRole('button', { name: 'Delete' })
		.click()
	await expect(page.getByTestId('toast')).toContainText('Registration deleted')
}

/** Ticks the row checkboxes named `names` ("Select …"). */
async function selectRows(page: Page, names: readonly (string | RegExp)[]) {
	for (const name of names) await page.getByRole('checkbox', { name }).check()
}

/**
 * The rows of `table` with `ids`, in the order of a list and its export sorted by `column`, Z to A
 * (any letter case; the newest first among equals).
 */
async function rowsSortedDescending<T extends 'attendees' | 'partnership_enquiries'>(
	db: Database,
	table: T,
	column: 'full_name' | 'company_name',
	ids: number[],
): Promise<Selectable<DB[T]>[]> {
	const rows = await db
		.selectFrom(table as 'attendees' | 'partnership_enquiries')
		.selectAll()
		.where('id', 'in', ids)
		.orderBy(sql`lower(${sql.ref(column)}) desc, id desc`)
		.execute()
	return rows as unknown as Selectable<DB[T]>[]
}

/** The newest entry of the activity log. */
async function latestActivity(db: Database) {
	return db
		.selectFrom('activity_log')
		.select(['type', 'description'])
		.orderBy('id', 'desc')
		.limit(1)
		.executeTakeFirst()
}

const ATTENDEE_SEARCH = 'Search by name or email'
const ENQUIRY_SEARCH = 'Search by company or reference'

/** A stored registration's or enquiry's values for the contact columns (`CONTACT_COLUMNS` in tests/setup/csv-columns.ts). */
const contactCells = (r: {
	full_name: string
	company_name: string
	designation: string
	email: string
	contact_number: string | null
	whatsapp_number: string
	heard_from: string | null
}) => [r.full_name, r.company_name, r.designation, r.email, r.contact_number, r.whatsapp_number, r.heard_from]

const csvDate = (iso: string) => iso.slice(0, 19).replace('T', ' ')

test.beforeEach(async ({ signInAs }) => signInAs())

test.describe('attendees list', () => {
	test('a search under 3 characters is not run: the list says so and lists every registration', async ({
		page,
		db,
	}) => {
		const all = Number(
			(
				await db
					.selectFrom('attendees')
					.select((eb) => eb.fn.countAll().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		)
		await gotoHydrated(page, '/admin/attendees')
		await searchList(page, ATTENDEE_SEARCH, '%')
		await expect(page.getByTestId('search-note')).toHaveText(
			'Type at least 3 characters to search: “%” is too short, so the list is not searched.',
		)
		await expect(page.getByTestId('list-total')).toContainText(
			`Total: ${all.toLocaleString('en-GB')} registration`,
		)
		await searchList(page, ATTENDEE_SEARCH, 'zq%_x-nobody')
		await expect(page.getByTestId('search-note')).toHaveCount(0)
		await expect(page.getByText('There are no records to display')).toBeVisible()
	})

	test('search (any case, name or email), total, page size, sort, edition filter, sticky header', async ({
		page,
		tagged: { tag, addAttendees },
		editions: [first, second],
	}) => {
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
		await addAttendees(names, { editionIds: [first!.id, second!.id] })
		await gotoHydrated(page, '/admin/attendees')
		await expect(page.getByRole('heading', { name: 'Attendees', level: 1 })).toBeVisible()
		await expect(page.locator('thead')).toHaveCSS('position', 'sticky')
		for (const column of ['Name', 'Company', 'Designation', 'Email', 'Phone', 'Whatsapp', 'Date', 'Delete']) {
			await expect(page.getByRole('columnheader', { name: column, exact: false }).first()).toBeVisible()
		}

		await searchList(page, ATTENDEE_SEARCH, tag.toUpperCase())
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
		await expect(page.getByLabel(ATTENDEE_SEARCH)).toHaveValue(tag.toUpperCase())

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
		await searchList(page, ATTENDEE_SEARCH, `PERSON3-${tag}`)
		await expect.poll(() => rowNames(page)).toEqual([`Esi ${tag}`])

		// Edition filter: every row of one edition, and the search and sort kept.
		await searchList(page, ATTENDEE_SEARCH, tag)
		await page.getByLabel('Edition').selectOption(String(second!.id))
		await expect(page).toHaveURL(new RegExp(`edition=${second!.id}`))
		await expect(page).toHaveURL(/sort=name/)
		const inSecond = names.filter((_, i) => i % 2 === 1).map((n) => `${n} ${tag}`)
		await expect
			.poll(() => rowNames(page))
			.toEqual([...inSecond].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())))
		await expect(page.getByTestId('list-total')).toContainText('Total: 6 registrations')

		await searchList(page, ATTENDEE_SEARCH, `${tag}-nobody`)
		await expect(page.getByText('There are no records to display')).toBeVisible()
	})

	test('select + "Delete selected" with a confirm dialog, then a row’s Delete; activity recorded', async ({
		page,
		db,
		tagged: { tag, addAttendees },
		editions: [first],
	}) => {
		const ids = await addAttendees(['Gone One', 'Gone Two', 'Kept Three'], {
			editionIds: [first!.id],
		})
		await gotoHydrated(page, `/admin/attendees?q=${tag}`)
		await expect(page.getByTestId('registration-row')).toHaveCount(3)
		await expect(page.getByRole('button', { name: 'Delete selected' })).toBeDisabled()
		await selectRows(page, [`Select Gone One ${tag}`, `Select Gone Two ${tag}`])
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
		expect(await latestActivity(db)).toEqual({
			type: 'Delete Attendee',
			description: `Deleted 2 attendee registrations: ids ${ids[0]}–${ids[1]}`,
		})

		// "Select all on this page" and the row's own Delete.
		await page.getByRole('checkbox', { name: 'Select every registration on this page' }).check()
		await expect(page.getByRole('button', { name: 'Delete selected (1)' })).toBeVisible()
		await deleteRow(page, `Kept Three ${tag}`, 'button')
		await expect(page.getByText('There are no records to display')).toBeVisible()
		await expect(page.getByTestId('list-total')).toContainText('Total: 0 registrations')
	})

	test.describe('without JavaScript', () => {
		test.use({ javaScriptEnabled: false })

		test('"Delete selected" and a row’s Delete each lead to a confirmation the server renders', async ({
			page,
			db,
			tagged: { tag, addAttendees },
			editions: [first],
		}) => {
			const ids = await addAttendees(['Gone One', 'Gone Two', 'Kept Three', 'Gone Four'], {
				editionIds: [first!.id],
			})
			await page.goto(`/admin/attendees?q=${tag}&sort=name&dir=asc`)
			const deleteSelected = page.getByRole('button', { name: 'Delete selected' })

			// Nothing ticked: the page says what to do, and nothing is deleted.
			await deleteSelected.click()
			await expect(page.getByRole('alert')).toHaveText(
				'Tick the registrations to delete first, then press “Delete selected”.',
			)
			await expect(page.getByTestId('registration-row')).toHaveCount(4)
			// Sorting or searching from here leaves the confirmation behind.
			const sortByCompany = page.getByRole('link', { name: /^Company/ })
			await expect(sortByCompany).toHaveAttribute('href', /sort=company/)
			await expect(sortByCompany).not.toHaveAttribute('href', /confirm=/)
			await expect(page.locator('form[role="search"] input[name="confirm"]')).toHaveCount(0)

			// Two ticked: the confirmation names them; Cancel comes back with the list as it was.
			await selectRows(page, [`Select Gone One ${tag}`, `Select Gone Two ${tag}`])
			await deleteSelected.click()
			const dialog = page.getByRole('dialog', { name: 'Delete 2 registrations?' })
			await expect(dialog).toBeVisible()
			await expect(dialog).toContainText('The 2 selected registrations will be removed.')
			await expect(page.getByRole('checkbox', { name: `Select Gone One ${tag}` })).toBeChecked()
			await dialog.getByRole('link', { name: 'Cancel' }).click()
			await expect(dialog).toBeHidden()
			await expect(page).toHaveURL(new RegExp(`/admin/attendees\\?q=${tag}&sort=name&dir=asc$`))
			expect(await db.selectFrom('attendees').select('id').where('id', 'in', ids).execute()).toHaveLength(4)

			await selectRows(page, [`Select Gone One ${tag}`, `Select Gone Two ${tag}`])
			await deleteSelected.click()
			await dialog.getByRole('button', { name: 'Delete' }).click()
			await expect(page.getByTestId('toast')).toContainText('2 registrations deleted')
			await expect.poll(() => rowNames(page)).toEqual([`Gone Four ${tag}`, `Kept Three ${tag}`])

			// A row's own Delete is a link to its confirmation.
			await deleteRow(page, `Gone Four ${tag}`, 'link')
			await expect.poll(() => rowNames(page)).toEqual([`Kept Three ${tag}`])
			const left = await db.selectFrom('attendees').select('id').where('id', 'in', ids).execute()
			expect(left.map((r) => r.id)).toEqual([ids[2]])
		})
	})

	test('Export to CSV: every matching row (not just the page), BOM, CRLF, neutralised formulas, logged', async ({
		page,
		db,
		tagged: { tag, addAttendees },
		editions: [first, second],
	}) => {
		const names = [...NON_LATIN, ...Array.from({ length: 10 }, (_, i) => `Extra Person ${i}`)]
		const ids = await addAttendees(names, {
			editionIds: [first!.id, second!.id],
			companies: [HYPERLINK, 'Lagune Audit & Conseil', 'Comma, Quote " Ltd', '+233 Holdings', '@Mention Co'],
		})
		await gotoHydrated(page, `/admin/attendees?q=${tag}&sort=name&dir=desc`)
		await expect(page.getByTestId('registration-row')).toHaveCount(10)
		await expect(page.getByRole('link', { name: 'Export to CSV' })).toHaveAttribute(
			'href',
			`/admin/export/attendees?q=${tag}&sort=name&dir=desc`,
		)
		const records = await readDownload(page, 'Export to CSV', 'Attendees_List.csv')
		expect(records[0]).toEqual(ATTENDEE_CSV_HEADER)

		const years = new Map([first!, second!].map((e) => [e.id, String(e.year)]))
		const rows = await rowsSortedDescending(db, 'attendees', 'full_name', ids)
		expect(records.slice(1)).toHaveLength(14)
		expect(records.slice(1)).toEqual(
			rows.map((r) =>
				[
					...contactCells(r),
					r.fee_pesewas === null ? '' : String(r.fee_pesewas / 100),
					// Nothing paid yet: the balance is the fee.
					'0',
					r.fee_pesewas === null ? '0' : String(r.fee_pesewas / 100),
					r.fee_pesewas === null ? 'No fee' : 'Not paid',
					'',
					'',
					r.checked_in_at ? csvDate(r.checked_in_at) : '',
					r.checked_in_by ?? '',
					'',
					// No session attended: no headings, no CPE hours.
					'',
					'0',
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

		expect(await latestActivity(db)).toEqual({
			type: 'Export Attendees',
			description: `Exported 14 attendee registrations to Attendees_List.csv (search “${tag}”; sorted by Name, Z to A)`,
		})

		// The edition filter applies to the export too.
		await page.getByLabel('Edition').selectOption(String(first!.id))
		await expect(page).toHaveURL(new RegExp(`edition=${first!.id}`))
		const filtered = await readDownload(page, 'Export to CSV', 'Attendees_List.csv')
		expect(filtered.slice(1)).toHaveLength(7)
		const editionColumn = filtered[0]!.indexOf('Edition')
		expect(new Set(filtered.slice(1).map((r) => r[editionColumn]))).toEqual(new Set([String(first!.year)]))
	})
})

test.describe('partnerships list', () => {
	test('search by company or reference, 5 per page then All, sort by package, edition filter', async ({
		page,
		db,
		tagged: { tag, addEnquiries },
		editions: [first, second],
	}) => {
		const enquiries = await addEnquiries([
			{ company: `Gold Coast ${tag} Bank`, pkg: 'Silver', edition: first!.id },
			{ company: `Sahel ${tag.toUpperCase()} Mining`, pkg: 'Bespoke', edition: second!.id },
			{ company: `Volta ${tag} Power`, pkg: 'Platinum', edition: null },
			{ company: `Kivu ${tag} Payments`, pkg: 'Bronze', edition: second!.id },
			{ company: `Atlantic ${tag} Insurance`, pkg: 'Gold', edition: second!.id },
			{ company: `Lagune ${tag} Conseil`, pkg: 'Gold', edition: first!.id },
			{ company: HYPERLINK, pkg: 'Platinum', edition: first!.id, name: `Formula ${tag}` },
		])
		const ids = enquiries.map((e) => e.id)
		await gotoHydrated(page, '/admin/partnerships')
		await expect(page.getByRole('heading', { name: 'Partnerships', level: 1 })).toBeVisible()
		for (const column of ['Notice', 'Package', 'Whatsapp', 'Delete']) {
			await expect(page.getByRole('columnheader', { name: column, exact: false }).first()).toBeAttached()
		}
		await searchList(page, ENQUIRY_SEARCH, tag)
		// Six by company; the formula row by its reference (which holds the tag in upper case).
		await expect(page.getByTestId('list-total')).toContainText('Total: 7 enquiries')
		await expect(page.getByTestId('registration-row')).toHaveCount(5)
		await page.getByLabel('Rows per page').selectOption('all')
		await expect(page).toHaveURL(/size=all/)
		await expect(page.getByTestId('registration-row')).toHaveCount(7)

		await page.getByRole('link', { name: /^Package\s*, sort/ }).click()
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
		await searchList(page, ENQUIRY_SEARCH, enquiries[6]!.reference.toLowerCase())
		await expect.poll(() => rowNames(page)).toEqual([`Formula ${tag}`])

		// Edition filter: enquiries without an edition only under "All editions".
		await searchList(page, ENQUIRY_SEARCH, tag)
		await page.getByLabel('Edition').selectOption(String(second!.id))
		await expect(page.getByTestId('registration-row')).toHaveCount(3)
		await page.getByLabel('Edition').selectOption('')
		await expect(page.getByTestId('registration-row')).toHaveCount(7)
	})

	test('delete selected, then export: every matching enquiry, the formula neutralised', async ({
		page,
		db,
		tagged: { tag, addEnquiries },
		editions: [first],
	}) => {
		const enquiries = await addEnquiries([
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
		await gotoHydrated(page, `/admin/partnerships?q=${tag}&sort=company&dir=desc`)
		await selectRows(page, [new RegExp(`^Select Remove ${tag} One`), new RegExp(`^Select Remove ${tag} Two`)])
		await page.getByRole('button', { name: 'Delete selected (2)' }).click()
		await page
			.getByRole('dialog', { name: 'Delete 2 enquiries?' })
			.getByRole('button', { name: 'Delete' })
			.click()
		await expect(page.getByTestId('toast')).toContainText('2 partnership enquiries deleted')
		expect(
			await db.selectFrom('partnership_enquiries').select('id').where('id', 'in', ids.slice(0, 2)).execute(),
		).toEqual([])
		expect(await latestActivity(db)).toEqual({
			type: 'Delete Partnership',
			description: `Deleted 2 partnership enquiries: ids ${ids[0]}–${ids[1]}`,
		})

		const records = await readDownload(page, 'Export to CSV', 'Partnerships_List.csv')
		expect(records[0]).toEqual(ENQUIRY_CSV_HEADER)
		const rows = await rowsSortedDescending(db, 'partnership_enquiries', 'company_name', ids)
		// Search by company or reference: the formula row matches by its reference.
		expect(rows).toHaveLength(7)
		expect(records.slice(1)).toEqual(
			rows.map((r) =>
				[
					...contactCells(r),
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
	})
})

test.describe('accessibility of the registration lists (axe, WCAG 2.2 AA)', () => {
	test('both lists with rows, at desktop and phone widths', async ({
		page,
		tagged: { tag, addAttendees, addEnquiries },
		editions: [first],
	}) => {
		// Four pages loaded, hydrated and analysed by axe: more than the default 30 s on a busy machine.
		test.setTimeout(60_000)
		await addAttendees(NON_LATIN, {
			editionIds: [first!.id],
			companies: [HYPERLINK],
		})
		await addEnquiries([{ company: `Axe ${tag}`, pkg: 'Gold', edition: null }])
		for (const width of [1280, 390]) {
			await page.setViewportSize({ width, height: 900 })
			for (const url of [`/admin/attendees?q=${tag}`, `/admin/partnerships?q=${tag}`]) {
				await gotoHydrated(page, url)
				expect(await axeViolations(page), `axe violations on ${url} at ${width} px`).toEqual([])
			}
		}
	})
})
