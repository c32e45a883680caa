/**
 * Valid markup (WCAG 4.1.1's heirs: parsing, names, ARIA references): the server-rendered HTML of
 * every page route of app/routes.ts, public and back office, checked by html-validate with its
 * standard rules (the preset `html-validate:standard`: the HTML standard, not a house style) and
 * every id reference resolving, signed in as the Administrator. A route with a parameter
 * takes a real record (ROUTE_RECORDS); a new route with a parameter fails here until it is named
 * there, so it joins the check.
 */
import { HtmlValidate } from 'html-validate'
import type { Database } from '#app/db/connect.server.ts'
import type { DB } from '#app/db/schema.ts'
import { expect, test } from './fixtures.ts'
import { registerTestAttendee } from './support/registrants.ts'
import { routePaths } from './support/routes.ts'

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
	'/admin/blog-preview/:postId': 'blog_posts',
	'/admin/update-package/:packageId': 'partnership_packages',
	'/admin/edit-agenda/:id': 'agenda_sessions',
}

/** Routes that answer something other than a page (files, feeds, actions only), or sign out. */
const NOT_PAGES = new Set(['/admin/logout', '/admin/mail/:mailId/eml', '/agenda/:file', '/uploads/*', '/*'])

async function pageUrls(db: Database, tokens: { ticket: string; manage: string }): Promise<string[]> {
	const urls: string[] = ['/no-such-page']
	for (const pattern of routePaths()) {
		if (NOT_PAGES.has(pattern)) continue
		if (pattern === '/ticket/:token') urls.push(tokens.ticket)
		else if (pattern === '/registration/:token') urls.push(tokens.manage)
		else if (pattern.includes(':')) {
			const table = ROUTE_RECORDS[pattern]
			if (!table) throw new Error(`${pattern}: name the table of its parameter in ROUTE_RECORDS`)
			const row = await db
				.selectFrom(table)
				.select('id' as never)
				.orderBy('id' as never)
				.executeTakeFirstOrThrow()
			urls.push(pattern.replace(/:[A-Za-z]+/, String((row as { id: number }).id)))
		} else urls.push(pattern)
	}
	return urls
}

test('every page’s server-rendered HTML is valid (html-validate, standard rules)', async ({
	page,
	db,
	signInAs,
	email,
	cleanup,
	baseURL,
}) => {
	test.setTimeout(120_000)
	const registrant = await registerTestAttendee(db, { name: 'Valid Markup', email }, cleanup)
	await signInAs()
	const validator = new HtmlValidate({
		root: true,
		extends: ['html-validate:standard'],
		// Every ARIA reference (aria-labelledby, aria-describedby, for, …) names an element on the page.
		rules: { 'no-missing-references': 'error' },
	})
	const problems: string[] = []
	let checked = 0
	const validate = async (url: string, html: string) => {
		checked++
		const report = await validator.validateString(html, `${url}.html`)
		for (const message of report.results.flatMap((r) => r.messages)) {
			problems.push(`${url} ${message.line}:${message.column} ${message.ruleId}: ${message.message}`)
		}
	}
	for (const url of await pageUrls(db, { ticket: registrant.ticketPath, manage: registrant.managePath })) {
		const answer = await page.request.get(url, { maxRedirects: 0 })
		if (!(answer.headers()['content-type'] ?? '').startsWith('text/html')) continue
		await validate(url, await answer.text())
	}
	// Pages in other states: the forms with every error shown (an empty POST, as without JavaScript),
	// and a confirmation the server renders open.
	// The first Delete of the speakers list leads to its confirmation (`?confirm=…`).
	const speakers = await (await page.request.get('/admin/speakers')).text()
	const confirmSpeaker = /href="(\/admin\/speakers\?confirm=[^"#]+)/.exec(speakers)?.[1]
	expect(confirmSpeaker, 'a Delete link on /admin/speakers').toBeTruthy()
	const states = [
		...['/register', '/register/group', '/add-sponsorship', '/admin/adduser', '/admin/add-speaker'].map(
			(url) => ({ url, answer: page.request.post(url, { headers: { origin: baseURL! }, form: { x: '' } }) }),
		),
		...[confirmSpeaker!.replaceAll('&amp;', '&'), '/admin/attendees?confirm=selected'].map((url) => ({
			url,
			answer: page.request.get(url),
		})),
	]
	for (const { url, answer } of states) {
		const html = await (await answer).text()
		expect(html, `${url} shows its state`).toMatch(/aria-invalid="true"|<dialog[^>]* open|role="alert"/)
		await validate(url, html)
	}
	expect(checked, 'pages checked').toBeGreaterThan(55)
	expect(problems).toEqual([])
})
