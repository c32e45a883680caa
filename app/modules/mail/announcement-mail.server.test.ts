/**
 * An announcement's mails through a real SMTP server in the test process (read back with
 * mailparser), on SQLite and PostgreSQL: each registrant's in their language (the French text to a
 * French registrant, the English to the others), with the greeting, the manage page or the group's
 * page, why they receive it and the organiser's contact; once each, the worker's counts following;
 * and a staff member's test, marked, in both languages. A scheduled one is queued by the worker's
 * own tick once its time has come.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createMailTransport } from '#app/lib/mail/transport.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import {
	queueAnnouncement,
	saveAnnouncement,
	scheduleAnnouncement,
	sendAnnouncementTest,
} from '#app/modules/announcements/announcement-admin.server.ts'
import { announcementMailCounts } from '#app/modules/announcements/announcements.queries.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { defaultSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { delegateInput, groupAccount } from '#tests/factories/accounts.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/setup/smtp.ts'
import { startMailWorker } from './mail-worker.server.ts'

const context = { siteUrl: 'https://summit.test', from: '"Summit" <tickets@summit.test>' }

const ANNOUNCEMENT = {
	subject: 'Doors open at 8',
	subjectFr: 'Ouverture des portes à 8 h',
	body: '<p>Doors open at <strong>8:00</strong>. See <a href="/info/venue">the venue page</a>.</p>',
	bodyFr: '<p>Les portes ouvrent à <strong>8 h</strong>. Voir <a href="/info/venue">la page du lieu</a>.</p>',
	audience: 'all' as const,
}

describe.each(testDialects)("an announcement's mails on %s", (dialect) => {
	const t = useBackOffice(dialect)
	let smtp: TestSmtpServer
	let outbox: string
	let editionId: number
	beforeEach(async () => {
		smtp = await startTestSmtpServer()
		outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-outbox-'))
		editionId = await editionFactory(t.db, 'upcoming', now)
		await saveSettings(
			t.db,
			{ ...defaultSettings, contact_email: 'hello@summit.test', contact_phone: '+233 30 000 0000' },
			now,
		)
	})
	afterEach(async () => {
		await smtp.close()
		await fs.rm(outbox, { recursive: true, force: true })
	})

	/** Sends what is due at `at` through a worker, and stops it. */
	async function sendDue(at: Date) {
		const worker = startMailWorker({
			db: t.db,
			transport: createMailTransport({ smtpUrl: smtp.url, store: createLocalFileStore(outbox) }),
			context,
			pollMs: 60_000,
			now: () => at,
		})
		await worker.drain()
		await worker.stop()
	}
	const receivedBy = (address: string) =>
		smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address))

	test('each registrant gets it once, in their language, with their page, why, and the contact', async () => {
		const french = await registerAttendee(
			t.db,
			delegateInput(1, 'Awa Traoré'),
			now,
			'summit.test',
			undefined,
			'fr',
		)
		if (!french.ok) throw new Error(french.message)
		await registerAttendee(t.db, delegateInput(2, 'Ama Mensah'), now, 'summit.test')
		await groupAccount(t.db, now, 1)
		await sendDue(now) // the confirmations
		const before = smtp.received.length

		const saved = await saveAnnouncement(
			t.db,
			t.actor,
			null,
			{ editionId, ...ANNOUNCEMENT, audience: 'all' },
			now,
		)
		if (!saved.ok) throw new Error('not saved')
		expect(await queueAnnouncement(t.db, t.actor, saved.id, 'summit.test', now)).toMatchObject({
			ok: true,
			count: 3,
		})
		await sendDue(now)
		await sendDue(now) // a second pass sends nothing again
		expect(smtp.received.length - before).toBe(3)

		const [fr] = receivedBy('ama1@volta.example').filter(
			(mail) => mail.subject === 'Ouverture des portes à 8 h',
		)
		expect(fr).toBeDefined()
		expect(fr!.html).toMatch(/<html[^>]* lang="fr"/)
		for (const text of [
			'Bonjour Awa Traoré,',
			'Les portes ouvrent à 8 h.',
			'Gérer votre inscription',
			'Vous recevez ce message parce que vous êtes inscrit(e) au Internal Audit Leadership Summit',
			'Des questions ?',
			'hello@summit.test',
		])
			expect(fr!.text).toContain(text)
		expect(fr!.text).not.toContain('Doors open')
		expect(fr!.html).toContain('href="https://summit.test/info/venue"')
		expect(fr!.html).toMatch(/https:\/\/summit\.test\/fr\/registration\/[A-Za-z0-9_-]{22}\./)

		const [en] = receivedBy('ama2@volta.example').filter((mail) => mail.subject === 'Doors open at 8')
		expect(en).toBeDefined()
		expect(en!.html).toMatch(/<html[^>]* lang="en"/)
		for (const text of [
			'Dear Ama Mensah,',
			'Doors open at 8:00.',
			'Manage your registration',
			'You receive this because you registered for the Internal Audit Leadership Summit',
			'Questions?',
		])
			expect(en!.text).toContain(text)
		expect(en!.html).not.toContain('summit.test/fr/')

		// The group's colleague at their own address (registered alone in the group): the manage page.
		expect(
			receivedBy('colleague1@goldcoast.example').filter((m) => m.subject === 'Doors open at 8'),
		).toHaveLength(1)
		expect((await announcementMailCounts(t.db, [saved.id])).get(saved.id)).toEqual({
			queued: 0,
			sent: 3,
			failed: 0,
		})
	})

	test("a group's contact gets the group's page and why; a test is marked, in both languages", async () => {
		await groupAccount(t.db, now, 2)
		await sendDue(now)
		const before = smtp.received.length
		const saved = await saveAnnouncement(
			t.db,
			t.actor,
			null,
			{ editionId, ...ANNOUNCEMENT, audience: 'group-contacts' },
			now,
		)
		if (!saved.ok) throw new Error('not saved')
		await sendAnnouncementTest(
			t.db,
			{ ...t.actor, email: 'admin@summit.example' },
			saved.id,
			'summit.test',
			now,
		)
		await queueAnnouncement(t.db, t.actor, saved.id, 'summit.test', now)
		await sendDue(now)
		expect(smtp.received.length - before).toBe(3)

		const [contact] = receivedBy('efua@goldcoast.example').filter(
			(mail) => mail.subject === 'Doors open at 8',
		)
		expect(contact!.text).toContain('Dear Efua Mensah,')
		expect(contact!.text).toContain(
			'You receive this because you registered colleagues of Gold Coast Bank for the Internal Audit Leadership Summit',
		)
		expect(contact!.html).toMatch(/https:\/\/summit\.test\/group\/[A-Za-z0-9_-]{22}\./)

		const tests = receivedBy('admin@summit.example')
		expect(tests.map((mail) => mail.subject).sort()).toEqual([
			'[Test, en français] Ouverture des portes à 8 h',
			'[Test] Doors open at 8',
		])
		const frTest = tests.find((mail) => mail.subject?.startsWith('[Test, en français]'))!
		expect(frTest.html).toMatch(/<html[^>]* lang="fr"/)
		expect(frTest.text).toContain('Ceci est un essai, envoyé à vous seul(e).')
		expect(frTest.text).toContain('Les portes ouvrent à 8 h.')
		const enTest = tests.find((mail) => mail.subject?.startsWith('[Test] '))!
		expect(enTest.text).toContain('This is a test, sent to you only.')
		expect(enTest.text).not.toContain('Dear ')
	})

	test("a scheduled announcement goes out from the worker's own tick once its time has come", async () => {
		await registerAttendee(t.db, delegateInput(2, 'Ama Mensah'), now, 'summit.test')
		await sendDue(now)
		const before = smtp.received.length
		const saved = await saveAnnouncement(t.db, t.actor, null, { editionId, ...ANNOUNCEMENT }, now)
		if (!saved.ok) throw new Error('not saved')
		const at = new Date(now.getTime() + 3_600_000)
		await scheduleAnnouncement(t.db, t.actor, saved.id, at.toISOString(), now)
		await sendDue(new Date(at.getTime() - 60_000))
		expect(smtp.received.length - before).toBe(0)
		await sendDue(at)
		expect(smtp.received.length - before).toBe(1)
		expect(receivedBy('ama2@volta.example').at(-1)!.subject).toBe('Doors open at 8')
	})
})
