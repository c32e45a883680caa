/**
 * CPE certificates on SQLite and PostgreSQL (docs/event-days.md, "CPE certificates"): who is
 * eligible (CPE hours from the sessions a delegate was scanned into; the evaluation answered when
 * the setting asks), issuing once the last session has ended, in batches, with serials without gaps
 * and nothing issued twice, one certificate mail each; revoking; correcting the name, which reissues
 * under a new number and makes the old one fail verification; and the PDF, read back as text.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import {
	attendFactory,
	cpeSessionFactory,
	delegatesFactory,
} from '#tests/factories/certificate-attendance.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { pdfText } from '#tests/setup/pdf-text.ts'
import { defaultSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { renderCertificatePdf } from './certificate-pdf.server.ts'
import {
	correctNameAndReissue,
	eligibilityOf,
	issueCertificates,
	REISSUED_REASON,
	revokeCertificate,
} from './certificates-admin.server.ts'
import { cpeStandings, findValidCertificateByNumber } from './certificates.queries.server.ts'

const HOUR = 3_600_000
const store = createLocalFileStore('/nonexistent-certificate-store')

describe.each(testDialects)('CPE certificates on %s', (dialect) => {
	const t = useBackOffice(dialect)
	let editionId: number
	let year: number
	let ama: number
	let kofi: number
	let awa: number
	let esi: number
	let keynote: number

	beforeEach(async () => {
		// A past edition: its two days ended long before `now`.
		editionId = await editionFactory(t.db, 'past', now, { theme: 'Assurance for a new era' })
		year = (
			await t.db
				.selectFrom('event_editions')
				.select('year')
				.where('id', '=', editionId)
				.executeTakeFirstOrThrow()
		).year
		const start = Date.parse(
			(
				await t.db
					.selectFrom('event_editions')
					.select('starts_at')
					.where('id', '=', editionId)
					.executeTakeFirstOrThrow()
			).starts_at!,
		)
		const at = (hours: number) => new Date(start + hours * HOUR).toISOString()
		keynote = await cpeSessionFactory(t.db, editionId, {
			heading: 'Opening keynote: assurance in the age of AI',
			headingFr: "Discours d'ouverture : l'assurance à l'ère de l'IA",
			startsAt: at(0.5),
			endsAt: at(2),
			hours: 150,
		})
		const lunch = await cpeSessionFactory(t.db, editionId, {
			heading: 'Lunch',
			startsAt: at(4),
			endsAt: at(5),
			hours: null,
		})
		const workshop = await cpeSessionFactory(t.db, editionId, {
			heading: 'Workshop: fraud risk in mobile money',
			startsAt: at(24),
			endsAt: at(26),
			hours: 200,
		})
		;[ama, kofi, awa, esi] = (await delegatesFactory(t.db, editionId, [
			{ fullName: 'Ama Ɔdɔm', email: 'ama@accra.example' },
			{ fullName: 'Kofi Mensah', email: 'kofi@kumasi.example' },
			{ fullName: 'Awa Traoré', email: 'awa@abidjan.example', locale: 'fr' },
			{ fullName: 'Esi Boateng', email: 'esi@tema.example' },
		])) as [number, number, number, number]
		await attendFactory(t.db, [keynote, lunch, workshop], [ama!], now)
		await attendFactory(t.db, [lunch], [kofi!], now)
		await attendFactory(t.db, [keynote], [awa!], now)
	})

	const certificateMails = () =>
		t.db
			.selectFrom('mail_outbox')
			.select(['to_address', 'subject', 'certificate_id'])
			.where('kind', '=', 'certificate')
			.orderBy('id')
			.execute()
	const certificatesOf = (id: number) =>
		t.db.selectFrom('certificates').selectAll().where('attendee_id', '=', id).orderBy('id').execute()

	test('the eligible have CPE hours from the sessions they attended; a break earns none', async () => {
		expect(await eligibilityOf(t.db, ama, false)).toMatchObject({ hours: 350, eligible: true })
		expect(await eligibilityOf(t.db, kofi, false)).toMatchObject({ hours: 0, eligible: false })
		expect(await eligibilityOf(t.db, esi, false)).toMatchObject({ hours: 0, eligible: false })
		expect((await cpeStandings(t.db, editionId)).map((s) => [s.attendeeId, s.hours])).toEqual([
			[ama, 350],
			[awa, 150],
		])
	})

	test('with the evaluation required, only those who answered it get one; the others wait', async () => {
		await saveSettings(t.db, { ...defaultSettings, certificates_require_evaluation: 1 }, now)
		await t.db.insertInto('evaluation_answers').values({ attendee_id: ama, edition_id: editionId }).execute()
		expect(await eligibilityOf(t.db, awa, true)).toMatchObject({
			hours: 150,
			answered: false,
			eligible: false,
		})
		expect(await issueCertificates(t.db, t.actor, editionId, now, 'summit.test')).toEqual({
			ok: true,
			issued: 1,
		})
		expect(await certificatesOf(awa)).toEqual([])
		await t.db.insertInto('evaluation_answers').values({ attendee_id: awa, edition_id: editionId }).execute()
		expect(await issueCertificates(t.db, t.actor, editionId, now, 'summit.test')).toEqual({
			ok: true,
			issued: 1,
		})
		expect((await certificatesOf(awa))[0]!.serial).toBe(2)
	})

	test('issuing twice issues nothing twice; serials follow without gaps, one mail each in the delegate’s language', async () => {
		// Batches of one: three transactions for two certificates.
		expect(await issueCertificates(t.db, t.actor, editionId, now, 'summit.test', 1)).toEqual({
			ok: true,
			issued: 2,
		})
		expect(await issueCertificates(t.db, t.actor, editionId, now, 'summit.test', 1)).toEqual({
			ok: true,
			issued: 0,
		})
		const [first] = await certificatesOf(ama)
		const [second] = await certificatesOf(awa)
		expect(first).toMatchObject({
			serial: 1,
			full_name: 'Ama Ɔdɔm',
			cpe_hours_hundredths: 350,
			issued_by: t.actor.fullName,
		})
		expect(first!.number).toMatch(new RegExp(`^CPE-${year}-0001-[0-9A-Z]{6}$`))
		expect(second).toMatchObject({ serial: 2, full_name: 'Awa Traoré', cpe_hours_hundredths: 150 })
		expect(JSON.parse(first!.sessions_json).map((s: { heading: string }) => s.heading)).toEqual([
			'Opening keynote: assurance in the age of AI',
			'Lunch',
			'Workshop: fraud risk in mobile money',
		])
		const mails = await certificateMails()
		expect(mails).toEqual([
			{
				to_address: 'ama@accra.example',
				subject: `Your CPE certificate, Internal Audit Leadership Summit ${year}`,
				certificate_id: first!.id,
			},
			{
				to_address: 'awa@abidjan.example',
				subject: `Votre attestation CPE, Internal Audit Leadership Summit ${year}`,
				certificate_id: second!.id,
			},
		])
		const activity = await t.db
			.selectFrom('activity_log')
			.select('description')
			.where('type', '=', 'Issue Certificates')
			.execute()
		expect(activity).toEqual([{ description: `Issued 2 CPE certificates for ${year}` }])

		// Esi is scanned in later (a late correction at the desk): the next run gives her serial 3.
		await attendFactory(t.db, [keynote], [esi], now)
		expect(await issueCertificates(t.db, t.actor, editionId, now, 'summit.test')).toEqual({
			ok: true,
			issued: 1,
		})
		expect((await certificatesOf(esi))[0]!.serial).toBe(3)
		expect(await certificateMails()).toHaveLength(3)
	})

	test('nothing is issued before the last session has ended', async () => {
		const upcoming = await editionFactory(t.db, 'upcoming', now, { year: 2099 })
		const session = await cpeSessionFactory(t.db, upcoming, {
			heading: 'Future keynote',
			startsAt: new Date(now.getTime() - HOUR).toISOString(),
			endsAt: new Date(now.getTime() + HOUR).toISOString(),
			hours: 100,
		})
		const [someone] = await delegatesFactory(t.db, upcoming, [
			{ fullName: 'Early Bird', email: 'early@x.example' },
		])
		await attendFactory(t.db, [session], [someone!], now)
		const outcome = await issueCertificates(t.db, t.actor, upcoming, now, 'summit.test')
		expect(outcome).toEqual({
			ok: false,
			message: 'Certificates can be issued once the last session has ended.',
		})
		expect(
			await t.db.selectFrom('certificates').select('id').where('edition_id', '=', upcoming).execute(),
		).toEqual([])
	})

	test('a revoked certificate no longer verifies, is revoked once, and is not issued again in bulk', async () => {
		await issueCertificates(t.db, t.actor, editionId, now, 'summit.test')
		const [certificate] = await certificatesOf(ama)
		expect(await findValidCertificateByNumber(t.db, certificate!.number)).toBeDefined()
		const revoked = await revokeCertificate(
			t.db,
			t.actor,
			certificate!.id,
			'Attendance entered in error',
			now,
		)
		expect(revoked?.number).toBe(certificate!.number)
		expect(await findValidCertificateByNumber(t.db, certificate!.number)).toBeUndefined()
		expect(await revokeCertificate(t.db, t.actor, certificate!.id, 'Again', now)).toBeNull()
		expect((await certificatesOf(ama))[0]).toMatchObject({
			revoked_by: t.actor.fullName,
			revoked_reason: 'Attendance entered in error',
		})
		expect(await issueCertificates(t.db, t.actor, editionId, now, 'summit.test')).toEqual({
			ok: true,
			issued: 0,
		})
	})

	test('correcting the name reissues under a new number; the old number fails verification', async () => {
		await issueCertificates(t.db, t.actor, editionId, now, 'summit.test')
		const [old] = await certificatesOf(ama)
		const outcome = await correctNameAndReissue(t.db, t.actor, old!.id, 'Ama Ɔdɔm-Asante', now, 'summit.test')
		expect(outcome.ok).toBe(true)
		const number = outcome.ok ? outcome.number : ''
		expect(number).toMatch(new RegExp(`^CPE-${year}-0003-`))
		expect(await findValidCertificateByNumber(t.db, old!.number)).toBeUndefined()
		expect(await findValidCertificateByNumber(t.db, number)).toMatchObject({
			fullName: 'Ama Ɔdɔm-Asante',
			hours: 350,
		})
		expect((await certificatesOf(ama))[0]).toMatchObject({ revoked_reason: REISSUED_REASON })
		const attendee = await t.db
			.selectFrom('attendees')
			.select('full_name')
			.where('id', '=', ama)
			.executeTakeFirstOrThrow()
		expect(attendee.full_name).toBe('Ama Ɔdɔm-Asante')
		expect((await certificateMails()).at(-1)).toMatchObject({ to_address: 'ama@accra.example' })
		// A revoked certificate is not corrected again.
		expect(await correctNameAndReissue(t.db, t.actor, old!.id, 'Someone Else', now, 'summit.test')).toEqual({
			ok: false,
			message: 'This certificate is revoked already.',
		})
	})

	test('the PDF prints the name, the sessions, the hours, the number and its verification link, in the delegate’s language', async () => {
		await saveSettings(
			t.db,
			{
				...defaultSettings,
				certificate_signatory_name: 'Dr. Kwame Asante',
				certificate_signatory_title: 'President, IIA Ghana',
			},
			now,
		)
		await issueCertificates(t.db, t.actor, editionId, now, 'summit.test')
		const [english] = await certificatesOf(ama)
		const pdf = await renderCertificatePdf(t.db, english!.id, 'https://summit.test', store)
		expect(pdf?.filename).toBe(`${english!.number}.pdf`)
		const text = await pdfText(pdf!.content)
		for (const expected of [
			'Certificate of Attendance',
			'Ama Ɔdɔm',
			'Opening keynote: assurance in the age of AI',
			'Workshop: fraud risk in mobile money',
			'and earned 3.5 CPE hours in the sessions listed below.',
			'Total CPE hours: 3.5',
			english!.number,
			`https://summit.test/certificate/${english!.number}`,
			'Dr. Kwame Asante',
			'President, IIA Ghana',
			'“Assurance for a new era”',
			'Accra International Conference Centre',
		])
			expect(text).toContain(expected)

		const [french] = await certificatesOf(awa)
		const frenchText = await pdfText(
			(await renderCertificatePdf(t.db, french!.id, 'https://summit.test', store))!.content,
		)
		for (const expected of [
			'Attestation de participation',
			'Awa Traoré',
			"Discours d'ouverture : l'assurance à l'ère de l'IA",
			'Total des heures CPE : 1,5',
			`https://summit.test/fr/certificate/${french!.number}`,
		])
			expect(frenchText).toContain(expected)
	})
})
