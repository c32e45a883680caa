/**
 * Page objects for the back office users screens (`/admin/users`, `/admin/adduser`,
 * `/admin/useredit/{userId}`). Users arranged in the database come from the `factory` fixture.
 */
import type { Locator, Page } from '@playwright/test'
import type { UserRole } from '#app/db/schema.ts'
import { gotoHydrated } from '../support/hydration.ts'
import { searchList } from '../support/list-search.ts'

/** The users list. */
export class UsersListPage {
	constructor(readonly page: Page) {}

	/** Opens the list (with `query`, e.g. `?page=2`) and waits for hydration. */
	async goto(query = '') {
		await gotoHydrated(this.page, `/admin/users${query}`)
	}

	/** Searches the list for `text` and waits until the list shown is the search's. */
	async search(text: string) {
		await searchList(this.page, 'Search users by username', text)
	}

	rows(): Locator {
		return this.page.getByTestId('user-row')
	}

	row(text: string): Locator {
		return this.rows().filter({ hasText: text })
	}

	pagerStatus(): Locator {
		return this.page.getByRole('navigation', { name: 'Pagination' }).getByText(/of \d+$/)
	}

	deleteButton(fullName: string): Locator {
		return this.row(fullName).getByRole('button', { name: `Delete ${fullName}` })
	}

	confirmDialog(fullName: string): Locator {
		return this.page.getByRole('dialog', { name: `Delete ${fullName}?` })
	}

	toast(): Locator {
		return this.page.getByTestId('toast')
	}
}

/** The add-user and update-user form. */
export class UserFormPage {
	constructor(readonly page: Page) {}

	fullName() {
		return this.page.getByLabel('Full Name')
	}
	email() {
		return this.page.getByLabel('Email')
	}
	role() {
		return this.page.getByRole('combobox', { name: 'Role', exact: true })
	}
	phone() {
		return this.page.getByLabel('Contact Number')
	}
	password() {
		return this.page.getByLabel('Create password')
	}

	async fill(values: {
		fullName?: string
		email?: string
		phone?: string
		password?: string
		role?: UserRole
	}) {
		if (values.fullName !== undefined) await this.fullName().fill(values.fullName)
		if (values.email !== undefined) await this.email().fill(values.email)
		if (values.role !== undefined) await this.role().selectOption(values.role)
		if (values.phone !== undefined) await this.phone().fill(values.phone)
		if (values.password !== undefined) await this.password().fill(values.password)
	}

	submitButton(): Locator {
		return this.page.getByRole('button', { name: /^(Add user|Update user)$/ })
	}

	/** Submits with the browser's own validation skipped, so the app's messages show. */
	async submitSkippingBrowserValidation() {
		await this.submitButton().evaluate((button: HTMLButtonElement) => {
			button.formNoValidate = true
		})
		await this.submitButton().click()
	}

	/** The form-level message (a refused change, e.g. demoting oneself). */
	formError(): Locator {
		return this.page.locator('main form').getByRole('alert')
	}
}
