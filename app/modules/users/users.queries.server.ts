/**
 * Reads and writes of staff accounts (`users`).
 */
import { countRows, onePage, type PageWindow, changedAny } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import { sql } from 'kysely'
import { containsInsensitive, dialectOf, lockedForUpdate } from '#app/db/dialect.ts'
import type { UserRole } from '#app/db/schema.ts'

export interface NewUserInput {
	fullName: string
	email: string
	phone: string | null
	role: UserRole
	passwordHash: string
}

/** The columns of a user's profile, the email trimmed and lower-cased (sign-in finds it so). */
function profileColumns(user: Pick<NewUserInput, 'fullName' | 'email' | 'phone' | 'role'>) {
	return {
		full_name: user.fullName,
		email: user.email.trim().toLowerCase(),
		phone: user.phone,
		role: user.role,
	}
}

/** Inserts a user (email stored trimmed and lower-cased) and returns its id. Throws on a taken email. */
export async function insertUser(db: Handle, user: NewUserInput, now: Date): Promise<number> {
	const stamp = now.toISOString()
	const row = await db
		.insertInto('users')
		.values({
			...profileColumns(user),
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
	return countRows(db.selectFrom('users').where('role', '=', role).where('active', '=', 1))
}

export interface LoginCandidate {
	id: number
	fullName: string
	email: string
	role: UserRole
	passwordHash: string
}

/** The active user with `email` (normalised) and their password hash, or undefined. */
export async function findUserForLogin(db: Handle, email: string): Promise<LoginCandidate | undefined> {
	return db
		.selectFrom('users')
		.select(['id', 'full_name as fullName', 'email', 'role', 'password_hash as passwordHash'])
		.where('email', '=', email.trim().toLowerCase())
		.where('active', '=', 1)
		.executeTakeFirst()
}

// --- Back office user management ---

/** A row of the users list and the update-user form. */
export interface UserListRow {
	id: number
	fullName: string
	email: string
	role: UserRole
	phone: string | null
	createdAt: string
}

/** Active users whose full name contains `q` (case-insensitive, in the database; '' for all). */
function activeUsersMatching(db: Handle, q: string) {
	let query = db.selectFrom('users').where('active', '=', 1)
	if (q) query = query.where((eb) => containsInsensitive(eb, dialectOf(db), eb.ref('full_name'), q))
	return query
}

/**
 * One page of active users matching `q` on the full name (the users list searches by username), by
 * name then id so pages are stable; `limit` null for every user.
 */
export async function listUsers(db: Handle, options: PageWindow & { q: string }): Promise<UserListRow[]> {
	return activeUsersMatching(db, options.q)
		.select(['id', 'full_name as fullName', 'email', 'role', 'phone', 'created_at as createdAt'])
		.orderBy(sql`lower(full_name)`)
		.orderBy('id')
		.$call(onePage(options))
		.execute()
}

/** Number of active users matching `q` (see `listUsers`). */
export async function countUsers(db: Handle, options: { q: string }): Promise<number> {
	return countRows(activeUsersMatching(db, options.q))
}

/** The active user `id`, or undefined. */
export async function findUserById(db: Handle, id: number): Promise<UserListRow | undefined> {
	return db
		.selectFrom('users')
		.select(['id', 'full_name as fullName', 'email', 'role', 'phone', 'created_at as createdAt'])
		.where('id', '=', id)
		.where('active', '=', 1)
		.executeTakeFirst()
}

/**
 * True when a user other than `exceptUserId` has `email` (compared trimmed and lower-cased, as
 * stored). Inactive users count: the unique index covers them too.
 */
export async function isEmailTaken(db: Handle, email: string, exceptUserId?: number): Promise<boolean> {
	let query = db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase())
	if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId)
	return (await query.executeTakeFirst()) !== undefined
}

export interface UserChanges {
	fullName: string
	email: string
	phone: string | null
	role: UserRole
	/** Undefined keeps the current password. */
	passwordHash?: string
}

/**
 * Updates the active user `id` (email stored trimmed and lower-cased) and stamps `updated_at`.
 * Returns whether a row changed. Throws on a taken email.
 */
export async function updateUser(db: Handle, id: number, changes: UserChanges, now: Date): Promise<boolean> {
	const result = await db
		.updateTable('users')
		.set({
			...profileColumns(changes),
			...(changes.passwordHash === undefined ? {} : { password_hash: changes.passwordHash }),
			updated_at: now.toISOString(),
		})
		.where('id', '=', id)
		.where('active', '=', 1)
		.executeTakeFirst()
	return changedAny(result)
}

/** Deletes the user `id` (their sessions go with them; activity rows keep the name). Returns whether it existed. */
export async function deleteUser(db: Handle, id: number): Promise<boolean> {
	const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst()
	return changedAny(result)
}

/**
 * Number of active Administrators. With `lock` (inside a transaction) their rows are locked on
 * PostgreSQL (`FOR UPDATE`), so two concurrent demotions or deletions cannot both see "another
 * Administrator remains"; SQLite runs one write transaction at a time and needs no lock.
 */
export async function countActiveAdministrators(
	db: Handle,
	options: { lock?: boolean } = {},
): Promise<number> {
	const query = db
		.selectFrom('users')
		.select('id')
		.where('role', '=', 'Administrator')
		.where('active', '=', 1)
	const rows = await (options.lock ? lockedForUpdate(db, query) : query).execute()
	return rows.length
}

/** True when the `users` table holds any row, active or not (a site with no staff account at all has none). */
export async function hasAnyUser(db: Handle): Promise<boolean> {
	return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined
}
