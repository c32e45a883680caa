/**
 * The add-user and update-user form (/admin/adduser, /admin/useredit/{userId}). `new`: Full
 * Name, Email, Contact Number, Create password, "Add user". `edit` adds the role select after Email and
 * makes the password optional (blank keeps the current one). Validated in the browser and again by the
 * action with the same schema; works before JavaScript loads.
 */
import { type FieldSpecs, SchemaFields } from '#app/components/forms.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { AdminSchemaForm } from '#app/components/admin/admin-form.tsx'
import {
	USER_LIMITS,
	USER_ROLES,
	type UserFormMode,
	type UserRoleOption,
	userSchema,
} from '../user.schema.ts'

export interface UserFormDefaults {
	fullName: string
	email: string
	phone: string
	role: UserRoleOption
}

/** Every field of either mode (the role only on edit; the password optional on edit). */
type UserFormShape = {
	fullName: string
	email: string
	phone?: string
	role?: UserRoleOption
	password?: string
}

/**
 * The fields of `mode`: the role (with `roleHint` under it) only on update, and the password's hint
 * saying whether it may stay blank.
 */
function userSpecs(mode: UserFormMode, roleHint: string | undefined): FieldSpecs<keyof UserFormShape> {
	return {
		fullName: { label: 'Full Name' },
		email: { type: 'email', label: 'Email' },
		...(mode === 'edit'
			? { role: { control: 'select', label: 'Role', hint: roleHint, options: USER_ROLES } }
			: {}),
		phone: { type: 'tel', label: 'Contact Number', hint: 'Optional, for example +233 24 123 4567' },
		password: {
			type: 'password',
			label: 'Create password',
			hint:
				mode === 'new'
					? `At least ${USER_LIMITS.passwordMin} characters, not a common password nor made of the name, email or the summit's name. A few unrelated words make a strong, memorable password.`
					: `Leave blank to keep the current password. A new one needs at least ${USER_LIMITS.passwordMin} characters, must not be easy to guess, and signs the user out everywhere.`,
			autoComplete: 'new-password',
		},
	}
}

export function UserForm({
	mode,
	roleHint,
	...fromRoute
}: {
	mode: UserFormMode
	/** Form id (unique per user on the edit screen, so switching users resets the form). */
	id: string
	/** The last answer (`actionDataParts`): the server's reply. */
	answer: FormAnswer
	defaultValue?: UserFormDefaults
	/** Extra guidance under the role select, e.g. that one cannot demote oneself. */
	roleHint?: string
}) {
	const schema = userSchema(mode)

	return (
		<AdminSchemaForm<typeof schema, UserFormShape>
			{...fromRoute}
			schema={schema}
			intent={mode === 'new' ? 'add-user' : 'update-user'}
			buttons={
				mode === 'new'
					? { submitLabel: 'Add user', pendingLabel: 'Adding user...', cancel: { to: '/admin/users' } }
					: { submitLabel: 'Update user', cancel: { to: '/admin/users' } }
			}
			className="max-w-2xl space-y-5"
		>
			{(fields) => <SchemaFields fields={fields} specs={userSpecs(mode, roleHint)} />}
		</AdminSchemaForm>
	)
}
