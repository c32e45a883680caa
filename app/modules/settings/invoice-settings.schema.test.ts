/**
 * The invoice fields of the site settings form: tax lines in fixed rows (empty rows left out, a
 * half-filled or out-of-range row refused with its message under the field), the reminder's days,
 * and the stored list read back.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { parseTaxLines, percentText, SiteSettingsSchema, TAX_LINE_ROWS } from './invoice-settings.schema.ts'

/** The form as the browser posts it: the address (required), `fields`, and the tax rows given. */
function submitted(fields: Record<string, string>, rows: [string, string][] = []) {
	const formData = new FormData()
	formData.set('address', 'Accra')
	for (const [name, value] of Object.entries(fields)) formData.set(name, value)
	for (let index = 0; index < TAX_LINE_ROWS; index++) {
		const [name, percent] = rows[index] ?? ['', '']
		formData.set(`taxLines[${index}].name`, name)
		formData.set(`taxLines[${index}].percent`, percent)
	}
	return parseWithZod(formData, { schema: SiteSettingsSchema })
}

const errorsOf = (result: ReturnType<typeof submitted>) =>
	(result.reply().error ?? {}) as Record<string, string[]>

describe('the invoice fields', () => {
	test('filled tax rows become tax lines in their order; empty rows are left out; empty texts are empty', () => {
		const result = submitted({ legalName: '  IIA Ghana  ', paymentReminderDays: '7' }, [
			['VAT', '15'],
			['', ''],
			['NHIL', '2.5 %'],
			['GETFund', '2.50'],
		])
		expect(result.status).toBe('success')
		if (result.status !== 'success') return
		expect(result.value).toMatchObject({
			legalName: 'IIA Ghana',
			legalAddress: '',
			taxNumber: '',
			paymentReminderDays: 7,
			taxLines: [
				{ name: 'VAT', percent: 15 },
				{ name: 'NHIL', percent: 2.5 },
				{ name: 'GETFund', percent: 2.5 },
			],
		})
	})

	test('no tax lines and no reminder by default', () => {
		const result = submitted({})
		expect(result.status === 'success' && result.value).toMatchObject({
			taxLines: [],
			paymentReminderDays: null,
		})
	})

	test('a bad row gets its message under the field', () => {
		const errors = errorsOf(
			submitted({}, [
				['VAT', ''],
				['', '2.5'],
				['Levy', '101'],
				['Levy', '2.555'],
				['Levy', '-1'],
				['x'.repeat(41), '1'],
			]),
		)
		const percent = 'Percent must be a number from 0 to 100 with at most 2 decimals, e.g. 15 or 2.5'
		expect(errors).toEqual({
			'taxLines[0].percent': ['Percent is required'],
			'taxLines[1].name': ['Tax name is required'],
			'taxLines[2].percent': [percent],
			'taxLines[3].percent': [percent],
			'taxLines[4].percent': [percent],
			'taxLines[5].name': ['Tax name must be at most 40 characters'],
		})
		expect(submitted({}, [['Free', '0']]).status).toBe('success')
		expect(submitted({}, [['All', '100.00']]).status).toBe('success')
	})

	test('the reminder is 1 to 60 days, or empty', () => {
		const message = ['Reminder days must be a whole number from 1 to 60, or empty for no reminder']
		for (const days of ['0', '61', '7.5', 'a week', '-3', '100'])
			expect(errorsOf(submitted({ paymentReminderDays: days })).paymentReminderDays, days).toEqual(message)
		for (const days of ['1', '60', ' 14 '])
			expect(submitted({ paymentReminderDays: days }).status).toBe('success')
	})

	test('the legal fields have their limits', () => {
		expect(errorsOf(submitted({ legalName: 'x'.repeat(161) })).legalName).toEqual([
			'Legal name must be at most 160 characters',
		])
		expect(errorsOf(submitted({ taxNumber: 'x'.repeat(41) })).taxNumber).toEqual([
			'Tax number must be at most 40 characters',
		])
	})

	test('the stored list reads back; anything else is not a list of tax lines', () => {
		expect(parseTaxLines('[{"name":"VAT","percent":15},{"name":"NHIL","percent":2.5}]')).toEqual([
			{ name: 'VAT', percent: 15 },
			{ name: 'NHIL', percent: 2.5 },
		])
		expect(parseTaxLines('[]')).toEqual([])
		for (const bad of ['', 'not json', '{}', '[{"name":"VAT","percent":150}]', '[{"name":"","percent":1}]'])
			expect(parseTaxLines(bad), bad).toBeNull()
		expect([15, 2.5, 0.75, 100].map(percentText)).toEqual(['15', '2.5', '0.75', '100'])
	})
})
