/**
 * The reminder to the unpaid, on SQLite and PostgreSQL, with a fixed clock: who is reminded and when
 * (once, a set number of days before the summit in Accra, never after it started, never the paid,
 * waived or fee-less, a group once through its contact), several runs at once queueing each reminder
 * once, and the mail the worker sends to a real SMTP server in the test process (smtp-server).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ParsedMail } from 'mailparser'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createMailTransport } from '#app/lib/mail/transport.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { type Account, recordMovement, type Recorder } from '#app/modules/payments/ledger.server.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'
import { defaultSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/setup/smtp.ts'
import { startMailWorker } from './mail-worker.server.ts'
import { reminderWindow, remindUnpaid } from './payment-reminders.server.ts'

// The upcoming edition of the factory starts 60 days after the tests' present, at 08:30 Accra.
const STARTS_AT = '2027-01-21T08:30:00.000Z'
// With reminders 7 days before: from 00:00 on 14 January 2027 in Accra (UTC+0).
const FROM = new Date('2027-01-14T00:00:00.000Z')

test('the reminders go from 00:00 in Accra of the day N days before the start until the start', () => {
	expect(reminderWindow(STARTS_AT, 7)).toEqual({ from: '2027-01-14T00:00:00.000Z', until: STARTS_AT })
	expect(reminderWindow(STARTS_AT, 0)).toEqual({ from: '2027-01-21T00:00:00.000Z', until: STARTS_AT })
	expect(reminderWindow(STARTS_AT, null)).toBeNull()
	expect(reminderWindow(STARTS_AT, -1)).toBeNull()
})

const person = (name: string) => ({
	name,
	company_name: 'Volta Assurance',
	role: 'Auditor',
	email: `${name.split(' ')[0]!.toLowerCase()}@volta.example`,
	whatsapp_number: '+233 24 123 4567',
	contact_number: undefined,
	notice: undefined,
})

describe.each(testDialects)('the payment reminders on %s', (dialect) => {
	const t = useBackOffice(dialect)
	const admin = (): Recorder => ({ userId: t.actor.id, name: t.actor.fullName, role: 'Administrator' })
	let smtp: TestSmtpServer | undefined
	let outbox: string
	let ids: Record<string, number>

	async function settings(days: number | null) {
		await saveSettings(
			t.db,
			{
				...defaultSettings,
				contact_email: 'hello@summit.test',
				payment_instructions: 'Bank transfer to Summit Ltd\nRef: your name',
				payment_reminder_days: days,
			},
			now,
		)
	}

	async function register(name: string, at = now) {
		const result = await registerAttendee(t.db, person(name), at, 'summit.test')
		if (!result.ok) throw new Error(result.message)
		return result.attendeeId
	}

	async function group(company: string, at = now) {
		const result = await registerGroup(
			t.db,
			{
				name: `Contact of ${company}`,
				email: `hr@${company.toLowerCase()}.example`,
				whatsapp_number: '+233 20 765 4321',
				company_name: company,
				consent: true,
				colleagues: [1, 2, 3].map((n, index) => ({
					name: `Colleague ${n} of ${company}`,
					email: `c${n}@${company.toLowerCase()}.example`,
					role: 'Auditor',
					whatsapp_number: '+233 24 123 4567',
					index,
				})),
			},
			at,
			'summit.test',
		)
		if (!result.ok) throw new Error(result.message)
		return result.groupId
	}

	const pay = async (account: Account, kind: 'payment' | 'waiver' | 'refund', amount: number) => {
		const result = await recordMovement(
			t.db,
			account,
			{
				kind,
				method: kind === 'waiver' ? 'waiver' : 'cash',
				amountPesewas: amount,
				reference: null,
			},
			admin(),
			now,
		)
		if (!result.ok) throw new Error(result.message)
	}

	beforeEach(async () => {
		outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-outbox-'))
		// Early bird GH₵ 2,000 for a registration made now; GH₵ 1,800 each in a group of 3.
		await editionFactory(t.db, 'upcoming', now, { group_min_size: 3, group_discount_percent: 10 })
		await settings(7)
		ids = {
			unpaid: await register('Ama Mensah'),
			partPaid: await register('Kofi Boateng'),
			paid: await register('Yaw Owusu'),
			waived: await register('Esi Asante'),
			noFee: await register('Abena Darko'),
			refunded: await register('Akua Sarpong'),
			owingGroup: await group('Goldcoast'),
			paidGroup: await group('Volta'),
			partGroup: await group('Ashanti'),
		}
		await pay({ kind: 'registration', id: ids.partPaid! }, 'payment', 100_000)
		await pay({ kind: 'registration', id: ids.paid! }, 'payment', 200_000)
		await pay({ kind: 'registration', id: ids.waived! }, 'waiver', 200_000)
		await t.db
			.updateTable('attendees')
			.set({ fee_pesewas: null, fee_rule: null })
			.where('id', '=', ids.noFee!)
			.execute()
		await pay({ kind: 'registration', id: ids.refunded! }, 'payment', 200_000)
		await pay({ kind: 'registration', id: ids.refunded! }, 'refund', 200_000)
		await pay({ kind: 'group', id: ids.paidGroup! }, 'payment', 540_000)
		// One colleague's share paid of three: the group still owes.
		await pay({ kind: 'group', id: ids.partGroup! }, 'payment', 180_000)
		// Registered once the reminders had begun: the confirmation just asked them to pay.
		ids.late = await register('Kwame Late', new Date('2027-01-16T09:00:00.000Z'))
	})
	afterEach(async () => {
		await smtp?.close()
		smtp = undefined
		await fs.rm(outbox, { recursive: true, force: true })
	})

	const reminders = () =>
		t.db
			.selectFrom('mail_outbox')
			.select(['attendee_id', 'group_id', 'to_address', 'subject', 'message_id'])
			.where('kind', '=', 'payment-reminder')
			.orderBy('attendee_id')
			.orderBy('group_id')
			.execute()

	/** Who has a reminder: registration and group names as in `ids`. */
	async function reminded() {
		const name = (kind: 'registration' | 'group', id: number) =>
			Object.entries(ids).find(
				([key, value]) => value === id && key.endsWith('Group') === (kind === 'group'),
			)?.[0]
		return (await reminders())
			.map((r) =>
				r.group_id === null
					? `registration ${name('registration', r.attendee_id!)}`
					: `group ${name('group', r.group_id)}`,
			)
			.sort()
	}

	test('N days before the start, every registration still owing is reminded once; a group once, through its contact', async () => {
		expect(await remindUnpaid(t.db, new Date(FROM.getTime() - 1), 'summit.test')).toBe(0)
		expect(await reminders()).toEqual([])

		expect(await remindUnpaid(t.db, FROM, 'summit.test')).toBe(4)
		expect(await reminded()).toEqual([
			'group owingGroup',
			'group partGroup',
			'registration partPaid',
			'registration unpaid',
		])
		const [first] = await reminders()
		expect(first).toMatchObject({
			subject: 'Reminder: your payment for the Internal Audit Leadership Summit 2027',
			message_id: expect.stringMatching(/^<[0-9a-f-]{36}-[ag]\d+@summit\.test>$/),
		})
		expect((await reminders()).find((r) => r.group_id === ids.owingGroup)?.to_address).toBe(
			'hr@goldcoast.example',
		)

		// Never twice: the next looks (the same day, the day before the start) queue nothing.
		expect(await remindUnpaid(t.db, new Date(FROM.getTime() + 300_000), 'summit.test')).toBe(0)
		expect(await remindUnpaid(t.db, new Date('2027-01-21T08:29:59.000Z'), 'summit.test')).toBe(0)
		expect(await reminders()).toHaveLength(4)
	})

	test('several servers looking at once queue each reminder once', async () => {
		const counts = await Promise.all(Array.from({ length: 4 }, () => remindUnpaid(t.db, FROM, 'summit.test')))
		expect(counts.reduce((a, b) => a + b, 0)).toBe(4)
		expect(await reminders()).toHaveLength(4)
	})

	test('none once the summit has started, and none while the setting is off', async () => {
		expect(await remindUnpaid(t.db, new Date(STARTS_AT), 'summit.test')).toBe(0)
		await settings(null)
		expect(await remindUnpaid(t.db, FROM, 'summit.test')).toBe(0)
		expect(await reminders()).toEqual([])
	})

	test('the worker queues and sends them: the balance, what was received, Pay now and how to pay', async () => {
		smtp = await startTestSmtpServer()
		const clock = new Date(FROM.getTime() + 60_000)
		// Paid after the reminder was queued but before it went: not sent.
		await remindUnpaid(t.db, FROM, 'summit.test')
		await pay({ kind: 'registration', id: ids.unpaid! }, 'payment', 200_000)
		const worker = startMailWorker({
			db: t.db,
			transport: createMailTransport({ smtpUrl: smtp.url, store: createLocalFileStore(outbox) }),
			context: { siteUrl: 'https://summit.test', from: '"Summit" <tickets@summit.test>', payOnline: true },
			pollMs: 60_000,
			now: () => clock,
		})
		await worker.drain()
		await worker.stop()
		const sent = smtp.received.filter((m) => m.subject?.startsWith('Reminder'))
		const to = (mail: ParsedMail) => (mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined)
		expect(sent.map(to).sort()).toEqual(['hr@ashanti.example', 'hr@goldcoast.example', 'kofi@volta.example'])

		const kofi = sent.find((m) => to(m) === 'kofi@volta.example')!
		const { ticket_ref } = await t.db
			.selectFrom('attendees')
			.select('ticket_ref')
			.where('id', '=', ids.partPaid!)
			.executeTakeFirstOrThrow()
		const manage = `https://summit.test/registration/${signTicketRef(await ticketSecret(t.db), ticket_ref!, 'manage')}`
		expect(kofi.text).toContain('GH₵ 1,000 still to pay, Kofi Boateng')
		expect(kofi.text).toMatch(/Fee\s+GH₵ 2,000/)
		expect(kofi.text).toMatch(/Received\s+GH₵ 1,000/)
		expect(kofi.text).toContain('Pay GH₵ 1,000 now')
		expect(kofi.html).toContain(`href="${manage}/pay"`)
		expect(kofi.text).toContain('Bank transfer to Summit Ltd')

		const ashanti = sent.find((m) => to(m) === 'hr@ashanti.example')!
		expect(ashanti.text).toContain('GH₵ 3,600 still to pay, Contact of Ashanti')
		expect(ashanti.text).toContain('the 3 colleagues of Ashanti you registered')
		expect(ashanti.html).toMatch(/href="https:\/\/summit\.test\/group\/[\w-]{22}\.[\w-]{22}"/)

		const notSent = await t.db
			.selectFrom('mail_outbox')
			.select(['status', 'last_error'])
			.where('kind', '=', 'payment-reminder')
			.where('attendee_id', '=', ids.unpaid!)
			.executeTakeFirstOrThrow()
		expect(notSent).toEqual({ status: 'failed', last_error: expect.stringMatching(/^Nothing to send/) })
	})
})
