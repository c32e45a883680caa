import { beforeEach, describe, expect, test } from 'vitest'
import { hashPassword, verifyPassword } from '#app/lib/auth/password.server.ts'
import { insertAuthSession } from '#app/lib/auth/auth-sessions.queries.server.ts'
import { activityBy, loggedActivity } from '#tests/setup/activity-log.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { now } from '#tests/setup/clock.ts'
import {
	addUserAccount,
	createAdministrator,
	deleteUserAccount,
	updateUserAccount,
} from './user-admin.server.ts'
import { EMAIL_TAKEN, type EditUserFormInput } from './user.schema.ts'
import { insertUser } from './users.queries.server.ts'

const later = new Date('2026-11-23T09:30:00.000Z')

describe.each(testDialects)('user administration on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let admin: { id: number; fullName: string }
	beforeEach(async () => {
		admin = { id: await seedUser('Summit Administrator', 'Administrator'), fullName: 'Summit Administrator' }
	})

	async function seedUser(fullName: string, role: 'Administrator' | 'User', password = 'old-password-1') {
		const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}@summit.example`
		return insertUser(
			t.db,
			{ fullName, email, phone: null, role, passwordHash: await hashPassword(password) },
			now,
		)
	}

	async function user(id: number) {
		return t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
	}

	const activity = () => loggedActivity(t.db)

	async function sessionsOf(userId: number) {
		return t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()
	}

	async function giveSession(userId: number) {
		await insertAuthSession(t.db, {
			id: `session-${userId}-${Math.random()}`,
			userId,
			createdAt: now.toISOString(),
			expiresAt: later.toISOString(),
		})
	}

	function editInput(id: number, overrides: Partial<EditUserFormInput> = {}) {
		return user(id).then((u) => ({
			fullName: u!.full_name,
			email: u!.email,
			phone: u!.phone ?? undefined,
			role: u!.role,
			password: undefined,
			...overrides,
		}))
	}

	describe('add', () => {
		test('stores a User with a lower-cased email and an argon2id hash, and its activity row', async () => {
			const result = await addUserAccount(
				t.db,
				admin,
				{
					fullName: 'Ama Mensah',
					email: 'Ama.Mensah@Summit.example',
					phone: '+233 24 123 4567',
					password: 'a long passphrase',
				},
				now,
			)
			expect(result).toMatchObject({ ok: true, fullName: 'Ama Mensah' })
			const stored = await user(result.ok ? result.userId : 0)
			expect(stored).toMatchObject({
				full_name: 'Ama Mensah',
				email: 'ama.mensah@summit.example',
				phone: '+233 24 123 4567',
				role: 'User',
				active: 1,
				created_at: now.toISOString(),
			})
			expect(stored!.password_hash).toMatch(/^\$argon2id\$/)
			expect(await verifyPassword(stored!.password_hash, 'a long passphrase')).toBe(true)
			expect(await activity()).toEqual([
				activityBy(admin, 'Add User', 'Added user Ama Mensah (ama.mensah@summit.example) with role User'),
			])
		})

		test('refuses an email already used, in any case, writing nothing', async () => {
			const result = await addUserAccount(
				t.db,
				admin,
				{ fullName: 'Copy', email: 'SUMMIT.Administrator@summit.EXAMPLE', password: 'a long passphrase' },
				now,
			)
			expect(result).toEqual({ ok: false, reason: 'email-taken', field: 'email', message: EMAIL_TAKEN })
			expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1)
			expect(await activity()).toEqual([])
		})
	})

	describe('update', () => {
		test('a blank password keeps the hash; name, email and phone change', async () => {
			const id = await seedUser('Kofi Boateng', 'User')
			const before = await user(id)
			await giveSession(id)
			const result = await updateUserAccount(
				t.db,
				admin,
				id,
				await editInput(id, {
					fullName: 'Kofi B. Boateng',
					email: 'KOFI@summit.example',
					phone: '024 000 0000',
				}),
				later,
			)
			expect(result).toEqual({ ok: true, fullName: 'Kofi B. Boateng', sessionsEnded: false })
			const after = await user(id)
			expect(after).toMatchObject({
				full_name: 'Kofi B. Boateng',
				email: 'kofi@summit.example',
				phone: '024 000 0000',
				role: 'User',
				password_hash: before!.password_hash,
				updated_at: later.toISOString(),
			})
			expect(await sessionsOf(id)).toHaveLength(1)
			expect(await activity()).toEqual([
				activityBy(admin, 'Update User', 'Updated user Kofi B. Boateng (kofi@summit.example)'),
			])
		})

		test('a new password replaces the hash and ends the user’s sessions', async () => {
			const id = await seedUser('Kofi Boateng', 'User')
			await giveSession(id)
			const result = await updateUserAccount(
				t.db,
				admin,
				id,
				await editInput(id, { password: 'brand new passphrase' }),
				later,
			)
			expect(result).toMatchObject({ ok: true, sessionsEnded: true })
			const after = await user(id)
			expect(await verifyPassword(after!.password_hash, 'brand new passphrase')).toBe(true)
			expect(await verifyPassword(after!.password_hash, 'old-password-1')).toBe(false)
			expect(await sessionsOf(id)).toHaveLength(0)
			expect((await activity())[0]!.description).toBe(
				'Updated user Kofi Boateng (kofi.boateng@summit.example): new password',
			)
		})

		test('the role select really changes the role, both ways, and ends the user’s sessions', async () => {
			const id = await seedUser('Kofi Boateng', 'User')
			await giveSession(id)
			expect(
				await updateUserAccount(t.db, admin, id, await editInput(id, { role: 'Administrator' }), later),
			).toMatchObject({
				ok: true,
				sessionsEnded: true,
			})
			expect((await user(id))!.role).toBe('Administrator')
			expect(await sessionsOf(id)).toHaveLength(0)
			expect(
				await updateUserAccount(t.db, admin, id, await editInput(id, { role: 'User' }), later),
			).toMatchObject({
				ok: true,
			})
			expect((await user(id))!.role).toBe('User')
			expect((await activity()).map((a) => a.description)).toEqual([
				'Updated user Kofi Boateng (kofi.boateng@summit.example): role User → Administrator',
				'Updated user Kofi Boateng (kofi.boateng@summit.example): role Administrator → User',
			])
		})

		test('an email used by another user, in any case, is refused and nothing changes', async () => {
			const id = await seedUser('Kofi Boateng', 'User')
			const before = await user(id)
			const result = await updateUserAccount(
				t.db,
				admin,
				id,
				await editInput(id, { fullName: 'Renamed', email: 'Summit.ADMINISTRATOR@summit.example' }),
				later,
			)
			expect(result).toMatchObject({ ok: false, reason: 'email-taken', field: 'email', message: EMAIL_TAKEN })
			expect(await user(id)).toEqual(before)
			expect(await activity()).toEqual([])
		})

		test('nobody can demote themself: refused, nothing changes, no activity', async () => {
			await seedUser('Second Admin', 'Administrator')
			await giveSession(admin.id)
			const before = await user(admin.id)
			const result = await updateUserAccount(
				t.db,
				admin,
				admin.id,
				await editInput(admin.id, { role: 'User', fullName: 'Renamed', password: 'brand new passphrase' }),
				later,
			)
			expect(result).toMatchObject({ ok: false, reason: 'self' })
			expect(!result.ok && result.message).toMatch(/your own Administrator role/)
			expect(await user(admin.id)).toEqual(before)
			expect(await sessionsOf(admin.id)).toHaveLength(1)
			expect(await activity()).toEqual([])
		})

		test('the last active Administrator cannot be demoted, even by someone else', async () => {
			// The acting account is a stale signed-in user who is no longer an Administrator.
			const other = { id: await seedUser('Former Admin', 'User'), fullName: 'Former Admin' }
			const before = await user(admin.id)
			const result = await updateUserAccount(
				t.db,
				other,
				admin.id,
				await editInput(admin.id, { role: 'User' }),
				later,
			)
			expect(result).toMatchObject({ ok: false, reason: 'last-administrator' })
			expect(!result.ok && result.message).toMatch(/last active Administrator/)
			expect(await user(admin.id)).toEqual(before)
			expect(await activity()).toEqual([])
		})

		test('an Administrator can demote another while a second one remains', async () => {
			const second = await seedUser('Second Admin', 'Administrator')
			expect(
				await updateUserAccount(t.db, admin, second, await editInput(second, { role: 'User' }), later),
			).toMatchObject({
				ok: true,
			})
			expect((await user(second))!.role).toBe('User')
		})

		test('an unknown or inactive user is not found and no activity row is written', async () => {
			const gone = await seedUser('Gone User', 'User')
			const input = await editInput(gone)
			await t.db.updateTable('users').set({ active: 0 }).where('id', '=', gone).execute()
			expect(await updateUserAccount(t.db, admin, 9999, input, later)).toMatchObject({
				ok: false,
				reason: 'not-found',
			})
			expect(await updateUserAccount(t.db, admin, gone, input, later)).toMatchObject({
				ok: false,
				reason: 'not-found',
			})
			expect(await activity()).toEqual([])
		})
	})

	describe('delete', () => {
		test('removes the user and their sessions; old activity keeps the name without the link', async () => {
			const id = await seedUser('Kofi Boateng', 'Administrator')
			await giveSession(id)
			await t.db
				.insertInto('activity_log')
				.values({
					user_id: id,
					username: 'Kofi Boateng',
					type: 'Logged In',
					description: 'x',
					created_at: now.toISOString(),
				})
				.execute()
			expect(await deleteUserAccount(t.db, admin, id, later)).toEqual({ ok: true, fullName: 'Kofi Boateng' })
			expect(await user(id)).toBeUndefined()
			expect(await sessionsOf(id)).toHaveLength(0)
			expect(await activity()).toEqual([
				{ user_id: null, username: 'Kofi Boateng', type: 'Logged In', description: 'x' },
				activityBy(admin, 'Delete User', 'Deleted user Kofi Boateng (kofi.boateng@summit.example)'),
			])
		})

		test('nobody can delete themself: refused, nothing changes, no activity', async () => {
			await seedUser('Second Admin', 'Administrator')
			await giveSession(admin.id)
			const result = await deleteUserAccount(t.db, admin, admin.id, later)
			expect(result).toMatchObject({ ok: false, reason: 'self' })
			expect(!result.ok && result.message).toMatch(/cannot delete your own account/)
			expect(await user(admin.id)).toBeDefined()
			expect(await sessionsOf(admin.id)).toHaveLength(1)
			expect(await activity()).toEqual([])
		})

		test('the last active Administrator cannot be deleted, even by someone else', async () => {
			const other = { id: await seedUser('Former Admin', 'User'), fullName: 'Former Admin' }
			const result = await deleteUserAccount(t.db, other, admin.id, later)
			expect(result).toMatchObject({ ok: false, reason: 'last-administrator' })
			expect(await user(admin.id)).toBeDefined()
			expect(await activity()).toEqual([])
		})

		test('an unknown user is not found and no activity row is written', async () => {
			expect(await deleteUserAccount(t.db, admin, 9999, later)).toMatchObject({
				ok: false,
				reason: 'not-found',
			})
			expect(await activity()).toEqual([])
		})
	})
	describe('password strength (ADR 0056)', () => {
		const COMMON =
			'Choose a stronger password: This is a commonly used password. Add more words that are less common.'

		test('add refuses password123 with zxcvbn’s advice for the password field, writing nothing', async () => {
			const result = await addUserAccount(
				t.db,
				admin,
				{ fullName: 'Kofi Boateng', email: 'kofi@summit.example', password: 'password123' },
				now,
			)
			expect(result).toEqual({ ok: false, reason: 'weak-password', field: 'password', message: COMMON })
			expect(
				await t.db.selectFrom('users').select('id').where('email', '=', 'kofi@summit.example').execute(),
			).toEqual([])
			expect(await activity()).toEqual([])
		})

		test('add refuses a password made of the person’s own name', async () => {
			const result = await addUserAccount(
				t.db,
				admin,
				{ fullName: 'Kwame Mensah', email: 'kwame@summit.example', password: 'KwameMensah1' },
				now,
			)
			expect(result).toMatchObject({ ok: false, reason: 'weak-password', field: 'password' })
		})

		test('update refuses a weak new password and keeps the old one; a blank one is not checked', async () => {
			const id = await seedUser('Efua Asante', 'User')
			const before = await user(id)
			const weak = await updateUserAccount(
				t.db,
				admin,
				id,
				await editInput(id, { password: 'password123' }),
				later,
			)
			expect(weak).toMatchObject({ ok: false, reason: 'weak-password', message: COMMON })
			expect((await user(id))!.password_hash).toBe(before!.password_hash)
			expect(await updateUserAccount(t.db, admin, id, await editInput(id), later)).toMatchObject({ ok: true })
		})
	})

	describe('createAdministrator', () => {
		test('makes an Administrator with an argon2id hash and its activity row', async () => {
			const result = await createAdministrator(
				t.db,
				{ fullName: 'Abena Owusu', email: ' Abena@Summit.example ', password: 'a long passphrase' },
				now,
				{ source: 'command line' },
			)
			expect(result).toMatchObject({ ok: true, email: 'abena@summit.example' })
			const stored = await user((result as { userId: number }).userId)
			expect(stored).toMatchObject({ role: 'Administrator', full_name: 'Abena Owusu' })
			expect(await verifyPassword(stored!.password_hash, 'a long passphrase')).toBe(true)
			expect((await activity()).at(-1)).toMatchObject({
				type: 'Add User',
				description: 'Administrator Abena Owusu (abena@summit.example) created from the command line',
			})
		})

		test('refuses a weak password and a taken email, writing nothing', async () => {
			const weak = await createAdministrator(
				t.db,
				{ fullName: 'Abena Owusu', email: 'abena@summit.example', password: 'password123' },
				now,
				{ source: 'environment' },
			)
			expect(weak).toMatchObject({ ok: false, reason: 'weak-password' })
			const taken = await createAdministrator(
				t.db,
				{ fullName: 'Copy', email: 'summit.administrator@summit.example', password: 'a long passphrase' },
				now,
				{ source: 'command line' },
			)
			expect(taken).toMatchObject({ ok: false, reason: 'email-taken' })
			expect(await activity()).toEqual([])
		})

		test('onlyWhenNoUsers never adds to a site that has a user', async () => {
			const result = await createAdministrator(
				t.db,
				{ fullName: 'Second', email: 'second@summit.example', password: 'a long passphrase' },
				now,
				{ source: 'environment', onlyWhenNoUsers: true },
			)
			expect(result).toMatchObject({ ok: false, reason: 'has-users' })
			expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1)
		})
	})
})
