import { describe, expect, test } from 'vitest'
import { parseWithZod } from '@conform-to/zod/v4'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { registerAttendee } from './registration.server.ts'
import { GroupRegistrationSchema, type GroupRegistrationInput } from './group-registration.schema.ts'
import { registerGroup } from './group-registration.server.ts'
import { findGroup } from './registration.queries.server.ts'

const colleague = (n: number) => ({
	name: `Colleague Number ${n}`,
	email: `Colleague${n}@GoldCoastBank.example`,
	role: 'Internal Auditor',
	whatsapp_number: '+233 24 123 4567',
})

/** A group of `size` colleagues, as the schema outputs it (each row's place in the form as `index`). */
function group(size: number): GroupRegistrationInput {
	return {
		name: 'Efua Mensah',
		email: 'Efua.Mensah@GoldCoastBank.example',
		whatsapp_number: '+233 20 765 4321',
		company_name: 'Gold Coast Bank',
		consent: true,
		colleagues: Array.from({ length: size }, (_, i) => ({ ...colleague(i + 1), index: i })),
	}
}

describe.each(testDialects)('registerGroup on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('each colleague becomes an attendee linked to the group, with the group discount and one mail each', async () => {
		// Early bird GH₵ 2,000 still runs; 10 % off from 5 people.
		const editionId = await editionFactory(t.db, 'upcoming', now, {
			group_min_size: 5,
			group_discount_percent: 10,
		})
		const result = await registerGroup(t.db, group(5), now, 'summit.test')
		expect(result).toMatchObject({
			ok: true,
			size: 5,
			fee: { basePesewas: 200_000, discountPercent: 10, perPersonPesewas: 180_000, totalPesewas: 900_000 },
		})
		const stored = await findGroup(t.db, result.ok ? result.groupId : 0)
		expect(stored).toMatchObject({
			editionId,
			companyName: 'Gold Coast Bank',
			contactName: 'Efua Mensah',
			contactEmail: 'efua.mensah@goldcoastbank.example',
			size: 5,
			discountPercent: 10,
			feePerPersonPesewas: 180_000,
			totalPesewas: 900_000,
		})
		expect(stored?.colleagues.map((c) => c.email)).toEqual(
			[1, 2, 3, 4, 5].map((n) => `colleague${n}@goldcoastbank.example`),
		)
		const attendees = await t.db.selectFrom('attendees').selectAll().orderBy('id').execute()
		expect(attendees).toHaveLength(5)
		for (const attendee of attendees) {
			expect(attendee).toMatchObject({
				edition_id: editionId,
				group_id: result.ok ? result.groupId : 0,
				company_name: 'Gold Coast Bank',
				designation: 'Internal Auditor',
				consent_at: now.toISOString(),
				consent_version: 1,
			})
			expect(attendee.ticket_ref).toBeTruthy()
		}
		expect(new Set(attendees.map((a) => a.ticket_ref)).size).toBe(5)
		const mails = await t.db
			.selectFrom('mail_outbox')
			.select(['kind', 'to_address', 'group_id'])
			.orderBy('id')
			.execute()
		expect(mails.map((m) => m.kind)).toEqual([...Array(5).fill('attendee-confirmation'), 'group-summary'])
		// Each confirmation is about the colleague it goes to.
		const confirmations = await t.db
			.selectFrom('mail_outbox')
			.innerJoin('attendees', 'attendees.id', 'mail_outbox.attendee_id')
			.select(['mail_outbox.to_address', 'attendees.email'])
			.execute()
		expect(confirmations).toHaveLength(5)
		for (const { to_address, email } of confirmations) expect(to_address).toBe(email)
		expect(mails.at(-1)).toMatchObject({
			to_address: 'efua.mensah@goldcoastbank.example',
			group_id: result.ok ? result.groupId : 0,
		})
	})

	test('below the minimum size the fee of the moment, undiscounted', async () => {
		await editionFactory(t.db, 'upcoming', now, { group_min_size: 5, group_discount_percent: 10 })
		expect(await registerGroup(t.db, group(4), now, 'summit.test')).toMatchObject({
			ok: true,
			fee: { discountPercent: 0, perPersonPesewas: 200_000, totalPesewas: 800_000 },
		})
	})

	test('a colleague already registered is named on their row and nothing is stored', async () => {
		await editionFactory(t.db, 'upcoming', now)
		await registerAttendee(
			t.db,
			{ ...colleague(3), company_name: 'Gold Coast Bank', email: 'colleague3@goldcoastbank.example' },
			now,
			'summit.test',
		)
		const result = await registerGroup(t.db, group(6), now, 'summit.test')
		expect(result).toEqual({
			ok: false,
			reason: 'duplicate',
			message: expect.stringMatching(/^One colleague is already registered for the \d{4} summit/),
			rows: [{ index: 2, message: expect.stringMatching(/^Already registered for the \d{4} summit/) }],
		})
		expect(await t.db.selectFrom('attendees').select('id').execute()).toHaveLength(1)
		expect(await t.db.selectFrom('registration_groups').select('id').execute()).toHaveLength(0)
		expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(1)
	})

	test('a failed insert part-way leaves no group, attendee or mail behind', async () => {
		await editionFactory(t.db, 'upcoming', now)
		const input = group(3)
		// The third colleague's insert fails (NOT NULL): the group and the two before it must go too.
		;(input.colleagues[2] as { name: string | null }).name = null
		await expect(registerGroup(t.db, input, now, 'summit.test')).rejects.toThrow()
		expect(await t.db.selectFrom('attendees').select('id').execute()).toHaveLength(0)
		expect(await t.db.selectFrom('registration_groups').select('id').execute()).toHaveLength(0)
		expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(0)
	})

	test('refused when registration is not open', async () => {
		expect(await registerGroup(t.db, group(2), now, 'summit.test')).toMatchObject({
			ok: false,
			reason: 'not-open',
		})
		await editionFactory(t.db, 'past', now)
		expect(await registerGroup(t.db, group(2), now, 'summit.test')).toMatchObject({
			ok: false,
			reason: 'closed',
		})
	})
})

describe('the group form', () => {
	function post(rows: number, extra: Record<string, string> = {}) {
		const form = new FormData()
		for (const [name, value] of Object.entries({
			name: 'Efua Mensah',
			email: 'efua@goldcoastbank.example',
			whatsapp_number: '+233 20 765 4321',
			company_name: 'Gold Coast Bank',
			consent: 'on',
		}))
			form.set(name, value)
		for (let i = 0; i < rows; i++)
			for (const [field, value] of Object.entries(colleague(i + 1)))
				form.set(`colleagues[${i}].${field}`, value)
		for (const [name, value] of Object.entries(extra)) form.set(name, value)
		return parseWithZod(form, { schema: GroupRegistrationSchema })
	}
	const errorsOf = (submission: ReturnType<typeof post>) =>
		submission.status === 'success' ? 'accepted' : submission.error

	test('empty rows are skipped; each begun row keeps its place in the form', () => {
		const submission = post(3, {
			'colleagues[1].name': '',
			'colleagues[1].email': '',
			'colleagues[1].role': '',
			'colleagues[1].whatsapp_number': '',
		})
		expect(submission.status).toBe('success')
		expect(submission.status === 'success' && submission.value.colleagues.map((c) => c.index)).toEqual([0, 2])
	})

	test('a begun row must be complete; an e-mail twice is refused on its later row', () => {
		const submission = post(4, {
			'colleagues[1].role': '',
			'colleagues[3].email': 'COLLEAGUE1@goldcoastbank.example',
		})
		expect(errorsOf(submission)).toEqual({
			'colleagues[1].role': ['Designation/Role is required'],
			'colleagues[3].email': ['Colleague 1 has this email address already: each colleague needs their own'],
		})
	})

	test('fewer than 2 colleagues, or more than 50, are refused naming the row', () => {
		expect(errorsOf(post(1))).toEqual({
			colleagues: [
				'Fill in at least 2 colleagues: a group is 2 to 50 people. One person registers on the registration page.',
			],
		})
		expect(post(50).status).toBe('success')
		expect(errorsOf(post(51))).toEqual({
			colleagues: [
				'Colleague 51 is one too many: a group is at most 50 colleagues. Register the others as a second group.',
			],
		})
	})

	test('the contact’s own fields and the privacy notice’s box are required', () => {
		expect(errorsOf(post(2, { consent: '', company_name: '' }))).toEqual({
			company_name: ['Company name is required'],
			consent: ['Tick the box to agree to the privacy notice'],
		})
	})
})
