import { beforeEach, describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { ACCOUNT_FAILURES } from '#app/lib/auth/login-throttle.server.ts'
import { hashPassword } from '#app/lib/auth/password.server.ts'
import { attemptLogin } from './sign-in.server.ts'
import { insertUser } from './users.queries.server.ts'

const now = new Date('2026-11-22T08:00:00.000Z')

describe.each(testDialects)('attemptLogin on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	beforeEach(async () => {
		await insertUser(
			t.db,
			{
				fullName: 'Yaw Boateng',
				email: 'yaw@example.com',
				phone: null,
				role: 'Administrator',
				passwordHash: await hashPassword('the-right-password'),
			},
			now,
		)
	})

	test('right password signs in (any email case) and logs "Logged In"', async () => {
		const result = await attemptLogin(
			t.db,
			{ email: 'YAW@example.com', password: 'the-right-password' },
			'10.0.0.1',
			now,
		)
		expect(result).toMatchObject({ ok: true, user: { fullName: 'Yaw Boateng', role: 'Administrator' } })
		const activity = await t.db.selectFrom('activity_log').select(['type', 'username']).execute()
		expect(activity).toEqual([{ type: 'Logged In', username: 'Yaw Boateng' }])
	})

	test('wrong password and unknown email give the same answer and are logged', async () => {
		const wrong = await attemptLogin(t.db, { email: 'yaw@example.com', password: 'nope' }, '10.0.0.1', now)
		const unknown = await attemptLogin(
			t.db,
			{ email: 'nobody@example.com', password: 'nope' },
			'10.0.0.1',
			now,
		)
		expect(wrong).toEqual({ ok: false, status: 401, message: 'Invalid email or password.' })
		expect(unknown).toEqual(wrong)
		const types = await t.db.selectFrom('activity_log').select('type').execute()
		expect(types.map((r) => r.type)).toEqual(['Failed Login', 'Failed Login'])
	})

	test(`after ${ACCOUNT_FAILURES} failures the account is blocked, even with the right password`, async () => {
		for (let i = 0; i < ACCOUNT_FAILURES; i++) {
			await attemptLogin(t.db, { email: 'yaw@example.com', password: `wrong-${i}` }, `10.0.0.${i}`, now)
		}
		const blocked = await attemptLogin(
			t.db,
			{ email: 'yaw@example.com', password: 'the-right-password' },
			'10.0.9.9',
			now,
		)
		expect(blocked).toMatchObject({ ok: false, status: 429 })
		expect(!blocked.ok && blocked.message).toMatch(/try again in 15 minutes/)
	})
})
