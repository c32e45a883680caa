/**
 * What guides an organiser setting up a new site (ADR 0055): the Sponsor tiers entry of the back
 * office menu, the link that takes an empty select's place, and the dashboard's set-up checklist,
 * on the worker's empty site (no demo content) and on the seeded one.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { userFactory } from '#tests/factories/users.ts'
import { expect, gotoHydrated, type Site, test } from './fixtures.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'
import { signInContext } from './support/sessions.ts'

/** Signs `context` in on the empty site as an Administrator made for the test (removed after it). */
async function signInToEmptySite(
	emptySite: Site,
	context: BrowserContext,
	cleanup: (task: () => Promise<unknown>) => void,
) {
	const admin = await userFactory(emptySite.db, { role: 'Administrator' }, { add: cleanup })
	await signInContext(context, emptySite.db, emptySite.url, admin.id)
}

/** The select's place on an add form of the empty site: its message and link, and no select. */
async function expectNoChoices(page: Page, label: string, message: string, link: string, to: string) {
	const note = page.getByTestId('no-choices').filter({ hasText: message })
	await expect(note).toBeVisible()
	await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveCount(0)
	await expect(note.getByRole('link', { name: link })).toHaveAttribute('href', to)
}

test.describe('the back office menu', () => {
	test('Sponsor tiers has its own entry, opening the tiers with their order, Edit and Add', async ({
		page,
		signInAs,
	}) => {
		await signInAs()
		await gotoHydrated(page, '/admin/dashboard')
		const menu = page.getByRole('navigation', { name: 'Back office menu' })
		await menu.getByRole('link', { name: 'Sponsor tiers', exact: true }).click()
		await expect(page).toHaveURL('/admin/sponsor-tiers')
		await expect(page.getByRole('heading', { level: 1, name: 'Sponsor tiers' })).toBeVisible()
		await expect(page).toHaveTitle('Sponsor tiers | Back office')
		const tiers = page.getByTestId('tier-order')
		await expect(tiers.getByRole('listitem').first()).toContainText('Sponsor')
		await expect(tiers.getByRole('link', { name: 'Edit Media Partner' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Add Sponsor Tier' })).toHaveAttribute(
			'href',
			'/admin/add-sponsor-tier',
		)
		// Still beside the sponsors list too.
		await page.goto('/admin/sponsordata')
		await expect(page.getByRole('heading', { level: 2, name: 'Sponsor tiers' })).toBeVisible()
	})

	test('a User is refused the tiers screen', async ({ page, factory, signInAs }) => {
		await signInAs(await factory.user({ role: 'User' }))
		const response = await page.goto('/admin/sponsor-tiers')
		expect(response?.status()).toBe(403)
	})
})

test.describe('an empty select says where its choices are added', () => {
	test('on a new site, each add form links to the screen that makes its choices', async ({
		page,
		context,
		emptySite,
		cleanup,
	}) => {
		await signInToEmptySite(emptySite, context, cleanup)
		await gotoHydrated(page, `${emptySite.url}/admin/addpartner`)
		await expectNoChoices(page, 'Package', 'No sponsor tiers yet', 'add one first', '/admin/add-sponsor-tier')

		await gotoHydrated(page, `${emptySite.url}/admin/add-blog-post`)
		await expectNoChoices(
			page,
			'Category',
			'No media categories yet',
			'add one first',
			'/admin/add-media-category',
		)

		await gotoHydrated(page, `${emptySite.url}/admin/add-agenda`)
		await expectNoChoices(page, 'Edition', 'No editions yet', 'add the event data first', '/admin/basic-data')
		await expectNoChoices(
			page,
			'Choose a speaker',
			'No speakers in the list yet',
			'or add a speaker',
			'/admin/add-speaker',
		)

		await gotoHydrated(page, `${emptySite.url}/admin/add-speaker`)
		await expectNoChoices(
			page,
			'Category',
			'No speaker categories yet',
			'add a speaker category',
			'/admin/add-category',
		)

		// By keyboard: the link is reached with Tab and followed with Enter.
		await gotoHydrated(page, `${emptySite.url}/admin/addpartner`)
		const link = page.getByTestId('no-choices').getByRole('link', { name: 'add one first' })
		await link.focus()
		await expect(link).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(`${emptySite.url}/admin/add-sponsor-tier`)
		await expect(page.getByRole('heading', { level: 1, name: 'Add Sponsor Tier' })).toBeVisible()
	})

	test('without JavaScript, the link is there and works', async ({ browser, emptySite, cleanup }) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		try {
			await signInToEmptySite(emptySite, page.context(), cleanup)
			await page.goto(`${emptySite.url}/admin/addpartner`)
			await page.getByTestId('no-choices').getByRole('link', { name: 'add one first' }).click()
			await expect(page).toHaveURL(`${emptySite.url}/admin/add-sponsor-tier`)
		} finally {
			await close()
		}
	})

	test('with choices, the sponsor form keeps its Package select, hinted as the sponsor tier', async ({
		page,
		signInAs,
	}) => {
		await signInAs()
		await gotoHydrated(page, '/admin/addpartner')
		const select = page.getByRole('combobox', { name: 'Package' })
		await expect(select).toBeVisible()
		await expect(select).toHaveAccessibleDescription(
			/The sponsor tier: .*not a partnership enquiry’s package/,
		)
		await expect(page.getByTestId('no-choices')).toHaveCount(0)
	})
})

test.describe('the set-up checklist', () => {
	test('a new site: every step to do with its link; a step done shows done', async ({
		page,
		context,
		emptySite,
		cleanup,
	}) => {
		await signInToEmptySite(emptySite, context, cleanup)
		await gotoHydrated(page, `${emptySite.url}/admin/dashboard`)
		const checklist = page.getByRole('region', { name: 'Set-up checklist' })
		await expect(checklist).toContainText('10 of 10 steps left')
		const steps = checklist.getByRole('listitem')
		await expect(steps).toHaveCount(10)
		for (const step of await steps.all()) await expect(step).toContainText('To do')
		await expect(checklist.getByTestId('setup-mail')).toContainText('SMTP_URL')
		await checklist.getByRole('link', { name: 'Add a sponsor tier', exact: true }).click()
		await expect(page).toHaveURL(`${emptySite.url}/admin/add-sponsor-tier`)

		const tier = await emptySite.db
			.insertInto('sponsor_tiers')
			.values({ title: 'Checklist Tier', sort_order: 1 })
			.returning('id')
			.executeTakeFirstOrThrow()
		cleanup(() => emptySite.db.deleteFrom('sponsor_tiers').where('id', '=', tier.id).execute())
		await gotoHydrated(page, `${emptySite.url}/admin/dashboard`)
		await expect(checklist).toContainText('9 of 10 steps left')
		await expect(checklist.getByTestId('setup-sponsor-tiers')).toContainText('Done')
		await expect(checklist.getByTestId('setup-sponsor-tiers').getByRole('link')).toHaveCount(0)
		await expect(checklist.getByTestId('setup-sponsors')).toContainText('To do')
		await expect(checklist.getByRole('link', { name: 'Add a sponsor', exact: true })).toHaveAttribute(
			'href',
			'/admin/addpartner',
		)
	})

	test('the demo site: only the mail sender is left (these servers write mail to files)', async ({
		page,
		signInAs,
	}) => {
		await signInAs()
		await gotoHydrated(page, '/admin/dashboard')
		const checklist = page.getByRole('region', { name: 'Set-up checklist' })
		await expect(checklist).toContainText('1 of 10 steps left')
		await expect(checklist.getByTestId('setup-mail')).toContainText('To do')
		await expect(checklist.getByTestId('setup-speakers')).toContainText('Done')
	})

	test('a User sees no checklist', async ({ page, factory, signInAs }) => {
		await signInAs(await factory.user({ role: 'User' }))
		await gotoHydrated(page, '/admin/dashboard')
		await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
		await expect(page.getByRole('region', { name: 'Set-up checklist' })).toHaveCount(0)
	})
})
