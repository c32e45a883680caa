import { describe, expect, test } from 'vitest'
import { eventJsonLd } from './event-json-ld.ts'

const input = {
	siteName: 'Internal Audit Leadership Summit',
	year: 2027,
	theme: 'Beyond Compliance',
	venue: 'Accra International Conference Centre',
	startsAt: '2027-03-25T08:30:00.000Z',
	regularFeePesewas: 280_000,
	earlyBirdFeePesewas: 230_000,
	earlyBirdExpiresOn: '2027-02-23',
	organiserName: 'Adwenpa Insights Group',
	siteUrl: 'https://summit.example',
}

describe('eventJsonLd', () => {
	test('an Event in Accra with early-bird and regular offers in GHS', () => {
		const doc = eventJsonLd(input)!
		expect(doc).toMatchObject({
			'@type': 'Event',
			name: 'Internal Audit Leadership Summit 2027',
			startDate: '2027-03-25T08:30:00.000Z',
			location: {
				name: 'Accra International Conference Centre',
				address: { streetAddress: 'Accra International Conference Centre', addressCountry: 'GH' },
			},
			offers: [
				{ name: 'Early bird', price: 2300, priceCurrency: 'GHS', validThrough: '2027-02-23T23:59:59Z' },
				{ name: 'Regular', price: 2800, priceCurrency: 'GHS' },
			],
		})
	})

	test('no Event before the date is announced; no offers without fees', () => {
		expect(eventJsonLd({ ...input, startsAt: null })).toBeNull()
		expect(eventJsonLd({ ...input, regularFeePesewas: null, earlyBirdFeePesewas: null })).not.toHaveProperty(
			'offers',
		)
	})
})
