import { describe, expect, test } from 'vitest'
import { notFound, readOr500, recordIdOr404, recordOr404 } from './page-data.server.ts'

const failure = { message: 'Failed to fetch data', log: 'Test read failed' }

describe('page data reads', () => {
	test('notFound and recordIdOr404 throw the 404 with the page’s message', () => {
		expect(() => notFound('Gone.')).toThrow(expect.objectContaining({ data: 'Gone.', init: { status: 404 } }))
		expect(recordIdOr404('12', 'Gone.')).toBe(12)
		for (const bad of [undefined, '', '012', '1e3', '-1', 'abc', '99999999999']) {
			expect(() => recordIdOr404(bad, 'Gone.')).toThrow(expect.objectContaining({ init: { status: 404 } }))
		}
	})

	test('readOr500 answers the page’s message with 500 when the read fails, and rethrows without one', async () => {
		await expect(readOr500(async () => 'rows', failure)).resolves.toBe('rows')
		const broken = async () => {
			throw new Error('database unreachable')
		}
		await expect(readOr500(broken, failure)).rejects.toMatchObject({
			data: 'Failed to fetch data',
			init: { status: 500 },
		})
		await expect(readOr500(broken)).rejects.toThrow('database unreachable')
	})

	test('recordOr404: the record, or 404 for a bad id (its own message) or no record; 500 when reading fails', async () => {
		const rows = new Map([[7, { id: 7, title: 'Panel' }]])
		const find = async (id: number) => rows.get(id)
		const messages = { missing: 'No such record.', badId: 'Not an id.', failure }
		await expect(recordOr404('7', find, messages)).resolves.toEqual({ id: 7, title: 'Panel' })
		await expect(recordOr404('8', find, messages)).rejects.toMatchObject({
			data: 'No such record.',
			init: { status: 404 },
		})
		await expect(recordOr404('x', find, messages)).rejects.toMatchObject({
			data: 'Not an id.',
			init: { status: 404 },
		})
		await expect(
			recordOr404(
				'7',
				async () => {
					throw new Error('database unreachable')
				},
				messages,
			),
		).rejects.toMatchObject({ data: 'Failed to fetch data', init: { status: 500 } })
	})
})
