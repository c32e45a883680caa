import { expect, test } from 'vitest'
import { HIDDEN_ADDRESS, HIDDEN_EMAIL, redactActivity, redactText } from './activity-redaction.server.ts'

test('a User reads the log without other people’s e-mail addresses and without network addresses', () => {
	expect(redactText('Failed sign-in for Admin@Summit.example from 203.0.113.9', 'kofi@summit.example')).toBe(
		`Failed sign-in for ${HIDDEN_EMAIL} from ${HIDDEN_ADDRESS}`,
	)
	expect(
		redactText('Failed sign-in for kofi@summit.example from ::ffff:127.0.0.1.', 'Kofi@Summit.example'),
	).toBe(`Failed sign-in for kofi@summit.example from ${HIDDEN_ADDRESS}.`)
	expect(redactText('From 2001:db8::1, (x@y.example)', 'me@summit.example')).toBe(
		`From ${HIDDEN_ADDRESS}, (${HIDDEN_EMAIL})`,
	)
	// Times, versions and references stay.
	expect(redactText('Checked in at 08:41; version 2.1; IALS-7K3Q-9P2D', 'me@summit.example')).toBe(
		'Checked in at 08:41; version 2.1; IALS-7K3Q-9P2D',
	)
	const row = {
		id: 1,
		user_id: null,
		username: 'stranger@attacker.example',
		type: 'Failed Login',
		description: 'Failed sign-in for stranger@attacker.example from 198.51.100.7',
		created_at: '2026-11-22T10:00:00.000Z',
	}
	expect(redactActivity(row, 'me@summit.example')).toEqual({
		...row,
		username: HIDDEN_EMAIL,
		description: `Failed sign-in for ${HIDDEN_EMAIL} from ${HIDDEN_ADDRESS}`,
	})
})
