/**
 * Session attendance and CPE hours (docs/event-days.md), in the browser: an Administrator sets a
 * session's CPE hours on its edit form (a bad number is refused with a clear message and kept in the
 * field), the sessions list shows them and the public agenda says "1.5 CPE hours" in English and
 * "1,5 heure CPE" in French; at the check-in desk without JavaScript a staff member (role User)
 * chooses the session's door and scans a ticket into it by its reference: scanned (and checked in at
 * the main door too), then "already scanned … counted once", and a registration of another edition is
 * refused; the attendee list and its CSV show the session and the hours.
 */
import { parse } from 'csv-parse/sync'
import { currentEditionDay, expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'

test('CPE hours on a session, scanning tickets into it at its door, and the attendee list and CSV', async ({
	page,
	noJsPage,
	db,
	registrant,
	factory,
	signInAs,
	cleanup,
}) => {
	test.setTimeout(90_000)
	const tag = Math.random().toString(36).slice(2, 8)
	const heading = `CPE workshop ${tag}`
	const { edition, day } = await currentEditionDay(db)
	const { id: sessionId } = await db
		.insertInto('agenda_sessions')
		.values({
			edition_id: edition.id,
			heading,
			starts_at: `${day}T15:00:00.000Z`,
			ends_at: `${day}T16:30:00.000Z`,
			speaker: null,
			speaker_id: null,
			description: null,
			created_at: new Date().toISOString(),
			updated_at: new Date().toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	cleanup(async () => {
		await db.deleteFrom('agenda_sessions').where('id', '=', sessionId).execute()
	})

	// The Administrator sets the hours; a bad number is refused and kept.
	await signInAs()
	await gotoHydrated(page, `/admin/edit-agenda/${sessionId}`)
	const hours = page.getByLabel('CPE hours')
	await expect(hours).toHaveAccessibleDescription(/Leave blank for breaks and meals/)
	await hours.fill('1.555')
	await page.getByRole('button', { name: 'Update Session' }).click()
	await expect(hours).toHaveAccessibleDescription(/Enter the CPE hours as a number from 0 to 24/)
	await expect(hours).toHaveValue('1.555')
	await hours.fill('1,5')
	await page.getByRole('button', { name: 'Update Session' }).click()
	await expect(page).toHaveURL(/\/admin\/sessions$/)
	expect(
		await db
			.selectFrom('agenda_sessions')
			.select('cpe_hours_hundredths')
			.where('id', '=', sessionId)
			.executeTakeFirstOrThrow(),
	).toEqual({ cpe_hours_hundredths: 150 })
	await gotoHydrated(page, `/admin/sessions?q=${encodeURIComponent(heading)}`)
	await expect(page.getByTestId('session-row')).toHaveCount(1)
	await expect(page.getByTestId('session-row')).toContainText('1.5')

	// The public agenda, in both languages.
	await page.goto('/agenda')
	await expect(page.locator(`#session-${sessionId}`)).toContainText('1.5 CPE hours')
	await page.goto('/fr/agenda')
	await expect(page.locator(`#session-${sessionId}`)).toContainText('1,5 heure CPE')

	// A registrant, and one of another edition open at the desk.
	const name = `Abena Door ${tag}`
	const registered = await registrant(name)
	const otherEdition = await factory.edition('upcoming', { year: 2090 + Math.floor(Math.random() * 9) })
	const otherRef = `Q${tag.slice(0, 3)}-${tag.slice(3)}9`.toUpperCase()
	await db
		.insertInto('attendees')
		.values({
			edition_id: otherEdition,
			full_name: `Other Edition ${tag}`,
			email: `other-${tag}@example.com`,
			contact_number: null,
			whatsapp_number: '+233 24 000 0000',
			company_name: 'Volta Assurance',
			designation: 'Auditor',
			heard_from: null,
			desk_ref: otherRef,
			ticket_ref: `other-${tag}`,
		})
		.execute()
	const otherYear = (
		await db
			.selectFrom('event_editions')
			.select('year')
			.where('id', '=', otherEdition)
			.executeTakeFirstOrThrow()
	).year

	// The desk, without JavaScript, as a User: choose the session's door, scan by reference.
	const staff = await factory.user({ role: 'User', fullName: 'Kojo Door' })
	await signInAs(staff, noJsPage.context())
	await noJsPage.goto('/admin/check-in')
	await noJsPage.getByLabel('Where the desk stands').selectOption({ value: String(sessionId) })
	await noJsPage.getByRole('button', { name: 'Choose door' }).click()
	await expect(noJsPage).toHaveURL(new RegExp(`door=${sessionId}`))
	await expect(noJsPage.getByRole('heading', { name: `Ticket at the door of “${heading}”` })).toBeVisible()
	await expect(noJsPage.getByTestId('door-count')).toHaveText(
		'0 registrations scanned into this session so far.',
	)
	const scan = async (ticket: string) => {
		await noJsPage.getByLabel('Ticket link or code').fill(ticket)
		await noJsPage.getByRole('button', { name: 'Scan into session' }).click()
	}
	await scan(registered.deskRef.replace('-', '').toLowerCase())
	const answer = noJsPage.getByTestId('desk-answer')
	await expect(answer).toContainText(
		new RegExp(`Scanned into “${heading}” at \\d\\d:\\d\\d\\. Checked in at the main door too\\.`),
	)
	await expect(answer).toContainText(name)
	await expect(noJsPage.getByTestId('door-count')).toHaveText(
		'1 registration scanned into this session so far.',
	)

	// Twice: counted once.
	await scan(registered.deskRef)
	await expect(answer).toContainText(
		/Already scanned into this session at \d\d:\d\d by Kojo Door: counted once\./,
	)
	await expect(noJsPage.getByTestId('door-count')).toHaveText(
		'1 registration scanned into this session so far.',
	)

	// Another edition's registration: refused, nothing written.
	await scan(otherRef)
	await expect(answer).toContainText(
		`Not scanned in: this registration is for ${otherYear}, not for this session’s edition (${edition.year}).`,
	)
	// A forged ticket gets the desk's usual answer.
	await scan(`https://summit.test/ticket/${'A'.repeat(22)}.${'B'.repeat(22)}`)
	await expect(answer).toContainText('This is not a valid ticket')
	expect(
		await db
			.selectFrom('session_attendance')
			.select(['attendee_id', 'scanned_by'])
			.where('session_id', '=', sessionId)
			.execute(),
	).toEqual([{ attendee_id: registered.attendeeId, scanned_by: 'Kojo Door' }])
	expect(
		await db
			.selectFrom('attendees')
			.select('checked_in_by')
			.where('id', '=', registered.attendeeId)
			.executeTakeFirstOrThrow(),
	).toEqual({ checked_in_by: 'Kojo Door' })

	// The desk at the door, with JavaScript, passes the accessibility checks.
	await gotoHydrated(page, `/admin/check-in?door=${sessionId}`)
	await expect(page.getByTestId('door-count')).toHaveText('1 registration scanned into this session so far.')
	await expect(page.getByRole('button', { name: 'Scan a ticket' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])

	// The attendee list and its CSV.
	await gotoHydrated(page, `/admin/attendees?q=${encodeURIComponent(name)}`)
	const row = page.getByTestId('registration-row')
	await expect(row).toHaveCount(1)
	await expect(row.getByTestId('sessions-attended')).toHaveText('1')
	await expect(row.getByTestId('cpe-hours')).toHaveText('1.5')
	const csv = await page.request.get(`/admin/export/attendees?q=${encodeURIComponent(name)}`)
	expect(csv.status()).toBe(200)
	const [header, ...records] = parse(await csv.body(), { bom: true }) as string[][]
	expect(records).toHaveLength(1)
	expect(records[0]![header!.indexOf('Sessions attended')]).toBe(heading)
	expect(records[0]![header!.indexOf('CPE hours')]).toBe('1.5')
})
