/**
 * Checking a staff member's sign-in (docs/security.md): throttled per known device, or per
 * account and address, before the argon2id password check; the owner mailed when their account is
 * being guessed at; every failure and success written to the activity log. The
 * infrastructure (throttle counters, password hashing, the auth session cookie) is in
 * `app/lib/auth/`; this module owns what needs the users and the activity log.
 */
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { countLoginAttempt, retryAfterText } from '#app/lib/auth/login-throttle.server.ts'
import { hashPassword, verifyPassword } from '#app/lib/auth/password.server.ts'
import { mailQueued } from '#app/lib/mail/mail-signal.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { enqueueMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { findUserForLogin } from './users.queries.server.ts'

/** Where a sign-in comes from: the client's address, and its device id when it holds a device cookie for the account. */
export interface SignInClient {
	address: string
	deviceId: string | null
}

/** The subject of the mail telling a staff member their account is being guessed at. */
export const SIGN_IN_WARNING_SUBJECT = 'Failed sign-ins to your back-office account'

export type LoginResult =
	| { ok: true; user: { id: number; fullName: string; role: string } }
	| { ok: false; status: 401 | 429; message: string }

let dummyHash: Promise<string> | undefined

/**
 * Checks `email`/`password` from `client` at `now`. The attempt is counted before the password is
 * checked and given back when it is right (`countLoginAttempt`: per device for a known device, else
 * per account and address). Unknown emails cost the same time as wrong passwords (a dummy hash is
 * verified), so the answer does not reveal which accounts exist. When failures from unknown devices
 * reach the account's limit, its owner is mailed (Message-ID on `messageIdHost`). Returns the user,
 * or a refusal: 429 with the wait while a counter is over its limit, 401 "Invalid email or
 * password." otherwise. Throws on database errors.
 */
export async function attemptLogin(
	db: Database,
	credentials: { email: string; password: string },
	client: SignInClient,
	now: Date,
	messageIdHost: string,
): Promise<LoginResult> {
	const email = credentials.email.trim().toLowerCase()
	const attempt = await countLoginAttempt(db, email, client.address, client.deviceId)
	if (!attempt.allowed) {
		return { ok: false, status: 429, message: retryAfterText(attempt.retryAfterSeconds) }
	}
	const user = await findUserForLogin(db, email)
	dummyHash ??= hashPassword('not the password of anyone')
	const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), credentials.password)
	if (!user || !valid) {
		const warn = !!user && attempt.accountLimitReached
		// The warning is queued with the failure it is about, or not at all.
		await writeTransaction(db, async (trx) => {
			await recordActivity(
				trx,
				{
					userId: user?.id ?? null,
					username: user?.fullName ?? email,
					type: 'Failed Login',
					description: `Failed sign-in for ${email} from ${client.address}`,
				},
				now,
			)
			if (warn) {
				await enqueueMail(
					trx,
					{ kind: 'sign-in-warning', to: email, subject: SIGN_IN_WARNING_SUBJECT },
					messageIdHost,
					now,
				)
			}
		})
		if (warn) mailQueued()
		return { ok: false, status: 401, message: 'Invalid email or password.' }
	}
	await attempt.succeeded()
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
