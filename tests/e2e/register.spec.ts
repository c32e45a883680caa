import { currentEdition, expect, gotoHydrated } from './fixtures.ts'
import { acceptedContact, contactColumns } from './pages/public-form.page.ts'
import { RegistrationPage } from './pages/registration.page.ts'
import { testWithOpenForm } from './support/form-fixture.ts'
import { watchPosts } from './support/network.ts'
import { countRows, idsWhere, storedRow } from './support/rows.ts'

const registrant = acceptedContact

/** What the form says in the question's place until a submission needs one (ADR 0050). */
const QUESTION_LATER =
	'When you send the form, you may be asked a short question to show you are not a robot.'

/** `form`: the registration page object, /register open. */
const test = testWithOpenForm((page) => new RegistrationPage(page))

test.describe('registration', () => {
	test('success: Success dialog on the home page and the row stored with its edition', async ({
		page,
		db,
		form,
		email,
	}) => {
		await expect(page.getByRole('heading', { name: 'Register Here' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home')
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Registrant')
		await form.fillAndSubmit({ ...registrant, email }, 'widget')
		await expect(page).toHaveURL(/\/\?registered=1$/)
		await form.closeSuccess()

		const row = await storedRow(db, 'attendees', 'email', email)
		expect(row).toMatchObject({
			...contactColumns({ ...registrant, email }),
			edition_id: (await currentEdition(db)).id,
		})
		expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000)
	})

	test('/registrants is the same form', async ({ page, form }) => {
		await form.goto('/registrants')
		await expect(page.getByRole('heading', { name: 'Register Here' })).toBeVisible()
		await expect(page.getByLabel('WhatsApp Number')).toBeVisible()
	})

	test('keyboard only: Tab through the page to each field, type, tick with Space, send with Enter', async ({
		page,
		db,
		email,
	}) => {
		await gotoHydrated(page, '/register')
		const typed: Record<string, string> = {
			'Full Name': registrant.name,
			'Company Name': registrant.company,
			'Designation/Role': registrant.role,
			Email: email,
			'WhatsApp Number': registrant.whatsapp,
		}
		const visited: string[] = []
		let sent = false
		for (let stop = 0; stop < 80 && !sent; stop++) {
			await page.keyboard.press('Tab')
			const focused = await page.evaluate(() => {
				const el = document.activeElement as HTMLInputElement
				const label = el.labels?.[0]?.innerText ?? el.getAttribute('aria-label') ?? el.innerText ?? ''
				return { tag: el.tagName, type: el.type, label: label.replace(/\*/g, '').trim() }
			})
			if (focused.tag === 'INPUT' && focused.label in typed) {
				await page.keyboard.type(typed[focused.label]!)
				visited.push(focused.label)
			} else if (focused.tag === 'SELECT') {
				// A closed select moves through its options with the arrow keys.
				await page.keyboard.press('ArrowDown')
				visited.push(focused.label)
			} else if (focused.type === 'checkbox' && /privacy notice/.test(focused.label)) {
				await page.keyboard.press('Space')
				visited.push('consent')
			} else if (focused.tag === 'BUTTON' && focused.label === 'Register') {
				// The captcha widget solved its challenge once the focus entered the form.
				await expect(page.getByRole('checkbox', { name: 'Verified', exact: true })).toBeChecked({
					timeout: 20_000,
				})
				await page.keyboard.press('Enter')
				sent = true
			}
		}
		expect(visited).toEqual([...Object.keys(typed), 'How did you hear about the event?', 'consent'])
		await expect(page).toHaveURL(/\/\?registered=1$/)
		const row = await storedRow(db, 'attendees', 'email', email)
		expect(row.full_name).toBe(registrant.name)
		expect(row.heard_from).not.toBeNull()
	})

	test('the browser blocks an invalid submit before it is sent', async ({ page, db, form }) => {
		const before = await countRows(db, 'attendees')
		const posts = watchPosts(page)
		await form.fill({ name: 'Someone', email: 'not-an-email' })
		await form.submit()
		await expect(page).toHaveURL(/\/register$/)
		for (const label of ['Company Name', 'Designation/Role', 'Email', 'WhatsApp Number']) {
			expect(await form.field(label).evaluate((el: HTMLInputElement) => el.validity.valid), label).toBe(false)
		}
		expect(await page.getByLabel('Email').getAttribute('type')).toBe('email')
		// The server's limits, as the inputs' maxLength (read from the form's schema).
		for (const [label, limit] of [
			['Full Name', '120'],
			['Company Name', '160'],
			['Designation/Role', '160'],
			['Email', '254'],
			['WhatsApp Number', '30'],
		]) {
			await expect(form.field(label!), label).toHaveAttribute('maxlength', limit!)
		}
		expect(posts.posted()).toBe(false)
		expect(await countRows(db, 'attendees')).toBe(before)
	})

	test('the same email twice gets the same answer as a new one (no enumeration); no second row; its registrant gets their ticket again', async ({
		page,
		db,
		form,
		email,
	}) => {
		await form.fillAndSubmit({ ...registrant, email }, 'widget')
		await expect(page).toHaveURL(/registered=1/)

		await form.goto()
		await form.fillAndSubmit({ ...registrant, name: 'Ama Again', email: email.toUpperCase() }, 'widget')
		await expect(page).toHaveURL(/registered=1/)
		const [id, ...more] = await idsWhere(db, 'attendees', 'email', email)
		expect(more).toEqual([])
		expect(
			await db
				.selectFrom('mail_outbox')
				.select('kind')
				.where('attendee_id', '=', id!)
				.orderBy('id')
				.execute(),
		).toEqual([{ kind: 'attendee-confirmation' }, { kind: 'already-registered' }])
	})

	test('a submission the server refuses comes back with the input kept and the first refused field focused', async ({
		page,
		db,
		form,
		email,
	}) => {
		const before = await countRows(db, 'attendees')
		await form.fill({ ...registrant, email, company: '' })
		await form.verifyCaptcha()
		await form.skipBrowserValidation()
		await form.submit()
		await expect(form.field('Company Name')).toBeFocused()
		await expect(form.field('Company Name')).toHaveAttribute('aria-invalid', 'true')
		await expect(form.field('Full Name')).toHaveValue(registrant.name)
		await expect(page).toHaveURL(/\/register$/)
		expect(await countRows(db, 'attendees')).toBe(before)
	})

	test('the submit button shows a spinner while sending', async ({ form, email }) => {
		await form.expectSpinnerWhileSending({ ...registrant, email })
	})

	test('the captcha widget replaces the question once the visitor starts on the form; a forged payload is refused', async ({
		page,
		db,
		form,
		email,
	}) => {
		// Until then the page has loaded no script file, and asks no question (it is the same page for all).
		await expect(page.getByText(QUESTION_LATER)).toBeVisible()
		await expect(page.getByLabel(/What is \d+ \+ \d+\?/)).toHaveCount(0)
		expect(await page.locator('script[src]').count()).toBe(0)
		await form.fill({ ...registrant, email })
		await form.verifyCaptcha()
		await expect(page.getByText(QUESTION_LATER)).toHaveCount(0)
		await page.locator('input[name="altcha"]').evaluate((input: HTMLInputElement) => {
			input.value = btoa(
				JSON.stringify({ challenge: { parameters: {}, signature: 'f'.repeat(64) }, solution: {} }),
			)
		})
		await form.submit()
		await form.dismissError('The verification failed. Please try again.')
		await expect(page.getByLabel('Full Name')).toHaveValue(registrant.name)
		expect(await idsWhere(db, 'attendees', 'email', email)).toHaveLength(0)
	})
})

test.describe('registration with JavaScript off', () => {
	test.use({ javaScriptEnabled: false })

	test('each validation error from the server, with the input kept', async ({ page, form }) => {
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
	})

	test('works with JavaScript disabled: plain POST, errors and success rendered by the server', async ({
		page,
		db,
		form,
		email,
	}) => {
		await form.fill({ ...registrant, email: 'broken@' })
		await form.skipBrowserValidation()
		await form.submit()
		await expect(page.getByText('Enter a valid email address')).toBeVisible()
		await expect(page.getByLabel('Full Name')).toHaveValue(registrant.name)

		await form.fillAndSubmit({ email }, 'answer')
		await expect(page).toHaveURL(/\/\?registered=1$/)
		await form.closeSuccess()
		expect((await storedRow(db, 'attendees', 'email', email)).full_name).toBe(registrant.name)
	})

	test('the captcha is required: without it, or with a wrong answer, nothing is stored', async ({
		page,
		db,
		form,
		email,
	}) => {
		await expect(page.getByText(QUESTION_LATER)).toBeVisible()
		await form.fillAndSubmit({ ...registrant, email }, 'unanswered')
		await form.dismissError(
			'Please answer the verification question at the end of the form, then send it again.',
		)
		await expect(page.getByLabel('Full Name')).toHaveValue(registrant.name)
		await expect(page.getByLabel(/What is \d+ \+ \d+\?/)).toBeVisible()

		await form.answerCaptcha({ wrong: true })
		await form.submit()
		await form.dismissError('The answer to the verification question was not right.')
		await expect(page.getByLabel('Email')).toHaveValue(email)
		expect(await idsWhere(db, 'attendees', 'email', email)).toHaveLength(0)

		await form.answerCaptcha()
		await form.submit()
		await expect(page).toHaveURL(/\/\?registered=1$/)
		expect(await idsWhere(db, 'attendees', 'email', email)).toHaveLength(1)
	})
})
