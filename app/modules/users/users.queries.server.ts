/**
 * Reads and writes of staff accounts (`users`).
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB, UserRole } from '#app/db/schema.ts'

type Handle = Kysely<DB> | Transaction<DB>

export interface NewUserInput {
	fullName: string
	email: string
	phone: string | null
	role: UserRole
	passwordHash: string
}

/** Inserts a user (email stored trimmed and lower-cased) and returns its id. Throws on a taken email. */
export async function insertUser(db: Handle, user: NewUserInput, now: Date): Promise<number> {
	const stamp = now.toISOString()
	const row = await db
		.insertInto('users')
		.values({
			full_name: user.fullName,
			email: user.email.trim().toLowerCase(),
			phone: user.phone,
			role: user.role,
			password_hash: user.passwordHash,
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Number of active users with `role`. */
export async function countActiveUsersWithRole(db: Handle, role: UserRole): Promise<number> {
	const row = await db
		.selectFrom('users')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('role', '=', role)
		.where('active', '=', 1)
		.executeTakeFirstOrThrow()
	return Number(row.n)
}
