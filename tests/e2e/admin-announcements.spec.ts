/**
 * Announcements in the back office (/admin/announcements, /admin/announcements/new,
 * /admin/announcements/{announcementId}; docs/event-days.md), signed in as the seeded Administrator:
 * write one, its preview and recipients now, a test to oneself, Send now behind a confirmation
 * naming the count, and the counts as the worker sends (the e2e servers write mails to files); an
 * empty audience refused with nothing sent; the same without JavaScript (schedule, cancel, send);
 * by keyboard; axe on each screen. Each announcement goes to the attendees of a session made for
 * the test, so no seeded registrant gets mail, and everything made is removed afterwards.
 */
import type { Database } from '#app/db/connect.server.ts'
import { currentEdition, e2eAdmin, expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'
import { registerTestAttendee } from './support/registrants.ts'
import { uniqueEmail, uniqueTag } from './support/unique.ts'

/**
 * A session of the current edition named after `tag`, with `attendees` new registrants scanned into
 * it; removed after the test with every announcement to it and their mails.
 */
async function sessionWithAttendees(
	db: Database,
	cleanup: (task: () => Promise<unknown>) => void,
	tag: string,
	attendees: number,
) {
	const edition = await currentEdition(db)
	const stamp = new Date().toISOString()
	const session = await db
		.insertInto('agenda_sessions')
		.values({
			edition_id: edition.id,
			heading: `Workshop ${tag}`,
			starts_at: edition.starts_at ?? stamp,
			ends_at: edition.starts_at ?? stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	cleanup(async () => {
		const ids = db.selectFrom('announcements').select('id').where('session_id', '=', session.id)
		await db.deleteFrom('mail_outbox').where('announcement_id', 'in', ids).execute()
		await db.deleteFrom('announcements').where('session_id', '=', session.id).execute()
		await db.deleteFrom('agenda_sessions').where('id', '=', session.id).execute()
	})
	const emails: string[] = []
	for (let i = 0; i < attendees; i++) {
		const email = uniqueEmail(`announce${i}`)
		const registrant = await registerTestAttendee(db, { name: `Kwame Announce ${i}`, email }, cleanup)
		await db
			.insertInto('session_attendance')
			.values({ session_id: session.id, attendee_id: registrant.attendeeId, scanned_by: 'Desk' })
			.execute()
		emails.push(email)
	}
	return { sessionId: session.id, heading: `Workshop ${tag}`, editionYear: edition.year, emails }
}

/** The announcement whose subject is `subject`. */
function storedAnnouncement(db: Database, subject: string) {
	return db
		.selectFrom('announcements')
		.select(['id', 'status', 'recipient_count', 'send_at'])
		.where('subject', '=', subject)
		.executeTakeFirst()
}

/** The mails of announcement `id`: kind, address and status. */
function mailsOf(db: Database, id: number) {
	return db
		.selectFrom('mail_outbox')
		.select(['kind', 'to_address', 'status', 'subject'])
		.where('announcement_id', '=', id)
		.orderBy('id')
		.execute()
}

test.describe('announcements (Administrator)', () => {
	test('write, preview, test to self, send now after a confirmation naming the count, then the counts', async ({
		page,
		db,
		signInAs,
		cleanup,
	}) => {
		await signInAs()
		const tag = uniqueTag()
		const session = await sessionWithAttendees(db, cleanup, tag, 2)
		const subject = `Room change ${tag}`

		await gotoHydrated(page, '/admin/dashboard')
		await page.getByRole('link', { name: 'Announcements', exact: true }).first().click()
		await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible()
		expect(await axeViolations(page)).toEqual([])
		await page.getByRole('link', { name: 'Write announcement' }).first().click()
		await expect(page).toHaveURL('/admin/announcements/new')
		await expect(page.getByTestId('rich-text-editor')).toBeVisible()
		expect(await axeViolations(page)).toEqual([])

		// Sent empty: what is missing is said; then to a session's attendees without the session.
		await page.getByRole('button', { name: 'Save draft' }).click()
		await expect(page.getByText('Subject is required')).toBeVisible()
		await expect(page.getByText('Write the announcement’s text')).toBeVisible()
		await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject)
		await page.getByTestId('rich-text-editor').click()
		await page.keyboard.type('The workshop moves to Room 3.')
		await page.getByLabel('Audience').selectOption({ label: "A session's attendees" })
		await page.getByRole('button', { name: 'Save draft' }).click()
		await expect(page.getByText('Choose the session whose attendees get it')).toBeVisible()
		expect(await storedAnnouncement(db, subject)).toBeUndefined()
		await page.getByLabel('Session').selectOption(String(session.sessionId))
		await page.getByRole('button', { name: 'Save draft' }).click()
		await expect(page.getByTestId('toast')).toContainText('Announcement saved as a draft')
		await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
		const stored = (await storedAnnouncement(db, subject))!
		await expect(page).toHaveURL(`/admin/announcements/${stored.id}`)
		await expect(page.getByTestId('recipients-now')).toHaveText('2 people (one mail per address)')
		await expect(page.getByTestId('preview-en')).toContainText(subject)
		await expect(page.getByTestId('preview-en')).toContainText('The workshop moves to Room 3.')
		await expect(page.getByTestId('preview-en')).toContainText('You receive this because you registered for')
		await expect(page.getByTestId('preview-fr')).toContainText('Vous recevez ce message parce que')
		expect(await axeViolations(page)).toEqual([])

		await page.getByRole('button', { name: 'Send a test to me' }).click()
		await expect(page.getByTestId('toast')).toContainText('Test sent')
		expect((await mailsOf(db, stored.id)).map((m) => [m.kind, m.to_address, m.subject])).toEqual([
			['announcement-test', e2eAdmin.email, `[Test] ${subject}`],
		])
		expect(await storedAnnouncement(db, subject)).toMatchObject({ status: 'draft' })

		await page.getByRole('button', { name: 'Send now' }).click()
		const confirm = page.getByRole('dialog', { name: 'Send this announcement to 2 people?' })
		await expect(confirm).toBeVisible()
		await confirm.getByRole('button', { name: 'Send to 2 people' }).click()
		await expect(page.getByTestId('toast')).toContainText('Announcement sent')
		await expect(page.getByText('Announcement, kept as it was sent.')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0)
		await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
		expect(await storedAnnouncement(db, subject)).toMatchObject({ status: 'queued', recipient_count: 2 })

		// The worker sends them (to files here); the page's counts follow.
		await expect
			.poll(
				async () =>
					(await mailsOf(db, stored.id)).filter((m) => m.kind === 'announcement' && m.status === 'sent')
						.length,
				{
					timeout: 15_000,
				},
			)
			.toBe(2)
		expect(
			(await mailsOf(db, stored.id))
				.filter((m) => m.kind === 'announcement')
				.map((m) => m.to_address)
				.sort(),
		).toEqual([...session.emails].sort())
		await page.reload()
		const counts = page.getByTestId('announcement-counts')
		await expect(counts).toContainText('0 queued')
		await expect(counts).toContainText('2 sent')
		await expect(counts).toContainText('0 failed')

		await gotoHydrated(page, `/admin/announcements?q=${encodeURIComponent(tag)}`)
		const row = page.getByTestId('announcement-row').filter({ hasText: subject })
		await expect(row).toContainText('Sent')
		await expect(row).toContainText('2 sent')
	})

	test('an empty audience is refused, nothing sent, and the page says so', async ({
		page,
		db,
		signInAs,
		cleanup,
	}) => {
		await signInAs()
		const tag = uniqueTag()
		const session = await sessionWithAttendees(db, cleanup, tag, 0)
		const subject = `Nobody ${tag}`
		await gotoHydrated(page, '/admin/announcements/new')
		await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject)
		await page.getByTestId('rich-text-editor').click()
		await page.keyboard.type('Nobody will read this.')
		await page.getByLabel('Audience').selectOption({ label: "A session's attendees" })
		await page.getByLabel('Session').selectOption(String(session.sessionId))
		await page.getByRole('button', { name: 'Save draft' }).click()
		await expect(page.getByTestId('recipients-now')).toHaveText(
			'Nobody: this audience selects no one at the moment.',
		)
		await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0)

		// Posted anyway (a stale page): refused with the reason, nothing changed.
		const stored = (await storedAnnouncement(db, subject))!
		const response = await page.request.post(`/admin/announcements/${stored.id}`, {
			form: { intent: 'send-now' },
			headers: { Origin: new URL(page.url()).origin },
		})
		expect(response.status()).toBe(409)
		expect(await response.text()).toContain('Nobody is in this audience now')
		expect(await storedAnnouncement(db, subject)).toMatchObject({ status: 'draft', recipient_count: null })
		expect(await mailsOf(db, stored.id)).toEqual([])
	})

	test('by keyboard: the test and Send now, confirmed with Enter', async ({
		page,
		db,
		signInAs,
		cleanup,
	}) => {
		await signInAs()
		const tag = uniqueTag()
		const session = await sessionWithAttendees(db, cleanup, tag, 1)
		const subject = `Keyboard ${tag}`
		const edition = await currentEdition(db)
		const now = new Date().toISOString()
		const { id } = await db
			.insertInto('announcements')
			.values({
				edition_id: edition.id,
				subject,
				body_html: '<p>Wi-Fi: Summit-Delegates.</p>',
				audience: 'session',
				session_id: session.sessionId,
				created_by: 'Summit Administrator',
				created_at: now,
				updated_at: now,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await gotoHydrated(page, `/admin/announcements/${id}`)
		await page.getByRole('button', { name: 'Send a test to me' }).focus()
		await page.keyboard.press('Enter')
		await expect(page.getByTestId('toast')).toContainText('Test sent')
		await page.getByRole('button', { name: 'Send now' }).focus()
		await page.keyboard.press('Enter')
		const confirm = page.getByRole('dialog', { name: 'Send this announcement to 1 person?' })
		await expect(confirm).toBeVisible()
		await page.keyboard.press('Tab')
		await expect(confirm.getByRole('button', { name: 'Send to 1 person' })).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(page.getByTestId('toast')).toContainText('Announcement sent')
		expect(await storedAnnouncement(db, subject)).toMatchObject({ status: 'queued', recipient_count: 1 })
	})
})

test.describe('announcements without JavaScript', () => {
	test('write, schedule (a past time refused, input kept), cancel, then send now through the confirmation', async ({
		browser,
		db,
		signInAs,
		cleanup,
	}) => {
		const tag = uniqueTag()
		const session = await sessionWithAttendees(db, cleanup, tag, 1)
		const subject = `No script ${tag}`
		const { page, close } = await pageWithoutJavaScript(browser)
		try {
			await signInAs(undefined, page.context())
			await page.goto('/admin/announcements/new')
			await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject)
			await page.getByRole('textbox', { name: 'Text', exact: true }).fill('<p>Doors open at 8.</p>')
			await page.getByLabel('Audience').selectOption({ label: "A session's attendees" })
			await page.getByLabel('Session').selectOption(String(session.sessionId))
			await page.getByRole('button', { name: 'Save draft' }).click()
			await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
			const stored = (await storedAnnouncement(db, subject))!

			await page.getByLabel('Send at (Accra time, GMT)').fill('2020-01-01T08:00')
			await page.getByRole('button', { name: 'Schedule', exact: true }).click()
			await expect(page.getByText('This time has passed: choose a later one, or Send now')).toBeVisible()
			await expect(page.getByLabel('Send at (Accra time, GMT)')).toHaveValue('2020-01-01T08:00')
			expect(await storedAnnouncement(db, subject)).toMatchObject({ status: 'draft', send_at: null })

			const later = `${new Date().getUTCFullYear() + 1}-03-25T08:00`
			await page.getByLabel('Send at (Accra time, GMT)').fill(later)
			await page.getByRole('button', { name: 'Schedule', exact: true }).click()
			await expect(page.getByText(/Scheduled for 25 Mar \d{4}, 08:00/).first()).toBeVisible()
			expect(await storedAnnouncement(db, subject)).toMatchObject({
				status: 'scheduled',
				send_at: `${later}:00.000Z`,
			})
			await page.getByRole('button', { name: 'Cancel schedule' }).click()
			await expect(page.getByText('Not sent').first()).toBeVisible()
			expect(await storedAnnouncement(db, subject)).toMatchObject({ status: 'draft', send_at: null })

			// Send now is a link to the page with its confirmation open.
			await page.getByRole('link', { name: 'Send now' }).click()
			const confirm = page.getByRole('dialog', { name: 'Send this announcement to 1 person?' })
			await confirm.getByRole('button', { name: 'Send to 1 person' }).click()
			await expect(page.getByText('Announcement, kept as it was sent.')).toBeVisible()
			expect(await storedAnnouncement(db, subject)).toMatchObject({ status: 'queued', recipient_count: 1 })
			expect((await mailsOf(db, stored.id)).map((m) => m.to_address)).toEqual(session.emails)
		} finally {
			await close()
		}
	})
})
