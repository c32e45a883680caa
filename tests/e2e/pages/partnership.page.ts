/** Page object for the partnership enquiry screen (`/add-sponsorship`). */
import type { Page } from '@playwright/test'
import { type Contact, PublicFormPage } from './public-form.page.ts'

export interface Enquirer extends Contact {
	package: string
}

export class PartnershipPage extends PublicFormPage<Enquirer> {
	constructor(page: Page) {
		super(page, '/add-sponsorship', /Submit Enquiry|Submitting/)
	}

	async goto() {
		await this.page.goto('/add-sponsorship')
	}

	async fill(e: Partial<Enquirer>) {
		await this.fillContact(e)
		if (e.package !== undefined) await this.field('Package').selectOption(e.package)
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
}
