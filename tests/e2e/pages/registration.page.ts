/** Page object for the registration screen (`/register`, `/registrants`). */
import type { Page } from '@playwright/test'
import { type Contact, PublicFormPage } from './public-form.page.ts'

export type Registrant = Contact

export class RegistrationPage extends PublicFormPage<Registrant> {
	constructor(page: Page) {
		super(page, '/register', /Register|Submitting/)
	}

	async goto(path: '/register' | '/registrants' = '/register') {
		await this.page.goto(path)
	}

	async fill(r: Partial<Registrant>) {
		await this.fillContact(r)
	}
}
