/**
 * Back office event data and agenda sessions (/admin/basic-data, /admin/data-center,
 * /admin/basic-data-edit/{id}, /admin/add-agenda, /admin/sessions, /admin/edit-agenda/{id}), signed
 * in as the seeded Administrator. Every edition and session a test creates carries a unique tag and
 * is removed after the test: later tests on the same worker rely on the seeded current edition and its
 * agenda.
 */
import type { Locator, Page } from '@playwright/test'
import type { Database } from '#app/db/connect.server.ts'
import { currentEdition, currentEditionDay, expect, gotoHydrated, test as base } from './fixtures.ts'
import { whileWriteLockHeld } from './support/database-lock.ts'
import { firstRow, idsWhere, storedRow } from './support/rows.ts'
import { uniqueTag } from './support/unique.ts'
import { searchList } from './support/list-search.ts'

const DAY_MS = 86_400_000

/** `YYYY-MM-DD` of `now` plus `days` (Accra is UTC+0). */
function dayFromNow(days: number): string {
	return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The fixtures, and `label`: a tag unique to the test; what carries it in a theme or heading is
 * removed after the test.
 */
const test = base.extend<{ label: string }>({
	label: async ({ db, cleanup }, provide) => {
		const label = uniqueTag()
		cleanup(() => cleanUp(db, label))
		await provide(label)
	},
})

/** Opens the dashboard, follows the back office menu's link `name` and expects to land on `path`. */
async function openFromMenu(page: Page, name: string, path: string) {
	await gotoHydrated(page, '/admin/dashboard')
	await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name }).click()
	await expect(page).toHaveURL(new RegExp(`${path}$`))
}

/**
 * Opens the list at `url`, searches it for `text` (in the search box named `label`) and clicks Delete
 * on the first of `rows` found: returns the confirm dialog named `dialogName`.
 */
async function deleteFirstFound(
	rows: Locator,
	url: string,
	[label, text]: [string, string],
	dialogName: string,
): Promise<Locator> {
	const page = rows.page()
	await gotoHydrated(page, url)
	await searchList(page, label, text)
	await rows
		.first()
		.getByRole('button', { name: /^Delete/ })
		.click()
	return page.getByRole('dialog', { name: dialogName })
}

/** What a form says when its save cannot reach the server, by the save button's name. */
const OFFLINE_MESSAGES = {
	'Save event data': 'Failed to submit the event. Please try again later.',
	'Update event data': 'Failed to update the event. Please try again later.',
	'Create Session': 'Failed to submit the event. Please try again later.',
}

/**
 * Types `value` into `input`, then with the network off clicks the button `button`: expects the
 * alert with that button's message (`OFFLINE_MESSAGES`) and `input` still holding `value`. The
 * network is back on afterwards.
 */
async function expectOfflineSaveKeepsInput(
	page: Page,
	button: keyof typeof OFFLINE_MESSAGES,
	input: Locator,
	value: string,
) {
	await input.fill(value)
	await page.context().setOffline(true)
	await page.getByRole('button', { name: button }).click()
	const message = OFFLINE_MESSAGES[button]
	await expect(page.getByRole('alert').filter({ hasText: message })).toHaveText(message)
	await page.context().setOffline(false)
	await expect(input).toHaveValue(value)
}

/** Removes every edition (with its sessions) and session whose theme or heading contains `label`. */
async function cleanUp(db: Database, label: string) {
	await db.deleteFrom('agenda_sessions').where('heading', 'like', `%${label}%`).execute()
	const editions = await db
		.selectFrom('event_editions')
		.select('id')
		.where('theme', 'like', `%${label}%`)
		.execute()
	const ids = editions.map((e) => e.id)
	if (ids.length) {
		await db.deleteFrom('attendees').where('edition_id', 'in', ids).execute()
		await db.deleteFrom('event_editions').where('id', 'in', ids).execute()
	}
}

async function activityLike(db: Database, text: string) {
	return db
		.selectFrom('activity_log')
		.select(['type', 'description'])
		.where('description', 'like', `%${text}%`)
		.orderBy('id')
		.execute()
}

/** Inserts an edition straight into the database (far in the future unless told otherwise). */
async function arrangeEdition(
	db: Database,
	fields: { theme: string; year?: number; startsAt?: string | null; regular?: number | null; venue?: string },
) {
	const year = fields.year ?? 2038
	const row = await db
		.insertInto('event_editions')
		.values({
			year,
			theme: fields.theme,
			venue: fields.venue ?? 'Kumasi Cultural Centre',
			starts_at: fields.startsAt === undefined ? `${year}-05-20T09:00:00.000Z` : fields.startsAt,
			regular_fee_pesewas: fields.regular === undefined ? 300_000 : fields.regular,
			early_bird_fee_pesewas: null,
			early_bird_expires_on: null,
			updated_at: new Date().toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

const toast = (page: Page) => page.getByTestId('toast')

/** The event-data form. */
function editionForm(page: Page) {
	return {
		year: page.getByLabel('Event year'),
		theme: page.getByLabel('Event theme'),
		venue: page.getByLabel('Venue', { exact: true }),
		regularFee: page.getByLabel('Regular fee (GH₵)'),
		earlyBirdFee: page.getByLabel('Early-bird fee (GH₵)'),
		expiry: page.getByLabel('Early-bird expiry date'),
		eventDate: page.getByLabel('Event date'),
		eventTime: page.getByLabel('Event time'),
	}
}

/** The session form. */
function sessionForm(page: Page) {
	return {
		edition: page.getByLabel('Edition'),
		heading: page.getByLabel('Heading'),
		date: page.getByLabel(/^Date/),
		start: page.getByLabel('Start time'),
		end: page.getByLabel('End time'),
		speaker: page.getByLabel('Choose a speaker'),
		typedSpeaker: page.getByLabel('Or type a name'),
		description: page.getByLabel('Description'),
	}
}

test.beforeEach(async ({ signInAs }) => {
	await signInAs()
})

test.describe('event data (editions)', () => {
	test('create with every validation message, see it on the site, list, search, edit and delete', async ({
		page,
		db,
		label,
		cleanup,
	}) => {
		const theme = `Audit Sooner ${label}`
		const venue = `Labadi Beach Hotel ${label}`
		// Sooner than the seeded upcoming edition (at least 120 days ahead): the site switches to it.
		const eventDay = dayFromNow(20)
		const year = Number(eventDay.slice(0, 4))
		const seeded = await currentEdition(db)
		// One edition a year (ADR 0056): from January to August the seeded upcoming edition falls in
		// the same year, so it moves to the next year while this test runs.
		if (seeded.year === year) {
			await db
				.updateTable('event_editions')
				.set({ year: year + 1 })
				.where('id', '=', seeded.id)
				.execute()
			cleanup(() => db.updateTable('event_editions').set({ year }).where('id', '=', seeded.id).execute())
		}
		await openFromMenu(page, 'Add Event Data', '/admin/basic-data')
		await expect(page.getByRole('heading', { level: 1, name: 'Add Event Data' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Add Event Data')
		await expect(page).toHaveTitle('Add Event Data | Back office')
		const form = editionForm(page)
		const save = page.getByRole('button', { name: 'Save event data' })

		await save.click()
		await expect(form.year).toHaveAccessibleDescription('Event year is required')

		await form.year.selectOption(String(year))
		await form.theme.fill(theme)
		await form.venue.fill(venue)
		await form.regularFee.fill('-5')
		await form.earlyBirdFee.fill('two thousand')
		await save.click()
		await expect(form.regularFee).toHaveAccessibleDescription(/Regular fee must be 0 or more/)
		await expect(form.earlyBirdFee).toHaveAccessibleDescription(
			/Enter the early-bird fee as an amount in cedis, for example 2500 or 2500.50/,
		)

		await form.regularFee.fill('2500.50')
		await form.earlyBirdFee.fill('3000')
		await form.expiry.fill(dayFromNow(25))
		await form.eventDate.fill(`${year + 1}${eventDay.slice(4)}`)
		await save.click()
		await expect(form.earlyBirdFee).toHaveAccessibleDescription(
			/Early-bird fee must not be above the regular fee/,
		)
		await expect(form.eventDate).toHaveAccessibleDescription(
			new RegExp(`The event date must be in ${year}, the event year`),
		)
		await expect(form.eventTime).toHaveAccessibleDescription(/Event time is required with the event date/)

		await form.earlyBirdFee.fill('2,000')
		await form.eventDate.fill(eventDay)
		await form.eventTime.fill('10:00')
		await save.click()
		await expect(form.expiry).toHaveAccessibleDescription(
			/Early-bird expiry must not be after the event date/,
		)
		await expect(page).toHaveURL(/\/admin\/basic-data$/)
		await expect(form.theme).toHaveValue(theme)

		await form.expiry.fill(dayFromNow(10))
		await save.click()
		await expect(toast(page)).toContainText('Event data added')
		await expect(toast(page)).toContainText('The public site now shows it.')
		// It lands on the event data list, where the new edition is (ADR 0055).
		await expect(page).toHaveURL(/\/admin\/data-center$/)

		const stored = await storedRow(db, 'event_editions', 'theme', theme)
		expect(stored).toMatchObject({
			year,
			venue,
			starts_at: `${eventDay}T10:00:00.000Z`,
			regular_fee_pesewas: 250_050,
			early_bird_fee_pesewas: 200_000,
			early_bird_expires_on: dayFromNow(10),
		})

		// The public site shows it at once: hero theme, venue and the Event Rate card.
		await page.goto('/')
		await expect(page.getByTestId('hero-theme')).toContainText(theme)
		await expect(page.getByTestId('hero-venue')).toHaveText(venue)
		await expect(page.getByTestId('fee-regular')).toHaveText('GH₵ 2,500.50')
		await expect(page.getByTestId('fee-early-bird')).toHaveText('GH₵ 2,000')

		// Listed with formatted fees and the badge; search by theme in any letter case, and by venue.
		await gotoHydrated(page, '/admin/data-center')
		await expect(page).toHaveTitle('View Event Data | Back office')
		const searchLabel = 'Search event data by theme, venue or year'
		await searchList(page, searchLabel, theme.toUpperCase())
		const rows = page.getByTestId('edition-row')
		await expect(rows).toHaveCount(1)
		const row = rows.first()
		await expect(row).toContainText(theme)
		await expect(row).toContainText(venue)
		await expect(row).toContainText('GH₵ 2,500.50')
		await expect(row).toContainText('GH₵ 2,000')
		await expect(row).toContainText('Shown on the site')
		await searchList(page, searchLabel, `beach hotel ${label}`)
		await expect(rows).toHaveCount(1)
		await searchList(page, searchLabel, `nothing-matches-${label}`)
		await expect(rows).toHaveCount(0)
		await expect(page.getByText('There are no records to display')).toBeVisible()

		// The seeded edition is no longer the one shown.
		await searchList(page, searchLabel, seeded.theme!)
		await expect(rows.first()).not.toContainText('Shown on the site')

		// Edit: prefilled, the same checks, then back to the list with a toast.
		await searchList(page, searchLabel, theme)
		await rows.first().getByRole('link', { name: /^Edit/ }).click()
		await expect(page).toHaveURL(new RegExp(`/admin/basic-data-edit/${stored.id}$`))
		await expect(page.getByRole('heading', { level: 1, name: 'Edit Event Data' })).toBeVisible()
		await expect(form.year).toHaveValue(String(year))
		await expect(form.theme).toHaveValue(theme)
		await expect(form.regularFee).toHaveValue('2500.50')
		await expect(form.earlyBirdFee).toHaveValue('2000')
		await expect(form.expiry).toHaveValue(dayFromNow(10))
		await expect(form.eventDate).toHaveValue(eventDay)
		await expect(form.eventTime).toHaveValue('10:00')
		const update = page.getByRole('button', { name: 'Update event data' })
		await form.regularFee.fill('1999.99')
		await update.click()
		await expect(form.earlyBirdFee).toHaveAccessibleDescription(
			/Early-bird fee must not be above the regular fee/,
		)
		const renamed = `${theme} Renamed`
		await form.theme.fill(renamed)
		await form.regularFee.fill('3000')
		await update.click()
		await expect(page).toHaveURL(/\/admin\/data-center$/)
		await expect(toast(page)).toContainText('Event data updated')
		expect(await storedRow(db, 'event_editions', 'id', stored.id)).toMatchObject({
			theme: renamed,
			regular_fee_pesewas: 300_000,
		})
		await page.goto('/')
		await expect(page.getByTestId('hero-theme')).toContainText(renamed)
		await expect(page.getByTestId('fee-regular')).toHaveText('GH₵ 3,000')

		// Delete (its agenda session goes with it, as the confirm text says); the site goes back.
		await db
			.insertInto('agenda_sessions')
			.values({
				edition_id: stored.id,
				heading: `Doomed session ${label}`,
				starts_at: `${eventDay}T10:00:00.000Z`,
				ends_at: `${eventDay}T11:00:00.000Z`,
				updated_at: new Date().toISOString(),
			})
			.execute()
		const dialog = await deleteFirstFound(
			rows,
			'/admin/data-center',
			[searchLabel, renamed],
			`Delete the ${year} edition?`,
		)
		await expect(dialog).toContainText('will be deleted together with its 1 agenda session')
		await dialog.getByRole('button', { name: 'Delete' }).click()
		await expect(toast(page)).toContainText('Event data deleted')
		await expect(rows).toHaveCount(0)
		expect(await idsWhere(db, 'event_editions', 'id', stored.id)).toEqual([])
		expect(await idsWhere(db, 'agenda_sessions', 'edition_id', stored.id)).toEqual([])
		expect((await activityLike(db, theme)).map((a) => a.type)).toEqual([
			'Add Event Data',
			'Update Event Data',
			'Delete Event Data',
		])
		await page.goto('/')
		await expect(page.getByTestId('hero-theme')).toContainText(seeded.theme!)
	})

	test('paging (5, 10, 15, All) and sortable columns', async ({ page, db, label }) => {
		for (let i = 1; i <= 6; i++) {
			await arrangeEdition(db, { theme: `Paged ${label} ${i}`, year: 2030 + i, regular: (7 - i) * 100_000 })
		}
		await gotoHydrated(page, `/admin/data-center?q=${label}`)
		const rows = page.getByTestId('edition-row')
		const status = page.getByRole('navigation', { name: 'Pagination' }).getByText(/of \d+$/)
		// Default: newest event first, 5 per page.
		await expect(rows).toHaveCount(5)
		await expect(status).toHaveText('1–5 of 6')
		await expect(rows.first()).toContainText(`Paged ${label} 6`)
		await page.getByRole('link', { name: 'Next' }).click()
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText(`Paged ${label} 1`)
		await expect(page.getByLabel('Rows per page')).toHaveValue('5')
		await expect(page.getByLabel('Rows per page').locator('option')).toHaveText(['5', '10', '15', 'All'])
		await page.getByLabel('Rows per page').selectOption('all')
		await expect(rows).toHaveCount(6)
		await expect(status).toHaveText('1–6 of 6')

		// Regular Fee ascending: edition 6 has the lowest fee; again for descending.
		await page.getByRole('link', { name: /^Regular Fee/ }).click()
		await expect(page.getByRole('columnheader', { name: /Regular Fee/ })).toHaveAttribute(
			'aria-sort',
			'ascending',
		)
		await expect(rows.first()).toContainText(`Paged ${label} 6`)
		await expect(rows.first()).toContainText('GH₵ 1,000')
		await page.getByRole('link', { name: /^Regular Fee/ }).click()
		await expect(rows.first()).toContainText(`Paged ${label} 1`)
		await expect(rows.first()).toContainText('GH₵ 6,000')
		await page.getByRole('link', { name: /^Theme/ }).click()
		await expect(rows.first()).toContainText(`Paged ${label} 1`)
		await expect(rows.last()).toContainText(`Paged ${label} 6`)
		// The search by year.
		await searchList(page, 'Search event data by theme, venue or year', '2036')
		await expect(rows.filter({ hasText: `Paged ${label} 6` })).toHaveCount(1)
	})

	test('an edition with registrations cannot be deleted: clear message, nothing changed, nothing logged', async ({
		page,
		db,
		label,
	}) => {
		const id = await arrangeEdition(db, { theme: `Registered ${label}` })
		await gotoHydrated(page, `/admin/data-center?q=${label}`)
		const row = page.getByTestId('edition-row').first()
		await expect(row).toContainText(`Registered ${label}`)
		// A registration arrives while the page is open.
		await db
			.insertInto('attendees')
			.values({
				edition_id: id,
				full_name: 'Ama Mensah',
				email: `ama-${label}@e2e.example`,
				whatsapp_number: '+233241234567',
				company_name: 'Mensah & Co',
				designation: 'Head of Audit',
			})
			.execute()
		await row.getByRole('button', { name: /^Delete/ }).click()
		await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
		await expect(toast(page)).toContainText('Event data not deleted')
		await expect(toast(page)).toContainText(
			'has 1 registration, so it cannot be deleted. Nothing was changed.',
		)
		await expect(row).toContainText('Cannot be deleted: 1 registration')
		await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
		expect(await idsWhere(db, 'event_editions', 'id', id)).toHaveLength(1)
		expect(await activityLike(db, label)).toEqual([])
	})

	test('a request that cannot reach the server keeps the input and says so', async ({ page, db, label }) => {
		const id = await arrangeEdition(db, { theme: `Offline ${label}` })
		await gotoHydrated(page, '/admin/basic-data')
		const form = editionForm(page)
		await form.year.selectOption('2039')
		await expectOfflineSaveKeepsInput(page, 'Save event data', form.theme, `Never saved ${label}`)

		await gotoHydrated(page, `/admin/basic-data-edit/${id}`)
		await expectOfflineSaveKeepsInput(page, 'Update event data', form.theme, `Offline edit ${label}`)
		expect(await storedRow(db, 'event_editions', 'id', id)).toMatchObject({ theme: `Offline ${label}` })
	})

	test('a save that fails on the server says "Server Error", keeps the input and writes nothing', async ({
		page,
		db,
		label,
	}) => {
		await gotoHydrated(page, '/admin/basic-data')
		const form = editionForm(page)
		await form.year.selectOption('2039')
		await form.theme.fill(`Server failure ${label}`)
		await whileWriteLockHeld(db, async () => {
			await page.getByRole('button', { name: 'Save event data' }).click()
			await expect(page.getByRole('alert').filter({ hasText: 'Server Error' })).toHaveText('Server Error', {
				timeout: 15_000,
			})
		})
		await expect(form.theme).toHaveValue(`Server failure ${label}`)
		await expect(form.year).toHaveValue('2039')
		expect(
			await db.selectFrom('event_editions').select('id').where('theme', 'like', `%${label}%`).execute(),
		).toEqual([])
		expect(await activityLike(db, label)).toEqual([])
	})

	test('unknown or non-numeric ids are 404', async ({ page }) => {
		for (const path of [
			'/admin/basic-data-edit/abc',
			'/admin/basic-data-edit/0',
			'/admin/basic-data-edit/99999999',
			'/admin/edit-agenda/xyz',
			'/admin/edit-agenda/99999999',
		]) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(404)
			await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
			// Inside the back office's chrome: its menu is still there.
			await expect(page.getByRole('navigation', { name: 'Back office menu' })).toBeAttached()
		}
	})
})

test.describe('agenda sessions', () => {
	test('create with a chosen and a typed speaker, validation, list, search, edit, delete and /agenda', async ({
		page,
		db,
		label,
	}) => {
		const { edition, day } = await currentEditionDay(db)
		const speaker = await firstRow(db, 'speakers')
		const speakerName = `${speaker.title} ${speaker.full_name}`
		const chosenHeading = `Keynote ${label}`
		const typedHeading = `Fireside chat ${label}`
		await openFromMenu(page, 'Add Session', '/admin/add-agenda')
		await expect(page.getByRole('heading', { level: 1, name: 'Create Session' })).toBeVisible()
		await expect(page).toHaveTitle('Add Session | Back office')
		const form = sessionForm(page)
		const create = page.getByRole('button', { name: 'Create Session' })
		// The edition defaults to the one the site shows.
		await expect(form.edition).toHaveValue(String(edition.id))

		await create.click()
		await expect(form.heading).toHaveAccessibleDescription('Heading is required')
		await expect(form.start).toHaveAccessibleDescription(/Start time is required/)
		await expect(form.end).toHaveAccessibleDescription(/End time is required/)

		await form.heading.fill(chosenHeading)
		await form.date.fill(day)
		await form.start.fill('16:00')
		await form.end.fill('15:30')
		await create.click()
		await expect(form.end).toHaveAccessibleDescription('End time must be after the start time')
		await form.end.fill('16:00')
		await create.click()
		await expect(form.end).toHaveAccessibleDescription('End time must be after the start time')

		// A speaker chosen from the list: the typed name is not used.
		await form.end.fill('16:45')
		await form.speaker.selectOption({ label: speakerName })
		await expect(form.typedSpeaker).toBeDisabled()
		await form.description.fill('A conversation about the next decade of assurance.')
		await create.click()
		await expect(toast(page)).toContainText('Session created')
		await expect(page).toHaveURL(/\/admin\/add-agenda\?/)
		await expect(form.heading).toHaveValue('')
		await expect(form.speaker).toHaveValue('')
		await expect(form.edition).toHaveValue(String(edition.id))
		await expect(form.date).toHaveValue(day)

		// A typed speaker.
		await form.heading.fill(typedHeading)
		await form.start.fill('17:00')
		await form.end.fill('17:30')
		await form.typedSpeaker.fill(`Guest host ${label}`)
		await create.click()
		await expect(toast(page)).toContainText('Session created')
		// The first toast may still show: the emptied form tells that this one was saved too.
		await expect(form.heading).toHaveValue('')

		const stored = await db
			.selectFrom('agenda_sessions')
			.select(['id', 'edition_id', 'heading', 'starts_at', 'ends_at', 'speaker', 'speaker_id', 'description'])
			.where('heading', 'like', `%${label}%`)
			.orderBy('starts_at')
			.execute()
		expect(stored).toMatchObject([
			{
				edition_id: edition.id,
				heading: chosenHeading,
				starts_at: `${day}T16:00:00.000Z`,
				ends_at: `${day}T16:45:00.000Z`,
				speaker: speakerName,
				speaker_id: speaker.id,
				description: 'A conversation about the next decade of assurance.',
			},
			{
				heading: typedHeading,
				starts_at: `${day}T17:00:00.000Z`,
				speaker: `Guest host ${label}`,
				speaker_id: null,
				description: null,
			},
		])
		const [chosen, typed] = stored

		// On the public agenda at once: the chosen speaker links to their profile.
		await page.goto('/agenda')
		const chosenItem = page.locator(`#session-${chosen!.id}`)
		await expect(chosenItem).toContainText(chosenHeading)
		await expect(chosenItem).toContainText('4:00 PM – 4:45 PM')
		await expect(chosenItem.getByRole('link', { name: speakerName })).toHaveAttribute(
			'href',
			`/speakers/${speaker.id}`,
		)
		const typedItem = page.locator(`#session-${typed!.id}`)
		await expect(typedItem).toContainText(`Guest host ${label}`)
		await expect(typedItem.getByRole('link', { name: `Guest host ${label}` })).toHaveCount(0)

		// Listed and searchable by heading or speaker.
		await gotoHydrated(page, '/admin/sessions')
		await expect(page).toHaveTitle('View Sessions | Back office')
		const searchLabel = 'Search sessions by heading or speaker'
		const rows = page.getByTestId('session-row')
		await searchList(page, searchLabel, label.toUpperCase())
		await expect(rows).toHaveCount(2)
		await expect(rows.first()).toContainText(chosenHeading)
		await expect(rows.first()).toContainText(speakerName)
		await expect(rows.first()).toContainText('4:00 PM')
		await expect(rows.first()).toContainText('4:45 PM')
		await searchList(page, searchLabel, `guest HOST ${label}`)
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText(typedHeading)

		// Edit: prefilled; a failed save stays with the input; success goes to the dashboard.
		await rows.first().getByRole('link', { name: /^Edit/ }).click()
		await expect(page).toHaveURL(new RegExp(`/admin/edit-agenda/${typed!.id}$`))
		await expect(page.getByRole('heading', { level: 1, name: 'Edit Session' })).toBeVisible()
		await expect(form.heading).toHaveValue(typedHeading)
		await expect(form.date).toHaveValue(day)
		await expect(form.start).toHaveValue('17:00')
		await expect(form.end).toHaveValue('17:30')
		await expect(form.speaker).toHaveValue('')
		await expect(form.typedSpeaker).toHaveValue(`Guest host ${label}`)
		const update = page.getByRole('button', { name: 'Update Session' })
		const edited = `${typedHeading} moved`
		await form.heading.fill(edited)
		await form.end.fill('16:30')
		await update.click()
		await expect(form.end).toHaveAccessibleDescription('End time must be after the start time')
		await expect(form.heading).toHaveValue(edited)
		await expect(page).toHaveURL(new RegExp(`/admin/edit-agenda/${typed!.id}$`))
		// Now with a speaker from the list instead of the typed one.
		await form.end.fill('18:00')
		await form.speaker.selectOption({ label: speakerName })
		await update.click()
		await expect(page).toHaveURL(/\/admin\/sessions$/)
		await expect(toast(page)).toContainText('Session updated')
		expect(await storedRow(db, 'agenda_sessions', 'id', typed!.id)).toMatchObject({
			heading: edited,
			ends_at: `${day}T18:00:00.000Z`,
			speaker: speakerName,
			speaker_id: speaker.id,
		})
		await page.goto('/agenda')
		await expect(page.locator(`#session-${typed!.id}`)).toContainText(edited)
		await expect(page.locator(`#session-${typed!.id}`)).toContainText('5:00 PM – 6:00 PM')

		// Delete with a confirm step.
		const dialog = await deleteFirstFound(
			rows,
			'/admin/sessions',
			[searchLabel, edited],
			'Delete this session?',
		)
		await expect(dialog).toContainText(edited)
		await dialog.getByRole('button', { name: 'Delete' }).click()
		await expect(toast(page)).toContainText('Session deleted')
		await expect(rows).toHaveCount(0)
		await page.goto('/agenda')
		await expect(page.locator(`#session-${typed!.id}`)).toHaveCount(0)
		await expect(page.locator(`#session-${chosen!.id}`)).toBeVisible()

		expect((await activityLike(db, label)).map((a) => a.type)).toEqual([
			'Add Session',
			'Add Session',
			'Update Session',
			'Delete Session',
		])
	})

	test('list: 5 per page by date and time, sortable, search; offline save keeps the input', async ({
		page,
		db,
		label,
	}) => {
		const { edition, day } = await currentEditionDay(db)
		for (let i = 1; i <= 6; i++) {
			await db
				.insertInto('agenda_sessions')
				.values({
					edition_id: edition.id,
					// Headings sort the other way round from the times.
					heading: `${String.fromCharCode(71 - i)} paged ${label}`,
					starts_at: `${day}T${String(6 + i).padStart(2, '0')}:00:00.000Z`,
					ends_at: `${day}T${String(6 + i).padStart(2, '0')}:30:00.000Z`,
					speaker: i % 2 ? `Speaker ${label}` : null,
					updated_at: new Date().toISOString(),
				})
				.execute()
		}
		await gotoHydrated(page, `/admin/sessions?q=${label}`)
		const rows = page.getByTestId('session-row')
		const status = page.getByRole('navigation', { name: 'Pagination' }).getByText(/of \d+$/)
		await expect(rows).toHaveCount(5)
		await expect(status).toHaveText('1–5 of 6')
		await expect(page.getByRole('columnheader', { name: /^Date/ })).toHaveAttribute('aria-sort', 'ascending')
		await expect(rows.first()).toContainText(`F paged ${label}`)
		await expect(rows.first()).toContainText('7:00 AM')
		await page.getByRole('link', { name: 'Next' }).click()
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText(`A paged ${label}`)

		await page.getByRole('link', { name: /^Heading/ }).click()
		await expect(rows.first()).toContainText(`A paged ${label}`)
		await page.getByRole('link', { name: /^End Time/ }).click()
		// The second click toggles the order only once the first has loaded its page.
		await expect(page.getByRole('columnheader', { name: /End Time/ })).toHaveAttribute(
			'aria-sort',
			'ascending',
		)
		await page.getByRole('link', { name: /^End Time/ }).click()
		await expect(page.getByRole('columnheader', { name: /End Time/ })).toHaveAttribute(
			'aria-sort',
			'descending',
		)
		await expect(rows.first()).toContainText(`A paged ${label}`)
		await expect(rows.first()).toContainText('12:30 PM')
		await page.getByLabel('Rows per page').selectOption('10')
		await expect(rows).toHaveCount(6)
		await searchList(page, 'Search sessions by heading or speaker', `speaker ${label}`)
		await expect(rows).toHaveCount(3)

		// A save that cannot reach the server says so and keeps the input.
		await gotoHydrated(page, '/admin/add-agenda')
		const form = sessionForm(page)
		await form.date.fill(day)
		await form.start.fill('19:00')
		await form.end.fill('19:30')
		await expectOfflineSaveKeepsInput(page, 'Create Session', form.heading, `Offline ${label}`)
		expect(await idsWhere(db, 'agenda_sessions', 'heading', `Offline ${label}`)).toEqual([])
	})
})
