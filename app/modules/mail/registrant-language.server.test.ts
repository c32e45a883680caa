/**
 * The registrant's language (ADR 0059), on SQLite and PostgreSQL: a registration, a group and an
 * enquiry made on a French page keep 'fr', and the confirmation sent to a French registrant (through
 * a real SMTP server in the test process, read back with mailparser) is French: its subject, texts,
 * amounts, `lang`, links under /fr and calendar file. The public agenda's calendar in French too.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { createMailTransport } from '#app/lib/mail/transport.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { agendaCalendar } from '#app/modules/agenda/agenda-ics.server.ts'
import { submitEnquiry } from '#app/modules/partnerships/enquiry.server.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { defaultSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/setup/smtp.ts'
import { startMailWorker } from './mail-worker.server.ts'

const context = { siteUrl: 'https://summit.test', from: '"Summit" <tickets@summit.test>' }

const awa = {
	name: 'Awa Traoré',
	company_name: 'Banque Atlantique',
	role: 'Auditrice interne',
	email: 'awa@abidjan.example',
	whatsapp_number: '+225 07 12 34 56 78',
	contact_number: undefined,
	notice: undefined,
}

describe.each(testDialects)("the registrant's language on %s", (dialect) => {
	const t = useTestDatabase(dialect)
	let smtp: TestSmtpServer | undefined
	let outbox: string
	beforeEach(async () => {
		outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-outbox-'))
		await editionFactory(t.db, 'upcoming', now)
		await saveSettings(
			t.db,
			{
				...defaultSettings,
				contact_email: 'hello@summit.test',
				payment_instructions: 'Virement à Summit Ltd',
			},
			now,
		)
	})
	afterEach(async () => {
		await smtp?.close()
		smtp = undefined
		await fs.rm(outbox, { recursive: true, force: true })
	})

	const localeOf = (email: string) =>
		t.db.selectFrom('attendees').select('locale').where('email', '=', email).executeTakeFirstOrThrow()

	test('a French registration keeps fr, and its confirmation is French with its ticket and calendar', async () => {
		smtp = await startTestSmtpServer()
		expect((await registerAttendee(t.db, awa, now, 'summit.test', undefined, 'fr')).ok).toBe(true)
		expect(
			(await registerAttendee(t.db, { ...awa, email: 'ama@accra.example' }, now, 'summit.test')).ok,
		).toBe(true)
		expect(await localeOf('awa@abidjan.example')).toEqual({ locale: 'fr' })
		expect(await localeOf('ama@accra.example')).toEqual({ locale: 'en' })

		const worker = startMailWorker({
			db: t.db,
			transport: createMailTransport({ smtpUrl: smtp.url, store: createLocalFileStore(outbox) }),
			context,
			pollMs: 60_000,
			now: () => now,
		})
		await worker.drain()
		await worker.stop()
		await smtp.waitFor(2)
		const french = smtp.received.find((mail) => mail.to && JSON.stringify(mail.to).includes('awa@'))!
		const english = smtp.received.find((mail) => mail.to && JSON.stringify(mail.to).includes('ama@'))!

		expect(french.subject).toMatch(/^Votre inscription au Internal Audit Leadership Summit \d{4}$/)
		expect(french.html).toMatch(/<html[^>]* lang="fr"/)
		for (const text of [
			'Votre inscription est confirmée, Awa Traoré',
			'Merci de votre inscription au Internal Audit Leadership Summit',
			'Quand',
			"(heure d'Accra, GMT)",
			'Tarif inscription anticipée',
			'Votre billet',
			"Présentez le code (ou donnez la référence) à l'accueil des inscriptions.",
			'Comment payer',
			'Des questions ?',
		])
			expect(french.text).toContain(text)
		// French amounts: "2 000 GH₵".
		expect(french.text).toMatch(/2[\s\u202f\u00a0]000[\s\u202f\u00a0]GH₵/u)
		for (const text of ['You are registered', 'Your ticket', 'How to pay', 'Questions?'])
			expect(french.text).not.toContain(text)
		expect(french.html).toMatch(/https:\/\/summit\.test\/fr\/ticket\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}/)
		expect(french.html).toMatch(/https:\/\/summit\.test\/fr\/registration\/[A-Za-z0-9_-]{22}\./)
		const ics = french.attachments.find((a) => a.contentType === 'text/calendar')!.content.toString('utf8')
		expect(ics).toContain('URL;VALUE=URI:https://summit.test/fr')
		expect(ics).toMatch(/PRODID:.*\/\/FR/)

		expect(english.subject).toMatch(/^Your place at the Internal Audit Leadership Summit \d{4}$/)
		expect(english.html).toMatch(/<html[^>]* lang="en"/)
		expect(english.text).toContain('You are registered')
		expect(english.html).not.toContain('summit.test/fr/')
	})

	test("a group's colleagues take its contact's language; an enquiry keeps its page's", async () => {
		const result = await registerGroup(
			t.db,
			{
				name: 'Koffi Mensah',
				email: 'koffi@lome.example',
				whatsapp_number: '+228 90 12 34 56',
				company_name: 'Ecobank Togo',
				consent: true,
				colleagues: ['Afi Agbo', 'Yao Kodjo'].map((name, index) => ({
					name,
					email: `${name.split(' ')[0]!.toLowerCase()}@lome.example`,
					role: 'Auditeur',
					whatsapp_number: '+228 90 00 00 00',
					index,
				})),
			},
			now,
			'summit.test',
			undefined,
			'fr',
		)
		expect(result.ok).toBe(true)
		expect(await t.db.selectFrom('attendees').select('locale').execute()).toEqual([
			{ locale: 'fr' },
			{ locale: 'fr' },
		])
		const subjects = await t.db.selectFrom('mail_outbox').select('subject').orderBy('id').execute()
		expect(subjects.map((s) => s.subject)).toEqual([
			expect.stringMatching(/^Votre inscription au /),
			expect.stringMatching(/^Votre inscription au /),
			expect.stringMatching(/^Votre groupe de 2 personnes au /),
		])

		const enquiry = await submitEnquiry(
			t.db,
			{ ...awa, packages: 'Gold', consent: true } as Parameters<typeof submitEnquiry>[1],
			now,
			{ locale: 'fr' },
		)
		expect(enquiry.ok).toBe(true)
		expect(await t.db.selectFrom('partnership_enquiries').select('locale').executeTakeFirstOrThrow()).toEqual(
			{ locale: 'fr' },
		)
	})
})

test("the agenda's calendar in French: our texts and links are French", () => {
	const session = {
		id: 7,
		heading: 'Keynote',
		speaker: 'Awa Traoré',
		description: null,
		starts_at: '2027-03-18T09:00:00.000Z',
		ends_at: '2027-03-18T10:00:00.000Z',
		updated_at: '2027-03-01T09:00:00.000Z',
	} as unknown as Parameters<typeof agendaCalendar>[0][number]
	const calendarContext = { calendarName: 'Summit 2027', location: 'Accra', siteUrl: 'https://summit.test' }
	const french = inLocale('fr', () => agendaCalendar([session], calendarContext))
	expect(french).toContain('DESCRIPTION:Intervenant : Awa Traoré')
	expect(french).toContain('URL;VALUE=URI:https://summit.test/fr/agenda')
	const english = agendaCalendar([session], calendarContext)
	expect(english).toContain('DESCRIPTION:Speaker: Awa Traoré')
	expect(english).toContain('URL;VALUE=URI:https://summit.test/agenda')
})
