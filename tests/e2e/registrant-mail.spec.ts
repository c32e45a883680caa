/**
 * A registrant hears back: after registering through the form, the confirmation is in the
 * outbox (written as an .eml file: the e2e server has no SMTP_URL) and listed on the Mail screen;
 * the ticket page shows who and the desk reference, prints without the site's chrome, and refuses a
 * forged token without any data; the manage page corrects the details and cancels, after which the
 * links name nothing and the mail's file is gone from the mail-file store. The mail worker's sending through SMTP is tested with a real SMTP server in
 * app/modules/mail/mail-worker.server.test.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Database } from '#app/db/connect.server.ts'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'
import { expect } from './fixtures.ts'
import { acceptedContact } from './pages/public-form.page.ts'
import { RegistrationPage } from './pages/registration.page.ts'
import { axeViolations } from './support/axe.ts'
import { testWithOpenForm } from './support/form-fixture.ts'
import { storedRow } from './support/rows.ts'
import { sentMailCount } from './support/mail.ts'

const test = testWithOpenForm((page) => new RegistrationPage(page))

/** The registration's two links, signed as the confirmation mail signs them. */
async function linksOf(db: Database, email: string) {
	const row = await storedRow(db, 'attendees', 'email', email)
	const secret = await ticketSecret(db)
	return {
		row,
		ticket: `/ticket/${signTicketRef(secret, row.ticket_ref!, 'ticket')}`,
		manage: `/registration/${signTicketRef(secret, row.ticket_ref!, 'manage')}`,
	}
}

test('register → confirmation in the outbox → ticket → correct → cancel', async ({
	page,
	form,
	db,
	email,
	browser,
	signInAs,
	site,
}) => {
	await form.fillAndSubmit({ ...acceptedContact, email }, 'widget')
	await expect(page).toHaveURL(/\/\?registered=1$/)
	const { row, ticket, manage } = await linksOf(db, email)
	await expect.poll(() => sentMailCount(db, [row.id])).toBe(1)

	// The ticket, as the registrant opens it (no cookies).
	const visitor = await browser.newContext()
	const ticketPage = await visitor.newPage()
	const response = await ticketPage.goto(ticket)
	expect(response?.headers()['cache-control']).toBe('private, no-store')
	await expect(ticketPage.getByRole('heading', { level: 1 })).toHaveText(acceptedContact.name)
	await expect(ticketPage.getByTestId('desk-reference')).toHaveText(row.desk_ref!)
	await expect(
		ticketPage.getByRole('img', { name: `Ticket QR code, reference ${row.desk_ref}` }),
	).toBeVisible()
	expect(await axeViolations(ticketPage)).toEqual([])
	await ticketPage.emulateMedia({ media: 'print' })
	await expect(ticketPage.locator('header').first()).toBeHidden()
	await expect(ticketPage.getByTestId('ticket')).toBeVisible()
	await ticketPage.emulateMedia({ media: 'screen' })

	// A forged or altered token: refused, nothing about anyone.
	const altered = ticket.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
	for (const url of [altered, '/ticket/forged.token', manage.replace('/registration/', '/ticket/')]) {
		const refused = await ticketPage.goto(url)
		expect(refused?.status(), url).toBe(404)
		await expect(ticketPage.getByText('This link is not valid')).toBeVisible()
		await expect(ticketPage.getByText(acceptedContact.name)).toHaveCount(0)
	}

	// The manage page: corrections show on the ticket.
	const managePage = await visitor.newPage()
	await managePage.goto(manage)
	await expect(managePage.getByText(email)).toBeVisible()
	expect(await axeViolations(managePage)).toEqual([])
	await managePage.getByLabel('Full name').fill('Ama K. Mensah-Owusu')
	await managePage.getByRole('button', { name: 'Save changes' }).click()
	await expect(managePage.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
	await ticketPage.goto(ticket)
	await expect(ticketPage.getByRole('heading', { level: 1 })).toHaveText('Ama K. Mensah-Owusu')

	// The Mail screen lists the confirmation as sent, with its file.
	await signInAs()
	await page.goto(`/admin/mail?q=${encodeURIComponent(email)}`)
	const mailRow = page.getByTestId('mail-row')
	await expect(mailRow).toHaveCount(1)
	await expect(mailRow).toContainText('Sent')
	await expect(mailRow).toContainText('Registration confirmation')
	const eml = await page.request.get(
		await mailRow
			.getByRole('link', { name: /\.eml/ })
			.getAttribute('href')
			.then((h) => h!),
	)
	expect(eml.headers()['content-type']).toBe('message/rfc822')
	// The e2e server's mail-file store is its data folder's `outbox`.
	const emlFile = path.join(
		site.dataDir,
		'outbox',
		(
			await db
				.selectFrom('mail_outbox')
				.select('eml_name')
				.where('attendee_id', '=', row.id)
				.executeTakeFirstOrThrow()
		).eml_name!,
	)
	expect(fs.existsSync(emlFile)).toBe(true)
	expect(await eml.text()).toContain('Subject: Your place at the Internal Audit Leadership Summit')
	expect(await axeViolations(page)).toEqual([])
	await page.goto(`/admin/attendees?q=${encodeURIComponent(email)}`)
	await expect(page.getByTestId('registration-row')).toContainText('Mail sent')

	// Cancel: the details are deleted and the links name nothing any more.
	await managePage.getByRole('button', { name: 'Cancel registration' }).click()
	await managePage.getByRole('dialog').getByRole('button', { name: 'Cancel registration' }).click()
	await expect(managePage).toHaveURL('/registration-cancelled')
	await expect(managePage.getByRole('heading', { level: 1 })).toHaveText('Your registration is cancelled')
	await expect(managePage.getByText(email)).toHaveCount(0)
	expect(await db.selectFrom('attendees').select('id').where('email', '=', email).execute()).toEqual([])
	expect((await ticketPage.goto(ticket))?.status()).toBe(404)
	await page.goto(`/admin/mail?q=${encodeURIComponent(email)}`)
	await expect(page.getByTestId('mail-row')).toHaveCount(0)
	expect(fs.existsSync(emlFile)).toBe(false)
	await visitor.close()
})
