import type { Database } from '#app/db/connect.server.ts'
import { currentEdition, expect, holdRequests, test, uniqueEmail } from './fixtures.ts'
import { PartnershipPage } from './pages/partnership.page.ts'
import { axeViolations } from './support/axe.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'

const enquirer = {
	name: 'Yaw Boateng-Mensah',
	company: 'Kumasi Gold Assurance',
	role: 'Head of Corporate Affairs',
	whatsapp: '+233 24 555 0199',
	package: 'Gold',
	heardFrom: 'LinkedIn',
}

/** The stored partnership enquiries (ids) sent with `email`. */
async function enquiriesFrom(db: Database, email: string) {
	return db.selectFrom('partnership_enquiries').select('id').where('email', '=', email).execute()
}

test.describe('partnership enquiry', () => {
	test('success with JavaScript: the widget solves, the Success dialog shows the reference, the row is stored', async ({
		page,
		db,
	}) => {
		const edition = await currentEdition(db)
		const email = uniqueEmail('enquiry')
		const form = new PartnershipPage(page)
		await form.goto()
		await expect(page.getByRole('heading', { level: 1, name: 'Partnership Enquiry' })).toBeVisible()
		const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
		await expect(breadcrumb).toContainText('Home')
		await expect(breadcrumb).toContainText('Partnership')
		await expect(form.field('Contact Number')).not.toHaveAttribute('required')
		await expect(page.getByText('If different from WhatsApp')).toBeVisible()
		await form.fill({ ...enquirer, email, contact: '+233 30 274 0000' })
		await form.verifyCaptcha()
		await form.submit()

		await expect(page).toHaveURL(/\/\?enquiry=IALS-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
		const reference = new URL(page.url()).searchParams.get('enquiry')!
		await form.closeSuccess(reference)

		const row = await db
			.selectFrom('partnership_enquiries')
			.selectAll()
			.where('email', '=', email)
			.executeTakeFirstOrThrow()
		expect(row).toMatchObject({
			edition_id: edition.id,
			full_name: enquirer.name,
			company_name: enquirer.company,
			designation: enquirer.role,
			whatsapp_number: enquirer.whatsapp,
			contact_number: '+233 30 274 0000',
			package: 'Gold',
			heard_from: 'LinkedIn',
			reference,
		})
		expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000)
	})

	test('the package list and the browser validity checks', async ({ page }) => {
		const form = new PartnershipPage(page)
		await form.goto()
		await expect(form.field('Package').locator('option')).toHaveText([
			'Select a package',
			'Platinum',
			'Gold',
			'Silver',
			'Bronze',
			'Bespoke',
		])
		await expect(form.field('How did you hear about the event?').locator('option')).toHaveText([
			'Select an option',
			'Event official website',
			'LinkedIn',
			'Invitation Letter',
			'Facebook',
			'Instagram',
		])
		let posted = false
		page.on('request', (r) => {
			if (r.method() === 'POST') posted = true
		})
		await form.fill({ name: 'Someone', email: 'not-an-email' })
		await form.verifyCaptcha()
		await form.submit()
		for (const label of ['Company Name', 'Designation/Role', 'Email', 'WhatsApp Number', 'Package']) {
			expect(await form.field(label).evaluate((el: HTMLInputElement) => el.validity.valid), label).toBe(false)
		}
		await expect(form.field('Email')).toHaveAttribute('type', 'email')
		expect(posted).toBe(false)
	})

	test('each validation error from the server, with the input kept (JavaScript off)', async ({
		browser,
		db,
	}) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		const form = new PartnershipPage(page)
		await form.goto()
		await form.fill({ email: 'yaw@', whatsapp: 'call me', contact: 'later', heardFrom: 'Facebook' })
		await form.answerCaptcha()
		await form.skipBrowserValidation()
		await form.submit()
		for (const message of [
			'Full name is required',
			'Company name is required',
			'Designation/Role is required',
			'Enter a valid email address',
			/Enter a valid WhatsApp number/,
			/Enter a valid contact number/,
			'Package is required',
		]) {
			await expect(page.getByText(message)).toBeVisible()
		}
		await expect(form.field('Email')).toHaveValue('yaw@')
		await expect(form.field('Email')).toHaveAttribute('aria-invalid', 'true')
		await expect(form.field('How did you hear about the event?')).toHaveValue('Facebook')
		await expect(page).toHaveURL(/\/add-sponsorship$/)
		const rows = await db
			.selectFrom('partnership_enquiries')
			.select('id')
			.where('email', '=', 'yaw@')
			.execute()
		expect(rows).toHaveLength(0)
		await close()
	})

	test('a forged captcha payload is refused with the input kept; the widget then solves again', async ({
		page,
		db,
	}) => {
		const email = uniqueEmail('forged')
		const form = new PartnershipPage(page)
		await form.goto()
		await form.fill({ ...enquirer, email })
		await form.verifyCaptcha()
		await form.forgeCaptchaPayload()
		await form.submit()
		await form.dismissError('The verification failed. Please try again.')
		await expect(form.field('Full Name')).toHaveValue(enquirer.name)
		await expect(form.field('Package')).toHaveValue('Gold')
		await expect(page).toHaveURL(/\/add-sponsorship$/)
		expect(await enquiriesFrom(db, email)).toHaveLength(0)

		await form.verifyCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/\?enquiry=IALS-/)
		expect(await enquiriesFrom(db, email)).toHaveLength(1)
	})

	test('a wrong answer to the fallback question is refused (JavaScript off), then the new one passes', async ({
		browser,
		db,
	}) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		const form = new PartnershipPage(page)
		const email = uniqueEmail('wrong-answer')
		await form.goto()
		await expect(page.locator('altcha-widget')).toHaveCount(0)
		await form.fill({ ...enquirer, email })
		await form.answerCaptcha({ wrong: true })
		await form.submit()
		await form.dismissError('The answer to the verification question was not right.')
		await expect(form.field('Company Name')).toHaveValue(enquirer.company)
		await expect(form.field('Package')).toHaveValue('Gold')
		expect(await enquiriesFrom(db, email)).toHaveLength(0)

		await form.answerCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/\/\?enquiry=IALS-/)
		await expect(form.successDialog()).toContainText('IALS-')
		await close()
	})

	test('no verification at all is refused (JavaScript off)', async ({ browser, db }) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		const form = new PartnershipPage(page)
		const email = uniqueEmail('no-captcha')
		await form.goto()
		await form.fill({ ...enquirer, email })
		await form.skipBrowserValidation()
		await form.submit()
		await expect(form.errorDialog()).toContainText('Please complete the verification before submitting.')
		await expect(form.field('Full Name')).toHaveValue(enquirer.name)
		expect(await enquiriesFrom(db, email)).toHaveLength(0)
		await close()
	})

	test('a filled honeypot is refused and nothing is stored', async ({ page, db }) => {
		const email = uniqueEmail('honeypot')
		const form = new PartnershipPage(page)
		await form.goto()
		await form.fill({ ...enquirer, email })
		await form.fillHoneypot('https://spam.example')
		await form.verifyCaptcha()
		await form.submit()
		await expect(form.errorDialog()).toContainText('Your submission could not be verified. Please try again.')
		expect(await enquiriesFrom(db, email)).toHaveLength(0)
	})

	test('works with JavaScript disabled: the fallback question, then the Success dialog with the reference', async ({
		browser,
		db,
	}) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		const form = new PartnershipPage(page)
		const email = uniqueEmail('nojs')
		await form.goto()
		await form.fill({ ...enquirer, email, package: 'Bespoke' })
		await form.answerCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/\/\?enquiry=IALS-/)
		const reference = new URL(page.url()).searchParams.get('enquiry')!
		await form.closeSuccess(reference)
		const row = await db
			.selectFrom('partnership_enquiries')
			.select(['package', 'reference'])
			.where('email', '=', email)
			.executeTakeFirstOrThrow()
		expect(row).toEqual({ package: 'Bespoke', reference })
		await close()
	})

	test('the submit button shows a spinner while sending', async ({ page }) => {
		const form = new PartnershipPage(page)
		await form.goto()
		// The submission is held until the spinner has been seen, then let through.
		const held = await holdRequests(page, '**/add-sponsorship.data*')
		await form.fill({ ...enquirer, email: uniqueEmail('spinner') })
		await form.verifyCaptcha()
		await form.submit()
		await expect(page.getByRole('button', { name: /Submitting/ })).toBeDisabled()
		held.release()
		await expect(page).toHaveURL(/enquiry=IALS-/)
	})

	test('the form with the verified widget passes axe (WCAG 2.2 AA)', async ({ page }) => {
		const form = new PartnershipPage(page)
		await form.goto()
		await form.verifyCaptcha()
		expect(await axeViolations(page)).toEqual([])
	})

	test('when the widget cannot load, the fallback question comes back, passes axe and works', async ({
		page,
		db,
	}) => {
		await page.route('**/assets/altcha-widget*', (route) => route.abort())
		const email = uniqueEmail('widget-failed')
		const form = new PartnershipPage(page)
		await form.goto()
		await expect(page.getByText('The automatic check could not run in this browser.')).toBeVisible()
		await expect(page.locator('altcha-widget')).toHaveCount(0)
		expect(await axeViolations(page)).toEqual([])
		await form.fill({ ...enquirer, email })
		await form.answerCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/\?enquiry=IALS-/)
		expect(await enquiriesFrom(db, email)).toHaveLength(1)
	})

	test('when the challenge cannot be fetched, the widget gives way to the fallback question', async ({
		page,
	}) => {
		await page.route('**/captcha/challenge', (route) => route.abort())
		const form = new PartnershipPage(page)
		await form.goto()
		await expect(page.getByText('The automatic check could not run in this browser.')).toBeVisible()
		await expect(page.getByLabel(/What is \d+ \+ \d+\?/)).toBeVisible()
	})

	test('the home page ignores a malformed reference', async ({ page }) => {
		await page.goto('/?enquiry=<b>hello</b>')
		await expect(page.getByRole('dialog', { name: 'Success' })).toHaveCount(0)
	})
})
