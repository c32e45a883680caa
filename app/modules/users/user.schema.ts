/**
 * The add-user and update-user forms (/admin/adduser, /admin/useredit/{userId}). One
 * set of field rules and two derived schemas: `new` needs a password and gives no
 * role (new users are Users); `edit` has the role select and an optional password (blank keeps the
 * current one). Browser-safe: the form and the actions share it.
 */
import { z } from 'zod'
import { RegistrationSchema } from '#app/modules/registration/registration.schema.ts'

/** The two roles, in the order the role select lists them. */
export const USER_ROLES = ['Administrator', 'User'] as const
export type UserRoleOption = (typeof USER_ROLES)[number]

/** Length limits (characters). Passwords: length only, no composition rules (NIST SP 800-63B, ADR 0010). */
export const USER_LIMITS = { fullName: 120, email: 254, passwordMin: 10, passwordMax: 128 } as const

export const PASSWORD_TOO_SHORT = `Password must be at least ${USER_LIMITS.passwordMin} characters`
export const EMAIL_TAKEN = 'This email is already used by another user'

const fullName = z
	.string({ error: 'Full name is required' })
	.trim()
	.min(1, 'Full name is required')
	.max(USER_LIMITS.fullName, `Full name must be at most ${USER_LIMITS.fullName} characters`)

const email = z
	.string({ error: 'Email is required' })
	.trim()
	.max(USER_LIMITS.email, `Email must be at most ${USER_LIMITS.email} characters`)
	.pipe(z.email('Enter a valid email address'))

/** Optional, with the registration form's phone pattern. */
const phone = RegistrationSchema.shape.contact_number

/** Not trimmed: every character counts, spaces included. */
const password = z
	.string({ error: 'Password is required' })
	.min(USER_LIMITS.passwordMin, PASSWORD_TOO_SHORT)
	.max(USER_LIMITS.passwordMax, `Password must be at most ${USER_LIMITS.passwordMax} characters`)

const role = z.enum(USER_ROLES, {
	error: (issue) => (issue.input === undefined ? 'Role is required' : 'Choose Administrator or User'),
})

/** Add user: Full Name, Email, Contact Number, Create password. */
export const NewUserSchema = z.object({ fullName, email, phone, password })

/** Update user: Full Name, Email, role, Contact Number, Create password (blank keeps the current one). */
export const EditUserSchema = z.object({ fullName, email, role, phone, password: password.optional() })

export type UserFormMode = 'new' | 'edit'

/** The schema of a form mode (the shared form component picks its schema with this). */
export function userSchema(mode: UserFormMode) {
	return mode === 'new' ? NewUserSchema : EditUserSchema
}

export type NewUserFormInput = z.infer<typeof NewUserSchema>
export type EditUserFormInput = z.infer<typeof EditUserSchema>
