/**
 * The guards and frictions a new organiser met, mended (ADR 0056): the first Administrator from the
 * environment on a site with no user (or one line saying how to make one), staff passwords checked
 * for strength, the activity log kept, one edition a year, the hero picture behind the upcoming
 * edition, and the public wording (blog dates, the empty related list, the sponsors blurb).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { currentEdition, e2eAdmin, expect, gotoHydrated, signIn, test, uniqueEmail } from './fixtures.ts'
import { UserFormPage } from './pages/admin-users.page.ts'
import { freePort, serverEnv } from './support/site-server.ts'

const main = path.join(process.env.BUILD_DIR ?? 'build', 'server/main.js')

/** Runs the built server with `env` until its output contains `until`; resolves the output. */
async function startOutput(env: Record<string, string>, until: string): Promise<string> {
	const child = spawn(process.execPath, [main], { env: { ...process.env, ...env } })
	let output = ''
	const collect = (chunk: Buffer) => {
		output += chunk.toString('utf8')
		if (output.includes(until)) child.kill('SIGTERM')
	}
	child.stdout.on('data', collect)
	child.stderr.on('data', collect)
	const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
	await new Promise((resolve) => child.once('exit', resolve))
	clearTimeout(timer)
	return output
}

test.describe('the first Administrator of a real deployment', () => {
	test('an empty site started with SEED_DEMO_CONTENT=false, ADMIN_EMAIL and ADMIN_PASSWORD lets them sign in', async ({
		page,
		emptySite,
	}) => {
		// The worker's empty site is started so (tests/e2e/support/site-server.ts).
		await signIn(page, e2eAdmin, { path: `${emptySite.url}/admin/login` })
		await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
		const users = await emptySite.db.selectFrom('users').select(['email', 'role']).execute()
		expect(users).toEqual([{ email: e2eAdmin.email, role: 'Administrator' }])
		const activity = await emptySite.db.selectFrom('activity_log').select(['type', 'description']).execute()
		expect(activity).toContainEqual({
			type: 'Add User',
			description: `Administrator Summit Administrator (${e2eAdmin.email}) created from the environment`,
		})
	})

	test.describe('at start', () => {
		let dataDir: string
		test.beforeEach(async () => {
			dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-e2e-first-admin-'))
		})
		test.afterEach(async () => {
			await fs.rm(dataDir, { recursive: true, force: true })
		})

		test('without ADMIN_EMAIL and ADMIN_PASSWORD it says in one line how to make one', async () => {
			const env = { ...serverEnv(await freePort(), dataDir, false), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }
			const output = await startOutput(env, 'Summit is serving on')
			const lines = output.split('\n').filter((line) => line.includes('Administrator'))
			expect(lines).toEqual([
				'No Administrator yet: run `npm run admin:create` (it asks for the email, name and password), or set ADMIN_EMAIL and ADMIN_PASSWORD and start again.',
			])
		})

		test('a weak ADMIN_PASSWORD is refused in one line, never printed, and no user is made', async () => {
			const port = await freePort()
			const env = { ...serverEnv(port, dataDir, false), ADMIN_PASSWORD: 'password123' }
			const output = await startOutput(env, 'Summit is serving on')
			const lines = output.split('\n').filter((line) => line.includes('ADMIN_PASSWORD'))
			expect(lines).toEqual([
				'ADMIN_PASSWORD refused, no Administrator created: Choose a stronger password: This is a commonly used password. Add more words that are less common. Set a stronger one and start again, or run `npm run admin:create`.',
			])
			expect(output).not.toContain('password123')
			expect(output).toContain('Summit is serving on')
		})
	})
})

test.describe('staff passwords', () => {
	test('password123 is refused with zxcvbn’s advice on the field, and nothing is stored', async ({
		page,
		db,
		signInAs,
	}) => {
		await signInAs()
		await gotoHydrated(page, '/admin/adduser')
		const form = new UserFormPage(page)
		const email = uniqueEmail('weak')
		await form.fill({ fullName: 'Kofi Weak', email, password: 'password123' })
		await form.submitButton().click()
		await expect(form.password()).toHaveAccessibleDescription(
			/Choose a stronger password: This is a commonly used password\. Add more words that are less common\./,
		)
		expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([])
	})

	test('a new password made of the person’s own name is refused on update', async ({
		page,
		factory,
		signInAs,
	}) => {
		const user = await factory.user({ role: 'User' })
		await signInAs()
		await gotoHydrated(page, `/admin/useredit/${user.id}`)
		const form = new UserFormPage(page)
		const nameAsPassword = `${user.fullName.replace(/\W+/g, '')}1`
		await form.fill({ password: nameAsPassword.length >= 10 ? nameAsPassword : `${nameAsPassword}summit` })
		await form.submitButton().click()
		await expect(form.password()).toHaveAccessibleDescription(/Choose a stronger password:/)
	})
})

test.describe('the activity log is kept', () => {
	test('Recent Activity has no Delete, and a posted delete removes nothing', async ({
		page,
		db,
		signInAs,
	}) => {
		await signInAs()
		await gotoHydrated(page, '/admin/dashboard')
		const activity = page.getByRole('region', { name: 'Recent Activity' })
		await expect(activity.getByRole('row').nth(1)).toBeVisible()
		await expect(activity.getByRole('button', { name: /Delete/ })).toHaveCount(0)
		await expect(activity.getByRole('columnheader', { name: 'Action' })).toHaveCount(0)

		const first = await db.selectFrom('activity_log').select('id').orderBy('id').executeTakeFirstOrThrow()
		const answer = await page.request.post('/admin/dashboard', {
			form: { intent: 'delete-activity', id: String(first.id) },
			headers: { origin: new URL(page.url()).origin },
			maxRedirects: 0,
		})
		expect(answer.status()).toBe(405)
		expect(
			await db.selectFrom('activity_log').select('id').where('id', '=', first.id).execute(),
		).toHaveLength(1)
	})
})

test.describe('one edition a year', () => {
	test('a second edition for a year is refused on add and on edit, with a clear message', async ({
		page,
		db,
		factory,
		signInAs,
	}) => {
		const current = await currentEdition(db)
		await signInAs()
		await gotoHydrated(page, '/admin/basic-data')
		await page.getByLabel('Event year').selectOption(String(current.year))
		await page.getByLabel('Event theme').fill('A copy of the current edition')
		await page.getByRole('button', { name: 'Save event data' }).click()
		const message = `There is already event data for ${current.year}: edit that edition in the event data list, or choose another year.`
		await expect(page.locator('main form').getByRole('alert')).toContainText(message)
		await expect(page.getByLabel('Event year')).toHaveAccessibleDescription(
			`${current.year} has its event data already`,
		)
		expect(
			await db
				.selectFrom('event_editions')
				.select('id')
				.where('theme', '=', 'A copy of the current edition')
				.execute(),
		).toEqual([])

		const undated = await factory.edition('undated')
		// The factory may make its edition in any year: give it one nobody holds first.
		await db.updateTable('event_editions').set({ year: 2040 }).where('id', '=', undated).execute()
		await gotoHydrated(page, `/admin/basic-data-edit/${undated}`)
		await page.getByLabel('Event year').selectOption(String(current.year))
		// The factory's undated edition has an early-bird fee without its expiry day.
		await page.getByLabel('Early-bird fee (GH₵)').fill('')
		await page.getByRole('button', { name: 'Update event data' }).click()
		await expect(page.locator('main form').getByRole('alert')).toContainText(message)
		expect(
			await db
				.selectFrom('event_editions')
				.select('year')
				.where('id', '=', undated)
				.executeTakeFirstOrThrow(),
		).toEqual({ year: 2040 })
	})
})

test.describe('the hero picture while an edition is ahead', () => {
	test('shows behind the upcoming edition’s details, responsive and fetched first', async ({ page, db }) => {
		const { hero_image_key: key } = await db
			.selectFrom('settings')
			.select('hero_image_key')
			.executeTakeFirstOrThrow()
		expect(key, 'the demo content has a hero picture').toBeTruthy()
		await page.goto('/')
		const hero = page.locator('section[aria-labelledby="hero-title"]')
		await expect(hero.getByTestId('hero-theme')).toBeVisible()
		const picture = hero.locator(`img[src^="/uploads/${key}"]`)
		await expect(picture).toHaveAttribute('fetchpriority', 'high')
		await expect(picture).toHaveAttribute('loading', 'eager')
		await expect(picture).toHaveAttribute('sizes', '100vw')
		await expect(picture).toHaveAttribute('srcset', new RegExp(`/uploads/${key}-800\\.webp 800w`))
		await expect(picture).toHaveAttribute('alt', '')
		await expect(hero.getByTestId('upcoming-hero-veil')).toBeAttached()
		expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
	})
})

test.describe('public wording', () => {
	test('blog dates read "26 November 2026", on the cards and on the post', async ({ page, db }) => {
		const post = await db
			.selectFrom('blog_posts')
			.select(['id', 'published_at'])
			.where('status', '=', 'published')
			.where('published_at', '<=', new Date().toISOString())
			.orderBy('published_at', 'desc')
			.orderBy('id', 'desc')
			.executeTakeFirstOrThrow()
		const expected = new Date(post.published_at).toLocaleDateString('en-GB', {
			timeZone: 'Africa/Accra',
			day: 'numeric',
			month: 'long',
			year: 'numeric',
		})
		expect(expected).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
		await page.goto('/blogs')
		await expect(page.getByTestId('blog-card-date').first()).toHaveText(expected)
		await page.goto(`/our/blog/${post.id}/single`)
		await expect(page.getByTestId('blog-post-date')).toHaveText(expected)
	})

	test('a post with no related article says so and leads to every post', async ({
		page,
		emptySite,
		cleanup,
	}) => {
		const category = await emptySite.db
			.insertInto('media_categories')
			.values({ title: 'Lonely' })
			.returning('id')
			.executeTakeFirstOrThrow()
		const stamp = new Date(Date.now() - 60_000).toISOString()
		const post = await emptySite.db
			.insertInto('blog_posts')
			.values({
				title: 'The only post',
				slug: 'the-only-post',
				author: 'Ama',
				content_html: '<p>Alone.</p>',
				image_key: null,
				category_id: category.id,
				published_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		cleanup(async () => {
			await emptySite.db.deleteFrom('blog_posts').where('id', '=', post.id).execute()
			await emptySite.db.deleteFrom('media_categories').where('id', '=', category.id).execute()
		})
		await page.goto(`${emptySite.url}/our/blog/${post.id}/single`)
		const empty = page.getByTestId('related-empty')
		await expect(empty).toContainText('No archive related available')
		await expect(empty).toContainText('Other posts will be listed here as they are published.')
		await empty.getByRole('link', { name: 'See all blog posts' }).click()
		await expect(page).toHaveURL(`${emptySite.url}/blogs`)
	})

	test('the sponsors blurb names no fixed packages', async ({ page }) => {
		await page.goto('/sponsors')
		await expect(page.getByText('Put your organisation in front of')).toBeVisible()
		await expect(page.locator('main')).not.toContainText('Bronze to')
	})
})

test.describe('the registration Success dialog', () => {
	test('says to check the mail, the fee to pay and how to pay', async ({ page, db }) => {
		const edition = await currentEdition(db)
		await page.goto('/?registered=1')
		const dialog = page.getByRole('dialog', { name: 'Success' })
		await expect(dialog).toContainText('Thank you for registering.')
		await expect(dialog.getByTestId('registered-check-mail')).toContainText(
			'Check your mailbox: your confirmation and ticket are on their way to the email address you registered with.',
		)
		const earlyBird = edition.early_bird_fee_pesewas! / 100
		await expect(dialog.getByTestId('registered-fee')).toHaveText(
			`Fee to pay: GH₵ ${earlyBird.toLocaleString('en-GB')}, the early-bird rate, as the mail confirms.`,
		)
		// The worker's seeded site pays through Paystack's stand-in: the mail has Pay now.
		await expect(dialog.getByTestId('registered-how-to-pay')).toHaveText(
			'How to pay: by card or mobile money, with the Pay now link in the mail.',
		)
	})
})
