import { describe, expect, test } from 'vitest'
import { issueMessages, missingContactMessages, validContact as valid } from '#tests/setup/schemas.ts'
import { RegistrationSchema } from './registration.schema.ts'

const errorsOf = (input: Record<string, unknown>) => issueMessages(RegistrationSchema, input)

describe('RegistrationSchema', () => {
	test('accepts the required fields alone and keeps Unicode names', () => {
		const result = RegistrationSchema.parse(valid)
		expect(result.name).toBe('Kwabena Ɔdɔm')
		expect(result.contact_number).toBeUndefined()
	})

	test('each required field has its own message', () => {
		expect(errorsOf({})).toEqual(missingContactMessages)
		expect(errorsOf({ ...valid, name: '   ' })).toEqual({ name: 'Full name is required' })
	})

	test('rejects a malformed email, phone and unknown how-did-you-hear option', () => {
		expect(errorsOf({ ...valid, email: 'kwabena@' })).toEqual({ email: 'Enter a valid email address' })
		expect(errorsOf({ ...valid, whatsapp_number: 'call me' }).whatsapp_number).toMatch(
			/valid WhatsApp number/,
		)
		expect(errorsOf({ ...valid, notice: 'Radio' })).toEqual({ notice: 'Choose one of the listed options' })
		expect(RegistrationSchema.parse({ ...valid, notice: 'LinkedIn' }).notice).toBe('LinkedIn')
	})

	test('limits the length of names', () => {
		expect(errorsOf({ ...valid, name: 'x'.repeat(121) })).toEqual({
			name: 'Full name must be at most 120 characters',
		})
	})
})
