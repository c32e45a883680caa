import { describe, expect, test } from 'vitest'
import { EditUserSchema, NewUserSchema, PASSWORD_TOO_SHORT, userSchema } from './user.schema.ts'

function messages(result: {
	success: boolean
	error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
	return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
}

describe('NewUserSchema', () => {
	const valid = { fullName: ' Ama Mensah ', email: ' Ama@Summit.example ', password: 'ten chars!' }

	test('accepts the fields, trims name and email, keeps the password as typed', () => {
		expect(NewUserSchema.parse({ ...valid, password: ' spaces count ' })).toEqual({
			fullName: 'Ama Mensah',
			email: 'Ama@Summit.example',
			password: ' spaces count ',
		})
	})

	test('requires the full name, a valid email and a password of 10 to 128 characters', () => {
		expect(messages(NewUserSchema.safeParse({}))).toEqual({
			fullName: 'Full name is required',
			email: 'Email is required',
			password: 'Password is required',
		})
		expect(
			messages(
				NewUserSchema.safeParse({ fullName: 'x'.repeat(121), email: 'not-an-email', password: 'nine char' }),
			),
		).toEqual({
			fullName: 'Full name must be at most 120 characters',
			email: 'Enter a valid email address',
			password: PASSWORD_TOO_SHORT,
		})
		expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 10 characters')
		expect(messages(NewUserSchema.safeParse({ ...valid, password: 'p'.repeat(129) }))).toEqual({
			password: 'Password must be at most 128 characters',
		})
		expect(NewUserSchema.safeParse({ ...valid, password: 'p'.repeat(128) }).success).toBe(true)
	})

	test('has no composition rules: any 10 characters will do', () => {
		expect(NewUserSchema.safeParse({ ...valid, password: 'aaaaaaaaaa' }).success).toBe(true)
	})

	test('the phone is optional and follows the registration pattern', () => {
		expect(NewUserSchema.parse({ ...valid, phone: '+233 24 123 4567' }).phone).toBe('+233 24 123 4567')
		expect(messages(NewUserSchema.safeParse({ ...valid, phone: 'call me' }))).toEqual({
			phone: 'Enter a valid contact number, for example +233 24 123 4567',
		})
	})

	test('gives no role: new users are always Users', () => {
		expect(NewUserSchema.parse({ ...valid, role: 'Administrator' })).not.toHaveProperty('role')
	})
})

describe('EditUserSchema', () => {
	const valid = { fullName: 'Ama Mensah', email: 'ama@summit.example', role: 'User' }

	test('a missing (blank) password keeps the current one; a given one follows the policy', () => {
		expect(EditUserSchema.parse(valid).password).toBeUndefined()
		expect(messages(EditUserSchema.safeParse({ ...valid, password: 'short' }))).toEqual({
			password: PASSWORD_TOO_SHORT,
		})
	})

	test('the role is Administrator or User', () => {
		expect(EditUserSchema.parse({ ...valid, role: 'Administrator' }).role).toBe('Administrator')
		expect(messages(EditUserSchema.safeParse({ ...valid, role: 'Owner' }))).toEqual({
			role: 'Choose Administrator or User',
		})
		expect(messages(EditUserSchema.safeParse({ ...valid, role: undefined }))).toEqual({
			role: 'Role is required',
		})
	})

	test('userSchema picks the schema of a mode', () => {
		expect(userSchema('new')).toBe(NewUserSchema)
		expect(userSchema('edit')).toBe(EditUserSchema)
	})
})
