import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { generateReference, submitEnquiry } from './enquiry.server.ts'
import { isEnquiryReference, type PartnershipEnquiryInput } from './partnership.schema.ts'
import { countEnquiries } from './partnerships.queries.server.ts'

const input: PartnershipEnquiryInput = {
	name: 'Kojo Antwi',
	company_name: 'Volta River Assurance',
	role: 'Chief Risk Officer',
	email: ' Kojo.Antwi@VoltaRiver.example',
	whatsapp_number: '+233 24 111 2222',
	contact_number: '+233 30 222 3333',
	packages: 'Platinum',
	notice: 'Invitation Letter',
}

describe('generateReference', () => {
	test('makes well-formed references that do not repeat', () => {
		const references = new Set(Array.from({ length: 2000 }, generateReference))
		expect(references.size).toBe(2000)
		for (const reference of references) expect(isEnquiryReference(reference), reference).toBe(true)
	})
})

describe.each(testDialects)('submitEnquiry on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('stores the enquiry with the current edition, its package, a reference and the time', async () => {
		await editionFactory(t.db, 'past', now)
		const upcoming = await editionFactory(t.db, 'upcoming', now)
		const result = await submitEnquiry(t.db, input, now)
		expect(result.editionId).toBe(upcoming)
		expect(isEnquiryReference(result.reference)).toBe(true)
		const row = await t.db.selectFrom('partnership_enquiries').selectAll().executeTakeFirstOrThrow()
		expect(row).toMatchObject({
			id: result.enquiryId,
			edition_id: upcoming,
			full_name: 'Kojo Antwi',
			email: 'kojo.antwi@voltariver.example',
			company_name: 'Volta River Assurance',
			designation: 'Chief Risk Officer',
			whatsapp_number: '+233 24 111 2222',
			contact_number: '+233 30 222 3333',
			package: 'Platinum',
			heard_from: 'Invitation Letter',
			reference: result.reference,
			created_at: '2026-11-22T10:00:00.000Z',
		})
	})

	test('is accepted with no edition at all, recording none', async () => {
		const result = await submitEnquiry(t.db, { ...input, contact_number: undefined, notice: undefined }, now)
		expect(result.editionId).toBeNull()
		const row = await t.db.selectFrom('partnership_enquiries').selectAll().executeTakeFirstOrThrow()
		expect(row).toMatchObject({ edition_id: null, contact_number: null, heard_from: null })
	})

	test('every enquiry gets its own reference: a clash is retried with a new one', async () => {
		const first = await submitEnquiry(t.db, input, now, { newReference: () => 'IALS-AAAA-BBBB' })
		const queue = ['IALS-AAAA-BBBB', 'IALS-AAAA-BBBB', 'IALS-CCCC-DDDD']
		const second = await submitEnquiry(t.db, input, now, { newReference: () => queue.shift()! })
		expect(first.reference).toBe('IALS-AAAA-BBBB')
		expect(second.reference).toBe('IALS-CCCC-DDDD')
		expect(await countEnquiries(t.db)).toBe(2)
	})

	test('gives up after repeated clashes, storing nothing more', async () => {
		await submitEnquiry(t.db, input, now, { newReference: () => 'IALS-AAAA-BBBB' })
		await expect(submitEnquiry(t.db, input, now, { newReference: () => 'IALS-AAAA-BBBB' })).rejects.toThrow()
		expect(await countEnquiries(t.db)).toBe(1)
	})

	test('counts enquiries per edition', async () => {
		const edition = await editionFactory(t.db, 'upcoming', now)
		await submitEnquiry(t.db, input, now)
		await submitEnquiry(t.db, input, now)
		expect(await countEnquiries(t.db, edition)).toBe(2)
		expect(await countEnquiries(t.db, edition + 1)).toBe(0)
	})
})
