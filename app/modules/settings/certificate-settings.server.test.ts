/**
 * The CPE certificates' settings on SQLite and PostgreSQL (docs/event-days.md): the signatory and
 * the evaluation setting saved with an activity row; a logo decoded and re-encoded through the image
 * pipeline into the file store, replaced and removed with its files; a file that is not an image
 * refused with nothing written; and the logo printed on the certificate's PDF.
 */
import sharp from 'sharp'
import { beforeEach, describe, expect, test } from 'vitest'
import { issueCertificates } from '#app/modules/certificates/certificates-admin.server.ts'
import { renderCertificatePdf } from '#app/modules/certificates/certificate-pdf.server.ts'
import {
	attendFactory,
	cpeSessionFactory,
	delegatesFactory,
} from '#tests/factories/certificate-attendance.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { useTestFileStore } from '#tests/setup/file-store.ts'
import { removeCertificateLogo, saveCertificateSettings } from './settings-admin.server.ts'
import { defaultSettings, getSettings, saveSettings } from './settings.queries.server.ts'

async function logo(color: string) {
	const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: color } })
		.png()
		.toBuffer()
	return new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' })
}

describe.each(testDialects)('the certificate settings on %s', (dialect) => {
	const t = useBackOffice(dialect)
	const files = useTestFileStore('summit-certificate-logo-')
	beforeEach(async () => {
		await saveSettings(t.db, { ...defaultSettings, contact_address: 'Accra' }, now)
	})
	const input = { signatoryName: 'Dr. Kwame Asante', signatoryTitle: 'President', requireEvaluation: true }

	test('the signatory, the evaluation setting and a logo are saved; the logo is replaced and removed with its files', async () => {
		expect(
			await saveCertificateSettings(
				t.db,
				files.store,
				t.actor,
				{ ...input, logo: await logo('#064e3b') },
				now,
			),
		).toEqual({ ok: true })
		const first = await getSettings(t.db)
		expect(first).toMatchObject({
			certificate_signatory_name: 'Dr. Kwame Asante',
			certificate_signatory_title: 'President',
			certificates_require_evaluation: 1,
			contact_address: 'Accra',
		})
		expect(first.certificate_logo_key).toMatch(/^certificate\//)
		expect((await files.names()).sort()).toHaveLength(2)
		// Saved again without a file: the logo stays.
		await saveCertificateSettings(
			t.db,
			files.store,
			t.actor,
			{ ...input, requireEvaluation: false, logo: null },
			now,
		)
		expect(await getSettings(t.db)).toMatchObject({
			certificate_logo_key: first.certificate_logo_key,
			certificates_require_evaluation: 0,
		})
		await saveCertificateSettings(t.db, files.store, t.actor, { ...input, logo: await logo('#b45309') }, now)
		const second = (await getSettings(t.db)).certificate_logo_key
		expect(second).not.toBe(first.certificate_logo_key)
		expect(await files.names()).toHaveLength(2)
		expect(await removeCertificateLogo(t.db, files.store, t.actor, now)).toBe(true)
		expect((await getSettings(t.db)).certificate_logo_key).toBeNull()
		expect(await files.names()).toEqual([])
		expect(await removeCertificateLogo(t.db, files.store, t.actor, now)).toBe(false)
		const activity = await t.db
			.selectFrom('activity_log')
			.select('description')
			.where('type', '=', 'Update Settings')
			.execute()
		expect(activity.map((a) => a.description)).toEqual([
			'Saved the CPE certificate settings with a new logo',
			'Saved the CPE certificate settings',
			'Saved the CPE certificate settings with a new logo',
			'Removed the CPE certificate logo',
		])
	})

	test('a file that is not an image is refused and nothing is written', async () => {
		const fake = new File([new TextEncoder().encode('<svg onload="alert(1)"/>')], 'logo.png', {
			type: 'image/png',
		})
		expect(await saveCertificateSettings(t.db, files.store, t.actor, { ...input, logo: fake }, now)).toEqual({
			ok: false,
			message: 'The logo must be a JPEG, PNG or WebP image.',
		})
		expect((await getSettings(t.db)).certificate_signatory_name).toBe('')
		expect(await files.names()).toEqual([])
	})

	test('the certificate prints the logo', async () => {
		await saveCertificateSettings(t.db, files.store, t.actor, { ...input, logo: await logo('#064e3b') }, now)
		const editionId = await editionFactory(t.db, 'past', now)
		const session = await cpeSessionFactory(t.db, editionId, {
			heading: 'Keynote',
			startsAt: '2026-01-27T09:00:00.000Z',
			endsAt: '2026-01-27T10:00:00.000Z',
			hours: 100,
		})
		const ids = await delegatesFactory(t.db, editionId, [{ fullName: 'Ama Ɔdɔm', email: 'ama@x.example' }])
		await attendFactory(t.db, [session], ids, now)
		await saveCertificateSettings(
			t.db,
			files.store,
			t.actor,
			{ ...input, requireEvaluation: false, logo: null },
			now,
		)
		await issueCertificates(t.db, t.actor, editionId, now, 'summit.test')
		const { id } = await t.db.selectFrom('certificates').select('id').executeTakeFirstOrThrow()
		const images = async () => {
			const pdf = await renderCertificatePdf(t.db, id, 'https://summit.test', files.store)
			return pdf!.content.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0
		}
		const withLogo = await images()
		await removeCertificateLogo(t.db, files.store, t.actor, now)
		// Without it only the QR code (and its transparency mask) are images.
		expect(withLogo).toBeGreaterThan(await images())
	})
})
