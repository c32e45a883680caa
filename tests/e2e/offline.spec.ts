/**
 * A visitor whose connection drops: a form sent at that moment keeps the page, the input and says
 * so, on a page sent without React and on one React renders; a client navigation the network lost
 * shows a readable page inside the site's header with a way to try again. The connection is cut
 * with Playwright's offline mode (the browser's own network emulation), or one request is aborted
 * as a lost connection aborts it.
 */
import type { Page } from '@playwright/test'
import type { Database } from '#app/db/handle.ts'
import { expect, test } from './fixtures.ts'
import { acceptedContact } from './pages/public-form.page.ts'
import { RegistrationPage } from './pages/registration.page.ts'
import { waitForHydration } from './support/hydration.ts'
import { registerTestAttendee } from './support/registrants.ts'
import { idsWhere } from './support/rows.ts'

const UNSENT =
	'Your registration may not have reached us: the connection dropped. Your details are still in the form. Press Register again once you are back online; if our confirmation e-mail has reached you by then, it did reach us and there is no need.'

/** A registrant's manage page: a public page React renders, whose header links navigate in the browser. */
async function managePage(db: Database, email: string, cleanup: (task: () => Promise<unknown>) => void) {
	return (await registerTestAttendee(db, { name: 'Esi Offline', email }, cleanup)).managePath
}

async function expectInputKept(page: Page, email: string) {
	const form = new RegistrationPage(page)
	await expect(form.field('Full Name')).toHaveValue(acceptedContact.name)
	await expect(form.field('Email')).toHaveValue(email)
	await expect(form.field('WhatsApp Number')).toHaveValue(acceptedContact.whatsapp)
}

test('a page sent without React: offline at Register, the form stays with the input and a message; online again, it is sent', async ({
	page,
	db,
	email,
}) => {
	const form = new RegistrationPage(page)
	await form.goto()
	await form.fill({ ...acceptedContact, email })
	await form.verifyCaptcha()
	await page.context().setOffline(true)
	await form.submit()
	await expect(page.getByRole('alert').filter({ hasText: 'may not have reached us' })).toHaveText(UNSENT)
	await expect(page).toHaveURL(/\/register$/)
	await expectInputKept(page, email)
	await expect(form.submitButton()).toBeEnabled()
	expect((await idsWhere(db, 'attendees', 'email', email)).length).toBe(0)

	await page.context().setOffline(false)
	await form.submit()
	await expect(page).toHaveURL(/\/\?registered=1$/)
	expect((await idsWhere(db, 'attendees', 'email', email)).length).toBe(1)
})

test('a page React renders: offline at Register, the Error dialog says so and the input stays; online again, it is sent', async ({
	page,
	db,
	email,
	cleanup,
}) => {
	await page.goto(await managePage(db, `manage-${email}`, cleanup))
	await waitForHydration(page)
	// A mark on this document: it survives only a client navigation, which is what this test is about
	// (a whole document load would give the page sent without React, tested above).
	await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
	await page.getByRole('banner').getByRole('link', { name: 'Register Today' }).first().click()
	await expect(page).toHaveURL(/\/register$/)
	expect(
		await page.evaluate(() => '__sameDocument' in window),
		'Register is reached by client navigation',
	).toBe(true)
	const form = new RegistrationPage(page)
	await expect(form.submitButton()).toBeEnabled()
	await form.fill({ ...acceptedContact, email })
	await form.verifyCaptcha()
	await page.context().setOffline(true)
	await form.submit()
	// The browser's failed fetch answers at once; the dialog may wait for a busy machine's main thread.
	await expect(form.errorDialog()).toBeVisible({ timeout: 15_000 })
	await form.dismissError(UNSENT)
	await expectInputKept(page, email)
	expect((await idsWhere(db, 'attendees', 'email', email)).length).toBe(0)

	await page.context().setOffline(false)
	// The captcha's solution went nowhere: it is still good.
	await expect(page.getByRole('checkbox', { name: 'Verified', exact: true })).toBeChecked()
	await form.submit()
	await expect(page).toHaveURL(/\/\?registered=1$/)
	expect((await idsWhere(db, 'attendees', 'email', email)).length).toBe(1)
})

test('a client navigation the network lost loads the page as a whole document instead of an error page', async ({
	page,
	db,
	email,
	cleanup,
}) => {
	const manage = await managePage(db, email, cleanup)
	await page.goto(manage)
	await waitForHydration(page)
	// The agenda's data never arrives by client navigation (a page whose code cannot load at all makes
	// React Router load the document again by itself).
	let lost = 0
	await page.route('**/agenda.data*', async (route) => {
		lost++
		await route.abort('internetdisconnected')
	})
	await page.getByRole('banner').getByRole('link', { name: 'Agenda' }).first().click()
	await expect(page).toHaveURL(/\/agenda$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda')
	await expect(page.getByRole('banner').getByRole('link', { name: 'Agenda' }).first()).toBeVisible()
	expect(lost).toBe(1)
})
