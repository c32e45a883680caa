/**
 * A public form whose POST is lost on the way (ADR 0051). With JavaScript the page sends the form
 * itself, so a connection that drops during the POST (before the server has it, or after, its answer
 * lost), a server that cannot be reached and a POST that times out all keep the page, every typed
 * value, the message and the button; a second press sends it, and a submission the server had
 * already stored is not stored twice. The answers the page follows: a redirect loaded, a refusal
 * (400) and the 429 page shown as the page. Without JavaScript the browser posts the form itself.
 *
 * The POST itself fails here (Playwright's request routing), not the connection before it: the page
 * is loaded and the captcha solved over a working connection first.
 */
import type { Page, Route } from '@playwright/test'
import { ATTEMPTS_PER_ACCEPTED } from '#app/lib/http/form-rate-limit.server.ts'
import type { Database } from '#app/db/handle.ts'
import { emptySiteFormRateLimit, expect, test, uniqueEmail } from './fixtures.ts'
import { PartnershipPage } from './pages/partnership.page.ts'
import { acceptedContact, waitForCaptchaVerified } from './pages/public-form.page.ts'
import { RegistrationPage } from './pages/registration.page.ts'
import { idsWhere } from './support/rows.ts'

/** One public form: where it is, how a visitor fills it, what it says when lost, where success lands. */
interface PublicForm {
	path: string
	button: string
	unsent: string
	/** Fills every field with accepted values for `email`, and waits for the captcha. */
	fill: (page: Page, email: string) => Promise<void>
	/** Where an accepted submission lands. */
	done: RegExp
	/** How many submissions the server has stored for `email`. */
	stored: (db: Database, email: string) => Promise<number>
}

const REGISTRATION: PublicForm = {
	path: '/register',
	button: 'Register',
	unsent:
		'Your registration may not have reached us: the connection dropped. Your details are still in the form. Press Register again once you are back online; if our confirmation e-mail has reached you by then, it did reach us and there is no need.',
	fill: async (page, email) => {
		const form = new RegistrationPage(page)
		await form.fill({ ...acceptedContact, email })
		await form.verifyCaptcha()
	},
	done: /\/\?registered=1$/,
	stored: async (db, email) => (await idsWhere(db, 'attendees', 'email', email)).length,
}

const GROUP: PublicForm = {
	path: '/register/group',
	button: 'Register the group',
	unsent:
		'Your group registration may not have reached us: the connection dropped. Your details are still in the form. Press Register the group again once you are back online; if our confirmation e-mail has reached you by then, it did reach us and there is no need.',
	fill: async (page, email) => {
		const details = page.getByRole('group', { name: 'Your details' })
		await details.getByLabel('Full Name').fill('Akosua Frimpong')
		await details.getByLabel('Email').fill(email)
		await details.getByLabel('WhatsApp Number').fill(acceptedContact.whatsapp)
		await details.getByLabel('Company Name').fill('Gold Coast Bank')
		for (const n of [1, 2]) {
			const row = page.getByRole('group', { name: `Colleague ${n}`, exact: true })
			await row.getByLabel('Full Name').fill(`Colleague ${n}`)
			await row.getByLabel('Email').fill(email.replace('@', `+colleague${n}@`))
			await row.getByLabel('Designation/Role').fill('Internal Auditor')
			await row.getByLabel('WhatsApp Number').fill(acceptedContact.whatsapp)
		}
		await page.getByRole('checkbox', { name: /privacy notice/ }).check()
		await waitForCaptchaVerified(page)
	},
	done: /\/\?group=2$/,
	stored: async (db, email) =>
		(await db.selectFrom('registration_groups').select('id').where('contact_email', '=', email).execute())
			.length,
}

const ENQUIRY: PublicForm = {
	path: '/add-sponsorship',
	button: 'Submit Enquiry',
	unsent:
		'Your partnership enquiry may not have reached us: the connection dropped. Your details are still in the form. Press Submit Enquiry again once you are back online.',
	fill: async (page, email) => {
		const form = new PartnershipPage(page)
		await form.fill({ ...acceptedContact, package: 'Gold', email })
		await form.verifyCaptcha()
	},
	done: /\/\?enquiry=IALS-/,
	stored: async (db, email) => (await idsWhere(db, 'partnership_enquiries', 'email', email)).length,
}

/** The public form's submit button (its text is its label, or "Submitting..." while sent). */
function submitButton(page: Page) {
	return page.locator('form button[data-pending-submit]')
}

/** The message a form shows when its submission was lost. */
function unsentAlert(page: Page) {
	return page.getByRole('alert').filter({ hasText: 'may not have reached us' })
}

/**
 * Every value the visitor typed, ticked or chose in the page's public form (by field name; the
 * captcha's fields left out), and a mark on the form element that only this document carries.
 */
async function formState(page: Page) {
	return submitButton(page).evaluate((button: HTMLButtonElement) => {
		const form = button.form!
		const values: Record<string, string> = {}
		for (const field of form.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
			if (
				!field.name ||
				field.type === 'hidden' ||
				field.closest('altcha-widget,fieldset[data-widget-script]')
			)
				continue
			values[field.name] = field.type === 'checkbox' ? String(field.checked) : field.value
		}
		return { values, mark: form.dataset.testMark ?? null }
	})
}

/** Marks the page's form element, to tell later whether the page is still the same document. */
async function markForm(page: Page) {
	await submitButton(page).evaluate(
		(button: HTMLButtonElement) => (button.form!.dataset.testMark = 'this page'),
	)
}

/**
 * Routes the POSTs to `path` to `handle`; every other request goes to the server. Returns how many
 * POSTs were routed, and a way to stop.
 */
async function routePosts(page: Page, path: string, handle: (route: Route) => Promise<void>) {
	let posts = 0
	const url = `**${path}`
	await page.route(url, async (route) => {
		if (route.request().method() !== 'POST') return route.fallback()
		posts++
		await handle(route)
	})
	return { posts: () => posts, stop: () => page.unroute(url) }
}

/** Expects the page to be the form as it was (`before`), its message shown and its button ready. */
async function expectFormKept(page: Page, form: PublicForm, before: Awaited<ReturnType<typeof formState>>) {
	await expect(unsentAlert(page)).toHaveText(form.unsent)
	await expect(page).toHaveURL(new RegExp(`${form.path}$`))
	await expect(submitButton(page)).toBeEnabled()
	await expect(submitButton(page)).toHaveAccessibleName(form.button)
	expect(await formState(page)).toEqual(before)
}

const LOST: { form: PublicForm; error: string; what: string }[] = [
	{ form: REGISTRATION, error: 'connectionreset', what: 'the connection drops during the POST' },
	{ form: REGISTRATION, error: 'timedout', what: 'the POST times out' },
	{ form: REGISTRATION, error: 'connectionrefused', what: 'the server cannot be reached' },
	{ form: GROUP, error: 'connectionreset', what: 'the connection drops during the POST' },
	{ form: ENQUIRY, error: 'connectionreset', what: 'the connection drops during the POST' },
	{ form: ENQUIRY, error: 'timedout', what: 'the POST times out' },
]

for (const { form, error, what } of LOST) {
	test(`${form.path}: ${what} (${error}): the page, the input and the message stay; pressed again, it is sent once`, async ({
		page,
		db,
		email,
		cleanup,
	}) => {
		cleanup(() => db.deleteFrom('registration_groups').where('contact_email', '=', email).execute())
		cleanup(() => db.deleteFrom('attendees').where('email', 'like', email.replace('@', '%@')).execute())
		await page.goto(form.path)
		await form.fill(page, email)
		await markForm(page)
		const before = await formState(page)
		expect(before.mark).toBe('this page')
		const lost = await routePosts(page, form.path, (route) => route.abort(error))

		await submitButton(page).click()
		await expectFormKept(page, form, before)
		expect(lost.posts()).toBe(1)
		expect(await form.stored(db, email)).toBe(0)

		await lost.stop()
		await submitButton(page).click()
		await expect(page).toHaveURL(form.done)
		expect(await form.stored(db, email)).toBe(1)
	})
}

test('a POST that never answers is given up after 30 seconds, the form kept', async ({ page, db, email }) => {
	await page.clock.install()
	await page.goto(REGISTRATION.path)
	await REGISTRATION.fill(page, email)
	await markForm(page)
	const before = await formState(page)
	// The server never answers: the request is held, never passed on.
	let heldRoute: Route | undefined
	const held = await routePosts(page, REGISTRATION.path, async (route) => {
		heldRoute = route
	})

	await submitButton(page).click()
	await expect(submitButton(page)).toBeDisabled()
	await expect.poll(held.posts).toBe(1)
	await page.clock.runFor(29_000)
	await expect(submitButton(page)).toBeDisabled()
	await expect(unsentAlert(page)).toBeHidden()
	await page.clock.runFor(1_000)
	await expectFormKept(page, REGISTRATION, before)
	// The page gave up on it; it never reaches the server.
	await heldRoute?.abort('connectionreset').catch(() => {})
	expect(await REGISTRATION.stored(db, email)).toBe(0)

	await held.stop()
	await submitButton(page).click()
	await expect(page).toHaveURL(REGISTRATION.done)
	expect(await REGISTRATION.stored(db, email)).toBe(1)
})

test('the server stored it but its answer was lost: pressed again, nothing is stored twice and the ticket is mailed again', async ({
	page,
	db,
	email,
}) => {
	await page.goto(REGISTRATION.path)
	await REGISTRATION.fill(page, email)
	await markForm(page)
	const before = await formState(page)
	const answerLost = await routePosts(page, REGISTRATION.path, async (route) => {
		await route.fetch({ maxRedirects: 0 })
		await route.abort('connectionreset')
	})

	await submitButton(page).click()
	await expectFormKept(page, REGISTRATION, before)
	expect(answerLost.posts()).toBe(1)
	expect(await REGISTRATION.stored(db, email)).toBe(1)

	await answerLost.stop()
	await submitButton(page).click()
	// The first POST used the captcha's solution: the form may come back asking for it again.
	const refused = page.getByRole('alertdialog', { name: 'Error' })
	await expect(refused.or(page.getByRole('dialog', { name: 'Success' }))).toBeVisible()
	if (await refused.isVisible()) {
		await refused.getByRole('button', { name: 'OK' }).click()
		await expect(page.getByLabel('Email')).toHaveValue(email)
		await waitForCaptchaVerified(page)
		await submitButton(page).click()
	}
	await expect(page).toHaveURL(REGISTRATION.done)
	const [id, ...more] = await idsWhere(db, 'attendees', 'email', email)
	expect(more).toEqual([])
	expect(
		await db.selectFrom('mail_outbox').select('kind').where('attendee_id', '=', id!).orderBy('id').execute(),
	).toEqual([{ kind: 'attendee-confirmation' }, { kind: 'already-registered' }])
})

test("a refusal (400) is the server's page: the fields it refused marked and focused, the input kept, the address and history as they were", async ({
	page,
	db,
	email,
}) => {
	await page.goto('/')
	await page.goto(REGISTRATION.path)
	const form = new RegistrationPage(page)
	await form.fill({ ...acceptedContact, email, company: '' })
	await form.verifyCaptcha()
	await form.skipBrowserValidation()
	await markForm(page)
	const entries = await page.evaluate(() => history.length)
	let posts = 0
	page.on('request', (request) => {
		if (request.method() === 'POST') posts++
	})

	await form.submit()
	await expect(page.getByText('Company name is required')).toBeVisible()
	await expect(form.field('Company Name')).toHaveAttribute('aria-invalid', 'true')
	await expect(form.field('Company Name')).toBeFocused()
	const after = await formState(page)
	expect(after.mark).toBeNull()
	expect(after.values).toMatchObject({
		name: acceptedContact.name,
		email,
		whatsapp_number: acceptedContact.whatsapp,
	})
	await expect(page).toHaveURL(/\/register$/)
	expect(await page.evaluate(() => history.length)).toBe(entries)
	expect(posts).toBe(1)
	expect(await REGISTRATION.stored(db, email)).toBe(0)

	// The page shown works as a page loaded: corrected, it is sent and the visitor registered.
	await form.field('Company Name').fill(acceptedContact.company)
	await form.verifyCaptcha()
	await form.submit()
	await expect(page).toHaveURL(REGISTRATION.done)
	await form.closeSuccess()
	expect(await REGISTRATION.stored(db, email)).toBe(1)
	// Back: the form, then the page before it.
	await page.goBack()
	await expect(page).toHaveURL(/\/register$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Register Here' })).toBeVisible()
	await page.goBack()
	await expect(page).toHaveURL(/\/$/)
})

test("past the address's limit, the server's 429 page is the page", async ({ page, request, emptySite }) => {
	// An address of its own behind the empty site's proxy: no other test uses it.
	const address = { 'x-forwarded-for': '192.0.2.61' }
	for (let i = 0; i < emptySiteFormRateLimit * ATTEMPTS_PER_ACCEPTED; i++) {
		const answer = await request.post(`${emptySite.url}/add-sponsorship`, {
			headers: address,
			form: { name: 'x' },
			maxRedirects: 0,
		})
		expect(answer.status(), `attempt ${i + 1}`).not.toBe(429)
	}
	await page.setExtraHTTPHeaders(address)
	await page.goto(`${emptySite.url}/add-sponsorship`)
	await page.getByLabel('Full Name').fill('Kojo Mensah')
	await markForm(page)
	await submitButton(page).evaluate((button: HTMLButtonElement) => (button.formNoValidate = true))

	await submitButton(page).click()
	await expect(page.getByRole('heading', { name: 'Too many requests' })).toBeVisible()
	await expect(
		page.getByText(/Too many submissions from your network\. Please try again in \d+ minutes?\./),
	).toBeVisible()
	expect(page.url()).toBe(`${emptySite.url}/add-sponsorship`)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the browser posts the form itself and the server answers', async ({ page, db }) => {
		const email = uniqueEmail('no-js-post')
		const form = new RegistrationPage(page)
		await form.goto()
		let documentPosts = 0
		page.on('request', (request) => {
			if (request.method() === 'POST' && request.isNavigationRequest()) documentPosts++
		})
		await form.fillAndSubmit({ ...acceptedContact, email }, 'answer')
		await expect(page).toHaveURL(REGISTRATION.done)
		// The first post is answered with the captcha's question (ADR 0050), the second is stored.
		expect(documentPosts).toBe(2)
		expect(await REGISTRATION.stored(db, email)).toBe(1)
	})
})
