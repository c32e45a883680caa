/**
 * The outbox and its worker against a real SMTP server in the test process (smtp-server), what it
 * received read back with mailparser, on SQLite and PostgreSQL.
 */
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createMailTransport } from '#app/lib/mail/transport.server.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { submitEnquiry } from '#app/modules/partnerships/enquiry.server.ts'
import { saveSettings, defaultSettings, getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/setup/smtp.ts'
import { MAX_ATTEMPTS, retryDelayMs, startMailWorker, UNCONFIRMED_NOTE } from './mail-worker.server.ts'
import { claimDueMails, mailStatusesOf, requeueMail } from '#app/modules/outbox/outbox.queries.server.ts'

const context = { siteUrl: 'https://summit.test', from: '"Summit" <tickets@summit.test>' }

const input = {
	name: 'Kwabena Ɔdɔm',
	company_name: 'Volta Assurance',
	role: 'Chief Audit Executive',
	email: 'kwabena@volta.example',
	whatsapp_number: '+233 24 123 4567',
	contact_number: undefined,
	notice: undefined,
}

test('the wait between attempts doubles from 30 s up to an hour, with a little jitter', () => {
	expect(retryDelayMs(1, () => 0.5)).toBe(30_000)
	expect(retryDelayMs(2, () => 0.5)).toBe(60_000)
	expect(retryDelayMs(20, () => 0.5)).toBe(3_600_000)
	expect(retryDelayMs(1, () => 0)).toBe(24_000)
	expect(retryDelayMs(1, () => 1)).toBe(36_000)
})

describe.each(testDialects)('the mail outbox on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let smtp: TestSmtpServer | undefined
	let outbox: string
	let clock: Date
	beforeEach(async () => {
		clock = now
		outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-outbox-'))
		await editionFactory(t.db, 'upcoming', now)
		await saveSettings(
			t.db,
			{
				...defaultSettings,
				contact_email: 'hello@summit.test',
				payment_instructions: 'Bank transfer to Summit Ltd\nRef: your name',
			},
			now,
		)
	})
	afterEach(async () => {
		await smtp?.close()
		smtp = undefined
		await fs.rm(outbox, { recursive: true, force: true })
	})

	/** A worker sending to `smtpUrl` (files without), keeping its journal in the outbox when `journalled`. */
	function worker(smtpUrl: string | undefined, { journalled = false } = {}) {
		return startMailWorker({
			db: t.db,
			transport: createMailTransport({ smtpUrl, outboxDir: outbox }),
			context,
			pollMs: 60_000,
			now: () => clock,
			journalDir: journalled ? outbox : undefined,
		})
	}

	async function outboxRows() {
		return t.db
			.selectFrom('mail_outbox')
			.select(['status', 'attempts', 'last_error', 'next_attempt_at', 'message_id', 'eml_name'])
			.orderBy('id')
			.execute()
	}

	test('a registration queues its confirmation in its own transaction; the worker sends it with ticket and calendar', async () => {
		smtp = await startTestSmtpServer()
		const result = await registerAttendee(t.db, input, now, 'summit.test')
		expect(result.ok).toBe(true)
		const [queued] = await outboxRows()
		expect(queued).toMatchObject({ status: 'queued', attempts: 0 })
		// The same email again stores nothing new; its registrant gets their ticket again.
		await registerAttendee(t.db, input, now, 'summit.test')
		expect(await outboxRows()).toHaveLength(2)

		const w = worker(smtp.url)
		await w.drain()
		await w.stop()
		await smtp.waitFor(2)
		const mail = smtp.received.find((m) => m.messageId === queued!.message_id)
		const again = smtp.received.find((m) => m.messageId !== queued!.message_id)
		expect(again?.subject).toMatch(
			/^You are already registered for the Internal Audit Leadership Summit \d{4}$/,
		)
		expect(again?.text).toContain('You are already registered, Kwabena Ɔdɔm')
		expect(again?.text).toContain('nothing was changed and there is nothing to do')
		expect(again?.attachments[0]?.cid).toBe('ticket-qr')
		expect(mail!.subject).toBe(
			`Your place at the Internal Audit Leadership Summit ${new Date(now.getTime() + 60 * 86_400_000).getUTCFullYear()}`,
		)
		expect(mail!.to).toMatchObject({ value: [{ address: 'kwabena@volta.example', name: 'Kwabena Ɔdɔm' }] })
		expect(mail!.messageId).toBe(queued!.message_id)
		expect(mail!.replyTo?.text).toBe('hello@summit.test')
		expect(mail!.text).toContain('You are registered, Kwabena Ɔdɔm')
		expect(mail!.text).toContain('Early-bird fee')
		expect(mail!.text).toContain('GH₵ 2,000')
		expect(mail!.text).toContain('Bank transfer to Summit Ltd')
		// mailparser inlines the cid: image it received; the source refers to it.
		expect(smtp.raw[0]).toContain('src=3D"cid:ticket-qr"')
		expect(mail!.html).toMatch(/https:\/\/summit\.test\/ticket\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}/)
		expect(mail!.html).toMatch(/https:\/\/summit\.test\/registration\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}/)
		const names = mail!.attachments.map((a) => [a.filename, a.contentType])
		expect(names).toEqual([
			['ticket.png', 'image/png'],
			[expect.stringMatching(/^summit-\d{4}\.ics$/), 'text/calendar'],
		])
		expect(mail!.attachments[0]!.cid).toBe('ticket-qr')
		const ics = mail!.attachments[1]!.content.toString('utf8')
		expect(ics).toContain('BEGIN:VEVENT')
		expect(ics).toContain('TZID=Africa/Accra')
		expect(ics).toContain('LOCATION:Accra International Conference Centre')
		expect(await outboxRows()).toEqual([
			expect.objectContaining({ status: 'sent', attempts: 1, last_error: null, eml_name: null }),
			expect.objectContaining({ status: 'sent', attempts: 1, last_error: null, eml_name: null }),
		])
	})

	test("the confirmation's map link is the venue's (the edition's own, else a maps search for the venue), never the contact page's office map", async () => {
		smtp = await startTestSmtpServer()
		const office = 'https://www.openstreetmap.org/?mlat=5.6005&mlon=-0.1760#map=17/5.6005/-0.1760'
		await saveSettings(t.db, { ...(await getSettings(t.db)), map_link_url: office }, now)
		const venueLink = 'https://www.google.com/maps/search/?api=1&query=5.6037%2C-0.1745'
		await t.db.updateTable('event_editions').set({ venue_map_url: venueLink }).execute()
		await registerAttendee(t.db, input, now, 'summit.test')
		const w = worker(smtp.url)
		await w.drain()
		await smtp.waitFor(1)
		const [mail] = smtp.received
		expect(mail!.html).toContain(`href="${venueLink.replaceAll('&', '&amp;')}"`)
		expect(mail!.text).toContain('Accra International Conference Centre')
		expect(mail!.html).not.toContain('openstreetmap')
		const ics = mail!.attachments[1]!.content.toString('utf8')
		expect(ics).toContain('GEO:5.6037;-0.1745')

		// Without a venue map link: a maps search for the venue's name.
		await t.db.updateTable('event_editions').set({ venue_map_url: null }).execute()
		await registerAttendee(t.db, { ...input, email: 'esi@volta.example' }, now, 'summit.test')
		await w.drain()
		await w.stop()
		await smtp.waitFor(2)
		expect(smtp.received[1]!.html).toContain(
			'href="https://www.google.com/maps/search/?api=1&amp;query=Accra%20International%20Conference%20Centre"',
		)
		expect(smtp.received[1]!.html).not.toContain('openstreetmap')
	})

	test('a group: each colleague gets their ticket and is told the contact pays; the contact gets the summary with the total', async () => {
		smtp = await startTestSmtpServer()
		await t.db.updateTable('event_editions').set({ group_min_size: 3, group_discount_percent: 10 }).execute()
		const colleagues = ['Abena Owusu', 'Kojo Antwi', 'Yaa Asantewaa'].map((name, index) => ({
			name,
			email: `${name.split(' ')[0]!.toLowerCase()}@volta.example`,
			role: 'Internal Auditor',
			whatsapp_number: '+233 24 123 4567',
			index,
		}))
		const result = await registerGroup(
			t.db,
			{ ...input, colleagues, consent: true, email: 'hr@volta.example' },
			now,
			'summit.test',
		)
		expect(result.ok).toBe(true)
		const w = worker(smtp.url)
		await w.drain()
		await w.stop()
		await smtp.waitFor(4)
		const byAddress = new Map(
			smtp.received.map((mail) => [mail.to && 'value' in mail.to ? mail.to.value[0]?.address : '', mail]),
		)
		const abena = byAddress.get('abena@volta.example')
		expect(abena?.text).toContain('You are registered, Abena Owusu')
		// Asked for nothing: the group pays once, through its contact.
		expect(abena?.text).toContain(
			'Paid by Volta Assurance: Kwabena Ɔdɔm, who registered your group, pays for everyone in one payment. There is nothing for you to pay.',
		)
		expect(abena?.text).not.toContain('GH₵')
		expect(abena?.text).not.toContain('How to pay')
		expect(abena?.text).not.toContain('Bank transfer to Summit Ltd')
		expect(abena?.attachments[0]?.cid).toBe('ticket-qr')
		const summary = byAddress.get('hr@volta.example')
		expect(summary?.subject).toMatch(/^Your group of 3 at the Internal Audit Leadership Summit \d{4}$/)
		expect(summary?.text).toContain('Your group is registered, Kwabena Ɔdɔm')
		expect(summary?.text).toContain('You registered 3 colleagues of Volta Assurance')
		expect(summary?.text).toContain(
			'GH₵ 1,800 per person (with the 10% group discount), GH₵ 5,400 for the group of 3.',
		)
		expect(summary?.text).toContain('GH₵ 5,400 for the group, in one payment.')
		expect(summary?.text).toContain('How to pay')
		expect(summary?.text).toContain('Bank transfer to Summit Ltd')
		const deskRefs = await t.db.selectFrom('attendees').select('desk_ref').orderBy('id').execute()
		for (const [i, colleague] of colleagues.entries()) {
			expect(summary?.text).toContain(colleague.name)
			expect(summary?.text).toContain(deskRefs[i]!.desk_ref!)
		}
	})

	test('names with line breaks or any script cannot add a header, and arrive intact', async () => {
		smtp = await startTestSmtpServer()
		const names = ['Ama\r\nBcc: evil@attacker.example', '中文 名字', 'مريم الحسن']
		for (const [i, name] of names.entries()) {
			await registerAttendee(t.db, { ...input, name, email: `person${i}@example.com` }, now, 'summit.test')
		}
		const w = worker(smtp.url)
		await w.drain()
		await w.stop()
		await smtp.waitFor(3)
		for (const mail of smtp.received) expect(mail.bcc).toBeUndefined()
		// The header section (up to the first empty line) has no Bcc line.
		for (const source of smtp.raw) expect(source.split(/\r?\n\r?\n/)[0]).not.toMatch(/^Bcc:/im)
		const received = smtp.received.map((m) => (m.to as { value: { name: string }[] }).value[0]!.name).sort()
		expect(received).toEqual(['Ama Bcc: evil@attacker.example', 'مريم الحسن', '中文 名字'].sort())
		expect(smtp.received.map((m) => m.text).join('\n')).toContain('中文 名字')
	})

	test('site settings shown in the mail (how to pay, contact) are text, whatever they hold', async () => {
		smtp = await startTestSmtpServer()
		await saveSettings(
			t.db,
			{
				...defaultSettings,
				contact_email: 'hello@summit.test',
				payment_instructions: `<script>alert('pay')</script>\n"><img src=x onerror=alert(1)>`,
			},
			now,
		)
		await registerAttendee(t.db, input, now, 'summit.test')
		const w = worker(smtp.url)
		await w.drain()
		await w.stop()
		await smtp.waitFor(1)
		const [mail] = smtp.received
		expect(mail!.html).not.toMatch(/<script|<img src="?x|onerror="/i)
		expect(mail!.html).toContain('&lt;script&gt;alert(&#x27;pay&#x27;)&lt;/script&gt;')
		expect(mail!.text).toContain(`<script>alert('pay')</script>`)
	})

	test('a temporary refusal is retried later; a permanent one fails at once; Resend queues it again', async () => {
		smtp = await startTestSmtpServer({ answer: (n) => (n === 1 ? 451 : n === 2 ? 550 : null) })
		await registerAttendee(t.db, input, now, 'summit.test')
		const w = worker(smtp.url)
		await w.drain()
		let [row] = await outboxRows()
		expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringMatching(/^451 /) })
		expect(Date.parse(row!.next_attempt_at)).toBeGreaterThan(now.getTime() + 20_000)
		// Due again: the server now refuses for good.
		clock = new Date(Date.parse(row!.next_attempt_at) + 1)
		await w.drain()
		;[row] = await outboxRows()
		expect(row).toMatchObject({ status: 'failed', attempts: 2, last_error: expect.stringMatching(/^550 /) })
		// The attendee list says "Mail failed" for this registration.
		const attendee = (await t.db.selectFrom('attendees').select('id').executeTakeFirstOrThrow()).id
		expect(await mailStatusesOf(t.db, [attendee, attendee + 1])).toEqual(new Map([[attendee, 'failed']]))
		const id = (await t.db.selectFrom('mail_outbox').select('id').executeTakeFirstOrThrow()).id
		expect(await requeueMail(t.db, id, clock)).toBe(true)
		await w.drain()
		await w.stop()
		await smtp.waitFor(1)
		expect((await outboxRows())[0]).toMatchObject({ status: 'sent', attempts: 1 })
	})

	test('an SMTP server that is down: the registration is stored, the mail waits; after the last attempt it is failed', async () => {
		const down = await startTestSmtpServer()
		const url = down.url
		await down.close()
		const started = Date.now()
		expect((await registerAttendee(t.db, input, now, 'summit.test')).ok).toBe(true)
		expect(Date.now() - started).toBeLessThan(2000)
		const w = worker(url)
		for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
			await w.drain()
			const [row] = await outboxRows()
			expect(row!.attempts).toBe(attempt)
			clock = new Date(Date.parse(row!.next_attempt_at) + 1)
		}
		await w.stop()
		expect((await outboxRows())[0]).toMatchObject({
			status: 'failed',
			last_error: expect.stringMatching(/ECONNREFUSED/),
		})
		expect(await t.db.selectFrom('attendees').select('email').execute()).toEqual([
			{ email: 'kwabena@volta.example' },
		])
	})

	test('a worker killed while sending: once its lease ends the mail is taken again, with the same Message-ID', async () => {
		await registerAttendee(t.db, input, now, 'summit.test')
		const [taken] = await claimDueMails(t.db, now, 10, 60_000)
		expect(await claimDueMails(t.db, now, 10, 60_000)).toEqual([])
		const later = new Date(now.getTime() + 60_001)
		const [again] = await claimDueMails(t.db, later, 10, 60_000)
		expect(again).toMatchObject({ id: taken!.id, messageId: taken!.messageId, attempts: 2 })
	})

	test('what a killed worker journalled is settled by the next one: accepted or handed over whole is sent, never sent again', async () => {
		smtp = await startTestSmtpServer()
		await registerAttendee(t.db, input, now, 'summit.test')
		await registerAttendee(t.db, { ...input, email: 'ama@volta.example' }, now, 'summit.test')
		await registerAttendee(t.db, { ...input, email: 'kofi@volta.example' }, now, 'summit.test')
		const [accepted, handed, answered] = await claimDueMails(t.db, now, 10, 30_000)
		// The third was handed over too, but its answer (451, try later) had been recorded.
		await t.db
			.updateTable('mail_outbox')
			.set({ status: 'queued', next_attempt_at: now.toISOString(), lease_until: null })
			.where('id', '=', answered!.id)
			.execute()
		// The killed process (a pid that no longer runs) had written these lines.
		await fs.writeFile(
			path.join(outbox, '.sent-journal-999999999'),
			[`handed ${accepted!.messageId}`, `accepted ${accepted!.messageId}`, `handed ${handed!.messageId}`]
				.concat(`handed ${answered!.messageId}`, '')
				.join('\n'),
		)
		clock = new Date(now.getTime() + 30_001)
		const w = worker(smtp.url, { journalled: true })
		await w.drain()
		await w.stop()
		expect(smtp.received.map((m) => m.messageId)).toEqual([answered!.messageId])
		expect(await outboxRows()).toMatchObject([
			{ status: 'sent', last_error: null },
			{ status: 'sent', last_error: UNCONFIRMED_NOTE },
			{ status: 'sent', last_error: null },
		])
		// The dead process's journal is gone; this one's is empty again.
		expect(await fs.readdir(outbox)).toEqual([`.sent-journal-${process.pid}`])
	})

	test('a message is journalled as handed over before the SMTP server answers it, then as accepted', async () => {
		const journalFile = () => path.join(outbox, `.sent-journal-${process.pid}`)
		const atAnswer: string[] = []
		smtp = await startTestSmtpServer({
			answer: () => {
				atAnswer.push(readFileSync(journalFile(), 'utf8'))
				return null
			},
		})
		await registerAttendee(t.db, input, now, 'summit.test')
		const [row] = await outboxRows()
		const w = worker(smtp.url, { journalled: true })
		await w.drain()
		expect(atAnswer).toEqual([`handed ${row!.message_id}\n`])
		await w.stop()
		expect((await outboxRows())[0]).toMatchObject({ status: 'sent', last_error: null })
		// Once nothing is in flight the journal is emptied: its lines are in the database.
		expect(readFileSync(journalFile(), 'utf8')).toBe('')
	})

	test('without SMTP_URL each mail is written as an .eml file in the outbox folder', async () => {
		await registerAttendee(t.db, input, now, 'summit.test')
		const w = worker(undefined)
		await w.drain()
		await w.stop()
		const [row] = await outboxRows()
		expect(row).toMatchObject({ status: 'sent', eml_name: expect.stringMatching(/^mail-\d+\.eml$/) })
		const eml = await fs.readFile(path.join(outbox, row!.eml_name!), 'utf8')
		expect(eml).toContain('To: =?UTF-8?')
		expect(eml).toContain(`Message-ID: ${row!.message_id}`)
		expect(eml).toContain('Content-Type: text/calendar')
	})

	test('a partnership enquiry notifies each organiser address, with a link to it in the back office', async () => {
		smtp = await startTestSmtpServer()
		await saveSettings(
			t.db,
			{
				...defaultSettings,
				contact_email: 'hello@summit.test',
				notice_emails: 'partners@summit.test\nceo@summit.test',
			},
			now,
		)
		const { reference } = await submitEnquiry(t.db, { ...input, packages: 'Gold', notice: undefined }, now, {
			messageIdHost: 'summit.test',
		})
		const w = worker(smtp.url)
		await w.drain()
		await w.stop()
		await smtp.waitFor(2)
		expect(smtp.received.map((m) => (m.to as { text: string }).text).sort()).toEqual([
			'ceo@summit.test',
			'partners@summit.test',
		])
		const [notice] = smtp.received
		expect(notice!.subject).toBe('Partnership enquiry: Volta Assurance (Gold)')
		expect(notice!.replyTo?.text).toBe('kwabena@volta.example')
		expect(notice!.text).toContain(reference)
		expect(notice!.html).toContain(`https://summit.test/admin/partnerships?q=${reference}`)
	})
})
