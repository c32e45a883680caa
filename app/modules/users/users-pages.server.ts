/**
 * What the staff account pages need, on the app's own database (docs/architecture.md, "Routes are
 * thin"): signing in, and the back office's add-user and update-user forms (with Delete) and their
 * messages and toasts. Passwords are never sent back into a page.
 */
import { env } from '#app/lib/env.server.ts'
import { deviceCookieFor, readDeviceId } from '#app/lib/auth/device-cookie.server.ts'
import { countMalformedLoginAttempt, retryAfterText } from '#app/lib/auth/login-throttle.server.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { startSignedInSession } from '#app/lib/auth/auth.server.ts'
import { LoginSchema, safeRedirectTo } from '#app/lib/auth/login.schema.ts'
import { type FormOutcome, formReply } from '#app/lib/form-outcome.server.ts'
import { type FormResult, passwordReplies, submitForm } from '#app/lib/form-submission.server.ts'
import { clientAddress } from '#app/lib/http/client-address.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { notFound, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import { attemptLogin, type LoginResult } from './sign-in.server.ts'
import { addUserAccount, deleteUserAccount, type Refusal, updateUserAccount } from './user-admin.server.ts'
import { EditUserSchema, NewUserSchema } from './user.schema.ts'
import { findUserById } from './users.queries.server.ts'

const BAD_ID = 'There is no user with that id.'
const MISSING = 'There is no user with that id. They may have been deleted.'

/** What the sign-in page shows after a refused or failed sign-in. */
export interface SignInReply {
	result: FormResult
	/** The dialog's message (null: only the fields' messages). */
	message: string | null
	/** A failed sign-in call is an Error; refused credentials are a Warning. */
	tone: 'warning' | 'error'
	at: number
}

/**
 * Signs in with the sign-in form of `request` (`attemptLogin`: throttled, logged). Answers the
 * form's messages (400 invalid fields, counted against the address as a failure; 401 or 429 refused, as a Warning; 500 "Something went wrong!"
 * as an Error), or a redirect to `redirectTo` (an admin path, else the dashboard) with a new auth
 * session's cookie.
 */
export async function signInFromForm(request: Request): Promise<FormOutcome<SignInReply>> {
	const submission = parseWithZod(await request.formData(), { schema: LoginSchema })
	const refused = (status: number, message: string | null, tone: SignInReply['tone']) =>
		formReply(status, {
			result: submission.reply({ hideFields: ['password'] }),
			message,
			tone,
			at: Date.now(),
		})
	if (submission.status !== 'success') {
		// Not what the form sends: counted against the address like a failure (docs/security.md, "Sign-in").
		let wait: number | null
		try {
			wait = await countMalformedLoginAttempt(db, clientAddress(request))
		} catch (error) {
			logger.error({ err: error }, 'Sign-in failed unexpectedly')
			return refused(500, 'Something went wrong!', 'error')
		}
		return wait === null ? refused(400, null, 'warning') : refused(429, retryAfterText(wait), 'warning')
	}
	const now = new Date()
	let result: LoginResult
	let deviceId: string | null
	try {
		deviceId = await readDeviceId(db, request, submission.value.email)
		result = await attemptLogin(
			db,
			submission.value,
			{ address: clientAddress(request), deviceId },
			now,
			new URL(env.SITE_URL).hostname,
		)
	} catch (error) {
		logger.error({ err: error }, 'Sign-in failed unexpectedly')
		return refused(500, 'Something went wrong!', 'error')
	}
	if (!result.ok) return refused(result.status, result.message, 'warning')
	return {
		redirectTo: safeRedirectTo(submission.value.redirectTo),
		cookies: [
			await startSignedInSession(request, result.user.id, now),
			// This browser is now a known device for the account (docs/security.md, "Sign-in").
			await deviceCookieFor(db, submission.value.email, deviceId),
		],
	}
}

/**
 * Where a refusal's message goes: beside its field (a taken email, a weak password), else at the
 * top of the form.
 */
function refusalErrors(refusal: Refusal) {
	return 'field' in refusal
		? { fieldErrors: { [refusal.field]: [refusal.message] } }
		: { formErrors: [refusal.message] }
}

/**
 * The update page of the user `idParam` names, for `actor`: the user's fields (never the password
 * hash) and whether it is the actor themself. Throws 404 for no (active) user.
 */
export async function loadUserEditPage(actor: Actor, idParam: string | undefined) {
	const user = await recordOr404(idParam, (id) => findUserById(db, id), { missing: MISSING, badId: BAD_ID })
	return {
		user: { id: user.id, fullName: user.fullName, email: user.email, phone: user.phone, role: user.role },
		isSelf: user.id === actor.id,
	}
}

/**
 * Adds a staff account (role User) from the add-user form by `actor`. Answers the form's messages
 * (400, the email field's when it is taken, the password field's when it is too weak) or a redirect to the users list with a toast.
 */
export async function addUserFromForm(actor: Actor, request: Request) {
	const submission = parseWithZod(await request.formData(), { schema: NewUserSchema })
	return submitForm(submission, passwordReplies, {
		save: (value) => addUserAccount(db, actor, value, new Date()),
		answer: (result, reply) => {
			if (!result.ok) return formReply(400, reply(refusalErrors(result)))
			return {
				redirectTo: '/admin/users',
				toast: {
					type: 'success',
					title: 'User added',
					description: `${result.fullName} can now sign in with the role User.`,
				},
			}
		},
	})
}

/**
 * The update-user page's two forms by `actor` on the user `idParam` names: `update-user` saves the
 * form (400 with the email field's message when taken or the password field's when too weak, 409 when refused: oneself or the last
 * Administrator), `delete-user` deletes the account (a refusal comes back to the page as an error
 * toast). Each success goes to the users list with a toast. Throws 404 for no user, 400 for another
 * intent.
 */
export async function changeUserFromForm(
	actor: Actor,
	idParam: string | undefined,
	request: Request,
): Promise<FormOutcome<{ result: FormResult }>> {
	const userId = recordIdOr404(idParam, BAD_ID)
	const formData = await request.formData()
	const now = new Date()
	switch (formData.get('intent')) {
		case 'update-user':
			return submitForm(parseWithZod(formData, { schema: EditUserSchema }), passwordReplies, {
				save: (value) => updateUserAccount(db, actor, userId, value, now),
				answer: (result, reply) => {
					if (!result.ok) {
						if (result.reason === 'not-found') notFound(MISSING)
						return formReply('field' in result ? 400 : 409, reply(refusalErrors(result)))
					}
					return {
						redirectTo: '/admin/users',
						toast: {
							type: 'success',
							title: 'User updated',
							description: result.sessionsEnded
								? `${result.fullName} was saved and signed out everywhere; the change applies at their next sign-in.`
								: `${result.fullName} was saved.`,
						},
					}
				},
			})
		case 'delete-user': {
			const result = await deleteUserAccount(db, actor, userId, now)
			if (result.ok) {
				return {
					redirectTo: '/admin/users',
					toast: { type: 'success', title: 'User deleted', description: `${result.fullName} was removed.` },
				}
			}
			if (result.reason === 'not-found') notFound(MISSING)
			return {
				redirectTo: new URL(request.url).pathname,
				toast: { type: 'error', title: 'User not deleted', description: result.message },
			}
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}
