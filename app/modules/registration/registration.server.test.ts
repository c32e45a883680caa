import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { defaultPrivacyNotice } from '#app/modules/settings/settings.ts'
import {
	defaultSettings,
	saveSettings,
	updatePrivacyNotice,
} from '#app/modules/settings/settings.queries.server.ts'
import { registerAttendee } from './registration.server.ts'

const input = {
	name: 'Ésaïe N’Guessan',
	company_name: 'Lagune Audit & Conseil',
	role: 'Head of Internal Audit',
	email: 'Esaie.NGuessan@Lagune.example ',
	whatsapp_number: '+225 07 12 34 56',
	contact_number: undefined,
	notice: 'LinkedIn' as const,
}

describe.each(testDialects)('registerAttendee on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('stores the registration with the current edition and the time it arrived', async () => {
		await editionFactory(t.db, 'past', now)
		const upcoming = await editionFactory(t.db, 'upcoming', now)
		const result = await registerAttendee(t.db, input, now, 'summit.test')
		expect(result).toMatchObject({ ok: true })
		const rows = await t.db.selectFrom('attendees').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			edition_id: upcoming,
			full_name: 'Ésaïe N’Guessan',
			email: 'esaie.nguessan@lagune.example',
			designation: 'Head of Internal Audit',
			whatsapp_number: '+225 07 12 34 56',
			contact_number: null,
			heard_from: 'LinkedIn',
			created_at: '2026-11-22T10:00:00.000Z',
		})
	})

	test('the privacy notice’s box is recorded with the time and the notice’s version in force', async () => {
		await editionFactory(t.db, 'upcoming', now)
		await saveSettings(t.db, defaultSettings, now)
		await updatePrivacyNotice(t.db, { ...defaultPrivacyNotice, retention: 'Until the summit ends.' }, now)
		await registerAttendee(t.db, { ...input, consent: true }, now, 'summit.test')
		// A row made without the form (as before the box existed) records no consent.
		await registerAttendee(t.db, { ...input, email: 'other@lagune.example' }, now, 'summit.test')
		expect(
			await t.db.selectFrom('attendees').select(['consent_at', 'consent_version']).orderBy('id').execute(),
		).toEqual([
			{ consent_at: '2026-11-22T10:00:00.000Z', consent_version: 2 },
			{ consent_at: null, consent_version: null },
		])
	})

	test('the same email twice for one edition gets a clear message and no second row', async () => {
		await editionFactory(t.db, 'upcoming', now)
		expect((await registerAttendee(t.db, input, now, 'summit.test')).ok).toBe(true)
		const again = await registerAttendee(
			t.db,
			{ ...input, email: 'ESAIE.NGUESSAN@lagune.example' },
			now,
			'summit.test',
		)
		expect(again).toMatchObject({ ok: false, reason: 'duplicate' })
		expect(!again.ok && again.message).toMatch(/already registered/)
		expect(await t.db.selectFrom('attendees').select('id').execute()).toHaveLength(1)
	})

	test('registering an address again mails its registrant their ticket again, at most once a day', async () => {
		await editionFactory(t.db, 'upcoming', now)
		const first = await registerAttendee(t.db, input, now, 'summit.test')
		const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000)
		for (const at of [later(1), later(2), later(23)]) await registerAttendee(t.db, input, at, 'summit.test')
		await registerAttendee(t.db, input, later(25), 'summit.test')
		const mails = await t.db
			.selectFrom('mail_outbox')
			.select(['kind', 'attendee_id', 'to_address', 'created_at'])
			.orderBy('id')
			.execute()
		expect(mails).toEqual([
			expect.objectContaining({ kind: 'attendee-confirmation' }),
			{
				kind: 'already-registered',
				attendee_id: first.ok ? first.attendeeId : 0,
				to_address: 'esaie.nguessan@lagune.example',
				created_at: later(1).toISOString(),
			},
			expect.objectContaining({ kind: 'already-registered', created_at: later(25).toISOString() }),
		])
	})

	test('refuses, storing nothing, when the current edition has started or none exists', async () => {
		expect(await registerAttendee(t.db, input, now, 'summit.test')).toMatchObject({
			ok: false,
			reason: 'not-open',
		})
		await editionFactory(t.db, 'past', now)
		expect(await registerAttendee(t.db, input, now, 'summit.test')).toMatchObject({
			ok: false,
			reason: 'closed',
		})
		expect(await t.db.selectFrom('attendees').select('id').execute()).toHaveLength(0)
	})
})
