import { currentEdition, expect } from './fixtures.ts'
import { PartnershipPage } from './pages/partnership.page.ts'
import { acceptedContact, contactColumns, startOnForm } from './pages/public-form.page.ts'
import { axeViolations } from './support/axe.ts'
import { testWithOpenForm } from './support/form-fixture.ts'
import { watchPosts } from './support/network.ts'
import { idsWhere, storedRow } from './support/rows.ts'

const enquirer = { ...acceptedContact, package: 'Gold' }

/** `form`: the partnership page object, /add-sponsorship open. */
const test = testWithOpenForm((page) => new PartnershipPage(page))

test.describe('partnership enquiry', () => {
	test('success with JavaScript: the widget solves, the Success dialog shows the reference, the row is stored', async ({
		page,
		db,
		form,
		email,
	}) => {
		await expect(page.getByRole('heading', { level: 1, name: 'Partnership Enquiry' })).toBeVisible()
		const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
		await expect(breadcrumb).toContainText('Home')
		await expect(breadcrumb).toContainText('Partnership')
		await expect(form.field('Contact Number')).not.toHaveAttribute('required')
		await expect(page.getByText('If different from WhatsApp')).toBeVisible()
		await form.fillAndSubmit({ ...enquirer, email, contact: '+233 30 274 0000' }, 'widget')

		await expect(page).toHaveURL(/\/\?enquiry=IALS-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
		const reference = new URL(page.url()).searchParams.get('enquiry')!
		await form.closeSuccess(reference)

		const row = await storedRow(db, 'partnership_enquiries', 'email', email)
		expect(row).toMatchObject({
			...contactColumns({ ...enquirer, email, contact: '+233 30 274 0000' }),
			edition_id: (await currentEdition(db)).id,
			package: 'Gold',
			reference,
		})
		expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000)
	})

	test('the package list and the browser validity checks', async ({ page, form }) => {
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
		const posts = watchPosts(page)
		await form.fillAndSubmit({ name: 'Someone', email: 'not-an-email' }, 'widget')
		for (const label of ['Company Name', 'Designation/Role', 'Email', 'WhatsApp Number', 'Package']) {
			expect(await form.field(label).evaluate((el: HTMLInputElement) => el.validity.valid), label).toBe(false)
		}
		await expect(form.field('Email')).toHaveAttribute('type', 'email')
		expect(posts.posted()).toBe(false)
	})

	test('a forged captcha payload is refused with the input kept; the widget then solves again', async ({
		page,
		db,
		form,
		email,
	}) => {
		await form.fill({ ...enquirer, email })
		await form.verifyCaptcha()
		await form.forgeCaptchaPayload()
		await form.submit()
		await form.dismissError('The verification failed. Please try again.')
		await expect(form.field('Full Name')).toHaveValue(enquirer.name)
		await expect(form.field('Package')).toHaveValue('Gold')
		await expect(page).toHaveURL(/\/add-sponsorship$/)
		expect(await idsWhere(db, 'partnership_enquiries', 'email', email)).toHaveLength(0)

		await form.verifyCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/\?enquiry=IALS-/)
		expect(await idsWhere(db, 'partnership_enquiries', 'email', email)).toHaveLength(1)
	})

	test('a filled honeypot is refused and nothing is stored', async ({ db, form, email }) => {
		await form.fillHoneypot('https://spam.example')
		await form.fillAndSubmit({ ...enquirer, email }, 'widget')
		await expect(form.errorDialog()).toContainText('Your submission could not be verified. Please try again.')
		expect(await idsWhere(db, 'partnership_enquiries', 'email', email)).toHaveLength(0)
	})

	test('the submit button shows a spinner while sending', async ({ form, email }) => {
		await form.expectSpinnerWhileSending({ ...enquirer, email })
	})

	test('the form with the verified widget passes axe (WCAG 2.2 AA)', async ({ page, form }) => {
		await form.verifyCaptcha()
		expect(await axeViolations(page)).toEqual([])
	})

	test('when the widget cannot load, the fallback question comes back, passes axe and works', async ({
		page,
		db,
		email,
	}) => {
		await page.route('**/assets/altcha-widget*', (route) => route.abort())
		const form = new PartnershipPage(page)
		await form.goto()
		await startOnForm(page)
		await expect(page.getByText('The automatic check could not run in this browser.')).toBeVisible()
		await expect(page.locator('altcha-widget')).toHaveCount(0)
		expect(await axeViolations(page)).toEqual([])
		await form.fillAndSubmit({ ...enquirer, email }, 'answer')
		await expect(page).toHaveURL(/\?enquiry=IALS-/)
		expect(await idsWhere(db, 'partnership_enquiries', 'email', email)).toHaveLength(1)
	})

	test('when the challenge cannot be fetched, the widget gives way to a question asked on sending', async ({
		page,
		db,
		email,
	}) => {
		await page.route('**/captcha/challenge', (route) => route.abort())
		const form = new PartnershipPage(page)
		await form.goto()
		await startOnForm(page)
		await expect(
			page.getByText(
				'The automatic check could not run in this browser. When you send the form, you will be asked a short question instead.',
			),
		).toBeVisible()
		await form.fillAndSubmit({ ...enquirer, email }, 'answer')
		await expect(page).toHaveURL(/\?enquiry=IALS-/)
		expect(await idsWhere(db, 'partnership_enquiries', 'email', email)).toHaveLength(1)
	})

	test('the home page ignores a malformed reference', async ({ page }) => {
		await page.goto('/?enquiry=<b>hello</b>')
		await expect(page.getByRole('dialog', { name: 'Success' })).toHaveCount(0)
	})
})

test.describe('partnership enquiry with JavaScript off', () => {
	test.use({ javaScriptEnabled: false })

	test('each validation error from the server, with the input kept (JavaScript off)', async ({
		page,
		db,
		form,
	}) => {
		// The server's field errors and its question come in one answer.
		await form.fillAndSubmit(
			{ email: 'yaw@', whatsapp: 'call me', contact: 'later', heardFrom: 'Facebook' },
			'unanswered',
		)
		await expect(page.getByLabel(/What is \d+ \+ \d+\?/)).toBeVisible()
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
		expect(await idsWhere(db, 'partnership_enquiries', 'email', 'yaw@')).toHaveLength(0)
	})

	test('a wrong answer to the fallback question is refused (JavaScript off), then the new one passes', async ({
		page,
		db,
		form,
		email,
	}) => {
		await expect(page.locator('altcha-widget')).toHaveCount(0)
		await form.fillAndSubmit({ ...enquirer, email }, 'wrong answer')
		await form.dismissError('The answer to the verification question was not right.')
		await expect(form.field('Company Name')).toHaveValue(enquirer.company)
		await expect(form.field('Package')).toHaveValue('Gold')
		expect(await idsWhere(db, 'partnership_enquiries', 'email', email)).toHaveLength(0)

		await form.answerCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/\/\?enquiry=IALS-/)
		await expect(form.successDialog()).toContainText('IALS-')
	})

	test('no verification at all is refused (JavaScript off)', async ({ db, form, email }) => {
		await form.fillAndSubmit({ ...enquirer, email }, 'unanswered')
		await expect(form.errorDialog()).toContainText(
			'Please answer the verification question at the end of the form, then send it again.',
		)
		await expect(form.field('Full Name')).toHaveValue(enquirer.name)
		expect(await idsWhere(db, 'partnership_enquiries', 'email', email)).toHaveLength(0)
	})

	test('works with JavaScript disabled: the fallback question, then the Success dialog with the reference', async ({
		page,
		db,
		form,
		email,
	}) => {
		await form.fillAndSubmit({ ...enquirer, email, package: 'Bespoke' }, 'answer')
		await expect(page).toHaveURL(/\/\?enquiry=IALS-/)
		const reference = new URL(page.url()).searchParams.get('enquiry')!
		await form.closeSuccess(reference)
		expect(await storedRow(db, 'partnership_enquiries', 'email', email)).toMatchObject({
			package: 'Bespoke',
			reference,
		})
	})
})
