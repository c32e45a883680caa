import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import type { Handle } from './handle.ts'
import { Refused, refusableTransactions } from './transaction.ts'

type Refusal = { ok: false; reason: 'refused' | 'mapped'; message: string }

const stamp = '2026-11-22T08:00:00.000Z'

describe.each(testDialects)('refusableTransactions on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	async function insertCategory(trx: Handle) {
		await trx
			.insertInto('speaker_categories')
			.values({ code: 'CAT-PANEL', title: 'Panel', created_at: stamp })
			.execute()
	}

	const categories = () => t.db.selectFrom('speaker_categories').select('code').execute()

	test('returns the work’s result and keeps what it wrote', async () => {
		const run = refusableTransactions<Refusal>()
		const result = await run(t.db, async (trx) => {
			await insertCategory(trx)
			return { ok: true as const }
		})
		expect(result).toEqual({ ok: true })
		expect(await categories()).toEqual([{ code: 'CAT-PANEL' }])
	})

	test('a Refused thrown inside rolls back and becomes the result', async () => {
		const run = refusableTransactions<Refusal>()
		const refusal: Refusal = { ok: false, reason: 'refused', message: 'No.' }
		const result = await run(t.db, async (trx) => {
			await insertCategory(trx)
			throw new Refused(refusal)
		})
		expect(result).toEqual(refusal)
		expect(await categories()).toEqual([])
	})

	test('an error `refuse` maps rolls back and becomes its refusal; others are rethrown', async () => {
		const mapped: Refusal = { ok: false, reason: 'mapped', message: 'Taken.' }
		const run = refusableTransactions<Refusal>((error) =>
			error instanceof Error && error.message === 'taken' ? mapped : undefined,
		)
		const result = await run(t.db, async (trx) => {
			await insertCategory(trx)
			throw new Error('taken')
		})
		expect(result).toEqual(mapped)
		await expect(
			run(t.db, async (trx) => {
				await insertCategory(trx)
				throw new Error('disk full')
			}),
		).rejects.toThrow('disk full')
		expect(await categories()).toEqual([])
	})
})
