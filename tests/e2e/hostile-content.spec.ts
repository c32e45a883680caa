/**
 * Hostile input through the back office's content screens: one payload of each kind is typed into
 * every text field of categories, speakers, sponsors, sponsor tiers, event data, sessions and blog posts, and the rest of the
 * corpus is parsed with the same form schema and stored by the module function the form's action
 * calls (see `TYPED_VALUES`). Every value is stored exactly and shown as escaped text on every page
 * that shows it (public and back office), with a listener for dialogs, page errors and
 * `window.__xss` on each page. Searching for a value with SQL meta-characters finds that one record.
 * Signed in as the seeded Administrator; everything made here is removed (and the current edition
 * restored) after the test.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { ZodType } from 'zod'
import sharp from 'sharp'
import type { Database } from '#app/db/connect.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { createSession } from '#app/modules/agenda/session-admin.server.ts'
import { SessionSchema } from '#app/modules/agenda/session.schema.ts'
import { updateEditionData } from '#app/modules/editions/edition-admin.server.ts'
import { EditionSchema, editionFormDefaults } from '#app/modules/editions/edition.schema.ts'
import { addBlogPost } from '#app/modules/blog/blog-post-admin.server.ts'
import { BlogPostSchema } from '#app/modules/blog/blog-post.schema.ts'
import { saveMediaCategory } from '#app/modules/blog/media-category-admin.server.ts'
import { MediaCategorySchema } from '#app/modules/blog/media-category.schema.ts'
import { savePackage } from '#app/modules/partnerships/package-admin.server.ts'
import { PackageSchema } from '#app/modules/partnerships/package.schema.ts'
import { ContactSettingsSchema } from '#app/modules/settings/contact-settings.schema.ts'
import { HomeTextsSchema } from '#app/modules/settings/home-texts.schema.ts'
import { PrivacyNoticeFormSchema } from '#app/modules/settings/privacy-notice.schema.ts'
import {
	saveContactSettings,
	saveHomeTexts,
	savePrivacyNotice,
} from '#app/modules/settings/settings-admin.server.ts'
import { getSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { addCategory } from '#app/modules/speaker-categories/speaker-category-admin.server.ts'
import { CategorySchema } from '#app/modules/speaker-categories/speaker-category.schema.ts'
import { addSpeaker } from '#app/modules/speakers/speaker-admin.server.ts'
import { NewSpeakerSchema } from '#app/modules/speakers/speaker.schema.ts'
import { addSponsor, saveSponsorTier } from '#app/modules/sponsors/sponsor-admin.server.ts'
import { SponsorSchema, SponsorTierSchema } from '#app/modules/sponsors/sponsor.schema.ts'
import type { CleanupTask } from '#tests/factories/cleanups.ts'
import { currentEdition, currentEditionDay, expect, gotoHydrated, test as base } from './fixtures.ts'
import { HOSTILE_VALUES, parseAsSubmitted, STORED_VALUES, TYPED_VALUES, watch } from './hostile-payloads.ts'
import { restoreEditionAfterTest } from './support/editions.ts'
import { highestId, storedRow } from './support/rows.ts'
import { seededAdministrator } from './support/sessions.ts'

/** The fixtures, and `watcher`: the test's page watched for anything a payload runs (`watch`). */
const test = base.extend<{ watcher: ReturnType<typeof watch> }>({
	watcher: async ({ page }, provide) => provide(watch(page)),
})

const values = HOSTILE_VALUES
let dir: string
let picture: string

/** The test picture as the form would send it. */
async function pictureFile(): Promise<File> {
	return new File([await fs.readFile(picture)], 'picture.png', { type: 'image/png' })
}

/** Fails the test with the refusal when a module function did not store a value. */
function expectStored(result: { ok: boolean }, value: string) {
	expect(result, value).toMatchObject({ ok: true })
}

test.beforeAll(async () => {
	dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-e2e-hostile-'))
	picture = path.join(dir, 'picture.png')
	await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7c4a2d' } })
		.png()
		.toFile(picture)
})

test.afterAll(async () => {
	await fs.rm(dir, { recursive: true, force: true })
})

test.beforeEach(async ({ signInAs }) => {
	await signInAs()
})

/**
 * The back office list at `url` searched for `value` shows `count` rows (one unless another record
 * holds the same text), the value as text among them.
 */
async function expectOneRow(page: Page, url: string, rowTestId: string, value: string, count = 1) {
	await page.goto(`${url}?q=${encodeURIComponent(value)}`)
	const rows = page.getByTestId(rowTestId)
	await expect(rows, `${url} searched for ${value}`).toHaveCount(count)
	// Narrow screens' copies of the cells are hidden on a wide one: the visible cell shows the text.
	await expect(rows.getByText(value, { exact: true }).filter({ visible: true }).first()).toBeVisible()
}

type ContentTable =
	| 'speaker_categories'
	| 'speakers'
	| 'sponsors'
	| 'agenda_sessions'
	| 'media_categories'
	| 'partnership_packages'
	| 'blog_posts'

/**
 * The highest id in `table` now; after the test the rows above it, made by the test, are deleted,
 * and with `uploadsDir` their stored pictures too. By id, not by value: the corpus holds names the
 * demo content also uses (a seeded speaker is called Ésaïe N'Guessan), so matching by value alone
 * would also find, and clean up, seeded rows.
 */
async function removeNewRowsAfterTest(
	db: Database,
	cleanup: (task: CleanupTask) => void,
	table: ContentTable,
	uploadsDir?: string,
): Promise<number> {
	const before = await highestId(db, table)
	cleanup(async () => {
		const keys =
			table === 'speakers'
				? await db.selectFrom('speakers').select('image_key as key').where('id', '>', before).execute()
				: table === 'sponsors'
					? await db.selectFrom('sponsors').select('logo_key as key').where('id', '>', before).execute()
					: []
		await db.deleteFrom(table).where('id', '>', before).execute()
		if (uploadsDir)
			await removeUploads(
				uploadsDir,
				keys.map((k) => k.key),
			)
	})
	return before
}

/** Removes stored pictures by key from `uploadsDir` (the rows are deleted by the caller). */
async function removeUploads(uploadsDir: string, keys: (string | null)[]) {
	const store = createLocalFileStore(uploadsDir)
	for (const key of keys) if (key) await store.removeKey(key)
}

/**
 * Types each of `TYPED_VALUES` into the title field (`label`) of the one-field form at `url`, submits
 * it with `button` and expects to land on `savedUrl`; then stores each of `STORED_VALUES` with `save`
 * (the module function the form's action calls, given the title as the form's schema parses it).
 */
async function titleEveryWay(
	page: Page,
	[url, label, button, savedUrl]: [string, string, string, string],
	save: (title: string) => Promise<unknown>,
) {
	for (const value of TYPED_VALUES) {
		await gotoHydrated(page, url)
		await page.getByLabel(label).fill(value)
		await page.getByRole('button', { name: button }).click()
		await expect(page, value).toHaveURL(savedUrl)
	}
	for (const value of STORED_VALUES) await save(value)
}

/**
 * Every hostile value as a title of the ordered list `table` (a sponsor tier, a media category):
 * typed into its add form (`form`: URL, label, button, the list it lands on; see `titleEveryWay`) or
 * saved as the form's `schema` parses it with `save`. Expects each stored exactly and returns the rows
 * made after id `before`.
 */
async function orderedTitlesEveryWay(
	page: Page,
	db: Database,
	table: 'sponsor_tiers' | 'media_categories' | 'partnership_packages',
	before: number,
	{
		form,
		schema,
		save,
	}: {
		form: [string, string, string, string]
		schema: ZodType<{ title: string }>
		save: (db: Database, actor: Actor, id: null, title: string, now: Date) => Promise<{ ok: boolean }>
	},
): Promise<{ id: number; title: string }[]> {
	const admin = await seededAdministrator(db)
	await titleEveryWay(page, form, async (title) =>
		expectStored(await save(db, admin, null, parseAsSubmitted(schema, { title }).title, new Date()), title),
	)
	const rows = await db.selectFrom(table).select(['id', 'title']).where('id', '>', before).execute()
	expect(rows.map((row) => row.title).sort()).toEqual([...values].sort())
	return rows
}

/** The seeded Administrator; the site settings as they are now are put back after the test. */
async function adminWithSettingsRestored(db: Database, cleanup: (task: CleanupTask) => void) {
	const saved = await getSettings(db)
	cleanup(() => saveSettings(db, saved, new Date()))
	return seededAdministrator(db)
}

/** Opens `path` and expects the select labelled `label` to offer every hostile value as it was stored. */
async function expectEveryValueOffered(
	page: Page,
	watcher: ReturnType<typeof watch>,
	path: string,
	label: string,
) {
	await watcher.open(path)
	const options = await page.getByLabel(label).locator('option').allTextContents()
	for (const value of values) expect(options).toContain(value)
}

async function recentActivityShowsNothingRunning(page: Page, watcher: ReturnType<typeof watch>) {
	await watcher.open('/admin/dashboard')
	await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible()
}

test.describe('hostile input through the content screens', () => {
	test.describe.configure({ timeout: 120_000 })

	test('speaker categories: stored exactly, shown as text in the list and the speaker form', async ({
		page,
		db,
		cleanup,
		watcher,
	}) => {
		const before = await removeNewRowsAfterTest(db, cleanup, 'speaker_categories')
		const admin = await seededAdministrator(db)
		await titleEveryWay(
			page,
			['/admin/add-category', 'Category Title', 'Add category', '/admin/categories'],
			(title) => addCategory(db, admin, parseAsSubmitted(CategorySchema, { title }), new Date()),
		)
		const stored = await db
			.selectFrom('speaker_categories')
			.select('title')
			.where('id', '>', before)
			.execute()
		expect(stored.map((c) => c.title).sort()).toEqual([...values].sort())
		for (const value of values) await expectOneRow(page, '/admin/categories', 'category-row', value)
		await watcher.assertNothingRan()

		await expectEveryValueOffered(page, watcher, '/admin/add-speaker', 'Category')
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('media categories: stored exactly, shown as text in the list, the Media menu and their blog lists', async ({
		page,
		db,
		cleanup,
		watcher,
	}) => {
		const before = await removeNewRowsAfterTest(db, cleanup, 'media_categories')
		const stored = await orderedTitlesEveryWay(page, db, 'media_categories', before, {
			form: ['/admin/add-media-category', 'Category Title', 'Add category', '/admin/media-categories'],
			schema: MediaCategorySchema,
			save: saveMediaCategory,
		})
		for (const value of values)
			await expectOneRow(page, '/admin/media-categories', 'media-category-row', value)
		await watcher.assertNothingRan()

		await watcher.open('/')
		const menu = await page
			.getByRole('navigation', { name: 'Main', exact: true })
			.locator('a[href^="/newspage/"]')
			.allTextContents()
		for (const value of values) expect(menu).toContain(value)
		for (const { id, title } of stored.slice(0, 4)) {
			await watcher.open(`/newspage/${id}/collections/`)
			await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
		}
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('blog posts: title, author and excerpt stored exactly and shown as text; the text reduced to the allow-list', async ({
		page,
		db,
		site,
		cleanup,
		watcher,
	}) => {
		test.setTimeout(150_000)
		const before = await removeNewRowsAfterTest(db, cleanup, 'blog_posts')
		const category = await db
			.selectFrom('media_categories')
			.select('id')
			.orderBy('id')
			.executeTakeFirstOrThrow()
		for (const value of TYPED_VALUES) {
			await gotoHydrated(page, '/admin/add-blog-post')
			await page.getByLabel('Title').fill(value)
			await page.getByLabel('Author').fill(value)
			await page.getByLabel('Excerpt').fill(value)
			await page.getByLabel('Category').selectOption(String(category.id))
			await page.getByLabel('Status').selectOption('published')
			// Typed into the editor: text, whatever it looks like.
			await page.getByTestId('rich-text-editor').click()
			await page.keyboard.type(value)
			await page.getByRole('button', { name: 'Save post' }).click()
			await expect(page, value).toHaveURL(/\/admin\/update-blog-post\/\d+$/)
		}
		const admin = await seededAdministrator(db)
		const store = createLocalFileStore(site.uploadsDir)
		for (const value of STORED_VALUES) {
			// Posted as the text's HTML itself, as a request without the editor could.
			const input = parseAsSubmitted(BlogPostSchema, {
				title: value,
				author: value,
				excerpt: value,
				categoryId: category.id,
				status: 'published',
				content: `<p>Text</p>${value}<a href="javascript:alert('xss-link')">link</a>`,
			})
			expectStored(await addBlogPost(db, store, admin, input, new Date()), value)
		}
		const stored = await db
			.selectFrom('blog_posts')
			.select(['id', 'title', 'author', 'excerpt', 'content_html'])
			.where('id', '>', before)
			.execute()
		expect(stored.map((p) => p.title).sort()).toEqual([...values].sort())
		for (const post of stored) {
			expect([post.author, post.excerpt]).toEqual([post.title, post.title])
			expect(post.content_html).not.toMatch(/<script|<svg|<img|\son\w+=|href="javascript:/i)
		}

		await watcher.open('/blogs')
		const main = page.getByRole('main')
		for (const value of values) await expect(main.getByText(value, { exact: true }).first()).toBeVisible()
		for (const post of stored) {
			await watcher.open(`/our/blog/${post.id}/single`)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
			expect(await page.title()).toContain(post.title)
			await expect(page.getByTestId('blog-post-author')).toHaveText(post.title)
			expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(post.title)
		}
		const titles = await db.selectFrom('blog_posts').select('title').execute()
		for (const value of values) {
			const holders = titles.filter((t) => t.title.includes(value)).length
			await expectOneRow(page, '/admin/blog-posts', 'blog-post-row', value, holders)
		}
		// The editor and the preview load the stored text: nothing in it runs there either.
		for (const post of stored.slice(0, 6)) {
			await watcher.open(`/admin/update-blog-post/${post.id}`)
			await expect(page.getByLabel('Title')).toHaveValue(post.title)
			await watcher.open(`/admin/blog-preview/${post.id}`)
			await expect(page.getByRole('heading', { level: 2, name: post.title })).toBeVisible()
		}
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('partnership packages: name and description stored exactly; the enquiry form and the list show text', async ({
		page,
		db,
		cleanup,
		watcher,
	}) => {
		const before = await removeNewRowsAfterTest(db, cleanup, 'partnership_packages')
		await orderedTitlesEveryWay(page, db, 'partnership_packages', before, {
			form: ['/admin/add-package', 'Package Name', 'Add package', '/admin/packages'],
			schema: PackageSchema,
			// The description carries the same value.
			save: (db, actor, id, title, now) =>
				savePackage(db, actor, id, { title, description: title, active: true }, now),
		})
		for (const value of values) await expectOneRow(page, '/admin/packages', 'package-row', value)
		await watcher.assertNothingRan()

		await expectEveryValueOffered(page, watcher, '/add-sponsorship', 'Package')
		for (const value of STORED_VALUES) {
			await expect(page.locator('dd').filter({ hasText: value }).first()).toBeVisible()
		}
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('site settings: organiser and address stored exactly; /contact and the footer show text', async ({
		page,
		db,
		cleanup,
		watcher,
	}) => {
		const admin = await adminWithSettingsRestored(db, cleanup)
		for (const value of values) {
			const input = parseAsSubmitted(ContactSettingsSchema, {
				organiserName: value,
				address: `${value}\nAccra`,
			})
			await saveContactSettings(db, admin, input, new Date())
			expect((await getSettings(db)).organiser_name).toBe(value.trim())
			await watcher.open('/contact')
			await expect(page.getByTestId('contact-address')).toContainText(value.trim())
			await expect(page.getByRole('contentinfo')).toContainText(`Organised by ${value.trim()}`)
		}
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('home page texts: heading, takeaways, profile and group note stored exactly; the home page shows text', async ({
		page,
		db,
		cleanup,
		watcher,
	}) => {
		const admin = await adminWithSettingsRestored(db, cleanup)
		for (const value of values) {
			const input = parseAsSubmitted(HomeTextsSchema, {
				aboutHeading: value,
				about: value,
				'takeaways[0].title': value,
				'takeaways[0].text': value,
				'eventProfile[0].label': value,
				'eventProfile[0].value': value,
				groupDiscountNote: value,
			})
			await saveHomeTexts(db, admin, input, new Date())
			await watcher.open('/')
			await expect(page.getByRole('heading', { level: 3, name: value.trim() })).toBeVisible()
			await expect(page.locator('dt', { hasText: value.trim() }).first()).toBeVisible()
		}
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('privacy notice: every text stored exactly; /privacy shows text', async ({ page, db, cleanup }) => {
		test.setTimeout(120_000)
		const watcher = watch(page)
		const admin = await adminWithSettingsRestored(db, cleanup)
		for (const value of values.filter((v) => v.trim() !== '')) {
			const input = parseAsSubmitted(PrivacyNoticeFormSchema, {
				collected: value,
				purpose: value,
				retention: value,
				contact: value,
			})
			await savePrivacyNotice(db, admin, input, new Date())
			expect((await getSettings(db)).privacyNotice.collected).toBe(value.trim())
			await watcher.open('/privacy')
			const firstParagraph = value
				.trim()
				.split(/\n\s*\n/)[0]!
				.trim()
			await expect(page.getByRole('region', { name: 'What we collect' })).toContainText(firstParagraph)
		}
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('speakers: every text field stored exactly; /speakers, profiles and the list show text', async ({
		page,
		db,
		site,
		cleanup,
		watcher,
	}) => {
		const before = await removeNewRowsAfterTest(db, cleanup, 'speakers', site.uploadsDir)
		for (const value of TYPED_VALUES) {
			await gotoHydrated(page, '/admin/add-speaker')
			await page.getByRole('combobox', { name: 'Title', exact: true }).selectOption('Dr.')
			await page.getByLabel('Full name').fill(value)
			await page.getByLabel('Designation').fill(value)
			await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Speaker' })
			await page.getByLabel('Company').fill(value)
			await page.getByLabel('Description').fill(value)
			await page.getByLabel(/^photo/i).setInputFiles(picture)
			await page.getByRole('button', { name: 'Add Speaker' }).click()
			await expect(page, value).toHaveURL('/admin/speakers')
		}
		const admin = await seededAdministrator(db)
		const store = createLocalFileStore(site.uploadsDir)
		for (const value of STORED_VALUES) {
			const input = parseAsSubmitted(NewSpeakerSchema, {
				title: 'Dr.',
				fullName: value,
				designation: value,
				role: 'Speaker',
				company: value,
				bio: value,
				photo: await pictureFile(),
			})
			expectStored(await addSpeaker(db, store, admin, input, new Date()), value)
		}
		const stored = await db
			.selectFrom('speakers')
			.select(['id', 'full_name', 'designation', 'company', 'bio'])
			.where('id', '>', before)
			.execute()
		expect(stored.map((s) => s.full_name).sort()).toEqual([...values].sort())
		for (const speaker of stored) {
			expect(speaker).toEqual({
				id: speaker.id,
				full_name: speaker.full_name,
				designation: speaker.full_name,
				company: speaker.full_name,
				bio: speaker.full_name,
			})
		}

		await watcher.open('/speakers')
		const main = page.getByRole('main')
		for (const value of values) await expect(main.getByText(value, { exact: true }).first()).toBeVisible()
		for (const speaker of stored) {
			const value = speaker.full_name
			await watcher.open(`/speakers/${speaker.id}`)
			await expect(page.getByRole('heading', { level: 1 })).toContainText(value)
			expect(await page.title()).toContain(value)
			await expect(page.getByRole('main').getByText(value, { exact: true }).first()).toBeVisible()
			expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(value)
		}
		const names = await db.selectFrom('speakers').select('full_name').execute()
		for (const value of values) {
			const holders = names.filter((n) => n.full_name.includes(value)).length
			await expectOneRow(page, '/admin/speakers', 'speaker-row', value, holders)
		}
		await watcher.open('/admin/add-agenda')
		const options = await page.getByLabel('Choose a speaker').locator('option').allTextContents()
		for (const value of values) expect(options).toContain(`Dr. ${value}`)
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('sponsors: name and website stored exactly; /sponsors and the list show text; no script URL', async ({
		page,
		db,
		site,
		cleanup,
		watcher,
	}) => {
		const website = (value: string) => `https://sponsor.example/?q=${value}`
		const before = await removeNewRowsAfterTest(db, cleanup, 'sponsors', site.uploadsDir)
		// A script URL is refused with a clear message and nothing is stored.
		await gotoHydrated(page, '/admin/addpartner')
		await page.getByLabel('Package').selectOption({ label: 'Media Partner' })
		await page.getByLabel('Name').fill(values[0]!)
		await page.getByLabel('Website').fill(`javascript:alert('xss-href')`)
		await page.getByLabel('Logo').setInputFiles(picture)
		await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
		await expect(page.getByText('Enter a web address starting with http:// or https://')).toBeVisible()
		expect(await highestId(db, 'sponsors')).toBe(before)

		for (const value of TYPED_VALUES) {
			await gotoHydrated(page, '/admin/addpartner')
			await page.getByLabel('Package').selectOption({ label: 'Media Partner' })
			await page.getByLabel('Name').fill(value)
			await page.getByLabel('Website').fill(website(value))
			await page.getByLabel('Logo').setInputFiles(picture)
			await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
			await expect(page, value).toHaveURL('/admin/sponsordata')
		}
		const admin = await seededAdministrator(db)
		const store = createLocalFileStore(site.uploadsDir)
		const tier = await storedRow(db, 'sponsor_tiers', 'title', 'Media Partner')
		for (const value of STORED_VALUES) {
			const input = parseAsSubmitted(SponsorSchema, {
				tierId: tier.id,
				name: value,
				website: website(value),
				logo: await pictureFile(),
			})
			expectStored(await addSponsor(db, store, admin, input, new Date()), value)
		}
		const stored = await db
			.selectFrom('sponsors')
			.select(['name', 'website'])
			.where('id', '>', before)
			.execute()
		expect(stored.map((s) => [s.name, s.website]).sort()).toEqual(
			values.map((value) => [value, website(value)]).sort(),
		)

		await watcher.open('/sponsors')
		const main = page.getByRole('main')
		for (const value of values) {
			await expect(main.getByText(value, { exact: true })).toBeVisible()
			await expect(main.getByRole('img', { name: `${value} logo` })).toBeVisible()
			// The website is an attribute value, never markup: the link points at the typed address.
			const href = await main.getByRole('link', { name: `${value} logo` }).getAttribute('href')
			expect(href).toBe(website(value))
		}
		for (const value of values) await expectOneRow(page, '/admin/sponsordata', 'sponsor-row', value)
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('sponsor tiers: title stored exactly; /sponsors headings, the tier panel and the Package select show text', async ({
		page,
		db,
		site,
		cleanup,
		watcher,
	}) => {
		const before = await highestId(db, 'sponsor_tiers')
		// Sponsors first (they reference their tier) with their logo files, then the tiers.
		cleanup(async () => {
			const logos = await db.selectFrom('sponsors').select('logo_key').where('tier_id', '>', before).execute()
			await db.deleteFrom('sponsors').where('tier_id', '>', before).execute()
			await removeUploads(
				site.uploadsDir,
				logos.map((l) => l.logo_key),
			)
			await db.deleteFrom('sponsor_tiers').where('id', '>', before).execute()
		})
		const tiers = await orderedTitlesEveryWay(page, db, 'sponsor_tiers', before, {
			form: ['/admin/add-sponsor-tier', 'Tier Title', 'Add tier', '/admin/sponsor-tiers'],
			schema: SponsorTierSchema,
			save: saveSponsorTier,
		})
		const admin = await seededAdministrator(db)
		// A logo under each, so that /sponsors shows its heading.
		const store = createLocalFileStore(site.uploadsDir)
		for (const tier of tiers) {
			expectStored(
				await addSponsor(db, store, admin, { tierId: tier.id, logo: await pictureFile() }, new Date()),
				tier.title,
			)
		}

		await watcher.open('/sponsors')
		for (const value of values) {
			await expect(page.getByRole('heading', { level: 2, name: `${value} (s)`, exact: true })).toBeVisible()
		}
		await watcher.open('/admin/sponsordata')
		const panel = page.getByTestId('tier-order')
		for (const value of values) await expect(panel.getByText(value, { exact: true })).toBeVisible()
		await expectEveryValueOffered(page, watcher, '/admin/addpartner', 'Package')
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('event data: theme and venue stored exactly; home (hero, meta, JSON-LD) and the list show text', async ({
		page,
		db,
		cleanup,
		watcher,
	}) => {
		const edition = await currentEdition(db)
		restoreEditionAfterTest(db, cleanup, edition, ['theme', 'venue'])
		const admin = await seededAdministrator(db)
		for (const value of values) {
			if (TYPED_VALUES.includes(value)) {
				await gotoHydrated(page, `/admin/basic-data-edit/${edition.id}`)
				await page.getByLabel('Event theme').fill(value)
				await page.getByLabel('Venue', { exact: true }).fill(value)
				await page.getByRole('button', { name: 'Update event data' }).click()
				await expect(page, value).toHaveURL(/\/admin\/data-center$/)
			} else {
				const input = parseAsSubmitted(EditionSchema, {
					...editionFormDefaults(edition),
					theme: value,
					venue: value,
				})
				expectStored(await updateEditionData(db, admin, edition.id, input, new Date()), value)
			}
			expect(await storedRow(db, 'event_editions', 'id', edition.id)).toMatchObject({
				theme: value,
				venue: value,
			})
			await expectOneRow(page, '/admin/data-center', 'edition-row', value)

			await watcher.open('/')
			await expect(page.getByTestId('hero-theme')).toContainText(value)
			await expect(page.getByTestId('hero-venue')).toContainText(value)
			expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(value)
			// The JSON-LD block is data: it parses, and holds the value as it was typed.
			const jsonLd = await page.locator('script[type="application/ld+json"]').textContent()
			const event = JSON.parse(jsonLd ?? '{}') as { description?: string; location?: { name?: string } }
			expect(event.description).toBe(value)
			expect(event.location?.name).toBe(value)
		}
		await recentActivityShowsNothingRunning(page, watcher)
	})

	test('sessions: heading, typed speaker and description stored exactly; /agenda and the list show text', async ({
		page,
		db,
		cleanup,
		watcher,
	}) => {
		const { edition, day } = await currentEditionDay(db)
		const before = await removeNewRowsAfterTest(db, cleanup, 'agenda_sessions')
		const admin = await seededAdministrator(db)
		for (const [i, value] of values.entries()) {
			const startTime = `06:${String(i * 2).padStart(2, '0')}`
			const endTime = `06:${String(i * 2 + 1).padStart(2, '0')}`
			if (!TYPED_VALUES.includes(value)) {
				const input = parseAsSubmitted(SessionSchema, {
					editionId: edition.id,
					heading: value,
					date: day,
					startTime,
					endTime,
					speaker: value,
					description: value,
				})
				expectStored(await createSession(db, admin, input, new Date()), value)
				continue
			}
			await gotoHydrated(page, '/admin/add-agenda')
			await page.getByLabel('Heading').fill(value)
			await page.getByLabel(/^Date/).fill(day)
			await page.getByLabel('Start time').fill(startTime)
			await page.getByLabel('End time').fill(endTime)
			await page.getByLabel('Or type a name').fill(value)
			await page.getByLabel('Description').fill(value)
			await page.getByRole('button', { name: 'Create Session' }).click()
			await expect(page.getByTestId('toast'), value).toContainText('Session created')
		}
		const stored = await db
			.selectFrom('agenda_sessions')
			.select(['heading', 'speaker', 'description', 'edition_id'])
			.where('id', '>', before)
			.execute()
		expect(stored.sort((a, b) => a.heading.localeCompare(b.heading))).toEqual(
			[...values]
				.sort((a, b) => a.localeCompare(b))
				.map((value) => ({ heading: value, speaker: value, description: value, edition_id: edition.id })),
		)

		await watcher.open('/agenda')
		const main = page.getByRole('main')
		for (const value of values) {
			await expect(main.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible()
			// The heading, the typed speaker and the description: three times the text.
			await expect(main.getByText(value, { exact: true })).toHaveCount(3)
		}
		// A seeded session's speaker shares a name of the corpus; the list searches headings and speakers.
		const sessions = await db.selectFrom('agenda_sessions').select(['heading', 'speaker']).execute()
		for (const value of values) {
			const holders = sessions.filter((s) => s.heading.includes(value) || s.speaker?.includes(value)).length
			await expectOneRow(page, '/admin/sessions', 'session-row', value, holders)
		}
		await recentActivityShowsNothingRunning(page, watcher)
	})
})
