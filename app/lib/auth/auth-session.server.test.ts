import { beforeEach, describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { insertUser } from '#app/modules/users/users.queries.server.ts'
import {
	ABSOLUTE_TIMEOUT_MS,
	endAuthSession,
	getAuthSessionUser,
	IDLE_TIMEOUT_MS,
	startAuthSession,
} from './auth-session.server.ts'

const start = new Date('2026-11-22T08:00:00.000Z')
const minutes = (n: number) => n * 60_000

function requestWith(setCookie: string | null) {
	const cookie = setCookie?.split(';')[0]
	return new Request('http://localhost/admin/dashboard', { headers: cookie ? { Cookie: cookie } : {} })
}

describe.each(testDialects)('sign-in sessions on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let userId: number
	beforeEach(async () => {
		userId = await insertUser(
			t.db,
			{ fullName: 'Efua Mensah', email: 'efua@example.com', phone: null, role: 'User', passwordHash: 'x' },
			start,
		)
	})

	test('a new session is valid, HttpOnly and SameSite=Lax, and stores only a hash of its token', async () => {
		const cookie = await startAuthSession(t.db, requestWith(null), userId, start)
		expect(cookie).toMatch(/HttpOnly/i)
		expect(cookie).toMatch(/SameSite=Lax/i)
		const token = decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!)
		const row = await t.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow()
		expect(row.id).toMatch(/^[0-9a-f]{64}$/)
		expect(row.id).not.toContain(token.replace(/"/g, ''))
		const session = await getAuthSessionUser(
			t.db,
			requestWith(cookie),
			new Date(start.getTime() + minutes(5)),
		)
		expect(session?.user).toMatchObject({ id: userId, fullName: 'Efua Mensah', role: 'User' })
	})

	test('expires after the idle timeout without activity, and is deleted', async () => {
		const cookie = await startAuthSession(t.db, requestWith(null), userId, start)
		const late = new Date(start.getTime() + IDLE_TIMEOUT_MS + 1000)
		expect(await getAuthSessionUser(t.db, requestWith(cookie), late)).toBeNull()
		expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(0)
	})

	test('activity keeps it alive, but never past the absolute timeout', async () => {
		const cookie = await startAuthSession(t.db, requestWith(null), userId, start)
		for (let at = minutes(90); at < ABSOLUTE_TIMEOUT_MS; at += minutes(90)) {
			expect(
				await getAuthSessionUser(t.db, requestWith(cookie), new Date(start.getTime() + at)),
			).not.toBeNull()
		}
		expect(
			await getAuthSessionUser(t.db, requestWith(cookie), new Date(start.getTime() + ABSOLUTE_TIMEOUT_MS)),
		).toBeNull()
	})

	test('signing in again replaces the old session; signing out makes the cookie useless', async () => {
		const first = await startAuthSession(t.db, requestWith(null), userId, start)
		const second = await startAuthSession(t.db, requestWith(first), userId, start)
		expect(second.split(';')[0]).not.toBe(first.split(';')[0])
		expect(await getAuthSessionUser(t.db, requestWith(first), start)).toBeNull()
		expect(await getAuthSessionUser(t.db, requestWith(second), start)).not.toBeNull()
		const cleared = await endAuthSession(t.db, requestWith(second))
		expect(cleared).toMatch(/Max-Age=0/i)
		expect(await getAuthSessionUser(t.db, requestWith(second), start)).toBeNull()
	})

	test('an inactive user’s session is refused', async () => {
		const cookie = await startAuthSession(t.db, requestWith(null), userId, start)
		await t.db.updateTable('users').set({ active: 0 }).where('id', '=', userId).execute()
		expect(await getAuthSessionUser(t.db, requestWith(cookie), start)).toBeNull()
	})
})
