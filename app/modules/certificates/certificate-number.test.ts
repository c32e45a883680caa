/** Certificate numbers: their form, and what the verification page reads as one. */
import { describe, expect, test } from 'vitest'
import { newCertificateNumber, normalizeCertificateNumber } from './certificate-number.ts'

describe('certificate numbers', () => {
	test('a new number names the year and the serial, with a random part', () => {
		const number = newCertificateNumber(2027, 42)
		expect(number).toMatch(/^CPE-2027-0042-[0-9A-HJKMNP-TV-Z]{6}$/)
		expect(newCertificateNumber(2027, 42)).not.toBe(number)
		expect(normalizeCertificateNumber(number)).toBe(number)
	})

	test('a typed number is read in any case; anything else is not a number', () => {
		expect(normalizeCertificateNumber(' cpe-2027-0042-7k3q9p ')).toBe('CPE-2027-0042-7K3Q9P')
		for (const bad of [
			'',
			'CPE-2027-42',
			'2027-0042-7K3Q9P',
			'CPE-2027-0042-7K3Q9',
			'CPE-2027-0042-ILOU00',
			"CPE-2027-0042-7K3Q9P' or 1=1",
		])
			expect(normalizeCertificateNumber(bad)).toBeNull()
	})
})
