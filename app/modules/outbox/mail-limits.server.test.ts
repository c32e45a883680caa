/**
 * The mail limits on both databases: what is counted and over which hour, that a refused
 * submission leaves no row (registration, group, enquiry, counts), that parallel submissions cannot
 * all slip past, that an address already registered meets the limits as a new one does and its
 * ticket is not sent again over a limit, and the bursts of refusals the Mail screen lists.
 */
import { describe, expect, test } from 'vitest'
import type { Database } from '#app/db/handle.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import type { GroupRegistrationInput } from '#app/modules/registration/group-registration.schema.ts'
import { registerAttendee, remindRegistered } from '#app/modules/registration/registration.server.ts'
import { submitEnquiry } from '#app/modules/partnerships/enquiry.server.ts'
import { defaultSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import {
	countMail,
	listMailRefusals,
	pruneMailLimits,
	recordMailRefusals,
} from './mail-limits.queries.server.ts'
import type { MailSender } from './mail-limits.server.ts'

const CLIENT = '203.0.113.7'

const limits = { client: 300, recipient: 10, domain: 1000 }

const sender = (over: Partial<MailSender['limits']> = {}, client = CLIENT): MailSender => ({
	client,
	limits: { ...limits, ...over },
})

const minutes = (n: number) => new Date(now.getTime() + n * 60_000)

function registration(email: string) {
	return {
		name: 'Adwoa Boateng',
		company_name: 'Cape Coast Audit',
		role: 'Auditor',
		email,
		whatsapp_number: '+233 24 555 0101',
		contact_number: undefined,
		notice: undefined,
	}
}

function group(contact: string, emails: string[]): GroupRegistrationInput {
	return {
		name: 'Efua Mensah',
		email: contact,
		whatsapp_number: '+233 20 765 4321',
		company_name: 'Gold Coast Bank',
		consent: true,
		colleagues: emails.map((email, index) => ({
			name: `Colleague ${index + 1}`,
			email,
			role: 'Internal Auditor',
			whatsapp_number: '+233 24 123 4567',
			index,
		})),
	}
}

const enquiry = {
	name: 'Kojo Antwi',
	company_name: 'Volta River Assurance',
	role: 'Chief Risk Officer',
	email: 'kojo@voltariver.example',
	whatsapp_number: '+233 24 111 2222',
	contact_number: undefined,
	packages: 'Gold',
	notice: undefined,
}

/** Counts `mails` in a transaction of its own, kept within the limits and undone over one (as the forms do). */
async function count(db: Database, mails: { to: string; toStaff?: boolean }[], at = now, over = {}) {
	return countIn(db, CLIENT, mails, at, { ...limits, ...over })
}

async function countIn(
	db: Database,
	client: string,
	mails: { to: string; toStaff?: boolean }[],
	at: Date,
	with_: MailSender['limits'],
) {
	const undone = new Error('undone')
	let breaches: Awaited<ReturnType<typeof countMail>> = []
	await db
		.transaction()
		.execute(async (trx) => {
			breaches = await countMail(trx, client, mails, with_, at)
			if (breaches.length) throw undone
		})
		.catch((error: unknown) => {
			if (error !== undone) throw error
		})
	return breaches
}

/** The rows a refused submission must not leave, counted. */
async function rowCounts(db: Database) {
	const n = async (table: 'attendees' | 'registration_groups' | 'mail_outbox' | 'partnership_enquiries') =>
		Number(
			(
				await db
					.selectFrom(table)
					.select((eb) => eb.fn.countAll().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		)
	const counted = await db
		.selectFrom('mail_counts')
		.select((eb) => eb.fn.sum<number | string | null>('count').as('n'))
		.executeTakeFirstOrThrow()
	return {
		attendees: await n('attendees'),
		groups: await n('registration_groups'),
		mails: await n('mail_outbox'),
		enquiries: await n('partnership_enquiries'),
		counted: Number(counted.n ?? 0),
	}
}

describe.each(testDialects)('mail limits on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('a +tag, dots and case reach one mailbox: its 11th mail in the hour is over the limit', async () => {
		const spellings = ['victim@example.org', 'Victim+1@example.org', 'v.ictim+2@EXAMPLE.org']
		for (let i = 0; i < 10; i++) expect(await count(t.db, [{ to: spellings[i % 3]! }])).toEqual([])
		expect(await count(t.db, [{ to: 'vic.tim+11@example.org' }])).toMatchObject([
			{ scope: 'recipient', key: 'victim@example.org', limit: 10, mails: 1, total: 11 },
		])
		// Another mailbox of the domain is not affected.
		expect(await count(t.db, [{ to: 'ama@example.org' }])).toEqual([])
	})

	test('the hour slides in 5-minute steps: mail over an hour old no longer counts', async () => {
		expect(await count(t.db, [{ to: 'a@example.org' }, { to: 'b@example.org' }], now, { domain: 3 })).toEqual(
			[],
		)
		// 55 minutes later the two still count: a third and fourth are one too many.
		expect(
			await count(t.db, [{ to: 'c@example.org' }, { to: 'd@example.org' }], minutes(55), { domain: 3 }),
		).toMatchObject([{ scope: 'domain', key: 'example.org', total: 4 }])
		// 61 minutes later they have left the hour.
		expect(
			await count(t.db, [{ to: 'c@example.org' }, { to: 'd@example.org' }], minutes(61), { domain: 3 }),
		).toEqual([])
	})

	test('mail to the organisers counts for the client only; the client counts every mail', async () => {
		const notices = [
			{ to: 'partners@summit.test', toStaff: true },
			{ to: 'ceo@summit.test', toStaff: true },
		]
		for (let i = 0; i < 2; i++)
			expect(await count(t.db, notices, now, { recipient: 1, client: 5 })).toEqual([])
		expect(await count(t.db, notices, now, { recipient: 1, client: 5 })).toMatchObject([
			{ scope: 'client', key: CLIENT, total: 6, limit: 5 },
		])
		// Each address of one IPv6 /64 counts as the same client.
		const v6 = (client: string) =>
			countIn(t.db, client, [{ to: 'x@example.org' }], now, { ...limits, client: 1 })
		expect(await v6('2001:db8:0:1::1')).toEqual([])
		expect(await v6('2001:db8:0:1::2')).toMatchObject([{ scope: 'client', key: '2001:db8:0:1::/64' }])
	})

	test('a registration over a limit stores nothing, counts nothing and says so; the burst is recorded', async () => {
		await editionFactory(t.db, 'upcoming', now)
		for (let i = 1; i <= 10; i++) {
			const result = await registerAttendee(
				t.db,
				registration(`victim+${i}@example.org`),
				now,
				'summit.test',
				sender(),
			)
			expect(result, `registration ${i}`).toMatchObject({ ok: true })
		}
		const before = await rowCounts(t.db)
		expect(before).toMatchObject({ attendees: 10, mails: 10 })
		const refused = await registerAttendee(
			t.db,
			registration('Victim+11@example.org'),
			minutes(10),
			'summit.test',
			sender(),
		)
		expect(refused).toEqual({
			ok: false,
			reason: 'mail-limit',
			message:
				'Too many mails have gone to this email address in the last hour (at most 10 an hour). Nothing was stored. Please try again in 50 minutes.',
		})
		expect(await rowCounts(t.db)).toEqual(before)
		expect(await listMailRefusals(t.db, now.toISOString(), 10)).toMatchObject([
			{
				scope: 'recipient',
				key: 'victim@example.org',
				source: 'registration',
				limitPerHour: 10,
				submissions: 1,
				mails: 1,
				firstAt: minutes(10).toISOString(),
				lastAt: minutes(10).toISOString(),
			},
		])
		// Without a sender (staff tools, tests arranging data) nothing is counted or refused.
		expect(
			await registerAttendee(t.db, registration('victim+12@example.org'), now, 'summit.test'),
		).toMatchObject({ ok: true })
	})

	test('an address already registered meets the limits as a new one: refused alike over them, its ticket sent again within them', async () => {
		await editionFactory(t.db, 'upcoming', now)
		await registerAttendee(t.db, registration('kofi@example.org'), now, 'summit.test')
		const fromFullNetwork = sender({ client: 1 })
		await count(t.db, [{ to: 'someone@example.com' }])
		const asNew = await registerAttendee(
			t.db,
			registration('new@example.org'),
			now,
			'summit.test',
			fromFullNetwork,
		)
		const asRegistered = await registerAttendee(
			t.db,
			registration('kofi@example.org'),
			now,
			'summit.test',
			fromFullNetwork,
		)
		expect(asNew).toMatchObject({ ok: false, reason: 'mail-limit' })
		expect(asRegistered).toEqual(asNew)
		expect(
			await t.db.selectFrom('mail_outbox').select('kind').where('kind', '=', 'already-registered').execute(),
		).toEqual([])
		// Within the limits the registered address is answered as a duplicate (the page's success) and
		// its ticket goes again, counted.
		expect(
			await registerAttendee(t.db, registration('kofi@example.org'), now, 'summit.test', sender()),
		).toMatchObject({ ok: false, reason: 'duplicate' })
		expect(
			await t.db
				.selectFrom('mail_outbox')
				.select('to_address')
				.where('kind', '=', 'already-registered')
				.execute(),
		).toEqual([{ to_address: 'kofi@example.org' }])
	})

	test('a ticket sent again over a limit is silently not sent, and the refusal recorded', async () => {
		const editionId = await editionFactory(t.db, 'upcoming', now)
		await registerAttendee(t.db, registration('kofi@example.org'), now, 'summit.test')
		// Another request took the mailbox's last place between the registration's count and the re-send.
		await count(t.db, [{ to: 'kofi+x@example.org' }], now, { recipient: 1 })
		const sent = await remindRegistered(
			t.db,
			{ id: editionId, year: 2027 },
			'kofi@example.org',
			now,
			'summit.test',
			sender({ recipient: 1 }),
		)
		expect(sent).toBe(false)
		expect(await t.db.selectFrom('mail_outbox').select('kind').execute()).toEqual([
			{ kind: 'attendee-confirmation' },
		])
		expect(await listMailRefusals(t.db, now.toISOString(), 10)).toMatchObject([
			{ scope: 'recipient', key: 'kofi@example.org', source: 're-send', submissions: 1 },
		])
	})

	test('a group to one plus-addressed mailbox is refused whole, the rows named; nothing stored or counted', async () => {
		await editionFactory(t.db, 'upcoming', now)
		const victims = Array.from({ length: 11 }, (_, i) => `victim+${i + 1}@example.org`)
		const before = await rowCounts(t.db)
		const refused = await registerGroup(t.db, group('hr@bank.example', victims), now, 'summit.test', sender())
		expect(refused).toMatchObject({
			ok: false,
			reason: 'mail-limit',
			message:
				'At most 10 mails an hour can go to one mailbox, and the addresses marked below would get 11 (addresses that differ only by dots or a +tag reach one mailbox). Nothing was stored.',
		})
		if (refused.ok || refused.reason !== 'mail-limit') throw new Error('not refused')
		expect(Object.keys(refused.fieldErrors)).toEqual(victims.map((_, i) => `colleagues[${i}].email`))
		expect(await rowCounts(t.db)).toEqual(before)
		expect(await listMailRefusals(t.db, now.toISOString(), 10)).toMatchObject([
			{ scope: 'recipient', key: 'victim@example.org', source: 'group', submissions: 1, mails: 11 },
		])
	})

	test('twenty groups posted at once to one mailbox: exactly the limit gets through', async () => {
		await editionFactory(t.db, 'upcoming', now)
		const results = await Promise.all(
			Array.from({ length: 20 }, (_, g) =>
				registerGroup(
					t.db,
					group(`hr${g}@bank.example`, [`victim+${g}a@example.org`, `victim+${g}b@example.org`]),
					now,
					'summit.test',
					sender(),
				),
			),
		)
		// Two mails a group to the mailbox: five groups make its ten.
		expect(results.filter((r) => r.ok)).toHaveLength(5)
		expect(results.filter((r) => !r.ok && r.reason === 'mail-limit')).toHaveLength(15)
		const victimMails = await t.db
			.selectFrom('mail_outbox')
			.select('to_address')
			.where('to_address', 'like', 'victim%')
			.execute()
		expect(victimMails).toHaveLength(10)
		expect(await rowCounts(t.db)).toMatchObject({ attendees: 10, groups: 5, mails: 15 })
		const [burst] = await listMailRefusals(t.db, now.toISOString(), 10)
		expect(burst).toMatchObject({ scope: 'recipient', key: 'victim@example.org', submissions: 15, mails: 30 })
	})

	test('twenty registrations at once from one network: exactly the limit gets through', async () => {
		await editionFactory(t.db, 'upcoming', now)
		const results = await Promise.all(
			Array.from({ length: 20 }, (_, i) =>
				registerAttendee(
					t.db,
					registration(`person${i}@example.org`),
					now,
					'summit.test',
					sender({ client: 7 }),
				),
			),
		)
		expect(results.filter((r) => r.ok)).toHaveLength(7)
		expect(await rowCounts(t.db)).toMatchObject({ attendees: 7, mails: 7, counted: 7 * 3 })
	})

	test('submissions at once either side of a 5-minute step’s edge are counted one after the other', async () => {
		const edge = new Date(Math.ceil(now.getTime() / 300_000) * 300_000 + 300_000)
		const results = await Promise.all(
			Array.from({ length: 20 }, (_, i) =>
				countIn(t.db, CLIENT, [{ to: `victim+${i}@example.org` }], new Date(edge.getTime() - (i % 2)), {
					...limits,
					recipient: 3,
				}),
			),
		)
		expect(results.filter((breaches) => breaches.length === 0)).toHaveLength(3)
	})

	test('an enquiry whose notices go over the client’s limit stores nothing; notices never count for a mailbox', async () => {
		await saveSettings(
			t.db,
			{ ...defaultSettings, notice_emails: 'partners@summit.test\nceo@summit.test' },
			now,
		)
		const from = sender({ client: 5, recipient: 1, domain: 1 })
		for (let i = 0; i < 2; i++)
			expect(await submitEnquiry(t.db, enquiry, now, { sender: from })).toMatchObject({ ok: true })
		const before = await rowCounts(t.db)
		expect(await submitEnquiry(t.db, enquiry, now, { sender: from })).toMatchObject({
			ok: false,
			reason: 'mail-limit',
			message: expect.stringMatching(/^Too many mails have gone because of forms sent from your network/),
		})
		expect(await rowCounts(t.db)).toEqual(before)
		expect(await listMailRefusals(t.db, now.toISOString(), 10)).toMatchObject([
			{ scope: 'client', key: CLIENT, source: 'enquiry', mails: 2 },
		])
	})

	test('refusals less than 15 minutes apart are one burst; old counts and bursts are pruned', async () => {
		const breach = {
			scope: 'recipient' as const,
			key: 'victim@example.org',
			limit: 10,
			mails: 3,
			total: 13,
			retryAfterSeconds: 60,
		}
		await recordMailRefusals(t.db, [breach], 'group', now)
		await recordMailRefusals(t.db, [breach], 'group', minutes(14))
		await recordMailRefusals(t.db, [breach], 'registration', minutes(15))
		await recordMailRefusals(t.db, [{ ...breach, limit: 12 }], 'group', minutes(30))
		expect(await listMailRefusals(t.db, now.toISOString(), 10)).toMatchObject([
			{ source: 'group', limitPerHour: 12, submissions: 1, firstAt: minutes(30).toISOString() },
			{ source: 'registration', submissions: 1, mails: 3 },
			{
				source: 'group',
				submissions: 2,
				mails: 6,
				firstAt: now.toISOString(),
				lastAt: minutes(14).toISOString(),
			},
		])
		expect(await listMailRefusals(t.db, minutes(20).toISOString(), 10)).toHaveLength(1)

		await count(t.db, [{ to: 'a@example.org' }], now)
		await count(t.db, [{ to: 'a@example.org' }], minutes(50))
		await pruneMailLimits(t.db, minutes(61))
		expect(await t.db.selectFrom('mail_counts').select('count').execute()).toHaveLength(3)
		await pruneMailLimits(t.db, new Date(minutes(30).getTime() + 30 * 24 * 60 * 60_000 + 1))
		expect(await t.db.selectFrom('mail_counts').select('count').execute()).toEqual([])
		expect(await listMailRefusals(t.db, now.toISOString(), 10)).toEqual([])
	})
})
