/**
 * The mails about money end to end, on SQLite and PostgreSQL: what the ledger queues in the
 * transaction of a payment, then what the mail worker sends to a real SMTP server in the test process
 * (smtp-server), read back with mailparser. The receipt's PDF comes from a stand-in renderer here
 * (the real one is the payments module's, tested with its PDFs); the mail attaches what it returns.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ParsedMail } from 'mailparser'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createMailTransport } from '#app/lib/mail/transport.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { recordDeskPayment } from '#app/modules/check-in/check-in-admin.server.ts'
import { correctMovement, recordMovement, type Recorder } from '#app/modules/payments/ledger.server.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'
import { defaultSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/setup/smtp.ts'
import type { ComposeContext } from './compose.server.ts'
import { startMailWorker } from './mail-worker.server.ts'
import type { ReceiptPdfRenderer } from './receipt-attachment.server.ts'

const host = { messageIdHost: 'summit.test' }

const person = {
	name: 'Ama Ɔdɔm',
	company_name: 'Volta Assurance',
	role: 'Auditor',
	email: 'ama@volta.example',
	whatsapp_number: '+233 24 123 4567',
	contact_number: undefined,
	notice: undefined,
}

/** A stand-in for the payments module's receipt renderer: a small PDF-looking file naming the receipt. */
const fakeReceiptPdf: ReceiptPdfRenderer = async (db, receiptId) => {
	const row = await db.selectFrom('receipts').select('number').where('id', '=', receiptId).executeTakeFirst()
	return (
		row && { filename: `receipt-${row.number}.pdf`, content: Buffer.from(`%PDF-1.7 receipt ${row.number}`) }
	)
}

/** The address a parsed mail was sent to. */
const recipient = (mail: ParsedMail) =>
	mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined

describe.each(testDialects)('the mails about money on %s', (dialect) => {
	const t = useBackOffice(dialect)
	const admin = (): Recorder => ({ userId: t.actor.id, name: t.actor.fullName, role: 'Administrator' })
	let smtp: TestSmtpServer
	let outbox: string
	let year: number

	beforeEach(async () => {
		smtp = await startTestSmtpServer()
		outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-outbox-'))
		// Early bird GH₵ 2,000 (regular GH₵ 2,500); 10 % off from 3 people.
		const id = await editionFactory(t.db, 'upcoming', now, { group_min_size: 3, group_discount_percent: 10 })
		year = (
			await t.db.selectFrom('event_editions').select('year').where('id', '=', id).executeTakeFirstOrThrow()
		).year
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
		await smtp.close()
		await fs.rm(outbox, { recursive: true, force: true })
	})

	/** Sends every queued mail through the SMTP server with `context` (online payment off by default). */
	async function send(context: Partial<ComposeContext> = {}) {
		const worker = startMailWorker({
			db: t.db,
			transport: createMailTransport({ smtpUrl: smtp.url, store: createLocalFileStore(outbox) }),
			context: { siteUrl: 'https://summit.test', from: '"Summit" <tickets@summit.test>', ...context },
			pollMs: 60_000,
			now: () => now,
		})
		await worker.drain()
		await worker.stop()
	}

	async function register() {
		const result = await registerAttendee(t.db, person, now, 'summit.test')
		if (!result.ok) throw new Error(result.message)
		return result.attendeeId
	}

	async function group() {
		const result = await registerGroup(
			t.db,
			{
				name: 'Efua Mensah',
				email: 'efua@goldcoast.example',
				whatsapp_number: '+233 20 765 4321',
				company_name: 'Gold Coast Bank',
				consent: true,
				colleagues: ['Kojo Antwi', 'Yaa Asantewaa', 'Ɛsi Boateng'].map((name, index) => ({
					name,
					email: `${['kojo', 'yaa', 'esi'][index]}@goldcoast.example`,
					role: 'Auditor',
					whatsapp_number: '+233 24 123 4567',
					index,
				})),
			},
			now,
			'summit.test',
		)
		if (!result.ok) throw new Error(result.message)
		return result.groupId
	}

	/** The manage, pay and receipt paths of registration `id`, signed as the mails sign them. */
	async function registrationPaths(id: number) {
		const { ticket_ref } = await t.db
			.selectFrom('attendees')
			.select('ticket_ref')
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		const manage = `https://summit.test/registration/${signTicketRef(await ticketSecret(t.db), ticket_ref!, 'manage')}`
		return { manage, pay: `${manage}/pay`, receipt: (n: string) => `${manage}/receipts/${n}.pdf` }
	}

	/** The page of group `id` (its contact's link, token purpose `group`). */
	async function groupPage(id: number) {
		const { manage_ref } = await t.db
			.selectFrom('registration_groups')
			.select('manage_ref')
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		return `https://summit.test/group/${signTicketRef(await ticketSecret(t.db), manage_ref!, 'group')}`
	}

	const outboxRows = () =>
		t.db
			.selectFrom('mail_outbox')
			.select(['kind', 'attendee_id', 'group_id', 'receipt_id', 'to_address', 'status', 'last_error'])
			.orderBy('id')
			.execute()

	test('a registrant alone is shown the fee they owe as fixed with its rule, how to pay, and Pay now when Paystack is set', async () => {
		const id = await register()
		// The row's fee and rule are what the mail says, not a fee worked out again.
		await t.db
			.updateTable('attendees')
			.set({ fee_pesewas: 123_450, fee_rule: 'regular' })
			.where('id', '=', id)
			.execute()
		await send({ payOnline: true })
		await smtp.waitFor(1)
		const [mail] = smtp.received
		const paths = await registrationPaths(id)
		expect(mail!.text).toContain('Regular fee')
		expect(mail!.text).toContain('GH₵ 1,234.50 (the fee on the day you registered)')
		expect(mail!.text).toContain('Pay GH₵ 1,234.50 now')
		expect(mail!.html).toContain(`href="${paths.pay}"`)
		expect(mail!.text).toContain('Other ways to pay')
		expect(mail!.text).toContain('Bank transfer to Summit Ltd')
	})

	test('without Paystack the confirmation has the instructions only; once paid it asks for nothing', async () => {
		const first = await register()
		const second = await registerAttendee(
			t.db,
			{ ...person, email: 'kofi@volta.example' },
			now,
			'summit.test',
		)
		if (!second.ok) throw new Error(second.message)
		await recordMovement(
			t.db,
			{ kind: 'registration', id: second.attendeeId },
			{ kind: 'payment', method: 'bank', amountPesewas: 200_000, reference: 'GCB-1' },
			admin(),
			now,
		)
		await send()
		await smtp.waitFor(2)
		const unpaid = smtp.received.find((m) => recipient(m) === 'ama@volta.example')!
		expect(unpaid.text).toContain('Early-bird fee')
		expect(unpaid.text).toContain('GH₵ 2,000')
		expect(unpaid.text).toContain('How to pay')
		expect(unpaid.text).toContain('Bank transfer to Summit Ltd')
		expect(unpaid.text).not.toMatch(/Pay GH₵/)
		expect(unpaid.html).not.toContain((await registrationPaths(first)).pay)
		const paid = smtp.received.find((m) => recipient(m) === 'kofi@volta.example')!
		expect(paid.text).toContain('Paid in full, thank you.')
		expect(paid.text).not.toContain('How to pay')
	})

	test('a group: the colleagues are asked for nothing; the contact is asked for the total, with Pay now and the group page', async () => {
		const id = await group()
		await send({ payOnline: true })
		await smtp.waitFor(4)
		const page = await groupPage(id)
		for (const address of ['kojo@goldcoast.example', 'yaa@goldcoast.example', 'esi@goldcoast.example']) {
			const colleague = smtp.received.find((m) => recipient(m) === address)
			expect(colleague?.text, address).toContain(
				'Paid by Gold Coast Bank: Efua Mensah, who registered your group, pays for everyone in one payment. There is nothing for you to pay.',
			)
			expect(colleague?.text).not.toContain('GH₵')
			expect(colleague?.text).not.toContain('How to pay')
			expect(colleague?.html).not.toMatch(/\/pay"|\/group\//)
		}
		const summary = smtp.received.find((m) => recipient(m) === 'efua@goldcoast.example')!
		expect(summary.text).toContain('GH₵ 5,400 for the group, in one payment.')
		expect(summary.text).toContain('Pay GH₵ 5,400 now')
		expect(summary.html).toContain(`href="${page}"`)
		expect(summary.text).toContain('Bank transfer to Summit Ltd')
		expect(summary.text).toContain('shows what is paid, and gives the invoice')
	})

	test('a payment at the desk queues its mail with it; the payer gets the receipt attached, the details, the balance and the links', async () => {
		const id = await register()
		const desk = { id: t.actor.id, fullName: 'Efua Desk', role: 'User' as const }
		const editions = [(await t.db.selectFrom('event_editions').select('id').executeTakeFirstOrThrow()).id]
		const payment = {
			method: 'momo',
			reference: 'MP240101.1234',
			amountPesewas: 200_000,
			seenMovementId: 0,
		} as const
		// Refused (not the exact balance): no receipt, no mail.
		expect(
			await recordDeskPayment(t.db, desk, id, { ...payment, amountPesewas: 100 }, editions, now, host),
		).toMatchObject({ ok: false })
		const result = await recordDeskPayment(t.db, desk, id, payment, editions, now, host)
		expect(result).toMatchObject({ ok: true, receipt: `RCT-${year}-0001` })
		const receipt = await t.db.selectFrom('receipts').select('id').executeTakeFirstOrThrow()
		expect(await outboxRows()).toEqual([
			expect.objectContaining({ kind: 'attendee-confirmation', attendee_id: id }),
			expect.objectContaining({
				kind: 'payment-received',
				attendee_id: id,
				group_id: null,
				receipt_id: receipt.id,
				to_address: 'ama@volta.example',
				status: 'queued',
			}),
		])

		await send({ payOnline: true, receiptPdf: fakeReceiptPdf })
		await smtp.waitFor(2)
		const mail = smtp.received.find((m) => m.subject?.startsWith('Receipt'))!
		const paths = await registrationPaths(id)
		expect(mail.subject).toBe(
			`Receipt RCT-${year}-0001: GH₵ 2,000 received for the Internal Audit Leadership Summit ${year}`,
		)
		expect(mail.to).toMatchObject({ value: [{ address: 'ama@volta.example', name: 'Ama Ɔdɔm' }] })
		expect(mail.replyTo?.text).toBe('hello@summit.test')
		for (const line of [
			'Payment received, thank you Ama Ɔdɔm',
			'GH₵ 2,000',
			'Mobile money transfer',
			'MP240101.1234',
			`RCT-${year}-0001, 22 Nov 2026, 10:00 (Accra time)`,
			`Your place at the Internal Audit Leadership Summit ${year} (Ama Ɔdɔm)`,
			'Nothing: everything is paid.',
			'Your receipt is attached to this mail.',
		])
			expect(mail.text).toContain(line)
		expect(mail.text).not.toContain('How to pay')
		expect(mail.html).toContain(`href="${paths.receipt(`RCT-${year}-0001`)}"`)
		expect(mail.html).toContain(`href="${paths.manage}"`)
		expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
			['receipt-1.pdf', 'application/pdf', '%PDF-1.7 receipt 1'],
		])
	})

	test('a part payment of a group: its contact is told the balance left after each payment, with Pay now for the rest', async () => {
		const id = await group()
		for (const [reference, amount] of [
			['GCB-001', 200_000],
			['GCB-002', 100_000],
		] as const) {
			const result = await recordMovement(
				t.db,
				{ kind: 'group', id },
				{ kind: 'payment', method: 'bank', amountPesewas: amount, reference },
				admin(),
				now,
				host,
			)
			expect(result.ok).toBe(true)
		}
		expect(
			(await outboxRows())
				.filter((r) => r.kind === 'payment-received')
				.map((r) => [r.group_id, r.to_address]),
		).toEqual([
			[id, 'efua@goldcoast.example'],
			[id, 'efua@goldcoast.example'],
		])
		await send({ payOnline: true, receiptPdf: fakeReceiptPdf })
		await smtp.waitFor(6)
		const page = await groupPage(id)
		const receipts = smtp.received.filter((m) => m.subject?.startsWith('Receipt'))
		const [first, second] = [1, 2].map((n) => receipts.find((m) => m.subject?.includes(`-000${n}:`))!)
		// Both are sent after the second payment; each tells the balance as it stood after its own.
		expect(first!.text).toContain('GH₵ 3,400 still to pay.')
		expect(second!.text).toContain('GH₵ 2,400 still to pay.')
		expect(second!.text).toContain('Pay GH₵ 2,400 now')
		expect(first!.text).toContain(
			`The places of 3 colleagues of Gold Coast Bank at the Internal Audit Leadership Summit ${year}`,
		)
		expect(first!.text).toContain('Bank transfer')
		expect(first!.text).toContain('GCB-001')
		expect(first!.html).toContain(`href="${page}/receipts/RCT-${year}-0001.pdf"`)
		expect(first!.html).toContain(`href="${page}"`)
		expect(first!.attachments.map((a) => a.filename)).toEqual(['receipt-1.pdf'])
	})

	test('no mail without the mail option, for a refund or a waiver, nor for a payment undone before it was sent', async () => {
		const id = await register()
		const account = { kind: 'registration', id } as const
		await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'cash', amountPesewas: 50_000, reference: null },
			admin(),
			now,
		)
		await recordMovement(
			t.db,
			account,
			{ kind: 'refund', method: 'cash', amountPesewas: 50_000, reference: null },
			admin(),
			now,
			host,
		)
		await recordMovement(
			t.db,
			account,
			{ kind: 'waiver', method: 'waiver', amountPesewas: 10_000, reference: null },
			admin(),
			now,
			host,
		)
		expect((await outboxRows()).map((r) => r.kind)).toEqual(['attendee-confirmation'])
		const paid = await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'cash', amountPesewas: 20_000, reference: null },
			admin(),
			now,
			host,
		)
		expect(paid.ok).toBe(true)
		const movement = await t.db
			.selectFrom('payments')
			.select('id')
			.orderBy('id', 'desc')
			.executeTakeFirstOrThrow()
		expect(
			await correctMovement(t.db, movement.id, 'Entered on the wrong registration', admin(), now),
		).toEqual({ ok: true })
		await send({ receiptPdf: fakeReceiptPdf })
		await smtp.waitFor(1)
		expect(smtp.received.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your place/)])
		expect((await outboxRows())[1]).toMatchObject({
			kind: 'payment-received',
			status: 'failed',
			last_error: expect.stringMatching(/^Nothing to send/),
		})
	})

	test('a receipt that cannot be drawn: the mail waits and is tried again, never sent without it', async () => {
		const id = await register()
		await recordMovement(
			t.db,
			{ kind: 'registration', id },
			{ kind: 'payment', method: 'cash', amountPesewas: 200_000, reference: null },
			admin(),
			now,
			host,
		)
		await send({
			receiptPdf: async () => {
				throw new Error('font missing')
			},
		})
		await smtp.waitFor(1)
		expect(smtp.received.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your place/)])
		expect((await outboxRows())[1]).toMatchObject({ status: 'queued', last_error: 'font missing' })
	})
})
