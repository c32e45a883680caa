import { afterEach, describe, expect, test, vi } from 'vitest'
import { activityBy } from '#tests/setup/activity-log.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { deleteActivityRecord } from './activity-admin.server.ts'
import * as queries from './activity.queries.server.ts'

describe.each(testDialects)('deleting an activity record on %s', (dialect) => {
	const t = useBackOffice(dialect)
	afterEach(async () => {
		vi.restoreAllMocks()
	})

	const add = async (description: string) => {
		await queries.recordActivity(t.db, { userId: null, username: 'Ama', type: 'Test', description }, now)
		const rows = await queries.listActivity(t.db, { offset: 0, limit: null })
		return rows.find((r) => r.description === description)!.id
	}

	test('deletes the record and writes a "Delete Activity" record naming its id', async () => {
		const id = await add('to be deleted')
		const kept = await add('kept')
		expect(await deleteActivityRecord(t.db, t.actor, id, now)).toBe(true)
		const rows = await queries.listActivity(t.db, { offset: 0, limit: null })
		expect(rows.map((r) => r.id)).not.toContain(id)
		expect(rows.map((r) => r.id)).toContain(kept)
		expect(rows).toContainEqual(
			expect.objectContaining(activityBy(t.actor, 'Delete Activity', `Deleted activity record ${id}`)),
		)
	})

	test('a record that no longer exists: false, and nothing is written', async () => {
		const id = await add('gone')
		await queries.deleteActivity(t.db, id)
		expect(await deleteActivityRecord(t.db, t.actor, id, now)).toBe(false)
		expect(await queries.countActivity(t.db)).toBe(0)
	})

	test('when its own record cannot be written, the record is not deleted', async () => {
		const id = await add('stays')
		vi.spyOn(queries, 'recordActivity').mockRejectedValueOnce(new Error('activity log unavailable'))
		await expect(deleteActivityRecord(t.db, t.actor, id, now)).rejects.toThrow('activity log unavailable')
		expect(await queries.countActivity(t.db)).toBe(1)
	})
})
