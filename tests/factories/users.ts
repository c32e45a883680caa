/**
 * Test factory for staff accounts with named traits (STYLE.md §10): `userFactory(db, { role: 'User' })`.
 */
import crypto from 'node:crypto'
import type { Database } from '#app/db/connect.server.ts'
import type { UserRole } from '#app/db/schema.ts'
import { hashPassword } from '#app/lib/auth/password.server.ts'
import { insertUser } from '#app/modules/users/users.queries.server.ts'

export interface TestUser {
	id: number
	email: string
	password: string
	fullName: string
	role: UserRole
}

/** Inserts an active user with a random email and a known password; returns its credentials. */
export async function userFactory(
	db: Database,
	traits: { role?: UserRole; fullName?: string } = {},
): Promise<TestUser> {
	const suffix = crypto.randomBytes(4).toString('hex')
	const user = {
		email: `staff-${suffix}@e2e.example`,
		password: `password-${suffix}-long`,
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
	return { id, ...user }
}

/** Removes a user made by `userFactory` (their sessions go with them). */
export async function deleteUser(db: Database, id: number): Promise<void> {
	await db.deleteFrom('users').where('id', '=', id).execute()
}
