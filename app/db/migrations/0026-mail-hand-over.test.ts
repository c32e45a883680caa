/**
 * Migration 0026 on SQLite and PostgreSQL: a mail has no hand-over mark until one is written, and the
 * mark reads back as the ISO 8601 UTC time it was written with.
 */
import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'

describe.each(testDialects)('migration 0026 on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const stamp = '2026-11-27T10:00:00.123Z'

	test('a new mail has no hand-over mark; a written one reads back as written', async () => {
		const columns = (await t.db.introspection.getTables()).find((x) => x.name === 'mail_outbox')?.columns
		expect(columns?.find((c) => c.name === 'handed_over_at')).toMatchObject({ isNullable: true })
		const { id } = await t.db
			.insertInto('mail_outbox')
			.values({
				kind: 'attendee-confirmation',
				attendee_id: null,
				enquiry_id: null,
				to_address: 'ama@example.com',
				subject: 'Your place',
				message_id: '<one@summit.test>',
				next_attempt_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const read = () =>
			t.db.selectFrom('mail_outbox').select('handed_over_at').where('id', '=', id).executeTakeFirstOrThrow()
		expect(await read()).toEqual({ handed_over_at: null })
		await t.db.updateTable('mail_outbox').set({ handed_over_at: stamp }).where('id', '=', id).execute()
		expect(await read()).toEqual({ handed_over_at: stamp })
	})
})
