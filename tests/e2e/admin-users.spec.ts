/**
 * Back office users screens (/admin/users, /admin/adduser, /admin/useredit/{userId}), signed in as
 * the seeded Administrator. Every user a test needs is made by the `factory` fixture, and every user
 * a screen adds is registered with `cleanup`: both are deleted after the test, so the tests do not
 * depend on each other.
 */
import type { Database } from '#app/db/connect.server.ts'
import { verifyPassword } from '#app/lib/auth/password.server.ts'
import { countActiveAdministrators } from '#app/modules/users/users.queries.server.ts'
import { deleteUsersByEmail } from '#tests/factories/users.ts'
import { test as base, e2eAdmin, expect, gotoHydrated } from './fixtures.ts'
import { UserFormPage, UsersListPage } from './pages/admin-users.page.ts'
import { storedRow } from './support/rows.ts'
import { uniqueTag } from './support/unique.ts'

/**
 * This file's fixtures: `email` (unique to the test) is the address of a user a screen adds; that
 * user is deleted after the test.
 */
const test = base.extend({
	email: async ({ email, db, cleanup }, provide) => {
		cleanup(() => deleteUsersByEmail(db, [email]))
		await provide(email)
	},
})

async function activityFor(db: Database, email: string) {
	return db
		.selectFrom('activity_log')
		.select(['type', 'description', 'username'])
		.where('description', 'like', `%${email}%`)
		.orderBy('id')
		.execute()
}

test.describe('users (Administrator)', () => {
	test.beforeEach(async ({ signInAs }) => signInAs())

	test('add user: every validation message, then the new User is listed and stored', async ({
		page,
		db,
		email,
	}) => {
		const list = new UsersListPage(page)
		await list.goto()
		await page.getByRole('link', { name: 'Add user' }).last().click()
		await expect(page).toHaveURL(/\/admin\/adduser$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Add user' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Add user')
		await expect(page).toHaveTitle('Add user | Back office')

		const form = new UserFormPage(page)
		await expect(form.role()).toHaveCount(0)
		await form.submitSkippingBrowserValidation()
		await expect(form.fullName()).toHaveAccessibleDescription(/Full name is required/)
		await expect(form.email()).toHaveAccessibleDescription(/Email is required/)
		await expect(form.password()).toHaveAccessibleDescription(/Password is required/)

		const fullName = `Ama Added ${uniqueTag()}`
		await form.fill({ fullName, email: 'not-an-email', phone: 'call me', password: 'too short' })
		await form.submitSkippingBrowserValidation()
		await expect(form.email()).toHaveAccessibleDescription(/Enter a valid email address/)
		await expect(form.password()).toHaveAccessibleDescription(/Password must be at least 10 characters/)
		await expect(form.phone()).toHaveAccessibleDescription(/Enter a valid contact number/)

		// The taken check is the server's: any letter case of the Administrator's address.
		await form.fill({
			email: e2eAdmin.email.toUpperCase(),
			phone: '+233 24 555 0199',
			password: 'a long passphrase',
		})
		await form.submitSkippingBrowserValidation()
		await expect(form.email()).toHaveAccessibleDescription(/This email is already used by another user/)
		await expect(form.fullName()).toHaveValue(fullName)
		await expect(page).toHaveURL(/\/admin\/adduser$/)

		await form.fill({ email: email.toUpperCase(), password: 'a long passphrase' })
		await form.submitButton().click()
		await expect(page).toHaveURL(/\/admin\/users$/)
		await expect(list.toast()).toContainText('User added')
		await list.search(fullName.toUpperCase())
		const row = list.row(fullName)
		await expect(row).toHaveCount(1)
		await expect(row).toContainText(email)
		await expect(row).toContainText('User')
		await expect(row).toContainText('+233 24 555 0199')
		await expect(row).toContainText(
			new Intl.DateTimeFormat('en-GB', {
				timeZone: 'Africa/Accra',
				day: 'numeric',
				month: 'short',
				year: 'numeric',
			}).format(new Date()),
		)

		const stored = await storedRow(db, 'users', 'email', email)
		expect(stored).toMatchObject({
			full_name: fullName,
			role: 'User',
			phone: '+233 24 555 0199',
			active: 1,
		})
		expect(stored.password_hash).toMatch(/^\$argon2id\$/)
		expect(await verifyPassword(stored.password_hash, 'a long passphrase')).toBe(true)
		expect(await activityFor(db, email)).toEqual([
			{
				type: 'Add User',
				description: expect.stringContaining(fullName),
				username: 'Summit Administrator',
			},
		])
	})

	test('list: five per page by default, other page sizes, case-insensitive search, empty text', async ({
		page,
		factory,
	}) => {
		const t = uniqueTag()
		for (const n of [1, 2, 3, 4, 5, 6]) await factory.user({ fullName: `Paged ${t} Person ${n}` })
		const list = new UsersListPage(page)
		await list.goto()
		await expect(page).toHaveTitle('Users | Back office')
		await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
		await list.search(`pAgEd ${t.toUpperCase()}`)
		await expect(list.rows()).toHaveCount(5)
		await expect(list.pagerStatus()).toHaveText('1–5 of 6')
		await page.getByRole('link', { name: 'Next' }).click()
		await expect(list.rows()).toHaveCount(1)
		await expect(list.rows()).toContainText(`Paged ${t} Person 6`)
		await expect(page).toHaveURL(/[?&]page=2/)
		await page.getByLabel('Rows per page').selectOption('10')
		await expect(list.rows()).toHaveCount(6)
		await expect(page.getByLabel('Rows per page').locator('option')).toHaveText(['5', '10', '15'])

		await list.search(`no such user ${t}`)
		await expect(page.getByRole('cell', { name: 'There are no records to display' })).toBeVisible()
	})

	test('update user: prefilled form, name and role change, blank password keeps it, a new one replaces it', async ({
		page,
		db,
		factory,
	}) => {
		const user = await factory.user({ fullName: `Kofi Edited ${uniqueTag()}` })
		const { password_hash: originalHash } = await storedRow(db, 'users', 'id', user.id)
		const list = new UsersListPage(page)
		await list.goto()
		await list.search(user.fullName)
		await list
			.row(user.fullName)
			.getByRole('link', { name: `Edit ${user.fullName}` })
			.click()
		await expect(page).toHaveURL(new RegExp(`/admin/useredit/${user.id}$`))
		await expect(page.getByRole('heading', { level: 1, name: 'Update user' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Update user')

		const form = new UserFormPage(page)
		await expect(form.fullName()).toHaveValue(user.fullName)
		await expect(form.email()).toHaveValue(user.email)
		await expect(form.role()).toHaveValue('User')
		await expect(form.password()).toHaveValue('')
		await expect(form.password()).toHaveAccessibleDescription(/Leave blank to keep the current password/)

		// A validation error keeps the user on the form with the input.
		await form.fill({ fullName: '', email: 'changed@' })
		await form.submitSkippingBrowserValidation()
		await expect(form.fullName()).toHaveAccessibleDescription(/Full name is required/)
		await expect(form.email()).toHaveAccessibleDescription(/Enter a valid email address/)
		await expect(form.email()).toHaveValue('changed@')
		await expect(page).toHaveURL(new RegExp(`/admin/useredit/${user.id}$`))

		const renamed = `${user.fullName} Renamed`
		await form.fill({ fullName: renamed, email: user.email, role: 'Administrator' })
		await form.submitButton().click()
		await expect(page).toHaveURL(/\/admin\/users$/)
		await expect(list.toast()).toContainText('User updated')
		let stored = await storedRow(db, 'users', 'id', user.id)
		expect(stored).toMatchObject({ full_name: renamed, role: 'Administrator', password_hash: originalHash })

		await gotoHydrated(page, `/admin/useredit/${user.id}`)
		await form.fill({ password: 'a brand new passphrase' })
		await form.submitButton().click()
		await expect(page).toHaveURL(/\/admin\/users$/)
		stored = await storedRow(db, 'users', 'id', user.id)
		expect(stored.password_hash).not.toBe(originalHash)
		expect(await verifyPassword(stored.password_hash, 'a brand new passphrase')).toBe(true)

		const activity = await activityFor(db, user.email)
		expect(activity.map((a) => a.type)).toEqual(['Update User', 'Update User'])
		expect(activity[0]!.description).toContain('role User → Administrator')
		expect(activity[1]!.description).toContain('new password')

		// Delete from the user's own page (another Administrator remains: the seeded one).
		await gotoHydrated(page, `/admin/useredit/${user.id}`)
		await page.getByRole('button', { name: `Delete user ${renamed}` }).click()
		await page
			.getByRole('dialog', { name: `Delete ${renamed}?` })
			.getByRole('button', { name: 'Delete' })
			.click()
		await expect(page).toHaveURL(/\/admin\/users$/)
		await expect(list.toast()).toContainText('User deleted')
		expect(
			await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
		).toBeUndefined()
	})

	test('delete: Cancel keeps the user, Delete removes them; add, update and delete are in the activity log', async ({
		page,
		db,
		email,
	}) => {
		const fullName = `Efua Lifecycle ${uniqueTag()}`
		const form = new UserFormPage(page)
		await gotoHydrated(page, '/admin/adduser')
		await form.fill({ fullName, email, password: 'a long passphrase' })
		await form.submitButton().click()
		await expect(page).toHaveURL(/\/admin\/users$/)
		const { id } = await storedRow(db, 'users', 'email', email)

		await gotoHydrated(page, `/admin/useredit/${id}`)
		await form.fill({ phone: '+233 20 000 0001' })
		await form.submitButton().click()
		await expect(page).toHaveURL(/\/admin\/users$/)

		const list = new UsersListPage(page)
		await list.search(fullName)
		await list.deleteButton(fullName).click()
		const dialog = list.confirmDialog(fullName)
		await expect(dialog).toBeVisible()
		await dialog.getByRole('button', { name: 'Cancel' }).click()
		await expect(dialog).toBeHidden()
		await expect(list.row(fullName)).toHaveCount(1)
		expect(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined()

		await list.deleteButton(fullName).click()
		await dialog.getByRole('button', { name: 'Delete' }).click()
		await expect(list.toast()).toContainText('User deleted')
		await expect(list.row(fullName)).toHaveCount(0)
		await expect(page.getByRole('cell', { name: 'There are no records to display' })).toBeVisible()
		expect(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined()

		expect((await activityFor(db, email)).map((a) => a.type)).toEqual([
			'Add User',
			'Update User',
			'Delete User',
		])
	})

	test('the Administrator cannot delete themself: error toast, row still there', async ({ page, db }) => {
		const list = new UsersListPage(page)
		await list.goto()
		await list.search('Summit Administrator')
		await list.deleteButton('Summit Administrator').click()
		await list.confirmDialog('Summit Administrator').getByRole('button', { name: 'Delete' }).click()
		await expect(list.toast()).toContainText('User not deleted')
		await expect(list.toast()).toContainText('You cannot delete your own account')
		await expect(list.row(e2eAdmin.email)).toHaveCount(1)
		expect((await storedRow(db, 'users', 'email', e2eAdmin.email)).role).toBe('Administrator')
	})

	test('the last Administrator cannot demote themself: form error, role unchanged, still signed in', async ({
		page,
		db,
	}) => {
		expect(await countActiveAdministrators(db)).toBe(1)
		const admin = await storedRow(db, 'users', 'email', e2eAdmin.email)
		await gotoHydrated(page, `/admin/useredit/${admin.id}`)
		const form = new UserFormPage(page)
		await expect(form.role()).toHaveAccessibleDescription(/You cannot remove your own Administrator role/)
		await form.fill({ role: 'User' })
		await form.submitButton().click()
		await expect(form.formError()).toContainText('You cannot remove your own Administrator role')
		await expect(page).toHaveURL(new RegExp(`/admin/useredit/${admin.id}$`))
		expect((await storedRow(db, 'users', 'id', admin.id)).role).toBe('Administrator')
		await page.goto('/admin/users')
		await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
	})

	test('an unknown or non-numeric user id is a 404 page', async ({ page }) => {
		for (const id of ['999999999', 'abc', '0', '12abc']) {
			const response = await page.goto(`/admin/useredit/${id}`)
			expect(response?.status(), id).toBe(404)
			await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
		}
	})
})

test.describe('users (a User)', () => {
	test('a User (not an Administrator) is refused every users screen', async ({
		page,
		db,
		factory,
		signInAs,
	}) => {
		const user = await factory.user({ fullName: `Plain User ${uniqueTag()}` })
		await signInAs(user)
		for (const path of ['/admin/users', '/admin/adduser', `/admin/useredit/${user.id}`]) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(403)
			await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible()
		}
		const post = await page.request.post('/admin/users', {
			form: { intent: 'delete-user', id: String(user.id) },
			headers: { Origin: new URL(page.url()).origin },
		})
		expect(post.status()).toBe(403)
		expect(
			await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
		).toBeDefined()
	})
})

test.describe('users without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the server gives the same messages with status 400 and keeps the input', async ({
		page,
		email,
		signInAs,
	}) => {
		const fullName = `Yaw NoScript ${uniqueTag()}`
		await signInAs()
		await page.goto('/admin/adduser')
		const form = new UserFormPage(page)
		await form.fill({ fullName, email: 'nojs@', password: 'short' })
		const [response] = await Promise.all([
			page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/adduser')),
			form.submitSkippingBrowserValidation(),
		])
		expect(response.status()).toBe(400)
		await expect(form.email()).toHaveAccessibleDescription(/Enter a valid email address/)
		await expect(form.password()).toHaveAccessibleDescription(/Password must be at least 10 characters/)
		await expect(form.fullName()).toHaveValue(fullName)
		await expect(form.email()).toHaveValue('nojs@')
		// Passwords are never sent back into the page.
		await expect(form.password()).toHaveValue('')

		await form.fill({ email: e2eAdmin.email, password: 'a long passphrase' })
		const [taken] = await Promise.all([
			page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/adduser')),
			form.submitSkippingBrowserValidation(),
		])
		expect(taken.status()).toBe(400)
		await expect(form.email()).toHaveAccessibleDescription(/This email is already used by another user/)

		await form.fill({ email, password: 'a long passphrase' })
		await form.submitButton().click()
		await expect(page).toHaveURL(/\/admin\/users$/)
		await expect(page.getByTestId('toast')).toContainText('User added')
	})
})
