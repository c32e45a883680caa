/**
 * Playwright fixtures. Every worker starts its own production server on its own port with its own
 * data folder, seeded with the demo content (`site`), and `baseURL` points at it, so workers share
 * nothing: data, sessions, uploads and rate limits are per worker.
 *
 * - `db`: a handle on the worker's SQLite file, for arranging data and checking what a screen stored.
 * - `emptySite`: a second server of the worker on an empty database, started the first time a test
 *   asks for it (empty states, the 429 page).
 * - `signInAs(user?, context?)`: signs a browser context in by creating the session directly (no
 *   form); `signIn` below fills the form, for the tests about signing in.
 * - `factory`: the data factories bound to the worker's database; what they make is deleted after
 *   the test. `cleanup(task)` registers any other removal.
 * - `email`: an email address unique to the test, for what a form stores under it.
 * - `registrant(name, email?)`: a registrant of the current edition (the test's `email` by default),
 *   removed after the test.
 * - `noJsPage`: a page with JavaScript off, in a context of its own closed after the test.
 */
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { type CleanupTask, Cleanups } from '#tests/factories/cleanups.ts'
import { editionFactory, type EditionTrait } from '#tests/factories/editions.ts'
import { type TestUser, userFactory, type UserTraits } from '#tests/factories/users.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'
import { registerTestAttendee, type TestRegistrant } from './support/registrants.ts'
import { seededAdministratorId, signInContext } from './support/sessions.ts'
import { type FakePaystack, startFakePaystack } from '#tests/setup/paystack.ts'
import {
	e2eAdmin,
	paystackEnv,
	type SiteServer,
	startSiteServer,
	workerPorts,
} from './support/site-server.ts'
import { uniqueEmail } from './support/unique.ts'

export { gotoHydrated, waitForHydration } from './support/hydration.ts'
export { e2eAdmin, emptySiteFormRateLimit, emptySiteQuestionsPerAddress } from './support/site-server.ts'
export { uniqueEmail } from './support/unique.ts'

/** A server of the worker with a handle on its database. */
export interface Site extends SiteServer {
	db: Database
}

/** The factories of tests/factories bound to the worker's database and the test's cleanups. */
export interface Factory {
	/** A staff account (`{ role: 'User' }` by default), deleted after the test. */
	user(traits?: UserTraits): Promise<TestUser>
	/** An edition relative to now, deleted after the test with its sessions and registrations. */
	edition(trait: EditionTrait, overrides?: Parameters<typeof editionFactory>[3]): Promise<number>
}

interface WorkerFixtures {
	/** The worker's ports: the seeded server, the empty server and a spare one. */
	ports: ReturnType<typeof workerPorts>
	/**
	 * The worker's stand-in for Paystack (Paystack cannot be reached from here: a local server speaks
	 * its documented API, tests/setup/paystack.ts), on a port the system chooses. Both of the worker's
	 * servers pay through it; a test that changes its switches puts them back (`paystack.reset()`).
	 */
	paystack: FakePaystack
	/** The worker's server with the demo content; `baseURL` is its URL. */
	site: SiteServer
	db: Database
	/** The worker's server on an empty database (no demo content, a form limit of 3). */
	emptySite: Site
}

interface TestFixtures {
	cleanup: (task: CleanupTask) => void
	/** An email address unique to the test (`uniqueEmail`). */
	email: string
	factory: Factory
	/**
	 * A page in a browser context of its own with JavaScript off (`pageWithoutJavaScript`): what a
	 * visitor without scripts gets from the server alone. The context is closed after the test.
	 */
	noJsPage: Page
	/**
	 * Registers `name` with `email` (the test's `email` by default) for the current edition through the
	 * module, as the form would (`registerTestAttendee`); the row is removed after the test.
	 */
	registrant: (name: string, email?: string) => Promise<TestRegistrant>
	/**
	 * Signs `context` (the test's own by default) in as `user` (the seeded Administrator by default)
	 * on the worker's server, without the form.
	 */
	signInAs: (user?: { id: number }, context?: BrowserContext) => Promise<void>
}

/** Starts a server for the length of a worker fixture; stops it even when the worker fails. */
async function withSiteServer(
	port: number,
	seed: boolean,
	paystack: FakePaystack,
	provide: (site: SiteServer) => Promise<void>,
) {
	const server = await startSiteServer({ port, seed, env: paystackEnv(paystack) })
	try {
		await provide(server)
	} finally {
		await server.stop()
	}
}

// Each fixture's second parameter (Playwright's `use`) is called `provide` here: the React hooks
// lint rule would take `use` for React's hook.
export const test = base.extend<TestFixtures, WorkerFixtures>({
	ports: [
		// eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
		async ({}, provide, workerInfo) => provide(workerPorts(workerInfo.parallelIndex)),
		{ scope: 'worker' },
	],
	paystack: [
		// eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
		async ({}, provide) => {
			const paystack = await startFakePaystack()
			try {
				await provide(paystack)
			} finally {
				await paystack.close()
			}
		},
		{ scope: 'worker' },
	],
	site: [
		async ({ ports, paystack }, provide) => withSiteServer(ports.seeded, true, paystack, provide),
		{ scope: 'worker', timeout: 90_000 },
	],
	db: [
		async ({ site }, provide) => {
			const db = createDatabase({ databasePath: site.databasePath })
			try {
				await provide(db)
			} finally {
				await db.destroy()
			}
		},
		{ scope: 'worker' },
	],
	emptySite: [
		async ({ ports, paystack }, provide) =>
			withSiteServer(ports.empty, false, paystack, async (server) => {
				const db = createDatabase({ databasePath: server.databasePath })
				try {
					await provide({ ...server, db })
				} finally {
					await db.destroy()
				}
			}),
		{ scope: 'worker', timeout: 90_000 },
	],
	baseURL: async ({ site }, provide) => provide(site.url),

	// eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
	cleanup: async ({}, provide) => {
		const cleanups = new Cleanups()
		await provide((task) => cleanups.add(task))
		await cleanups.run()
	},
	// eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
	email: async ({}, provide) => provide(uniqueEmail('test')),
	factory: async ({ db, cleanup }, provide) => {
		const registry = { add: cleanup }
		await provide({
			user: (traits) => userFactory(db, traits, registry),
			edition: (trait, overrides) => editionFactory(db, trait, new Date(), overrides, registry),
		})
	},
	noJsPage: async ({ browser }, provide) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		try {
			await provide(page)
		} finally {
			await close()
		}
	},
	registrant: async ({ db, email, cleanup }, provide) => {
		await provide((name, address = email) => registerTestAttendee(db, { name, email: address }, cleanup))
	},
	signInAs: async ({ db, site, context }, provide) => {
		await provide(async (user, target = context) => {
			const userId = user?.id ?? (await seededAdministratorId(db))
			await signInContext(target, db, site.url, userId)
		})
	},
})

export { expect }

/** The edition the public site currently shows (the seed's upcoming one). Throws when there is none. */
export async function currentEdition(db: Database) {
	const edition = await getCurrentEdition(db, new Date())
	if (!edition) throw new Error('The e2e database has no edition')
	return edition
}

/**
 * The current edition (`currentEdition`) and `day`, its first day as `YYYY-MM-DD` (Accra is UTC+0):
 * the date a session of that edition is given.
 */
export async function currentEditionDay(db: Database) {
	const edition = await currentEdition(db)
	return { edition, day: edition.starts_at!.slice(0, 10) }
}

/**
 * Fills and sends the sign-in form at `path` (the seeded Administrator by default). With
 * `expectSuccess` (default) it waits until the back office page has loaded. Only for tests about
 * signing in; others use the `signInAs` fixture. Use the right password: failed sign-ins are
 * throttled per account.
 */
export async function signIn(
	page: Page,
	credentials: { email: string; password: string } = e2eAdmin,
	{ path = '/admin/login', expectSuccess = true }: { path?: string; expectSuccess?: boolean } = {},
) {
	await page.goto(path)
	await page.getByLabel('Email').fill(credentials.email)
	await page.getByLabel('Password').fill(credentials.password)
	await page.getByRole('button', { name: 'Login' }).click()
	if (expectSuccess) await expect(page).toHaveURL(/\/admin\/(?!login)/)
}
