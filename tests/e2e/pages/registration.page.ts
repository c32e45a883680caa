/** Page object for the registration screen (`/register`, `/registrants`). */
import { expect, type Page } from '@playwright/test'

export interface Registrant {
	name: string
	company: string
	role: string
	email: string
	whatsapp: string
	contact?: string
	heardFrom?: string
}

/**
 * Waits until the ALTCHA widget (JavaScript on) has solved its challenge, so a submit carries its
 * payload. Shared by the form page objects.
 */
export async function waitForCaptchaVerified(page: Page) {
	await expect(page.getByRole('checkbox', { name: 'Verified', exact: true })).toBeChecked({ timeout: 20_000 })
}

/**
 * Answers the server-rendered fallback question (JavaScript off), e.g. "What is 4 + 7?", by reading
 * it from the page; `wrong` gives a wrong answer. Shared by the form page objects.
 */
export async function answerCaptchaQuestion(page: Page, { wrong = false } = {}) {
	const answer = page.getByLabel(/What is \d+ \+ \d+\?/)
	const label = await page.locator('label', { hasText: /What is \d+ \+ \d+\?/ }).innerText()
	const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(label) ?? []
	const sum = Number(a) + Number(b)
	await answer.fill(String(wrong ? sum + 1 : sum))
}

export class RegistrationPage {
	constructor(readonly page: Page) {}

	async goto(path: '/register' | '/registrants' = '/register') {
		await this.page.goto(path)
	}

	field(label: string) {
		return this.page.getByLabel(label, { exact: false })
	}

	async fill(r: Partial<Registrant>) {
		if (r.name !== undefined) await this.page.getByLabel('Full Name').fill(r.name)
		if (r.company !== undefined) await this.page.getByLabel('Company Name').fill(r.company)
		if (r.role !== undefined) await this.page.getByLabel('Designation/Role').fill(r.role)
		if (r.email !== undefined) await this.page.getByLabel('Email').fill(r.email)
		if (r.whatsapp !== undefined) await this.page.getByLabel('WhatsApp Number').fill(r.whatsapp)
		if (r.contact !== undefined) await this.page.getByLabel('Contact Number').fill(r.contact)
		if (r.heardFrom !== undefined)
			await this.page.getByLabel('How did you hear about the event?').selectOption(r.heardFrom)
	}

	/** JavaScript on: waits for the captcha widget to be verified. */
	async verifyCaptcha() {
		await waitForCaptchaVerified(this.page)
	}

	/** JavaScript off: answers the fallback question (wrongly with `{ wrong: true }`). */
	async answerCaptcha(options?: { wrong?: boolean }) {
		await answerCaptchaQuestion(this.page, options)
	}

	submitButton() {
		return this.page.getByRole('button', { name: /Register|Submitting/ })
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
