import { describe, expect, test } from 'vitest'
import { issueMessages, missingContactMessages, validContact } from '#tests/setup/schemas.ts'
import { isEnquiryReference, partnershipEnquirySchema } from './partnership.schema.ts'

/** The packages a new database offers (migration 0006). */
const OFFERED = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Bespoke']
const PartnershipEnquirySchema = partnershipEnquirySchema(OFFERED)

/** Parsed directly (not as form data): the box's value is already the boolean Conform makes of "on". */
const valid = { ...validContact, consent: true, packages: 'Gold' }

const errorsOf = (input: Record<string, unknown>) => issueMessages(PartnershipEnquirySchema, input)

describe('PartnershipEnquirySchema', () => {
	test('accepts the required fields alone; contact number and how-did-you-hear are optional', () => {
		const result = PartnershipEnquirySchema.parse(valid)
		expect(result).toMatchObject({ name: 'Kwabena Ɔdɔm', packages: 'Gold' })
		expect(result.contact_number).toBeUndefined()
		expect(result.notice).toBeUndefined()
		expect(
			PartnershipEnquirySchema.parse({ ...valid, contact_number: '030 221 0000', notice: 'Facebook' }),
		).toMatchObject({ contact_number: '030 221 0000', notice: 'Facebook' })
	})

	test('each required field has its own message, the package and the privacy notice’s box included', () => {
		expect(errorsOf({})).toEqual({
			...missingContactMessages,
			packages: 'Package is required',
			consent: 'Tick the box to agree to the privacy notice',
		})
		expect(errorsOf({ ...valid, consent: false })).toEqual({
			consent: 'Tick the box to agree to the privacy notice',
		})
	})

	test('accepts exactly the packages on offer and refuses others', () => {
		for (const p of OFFERED)
			expect(PartnershipEnquirySchema.parse({ ...valid, packages: p }).packages).toBe(p)
		expect(errorsOf({ ...valid, packages: 'Diamond' })).toEqual({
			packages: 'Choose one of the listed packages',
		})
		// A package withdrawn from the form is refused too.
		expect(issueMessages(partnershipEnquirySchema(['Platinum']), valid)).toEqual({
			packages: 'Choose one of the listed packages',
		})
	})

	test('checks the email format and phone numbers', () => {
		expect(errorsOf({ ...valid, email: 'efua@' })).toEqual({ email: 'Enter a valid email address' })
		expect(errorsOf({ ...valid, contact_number: 'office' }).contact_number).toMatch(/valid contact number/)
	})
})

describe('isEnquiryReference', () => {
	test('accepts IALS- and two groups of four unambiguous characters', () => {
		expect(isEnquiryReference('IALS-7K3Q-9P2D')).toBe(true)
		for (const bad of [
			'IALS-7K3Q-9P2',
			'ials-7k3q-9p2d',
			'IALS-0O1I-LUAB',
			'X-7K3Q-9P2D',
			'',
			null,
			undefined,
		]) {
			expect(isEnquiryReference(bad), String(bad)).toBe(false)
		}
	})
})
