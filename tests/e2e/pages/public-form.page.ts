/**
 * What the public forms (registration, partnership enquiry) share: the contact fields, the captcha
 * (ALTCHA widget with JavaScript on, a sum question without) and the submit button.
 */
import { expect, type Page, type Route } from '@playwright/test'

/** The contact fields both public forms ask for. */
export interface Contact {
	name: string
	company: string
	role: string
	email: string
	whatsapp: string
	contact?: string
	heardFrom?: string
	/** Whether to tick the privacy notice's box (ticked unless false). */
	consent?: boolean
}

/** Contact fields both public forms accept, for a test about something else: add a unique `email`. */
export const acceptedContact = {
	name: 'Ama Sɛrwaa Boakye',
	company: 'Osu Castle Advisory',
	role: 'Audit Committee Chair',
	whatsapp: '+233 24 555 0101',
	heardFrom: 'LinkedIn',
} satisfies Omit<Contact, 'email'>

/**
 * Starts on the form as a visitor would (focus in its first field, which loads the ALTCHA widget,
 * JavaScript on) and waits until the widget has solved its challenge, so a submit carries its
 * payload.
 */
export async function waitForCaptchaVerified(page: Page) {
	await startOnForm(page)
	await expect(page.getByRole('checkbox', { name: 'Verified', exact: true })).toBeChecked({ timeout: 20_000 })
}

/** Focuses the form's first field, as a visitor starting on it does: the captcha widget then loads. */
export async function startOnForm(page: Page) {
	await page.getByLabel('Full Name').first().focus()
}

/**
 * Answers the fallback question (JavaScript off), e.g. "What is 4 + 7?", by reading it from the page;
 * `wrong` gives a wrong answer. The form's page holds no question (ADR 0050): when none is shown
 * yet, the form is sent first, as a visitor would, and its answer (the form as typed, with a
 * question) is what gets answered.
 */
export async function answerCaptchaQuestion(page: Page, { wrong = false } = {}) {
	const answer = page.getByLabel(/What is \d+ \+ \d+\?/)
	if ((await answer.count()) === 0) {
		// Sent as typed (the browser's own checks skipped): the answer carries the question.
		const send = page.locator('form button[data-pending-submit]')
		await send.evaluate((button: HTMLButtonElement) => {
			button.formNoValidate = true
		})
		await send.click()
		await expect(answer).toBeVisible()
		// The answer's message (field errors show on their fields instead) is closed as a visitor
		// would: it is modal with JavaScript on.
		const dialog = page.getByRole('alertdialog', { name: 'Error' })
		if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'OK' }).click()
	}
	const label = await page.locator('label', { hasText: /What is \d+ \+ \d+\?/ }).innerText()
	const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(label) ?? []
	const sum = Number(a) + Number(b)
	await answer.fill(String(wrong ? sum + 1 : sum))
}

/**
 * What a submission does about the captcha: the widget verifies it (JavaScript on), or the fallback
 * question (JavaScript off) is answered, rightly or wrongly, or left unanswered (the browser's own
 * check skipped, so that the form is sent).
 */
export type CaptchaStep = 'widget' | 'answer' | 'wrong answer' | 'unanswered'

/**
 * The columns a stored registration or enquiry holds for `contact`, `null` for a field left out:
 * to compare with the row a submission stored.
 */
export function contactColumns(contact: Contact) {
	return {
		full_name: contact.name,
		company_name: contact.company,
		designation: contact.role,
		email: contact.email,
		whatsapp_number: contact.whatsapp,
		contact_number: contact.contact ?? null,
		heard_from: contact.heardFrom ?? null,
	}
}

/**
 * Base of the public form page objects: `path` is the form's address (its submissions are posted
 * there: the page is sent without React), `submitName` matches the submit button's name, and
 * `fill` fills the form's fields (`Values`).
 */
export abstract class PublicFormPage<Values extends Contact> {
	constructor(
		readonly page: Page,
		private readonly path: string,
		private readonly submitName: RegExp,
	) {}

	/** Fills the given fields, leaving the others as they are. */
	abstract fill(values: Partial<Values>): Promise<void>

	field(label: string) {
		return this.page.getByLabel(label)
	}

	/** Fills `values`, passes the captcha as `captcha` says and submits. */
	async fillAndSubmit(values: Partial<Values>, captcha: CaptchaStep) {
		await this.fill(values)
		if (captcha === 'widget') await this.verifyCaptcha()
		else if (captcha === 'unanswered') await this.skipBrowserValidation()
		else await this.answerCaptcha({ wrong: captcha === 'wrong answer' })
		await this.submit()
	}

	/**
	 * Fills `values` (JavaScript on, the page open), waits for the captcha and submits, then expects
	 * the submit button disabled and saying "Submitting". The page sends the form itself (ADR 0051):
	 * the test holds its POST until the label has been seen, then drops it, so nothing is stored.
	 */
	async expectSpinnerWhileSending(values: Partial<Values>) {
		await this.fill(values)
		await this.verifyCaptcha()
		const url = `**${this.path}`
		let held: Route | undefined
		await this.page.route(url, async (route) => {
			if (route.request().method() !== 'POST') return route.fallback()
			held = route
		})
		await this.submit()
		await expect(this.page.getByRole('button', { name: /Submitting/ })).toBeDisabled()
		await expect.poll(() => held !== undefined).toBe(true)
		await held?.abort('connectionreset')
		await this.page.unroute(url)
	}

	/** Fills the given contact fields, leaving the others as they are. */
	async fillContact(c: Partial<Contact>) {
		if (c.name !== undefined) await this.field('Full Name').fill(c.name)
		if (c.company !== undefined) await this.field('Company Name').fill(c.company)
		if (c.role !== undefined) await this.field('Designation/Role').fill(c.role)
		if (c.email !== undefined) await this.field('Email').fill(c.email)
		if (c.whatsapp !== undefined) await this.field('WhatsApp Number').fill(c.whatsapp)
		if (c.contact !== undefined) await this.field('Contact Number').fill(c.contact)
		if (c.heardFrom !== undefined)
			await this.field('How did you hear about the event?').selectOption(c.heardFrom)
		await this.consentBox().setChecked(c.consent !== false)
	}

	/** The privacy notice's box. */
	consentBox() {
		return this.page.getByRole('checkbox', { name: /privacy notice/ })
	}

	/** JavaScript on: waits for the captcha widget to be verified. */
	async verifyCaptcha() {
		await waitForCaptchaVerified(this.page)
	}

	/** JavaScript off: answers the fallback question (wrongly with `{ wrong: true }`). */
	async answerCaptcha(options?: { wrong?: boolean }) {
		await answerCaptchaQuestion(this.page, options)
	}

	/** The Error dialog the form opens when the server refuses a submission. */
	errorDialog() {
		return this.page.getByRole('alertdialog', { name: 'Error' })
	}

	/** Expects the Error dialog to say `message`, then closes it with OK. */
	async dismissError(message: string) {
		const dialog = this.errorDialog()
		await expect(dialog).toContainText(message)
		await dialog.getByRole('button', { name: 'OK' }).click()
	}

	/** The Success dialog the home page shows after an accepted submission. */
	successDialog() {
		return this.page.getByRole('dialog', { name: 'Success' })
	}

	/** Expects the Success dialog (saying `text`, when given), closes it with OK, and checks it is gone. */
	async closeSuccess(text?: string) {
		const dialog = this.successDialog()
		if (text === undefined) await expect(dialog).toBeVisible()
		else await expect(dialog).toContainText(text)
		await dialog.getByRole('button', { name: 'OK' }).click()
		await expect(dialog).toBeHidden()
	}

	submitButton() {
		return this.page.getByRole('button', { name: this.submitName })
	}

	async submit() {
		await this.submitButton().click()
	}

	/**
	 * Makes the submit button skip the browser's own validation (`formnovalidate`), so that with
	 * JavaScript off the server's messages can be checked.
	 */
	async skipBrowserValidation() {
		await this.submitButton().evaluate((button: HTMLButtonElement) => {
			button.formNoValidate = true
		})
	}
}
