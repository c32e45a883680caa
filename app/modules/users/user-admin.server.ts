/**
 * Managing staff accounts from the back office (/admin/users, /admin/adduser, /admin/useredit/{userId};
 * ADR 0010). The add, update and delete routes call these; each writes its change and its activity row
 * in one transaction, so a refused or failed change leaves no activity row and an activity failure
 * undoes the change.
 */
import type { Database } from '#app/db/handle.ts'
import { Refused, refusableTransactions } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { hashPassword } from '#app/lib/auth/password.server.ts'
import { passwordWeakness } from '#app/lib/auth/password-strength.server.ts'
import { deleteUserAuthSessions } from '#app/lib/auth/auth-sessions.queries.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { EMAIL_TAKEN, type EditUserFormInput, type NewUserFormInput } from './user.schema.ts'
import {
	countActiveAdministrators,
	deleteUser,
	findUserById,
	hasAnyUser,
	insertUser,
	isEmailTaken,
	updateUser,
} from './users.queries.server.ts'

/** Why a change was refused; `field` names the form field the message belongs to, if any. */
export type Refusal =
	| { ok: false; reason: 'email-taken'; field: 'email'; message: string }
	| { ok: false; reason: 'weak-password'; field: 'password'; message: string }
	| { ok: false; reason: 'not-found'; message: string }
	| { ok: false; reason: 'self'; message: string }
	| { ok: false; reason: 'last-administrator'; message: string }

export type AddUserResult = { ok: true; userId: number; fullName: string } | Refusal
export type UpdateUserResult = { ok: true; fullName: string; sessionsEnded: boolean } | Refusal
export type DeleteUserResult = { ok: true; fullName: string } | Refusal

const emailTaken = { ok: false, reason: 'email-taken', field: 'email', message: EMAIL_TAKEN } as const

/**
 * The refusal of a staff password too weak for its person (`passwordWeakness`: at least 10
 * characters and a zxcvbn score of 3, the name, email and site's words penalised; ADR 0056), or
 * null when it is strong enough.
 */
async function weakPassword(
	password: string,
	person: { fullName: string; email: string },
): Promise<Extract<Refusal, { reason: 'weak-password' }> | null> {
	const message = await passwordWeakness(password, [person.fullName, person.email])
	return message === null ? null : { ok: false, reason: 'weak-password', field: 'password', message }
}
const notFound = { ok: false, reason: 'not-found', message: 'That user no longer exists.' } as const

/**
 * Runs `work` in a transaction: a `Refused` thrown inside rolls back and becomes the result; a
 * unique violation (the email index, e.g. a concurrent add of the same address) rolls back and
 * becomes `email-taken`; any other error rolls back and is rethrown.
 */
const inTransaction = refusableTransactions<Refusal>((error) =>
	isUniqueViolation(error) ? emailTaken : undefined,
)

/**
 * Adds a staff account from the add-user form: the email must not be used by another
 * user in any letter case (stored lower-cased), the password must be strong enough for the person
 * (`weak-password` otherwise, ADR 0056) and is hashed with argon2id, and the new
 * user's role is always User. Writes an "Add User" activity row naming the user, in the same
 * transaction.
 *
 * Takes the database (not a transaction: it opens its own), the acting Administrator, the parsed
 * form and the time. Returns `{ ok: true, userId, fullName }`, or `email-taken` (for the email
 * field) or `weak-password` (for the password field, zxcvbn's advice) with nothing written. Throws on other database errors, after rolling back.
 */
export async function addUserAccount(
	db: Database,
	actor: Actor,
	input: NewUserFormInput,
	now: Date,
): Promise<AddUserResult> {
	const weak = await weakPassword(input.password, input)
	if (weak) return weak
	// Hash before the transaction: argon2id takes tens of milliseconds and holds no lock.
	const passwordHash = await hashPassword(input.password)
	return inTransaction(db, async (trx) => {
		if (await isEmailTaken(trx, input.email)) throw new Refused(emailTaken)
		const userId = await insertUser(
			trx,
			{
				fullName: input.fullName,
				email: input.email,
				phone: input.phone ?? null,
				role: 'User',
				passwordHash,
			},
			now,
		)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Add User',
				`Added user ${input.fullName} (${input.email.toLowerCase()}) with role User`,
			),
			now,
		)
		return { ok: true as const, userId, fullName: input.fullName }
	})
}

/**
 * Updates a staff account from the update-user form: full name, email (unique in any
 * letter case), phone, role (the select really changes it) and, when given, a new password strong
 * enough for the person (`weak-password` otherwise, ADR 0056); a blank password keeps the current hash. A role or password change also deletes the user's sign-in
 * sessions, so it applies at once. Refuses, changing nothing, to demote the acting user
 * themself (`self`) or the last active Administrator (`last-administrator`). Writes an "Update User"
 * activity row naming the user, in the same transaction.
 *
 * Takes the database, the acting Administrator, the user id, the parsed form and the time. Returns
 * `{ ok: true, fullName, sessionsEnded }` or a refusal (`not-found` for an unknown or inactive id,
 * `email-taken` for the email field, `weak-password` for the password field, `self`,
 * `last-administrator`) with nothing written. Throws on
 * other database errors, after rolling back.
 */
export async function updateUserAccount(
	db: Database,
	actor: Actor,
	userId: number,
	input: EditUserFormInput,
	now: Date,
): Promise<UpdateUserResult> {
	const weak = input.password === undefined ? null : await weakPassword(input.password, input)
	if (weak) return weak
	const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password)
	return inTransaction(db, async (trx) => {
		const current = await findUserById(trx, userId)
		if (!current) throw new Refused(notFound)
		const demoting = current.role === 'Administrator' && input.role !== 'Administrator'
		if (demoting && current.id === actor.id) {
			throw new Refused({
				ok: false,
				reason: 'self',
				message: 'You cannot remove your own Administrator role. Ask another Administrator to do it.',
			})
		}
		if (demoting && (await countActiveAdministrators(trx, { lock: true })) <= 1) {
			throw new Refused({
				ok: false,
				reason: 'last-administrator',
				message: `${current.fullName} is the last active Administrator, so their role cannot be changed. Make another user an Administrator first.`,
			})
		}
		if (await isEmailTaken(trx, input.email, userId)) throw new Refused(emailTaken)
		const updated = await updateUser(
			trx,
			userId,
			{
				fullName: input.fullName,
				email: input.email,
				phone: input.phone ?? null,
				role: input.role,
				passwordHash,
			},
			now,
		)
		if (!updated) throw new Refused(notFound)
		const roleChanged = current.role !== input.role
		const sessionsEnded = roleChanged || passwordHash !== undefined
		if (sessionsEnded) await deleteUserAuthSessions(trx, userId)
		const changes = [
			roleChanged ? `role ${current.role} → ${input.role}` : null,
			passwordHash !== undefined ? 'new password' : null,
		].filter(Boolean)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Update User',
				`Updated user ${input.fullName} (${input.email.toLowerCase()})${changes.length ? `: ${changes.join(', ')}` : ''}`,
			),
			now,
		)
		return { ok: true as const, fullName: input.fullName, sessionsEnded }
	})
}

/**
 * Deletes a staff account for good (a hard delete: activity rows keep the
 * username snapshot and lose the link). Deletes the user's sign-in sessions first. Refuses, deleting
 * nothing, when the user is the acting user themself (`self`) or the last active Administrator
 * (`last-administrator`). Writes a "Delete User" activity row naming the user, in the same
 * transaction.
 *
 * Takes the database, the acting Administrator, the user id and the time. Returns
 * `{ ok: true, fullName }` or a refusal (`not-found`, `self`, `last-administrator`). Throws on other
 * database errors, after rolling back.
 */
export async function deleteUserAccount(
	db: Database,
	actor: Actor,
	userId: number,
	now: Date,
): Promise<DeleteUserResult> {
	return inTransaction(db, async (trx) => {
		const user = await findUserById(trx, userId)
		if (!user) throw new Refused(notFound)
		if (user.id === actor.id) {
			throw new Refused({
				ok: false,
				reason: 'self',
				message: 'You cannot delete your own account. Ask another Administrator to do it.',
			})
		}
		if (user.role === 'Administrator' && (await countActiveAdministrators(trx, { lock: true })) <= 1) {
			throw new Refused({
				ok: false,
				reason: 'last-administrator',
				message: `${user.fullName} is the last active Administrator and cannot be deleted.`,
			})
		}
		await deleteUserAuthSessions(trx, userId)
		if (!(await deleteUser(trx, userId))) throw new Refused(notFound)
		await recordActivity(
			trx,
			actorActivity(actor, 'Delete User', `Deleted user ${user.fullName} (${user.email})`),
			now,
		)
		return { ok: true as const, fullName: user.fullName }
	})
}

/** How an Administrator was made without the back office, as its activity row says. */
export type AdministratorSource = 'command line' | 'environment'

/** Why `createAdministrator` made no one. */
export type CreateAdministratorRefusal =
	| Extract<Refusal, { reason: 'email-taken' | 'weak-password' }>
	| { ok: false; reason: 'has-users'; message: string }

export type CreateAdministratorResult =
	{ ok: true; userId: number; email: string } | CreateAdministratorRefusal

/**
 * Creates an Administrator outside the back office: `npm run admin:create` (`source` 'command
 * line'), or the first Administrator of a site with no user from `ADMIN_EMAIL` and
 * `ADMIN_PASSWORD` at start ('environment', with `onlyWhenNoUsers`; ADR 0056). The password must be
 * strong enough for the person (`passwordWeakness`) and is hashed with argon2id; the email is
 * stored lower-cased. Writes an "Add User" activity row by the new Administrator, in the same
 * transaction.
 *
 * Takes the database, the person (`fullName`, `email`, `password`), the time and the options.
 * Returns `{ ok: true, userId, email }`, or with nothing written `weak-password` (zxcvbn's advice),
 * `email-taken`, or `has-users` when `onlyWhenNoUsers` and the site has a user already (checked
 * inside the write transaction, so two starts at once make one). Throws on other database errors,
 * after rolling back. Never logs or returns the password.
 */
export async function createAdministrator(
	db: Database,
	person: { fullName: string; email: string; password: string },
	now: Date,
	options: { source: AdministratorSource; onlyWhenNoUsers?: boolean },
): Promise<CreateAdministratorResult> {
	const weak = await weakPassword(person.password, person)
	if (weak) return weak
	const passwordHash = await hashPassword(person.password)
	const email = person.email.trim().toLowerCase()
	return refusableTransactions<CreateAdministratorRefusal>((error) =>
		isUniqueViolation(error) ? emailTaken : undefined,
	)(db, async (trx) => {
		if (options.onlyWhenNoUsers && (await hasAnyUser(trx))) {
			throw new Refused({ ok: false, reason: 'has-users', message: 'The site has a user already.' })
		}
		if (await isEmailTaken(trx, email)) throw new Refused(emailTaken)
		const userId = await insertUser(
			trx,
			{ fullName: person.fullName, email, phone: null, role: 'Administrator', passwordHash },
			now,
		)
		await recordActivity(
			trx,
			{
				userId,
				username: person.fullName,
				type: 'Add User',
				description: `Administrator ${person.fullName} (${email}) created from the ${options.source}`,
			},
			now,
		)
		return { ok: true as const, userId, email }
	})
}
