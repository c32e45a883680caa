/**
 * The invitation to evaluate, on SQLite and PostgreSQL, with a fixed clock: queued once per
 * checked-in registration that has not answered, only on the last day from the start of its last
 * session, several runs at once queueing each once; and the mail the worker sends to a real SMTP
 * server in the test process (smtp-server), in English and in French, with the form's and the manage
 * page's links, never to one who answered meanwhile.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ParsedMail } from 'mailparser'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createMailTransport } from '#app/lib/mail/transport.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { submitEvaluation } from '#app/modules/evaluations/evaluation.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'
import { defaultSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/setup/smtp.ts'
import { inviteToEvaluate } from './evaluation-invites.server.ts'
import { startMailWorker } from './mail-worker.server.ts'

// The upcoming edition of the factory starts on 21 January 2027 at 08:30 Accra; its last session,
// below, runs on the 22nd from 15:00 to 16:30.
const LAST_START = new Date('2027-01-22T15:00:00.000Z')
const NEXT_DAY = new Date('2027-01-23T00:00:00.000Z')

const person = (name: string) => ({
	name,
	company_name: 'Volta Assurance',
	role: 'Auditor',
	email: `${name.split(' ')[0]!.toLowerCase()}@volta.example`,
	whatsapp_number: '+233 24 123 4567',
	contact_number: undefined,
	notice: undefined,
})

describe.each(testDialects)('the invitations to evaluate on %s', (dialect) => {
	const t = useBackOffice(dialect)
	let smtp: TestSmtpServer | undefined
	let outbox: string
	let editionId: number
	let ids: Record<string, number>

	const register = async (name: string) => {
		const result = await registerAttendee(t.db, person(name), now, 'summit.test')
		if (!result.ok) throw new Error(result.message)
		return result.attendeeId
	}
	const checkIn = (id: number, at = '2027-01-21T08:00:00.000Z') =>
		t.db
			.updateTable('attendees')
			.set({ checked_in_at: at, checked_in_by: 'Desk' })
			.where('id', '=', id)
			.execute()

	beforeEach(async () => {
		outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-outbox-'))
		await saveSettings(t.db, { ...defaultSettings, contact_email: 'hello@summit.test' }, now)
		editionId = await editionFactory(t.db, 'upcoming', now)
		for (const [heading, from, to] of [
			['Opening keynote', '2027-01-21T09:00', '2027-01-21T10:00'],
			['Closing panel', '2027-01-22T15:00', '2027-01-22T16:30'],
			['Audit committees', '2027-01-22T11:00', '2027-01-22T12:30'],
		] as const)
			await t.db
				.insertInto('agenda_sessions')
				.values({
					edition_id: editionId,
					heading,
					starts_at: `${from}:00.000Z`,
					ends_at: `${to}:00.000Z`,
					cpe_hours_hundredths: 150,
					created_at: now.toISOString(),
					updated_at: now.toISOString(),
				})
				.execute()
		ids = {
			ama: await register('Ama Mensah'),
			awa: await register('Awa Diallo'),
			kofi: await register('Kofi Boateng'),
			yaw: await register('Yaw Owusu'),
		}
		await t.db.updateTable('attendees').set({ locale: 'fr' }).where('id', '=', ids.awa!).execute()
		for (const id of [ids.ama!, ids.awa!, ids.kofi!]) await checkIn(id)
		// Kofi answered from his manage page during the summit; Yaw never came.
		await submitEvaluation(
			t.db,
			{ id: ids.kofi!, editionId },
			{ overall: 4, comments: '', sessions: [] },
			LAST_START,
		)
	})
	afterEach(async () => {
		await smtp?.close()
		smtp = undefined
		await fs.rm(outbox, { recursive: true, force: true })
	})

	const invitations = () =>
		t.db
			.selectFrom('mail_outbox')
			.select(['attendee_id', 'to_address', 'subject', 'message_id'])
			.where('kind', '=', 'evaluation-invite')
			.orderBy('to_address')
			.execute()

	test('on the last day from the start of its last session: once to each checked-in registration that has not answered', async () => {
		expect(await inviteToEvaluate(t.db, new Date(LAST_START.getTime() - 1), 'summit.test')).toBe(0)
		// The first day is not the last.
		expect(await inviteToEvaluate(t.db, new Date('2027-01-21T17:00:00.000Z'), 'summit.test')).toBe(0)
		expect(await invitations()).toEqual([])

		expect(await inviteToEvaluate(t.db, LAST_START, 'summit.test')).toBe(2)
		expect(await invitations()).toEqual([
			{
				attendee_id: ids.ama,
				to_address: 'ama@volta.example',
				subject: 'How was the Internal Audit Leadership Summit 2027? Tell us in three minutes',
				message_id: expect.stringMatching(/^<[0-9a-f-]{36}-e\d+@summit\.test>$/),
			},
			{
				attendee_id: ids.awa,
				to_address: 'awa@volta.example',
				subject: 'Comment était le Internal Audit Leadership Summit 2027 ? Dites-le-nous en trois minutes',
				message_id: expect.stringMatching(/^<[0-9a-f-]{36}-e\d+@summit\.test>$/),
			},
		])

		// Never twice; one checked in later that day is invited at the next look, not the next day.
		expect(await inviteToEvaluate(t.db, new Date(LAST_START.getTime() + 300_000), 'summit.test')).toBe(0)
		await checkIn(ids.yaw!, '2027-01-22T16:00:00.000Z')
		expect(await inviteToEvaluate(t.db, NEXT_DAY, 'summit.test')).toBe(0)
		expect(await inviteToEvaluate(t.db, new Date(NEXT_DAY.getTime() - 1), 'summit.test')).toBe(1)
		expect((await invitations()).map((i) => i.to_address)).toEqual([
			'ama@volta.example',
			'awa@volta.example',
			'yaw@volta.example',
		])
	})

	test('several servers looking at once queue each invitation once', async () => {
		const counts = await Promise.all(
			Array.from({ length: 4 }, () => inviteToEvaluate(t.db, LAST_START, 'summit.test')),
		)
		expect(counts.reduce((a, b) => a + b, 0)).toBe(2)
		expect(await invitations()).toHaveLength(2)
	})

	test('the worker queues and sends them, in each registrant’s language, with the form’s link; not to one who answered since', async () => {
		smtp = await startTestSmtpServer()
		await inviteToEvaluate(t.db, LAST_START, 'summit.test')
		// Ama answered from the manage page before the mail went: it is not sent.
		await submitEvaluation(
			t.db,
			{ id: ids.ama!, editionId },
			{ overall: 5, comments: '', sessions: [] },
			LAST_START,
		)
		const clock = new Date(LAST_START.getTime() + 60_000)
		const worker = startMailWorker({
			db: t.db,
			transport: createMailTransport({ smtpUrl: smtp.url, store: createLocalFileStore(outbox) }),
			context: { siteUrl: 'https://summit.test', from: '"Summit" <tickets@summit.test>' },
			pollMs: 60_000,
			now: () => clock,
		})
		await worker.drain()
		await worker.stop()
		const to = (mail: ParsedMail) => (mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined)
		// The registrations' confirmations went too; of the invitations, only Awa's.
		const invited = smtp.received.filter((m) => /^(How was|Comment était)/.test(m.subject ?? ''))
		expect(invited.map(to)).toEqual(['awa@volta.example'])
		const [awa] = invited
		const { ticket_ref } = await t.db
			.selectFrom('attendees')
			.select('ticket_ref')
			.where('id', '=', ids.awa!)
			.executeTakeFirstOrThrow()
		const manage = `https://summit.test/fr/registration/${signTicketRef(await ticketSecret(t.db), ticket_ref!, 'manage')}`
		expect(awa!.subject).toBe(
			'Comment était le Internal Audit Leadership Summit 2027 ? Dites-le-nous en trois minutes',
		)
		expect(awa!.html).toContain('lang="fr"')
		expect(awa!.text).toContain('Merci de votre venue, Awa Diallo')
		expect(awa!.text).toContain(
			'Vos réponses sont anonymes. Le formulaire est ouvert jusqu’au dimanche 21 février 2027.',
		)
		expect(awa!.html).toContain(`href="${manage}/evaluation"`)
		expect(awa!.html).toContain(`href="${manage}"`)

		const notSent = await t.db
			.selectFrom('mail_outbox')
			.select(['status', 'last_error'])
			.where('kind', '=', 'evaluation-invite')
			.where('attendee_id', '=', ids.ama!)
			.executeTakeFirstOrThrow()
		expect(notSent).toEqual({ status: 'failed', last_error: expect.stringMatching(/^Nothing to send/) })
	})

	test('in English too', async () => {
		smtp = await startTestSmtpServer()
		await inviteToEvaluate(t.db, LAST_START, 'summit.test')
		const clock = new Date(LAST_START.getTime() + 60_000)
		const worker = startMailWorker({
			db: t.db,
			transport: createMailTransport({ smtpUrl: smtp.url, store: createLocalFileStore(outbox) }),
			context: { siteUrl: 'https://summit.test', from: '"Summit" <tickets@summit.test>' },
			pollMs: 60_000,
			now: () => clock,
		})
		await worker.drain()
		await worker.stop()
		const ama = smtp.received.find((m) => m.subject?.startsWith('How was'))!
		expect(ama.text).toContain('Thank you for coming, Ama Mensah')
		expect(ama.text).toContain('Your answers are anonymous. The form is open until Sunday, 21 February 2027.')
		expect(ama.html).toMatch(/href="https:\/\/summit\.test\/registration\/[\w-]{22}\.[\w-]{22}\/evaluation"/)
	})
})
