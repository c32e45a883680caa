import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { defaultSettings, saveSettings } from './settings.queries.server.ts'
import { securityTxt } from './security-txt.server.ts'

const now = new Date('2026-11-25T10:00:00.000Z')

describe.each(testDialects)('security.txt on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('names the contact address from the settings, else the contact page; expires in a year', async () => {
		expect(await securityTxt(t.db, 'https://summit.example.org', now)).toBe(
			[
				'Contact: https://summit.example.org/contact',
				'Expires: 2027-11-25T10:00:00Z',
				'Preferred-Languages: en',
				'Canonical: https://summit.example.org/.well-known/security.txt',
				'',
			].join('\n'),
		)
		await saveSettings(t.db, { ...defaultSettings, contact_email: 'info@summit.example.org' }, now)
		expect(await securityTxt(t.db, 'https://summit.example.org', now)).toMatch(
			/^Contact: mailto:info@summit\.example\.org\n/,
		)
	})
})
