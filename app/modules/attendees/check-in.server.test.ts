import { beforeEach, describe, expect, test } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import {
	countMatchingRegistrations,
	listRegistrationPage,
} from '#app/modules/registrations/registrations.queries.server.ts'
import { ATTENDEE_SOURCE } from './attendees.queries.server.ts'
import { checkIn, countCheckedIn, searchDesk, setPaymentStatus } from './check-in.server.ts'
import { registerAttendee } from './registration.server.ts'

const person = (name: string, email: string) => ({
	name,
	company_name: 'Volta Assurance',
	role: 'Auditor',
	email,
	whatsapp_number: '+233 24 123 4567',
	contact_number: undefined,
	notice: undefined,
})

describe.each(testDialects)('the check-in desk on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let editionId: number
	let ama: number
	beforeEach(async () => {
		editionId = await editionFactory(t.db, 'upcoming', now)
		const registered = await registerAttendee(
			t.db,
			person('Ama Ɔdɔm', 'ama@volta.example'),
			now,
			'summit.test',
		)
		if (!registered.ok) throw new Error('not registered')
		ama = registered.attendeeId
		await registerAttendee(t.db, person('Kofi Mensah', 'kofi@volta.example'), now, 'summit.test')
	})

	test('checks a registration in once; the second time says when and by whom', async () => {
		const at = new Date('2027-01-21T08:41:00.000Z')
		const first = await checkIn(t.db, ama, 'Efua Desk', at)
		expect(first).toMatchObject({
			ok: true,
			attendee: { checkedInAt: at.toISOString(), checkedInBy: 'Efua Desk' },
		})
		const second = await checkIn(t.db, ama, 'Yaw Other', new Date('2027-01-21T09:00:00.000Z'))
		expect(second).toMatchObject({
			ok: false,
			reason: 'already',
			attendee: { checkedInAt: at.toISOString(), checkedInBy: 'Efua Desk' },
		})
		expect(await checkIn(t.db, 9999, 'Efua Desk', at)).toEqual({ ok: false, reason: 'not-found' })
		expect(await countCheckedIn(t.db, editionId)).toBe(1)
	})

	test('two desks checking one ticket in at the same moment: one succeeds', async () => {
		const results = await Promise.all([checkIn(t.db, ama, 'Desk 1', now), checkIn(t.db, ama, 'Desk 2', now)])
		expect(results.filter((r) => r.ok)).toHaveLength(1)
	})

	test('finds by part of a name or email (any case), or by the whole desk reference with or without its dash', async () => {
		expect((await searchDesk(t.db, 'ɔdɔm')).map((a) => a.fullName)).toEqual(['Ama Ɔdɔm'])
		expect((await searchDesk(t.db, 'VOLTA.example')).map((a) => a.fullName)).toEqual([
			'Ama Ɔdɔm',
			'Kofi Mensah',
		])
		const ref = (
			await t.db.selectFrom('attendees').select('desk_ref').where('id', '=', ama).executeTakeFirstOrThrow()
		).desk_ref!
		expect((await searchDesk(t.db, ref.toLowerCase())).map((a) => a.id)).toEqual([ama])
		expect((await searchDesk(t.db, ref.replace('-', ''))).map((a) => a.id)).toEqual([ama])
		expect(await searchDesk(t.db, '   ')).toEqual([])
	})

	test('payment status: unpaid until staff set it paid or waived', async () => {
		expect((await searchDesk(t.db, 'Ama'))[0]!.paymentStatus).toBe('unpaid')
		expect(await setPaymentStatus(t.db, ama, 'waived')).toBe(true)
		expect((await searchDesk(t.db, 'Ama'))[0]!.paymentStatus).toBe('waived')
		expect(await setPaymentStatus(t.db, 9999, 'paid')).toBe(false)
	})

	test('the attendee list filters by payment and by check-in, and counts what it filters', async () => {
		await setPaymentStatus(t.db, ama, 'paid')
		await checkIn(t.db, ama, 'Efua Desk', now)
		const ids = async (filter: {
			payment?: 'unpaid' | 'paid' | 'waived' | null
			checkedIn?: 'yes' | 'no' | null
		}) => {
			const query = {
				q: '',
				editionId,
				...filter,
				sort: 'name' as const,
				dir: 'asc' as const,
				offset: 0,
				limit: null,
			}
			const rows = await listRegistrationPage(t.db, ATTENDEE_SOURCE, query)
			expect(await countMatchingRegistrations(t.db, ATTENDEE_SOURCE, query)).toBe(rows.length)
			return rows.map((r) => r.fullName)
		}
		expect(await ids({})).toEqual(['Ama Ɔdɔm', 'Kofi Mensah'])
		expect(await ids({ payment: 'paid' })).toEqual(['Ama Ɔdɔm'])
		expect(await ids({ payment: 'unpaid' })).toEqual(['Kofi Mensah'])
		expect(await ids({ checkedIn: 'yes' })).toEqual(['Ama Ɔdɔm'])
		expect(await ids({ checkedIn: 'no', payment: 'unpaid' })).toEqual(['Kofi Mensah'])
		expect(await ids({ checkedIn: 'no', payment: 'paid' })).toEqual([])
	})
})
