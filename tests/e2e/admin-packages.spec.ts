/**
 * Back office partnership packages: the enquiry form offers what the Packages screen says,
 * in its order, with descriptions; a withdrawn package is neither offered nor accepted; enquiries keep
 * the package name they chose. Signed in as the seeded Administrator; every package made here has a
 * unique name and is removed afterwards.
 */
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { PartnershipPage } from './pages/partnership.page.ts'
import { acceptedContact } from './pages/public-form.page.ts'
import { axeViolations } from './support/axe.ts'
import { idsWhere, storedRow } from './support/rows.ts'
import { uniqueNames } from './support/unique.ts'
import { enquiryRow } from '#tests/factories/enquiries.ts'

const { run, unique } = uniqueNames()

test.afterAll(async ({ db }) => {
	await db.deleteFrom('partnership_packages').where('title', 'like', `%${run}%`).execute()
	await db.deleteFrom('partnership_enquiries').where('package', 'like', `%${run}%`).execute()
})

test.beforeEach(async ({ signInAs }) => {
	await signInAs()
})

/** The Package select's choices on the enquiry form, in order. */
async function offeredPackages(page: Page): Promise<string[]> {
	await page.goto('/add-sponsorship')
	const options = await page.getByLabel('Package').locator('option').allTextContents()
	return options.slice(1) // the "Select a package" placeholder
}

test('add a package with a description (offered last), withdraw it, rename it: enquiries keep the name', async ({
	page,
	db,
}) => {
	const name = unique('Diamond')
	const renamed = unique('Diamond Plus')
	const before = await offeredPackages(page)

	await gotoHydrated(page, '/admin/packages')
	await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible()
	await page.getByRole('link', { name: 'Add package' }).click()
	await expect(page).toHaveURL('/admin/add-package')
	await expect(page.getByLabel('Offered on the enquiry form')).toBeChecked()
	await page.getByLabel('Package Name').fill('gold')
	await page.getByRole('button', { name: 'Add package' }).click()
	await expect(page.getByText('Another package already has this name')).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await page.getByLabel('Package Name').fill(name)
	await page.getByLabel('Short description').fill('A keynote slot and the main stage screen')
	await page.getByRole('button', { name: 'Add package' }).click()
	await expect(page).toHaveURL('/admin/packages')
	await expect(page.getByTestId('toast')).toContainText('Package added')

	expect(await offeredPackages(page)).toEqual([...before, name])
	await expect(page.getByText('A keynote slot and the main stage screen')).toBeVisible()

	// An enquiry chooses it.
	const { id } = await storedRow(db, 'partnership_packages', 'title', name)
	await enquiryRow(db, {
		packageName: name,
		reference: `IALS-${run.slice(0, 4).toUpperCase()}-TEST`,
		email: `${run}@example.com`,
	})

	// Withdrawn: listed in the back office as not offered, gone from the form.
	await gotoHydrated(page, `/admin/update-package/${id}`)
	await expect(page.getByLabel('Short description')).toHaveValue('A keynote slot and the main stage screen')
	await page.getByLabel('Offered on the enquiry form').uncheck()
	await page.getByLabel('Package Name').fill(renamed)
	await page.getByRole('button', { name: 'Update package' }).click()
	await expect(page.getByTestId('toast')).toContainText('Package updated')
	await gotoHydrated(page, `/admin/packages?q=${encodeURIComponent(renamed)}`)
	await expect(page.getByTestId('package-row')).toContainText('No')
	await expect(page.getByTestId('package-row')).toContainText('0 enquiries')
	expect(await offeredPackages(page)).toEqual(before)
	// The enquiry still says the name it chose.
	expect(await idsWhere(db, 'partnership_enquiries', 'package', name)).toHaveLength(1)

	// Deleted after its confirm dialog.
	await gotoHydrated(page, `/admin/packages?q=${encodeURIComponent(renamed)}`)
	await page.getByRole('button', { name: `Delete ${renamed}` }).click()
	await page
		.getByRole('dialog', { name: `Delete ${renamed}?` })
		.getByRole('button', { name: 'Delete' })
		.click()
	await expect(page.getByTestId('toast')).toContainText('Package deleted')
	expect(await idsWhere(db, 'partnership_packages', 'title', renamed)).toEqual([])
})

test('a package withdrawn while the form was open is refused under the field, the input kept', async ({
	page,
	db,
}) => {
	const name = unique('Emerald')
	await db.insertInto('partnership_packages').values({ title: name, sort_order: 99 }).execute()
	const form = new PartnershipPage(page)
	await form.goto()
	await form.fill({ ...acceptedContact, email: `${run}-emerald@example.com`, package: name })
	await db.updateTable('partnership_packages').set({ active: 0 }).where('title', '=', name).execute()
	await form.verifyCaptcha()
	await form.submit()
	await expect(page.getByText('Choose one of the listed packages')).toBeVisible()
	await expect(form.field('Full Name')).toHaveValue(acceptedContact.name)
	expect(await idsWhere(db, 'partnership_enquiries', 'package', name)).toEqual([])
})
