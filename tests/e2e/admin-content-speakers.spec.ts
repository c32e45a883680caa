/**
 * Back office content: speaker categories, speakers with photos, sponsors with logos,
 * every validation message, uploads that must be refused (nothing stored: rows and files counted),
 * and each change on the public /speakers and /sponsors pages. Signed in as the seeded Administrator;
 * every record made here has a unique name and is removed afterwards.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page, Route } from '@playwright/test'
import sharp from 'sharp'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { whileWriteLockHeld } from './support/database-lock.ts'
import { countRows, firstRow, idsWhere, storedRow } from './support/rows.ts'
import { uniqueNames } from './support/unique.ts'
import { searchList } from './support/list-search.ts'

/** The uploads folder of this worker's server. */
let uploadsDir: string
const ALL_REQUIRED = 'All fields are required, including the image!'
const { run, unique } = uniqueNames()

let dir: string
const file = (name: string) => path.join(dir, name)

/** Every stored file under the worker's uploads folder. */
async function countUploads(): Promise<number> {
	const entries = await fs.readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => [])
	return entries.filter((e) => e.isFile()).length
}

/** Offline: no request to the page's data URL gets through (the submission nor a reload). */
function offline(route: Route) {
	return route.abort('internetdisconnected')
}

function errorDialog(page: Page) {
	return page.getByRole('alertdialog', { name: 'Error' })
}

/** Expects a save to have landed on `url` with a toast saying `message`. */
async function expectSaved(page: Page, url: string, message: string) {
	await expect(page).toHaveURL(url)
	await expect(page.getByTestId('toast')).toContainText(message)
}

async function closeDialog(page: Page) {
	await errorDialog(page).getByRole('button', { name: 'OK' }).click()
	await expect(errorDialog(page)).toBeHidden()
}

test.beforeAll(async ({ site }) => {
	uploadsDir = site.uploadsDir
	dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-e2e-uploads-'))
	const portrait = (color: string) =>
		sharp({ create: { width: 600, height: 700, channels: 3, background: color } })
			.withExif({ IFD0: { Artist: 'Camera owner' } })
			.png()
	await portrait('#7c4a2d').toFile(file('photo.png'))
	await portrait('#2d4a7c').toFile(file('photo-2.png'))
	await sharp({ create: { width: 600, height: 400, channels: 4, background: '#0a7a55' } })
		.png()
		.toFile(file('logo.png'))
	await fs.writeFile(file('page.png'), '<!doctype html><html><body><script>alert(1)</script></body></html>')
	await fs.writeFile(
		file('drawing.svg'),
		'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
	)
	await fs.writeFile(file('huge.png'), Buffer.alloc(6 * 1024 * 1024, 7))
	await fs.writeFile(file('empty.png'), '')
	// A 1.5 MB image, slow to send on a throttled line (upload progress).
	const noise = Buffer.alloc(700 * 700 * 3)
	for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
	await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
		.png({ compressionLevel: 0 })
		.toFile(file('noisy.png'))
})

test.afterAll(async ({ db }) => {
	const store = createLocalFileStore(uploadsDir)
	const speakers = await db
		.selectFrom('speakers')
		.select('image_key')
		.where('full_name', 'like', `%${run}%`)
		.execute()
	const sponsors = await db
		.selectFrom('sponsors')
		.select('logo_key')
		.where('name', 'like', `%${run}%`)
		.execute()
	await db.deleteFrom('speakers').where('full_name', 'like', `%${run}%`).execute()
	await db.deleteFrom('sponsors').where('name', 'like', `%${run}%`).execute()
	await db.deleteFrom('speaker_categories').where('title', 'like', `%${run}%`).execute()
	for (const key of [...speakers.map((s) => s.image_key), ...sponsors.map((s) => s.logo_key)]) {
		if (key) await store.removeKey(key)
	}
	await fs.rm(dir, { recursive: true, force: true })
})

test.beforeEach(async ({ signInAs }) => {
	await signInAs()
})

test('a toast stays while the pointer is over it or the focus in it, and goes 6 s after it is left (WCAG 2.2.1)', async ({
	page,
	db,
	cleanup,
}) => {
	await page.clock.install()
	const title = unique('Toast Hold')
	cleanup(async () => {
		await db.deleteFrom('speaker_categories').where('title', '=', title).execute()
		// The other tests count the category activity: leave none behind.
		await db.deleteFrom('activity_log').where('description', 'like', `%${title}%`).execute()
	})
	await gotoHydrated(page, '/admin/add-category')
	await page.getByLabel('Category Title').fill(title)
	await page.getByRole('button', { name: 'Add category' }).click()
	const toast = page.getByTestId('toast')
	await expect(toast).toContainText('Category added')
	await toast.hover()
	await page.clock.runFor(20_000)
	await expect(toast).toBeVisible()
	await page.mouse.move(0, 0)
	// Focus in it (the Dismiss button) holds it too.
	await toast.getByRole('button', { name: 'Dismiss message' }).focus()
	await page.clock.runFor(20_000)
	await expect(toast).toBeVisible()
	await page
		.getByRole('heading', { level: 1 })
		.first()
		.evaluate((heading: HTMLElement) => {
			heading.tabIndex = -1
			heading.focus()
		})
	// Left, it stays for nearly 6 s more, then goes.
	await page.clock.runFor(5_500)
	await expect(toast).toBeVisible()
	await page.clock.runFor(1_000)
	await expect(toast).toBeHidden()
})

test.describe('speaker categories', () => {
	test('create, list, search, page, edit (the code stays) and delete', async ({ page, db }) => {
		// Validation: the one field is required.
		await gotoHydrated(page, '/admin/add-category')
		await page.getByRole('button', { name: 'Add category' }).click()
		await expect(page.getByText('Category Title is required')).toBeVisible()

		const title = unique('Audit Leaders')
		await page.getByLabel('Category Title').fill(title)
		await page.getByRole('button', { name: 'Add category' }).click()
		await expectSaved(page, '/admin/categories', 'Category added')
		const row = await storedRow(db, 'speaker_categories', 'title', title)
		// CAT- and the title as an upper-case slug (at most 24 characters).
		expect(row.code).toBe(`CAT-AUDIT-LEADERS-${run.toUpperCase()}`.slice(0, 28))

		// A second one of the same title gets a numeric suffix.
		await gotoHydrated(page, '/admin/add-category')
		await page.getByLabel('Category Title').fill(title)
		await page.getByRole('button', { name: 'Add category' }).click()
		await expect(page).toHaveURL('/admin/categories')
		const codes = (
			await db
				.selectFrom('speaker_categories')
				.select('code')
				.where('title', '=', title)
				.orderBy('id')
				.execute()
		).map((r) => r.code)
		expect(codes).toEqual([row.code, `${row.code}-2`])

		// Search: case-insensitive substring of the title; the newest first.
		await searchList(page, 'Search categories by title', `leaders ${run}`.toUpperCase())
		await expect(page).toHaveURL(/q=LEADERS/)
		await expect(page.getByTestId('category-row')).toHaveCount(2)
		await searchList(page, 'Search categories by title', `no such ${run}`)
		await expect(page.getByText('There are no records to display')).toBeVisible()

		// Paging: five per page by default; the seed's four and these two make a second page.
		await gotoHydrated(page, '/admin/categories')
		await expect(page.getByTestId('category-row')).toHaveCount(5)
		await page.getByRole('link', { name: 'Next' }).click()
		await expect(page).toHaveURL(/page=2/)
		await expect(page.getByTestId('category-row')).not.toHaveCount(0)
		await page.goto('/admin/categories?size=all')
		await expect(page.getByTestId('category-row')).toHaveCount(await countRows(db, 'speaker_categories'))

		// Sort by code ascending.
		await page.goto('/admin/categories?sort=code&dir=asc&size=all')
		const shownCodes = await page.getByTestId('category-row').locator('td:first-child').allTextContents()
		expect(shownCodes).toEqual([...shownCodes].sort())

		// Edit: the title changes, the code does not.
		await gotoHydrated(page, `/admin/update-category/${row.id}`)
		await expect(page.getByText(row.code)).toBeVisible()
		await page.getByLabel('Category Title').fill(unique('Renamed Leaders'))
		await page.getByRole('button', { name: 'Update category' }).click()
		await expectSaved(page, '/admin/categories', 'Category updated')
		expect(await storedRow(db, 'speaker_categories', 'id', row.id)).toMatchObject({
			title: unique('Renamed Leaders'),
			code: row.code,
		})

		// Delete a category in use: the confirm text says its speakers lose it; they keep existing.
		const speaker = await db
			.insertInto('speakers')
			.values({
				title: 'Mr.',
				full_name: unique('Category Holder'),
				designation: 'Auditor',
				company: 'Co',
				bio: 'Bio',
				category_id: row.id,
				updated_at: new Date().toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await gotoHydrated(page, `/admin/categories?q=${encodeURIComponent(run)}`)
		await page.getByRole('button', { name: `Delete ${unique('Renamed Leaders')}` }).click()
		const confirm = page.getByRole('dialog', { name: `Delete ${unique('Renamed Leaders')}?` })
		await expect(confirm).toContainText('will have no category')
		await confirm.getByRole('button', { name: 'Delete' }).click()
		await expect(page.getByTestId('toast')).toContainText('Category deleted')
		// The other category of this run (the one with the -2 code) is left.
		await expect(page.getByTestId('category-row')).toHaveCount(1)
		expect(
			await db.selectFrom('speakers').select('category_id').where('id', '=', speaker.id).execute(),
		).toEqual([{ category_id: null }])
		const activity = await db
			.selectFrom('activity_log')
			.select('type')
			.where('description', 'like', `%${run}%`)
			.execute()
		expect(activity.map((a) => a.type).sort()).toEqual([
			'Add Category',
			'Add Category',
			'Delete Category',
			'Update Category',
		])
	})

	test('a request that cannot reach the server keeps the form and says so', async ({ page }) => {
		await gotoHydrated(page, '/admin/add-category')
		await page.route('**/admin/add-category.data**', offline)
		await page.getByLabel('Category Title').fill(unique('Offline'))
		await page.getByRole('button', { name: 'Add category' }).click()
		await expect(errorDialog(page)).toContainText('Failed to submit the event. Please try again later.')
		await closeDialog(page)
		await expect(page.getByLabel('Category Title')).toHaveValue(unique('Offline'))
	})
})

/**
 * The text fields of a speaker the form accepts, named as the form posts them, for a test about
 * something else (the photo): `fullName` and fixed values.
 */
function plainSpeaker(fullName: string) {
	return { title: 'Mr.', fullName, designation: 'Auditor', role: 'Speaker', company: 'Plain Ltd', bio: 'Bio' }
}

/** Fills the add/update speaker form with `values` (the photo, a file path, only when given). */
async function fillSpeaker(
	page: Page,
	values: {
		title?: string
		fullName?: string
		designation?: string
		role?: string
		company?: string
		bio?: string
		photo?: string
	},
) {
	if (values.title)
		await page.getByRole('combobox', { name: 'Title', exact: true }).selectOption(values.title)
	if (values.fullName !== undefined) await page.getByLabel('Full name').fill(values.fullName)
	if (values.designation !== undefined) await page.getByLabel('Designation').fill(values.designation)
	if (values.role) {
		await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: values.role })
	}
	if (values.company !== undefined) await page.getByLabel('Company').fill(values.company)
	if (values.bio !== undefined) await page.getByLabel('Description').fill(values.bio)
	if (values.photo) await page.getByLabel(/^(new )?photo/i).setInputFiles(values.photo)
}

test.describe('speakers', () => {
	test('create with a photo, list, search, page, edit with a new photo and delete; /speakers follows', async ({
		page,
		db,
	}) => {
		const category = await firstRow(db, 'speaker_categories')
		const filesBefore = await countUploads()

		// Nothing filled: an Error dialog, and nothing is sent.
		await gotoHydrated(page, '/admin/add-speaker')
		await page.getByRole('button', { name: 'Add Speaker' }).click()
		await expect(errorDialog(page)).toContainText(ALL_REQUIRED)
		await closeDialog(page)
		// Everything but the photo: still the dialog.
		const name = unique('Nana Ama Owusu')
		await fillSpeaker(page, {
			title: 'Dr.',
			fullName: name,
			designation: 'Chief Risk Officer',
			role: 'Keynote Address',
			company: 'Sankofa Insurance',
			bio: 'Leads risk and assurance across West Africa.',
		})
		await page.getByLabel('Category').selectOption({ label: category.title })
		await page.getByLabel('Country').selectOption('Cameroon')
		await page.getByLabel('Display order').fill('0')
		await page.getByRole('button', { name: 'Add Speaker' }).click()
		await expect(errorDialog(page)).toContainText(ALL_REQUIRED)
		await closeDialog(page)
		expect(await idsWhere(db, 'speakers', 'full_name', name)).toEqual([])

		await fillSpeaker(page, { photo: file('photo.png') })
		await page.getByRole('button', { name: 'Add Speaker' }).click()
		await expectSaved(page, '/admin/speakers', 'Speaker added')
		const speaker = await storedRow(db, 'speakers', 'full_name', name)
		expect(speaker).toMatchObject({
			role: 'Key Address',
			country: 'Cameroon',
			category_id: category.id,
			sort_order: 0,
		})
		expect(await countUploads()).toBe(filesBefore + 3)
		const stored = await fs.readFile(path.join(uploadsDir, `${speaker.image_key}-320.webp`))
		expect((await sharp(stored).metadata()).exif).toBeUndefined()

		// Public pages at once.
		await page.goto('/speakers')
		const card = page.getByRole('listitem').filter({ hasText: name })
		await expect(card).toContainText('Chief Risk Officer')
		await expect(card.getByRole('img')).toHaveAttribute('src', new RegExp(`${speaker.image_key}-\\d+\\.webp`))
		await page.goto(`/speakers/${speaker.id}`)
		await expect(page.getByRole('heading', { level: 1 })).toContainText(name)

		// List: search by full name, case-insensitive; ten per page; sortable.
		await gotoHydrated(page, '/admin/speakers')
		await expect(page.getByTestId('speaker-row')).toHaveCount(10)
		await expect(page.getByRole('link', { name: 'Next' })).toBeVisible()
		await searchList(page, 'Search speakers by full name', `ama owusu ${run}`.toUpperCase())
		await expect(page.getByTestId('speaker-row')).toHaveCount(1)
		await expect(page.getByTestId('speaker-row')).toContainText('Keynote Address')
		await page.getByRole('link', { name: /Company/ }).click()
		await expect(page).toHaveURL(/sort=company&dir=asc/)
		await expect(page.getByTestId('speaker-row')).toHaveCount(1)

		// Edit: new designation and a new photo; the old files go, the new ones come.
		await page.getByRole('link', { name: `Edit Dr. ${name}` }).click()
		await expect(page).toHaveURL(`/admin/update-speaker/${speaker.id}`)
		await expect(page.getByLabel('Full name')).toHaveValue(name)
		await expect(page.getByLabel('Country')).toHaveValue('Cameroon')
		await fillSpeaker(page, { designation: 'Group Chief Risk Officer', photo: file('photo-2.png') })
		await page.getByRole('button', { name: 'Update Speaker' }).click()
		await expectSaved(page, '/admin/speakers', 'Speaker updated')
		const edited = await storedRow(db, 'speakers', 'id', speaker.id)
		expect(edited.designation).toBe('Group Chief Risk Officer')
		expect(edited.image_key).not.toBe(speaker.image_key)
		expect(await countUploads()).toBe(filesBefore + 3)
		await expect(fs.access(path.join(uploadsDir, `${speaker.image_key}-320.webp`))).rejects.toThrow()
		await page.goto('/speakers')
		await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(
			'Group Chief Risk Officer',
		)

		// Edit without a photo keeps it; a required field emptied shows the dialog.
		await gotoHydrated(page, `/admin/update-speaker/${speaker.id}`)
		await page.getByLabel('Company').fill('')
		await page.getByLabel('Company').press('Tab')
		await expect(page.getByText('Company is required')).toBeVisible()
		await page.getByRole('button', { name: 'Update Speaker' }).click()
		await expect(errorDialog(page)).toContainText(ALL_REQUIRED)
		await closeDialog(page)

		// Delete: confirm, the row, the public card and the files go.
		await gotoHydrated(page, `/admin/speakers?q=${encodeURIComponent(run)}`)
		await page.getByRole('button', { name: `Delete Dr. ${name}` }).click()
		await page
			.getByRole('dialog', { name: `Delete Dr. ${name}?` })
			.getByRole('button', { name: 'Delete' })
			.click()
		await expect(page.getByTestId('toast')).toContainText('Speaker deleted')
		expect(await idsWhere(db, 'speakers', 'id', speaker.id)).toEqual([])
		expect(await countUploads()).toBe(filesBefore)
		await page.goto('/speakers')
		await expect(page.getByText(name)).toHaveCount(0)
	})

	test('every refused upload shows its message and stores nothing', async ({ page, db }) => {
		const name = unique('Refused Upload')
		const before = { files: await countUploads() }
		const cases = [
			{ file: 'page.png', message: 'The photo must be a JPEG, PNG or WebP image.' }, // HTML renamed: the server decodes
			{ file: 'drawing.svg', message: 'The photo must be a JPEG, PNG or WebP image.' },
			{ file: 'huge.png', message: 'The image must be 5 MB or smaller.' },
			{ file: 'empty.png', message: 'The file is empty.' },
		]
		const fields = { ...plainSpeaker(name), title: 'Mrs.', role: 'Panelist', company: 'Refusals Ltd' }
		await gotoHydrated(page, '/admin/add-speaker')
		await fillSpeaker(page, fields)
		for (const c of cases) {
			await page.getByLabel('Photo').setInputFiles(file(c.file))
			await page.getByRole('button', { name: 'Add Speaker' }).click()
			await expect(page.getByText(c.message)).toBeVisible()
			await expect(page).toHaveURL('/admin/add-speaker')
			// The form keeps its input.
			await expect(page.getByLabel('Full name')).toHaveValue(name)
		}
		expect(await idsWhere(db, 'speakers', 'full_name', name)).toEqual([])
		expect(await countUploads()).toBe(before.files)

		// The same files posted straight to the server (no browser checks) are refused there too.
		const post = async (name: string, mimeType: string) =>
			page.request.post('/admin/add-speaker', {
				multipart: { ...fields, photo: { name, mimeType, buffer: await fs.readFile(file(name)) } },
				maxRedirects: 0,
			})
		for (const [name, type, message] of [
			['page.png', 'image/png', 'The photo must be a JPEG, PNG or WebP image.'],
			['drawing.svg', 'image/svg+xml', 'The photo must be a JPEG, PNG or WebP image.'],
			['empty.png', 'image/png', 'The file is empty.'],
		] as const) {
			const response = await post(name, type)
			expect(response.status(), name).toBe(400)
			expect(await response.text()).toContain(message)
		}
		const huge = await post('huge.png', 'image/png')
		expect(huge.status()).toBe(413)
		// Just over 5 MB: read by the action's streaming parser, which stops at the limit.
		const justOver = await page.request.post('/admin/add-speaker', {
			multipart: {
				...fields,
				photo: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
			},
			maxRedirects: 0,
		})
		expect(justOver.status()).toBe(413)
		expect(await justOver.text()).toContain('The image must be 5 MB or smaller.')
		const missing = await page.request.post('/admin/add-speaker', {
			multipart: { ...fields, bio: '' },
			maxRedirects: 0,
		})
		expect(missing.status()).toBe(400)
		expect(await missing.text()).toContain(ALL_REQUIRED)
		expect(await idsWhere(db, 'speakers', 'full_name', name)).toEqual([])
		expect(await countUploads()).toBe(before.files)
	})

	test('the upload shows its progress, and an unreachable server keeps the form', async ({ page, db }) => {
		const name = unique('Progress Speaker')
		await gotoHydrated(page, '/admin/add-speaker')
		await fillSpeaker(page, { ...plainSpeaker(name), company: 'Slow Line Ltd', photo: file('noisy.png') })
		// A network failure first: the failure message, the input kept.
		await page.route('**/admin/add-speaker.data**', offline)
		await page.getByRole('button', { name: 'Add Speaker' }).click()
		await expect(errorDialog(page)).toContainText('Failed to submit the event. Please try again later.')
		await closeDialog(page)
		await expect(page.getByLabel('Full name')).toHaveValue(name)
		await page.unroute('**/admin/add-speaker.data**')

		// Then on a slow line: a determinate progress bar while the bytes go up.
		const cdp = await page.context().newCDPSession(page)
		await cdp.send('Network.enable')
		await cdp.send('Network.emulateNetworkConditions', {
			offline: false,
			latency: 20,
			downloadThroughput: -1,
			uploadThroughput: 400 * 1024,
		})
		await page.getByRole('button', { name: 'Add Speaker' }).click()
		await expect(page.getByTestId('upload-progress')).toContainText(/Uploading… \d+%/)
		await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', /\d+/)
		await expect(page).toHaveURL('/admin/speakers', { timeout: 20_000 })
		await cdp.send('Network.emulateNetworkConditions', {
			offline: false,
			latency: 0,
			downloadThroughput: -1,
			uploadThroughput: -1,
		})
		expect(await idsWhere(db, 'speakers', 'full_name', name)).toHaveLength(1)
	})
})

test.describe('sponsors and partners', () => {
	test('create with a logo, list, search, page, reorder tiers and delete; /sponsors follows', async ({
		page,
		db,
	}) => {
		const filesBefore = await countUploads()
		await gotoHydrated(page, '/admin/addpartner')
		await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
		await expect(errorDialog(page)).toContainText(ALL_REQUIRED)
		await closeDialog(page)
		await page.getByLabel('Package').selectOption({ label: 'Media Partner' })
		await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
		await expect(errorDialog(page)).toContainText(ALL_REQUIRED)
		await closeDialog(page)

		// A bad website and a refused logo keep the user on the form.
		const name = unique('Harmattan Radio')
		await page.getByLabel('Name').fill(name)
		await page.getByLabel('Website').fill('ftp://harmattan.example')
		await page.getByLabel('Logo').setInputFiles(file('page.png'))
		await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
		await expect(page.getByText('Enter a web address starting with http:// or https://')).toBeVisible()
		await page.getByLabel('Website').fill('https://harmattan.example')
		await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
		await expect(page.getByText('The logo must be a JPEG, PNG or WebP image.')).toBeVisible()
		for (const [refused, message] of [
			['drawing.svg', 'The logo must be a JPEG, PNG or WebP image.'],
			['huge.png', 'The image must be 5 MB or smaller.'],
			['empty.png', 'The file is empty.'],
		] as const) {
			await page.getByLabel('Logo').setInputFiles(file(refused))
			await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
			await expect(page.getByText(message)).toBeVisible()
		}
		expect(await idsWhere(db, 'sponsors', 'name', name)).toEqual([])
		expect(await countUploads()).toBe(filesBefore)

		await page.getByLabel('Logo').setInputFiles(file('logo.png'))
		await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
		await expectSaved(page, '/admin/sponsordata', 'Success')
		const sponsor = await storedRow(db, 'sponsors', 'name', name)
		expect(sponsor.website).toBe('https://harmattan.example')
		expect(await countUploads()).toBe(filesBefore + 2)

		await page.goto('/sponsors')
		const media = page
			.locator('section')
			.filter({ has: page.getByRole('heading', { level: 2, name: 'Media Partner (s)' }) })
		await expect(media.getByRole('img', { name: `${name} logo` })).toBeVisible()

		// List: search by name or tier title, case-insensitive; 5 per page; sortable.
		await gotoHydrated(page, '/admin/sponsordata')
		await expect(page.getByPlaceholder('Search by title...')).toBeVisible()
		await expect(page.getByTestId('sponsor-row')).toHaveCount(5)
		await page.getByRole('link', { name: 'Next' }).click()
		await expect(page.getByTestId('sponsor-row')).not.toHaveCount(0)
		await searchList(page, 'Search sponsors by title or name', `harmattan radio ${run}`.toUpperCase())
		await expect(page.getByTestId('sponsor-row')).toHaveCount(1)
		await expect(page.getByTestId('sponsor-row')).toContainText('Media Partner')
		await searchList(page, 'Search sponsors by title or name', 'media partner')
		const mediaRows = await page.getByTestId('sponsor-row').count()
		expect(mediaRows).toBeGreaterThanOrEqual(1)
		await page.goto('/admin/sponsordata?sort=title&dir=asc&size=all')
		const tiers = await page.getByTestId('sponsor-row').locator('td:first-child').allTextContents()
		expect(tiers).toEqual([...tiers].sort())

		// Tier order: Previous Partner up one place, on /sponsors too; then back.
		const order = async () =>
			(
				await db.selectFrom('sponsor_tiers').select('title').orderBy('sort_order').orderBy('id').execute()
			).map((t) => t.title)
		const before = await order()
		await page.getByRole('button', { name: 'Move Previous Partner up' }).click()
		await expect(page.getByTestId('toast')).toContainText('Tier order saved')
		const moved = await order()
		expect(moved.indexOf('Previous Partner')).toBe(before.indexOf('Previous Partner') - 1)
		await page.goto('/sponsors')
		const headings = await page.getByRole('heading', { level: 2, name: / \(s\)$/ }).allTextContents()
		expect(headings).toEqual(moved.filter((t) => headings.includes(`${t} (s)`)).map((t) => `${t} (s)`))
		await gotoHydrated(page, '/admin/sponsordata')
		await page.getByRole('button', { name: 'Move Previous Partner down' }).click()
		await expect(page.getByTestId('toast')).toContainText('Tier order saved')
		expect(await order()).toEqual(before)

		// Delete: confirm, reload, the row and the logo files go.
		await gotoHydrated(page, `/admin/sponsordata?q=${encodeURIComponent(run)}`)
		await page.getByRole('button', { name: `Delete ${name}` }).click()
		await page
			.getByRole('dialog', { name: `Delete ${name}?` })
			.getByRole('button', { name: 'Delete' })
			.click()
		await expect(page.getByTestId('toast')).toContainText('Sponsor deleted')
		await expect(page.getByText('There are no records to display')).toBeVisible()
		expect(await countUploads()).toBe(filesBefore)
		await page.goto('/sponsors')
		await expect(page.getByRole('img', { name: `${name} logo` })).toHaveCount(0)
	})

	test('edit from the list: another tier, a new name and logo; /sponsors shows it under the new tier', async ({
		page,
		db,
	}) => {
		const name = unique('Volta Ledger')
		const renamed = unique('Volta Ledger Group')
		const filesBefore = await countUploads()
		await gotoHydrated(page, '/admin/addpartner')
		await page.getByLabel('Package').selectOption({ label: 'Media Partner' })
		await page.getByLabel('Name').fill(name)
		await page.getByLabel('Logo').setInputFiles(file('logo.png'))
		await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
		await expectSaved(page, '/admin/sponsordata', 'Success')
		const { id, logo_key: oldLogo, tier_id: tierId } = await storedRow(db, 'sponsors', 'name', name)

		await gotoHydrated(page, `/admin/sponsordata?q=${encodeURIComponent(name)}`)
		await page.getByRole('link', { name: `Edit ${name}` }).click()
		await expect(page).toHaveURL(`/admin/update-sponsor/${id}`)
		await expect(page.getByRole('heading', { level: 1, name: 'Update Sponsor/Partner' })).toBeVisible()
		await expect(page.getByLabel('Package')).toHaveValue(String(tierId))
		await expect(page.getByLabel('Name')).toHaveValue(name)
		await expect(page.getByRole('img', { name: `Current logo of ${name}` })).toBeVisible()
		await page.getByLabel('Package').selectOption({ label: 'Partner' })
		await page.getByLabel('Name').fill(renamed)
		await page.getByLabel('New logo').setInputFiles(file('logo.png'))
		await page.getByRole('button', { name: 'Update Sponsor/Partner' }).click()
		await expectSaved(page, '/admin/sponsordata', 'Sponsor updated')
		const updated = await storedRow(db, 'sponsors', 'id', id)
		expect(updated.name).toBe(renamed)
		expect(updated.logo_key).not.toBe(oldLogo)
		expect(await countUploads()).toBe(filesBefore + 2)

		await page.goto('/sponsors')
		const partners = page
			.locator('section')
			.filter({ has: page.getByRole('heading', { level: 2, name: 'Partner (s)', exact: true }) })
		await expect(partners.getByRole('img', { name: `${renamed} logo` })).toBeVisible()
		await expect(page.getByRole('img', { name: `${name} logo`, exact: true })).toHaveCount(0)

		const response = await page.goto('/admin/update-sponsor/99999999')
		expect(response?.status()).toBe(404)

		await gotoHydrated(page, `/admin/sponsordata?q=${encodeURIComponent(renamed)}`)
		await page.getByRole('button', { name: `Delete ${renamed}` }).click()
		await page
			.getByRole('dialog', { name: `Delete ${renamed}?` })
			.getByRole('button', { name: 'Delete' })
			.click()
		await expect(page.getByTestId('toast')).toContainText('Sponsor deleted')
		expect(await countUploads()).toBe(filesBefore)
	})

	test('tiers: add one (last on the list), rename it (/sponsors follows), delete only while it has no sponsors', async ({
		page,
		db,
	}) => {
		const title = unique('Gold Sponsor')
		const renamed = unique('Platinum Sponsor')
		const panel = page.getByTestId('tier-order')
		await gotoHydrated(page, '/admin/sponsordata')
		await page.getByRole('link', { name: 'Add tier' }).click()
		await expect(page).toHaveURL('/admin/add-sponsor-tier')
		await page.getByRole('button', { name: 'Add tier' }).click()
		await expect(page.getByText('Tier Title is required')).toBeVisible()
		await page.getByLabel('Tier Title').fill('Media Partner')
		await page.getByRole('button', { name: 'Add tier' }).click()
		await expect(page.getByText('Another tier already has this title')).toBeVisible()
		await page.getByLabel('Tier Title').fill(title)
		await page.getByRole('button', { name: 'Add tier' }).click()
		await expectSaved(page, '/admin/sponsor-tiers', 'Sponsor tier added')
		await expect(panel.getByRole('listitem').last()).toContainText(`${title}0 sponsors`)

		// A logo under it: the tier shows on /sponsors and cannot be deleted.
		const tier = await storedRow(db, 'sponsor_tiers', 'title', title)
		const sponsor = unique('Tier Test Bank')
		await db
			.insertInto('sponsors')
			.values({ tier_id: tier.id, name: sponsor, logo_key: 'sponsors/none' })
			.execute()
		await gotoHydrated(page, '/admin/sponsordata')
		await expect(panel.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0)
		await panel.getByRole('link', { name: `Edit ${title}` }).click()
		await expect(page.getByLabel('Tier Title')).toHaveValue(title)
		await page.getByLabel('Tier Title').fill(renamed)
		await page.getByRole('button', { name: 'Update tier' }).click()
		await expectSaved(page, '/admin/sponsor-tiers', 'Sponsor tier updated')
		await page.goto('/sponsors')
		await expect(page.getByRole('heading', { level: 2, name: `${renamed} (s)` })).toBeVisible()

		// Without sponsors it can be deleted; the sponsor tier choices lose it.
		await db.deleteFrom('sponsors').where('tier_id', '=', tier.id).execute()
		await gotoHydrated(page, '/admin/sponsordata')
		await panel.getByRole('button', { name: `Delete ${renamed}` }).click()
		await page
			.getByRole('dialog', { name: `Delete ${renamed}?` })
			.getByRole('button', { name: 'Delete' })
			.click()
		await expect(page.getByTestId('toast')).toContainText('Tier deleted')
		expect(await idsWhere(db, 'sponsor_tiers', 'title', renamed)).toEqual([])
		await page.goto('/admin/addpartner')
		await expect(page.getByLabel('Package').locator('option', { hasText: renamed })).toHaveCount(0)
	})

	test('a save that fails on the server shows a "Server Error" warning and stores nothing', async ({
		page,
		db,
	}) => {
		const name = unique('Locked Out Media')
		const filesBefore = await countUploads()
		await gotoHydrated(page, '/admin/addpartner')
		await page.getByLabel('Package').selectOption({ label: 'Media Partner' })
		await page.getByLabel('Name').fill(name)
		await page.getByLabel('Logo').setInputFiles(file('logo.png'))
		await whileWriteLockHeld(db, async () => {
			await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
			const warning = page.getByRole('alertdialog', { name: 'Warning' })
			await expect(warning).toContainText('Server Error', { timeout: 15_000 })
		})
		await expect(page.getByLabel('Name')).toHaveValue(name)
		expect(await idsWhere(db, 'sponsors', 'name', name)).toEqual([])
		expect(await countUploads()).toBe(filesBefore)
	})

	test.describe('without JavaScript', () => {
		// The test's page has JavaScript off; `beforeEach` above signed its context in.
		test.use({ javaScriptEnabled: false })

		test('the add form works without JavaScript (a plain multipart POST)', async ({ page, db }) => {
			const name = unique('No Script Partner')
			await page.goto('/admin/addpartner')
			await page.getByLabel('Package').selectOption({ label: 'Partner' })
			await page.getByLabel('Name').fill(name)
			await page.getByLabel('Logo').setInputFiles(file('page.png'))
			await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
			await expect(page.getByText('The logo must be a JPEG, PNG or WebP image.')).toBeVisible()
			await expect(page.getByLabel('Name')).toHaveValue(name)
			await page.getByLabel('Logo').setInputFiles(file('logo.png'))
			await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
			await expect(page).toHaveURL('/admin/sponsordata')
			expect(await idsWhere(db, 'sponsors', 'name', name)).toHaveLength(1)
		})

		test('a tier is added, and deleted through its confirm dialog, without JavaScript', async ({
			page,
			db,
		}) => {
			const title = unique('No Script Tier')
			await page.goto('/admin/add-sponsor-tier')
			await page.getByLabel('Tier Title').fill(title)
			await page.getByRole('button', { name: 'Add tier' }).click()
			await expect(page).toHaveURL('/admin/sponsor-tiers')
			const panel = page.getByTestId('tier-order')
			// Without JavaScript, Delete is a link to the page with its confirmation open.
			await panel.getByRole('link', { name: `Delete ${title}` }).click()
			const dialog = page.getByRole('dialog', { name: `Delete ${title}?` })
			await dialog.getByRole('link', { name: 'Cancel' }).click()
			await expect(dialog).toBeHidden()
			await expect(page).toHaveURL('/admin/sponsor-tiers')
			await panel.getByRole('link', { name: `Delete ${title}` }).click()
			await dialog.getByRole('button', { name: 'Delete' }).click()
			await expect(page.getByTestId('toast')).toContainText('Tier deleted')
			expect(await idsWhere(db, 'sponsor_tiers', 'title', title)).toEqual([])
		})
	})
})
