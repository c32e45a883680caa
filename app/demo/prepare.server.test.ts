import { describe, expect, test } from 'vitest'
import { verifyPassword } from '#app/lib/auth/password.server.ts'
import { loggedActivity } from '#tests/setup/activity-log.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { ensureFirstAdministrator, NO_ADMINISTRATOR_HINT } from './prepare.server.ts'

describe.each(testDialects)('the first Administrator at start on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const users = () =>
		t.db.selectFrom('users').select(['email', 'role', 'full_name', 'password_hash']).execute()

	async function run(admin: { email?: string; password?: string; name?: string }) {
		const lines: string[] = []
		await ensureFirstAdministrator(t.db, admin, (line) => lines.push(line))
		return lines
	}

	test('a site with no user gets it from ADMIN_EMAIL and ADMIN_PASSWORD, with an activity row, the password never logged', async () => {
		const lines = await run({ email: 'Owner@Firm.example', password: 'a long passphrase' })
		expect(lines).toEqual([
			'First Administrator created from ADMIN_EMAIL: owner@firm.example. Sign in at /admin/login.',
		])
		const [user] = await users()
		expect(user).toMatchObject({
			email: 'owner@firm.example',
			role: 'Administrator',
			full_name: 'Summit Administrator',
		})
		expect(await verifyPassword(user!.password_hash, 'a long passphrase')).toBe(true)
		expect(await loggedActivity(t.db)).toEqual([
			expect.objectContaining({
				type: 'Add User',
				description: expect.stringContaining('created from the environment'),
			}),
		])
	})

	test('without them it prints one line saying how to make one', async () => {
		expect(await run({})).toEqual([NO_ADMINISTRATOR_HINT])
		expect(await run({ email: 'owner@firm.example' })).toEqual([NO_ADMINISTRATOR_HINT])
		expect(NO_ADMINISTRATOR_HINT).toContain('npm run admin:create')
		expect(await users()).toEqual([])
	})

	test('a weak ADMIN_PASSWORD is refused in one line, without the password, and no user is made', async () => {
		const lines = await run({ email: 'owner@firm.example', password: 'password123' })
		expect(lines).toHaveLength(1)
		expect(lines[0]).toMatch(
			/^ADMIN_PASSWORD refused, no Administrator created: Choose a stronger password: This is a commonly used password\./,
		)
		expect(lines[0]).not.toContain('password123')
		expect(await users()).toEqual([])
	})

	test('a site with a user is left alone, silently', async () => {
		await run({ email: 'owner@firm.example', password: 'a long passphrase', name: 'Ama Owner' })
		const lines = await run({ email: 'other@firm.example', password: 'another long passphrase' })
		expect(lines).toEqual([])
		expect((await users()).map((u) => [u.email, u.full_name])).toEqual([['owner@firm.example', 'Ama Owner']])
	})
})
