/**
 * The signing secrets' rows on SQLite and PostgreSQL: a secret is stored once, and a change made
 * after another one read the row changes nothing, so racing instances cannot both win.
 */
import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import {
	findSecretRow,
	insertSecretIfAbsent,
	readOrCreateSecretRow,
	replaceSecretRow,
} from './secrets.queries.server.ts'

const A = 'a'.repeat(64)
const B = 'b'.repeat(64)
const C = 'c'.repeat(64)

describe.each(testDialects)('signing secret rows on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('a secret is stored only where there is none; an emptied one is filled again', async () => {
		expect(await findSecretRow(t.db, 'tickets')).toBeUndefined()
		expect(await insertSecretIfAbsent(t.db, 'tickets', A)).toBe(true)
		expect(await insertSecretIfAbsent(t.db, 'tickets', B)).toBe(false)
		expect(await readOrCreateSecretRow(t.db, 'tickets', B)).toEqual({
			secret: A,
			previous_secret: null,
			previous_until: null,
		})
		await replaceSecretRow(t.db, 'tickets', A, { secret: '', previous_secret: null, previous_until: null })
		expect((await readOrCreateSecretRow(t.db, 'tickets', C)).secret).toBe(C)
	})

	test('a change expecting a secret that is no longer there changes nothing', async () => {
		await insertSecretIfAbsent(t.db, 'devices', A)
		const until = '2027-04-17T08:30:00.000Z'
		expect(
			await replaceSecretRow(t.db, 'devices', A, { secret: B, previous_secret: A, previous_until: until }),
		).toBe(true)
		// A second instance that read A before the change above.
		expect(
			await replaceSecretRow(t.db, 'devices', A, { secret: C, previous_secret: null, previous_until: null }),
		).toBe(false)
		expect(await findSecretRow(t.db, 'devices')).toEqual({
			secret: B,
			previous_secret: A,
			previous_until: until,
		})
		expect(
			await replaceSecretRow(t.db, 'gone', A, { secret: C, previous_secret: null, previous_until: null }),
		).toBe(false)
	})
})
