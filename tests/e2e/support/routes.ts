/** The URL patterns of app/routes.ts, so a route added later joins the tests that walk them all. */
import type { Database } from '#app/db/connect.server.ts'
import type { DB } from '#app/db/schema.ts'
import routes from '#app/routes.ts'
import {
	insertWebhookEndpoint,
	insertWebhookTestDelivery,
} from '#app/modules/webhooks/webhook-endpoints.queries.server.ts'

interface RouteNode {
	path?: string
	index?: boolean
	file?: string
	children?: RouteNode[]
}

/** Every URL pattern of app/routes.ts (leaf routes with a path, and index routes), e.g. `/speakers/:speakerId`. */
export function routePaths(): string[] {
	const out: string[] = []
	const walk = (nodes: RouteNode[], prefix: string) => {
		for (const node of nodes) {
			// A path written from the root (`/admin/users` inside the `admin` layout) is whole already.
			const full = node.path ? (node.path.startsWith('/') ? node.path : `${prefix}/${node.path}`) : prefix
			if (node.children) walk(node.children, full)
			else if (node.path) out.push(full)
			else if (node.index) out.push(full || '/')
		}
	}
	walk(routes as RouteNode[], '')
	return out
}

/**
 * The URL patterns of the public pages in English: the routes under the public layout, without
 * their French twins (`/fr/…`), the not-found route (`/*`) and Paystack's return (a redirect).
 */
export function publicPagePaths(): string[] {
	const out: string[] = []
	const walk = (nodes: RouteNode[], prefix: string, inside: boolean) => {
		for (const node of nodes) {
			const full = node.path ? (node.path.startsWith('/') ? node.path : `${prefix}/${node.path}`) : prefix
			const under = inside || node.file === 'routes/public/layout.tsx'
			if (node.children) walk(node.children, full, under)
			else if (under && node.path) out.push(full)
			else if (under && node.index) out.push(full || '/')
		}
	}
	walk(routes as RouteNode[], '', false)
	return out.filter((p) => p !== '/fr' && !p.startsWith('/fr/') && !NOT_PAGES.has(p))
}

/** The table whose first record fills the parameter of each route pattern that has one. */
const ROUTE_RECORDS: Record<string, keyof DB> = {
	'/speakers/:speakerId': 'speakers',
	'/newspage/:catId/collections': 'media_categories',
	'/our/blog/:id/single': 'blog_posts',
	'/admin/useredit/:userId': 'users',
	'/admin/basic-data-edit/:id': 'event_editions',
	'/admin/update-category/:categoryId': 'speaker_categories',
	'/admin/update-speaker/:speakerId': 'speakers',
	'/admin/update-sponsor/:sponsorId': 'sponsors',
	'/admin/update-sponsor-tier/:tierId': 'sponsor_tiers',
	'/admin/update-media-category/:categoryId': 'media_categories',
	'/admin/update-blog-post/:postId': 'blog_posts',
	'/admin/update-practical-page/:pageId': 'practical_pages',
	'/admin/blog-preview/:postId': 'blog_posts',
	'/admin/update-package/:packageId': 'partnership_packages',
	'/admin/edit-agenda/:id': 'agenda_sessions',
	'/admin/payments/registration/:id': 'attendees',
	'/admin/payments/group/:id': 'registration_groups',
	// The public read API (docs/api.md): JSON, walked as files
	'/api/v1/sessions/:sessionId': 'agenda_sessions',
	'/api/v1/speakers/:speakerId': 'speakers',
	'/api/v1/posts/:postId': 'blog_posts',
	// Webhooks: the demo content has none, so the walk adds one (`arrangeWebhook`)
	'/admin/webhooks/:endpointId': 'webhook_endpoints',
	'/admin/webhooks/:endpointId/edit': 'webhook_endpoints',
	'/admin/webhook-deliveries/:deliveryId': 'webhook_deliveries',
	// Announcements: the demo content has none, so the walk adds a draft (`arrangeAnnouncement`)
	'/admin/announcements/:announcementId': 'announcements',
}

/** A draft announcement to everyone of the latest edition, so its page has a record to open. */
async function arrangeAnnouncement(db: Database): Promise<void> {
	const edition = await db
		.selectFrom('event_editions')
		.select('id')
		.orderBy('year', 'desc')
		.executeTakeFirstOrThrow()
	const now = new Date().toISOString()
	await db
		.insertInto('announcements')
		.values({
			edition_id: edition.id,
			subject: 'Route walk',
			body_html: '<p>Doors open at 8.</p>',
			audience: 'all',
			created_by: 'Route walk',
			created_at: now,
			updated_at: now,
		})
		.execute()
}

/**
 * A webhook endpoint (to a public address, never reached from here) with one test delivery, so the
 * webhook screens have a record to open when the database has none.
 */
async function arrangeWebhook(db: Database): Promise<void> {
	const endpointId = await insertWebhookEndpoint(
		db,
		{
			url: 'https://8.8.8.8/route-walk',
			description: 'Route walk',
			events: ['registration.created'],
			secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
			createdBy: null,
		},
		new Date(),
	)
	await insertWebhookTestDelivery(db, endpointId, new Date())
}

/**
 * The first valid certificate; when there is none, one issued (straight into the table) to the first
 * registration, so the certificate pages have a record to open. Throws without any registration.
 */
async function validCertificate(db: Database): Promise<{ id: number; number: string }> {
	const first = () =>
		db
			.selectFrom('certificates')
			.select(['id', 'number'])
			.where('revoked_at', 'is', null)
			.orderBy('id')
			.executeTakeFirst()
	const found = await first()
	if (found) return found
	const attendee = await db
		.selectFrom('attendees')
		.innerJoin('event_editions', 'event_editions.id', 'attendees.edition_id')
		.select(['attendees.id', 'attendees.edition_id', 'attendees.full_name', 'event_editions.year'])
		.where((eb) =>
			eb.not(
				eb.exists(
					eb
						.selectFrom('certificates')
						.select('id')
						.whereRef('certificates.attendee_id', '=', 'attendees.id'),
				),
			),
		)
		.orderBy('attendees.id')
		.executeTakeFirstOrThrow()
	const serial =
		Number(
			(
				await db
					.selectFrom('certificates')
					.select((eb) => eb.fn.max('serial').as('last'))
					.where('edition_id', '=', attendee.edition_id)
					.executeTakeFirst()
			)?.last ?? 0,
		) + 1
	await db
		.insertInto('certificates')
		.values({
			edition_id: attendee.edition_id,
			attendee_id: attendee.id,
			serial,
			number: `CPE-${attendee.year}-${String(serial).padStart(4, '0')}-WAKE00`,
			full_name: attendee.full_name,
			cpe_hours_hundredths: 150,
			sessions_json: '[]',
			issued_at: new Date().toISOString(),
			issued_by: 'Route walk',
		})
		.execute()
	return (await first())!
}

/**
 * Routes that answer something other than a page (files, feeds, actions only), or sign out; and
 * Paystack's return, a redirect (or, in another browser, what came of a payment: tests/e2e/paystack.spec.ts).
 */
const NOT_PAGES = new Set([
	'/admin/logout',
	'/admin/mail/:mailId/eml',
	'/agenda/:file',
	'/uploads/*',
	'/*',
	'/payments/paystack/return',
	'/webhooks/paystack',
	'/admin/invoices/new',
	'/admin/invoices/:file',
	'/admin/receipts/:file',
	'/registration/:token/invoice',
	'/registration/:token/invoices/:file',
	'/registration/:token/receipts/:file',
	'/group/:token/invoice',
	'/group/:token/invoices/:file',
	'/group/:token/receipts/:file',
	// CPE certificates' PDFs (docs/event-days.md)
	'/admin/certificates/pdf/:file',
	'/registration/:token/certificate.pdf',
])

/** The personal pages, filled in from the registrant's and the group contact's links. */
const PERSONAL_PAGES: Record<string, (tokens: PersonalPaths) => string> = {
	'/ticket/:token': (t) => t.ticket,
	'/ticket/:token/pay': (t) => `${t.ticket}/pay`,
	'/registration/:token': (t) => t.manage,
	'/registration/:token/pay': (t) => `${t.manage}/pay`,
	'/registration/:token/evaluation': (t) => `${t.manage}/evaluation`,
	'/group/:token': (t) => t.group,
	'/group/:token/pay': (t) => `${t.group}/pay`,
}

/** A registrant's ticket and manage page, and a group contact's page (their paths). */
export interface PersonalPaths {
	ticket: string
	manage: string
	group: string
}

/**
 * A URL for every page route of app/routes.ts, English and French, and a page that is not there: a route with a
 * parameter takes the first record of its table (ROUTE_RECORDS; a new one throws until it is named
 * there, so it joins the walk), a personal page (and its Pay page) the `tokens`' paths.
 */
export async function pageUrls(db: Database, tokens: PersonalPaths): Promise<string[]> {
	const urls: string[] = ['/no-such-page']
	for (const pattern of routePaths()) {
		if (NOT_PAGES.has(pattern) || NOT_PAGES.has(pattern.replace(/^\/fr(?=\/)/, ''))) continue
		urls.push(await urlOf(db, pattern, tokens))
	}
	return urls
}

/**
 * The URL of the page `pattern` (e.g. `/speakers/:speakerId`, or its French twin
 * `/fr/speakers/:speakerId`): a parameter takes the first record of its table (ROUTE_RECORDS; a new
 * one throws until it is named there), a personal page (and its Pay page) the `tokens`' paths.
 */
export async function urlOf(db: Database, pattern: string, tokens: PersonalPaths): Promise<string> {
	if (pattern === '/fr') return pattern
	if (pattern.startsWith('/fr/')) return `/fr${await urlOf(db, pattern.slice(3), tokens)}`
	const personal = PERSONAL_PAGES[pattern]
	if (personal) return personal(tokens)
	// A certificate's verification page (of a valid certificate) and its back-office screen.
	if (pattern === '/certificate/:number') return `/certificate/${(await validCertificate(db)).number}`
	if (pattern === '/admin/certificates/:id') return `/admin/certificates/${(await validCertificate(db)).id}`
	if (pattern === '/info/:slug') {
		// A practical page is named by its web address: the first published one.
		const row = await db
			.selectFrom('practical_pages')
			.select('slug')
			.where('status', '=', 'published')
			.orderBy('sort_order')
			.orderBy('id')
			.executeTakeFirstOrThrow()
		return `/info/${row.slug}`
	}
	if (pattern.includes(':')) {
		const table = ROUTE_RECORDS[pattern]
		if (!table) throw new Error(`${pattern}: name the table of its parameter in ROUTE_RECORDS`)
		const first = () =>
			db
				.selectFrom(table)
				.select('id' as never)
				.orderBy('id' as never)
				.executeTakeFirst()
		let row = await first()
		if (!row && table.startsWith('webhook_')) {
			await arrangeWebhook(db)
			row = await first()
		}
		if (!row && table === 'announcements') {
			await arrangeAnnouncement(db)
			row = await first()
		}
		if (!row) throw new Error(`${pattern}: no record in ${table}`)
		return pattern.replace(/:[A-Za-z]+/, String((row as { id: number }).id))
	}
	return pattern
}
