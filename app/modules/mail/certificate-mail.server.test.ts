/**
 * The `certificate` mail on SQLite and PostgreSQL, sent by the mail worker through a real SMTP
 * server in the test process and read back with mailparser (docs/event-days.md, "CPE
 * certificates"): French for a French registrant, with the certificate's PDF attached (read back as
 * text) and its verification link under /fr; a certificate revoked before its mail went sends nothing (the Mail screen shows it failed: nothing to send).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createMailTransport } from '#app/lib/mail/transport.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { issueCertificates, revokeCertificate } from '#app/modules/certificates/certificates-admin.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import {
	attendFactory,
	cpeSessionFactory,
	delegatesFactory,
} from '#tests/factories/certificate-attendance.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { pdfText } from '#tests/setup/pdf-text.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/setup/smtp.ts'
import { startMailWorker } from './mail-worker.server.ts'

const context = { siteUrl: 'https://summit.test', from: '"Summit" <tickets@summit.test>' }

describe.each(testDialects)('the certificate mail on %s', (dialect) => {
	const t = useBackOffice(dialect)
	let smtp: TestSmtpServer | undefined
	let outbox: string
	let editionId: number
	beforeEach(async () => {
		outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-outbox-'))
		editionId = await editionFactory(t.db, 'past', now)
		const session = await cpeSessionFactory(t.db, editionId, {
			heading: 'Opening keynote',
			headingFr: "Discours d'ouverture",
			startsAt: '2026-01-27T09:00:00.000Z',
			endsAt: '2026-01-27T10:30:00.000Z',
			hours: 150,
		})
		const ids = await delegatesFactory(t.db, editionId, [
			{ fullName: 'Awa Traoré', email: 'awa@abidjan.example', locale: 'fr' },
			{ fullName: 'Kojo Annan', email: 'kojo@accra.example' },
		])
		await attendFactory(t.db, [session], ids, now)
	})
	afterEach(async () => {
		await smtp?.close()
		smtp = undefined
		await fs.rm(outbox, { recursive: true, force: true })
	})

	async function sendAll() {
		const worker = startMailWorker({
			db: t.db,
			transport: createMailTransport({ smtpUrl: smtp!.url, store: createLocalFileStore(outbox) }),
			context,
			pollMs: 60_000,
			now: () => now,
		})
		await worker.drain()
		await worker.stop()
	}

	test('a French delegate gets a French mail with the certificate attached as a PDF', async () => {
		smtp = await startTestSmtpServer()
		await issueCertificates(t.db, t.actor, editionId, now, 'summit.test')
		const kojo = await t.db
			.selectFrom('certificates')
			.select('id')
			.where('full_name', '=', 'Kojo Annan')
			.executeTakeFirstOrThrow()
		// Revoked before its mail went: nothing to send.
		await revokeCertificate(t.db, t.actor, kojo.id, 'Issued in error', now)
		await sendAll()
		await smtp.waitFor(1)
		expect(smtp.received).toHaveLength(1)
		const mail = smtp.received[0]!
		const certificate = await t.db
			.selectFrom('certificates')
			.select('number')
			.where('full_name', '=', 'Awa Traoré')
			.executeTakeFirstOrThrow()
		expect(mail.subject).toMatch(/^Votre attestation CPE, Internal Audit Leadership Summit \d{4}$/)
		expect(mail.html).toMatch(/<html[^>]* lang="fr"/)
		expect(mail.text).toContain('Votre attestation CPE, Awa Traoré')
		expect(mail.text).toContain(`https://summit.test/fr/certificate/${certificate.number}`)
		expect(mail.html).toMatch(/https:\/\/summit\.test\/fr\/registration\/[A-Za-z0-9_-]{22}\./)
		const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')
		expect(pdf?.filename).toBe(`${certificate.number}.pdf`)
		const text = await pdfText(new Uint8Array(pdf!.content))
		expect(text).toContain('Attestation de participation')
		expect(text).toContain('Awa Traoré')
		expect(text).toContain("Discours d'ouverture")
		expect(text).toContain('Total des heures CPE : 1,5')
		const statuses = await t.db
			.selectFrom('mail_outbox')
			.select(['to_address', 'status'])
			.where('kind', '=', 'certificate')
			.orderBy('to_address')
			.execute()
		expect(statuses).toEqual([
			{ to_address: 'awa@abidjan.example', status: 'sent' },
			{ to_address: 'kojo@accra.example', status: 'failed' },
		])
	})
})
