import { describe, expect, test } from 'vitest'
import { COLLEAGUE_FIELDS, GROUP_SIZE } from '#app/modules/registration/group-registration.schema.ts'
import {
	countFormFields,
	FORM_SHAPE,
	formShapeProblem,
	TOO_MANY_FIELDS,
	UNREADABLE_FIELDS,
} from './form-shape.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

/** The group form as a browser posts it with every row filled in, one row over the limit. */
function fullGroupForm(): URLSearchParams {
	const form = new URLSearchParams({
		name: 'Ama Mensah',
		email: 'ama@example.com',
		whatsapp_number: '+233 24 000 0000',
		company_name: 'Volta Assurance',
		consent: 'on',
		captcha_id: 'x',
		captcha_answer: '7',
		altcha: 'x',
		website: '',
		intent: '',
	})
	for (let row = 0; row <= GROUP_SIZE.max; row++)
		for (const field of COLLEAGUE_FIELDS) form.append(`colleagues[${row}].${field}`, 'x')
	return form
}

describe('countFormFields', () => {
	test('counts URL-encoded fields by their separators, never fewer than a parser finds', () => {
		expect(countFormFields(bytes(''), 'urlencoded')).toBe(0)
		expect(countFormFields(bytes('a=1'), 'urlencoded')).toBe(1)
		expect(countFormFields(bytes('a=1&a=2&b=%26'), 'urlencoded')).toBe(3)
		const form = fullGroupForm()
		expect(countFormFields(bytes(form.toString()), 'urlencoded')).toBe([...form.keys()].length)
	})

	test('counts multipart fields by their delimiter lines', () => {
		const body = ['a', 'b', 'c'].map(
			(name) => `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n1\r\n`,
		)
		expect(countFormFields(bytes(`${body.join('')}--xyz--\r\n`), 'multipart', 'xyz')).toBe(3)
		expect(countFormFields(bytes(''), 'multipart', 'xyz')).toBe(0)
	})
})

describe('formShapeProblem', () => {
	test('the largest real form, a group of 50 colleagues and one row too many, keeps the shape', () => {
		const names = [...fullGroupForm().keys()]
		expect(names.length).toBeLessThanOrEqual(FORM_SHAPE.maxFields)
		expect(formShapeProblem(names)).toBeNull()
	})

	test('more fields than any form sends: 413', () => {
		expect(formShapeProblem(Array.from({ length: FORM_SHAPE.maxFields }, () => 'a'))).toBeNull()
		expect(formShapeProblem(Array.from({ length: FORM_SHAPE.maxFields + 1 }, () => 'a'))).toEqual(
			TOO_MANY_FIELDS,
		)
		expect(TOO_MANY_FIELDS.status).toBe(413)
	})

	test('a list index past any form’s rows: 400, whatever its size', () => {
		expect(formShapeProblem([`colleagues[${FORM_SHAPE.maxListIndex}].name`])).toBeNull()
		for (const index of [FORM_SHAPE.maxListIndex + 1, 100_000, 99_999_999, '9'.repeat(40)])
			expect(formShapeProblem([`colleagues[${index}].name`]), String(index)).toEqual(UNREADABLE_FIELDS)
	})

	test('a name too deep or too long, or reserved by Conform: 400', () => {
		expect(formShapeProblem(['a.b.c.d'])).toBeNull()
		expect(formShapeProblem(['a.b.c.d.e'])).toEqual(UNREADABLE_FIELDS)
		expect(formShapeProblem([`a${'.b'.repeat(5000)}`])).toEqual(UNREADABLE_FIELDS)
		expect(formShapeProblem([`a${'[0]'.repeat(4)}`])).toEqual(UNREADABLE_FIELDS)
		expect(formShapeProblem(['n'.repeat(FORM_SHAPE.maxNameLength)])).toBeNull()
		expect(formShapeProblem(['n'.repeat(FORM_SHAPE.maxNameLength + 1)])).toEqual(UNREADABLE_FIELDS)
		expect(formShapeProblem(['__intent__'])).toEqual(UNREADABLE_FIELDS)
		expect(formShapeProblem(['__state__'])).toEqual(UNREADABLE_FIELDS)
		expect(UNREADABLE_FIELDS.status).toBe(400)
	})
})
