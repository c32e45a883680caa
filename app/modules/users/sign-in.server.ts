/**
 * Checking a staff member's sign-in (ADR 0003, docs/security.md): throttled per account and per
 * address, argon2id password check, every failure and success written to the activity log. The
 * infrastructure (throttle counters, password hashing, the auth session cookie) is in
 * `app/lib/auth/`; this module owns what needs the users and the activity log.
 */
import type { Database } from '#app/db/handle.ts'
import {
	checkLoginThrottle,
	clearLoginFailures,
	recordLoginFailure,
	retryAfterText,
} from '#app/lib/auth/login-throttle.server.ts'
import { hashPassword, verifyPassword } from '#app/lib/auth/password.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { findUserForLogin } from './users.queries.server.ts'

export type LoginResult =
	| { ok: true; user: { id: number; fullName: string; role: string } }
	| { ok: false; status: 401 | 429; message: string }

let dummyHash: Promise<string> | undefined

/**
 * Checks `email`/`password` from client `address` at `now`. Unknown emails cost the same time as
 * wrong passwords (a dummy hash is verified), so the answer does not reveal which accounts exist.
 * Returns the user, or a refusal: 429 with the wait while the account or address is blocked, 401
 * "Invalid email or password." otherwise. Throws on database errors.
 */
export async function attemptLogin(
	db: Database,
	credentials: { email: string; password: string },
	address: string,
	now: Date,
): Promise<LoginResult> {
	const email = credentials.email.trim().toLowerCase()
	const throttle = await checkLoginThrottle(db, email, address)
	if (!throttle.allowed) {
		return { ok: false, status: 429, message: retryAfterText(throttle.retryAfterSeconds) }
	}
	const user = await findUserForLogin(db, email)
	dummyHash ??= hashPassword('not the password of anyone')
	const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), credentials.password)
	if (!user || !valid) {
		await recordLoginFailure(db, email, address)
		await recordActivity(
			db,
			{
				userId: user?.id ?? null,
				username: user?.fullName ?? email,
				type: 'Failed Login',
				description: `Failed sign-in for ${email} from ${address}`,
			},
			now,
		)
		return { ok: false, status: 401, message: 'Invalid email or password.' }
	}
	await clearLoginFailures(db, email)
	await recordActivity(
		db,
		{
			userId: user.id,
			username: user.fullName,
			type: 'Logged In',
			description: `${user.fullName} signed in`,
		},
		now,
	)
	return { ok: true, user: { id: user.id, fullName: user.fullName, role: user.role } }
}
