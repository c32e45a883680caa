import http from 'node:http'
import type { APIRequestContext } from '@playwright/test'
import { currentEdition, e2eAdmin, expect, gotoHydrated, signIn, test } from './fixtures.ts'
import { whileWriteLockHeld } from './support/database-lock.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'
import { registerTestAttendee, registerTestGroup } from './support/registrants.ts'
import { routePaths } from './support/routes.ts'
import type { Database } from '#app/db/connect.server.ts'
import { seededAdministratorId, sessionCookie } from './support/sessions.ts'
import {
	deleteWebhookEndpoint,
	insertWebhookEndpoint,
	insertWebhookTestDelivery,
} from '#app/modules/webhooks/webhook-endpoints.queries.server.ts'

/** Adds a draft announcement to everyone of the latest edition; its id. */
async function insertTestAnnouncement(db: Database): Promise<number> {
	const edition = await db
		.selectFrom('event_editions')
		.select('id')
		.orderBy('year', 'desc')
		.executeTakeFirstOrThrow()
	const now = new Date().toISOString()
	const row = await db
		.insertInto('announcements')
		.values({
			edition_id: edition.id,
			subject: 'Access walk',
			body_html: '<p>Doors open at 8.</p>',
			audience: 'all',
			created_by: 'Access walk',
			created_at: now,
			updated_at: now,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Every URL pattern under /admin/ in app/routes.ts, so a route added later without a guard fails. */
function adminPaths(): string[] {
	return routePaths().filter((p) => p.startsWith('/admin/') && !['/admin/login', '/admin/logout'].includes(p))
}

/** Not screens: answer 404 to GET for every signed-in role, and accept POST from every role. */
const ALL_ROLES_RESOURCES = ['/admin/preferences']
/** Screens every signed-in staff member opens, role User included. */
const SCREENS_FOR_EVERY_ROLE = ['/admin/dashboard', '/admin/check-in']
/** Administrator-only resources that take only POST (the editor's image upload): a GET answers 405. */
const POST_ONLY_RESOURCES = ['/admin/blog-images', '/admin/invoices/new']
/** Administrator-only downloads of one record (a mail's file, an invoice, a receipt): 404 when record 1 has none. */
const DOWNLOADS = [
	'/admin/mail/:mailId/eml',
	'/admin/invoices/:file',
	'/admin/receipts/:file',
	'/admin/certificates/pdf/:file',
]

test.describe('sign-in', () => {
	test('the seeded Administrator signs in at both login URLs and lands on the dashboard', async ({
		page,
		db,
	}) => {
		for (const path of ['/auditAdminDash/login', '/admin/login']) {
			await page.context().clearCookies()
			await signIn(
				page,
				{ email: e2eAdmin.email, password: e2eAdmin.password },
				{ path, expectSuccess: false },
			)
			await expect(page).toHaveURL('/admin/dashboard')
			await expect(page.getByTestId('admin-user')).toHaveText(/\(Administrator\)$/)
		}
		const logins = await db
			.selectFrom('activity_log')
			.select('type')
			.where('type', '=', 'Logged In')
			.execute()
		expect(logins.length).toBeGreaterThanOrEqual(2)
	})

	test('a visitor sent from an admin page sees the notice and returns there after signing in', async ({
		page,
	}) => {
		await page.goto('/admin/users?page=1')
		await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fusers%3Fpage%3D1$/)
		await expect(page.getByText('Authorization token not found. Please log in.')).toBeVisible()
		await page.getByLabel('Email').fill(e2eAdmin.email)
		await page.getByLabel('Password').fill(e2eAdmin.password)
		await page.getByRole('button', { name: 'Login' }).click()
		await expect(page).toHaveURL('/admin/users?page=1')
	})

	test('a wrong password shows a warning with the reason and stays on sign-in', async ({
		page,
		db,
		factory,
	}) => {
		const user = await factory.user({ role: 'User' })
		await signIn(page, { email: user.email, password: 'not-the-password' }, { expectSuccess: false })
		const dialog = page.getByRole('alertdialog', { name: 'Warning' })
		await expect(dialog).toContainText('Invalid email or password.')
		await expect(page).toHaveURL(/\/admin\/login/)
		await expect(page.getByLabel('Email')).toHaveValue(user.email)
		const failed = await db
			.selectFrom('activity_log')
			.select('description')
			.where('type', '=', 'Failed Login')
			.where('description', 'like', `%${user.email}%`)
			.execute()
		expect(failed.length).toBeGreaterThanOrEqual(1)
	})

	test('a sign-in that fails on the server says "Something went wrong!" in an Error dialog', async ({
		page,
		db,
	}) => {
		await gotoHydrated(page, '/admin/login')
		await page.getByLabel('Email').fill(e2eAdmin.email)
		await page.getByLabel('Password').fill(e2eAdmin.password)
		await whileWriteLockHeld(db, async () => {
			await page.getByRole('button', { name: 'Login' }).click()
			const dialog = page.getByRole('alertdialog', { name: 'Error' })
			await expect(dialog).toContainText('Something went wrong!', { timeout: 15_000 })
		})
		await expect(page).toHaveURL(/\/admin\/login/)
	})

	test('failed sign-ins are throttled per account with a clear "try again" message', async ({
		page,
		factory,
	}) => {
		const victim = await factory.user({ role: 'User' })
		for (let i = 0; i < 5; i++) {
			const response = await page.request.post('/admin/login', {
				form: { email: victim.email, password: `bad-${i}` },
			})
			expect(response.status()).toBe(401)
		}
		await signIn(page, victim, { expectSuccess: false })
		await expect(page.getByRole('alertdialog', { name: 'Warning' })).toContainText(
			/Too many failed sign-in attempts\. Please try again in 1[45] minutes\./,
		)
		await expect(page).toHaveURL(/\/admin\/login/)
	})
})

test.describe('sign-in under attack', () => {
	/** A sign-in POST from local address `from` (127.0.0.0/8: each its own client address), answered with its status. */
	function postFrom(url: string, from: string, form: Record<string, string>): Promise<number> {
		const body = new URLSearchParams(form).toString()
		return new Promise((resolve, reject) => {
			const request = http.request(
				`${url}/admin/login`,
				{
					method: 'POST',
					localAddress: from,
					headers: {
						'content-type': 'application/x-www-form-urlencoded',
						'content-length': Buffer.byteLength(body),
						origin: url,
					},
				},
				(response) => {
					response.resume()
					resolve(response.statusCode ?? 0)
				},
			)
			request.on('error', reject)
			request.end(body)
		})
	}

	test('parallel guesses from 40 addresses get at most 5 password checks', async ({ factory, site }) => {
		const victim = await factory.user({ role: 'User' })
		const statuses = await Promise.all(
			Array.from({ length: 40 }, (_, i) =>
				postFrom(site.url, `127.0.0.${i + 2}`, { email: victim.email, password: `guess-${i}` }),
			),
		)
		// Exactly the limit: five passwords checked (and refused), none more, none fewer.
		expect(statuses.filter((status) => status === 401).length).toBe(5)
		expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
	})

	test("the owner's own browser signs in during an attack; unknown browsers wait; the owner is mailed", async ({
		page,
		browser,
		db,
		factory,
		baseURL,
	}) => {
		const victim = await factory.user({ role: 'User' })
		await signIn(page, victim)
		const device = (await page.context().cookies()).find((c) => c.name === 'summit_device')
		expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
		await page.request.post('/admin/logout', { headers: { origin: baseURL! }, form: {} })

		const attacker = await browser.newContext()
		for (let i = 0; i < 7; i++) {
			const response = await attacker.request.post(`${baseURL}/admin/login`, {
				form: { email: victim.email, password: `attack-${i}` },
				headers: { origin: baseURL! },
			})
			expect(response.status(), `attempt ${i + 1}`).toBe(i < 5 ? 401 : 429)
		}
		await attacker.close()

		// The owner's browser, which signed in before, is not paused.
		await signIn(page, victim)
		await expect(page).toHaveURL(/\/admin\/dashboard/)
		// A browser the account never used is.
		const stranger = await browser.newPage()
		await signIn(stranger, victim, { expectSuccess: false })
		await expect(stranger.getByRole('alertdialog', { name: 'Warning' })).toContainText(
			/Too many failed sign-in attempts/,
		)
		await stranger.close()
		expect(
			await db
				.selectFrom('mail_outbox')
				.select(['kind', 'subject'])
				.where('to_address', '=', victim.email.toLowerCase())
				.execute(),
		).toEqual([{ kind: 'sign-in-warning', subject: 'Failed sign-ins to your back-office account' }])
	})
})

test.describe('sign-out', () => {
	test('Sign Out in the header ends the session on the server; replaying the old cookie is refused', async ({
		page,
	}) => {
		await signIn(page)
		await expect(page).toHaveURL('/admin/dashboard')
		const [session] = (await page.context().cookies()).filter((c) => c.name === 'summit_session')
		expect(session?.httpOnly).toBe(true)
		expect(session?.sameSite).toBe('Lax')
		await page.getByTestId('admin-user').click()
		await page.getByRole('button', { name: 'Sign Out' }).click()
		await expect(page).toHaveURL('/')

		await page.context().addCookies([session!])
		const replay = await page.request.get('/admin/dashboard', { maxRedirects: 0 })
		expect(replay.status()).toBe(302)
		expect(replay.headers()['location']).toMatch(/^\/admin\/login/)
	})

	test('a sign-out POST with no body, JSON or a broken form still ends the session', async ({
		page,
		baseURL,
	}) => {
		for (const body of [
			{},
			{ data: '{"from":"sidebar"}', headers: { 'content-type': 'application/json' } },
			{ data: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
		]) {
			await signIn(page)
			const out = await page.request.post('/admin/logout', {
				...body,
				headers: { origin: baseURL!, ...('headers' in body ? body.headers : {}) },
				maxRedirects: 0,
			})
			expect(out.status()).toBe(302)
			expect(out.headers()['location']).toBe('/')
			const after = await page.request.get('/admin/dashboard', { maxRedirects: 0 })
			expect(after.headers()['location']).toMatch(/^\/admin\/login/)
		}
	})

	test('Logout in the sidebar lands on / with "Success: You are logged out"', async ({ page }) => {
		await signIn(page)
		await page.getByRole('button', { name: 'Logout' }).click()
		await expect(page).toHaveURL('/')
		await expect(page.getByTestId('toast')).toContainText('Success: You are logged out')
	})
})

test.describe('authorization on the server: every admin route × role', () => {
	test('anonymous → sign-in with the return path; User → dashboard and check-in desk only; Administrator → every screen', async ({
		db,
		site,
		playwright,
		factory,
		cleanup,
		email,
	}) => {
		const user = await factory.user({ role: 'User' })
		// The payments screens open for a registration and a group that exist; other ids are 1.
		const registered = await registerTestAttendee(db, { name: 'Access Walk', email }, cleanup)
		const group = await registerTestGroup(
			db,
			{ contact: 'Access Contact', email: `contact.${email}`, company: 'Access Ltd', names: ['Ama One'] },
			cleanup,
		)
		// A webhook endpoint with one delivery, for the webhook screens.
		const endpointId = await insertWebhookEndpoint(
			db,
			{
				url: `https://8.8.8.8/access/${group.groupId}`,
				description: '',
				events: ['registration.created'],
				secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
				createdBy: null,
			},
			new Date(),
		)
		cleanup(() => deleteWebhookEndpoint(db, endpointId))
		const delivery = await insertWebhookTestDelivery(db, endpointId, new Date())
		// A draft announcement, for its page.
		const announcement = await insertTestAnnouncement(db)
		cleanup(() => db.deleteFrom('announcements').where('id', '=', announcement).execute())
		// A CPE certificate of the registration (removed with it), for the certificate screen.
		const certificate = await db
			.insertInto('certificates')
			.values({
				edition_id: (await currentEdition(db)).id,
				attendee_id: registered.attendeeId,
				serial: 9000 + (registered.attendeeId % 999),
				number: `CPE-2000-${9000 + (registered.attendeeId % 999)}-ACCESS`,
				full_name: 'Access Walk',
				cpe_hours_hundredths: 100,
				sessions_json: '[]',
				issued_at: new Date().toISOString(),
				issued_by: 'Access walk',
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const recordIds: Record<string, number> = {
			'/admin/certificates/:id': certificate.id,
			'/admin/payments/registration/:id': registered.attendeeId,
			'/admin/payments/group/:id': group.groupId,
			'/admin/webhooks/:endpointId': endpointId,
			'/admin/webhooks/:endpointId/edit': endpointId,
			'/admin/webhook-deliveries/:deliveryId': delivery.id,
			'/admin/announcements/:announcementId': announcement,
		}
		/** A request context on the worker's server, signed in as `userId` when given. */
		const requestContext = async (userId?: number): Promise<APIRequestContext> => {
			const cookies = userId === undefined ? [] : [await sessionCookie(db, site.url, userId)]
			const context = await playwright.request.newContext({
				baseURL: site.url,
				storageState: { cookies, origins: [] },
			})
			cleanup(() => context.dispose())
			return context
		}
		const anonymous = await requestContext()
		const asUser = await requestContext(user.id)
		const asAdministrator = await requestContext(await seededAdministratorId(db))
		const paths = adminPaths()
		expect(paths).toEqual(
			expect.arrayContaining(['/admin/dashboard', '/admin/users', '/admin/useredit/:userId']),
		)
		expect(paths.length).toBeGreaterThanOrEqual(21)
		for (const pattern of paths) {
			const url = pattern.replace(/:[A-Za-z]+/g, String(recordIds[pattern] ?? 1))
			const anon = await anonymous.get(url, { maxRedirects: 0 })
			expect(anon.status(), `anonymous GET ${url}`).toBe(302)
			expect(anon.headers()['location'], url).toBe(`/admin/login?${new URLSearchParams({ redirectTo: url })}`)
			const anonPost = await anonymous.post(url, { form: { intent: 'anything' }, maxRedirects: 0 })
			expect(anonPost.status(), `anonymous POST ${url}`).toBe(302)

			const asUserGet = await asUser.get(url, { maxRedirects: 0 })
			const asAdminGet = await asAdministrator.get(url, { maxRedirects: 0 })
			if (ALL_ROLES_RESOURCES.includes(pattern)) {
				expect(asUserGet.status(), url).toBe(404)
				continue
			}
			if (DOWNLOADS.includes(pattern))
				expect([200, 404], `Administrator GET ${url}`).toContain(asAdminGet.status())
			else
				expect(asAdminGet.status(), `Administrator GET ${url}`).toBe(
					POST_ONLY_RESOURCES.includes(pattern) ? 405 : 200,
				)
			if (SCREENS_FOR_EVERY_ROLE.includes(pattern)) {
				expect(asUserGet.status(), `User GET ${url}`).toBe(200)
			} else {
				expect(asUserGet.status(), `User GET ${url}`).toBe(403)
				expect(await asUserGet.text()).toContain('Only an Administrator can')
			}
			const userPost = await asUser.post(url, {
				form: { intent: 'delete-activity', id: '1' },
				maxRedirects: 0,
			})
			// The desk's actions are every staff member's: an unknown one is a 400 (check-in.spec.ts
			// checks in as a User); the dashboard has no action (its log is kept, ADR 0056).
			const userMayPost = pattern === '/admin/check-in'
			expect(userMayPost ? [400] : [403, 405], `User POST ${url}`).toContain(userPost.status())
		}
	})

	test('a User sees the counts but no links, no admin menus and no Delete in Recent Activity', async ({
		page,
		factory,
		signInAs,
	}) => {
		const user = await factory.user({ role: 'User' })
		await signInAs(user)
		await page.goto('/admin/dashboard')
		await expect(page).toHaveURL('/admin/dashboard')
		await expect(page.getByTestId('admin-user')).toHaveText(`${user.fullName}(User)`)
		await expect(page.getByText('Total Registration')).toBeVisible()
		await expect(page.getByRole('link', { name: /Total Registration/ })).toHaveCount(0)
		await expect(page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link')).toHaveText([
			'Dashboard',
			'Check-in desk',
		])
		await expect(page.getByRole('columnheader', { name: 'Action' })).toHaveCount(0)
	})
})

test.describe('requests from another origin', () => {
	test('a cross-origin POST is refused and changes nothing', async ({ request, db }) => {
		const before = await db
			.selectFrom('attendees')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.executeTakeFirstOrThrow()
		const response = await request.post('/register', {
			headers: { Origin: 'https://attacker.example' },
			form: {
				name: 'X',
				company_name: 'X',
				role: 'X',
				email: 'x@attacker.example',
				whatsapp_number: '+233 24 000 0000',
			},
			maxRedirects: 0,
		})
		expect(response.status()).toBeGreaterThanOrEqual(400)
		const login = await request.post('/admin/login', {
			headers: { Origin: 'https://attacker.example' },
			form: { email: e2eAdmin.email, password: e2eAdmin.password },
			maxRedirects: 0,
		})
		expect(login.status()).toBeGreaterThanOrEqual(400)
		expect(login.headers()['set-cookie'] ?? '').not.toContain('summit_session')
		const after = await db
			.selectFrom('attendees')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.executeTakeFirstOrThrow()
		expect(Number(after.n)).toBe(Number(before.n))
	})
})

test.describe('admin chrome and dashboard', () => {
	test.beforeEach(async ({ page, signInAs }) => {
		await signInAs()
		await gotoHydrated(page, '/admin/dashboard')
		await expect(page).toHaveURL('/admin/dashboard')
	})

	test('counts match the database and the cards link to their lists', async ({ page, db }) => {
		const count = async (table: 'attendees' | 'partnership_enquiries' | 'speakers') =>
			Number(
				(
					await db
						.selectFrom(table)
						.select((eb) => eb.fn.countAll<number>().as('n'))
						.executeTakeFirstOrThrow()
				).n,
			)
		await expect(page.getByTestId('count-Total Registration')).toHaveText(String(await count('attendees')))
		await expect(page.getByTestId('count-Total Partnerships')).toHaveText(
			String(await count('partnership_enquiries')),
		)
		await expect(page.getByTestId('count-Total Speakers')).toHaveText(String(await count('speakers')))
		await expect(page.getByRole('link', { name: /Total Registration/ })).toHaveAttribute(
			'href',
			'/admin/attendees',
		)
		await expect(page.getByRole('link', { name: /Total Partnerships/ })).toHaveAttribute(
			'href',
			'/admin/partnerships',
		)
		await expect(page.getByRole('link', { name: /Total Speakers/ })).toHaveAttribute(
			'href',
			'/admin/speakers',
		)
	})

	test('Recent Activity: newest first, page sizes 5/10/20, no Delete (the log is kept)', async ({
		page,
		db,
	}) => {
		const newest = await db
			.selectFrom('activity_log')
			.select(['id', 'type'])
			.orderBy('created_at', 'desc')
			.orderBy('id', 'desc')
			.executeTakeFirstOrThrow()
		const rows = page.getByRole('table').getByRole('row')
		await expect(rows).toHaveCount(1 + Math.min(5, await countActivity()))
		await expect(rows.nth(1)).toContainText(newest.type)
		await page.getByLabel('Rows per page').selectOption('10')
		await expect(page).toHaveURL(/size=10/)
		await expect(rows).toHaveCount(1 + Math.min(10, await countActivity()))

		// The log is kept (ADR 0056): no row has a Delete.
		await expect(
			page.getByRole('region', { name: 'Recent Activity' }).getByRole('button', { name: /Delete/ }),
		).toHaveCount(0)

		async function countActivity() {
			return Number(
				(
					await db
						.selectFrom('activity_log')
						.select((eb) => eb.fn.countAll<number>().as('n'))
						.executeTakeFirstOrThrow()
				).n,
			)
		}
	})

	test('sidebar collapse is remembered; the user dropdown has the developer-help link and Sign Out', async ({
		page,
	}) => {
		const sidebar = page.getByRole('complementary', { name: 'Back office' })
		await expect(sidebar).toBeVisible()
		// The state is saved by a background POST: wait for it before reloading.
		const saved = () => page.waitForResponse((r) => r.url().includes('/admin/preferences') && r.ok())
		await Promise.all([saved(), page.getByRole('button', { name: 'Collapse the sidebar' }).click()])
		await expect(sidebar).toBeHidden()
		await page.reload()
		await expect(sidebar).toBeHidden()
		await Promise.all([saved(), page.getByRole('button', { name: 'Expand the sidebar' }).click()])
		await expect(sidebar).toBeVisible()
		await page.reload()
		await expect(sidebar).toBeVisible()

		await page.getByTestId('admin-user').click()
		await expect(page.getByRole('link', { name: 'Developer help (WhatsApp)' })).toHaveAttribute(
			'href',
			/^https:\/\/wa\.me\//,
		)
		await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden()
	})

	test('moving to another screen puts the focus on its heading and announces its title', async ({
		page,
		signInAs,
	}) => {
		await signInAs()
		await gotoHydrated(page, '/admin/dashboard')
		await page
			.getByRole('complementary', { name: 'Back office' })
			.getByRole('link', { name: 'Users', exact: true })
			.click()
		await expect(page).toHaveURL(/\/admin\/users/)
		await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
		await expect(page.locator('#admin-main ~ p[role="status"]')).toHaveText(await page.title())
		// A search submitted from the screen keeps the focus where the visitor is.
		const search = page.getByRole('searchbox').first()
		await search.fill('admin')
		await search.press('Enter')
		await expect(page).toHaveURL(/q=admin/)
		await expect(search).toBeFocused()
	})

	test('without JavaScript the sidebar toggle comes back to the same screen, collapsed', async ({
		browser,
		signInAs,
	}) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		try {
			await signInAs(undefined, page.context())
			await page.goto('/admin/users?page=1')
			await page.getByRole('button', { name: 'Collapse the sidebar' }).click()
			await expect(page).toHaveURL(/\/admin\/users\?page=1$/)
			await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
			await expect(page.getByRole('button', { name: 'Expand the sidebar' })).toBeVisible()
			await expect(page.getByText('{"sidebar"')).toHaveCount(0)
		} finally {
			await close()
		}
	})

	test('on a phone the sidebar starts closed and the toggle opens it', async ({ browser, signInAs }) => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
		const page = await context.newPage()
		await signInAs(undefined, context)
		await gotoHydrated(page, '/admin/dashboard')
		await expect(page).toHaveURL('/admin/dashboard')
		const sidebar = page.getByRole('complementary', { name: 'Back office' })
		await expect(sidebar).toBeHidden()
		await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeInViewport()
		await page.getByRole('button', { name: 'Expand the sidebar' }).click()
		await expect(sidebar).toBeVisible()
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
		await context.close()
	})

	test('every Administrator menu group and link is in the sidebar', async ({ page }) => {
		const menu = page.getByRole('navigation', { name: 'Back office menu' })
		for (const text of ['People', 'Data', 'Events', 'Agenda', 'Registrations'])
			await expect(menu).toContainText(text)
		for (const [name, href] of [
			['Add user', '/admin/adduser'],
			['Users', '/admin/users'],
			['Add Event Data', '/admin/basic-data'],
			['Add Sponsor/Partner', '/admin/addpartner'],
			['View Event Data', '/admin/data-center'],
			['View Sponsors/Partners', '/admin/sponsordata'],
			['Add Speaker Category', '/admin/add-category'],
			['Add Speaker', '/admin/add-speaker'],
			['Speakers', '/admin/speakers'],
			['Categories', '/admin/categories'],
			['Add Session', '/admin/add-agenda'],
			['View Sessions', '/admin/sessions'],
			['Attendees', '/admin/attendees'],
			['Partnerships', '/admin/partnerships'],
		] as const) {
			await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
		}
	})
})
