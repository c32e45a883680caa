import { describe, expect, test } from 'vitest'
import { Cleanups } from './cleanups.ts'

describe('Cleanups', () => {
	test('runs every task once, newest first', async () => {
		const ran: string[] = []
		const cleanups = new Cleanups()
		cleanups.add(() => ran.push('user'))
		cleanups.add(async () => {
			ran.push('session')
		})
		await cleanups.run()
		await cleanups.run()
		expect(ran).toEqual(['session', 'user'])
	})

	test('a failing task does not stop the others, and its error is thrown at the end', async () => {
		const ran: string[] = []
		const cleanups = new Cleanups()
		cleanups.add(() => ran.push('first'))
		cleanups.add(() => {
			throw new Error('row is locked')
		})
		cleanups.add(() => ran.push('last'))
		await expect(cleanups.run()).rejects.toThrow('row is locked')
		expect(ran).toEqual(['last', 'first'])
	})

	test('several failures are thrown together', async () => {
		const cleanups = new Cleanups()
		cleanups.add(() => Promise.reject(new Error('a')))
		cleanups.add(() => Promise.reject(new Error('b')))
		const error: unknown = await cleanups.run().catch((e: unknown) => e)
		expect(error).toBeInstanceOf(AggregateError)
		expect((error as AggregateError).errors.map((e: Error) => e.message)).toEqual(['b', 'a'])
	})
})
