import { describe, expect, test } from 'vitest'
import { editionForm as complete, formErrors, submitForm } from '#tests/setup/schemas.ts'
import {
	accraStartsAt,
	cedisToPesewas,
	EARLY_BIRD_ABOVE_REGULAR,
	EDITION_YEARS,
	editionFormDefaults,
	EditionSchema,
	EXPIRY_AFTER_EVENT,
	isCalendarDay,
	pesewasToCedisText,
} from './edition.schema.ts'

const parse = (fields: Record<string, string>) => submitForm(EditionSchema, fields)
const errorsOf = (fields: Record<string, string>) => formErrors(EditionSchema, fields)

describe('fees: cedis ↔ pesewas', () => {
	test('amounts typed in cedis become integer pesewas without rounding errors', () => {
		expect(cedisToPesewas('2500.50')).toBe(250_050)
		expect(cedisToPesewas('2500.5')).toBe(250_050)
		expect(cedisToPesewas('2500')).toBe(250_000)
		expect(cedisToPesewas('2,500')).toBe(250_000)
		expect(cedisToPesewas('1,234,567.89')).toBe(123_456_789)
		expect(cedisToPesewas('0.07')).toBe(7)
		expect(cedisToPesewas('0.29')).toBe(29) // 0.29 * 100 is 28.999… in floating point
		expect(cedisToPesewas(' 0 ')).toBe(0)
	})

	test('anything but a plain amount is refused', () => {
		for (const text of ['-5', '2500.505', 'GH₵ 2500', '2,50', '25,00.00', '1e3', '', '.5', '2500.']) {
			expect(cedisToPesewas(text), text).toBeNull()
		}
	})

	test('pesewas back to the form text round-trip', () => {
		expect(pesewasToCedisText(250_050)).toBe('2500.50')
		expect(pesewasToCedisText(250_000)).toBe('2500')
		expect(pesewasToCedisText(7)).toBe('0.07')
		for (const pesewas of [0, 1, 99, 100, 250_050, 100_000_000]) {
			expect(cedisToPesewas(pesewasToCedisText(pesewas))).toBe(pesewas)
		}
	})
})

describe('EditionSchema', () => {
	test('a complete form gives the year, trimmed texts, pesewas and Accra date and time', () => {
		const submission = parse(complete)
		expect(submission.status).toBe('success')
		expect(submission.status === 'success' && submission.value).toEqual({
			year: 2027,
			theme: 'Beyond Compliance',
			venue: 'Accra International Conference Centre',
			regularFee: 250_050,
			earlyBirdFee: 200_000,
			earlyBirdExpiry: '2027-02-15',
			eventDate: '2027-03-18',
			eventTime: '08:30',
		})
		expect(accraStartsAt('2027-03-18', '08:30')).toBe('2027-03-18T08:30:00.000Z')
	})

	test('only the year is required: an edition can be announced before its details', () => {
		const submission = parse({ year: '2028', theme: '', regularFee: '', eventDate: '', eventTime: '' })
		expect(submission.status === 'success' && submission.value).toEqual({ year: 2028 })
		expect(errorsOf({ theme: 'No year' }).year).toEqual(['Event year is required'])
	})

	test('the year is one of 2025 to 2040', () => {
		expect(EDITION_YEARS[0]).toBe(2025)
		expect(EDITION_YEARS.at(-1)).toBe(2040)
		expect(EDITION_YEARS).toHaveLength(16)
		expect(errorsOf({ year: '2024' }).year).toEqual(['Event year must be between 2025 and 2040'])
		expect(errorsOf({ year: '2041' }).year).toEqual(['Event year must be between 2025 and 2040'])
		expect(parse({ year: '2040' }).status).toBe('success')
	})

	test('fees are amounts of 0 or more, at most two decimals', () => {
		const errors = errorsOf({ ...complete, regularFee: '-1', earlyBirdFee: 'free' })
		expect(errors.regularFee).toEqual(['Regular fee must be 0 or more'])
		expect(errors.earlyBirdFee).toEqual([
			'Enter the early-bird fee as an amount in cedis, for example 2500 or 2500.50',
		])
		expect(errorsOf({ ...complete, regularFee: '2500.505' }).regularFee).toHaveLength(1)
		const free = parse({ ...complete, regularFee: '0', earlyBirdFee: '0' })
		expect(free.status === 'success' && [free.value.regularFee, free.value.earlyBirdFee]).toEqual([0, 0])
	})

	test('the early-bird fee is not above the regular fee (equal is allowed)', () => {
		expect(errorsOf({ ...complete, earlyBirdFee: '2500.51' }).earlyBirdFee).toEqual([
			EARLY_BIRD_ABOVE_REGULAR,
		])
		expect(parse({ ...complete, earlyBirdFee: '2500.50' }).status).toBe('success')
	})

	test('an early-bird fee needs a regular fee and an expiry day, and an expiry day needs a fee', () => {
		const noRegular = errorsOf({ ...complete, regularFee: '' })
		expect(noRegular.regularFee).toEqual(['Regular fee is required when there is an early-bird fee'])
		expect(errorsOf({ ...complete, earlyBirdExpiry: '' }).earlyBirdExpiry).toEqual([
			'Early-bird expiry date is required with an early-bird fee',
		])
		expect(errorsOf({ ...complete, earlyBirdFee: '' }).earlyBirdFee).toEqual([
			'Early-bird fee is required with an early-bird expiry date',
		])
		expect(parse({ ...complete, earlyBirdFee: '', earlyBirdExpiry: '' }).status).toBe('success')
	})

	test('the early-bird expiry is not after the event date (the event day itself is allowed)', () => {
		expect(errorsOf({ ...complete, earlyBirdExpiry: '2027-03-19' }).earlyBirdExpiry).toEqual([
			EXPIRY_AFTER_EVENT,
		])
		expect(parse({ ...complete, earlyBirdExpiry: '2027-03-18' }).status).toBe('success')
		// Without an event date there is nothing to compare with.
		expect(parse({ ...complete, earlyBirdExpiry: '2027-12-31', eventDate: '', eventTime: '' }).status).toBe(
			'success',
		)
	})

	test('dates are real days, the event date lies in the event year, and date and time go together', () => {
		expect(isCalendarDay('2027-02-29')).toBe(false)
		expect(isCalendarDay('2028-02-29')).toBe(true)
		expect(errorsOf({ ...complete, eventDate: '2027-02-30' }).eventDate).toEqual([
			'Enter the event date as a date',
		])
		expect(
			errorsOf({ ...complete, eventDate: '2028-01-10', earlyBirdExpiry: '2027-12-01' }).eventDate,
		).toEqual(['The event date must be in 2027, the event year'])
		expect(errorsOf({ ...complete, eventTime: '' }).eventTime).toEqual([
			'Event time is required with the event date',
		])
		expect(errorsOf({ ...complete, eventDate: '' }).eventDate).toEqual([
			'Event date is required with the event time',
		])
		expect(errorsOf({ ...complete, eventTime: '24:00' }).eventTime).toHaveLength(1)
		const withSeconds = parse({ ...complete, eventTime: '14:05:00' })
		expect(withSeconds.status === 'success' && withSeconds.value.eventTime).toBe('14:05')
	})

	test('field and cross-field messages show in one go', () => {
		const errors = errorsOf({ ...complete, regularFee: '-1', earlyBirdExpiry: '2027-04-01', eventTime: '' })
		expect(errors.regularFee).toEqual(['Regular fee must be 0 or more'])
		expect(errors.earlyBirdExpiry).toEqual([EXPIRY_AFTER_EVENT])
		expect(errors.eventTime).toEqual(['Event time is required with the event date'])
	})

	test('theme and venue have length limits', () => {
		expect(errorsOf({ ...complete, theme: 'x'.repeat(301) }).theme).toEqual([
			'Event theme must be at most 300 characters',
		])
		expect(errorsOf({ ...complete, venue: 'x'.repeat(201) }).venue).toEqual([
			'Venue must be at most 200 characters',
		])
	})
})

test('the venue map link takes a share link or an embed code, stores a link, and refuses what is no https:// address', () => {
	const parsed = (venueMapUrl: string) => EditionSchema.safeParse({ year: 2027, venueMapUrl })
	expect(parsed('maps.app.goo.gl/AbCdEf123').data?.venueMapUrl).toBe('https://maps.app.goo.gl/AbCdEf123')
	expect(
		parsed(
			'<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3970.7!2d-0.1745!3d5.6037!5e0"></iframe>',
		).data?.venueMapUrl,
	).toBe('https://www.google.com/maps/search/?api=1&query=5.6037%2C-0.1745')
	expect(parsed('the big hall near the airport').error?.issues.map((i) => [i.path, i.message])).toEqual([
		[['venueMapUrl'], 'Venue map link must be a web address, or the code a map site gives to embed its map'],
	])
	expect(parsed('http://example.org/map').error?.issues[0]?.message).toBe(
		'Venue map link must be a web address starting with https://',
	)
})

describe('editionFormDefaults', () => {
	test('a stored edition back as form text: cedis, Accra date and time', () => {
		expect(
			editionFormDefaults({
				year: 2027,
				theme: 'Beyond Compliance',
				theme_fr: 'Au-delà de la conformité',
				venue: null,
				venue_map_url: 'https://maps.app.goo.gl/AbCdEf123',
				starts_at: '2027-03-18T14:05:00.000Z',
				regular_fee_pesewas: 250_050,
				early_bird_fee_pesewas: 200_000,
				early_bird_expires_on: '2027-02-15',
				group_min_size: 5,
				group_discount_percent: 10,
			}),
		).toEqual({
			year: '2027',
			theme: 'Beyond Compliance',
			themeFr: 'Au-delà de la conformité',
			venue: '',
			venueMapUrl: 'https://maps.app.goo.gl/AbCdEf123',
			regularFee: '2500.50',
			earlyBirdFee: '2000',
			earlyBirdExpiry: '2027-02-15',
			eventDate: '2027-03-18',
			eventTime: '14:05',
			groupMinSize: '5',
			groupDiscountPercent: '10',
		})
	})
})

describe('the group discount rule', () => {
	test('a size and a percentage, both or neither, within their bounds', () => {
		const parsed = parse({ ...complete, groupMinSize: '5', groupDiscountPercent: '10' })
		expect(parsed.status === 'success' ? parsed.value : null).toMatchObject({
			groupMinSize: 5,
			groupDiscountPercent: 10,
		})
		expect(errorsOf({ ...complete, groupMinSize: '5' }).groupDiscountPercent).toEqual([
			'Group discount is required with a group size',
		])
		expect(errorsOf({ ...complete, groupDiscountPercent: '10' }).groupMinSize).toEqual([
			'Group size is required with a group discount',
		])
		expect(errorsOf({ ...complete, groupMinSize: '1', groupDiscountPercent: '101' })).toMatchObject({
			groupMinSize: ['The group size must be from 2 to 50'],
			groupDiscountPercent: ['The group discount must be from 1 to 100'],
		})
		expect(errorsOf({ ...complete, groupMinSize: '5.5', groupDiscountPercent: 'ten' })).toMatchObject({
			groupMinSize: ['Enter the group size as a whole number'],
			groupDiscountPercent: ['Enter the group discount as a whole number'],
		})
	})
})
