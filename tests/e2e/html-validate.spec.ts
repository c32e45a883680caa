/**
 * Valid markup (WCAG 4.1.1's heirs: parsing, names, ARIA references): the server-rendered HTML of
 * every page route of app/routes.ts, public and back office, checked by html-validate with its
 * standard rules (the preset `html-validate:standard`: the HTML standard, not a house style) and
 * every id reference resolving, signed in as the Administrator (the pages of `pageUrls`).
 */
import { HtmlValidate } from 'html-validate'
import { expect, test } from './fixtures.ts'
import { recordMovement } from '#app/modules/payments/ledger.server.ts'
import { registerTestAttendee, registerTestGroup } from './support/registrants.ts'
import { pageUrls } from './support/routes.ts'

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
	// A group, for its contact's page and its payments screen.
	const group = await registerTestGroup(
		db,
		{
			contact: 'Valid Contact',
			email: `contact.${email}`,
			company: 'Valid Markup Ltd',
			names: ['Ama One', 'Kofi Two'],
		},
		cleanup,
	)
	// A payment, for the confirmation of its correction.
	const paid = await recordMovement(
		db,
		{ kind: 'registration', id: registrant.attendeeId },
		{ kind: 'payment', method: 'cash', amountPesewas: 100, reference: null },
		{ userId: null, name: 'Markup Check', role: 'Administrator' },
		new Date(),
	)
	expect(paid.ok).toBe(true)
	const movement = await db
		.selectFrom('payments')
		.select('id')
		.where('attendee_id', '=', registrant.attendeeId)
		.executeTakeFirstOrThrow()
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
	const personal = { ticket: registrant.ticketPath, manage: registrant.managePath, group: group.groupPath }
	for (const url of await pageUrls(db, personal)) {
		const answer = await page.request.get(url, { maxRedirects: 0 })
		// Redirects and files (CSV, iCalendar, XML) are not pages; every page answers 200 (404 for the
		// page that is not there), so an error page cannot pass for a valid one.
		if (answer.status() >= 300 && answer.status() < 400) continue
		if (!(answer.headers()['content-type'] ?? '').startsWith('text/html')) continue
		expect(answer.status(), url).toBe(url === '/no-such-page' ? 404 : 200)
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
			(url) => ({
				url,
				answer: page.request.post(url, { headers: { origin: baseURL! }, form: { x: '' } }),
				state: /aria-invalid="true"/,
			}),
		),
		{
			url: confirmSpeaker!.replaceAll('&amp;', '&'),
			answer: page.request.get(confirmSpeaker!.replaceAll('&amp;', '&')),
			state: /<dialog[^>]* open/,
		},
		{
			url: `/admin/payments/registration/${registrant.attendeeId}`,
			answer: page.request.post(`/admin/payments/registration/${registrant.attendeeId}`, {
				headers: { origin: baseURL! },
				form: { intent: 'payment', seen: '0', method: 'bank', amount: '-1' },
			}),
			state: /aria-invalid="true"/,
		},
		{
			url: `/admin/payments/registration/${registrant.attendeeId}?confirm=correct-${movement.id}`,
			answer: page.request.get(
				`/admin/payments/registration/${registrant.attendeeId}?confirm=correct-${movement.id}`,
			),
			state: /Undo this (<!-- -->)?payment/,
		},
		{
			url: '/admin/attendees?confirm=selected',
			answer: page.request.get('/admin/attendees?confirm=selected'),
			state: /Tick the (<!-- -->)?registrations(<!-- -->)? to delete first/,
		},
	]
	for (const { url, answer, state } of states) {
		const html = await (await answer).text()
		expect(html, `${url} shows its state`).toMatch(state)
		await validate(url, html)
	}
	expect(checked, 'pages checked').toBeGreaterThan(55)
	expect(problems).toEqual([])
})
