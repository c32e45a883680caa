/** Page object for the partnership enquiry screen (`/add-sponsorship`). */
import type { Page } from '@playwright/test'
import { answerCaptchaQuestion, waitForCaptchaVerified } from './registration.page.ts'

export interface Enquirer {
	name: string
	company: string
	role: string
	email: string
	whatsapp: string
	contact?: string
	package: string
	heardFrom?: string
}

export class PartnershipPage {
	constructor(readonly page: Page) {}

	async goto() {
		await this.page.goto('/add-sponsorship')
	}

	field(label: string) {
		return this.page.getByLabel(label)
	}

	async fill(e: Partial<Enquirer>) {
		if (e.name !== undefined) await this.field('Full Name').fill(e.name)
		if (e.company !== undefined) await this.field('Company Name').fill(e.company)
		if (e.role !== undefined) await this.field('Designation/Role').fill(e.role)
		if (e.email !== undefined) await this.field('Email').fill(e.email)
		if (e.whatsapp !== undefined) await this.field('WhatsApp Number').fill(e.whatsapp)
		if (e.contact !== undefined) await this.field('Contact Number').fill(e.contact)
		if (e.package !== undefined) await this.field('Package').selectOption(e.package)
		if (e.heardFrom !== undefined)
			await this.field('How did you hear about the event?').selectOption(e.heardFrom)
	}

	/** JavaScript on: waits for the captcha widget to be verified. */
	async verifyCaptcha() {
		await waitForCaptchaVerified(this.page)
	}

	/** JavaScript off: answers the fallback question (wrongly with `{ wrong: true }`). */
	async answerCaptcha(options?: { wrong?: boolean }) {
		await answerCaptchaQuestion(this.page, options)
	}

	/** Overwrites the widget's payload field with a forged, well-formed one, as a bot would. */
	async forgeCaptchaPayload() {
		await this.page.locator('input[name="altcha"]').evaluate((input: HTMLInputElement) => {
			const forged = {
				challenge: {
					parameters: {
						algorithm: 'PBKDF2/SHA-256',
						cost: 1,
						expiresAt: Math.floor(Date.now() / 1000) + 600,
						keyLength: 32,
						keyPrefix: '00',
						keySignature: '0'.repeat(64),
						nonce: '0'.repeat(32),
						salt: '0'.repeat(32),
					},
					signature: 'f'.repeat(64),
				},
				solution: { counter: 1, derivedKey: '00'.repeat(32) },
			}
			input.value = btoa(JSON.stringify(forged))
		})
	}

	/** Fills the hidden honeypot field, as a bot filling every field would. */
	async fillHoneypot(value: string) {
		await this.page.locator('input[name="website"]').fill(value)
	}

	submitButton() {
		return this.page.getByRole('button', { name: /Submit Enquiry|Submitting/ })
	}

	async submit() {
		await this.submitButton().click()
	}

	/** Makes the submit button skip the browser's own validation (`formnovalidate`). */
	async skipBrowserValidation() {
		await this.submitButton().evaluate((button: HTMLButtonElement) => {
			button.formNoValidate = true
		})
	}
}
