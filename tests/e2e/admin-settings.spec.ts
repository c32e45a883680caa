/**
 * Back office site settings, Contact & organiser (/admin/settings): every message names its field,
 * the map must come from an allow-listed host, and the contact page, footer and the map's CSP frame
 * source follow a save at once; the map fields take what Google Maps gives (its embed code, an
 * address without https://) and keep the clean address, and refuse anything else keeping the input. Home page texts (/admin/home-texts): a half-filled row is refused,
 * a filled spare row becomes a takeaway, and the home page follows, with and without JavaScript.
 * Hero picture (/admin/hero-picture): a picture replaces the stored one; none opens the Error dialog.
 * Hero video (/admin/hero-video): re-encoded by the real ffmpeg, served in byte ranges, played on the
 * past-edition home with a Pause button, removed. Signed in as the seeded Administrator; the settings
 * are put back afterwards.
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
import { currentEdition, expect, gotoHydrated, test } from './fixtures.ts'
import { makeTestVideo } from '#tests/factories/videos.ts'
import { changeEdition } from './support/editions.ts'
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
		page.getByText(/^Map embed address must be a map of Google Maps or OpenStreetMap/),
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

test("the map: Google's embed code and a link without https:// are saved as clean addresses; text that is no map is refused, the input kept", async ({
	page,
}) => {
	const embed =
		'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3970.7!2d-0.1745!3d5.6037!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sgh!4v1700000000000!5m2!1sen!2sgh'
	await gotoHydrated(page, '/admin/settings')
	await page.getByLabel('Organiser name').fill('Institute of Internal Auditors Ghana (map test)')
	await page.getByLabel('Map embed address').fill('Near the Airport City roundabout, Accra')
	await page.getByLabel('Map link').fill('maps.app.goo.gl/AbCdEf123')
	await page.getByRole('button', { name: 'Save settings' }).click()
	await expect(
		page.getByText('Map embed address must be a web address, or the code a map site gives to embed its map'),
	).toBeVisible()
	await expect(page.getByLabel('Organiser name')).toHaveValue(
		'Institute of Internal Auditors Ghana (map test)',
	)
	await expect(page.getByLabel('Map link')).toHaveValue('maps.app.goo.gl/AbCdEf123')
	await expect(page.getByLabel('Map embed address')).toHaveValue('Near the Airport City roundabout, Accra')

	// What Google's "Share → Embed a map → Copy HTML" puts on the clipboard.
	await page
		.getByLabel('Map embed address')
		.fill(
			`<iframe src="${embed}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`,
		)
	await page.getByRole('button', { name: 'Save settings' }).click()
	await expect(page.getByTestId('toast')).toContainText('Settings saved')
	await expect(page.getByLabel('Map embed address')).toHaveValue(embed)
	await expect(page.getByLabel('Map link')).toHaveValue('https://maps.app.goo.gl/AbCdEf123')
	await expect(page.getByLabel('Organiser name')).toHaveValue(
		'Institute of Internal Auditors Ghana (map test)',
	)

	await page.goto('/contact')
	await expect(page.getByTitle(/Map showing/)).toHaveAttribute('src', embed)
	await expect(page.getByRole('link', { name: 'Open the map' })).toHaveAttribute(
		'href',
		'https://maps.app.goo.gl/AbCdEf123',
	)
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

test('hero video: re-encoded on upload, served in ranges, played with a Pause button on the past-edition home, removed', async ({
	page,
	db,
	site,
	cleanup,
	browser,
}) => {
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-e2e-video-'))
	cleanup(() => fs.rm(dir, { recursive: true, force: true }))
	const film = path.join(dir, 'summit.mp4')
	await makeTestVideo(film, { seconds: 3 })

	await gotoHydrated(page, '/admin/hero-video')
	await expect(page.getByTestId('no-hero-video')).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await page.getByLabel('Video').setInputFiles({
		name: 'summit.mp4',
		mimeType: 'video/mp4',
		buffer: Buffer.from('<html><script>alert(1)</script></html>'),
	})
	await page.getByRole('button', { name: 'Save video' }).click()
	await expect(page.getByText('The video must be an MP4, WebM or MOV file.')).toBeVisible()
	expect((await getSettings(db)).hero_video_key).toBeNull()

	await page.getByLabel('Video').setInputFiles(film)
	await page.getByRole('button', { name: 'Save video' }).click()
	await expect(page.getByTestId('toast')).toContainText('Video saved')
	const { hero_video_key: key } = await getSettings(db)
	expect(key).toMatch(/^site\/[0-9a-f]{16}\.mp4$/)
	cleanup(() => createLocalFileStore(site.uploadsDir).removeKey(key!))
	await expect(page.getByTestId('current-hero-video')).toHaveAttribute('src', `/uploads/${key}`)
	expect(await axeViolations(page)).toEqual([])

	// Served whole, and in the byte ranges phones' players ask for.
	const whole = await page.request.get(`/uploads/${key}`)
	expect([whole.status(), whole.headers()['content-type'], whole.headers()['accept-ranges']]).toEqual([
		200,
		'video/mp4',
		'bytes',
	])
	const size = (await whole.body()).byteLength
	const part = await page.request.get(`/uploads/${key}`, { headers: { Range: 'bytes=0-99' } })
	expect([part.status(), part.headers()['content-range'], (await part.body()).byteLength]).toEqual([
		206,
		`bytes 0-99/${size}`,
		100,
	])

	// The past-edition home plays it, muted, with a Pause button; it stays still for less motion.
	const edition = await currentEdition(db)
	await changeEdition(db, cleanup, edition, { starts_at: new Date(Date.now() - 86_400_000).toISOString() })
	for (const reducedMotion of ['no-preference', 'reduce'] as const) {
		const visitor = await browser.newContext({ reducedMotion })
		const home = await visitor.newPage()
		await home.goto('/')
		const video = home.getByTestId('past-hero').locator('video')
		await expect(video.locator('source')).toHaveAttribute('src', `/uploads/${key}`)
		const toggle = home.getByRole('button', {
			name: reducedMotion === 'reduce' ? 'Play video' : 'Pause video',
		})
		await expect(toggle).toBeVisible()
		if (reducedMotion === 'no-preference') {
			await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0)
			await toggle.click()
			await expect(home.getByRole('button', { name: 'Play video' })).toHaveAttribute('aria-pressed', 'true')
			expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
		} else {
			expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
		}
		await visitor.close()
	}

	// Removed: the hero shows its picture again and the file is gone.
	await gotoHydrated(page, '/admin/hero-video')
	await page.getByRole('button', { name: 'Remove video' }).click()
	await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
	await expect(page.getByTestId('toast')).toContainText('Video removed')
	await expect(page.getByTestId('no-hero-video')).toBeVisible()
	expect((await getSettings(db)).hero_video_key).toBeNull()
	expect((await page.request.get(`/uploads/${key}`)).status()).toBe(404)

	// A video that cannot play leaves the picture, without a dead button.
	await saveSettings(
		db,
		{ ...(await getSettings(db)), hero_video_key: 'site/0000000000000000.mp4' },
		new Date(),
	)
	await page.goto('/')
	await expect(page.getByTestId('past-hero').locator('video')).toHaveCount(0)
	await expect(page.getByTestId('past-hero').getByRole('button')).toHaveCount(0)
	await expect(page.getByTestId('past-hero-image')).toBeVisible()
})
