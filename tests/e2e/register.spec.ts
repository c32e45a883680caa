import type { Database } from '#app/db/connect.server.ts'
import { currentEdition, expect, holdRequests, test, uniqueEmail } from './fixtures.ts'
import { RegistrationPage } from './pages/registration.page.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'

const registrant = {
	name: 'Ama Sɛrwaa Boakye',
	company: 'Osu Castle Advisory',
	role: 'Audit Committee Chair',
	whatsapp: '+233 24 555 0101',
	heardFrom: 'LinkedIn',
}

/** The stored registrations (ids) made with `email`. */
async function registrationsFrom(db: Database, email: string) {
	return db.selectFrom('attendees').select('id').where('email', '=', email).execute()
}

test.describe('registration', () => {
	test('success: Success dialog on the home page and the row stored with its edition', async ({
		page,
		db,
	}) => {
		const edition = await currentEdition(db)
		const email = uniqueEmail('success')
		const form = new RegistrationPage(page)
		await form.goto()
		await expect(page.getByRole('heading', { name: 'Register Here' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home')
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Registrant')
		await form.fill({ ...registrant, email })
		await form.verifyCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/\/\?registered=1$/)
		await form.closeSuccess()

		const row = await db
			.selectFrom('attendees')
			.selectAll()
			.where('email', '=', email)
			.executeTakeFirstOrThrow()
		expect(row).toMatchObject({
			edition_id: edition.id,
			full_name: registrant.name,
			company_name: registrant.company,
			designation: registrant.role,
			whatsapp_number: registrant.whatsapp,
			heard_from: 'LinkedIn',
			contact_number: null,
		})
		expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000)
	})

	test('/registrants is the same form', async ({ page }) => {
		const form = new RegistrationPage(page)
		await form.goto('/registrants')
		await expect(page.getByRole('heading', { name: 'Register Here' })).toBeVisible()
		await expect(page.getByLabel('WhatsApp Number')).toBeVisible()
	})

	test('the browser blocks an invalid submit before it is sent', async ({ page, db }) => {
		const before = await db
			.selectFrom('attendees')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.executeTakeFirstOrThrow()
		const form = new RegistrationPage(page)
		await form.goto()
		let posted = false
		page.on('request', (r) => {
			if (r.method() === 'POST') posted = true
		})
		await form.fill({ name: 'Someone', email: 'not-an-email' })
		await form.submit()
		await expect(page).toHaveURL(/\/register$/)
		for (const label of ['Company Name', 'Designation/Role', 'Email', 'WhatsApp Number']) {
			expect(await form.field(label).evaluate((el: HTMLInputElement) => el.validity.valid), label).toBe(false)
		}
		expect(await page.getByLabel('Email').getAttribute('type')).toBe('email')
		expect(posted).toBe(false)
		const after = await db
			.selectFrom('attendees')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.executeTakeFirstOrThrow()
		expect(Number(after.n)).toBe(Number(before.n))
	})

	test('each validation error from the server, with the input kept', async ({ browser }) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		const form = new RegistrationPage(page)
		await form.goto()
		await form.skipBrowserValidation()
		await form.fill({ email: 'kofi@', whatsapp: 'call me', contact: 'later' })
		await form.submit()
		await expect(page.getByText('Full name is required')).toBeVisible()
		await expect(page.getByText('Company name is required')).toBeVisible()
		await expect(page.getByText('Designation/Role is required')).toBeVisible()
		await expect(page.getByText('Enter a valid email address')).toBeVisible()
		await expect(page.getByText(/Enter a valid WhatsApp number/)).toBeVisible()
		await expect(page.getByText(/Enter a valid contact number/)).toBeVisible()
		await expect(page.getByLabel('Email')).toHaveValue('kofi@')
		await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
		await expect(page).toHaveURL(/\/register$/)
		await close()
	})

	test('the same email twice gets an Error dialog, the input kept and no second row', async ({
		page,
		db,
	}) => {
		const email = uniqueEmail('twice')
		const form = new RegistrationPage(page)
		await form.goto()
		await form.fill({ ...registrant, email })
		await form.verifyCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/registered=1/)

		await form.goto()
		await form.fill({ ...registrant, name: 'Ama Again', email: email.toUpperCase() })
		await form.verifyCaptcha()
		await form.submit()
		await form.dismissError('already registered')
		await expect(page.getByLabel('Full Name')).toHaveValue('Ama Again')
		const rows = await registrationsFrom(db, email)
		expect(rows).toHaveLength(1)
	})

	test('the submit button shows a spinner while sending', async ({ page }) => {
		const form = new RegistrationPage(page)
		await form.goto()
		// The submission is held until the spinner has been seen, then let through.
		const held = await holdRequests(page, '**/register.data*')
		await form.fill({ ...registrant, email: uniqueEmail('spinner') })
		await form.verifyCaptcha()
		await form.submit()
		await expect(page.getByRole('button', { name: /Submitting/ })).toBeDisabled()
		held.release()
		await expect(page).toHaveURL(/registered=1/)
	})

	test('works with JavaScript disabled: plain POST, errors and success rendered by the server', async ({
		browser,
		db,
	}) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		const form = new RegistrationPage(page)
		await form.goto()
		const email = uniqueEmail('nojs')
		await form.fill({ ...registrant, email: 'broken@' })
		await form.skipBrowserValidation()
		await form.submit()
		await expect(page.getByText('Enter a valid email address')).toBeVisible()
		await expect(page.getByLabel('Full Name')).toHaveValue(registrant.name)

		await form.fill({ email })
		await form.answerCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/\/\?registered=1$/)
		await form.closeSuccess()
		const row = await db
			.selectFrom('attendees')
			.select('full_name')
			.where('email', '=', email)
			.executeTakeFirst()
		expect(row?.full_name).toBe(registrant.name)
		await close()
	})

	test('the captcha is required: without it, or with a wrong answer, nothing is stored', async ({
		browser,
		db,
	}) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		const form = new RegistrationPage(page)
		const email = uniqueEmail('captcha')
		await form.goto()
		await form.fill({ ...registrant, email })
		await form.skipBrowserValidation()
		await form.submit()
		await form.dismissError('Please complete the verification before submitting.')
		await expect(page.getByLabel('Full Name')).toHaveValue(registrant.name)

		await form.answerCaptcha({ wrong: true })
		await form.submit()
		await form.dismissError('The answer to the verification question was not right.')
		await expect(page.getByLabel('Email')).toHaveValue(email)
		expect(await registrationsFrom(db, email)).toHaveLength(0)

		await form.answerCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/\/\?registered=1$/)
		expect(await registrationsFrom(db, email)).toHaveLength(1)
		await close()
	})

	test('the captcha widget solves on load and a forged payload is refused', async ({ page, db }) => {
		const form = new RegistrationPage(page)
		const email = uniqueEmail('forged')
		await form.goto()
		await expect(page.getByLabel(/What is \d+ \+ \d+\?/)).toHaveCount(0)
		await form.fill({ ...registrant, email })
		await form.verifyCaptcha()
		await page.locator('input[name="altcha"]').evaluate((input: HTMLInputElement) => {
			input.value = btoa(
				JSON.stringify({ challenge: { parameters: {}, signature: 'f'.repeat(64) }, solution: {} }),
			)
		})
		await form.submit()
		await form.dismissError('The verification failed. Please try again.')
		await expect(page.getByLabel('Full Name')).toHaveValue(registrant.name)
		expect(await registrationsFrom(db, email)).toHaveLength(0)
	})
})
