/**
 * Public data is what the page shows (docs/security.md, "Public data"): every route of app/routes.ts,
 * asked anonymously for its page and for its React Router data (`<path>.data`, and `/_root.data`
 * and `/.data` for the home page), carries no value of the settings row, of a staff account or of a
 * registration (attendees, partnership enquiries, the interest list, group contacts) that the page
 * itself does not show, nor any signing secret. The personal pages (a ticket, a manage link) are
 * walked with a real token: they may carry their own registrant's details only where they show them.
 *
 * How: the private rows get distinctive values (the enquiry notice addresses, the payment
 * instructions, a staff member's name, e-mail and phone, registrants of every kind), each string of
 * them (each line of it, each text of a JSON document; 6 characters or more) is looked for in the
 * route's data, raw and JSON-escaped, and must then be in what the page shows: its HTML without
 * scripts (hydration data, JSON-LD), styles, comments, `<meta>` tags and hidden inputs, entities
 * decoded. A value in the page's HTML that only those hidden parts carry fails too. Files and
 * feeds (calendar, sitemap, security.txt, JSON answers) may carry only values some page shows.
 */
import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { Database } from '#app/db/connect.server.ts'
import type { DB } from '#app/db/schema.ts'
import { currentEdition, expect, test } from './fixtures.ts'
import { registerTestAttendee, registerTestGroup } from './support/registrants.ts'
import { pageUrls } from './support/routes.ts'

/** Shorter strings ("Gold", "paid", a year) are too common to tell anything. */
const MIN_LENGTH = 6

/** The private tables and the columns looked for (every column unless named). */
const PRIVATE: { table: keyof DB; columns?: string[] }[] = [
	{ table: 'settings' },
	{ table: 'users' },
	{ table: 'attendees' },
	{ table: 'partnership_enquiries' },
	{ table: 'interest_signups' },
	{ table: 'registration_groups' },
	// Its names ("ticket") are words of every page; its secrets are what matters.
	{ table: 'captcha_secrets', columns: ['secret'] },
]

interface PrivateValue {
	/** `table.column`, for the message. */
	source: string
	value: string
}

/** Runs of white space as one space, trimmed: HTML lays text out freely. */
function squeeze(text: string): string {
	return text.replace(/\s+/g, ' ').trim()
}

/** The strings worth looking for in one stored value: its lines, and a JSON document's texts. */
function stringsOf(stored: unknown): string[] {
	if (typeof stored !== 'string') return []
	const out = [stored, ...stored.split(/\r?\n/)]
	if (/^\s*[[{]/.test(stored)) {
		try {
			const leaves = (node: unknown): string[] =>
				typeof node === 'string'
					? stringsOf(node)
					: node && typeof node === 'object'
						? Object.values(node).flatMap(leaves)
						: []
			out.push(...leaves(JSON.parse(stored)))
		} catch {
			// Not JSON after all: its lines are enough.
		}
	}
	return out.map(squeeze).filter((s) => s.length >= MIN_LENGTH)
}

/** Every distinctive string of the private rows, once each. */
async function privateValues(db: Database): Promise<PrivateValue[]> {
	const seen = new Map<string, string>()
	for (const { table, columns } of PRIVATE) {
		const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[]
		for (const row of rows) {
			for (const [column, stored] of Object.entries(row)) {
				if (columns && !columns.includes(column)) continue
				for (const value of stringsOf(stored)) if (!seen.has(value)) seen.set(value, `${table}.${column}`)
			}
		}
	}
	return [...seen].map(([value, source]) => ({ value, source }))
}

/** A string as it appears inside a JSON string literal (turbo-stream, hydration data), once or twice escaped. */
function jsonEscaped(text: string): string {
	return JSON.stringify(text).slice(1, -1)
}

/** True when `body` (data or markup) holds `value`, as it is or JSON-escaped. */
function carries(body: string, value: string): boolean {
	const once = jsonEscaped(value)
	return body.includes(value) || body.includes(once) || body.includes(jsonEscaped(once))
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** HTML's character references decoded (named ones React writes, and numeric ones). */
function decodeEntities(html: string): string {
	return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
		if (name[0] === '#') {
			const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
			return String.fromCodePoint(code)
		}
		return ENTITIES[name.toLowerCase()] ?? whole
	})
}

/**
 * What a page shows: its markup (text and attributes: links, image sources, form values) without
 * the parts a visitor never sees: scripts (hydration data, JSON-LD), styles, comments, `<meta>`
 * tags and hidden inputs; entities decoded, white space squeezed.
 */
function shownText(html: string): string {
	const shown = html
		.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
		.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
		// React's separators between texts (`<!-- -->`) join them again.
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(/<meta\b[^>]*>/gi, ' ')
		.replace(/<input\b[^>]*\btype="hidden"[^>]*>/gi, ' ')
	return squeeze(decodeEntities(shown))
}

/** The data URLs of a page's path: React Router's single fetch (`/` has two spellings). */
function dataUrls(path: string): string[] {
	return path === '/' ? ['/_root.data', '/.data'] : [`${path}.data`]
}

/** A tag no seeded text contains, for the distinctive values. */
function tag(): string {
	return crypto.randomBytes(4).toString('hex')
}

/** Digits for a distinctive phone number. */
function digits(): string {
	return String(crypto.randomInt(1_000_000, 9_999_999))
}

/**
 * Gives the settings row distinctive private values (its staff addresses, payment instructions,
 * developer links, hero video, privacy notice texts, last change), put back after the test.
 */
async function distinctiveSettings(db: Database, cleanup: (task: () => Promise<unknown>) => void) {
	const saved = await db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
	cleanup(() => db.updateTable('settings').set(saved).where('id', '=', 1).execute())
	const t = tag()
	const values = {
		notice_emails: `enquiries-${t}@staff.example\nboard-${t}@staff.example`,
		payment_instructions: `Pay into account ${t} at the Ridge branch\nQuote reference ${t}-PAY`,
		developer_whatsapp: `https://wa.me/23320${digits()}`,
		developer_credit: `Built by studio ${t}`,
		hero_video_key: `site/video-${t}.mp4`,
		privacy_json: JSON.stringify({
			collected: `We collect names (notice ${t}).`,
			purpose: `To run the summit (notice ${t}).`,
			retention: `Until the edition is over (notice ${t}).`,
			contact: `Write to the organisers (notice ${t}).`,
		}),
		updated_at: '2001-02-03T04:05:06.789Z',
	}
	await db.updateTable('settings').set(values).where('id', '=', 1).execute()
	return values
}

/**
 * A staff account with distinctive details, and every account's times made distinctive (the seed
 * writes them at the same instant as the public content's), put back after the test.
 */
async function distinctiveStaff(
	db: Database,
	cleanup: (task: () => Promise<unknown>) => void,
	makeUser: (traits: { fullName: string; email: string }) => Promise<{ id: number }>,
) {
	const t = tag()
	const user = await makeUser({ fullName: `Staff Member ${t}`, email: `staff-${t}@staff.example` })
	await db
		.updateTable('users')
		.set({ phone: `+233 20 ${digits()}` })
		.where('id', '=', user.id)
		.execute()
	const times = await db.selectFrom('users').select(['id', 'created_at', 'updated_at']).execute()
	// `created_at` is written once by the app, so its type allows no update: plain SQL here.
	const setTimes = (id: number, created: string, updated: string) =>
		sql`update users set created_at = ${created}, updated_at = ${updated} where id = ${id}`.execute(db)
	cleanup(async () => {
		for (const { id, created_at, updated_at } of times) await setTimes(id, created_at, updated_at)
	})
	for (const [i, { id }] of times.entries()) {
		const at = new Date(Date.UTC(2001, 1, 3, 4, 5, i)).toISOString()
		await setTimes(id, at, at)
	}
}

/**
 * Registrations of every kind with distinctive details, removed after the test: the registrant
 * whose ticket and manage pages are walked (checked in by a named staff member), another attendee,
 * a group's contact with a colleague, a group registered as the form does (whose contact's page is
 * walked), a partnership enquiry and an interest-list address.
 */
async function distinctiveRegistrations(
	db: Database,
	cleanup: (task: () => Promise<unknown>) => void,
	email: string,
) {
	const edition = (await currentEdition(db)).id
	const t = tag()
	const registrant = await registerTestAttendee(db, { name: `Registrant ${t}`, email }, cleanup)
	// A group registered as the form does, whose contact's page (and its Pay page) is walked.
	const paying = await registerTestGroup(
		db,
		{
			contact: `Paying Contact ${t}`,
			email: `paying-contact-${t}@private.example`,
			company: `Paying Company ${t}`,
			names: [`Paying Colleague ${t}`, `Second Colleague ${t}`],
		},
		cleanup,
	)
	await db
		.updateTable('attendees')
		.set({
			company_name: `Registrant Company ${t}`,
			designation: `Registrant Role ${t}`,
			whatsapp_number: `+233 24 ${digits()}`,
			contact_number: `+233 50 ${digits()}`,
			heard_from: `Heard of it ${t}`,
			checked_in_at: new Date().toISOString(),
			checked_in_by: `Desk Volunteer ${t}`,
		})
		.where('id', '=', registrant.attendeeId)
		.execute()
	const contact = (who: string) => ({
		full_name: `${who} ${t}`,
		email: `${who.toLowerCase().replaceAll(' ', '-')}-${t}@private.example`,
		contact_number: `+233 55 ${digits()}`,
		whatsapp_number: `+233 26 ${digits()}`,
		company_name: `${who} Company ${t}`,
		designation: `${who} Role ${t}`,
		heard_from: `${who} heard ${t}`,
	})
	const group = await db
		.insertInto('registration_groups')
		.values({
			edition_id: edition,
			company_name: `Group Company ${t}`,
			contact_name: `Group Contact ${t}`,
			contact_email: `group-contact-${t}@private.example`,
			contact_whatsapp_number: `+233 27 ${digits()}`,
			size: 1,
			discount_percent: 0,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	const attendees = await db
		.insertInto('attendees')
		.values([
			{ ...contact('Other Attendee'), edition_id: edition },
			{ ...contact('Group Colleague'), edition_id: edition, group_id: group.id },
		])
		.returning('id')
		.execute()
	const enquiry = await db
		.insertInto('partnership_enquiries')
		.values({
			...contact('Partner'),
			edition_id: edition,
			package: 'Gold',
			reference: `IALS-${t}`.toUpperCase(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	const interest = `interested-${t}@private.example`
	await db
		.insertInto('interest_signups')
		.values({ email: interest, consent_at: new Date().toISOString(), consent_version: 1 })
		.execute()
	cleanup(async () => {
		await db.deleteFrom('interest_signups').where('email', '=', interest).execute()
		await db.deleteFrom('partnership_enquiries').where('id', '=', enquiry.id).execute()
		await db
			.deleteFrom('attendees')
			.where(
				'id',
				'in',
				attendees.map((a) => a.id),
			)
			.execute()
		await db.deleteFrom('registration_groups').where('id', '=', group.id).execute()
	})
	return {
		registrant,
		groupPath: paying.groupPath,
		name: `Registrant ${t}`,
		checkedInBy: `Desk Volunteer ${t}`,
	}
}

test('every route’s data and page carry no private value the page does not show', async ({
	request,
	db,
	factory,
	email,
	cleanup,
}) => {
	test.setTimeout(180_000)
	const settings = await distinctiveSettings(db, cleanup)
	await distinctiveStaff(db, cleanup, factory.user)
	const { registrant, groupPath, name, checkedInBy } = await distinctiveRegistrations(db, cleanup, email)
	const values = await privateValues(db)
	for (const expected of [...settings.notice_emails.split('\n'), checkedInBy, name]) {
		expect(
			values.map((v) => v.value),
			'the private values looked for',
		).toContain(expected)
	}

	const session = await db.selectFrom('agenda_sessions').select('id').orderBy('id').executeTakeFirstOrThrow()
	const paths = [
		...(await pageUrls(db, {
			ticket: registrant.ticketPath,
			manage: registrant.managePath,
			group: groupPath,
		})),
		// The one file route with a parameter (pageUrls leaves files with parameters out).
		`/agenda/${session.id}.ics`,
	]

	const failures: string[] = []
	const files: { url: string; body: string }[] = []
	let shownAnywhere = ''
	const shownInData: string[] = []
	for (const path of paths) {
		const answer = await request.get(path, { maxRedirects: 0 })
		const isPage = (answer.headers()['content-type'] ?? '').startsWith('text/html')
		const body = await answer.text()
		const shown = isPage ? shownText(body) : ''
		if (isPage) {
			shownAnywhere += ` ${shown}`
			// Hidden in the markup: in a script (hydration data, JSON-LD), a comment, a meta tag or a hidden input.
			const markup = decodeEntities(body)
			for (const { source, value } of values) {
				if (carries(markup, value) && !shown.includes(value))
					failures.push(`${path} (HTML): ${source} "${value}" is in the markup but not shown`)
			}
		} else files.push({ url: path, body })
		for (const url of dataUrls(path)) {
			const data = await (await request.get(url, { maxRedirects: 0 })).text()
			if (!isPage) {
				files.push({ url, body: data })
				continue
			}
			for (const { source, value } of values) {
				if (!carries(data, value)) continue
				if (shown.includes(value)) shownInData.push(`${url} ${value}`)
				else failures.push(`${url}: ${source} "${value}" is not on the page`)
			}
		}
	}
	// Files and feeds show nothing themselves: they may carry only what some page shows.
	for (const { url, body } of files) {
		for (const { source, value } of values) {
			if (carries(body, value) && !shownAnywhere.includes(value))
				failures.push(`${url}: ${source} "${value}" is shown on no page`)
		}
	}

	// The walk reached the pages and could see values in their data: the registrant's own name is in
	// their ticket's data and on it.
	expect(paths.length, 'routes walked').toBeGreaterThan(60)
	expect(shownInData).toContain(`${registrant.ticketPath}.data ${name}`)
	expect(failures).toEqual([])
})
