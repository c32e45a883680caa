/** Page object for the registration screen (`/register`, `/registrants`). */
import type { Page } from '@playwright/test'

export interface Registrant {
	name: string
	company: string
	role: string
	email: string
	whatsapp: string
	contact?: string
	heardFrom?: string
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
