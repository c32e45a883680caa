/**
 * Test factory for staff accounts with named traits: `userFactory(db, { role: 'User' })`. Given a
 * cleanup registry (the e2e `cleanup` fixture's), the user is deleted when the test ends.
 */
import crypto from 'node:crypto'
import type { Database } from '#app/db/connect.server.ts'
import type { UserRole } from '#app/db/schema.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { hashPassword } from '#app/lib/auth/password.server.ts'
import { insertUser } from '#app/modules/users/users.queries.server.ts'
import type { CleanupRegistry } from './cleanups.ts'

export interface TestUser {
	id: number
	email: string
	password: string
	fullName: string
	role: UserRole
}

export interface UserTraits {
	role?: UserRole
	fullName?: string
	email?: string
	password?: string
}

/**
 * Inserts an active user (argon2id hash, as the app stores it) with a random email and a known
 * password unless given; returns its credentials. With `cleanups`, registers the user's deletion.
 */
export async function userFactory(
	db: Database,
	traits: UserTraits = {},
	cleanups?: CleanupRegistry,
): Promise<TestUser> {
	const suffix = crypto.randomBytes(4).toString('hex')
	const user = {
		email: traits.email ?? `staff-${suffix}@e2e.example`,
		password: traits.password ?? `password-${suffix}-long`,
		fullName: traits.fullName ?? `Test Staff ${suffix}`,
		role: traits.role ?? 'User',
	}
	const id = await insertUser(
		db,
		{
			fullName: user.fullName,
			email: user.email,
			phone: null,
			role: user.role,
			passwordHash: await hashPassword(user.password),
		},
		new Date(),
	)
	cleanups?.add(() => deleteUser(db, id))
	return { id, ...user }
}

/**
 * Inserts the Administrator who acts in a data-layer test ("Summit Administrator",
 * admin@summit.example unless given; a placeholder password hash, so no argon2 work) with `now` as
 * its update time; returns it as the `Actor` passed to back-office changes.
 */
export async function actorFactory(
	db: Database,
	now: Date,
	traits: { fullName?: string; email?: string } = {},
): Promise<Actor> {
	const fullName = traits.fullName ?? 'Summit Administrator'
	const email = traits.email ?? 'admin@summit.example'
	const id = await insertUser(
		db,
		{ fullName, email, phone: null, role: 'Administrator', passwordHash: 'hash' },
		now,
	)
	return { id, fullName }
}

/** Removes a user (their sessions go with them). */
export async function deleteUser(db: Database, id: number): Promise<void> {
	await db.deleteFrom('users').where('id', '=', id).execute()
}

/** Removes the users with these email addresses, e.g. accounts a test created through a screen. */
export async function deleteUsersByEmail(db: Database, emails: string[]): Promise<void> {
	if (emails.length > 0) await db.deleteFrom('users').where('email', 'in', emails).execute()
}
