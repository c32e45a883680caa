/**
 * Scanning tickets into a session at its door (docs/event-days.md), on SQLite and PostgreSQL, with
 * the desk's own check-in: a registration is scanned in once (a second scan, or two desks at the
 * same moment, count once and say when and by whom); one of another edition is refused and nothing
 * is written; one not checked in at the main door is checked in too, in the same transaction (its
 * "Check In" activity row), and a failure of that undoes the scan as well.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { attendeeRow, sessionFactory } from '#tests/factories/sessions.ts'
import { expectUndoneWhenActivityFails } from '#tests/setup/activity-faults.ts'
import { loggedActivity } from '#tests/setup/activity-log.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { scanIntoSession } from '#app/modules/attendance/session-scan.server.ts'
import { attendanceCountsBySession } from '#app/modules/attendance/attendance.queries.server.ts'
import { checkInWithin } from './check-in-admin.server.ts'
import { deskEditionIds } from './check-in.server.ts'

vi.mock('#app/modules/activity/activity.queries.server.ts', (importOriginal) =>
	import('#tests/setup/activity-faults.ts').then((m) => m.failingActivityQueries(importOriginal)),
)

describe.each(testDialects)('scanning into a session on %s', (dialect) => {
	const t = useBackOffice(dialect)
	let edition: number
	let pastEdition: number
	let keynote: number
	let pastSession: number
	let ama: number
	let open: number[]
	beforeEach(async () => {
		edition = await editionFactory(t.db, 'upcoming', now)
		pastEdition = await editionFactory(t.db, 'past', now, { year: 2025 })
		keynote = await sessionFactory(t.db, edition, {
			heading: 'Opening keynote',
			startsAt: '2027-01-21T09:15:00.000Z',
			cpeHoursHundredths: 150,
		})
		pastSession = await sessionFactory(t.db, pastEdition, {
			heading: 'Last year’s keynote',
			startsAt: '2025-01-26T09:15:00.000Z',
		})
		ama = await attendeeRow(t.db, edition, 'Ama Mensah', '7K3Q-9P2D')
		open = await deskEditionIds(t.db, now)
		expect(open).toEqual([edition])
	})

	/** A scan of `attendeeId` into `sessionId` by `staff` at `at`, checking in through the desk. */
	const scan = (attendeeId: number, sessionId = keynote, staff = 'Efua Door', at = now) =>
		scanIntoSession(t.db, {
			sessionId,
			attendeeId,
			staffName: staff,
			deskEditionIds: open,
			now: at,
			checkIn: async (trx) =>
				(await checkInWithin(trx, { id: t.actor.id, fullName: staff }, attendeeId, open, at)).ok,
		})
	const attendance = () =>
		t.db
			.selectFrom('session_attendance')
			.select(['session_id', 'attendee_id', 'scanned_at', 'scanned_by'])
			.orderBy('attendee_id')
			.execute()
	const checkedIn = (id: number) =>
		t.db
			.selectFrom('attendees')
			.select(['checked_in_at', 'checked_in_by'])
			.where('id', '=', id)
			.executeTakeFirstOrThrow()

	test('the first scan records attendance and checks in at the main door too; the second is counted once', async () => {
		const first = await scan(ama)
		expect(first).toMatchObject({ kind: 'scanned', checkedInToo: true, session: { id: keynote } })
		expect(await attendance()).toEqual([
			{ session_id: keynote, attendee_id: ama, scanned_at: now.toISOString(), scanned_by: 'Efua Door' },
		])
		expect(await checkedIn(ama)).toEqual({ checked_in_at: now.toISOString(), checked_in_by: 'Efua Door' })
		expect((await loggedActivity(t.db)).map((row) => [row.type, row.description])).toEqual([
			['Check In', expect.stringContaining('Checked in Ama Mensah')],
		])

		const later = new Date(now.getTime() + 5 * 60_000)
		const second = await scan(ama, keynote, 'Kofi Door', later)
		expect(second).toMatchObject({ kind: 'already', scannedAt: now.toISOString(), scannedBy: 'Efua Door' })
		expect(await attendance()).toHaveLength(1)
		expect(await loggedActivity(t.db)).toHaveLength(1)
	})

	test('one checked in already is scanned in without a second check-in', async () => {
		await t.db
			.updateTable('attendees')
			.set({ checked_in_at: '2026-11-22T08:00:00.000Z', checked_in_by: 'Main Door' })
			.where('id', '=', ama)
			.execute()
		expect(await scan(ama)).toMatchObject({ kind: 'scanned', checkedInToo: false })
		expect(await checkedIn(ama)).toEqual({
			checked_in_at: '2026-11-22T08:00:00.000Z',
			checked_in_by: 'Main Door',
		})
		expect(await loggedActivity(t.db)).toEqual([])
	})

	test('a registration of another edition is refused with its year, and nothing is written', async () => {
		const kofi = await attendeeRow(t.db, pastEdition, 'Kofi Boateng', 'AAAA-BBBB')
		expect(await scan(kofi)).toMatchObject({
			kind: 'other-edition',
			registrationYear: 2025,
			session: { editionYear: new Date(now.getTime() + 60 * 86_400_000).getUTCFullYear() },
		})
		expect(await attendance()).toEqual([])
		expect(await checkedIn(kofi)).toEqual({ checked_in_at: null, checked_in_by: null })
		expect(await loggedActivity(t.db)).toEqual([])
	})

	test('a session not open at the desk, or gone, and a registration that is gone scan nothing', async () => {
		const kofi = await attendeeRow(t.db, pastEdition, 'Kofi Boateng', 'AAAA-BBBB')
		expect(await scan(kofi, pastSession)).toEqual({ kind: 'no-session' })
		expect(await scan(ama, 999_999)).toEqual({ kind: 'no-session' })
		expect(await scan(999_999)).toEqual({ kind: 'not-found' })
		expect(await attendance()).toEqual([])
	})

	test('two desks scanning one ticket at the same moment count it once, and check it in once', async () => {
		const outcomes = await Promise.all([
			scan(ama, keynote, 'Efua Door'),
			scan(ama, keynote, 'Kofi Door'),
			scan(ama, keynote, 'Yaw Door'),
		])
		expect(outcomes.map((o) => o.kind).sort()).toEqual(['already', 'already', 'scanned'])
		const rows = await attendance()
		expect(rows).toHaveLength(1)
		const winner = outcomes.find((o) => o.kind === 'scanned')
		expect(winner).toMatchObject({ checkedInToo: true })
		for (const outcome of outcomes.filter((o) => o.kind === 'already'))
			expect(outcome).toMatchObject({ scannedBy: rows[0]!.scanned_by })
		expect((await loggedActivity(t.db)).filter((row) => row.type === 'Check In')).toHaveLength(1)
		expect(await attendanceCountsBySession(t.db, [keynote, pastSession])).toEqual(new Map([[keynote, 1]]))
	})

	test('a check-in whose activity row fails undoes the scan with it', async () => {
		await expectUndoneWhenActivityFails(
			() => scan(ama),
			async () => ({ attendance: await attendance(), checkedIn: await checkedIn(ama) }),
		)
	})
})
