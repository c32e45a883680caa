import { describe, expect, test } from 'vitest'
import { seedDatabase } from '#app/demo/seed.server.ts'
import {
	defaultSettings,
	saveSettings,
	updatePrivacyNotice,
} from '#app/modules/settings/settings.queries.server.ts'
import { defaultPrivacyNotice } from '#app/modules/settings/settings.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { useTestFileStore } from '#tests/setup/file-store.ts'
import { mailSenderReady, setupChecklist } from './setup-checklist.server.ts'

const SENDING = { smtpUrl: 'smtp://mail.example.org:587', from: '"Summit" <tickets@auditsummit.org>' }
const FILES_ONLY = {
	smtpUrl: undefined,
	from: '"Internal Audit Leadership Summit" <no-reply@auditsummit.example>',
}

const STEPS = [
	'edition',
	'venue',
	'fees',
	'speakers',
	'agenda',
	'sponsor-tiers',
	'sponsors',
	'settings',
	'privacy',
	'mail',
]

describe.each(testDialects)('the set-up checklist on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const files = useTestFileStore('summit-setup-')

	test('an empty site: every step to do, each with its screen', async () => {
		const checklist = await setupChecklist(t.db, now, FILES_ONLY)
		expect(checklist?.steps.map((s) => s.key)).toEqual(STEPS)
		expect(checklist?.remaining).toBe(STEPS.length)
		expect(checklist?.steps.every((s) => !s.done && s.to.startsWith('/admin/') && s.linkText)).toBe(true)
		const byKey = new Map(checklist?.steps.map((s) => [s.key, s]))
		expect(byKey.get('edition')).toMatchObject({ to: '/admin/basic-data', linkText: 'Add the event data' })
		expect(byKey.get('sponsors')).toMatchObject({ to: '/admin/add-sponsor-tier' })
		expect(byKey.get('mail')?.text).toContain('SMTP_URL')
	})

	test('the demo site, with a mail server: no checklist', { timeout: 60_000 }, async () => {
		await seedDatabase(t.db, files.store, { now, admin: {} })
		expect(await setupChecklist(t.db, now, SENDING)).toBeNull()
		// Without a mail server, the mail sender is the one step left.
		const withoutMail = await setupChecklist(t.db, now, FILES_ONLY)
		expect(withoutMail?.remaining).toBe(1)
		expect(withoutMail?.steps.filter((s) => !s.done).map((s) => s.key)).toEqual(['mail'])
	})

	test('lines follow the data: an edition with its venue and fees, the settings, the notice saved as it was', async () => {
		const id = await editionFactory(t.db, 'upcoming', now, { venue: '' })
		await saveSettings(t.db, { ...defaultSettings, contact_email: 'info@auditsummit.org' }, now)
		expect(await updatePrivacyNotice(t.db, defaultPrivacyNotice, now)).toBe(1)
		const checklist = await setupChecklist(t.db, now, SENDING)
		const done = checklist?.steps.filter((s) => s.done).map((s) => s.key)
		expect(done).toEqual(['edition', 'fees', 'settings', 'privacy', 'mail'])
		expect(checklist?.steps.find((s) => s.key === 'venue')).toMatchObject({
			to: `/admin/basic-data-edit/${id}`,
		})
	})

	test('a past edition is not one ahead; an undated one asks for its date', async () => {
		await editionFactory(t.db, 'past', now)
		const past = await setupChecklist(t.db, now, SENDING)
		expect(past?.steps.filter((s) => s.done).map((s) => s.key)).toEqual(['mail'])
		const id = await editionFactory(t.db, 'undated', now)
		const undated = await setupChecklist(t.db, now, SENDING)
		expect(undated?.steps[0]).toMatchObject({ done: false, to: `/admin/basic-data-edit/${id}` })
		expect(undated?.steps[0]?.text).toContain('no start date')
	})
})

describe('mailSenderReady', () => {
	test('needs an SMTP server and a sender on a real domain', () => {
		expect(mailSenderReady(SENDING)).toBe(true)
		expect(mailSenderReady(FILES_ONLY)).toBe(false)
		expect(mailSenderReady({ ...SENDING, from: 'no-reply@auditsummit.example' })).toBe(false)
		expect(mailSenderReady({ ...SENDING, from: '"X" <a@b.test>' })).toBe(false)
	})
})
