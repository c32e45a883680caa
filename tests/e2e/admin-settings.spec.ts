/**
 * Back office site settings, Contact & organiser (/admin/settings): every message names its field,
 * the map must come from an allow-listed host, and the contact page, footer and the map's CSP frame
 * source follow a save at once. Home page texts (/admin/home-texts): a half-filled row is refused,
 * a filled spare row becomes a takeaway, and the home page follows, with and without JavaScript.
 * Hero picture (/admin/hero-picture): a picture replaces the stored one; none opens the Error dialog. Signed in as the seeded Administrator; the settings are put back
 * afterwards.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
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

test('home page texts: a half-filled row is refused; a new takeaway and heading show on the home page', async ({
	page,
}) => {
	await gotoHydrated(page, '/admin/home-texts')
	await expect(page.getByRole('heading', { level: 1, name: 'Home page texts' })).toBeVisible()
	const rows = await page.getByRole('textbox', { name: /^Title \d+$/ }).count()
	// The last two rows are spare.
	await expect(page.getByRole('textbox', { name: `Title ${rows}`, exact: true })).toHaveValue('')
	await page.getByRole('textbox', { name: `Title ${rows - 1}`, exact: true }).fill('Lunch with the speakers')
	await page.getByRole('button', { name: 'Save home page' }).click()
	await expect(page.getByText('Takeaway text is required')).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await page
		.getByRole('textbox', { name: `Text ${rows - 1}`, exact: true })
		.fill('A seated lunch on day one, at tables hosted by the keynote speakers.')
	await page.getByLabel('About heading').fill('Two days that change how you audit')
	await page.getByRole('button', { name: 'Save home page' }).click()
	await expect(page.getByTestId('toast')).toContainText('Home page saved')

	await page.goto('/')
	await expect(
		page.getByRole('heading', { level: 2, name: 'Two days that change how you audit' }),
	).toBeVisible()
	await expect(page.getByRole('heading', { level: 3, name: 'Lunch with the speakers' })).toBeVisible()
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('home page texts save by a plain form post; an emptied row disappears from the home page', async ({
		page,
	}) => {
		await page.goto('/admin/home-texts')
		const first = await page.getByRole('textbox', { name: 'Title 1', exact: true }).inputValue()
		await page.getByRole('textbox', { name: 'Title 1', exact: true }).fill('')
		await page.getByRole('textbox', { name: 'Text 1', exact: true }).fill('')
		await page.getByRole('button', { name: 'Save home page' }).click()
		await expect(page.getByTestId('toast')).toContainText('Home page saved')
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 3, name: first })).toHaveCount(0)
	})
})

test('hero picture: without a file the Error dialog opens; a picture is stored and shown as the current one', async ({
	page,
	db,
	site,
}) => {
	// The seeded picture stays as it is: the test's picture replaces none, and is removed afterwards.
	await db.updateTable('settings').set({ hero_image_key: null }).execute()
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-e2e-hero-'))
	const file = path.join(dir, 'hero.png')
	await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0a7a55' } })
		.png()
		.toFile(file)

	await gotoHydrated(page, '/admin/hero-picture')
	await page.getByRole('button', { name: 'Save picture' }).click()
	const dialog = page.getByRole('alertdialog', { name: 'Error' })
	await expect(dialog).toContainText('All fields are required, including the image!')
	await dialog.getByRole('button', { name: 'OK' }).click()

	await page.getByLabel('Picture').setInputFiles(file)
	await page.getByRole('button', { name: 'Save picture' }).click()
	await expect(page.getByTestId('toast')).toContainText('Picture saved')
	const { hero_image_key: key } = await getSettings(db)
	expect(key).toMatch(/^site\//)
	await expect(page.getByAltText('The current hero picture')).toHaveAttribute(
		'src',
		`/uploads/${key}-800.webp`,
	)
	expect((await page.request.get(`/uploads/${key}-2400.webp`)).status()).toBe(200)

	await createLocalFileStore(site.uploadsDir).removeKey(key!)
	await fs.rm(dir, { recursive: true, force: true })
})
