/**
 * The attendee list's and CSV's session attendance (docs/event-days.md), on SQLite and PostgreSQL:
 * each registration's sessions attended (count, headings in the agenda's order whatever order they
 * were scanned in) and CPE hours added up (sessions without hours count as none), read for many
 * registrations at once; the CSV's "Sessions attended" and "CPE hours" columns.
 */
import { parse } from 'csv-parse/sync'
import { beforeEach, describe, expect, test } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { attendeeRow, sessionFactory } from '#tests/factories/sessions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { ATTENDEE_CSV_HEADER } from '#tests/setup/csv-columns.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { insertSessionAttendance } from '#app/modules/attendance/attendance.queries.server.ts'
import { exportRegistrations } from '#app/modules/registration-lists/registration-admin.server.ts'
import { ATTENDEE_KIND, attendeeAttendance } from './attendee-admin.server.ts'

describe.each(testDialects)('session attendance in the attendee list and CSV on %s', (dialect) => {
	const t = useBackOffice(dialect)
	let edition: number
	let ama: number
	let kofi: number
	let yaw: number
	beforeEach(async () => {
		edition = await editionFactory(t.db, 'upcoming', now)
		const workshop = await sessionFactory(t.db, edition, {
			heading: 'Afternoon workshop',
			startsAt: '2027-01-21T14:00:00.000Z',
			cpeHoursHundredths: 75,
		})
		const keynote = await sessionFactory(t.db, edition, {
			heading: 'Opening keynote',
			startsAt: '2027-01-21T09:15:00.000Z',
			cpeHoursHundredths: 150,
		})
		const lunch = await sessionFactory(t.db, edition, {
			heading: 'Lunch',
			startsAt: '2027-01-21T12:00:00.000Z',
		})
		ama = await attendeeRow(t.db, edition, 'Ama Mensah')
		kofi = await attendeeRow(t.db, edition, 'Kofi Boateng')
		yaw = await attendeeRow(t.db, edition, 'Yaw Owusu')
		// Scanned in an order other than the agenda's.
		for (const sessionId of [workshop, lunch, keynote])
			await insertSessionAttendance(t.db, { sessionId, attendeeId: ama, at: now, by: 'Efua Door' })
		await insertSessionAttendance(t.db, { sessionId: lunch, attendeeId: kofi, at: now, by: 'Efua Door' })
	})

	test('each registration’s sessions in the agenda’s order, their count and CPE hours; none for one who attended nothing', async () => {
		const found = await attendeeAttendance(t.db, [ama, kofi, yaw])
		expect(found.get(ama)).toEqual({
			count: 3,
			cpeHours: '2.25',
			sessions: ['Opening keynote', 'Lunch', 'Afternoon workshop'],
		})
		expect(found.get(kofi)).toEqual({ count: 1, cpeHours: '0', sessions: ['Lunch'] })
		expect(found.has(yaw)).toBe(false)
		expect(await attendeeAttendance(t.db, [])).toEqual(new Map())
	})

	test('the CSV has "Sessions attended" (separated by "; ") and "CPE hours" for every registration', async () => {
		const response = await exportRegistrations(
			t.db,
			t.actor,
			ATTENDEE_KIND,
			{ q: '', editionId: null, sort: 'name', dir: 'asc', filterText: 'all' },
			new Map([[edition, 2027]]),
			now,
		)
		const [header, ...rows] = parse(Buffer.from(await response.arrayBuffer()), { bom: true }) as string[][]
		expect(header).toEqual(ATTENDEE_CSV_HEADER)
		const sessions = header!.indexOf('Sessions attended')
		const hours = header!.indexOf('CPE hours')
		expect(rows.map((row) => [row[0], row[sessions], row[hours]])).toEqual([
			['Ama Mensah', 'Opening keynote; Lunch; Afternoon workshop', '2.25'],
			['Kofi Boateng', 'Lunch', '0'],
			['Yaw Owusu', '', '0'],
		])
	})
})
