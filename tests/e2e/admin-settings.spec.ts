/**
 * Back office site settings, Contact & organiser (/admin/settings): every message names its field,
 * the map must come from an allow-listed host, and the contact page, footer and the map's CSP frame
 * source follow a save at once. Signed in as the seeded Administrator; the settings are put back
 * afterwards.
 */
import type { Database } from '#app/db/connect.server.ts'
import {
	getSettings,
	saveSettings,
	type SiteSettings,
} from '#app/modules/settings/settings.queries.server.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'

let saved: SiteSettings

test.beforeAll(async ({ db }) => {
	saved = await getSettings(db)
})

test.afterAll(async ({ db }: { db: Database }) => {
	await saveSettings(db, saved, new Date())
})

test.beforeEach(async ({ signInAs }) => {
	await signInAs()
})

test('contact details: messages name their field; a save shows on /contact, in the footer and in the CSP', async ({
	page,
	request,
}) => {
	await gotoHydrated(page, '/admin/settings')
	await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible()
	await page
		.getByRole('textbox', { name: 'Address', exact: true })
		.fill('Airport City Conference Pavilion\nLiberation Road\nAccra, Ghana')
	await page.getByLabel('Phone numbers').fill('+233 30 221 0000\n024 555 0101')
	await page.getByLabel('Map embed address').fill('https://maps.evil.example/embed')
	await page.getByLabel('Facebook').fill('javascript:alert(1)')
	await page.getByRole('button', { name: 'Save settings' }).click()
	await expect(
		page.getByText('Map embed address must be on www.openstreetmap.org or www.google.com'),
	).toBeVisible()
	await expect(page.getByText('Facebook must be a web address starting with https://')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(/Liberation Road/)
	expect(await axeViolations(page)).toEqual([])

	await page
		.getByLabel('Map embed address')
		.fill('https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3970!2d-0.17!3d5.6')
	await page.getByLabel('Facebook').fill('https://www.facebook.com/iia.ghana')
	await page.getByRole('button', { name: 'Save settings' }).click()
	await expect(page.getByTestId('toast')).toContainText('Settings saved')

	await page.goto('/contact')
	await expect(page.getByTestId('contact-address')).toHaveText(
		'Airport City Conference Pavilion\nLiberation Road\nAccra, Ghana',
	)
	await expect(page.getByRole('link', { name: '024 555 0101' }).first()).toHaveAttribute(
		'href',
		'tel:0245550101',
	)
	await expect(page.getByTitle(/Map showing/)).toHaveAttribute(
		'src',
		/^https:\/\/www\.google\.com\/maps\/embed/,
	)
	const footer = page.getByRole('contentinfo')
	await expect(footer.getByRole('link', { name: '+233 30 221 0000' })).toHaveAttribute(
		'href',
		'tel:+233302210000',
	)
	await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
		'href',
		'https://www.facebook.com/iia.ghana',
	)
	const csp = (await request.get('/contact')).headers()['content-security-policy']!
	expect(csp).toContain('frame-src https://www.google.com')
})
