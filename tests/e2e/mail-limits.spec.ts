/**
 * Mail limits: group posts to one plus-addressed mailbox go through until the mailbox has
 * had its 10 mails of the hour (the default per-mailbox limit, kept on the test server); the next
 * posts are refused with the form's message, their rows named and the input kept, and store
 * nothing; the burst shows on the Administrator's Mail screen, readable at 320 px and to axe. On
 * /register a mailbox that has had its mails of the hour is refused alike whether the address is
 * new or already registered (nobody learns who is registered).
 * The counting rules themselves are tested on both databases in
 * app/modules/outbox/mail-limits.server.test.ts.
 */
import type { Page } from '@playwright/test'
import { registerTestAttendee } from './support/registrants.ts'
import { expect, gotoHydrated, test, uniqueEmail } from './fixtures.ts'
import { acceptedContact, answerCaptchaQuestion } from './pages/public-form.page.ts'
import { RegistrationPage } from './pages/registration.page.ts'
import { axeViolations } from './support/axe.ts'

const WHATSAPP = '+233 24 555 0101'

/** Fills and sends the group form (JavaScript off) for `contact` with a row per address of `emails`. */
async function postGroup(page: Page, contact: string, emails: string[]) {
	await page.goto('/register/group')
	const details = page.getByRole('group', { name: 'Your details' })
	await details.getByLabel('Full Name').fill('Akosua Frimpong')
	await details.getByLabel('Email').fill(contact)
	await details.getByLabel('WhatsApp Number').fill(WHATSAPP)
	await details.getByLabel('Company Name').fill('Gold Coast Bank')
	for (const [i, email] of emails.entries()) {
		const row = page.getByRole('group', { name: `Colleague ${i + 1}`, exact: true })
		await row.getByLabel('Full Name').fill(`Colleague ${i + 1}`)
		await row.getByLabel('Email').fill(email)
		await row.getByLabel('Designation/Role').fill('Internal Auditor')
		await row.getByLabel('WhatsApp Number').fill(WHATSAPP)
	}
	return sendGroup(page)
}

/** Ticks the consent, answers the captcha and sends the form on the page; resolves with the answer's status. */
async function sendGroup(page: Page) {
	await page.getByRole('checkbox', { name: /privacy notice/ }).check()
	await answerCaptchaQuestion(page)
	const answer = page.waitForResponse((r) => r.request().method() === 'POST')
	await page.getByRole('button', { name: 'Register the group' }).click()
	return (await answer).status()
}

test('a burst of group posts to one plus-addressed mailbox is refused with a message and shown on the Mail screen', async ({
	page: staff,
	noJsPage: page,
	db,
	cleanup,
	signInAs,
}) => {
	test.setTimeout(90_000)
	const victim = uniqueEmail('victim')
	const [local, domain] = victim.split('@') as [string, string]
	const plus = (n: number) => `${local}+${n}@${domain}`
	const contacts = [1, 2, 3].map((n) => uniqueEmail(`hr${n}`))
	cleanup(async () => {
		await db.deleteFrom('attendees').where('email', 'like', `${local}+%`).execute()
		await db.deleteFrom('registration_groups').where('contact_email', 'in', contacts).execute()
		await db.deleteFrom('mail_refusals').where('key', '=', victim).execute()
	})

	// Two groups of five: the mailbox's ten mails of the hour.
	expect(await postGroup(page, contacts[0]!, [1, 2, 3, 4, 5].map(plus))).toBe(302)
	await expect(page).toHaveURL(/\/\?group=5$/)
	expect(await postGroup(page, contacts[1]!, [6, 7, 8, 9, 10].map(plus))).toBe(302)
	await expect(page).toHaveURL(/\/\?group=5$/)

	// The third is refused: the message, each row to the mailbox named, the input kept.
	expect(await postGroup(page, contacts[2]!, [11, 12].map(plus))).toBe(429)
	const error = page.getByRole('alertdialog', { name: 'Error' })
	await expect(error).toContainText(
		'Too many mails have gone to the addresses marked below in the last hour (at most 10 an hour). Nothing was stored. Please try again in',
	)
	await error.getByRole('button', { name: 'OK' }).click()
	for (const n of [1, 2]) {
		const row = page.getByRole('group', { name: `Colleague ${n}`, exact: true })
		await expect(row).toContainText('Too many mails have gone to this mailbox in the last hour')
		await expect(row.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
		await expect(row.getByLabel('Email')).toHaveValue(plus(10 + n))
	}
	await expect(page.getByRole('group', { name: 'Your details' }).getByLabel('Email')).toHaveValue(
		contacts[2]!,
	)
	// Sent again at once: refused again, one burst.
	expect(await sendGroup(page)).toBe(429)

	expect(
		await db
			.selectFrom('registration_groups')
			.select('id')
			.where('contact_email', '=', contacts[2]!)
			.execute(),
	).toEqual([])
	expect(
		await db
			.selectFrom('attendees')
			.select('email')
			.where('email', 'in', [plus(11), plus(12)])
			.execute(),
	).toEqual([])
	expect(
		await db.selectFrom('mail_outbox').select('id').where('to_address', 'like', `${local}+%`).execute(),
	).toHaveLength(10)

	// The Administrator sees the burst on the Mail screen, at a phone's width too.
	await signInAs()
	await staff.setViewportSize({ width: 320, height: 900 })
	await gotoHydrated(staff, '/admin/mail')
	const panel = staff.getByRole('region', { name: 'Refused mail' })
	const burst = panel.getByTestId('refusal-burst').filter({ hasText: victim })
	await expect(burst).toHaveCount(1)
	await expect(burst).toContainText('10 mails an hour per mailbox')
	await expect(burst).toContainText('Group registration form')
	await expect(burst).toContainText('4 mails in 2 submissions')
	await expect(burst).toContainText('(Accra time)')
	expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
	expect(await axeViolations(staff)).toEqual([])
})

test('a registration to a mailbox that has had its mails of the hour is refused, for a new and a registered address alike', async ({
	noJsPage: visitor,
	db,
	cleanup,
}) => {
	const registered = uniqueEmail('registered')
	const fresh = uniqueEmail('fresh')
	await registerTestAttendee(db, { name: 'Adwoa Boateng', email: registered }, cleanup)
	const step = Math.floor(Date.now() / 300_000)
	// Both mailboxes have had their 10 mails this hour (from other requests).
	await db
		.insertInto('mail_counts')
		.values([registered, fresh].map((key) => ({ scope: 'recipient', key, bucket: step, count: 10 })))
		.execute()
	cleanup(async () => {
		await db.deleteFrom('mail_counts').where('key', 'in', [registered, fresh]).execute()
		await db.deleteFrom('mail_refusals').where('key', 'in', [registered, fresh]).execute()
		await db.deleteFrom('attendees').where('email', '=', fresh).execute()
	})
	const form = new RegistrationPage(visitor)
	const answers: string[] = []
	for (const email of [fresh, registered]) {
		await form.goto()
		await form.fill({ ...acceptedContact, email })
		await form.answerCaptcha()
		const answer = visitor.waitForResponse((r) => r.request().method() === 'POST')
		await form.submit()
		expect((await answer).status()).toBe(429)
		const dialog = form.errorDialog()
		await expect(dialog).toContainText(
			'Too many mails have gone to this email address in the last hour (at most 10 an hour). Nothing was stored.',
		)
		answers.push((await dialog.innerText()).replace(/\d+ minutes?/, 'N minutes'))
		await expect(form.field('Email')).toHaveValue(email)
	}
	expect(answers[1]).toBe(answers[0])
	expect(
		await db.selectFrom('attendees').select('email').where('email', 'in', [fresh, registered]).execute(),
	).toEqual([{ email: registered }])
	expect(
		await db
			.selectFrom('mail_outbox')
			.select(['to_address', 'kind'])
			.where('to_address', 'in', [fresh, registered])
			.execute(),
	).toEqual([{ to_address: registered, kind: 'attendee-confirmation' }])
})
