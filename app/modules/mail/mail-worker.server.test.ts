/**
 * The outbox and its worker against a real SMTP server in the test process (smtp-server), what it
 * received read back with mailparser, on SQLite and PostgreSQL. A worker "killed" mid-send is one
 * whose SMTP answer is held while another worker, sharing nothing with it but the database, takes
 * over once the lease has run out.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createMailTransport } from '#app/lib/mail/transport.server.ts'
import { createLocalFileStore, type FileStore } from '#app/lib/storage/file-store.server.ts'
import { readMailFile } from '#app/modules/outbox/mail-files.server.ts'
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

/**
 * A FileStore in memory: what another instance would read from the shared bucket, and nothing on
 * this machine's disk. Enough for mail files (put, get, remove).
 */
function memoryStore(): FileStore & { files: Map<string, Buffer> } {
	const files = new Map<string, Buffer>()
	return {
		files,
		put: async (name, data) => void files.set(name, Buffer.from(data)),
		get: async (name) => files.get(name) ?? null,
		size: async (name) => files.get(name)?.length ?? null,
		stream: async (name) => {
			const data = files.get(name)
			return data ? Readable.from([data]) : null
		},
		remove: async (name) => void files.delete(name),
		removeKey: async (key) => void files.delete(key),
	}
}

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
	/** Lets a held SMTP answer go (a test that failed while holding one). */
	let releaseHeld = () => {}
	afterEach(async () => {
		releaseHeld()
		await smtp?.close()
		smtp = undefined
		await fs.rm(outbox, { recursive: true, force: true })
	})

	/**
	 * A worker sending to `smtpUrl` (without: writing files into `store`, the outbox folder by
	 * default), with its own transport: two workers share only the database.
	 */
	function worker(
		smtpUrl: string | undefined,
		{ store = createLocalFileStore(outbox) }: { store?: FileStore } = {},
	) {
		return startMailWorker({
			db: t.db,
			transport: createMailTransport({ smtpUrl, store }),
			files: store,
			context,
			pollMs: 60_000,
			now: () => clock,
		})
	}

	/** Waits (at most 5 s) until `check` holds. */
	async function until(check: () => Promise<boolean>) {
		for (const started = Date.now(); !(await check());) {
			if (Date.now() - started > 5000) throw new Error('Timed out')
			await new Promise((resolve) => setTimeout(resolve, 10))
		}
	}

	async function outboxRows() {
		return t.db
			.selectFrom('mail_outbox')
			.select([
				'status',
				'attempts',
				'last_error',
				'next_attempt_at',
				'message_id',
				'eml_name',
				'handed_over_at',
			])
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

	test('a mail handed over whole by a worker stopped before the answer is never sent again by another: exactly one copy arrives', async () => {
		let release: (code: number | null) => void = () => {}
		const held = new Promise<number | null>((resolve) => (release = resolve))
		releaseHeld = () => release(null)
		let markedAtAnswer: string | null | undefined
		smtp = await startTestSmtpServer({
			answer: async (n) => {
				if (n > 1) return null
				// The whole message is here; the first worker is "killed" before any answer reaches it.
				const row = await t.db.selectFrom('mail_outbox').select('handed_over_at').executeTakeFirstOrThrow()
				markedAtAnswer = row.handed_over_at
				return held
			},
		})
		await registerAttendee(t.db, input, now, 'summit.test')
		const first = worker(smtp.url)
		const firstPass = first.drain()
		await until(async () => smtp!.offered() === 1 && (await outboxRows())[0]!.handed_over_at !== null)
		let [row] = await outboxRows()
		expect(row).toMatchObject({ status: 'sending', attempts: 1, handed_over_at: now.toISOString() })
		if (dialect === 'sqlite') expect(markedAtAnswer).toBe(now.toISOString())

		// Another worker (its own transport, no file, no process id in common) once the lease has run out.
		clock = new Date(now.getTime() + 30_001)
		const second = worker(smtp.url)
		await second.drain()
		await second.stop()
		expect(smtp.offered()).toBe(1)
		;[row] = await outboxRows()
		expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: UNCONFIRMED_NOTE })
		// Nor is it taken again later.
		clock = new Date(now.getTime() + 3_600_000)
		expect(await claimDueMails(t.db, clock, 10, 30_000)).toEqual([])

		release(null)
		await firstPass
		await first.stop()
		expect(smtp.offered()).toBe(1)
		expect(smtp.received.map((m) => m.messageId)).toEqual([row!.message_id])
	})

	test('a mail left "sending" but never handed over is sent by the next worker once its lease ends', async () => {
		smtp = await startTestSmtpServer()
		await registerAttendee(t.db, input, now, 'summit.test')
		// A worker took it and was killed before writing its last byte to the SMTP server.
		const [taken] = await claimDueMails(t.db, now, 10, 30_000)
		clock = new Date(now.getTime() + 29_000)
		const w = worker(smtp.url)
		await w.drain()
		expect(smtp.offered()).toBe(0)
		clock = new Date(now.getTime() + 30_001)
		await w.drain()
		await w.stop()
		await smtp.waitFor(1)
		expect(smtp.offered()).toBe(1)
		expect(smtp.received[0]!.messageId).toBe(taken!.messageId)
		expect(await outboxRows()).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }])
	})

	test('workers taking over at once settle a handed-over mail once and send none of it', async () => {
		await registerAttendee(t.db, input, now, 'summit.test')
		await registerAttendee(t.db, { ...input, email: 'ama@volta.example' }, now, 'summit.test')
		const [handed, notHanded] = await claimDueMails(t.db, now, 10, 30_000)
		await t.db
			.updateTable('mail_outbox')
			.set({ handed_over_at: now.toISOString() })
			.where('id', '=', handed!.id)
			.execute()
		const later = new Date(now.getTime() + 30_001)
		const taken = (await Promise.all([1, 2, 3].map(() => claimDueMails(t.db, later, 10, 30_000)))).flat()
		// Only the mail that never reached the server is taken again, by one of them.
		expect(taken.map((m) => m.id)).toEqual([notHanded!.id])
		expect(await outboxRows()).toMatchObject([
			{ status: 'sent', attempts: 1, last_error: UNCONFIRMED_NOTE },
			{ status: 'sending', attempts: 2, handed_over_at: null },
		])
	})

	test('without SMTP_URL each mail is written as an .eml file into the mail-file store, which the Mail screen reads', async () => {
		await registerAttendee(t.db, input, now, 'summit.test')
		const store = memoryStore()
		const w = worker(undefined, { store })
		await w.drain()
		await w.stop()
		const [row] = await outboxRows()
		expect(row).toMatchObject({ status: 'sent', eml_name: expect.stringMatching(/^mail-\d+\.eml$/) })
		// Nothing on this machine's disk: the store holds it, and the download reads it from there.
		expect(await fs.readdir(outbox)).toEqual([])
		expect([...store.files.keys()]).toEqual([row!.eml_name])
		const id = (await t.db.selectFrom('mail_outbox').select('id').executeTakeFirstOrThrow()).id
		const file = await readMailFile(t.db, store, id)
		if (typeof file === 'string') throw new Error(`No file: ${file}`)
		expect(file.name).toBe(row!.eml_name)
		const eml = file.body.toString('utf8')
		expect(eml).toContain('To: =?UTF-8?')
		expect(eml).toContain(`Message-ID: ${row!.message_id}`)
		expect(eml).toContain('Content-Type: text/calendar')
		// Gone from the store (removed on another instance): the download says so.
		store.files.clear()
		expect(await readMailFile(t.db, store, id)).toBe('gone')
		expect(await readMailFile(t.db, store, id + 1)).toBe('none')
	})

	test('a mail file written while its registration is being cancelled is removed with it', async () => {
		await registerAttendee(t.db, input, now, 'summit.test')
		const store = memoryStore()
		const put = store.put
		// The registration is cancelled (its mail row gone) while the file is being written.
		store.put = async (name, data) => {
			await t.db.deleteFrom('attendees').execute()
			await put(name, data)
		}
		const w = worker(undefined, { store })
		await w.drain()
		await w.stop()
		expect(await outboxRows()).toEqual([])
		expect([...store.files.keys()]).toEqual([])
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
