/**
 * The change and its activity row are one transaction: when the activity row cannot be
 * written the change is undone, and when the change fails inside the transaction (here a unique
 * email violation that slipped past the pre-check, as with two concurrent submissions) no activity
 * row is written.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { testDialects } from '#tests/setup/databases.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { expectUndoneWhenActivityFails } from '#tests/setup/activity-faults.ts'
import { now } from '#tests/setup/clock.ts'
import { addUserAccount, deleteUserAccount, updateUserAccount } from './user-admin.server.ts'
import { EMAIL_TAKEN } from './user.schema.ts'
import type * as UserQueries from './users.queries.server.ts'
import { insertUser } from './users.queries.server.ts'

const faults = vi.hoisted(() => ({ skipEmailCheck: false, checksSkipped: 0 }))

vi.mock('#app/modules/activity/activity.queries.server.ts', (importOriginal) =>
	import('#tests/setup/activity-faults.ts').then((m) => m.failingActivityQueries(importOriginal)),
)

vi.mock('./users.queries.server.ts', async (importOriginal) => {
	const actual = await importOriginal<typeof UserQueries>()
	return {
		...actual,
		isEmailTaken: async (...args: Parameters<typeof actual.isEmailTaken>) => {
			if (!faults.skipEmailCheck) return actual.isEmailTaken(...args)
			faults.checksSkipped++
			return false
		},
	}
})

describe.each(testDialects)('user administration transactions on %s', (dialect) => {
	const t = useBackOffice(dialect)
	let userId: number
	beforeEach(async () => {
		faults.skipEmailCheck = false
		faults.checksSkipped = 0
		const base = { phone: null, passwordHash: 'hash' }
		userId = await insertUser(
			t.db,
			{ ...base, fullName: 'Kofi Boateng', email: 'kofi@summit.example', role: 'User' },
			now,
		)
	})

	const users = () => t.db.selectFrom('users').selectAll().orderBy('id').execute()
	const activity = () => t.db.selectFrom('activity_log').select('id').execute()

	test('add: a failed activity row undoes the new user', async () => {
		const ama = { fullName: 'Ama', email: 'ama@summit.example', password: 'long enough!' }
		await expectUndoneWhenActivityFails(() => addUserAccount(t.db, t.actor, ama, now), users)
	})

	test('update: a failed activity row undoes the change', async () => {
		const renamed = {
			fullName: 'Renamed',
			email: 'renamed@summit.example',
			role: 'Administrator' as const,
			password: 'long enough!',
		}
		await expectUndoneWhenActivityFails(() => updateUserAccount(t.db, t.actor, userId, renamed, now), users)
	})

	test('delete: a failed activity row undoes the deletion', async () => {
		await expectUndoneWhenActivityFails(() => deleteUserAccount(t.db, t.actor, userId, now), users)
	})

	test('add: a unique violation inside the transaction is "email taken" and leaves no activity row', async () => {
		faults.skipEmailCheck = true
		const before = await users()
		const result = await addUserAccount(
			t.db,
			t.actor,
			{ fullName: 'Copy', email: 'KOFI@summit.example', password: 'long enough!' },
			now,
		)
		expect(faults.checksSkipped).toBe(1)
		expect(result).toEqual({ ok: false, reason: 'email-taken', field: 'email', message: EMAIL_TAKEN })
		expect(await users()).toEqual(before)
		expect(await activity()).toEqual([])
	})

	test('update: a unique violation inside the transaction leaves no change, sessions or activity row', async () => {
		faults.skipEmailCheck = true
		await t.db
			.insertInto('sessions')
			.values({
				id: 'kofi-session',
				user_id: userId,
				created_at: now.toISOString(),
				last_seen_at: now.toISOString(),
				expires_at: now.toISOString(),
			})
			.execute()
		const before = await users()
		const result = await updateUserAccount(
			t.db,
			t.actor,
			userId,
			{ fullName: 'Renamed', email: 'Admin@summit.example', role: 'Administrator', password: 'long enough!' },
			now,
		)
		expect(faults.checksSkipped).toBe(1)
		expect(result).toMatchObject({ ok: false, reason: 'email-taken' })
		expect(await users()).toEqual(before)
		expect(await activity()).toEqual([])
		expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(1)
	})
})
