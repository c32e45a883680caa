/** The workers' loop: one pass at a time, a wake during a pass runs another after it, stop waits. */
import { expect, test } from 'vitest'
import { startPollingLoop, workUnderLease } from './polling-worker.server.ts'

test('a wake during a pass runs one more pass after it, never two at once; stop waits for the pass', async () => {
	let active = 0
	let most = 0
	let passes = 0
	let release: () => void = () => {}
	const loop = startPollingLoop({
		pollMs: 60_000,
		onError: () => {},
		pass: async () => {
			passes += 1
			active += 1
			most = Math.max(most, active)
			await new Promise<void>((resolve) => (release = resolve))
			active -= 1
			return 0
		},
	})
	loop.wake()
	loop.wake()
	release()
	await new Promise((resolve) => setTimeout(resolve, 10))
	expect(passes).toBe(2)
	const stopping = loop.stop()
	let stopped = false
	void stopping.then(() => (stopped = true))
	await new Promise((resolve) => setTimeout(resolve, 10))
	expect(stopped).toBe(false)
	release()
	await stopping
	expect(most).toBe(1)
	loop.wake()
	expect(passes).toBe(2)
})

test('a pass that throws is reported and the loop goes on', async () => {
	const errors: unknown[] = []
	let calls = 0
	const loop = startPollingLoop({
		pollMs: 60_000,
		onError: (error) => errors.push(error),
		pass: async () => {
			calls += 1
			if (calls === 1) throw new Error('database away')
			return 0
		},
	})
	expect(await loop.drain()).toBe(0)
	await loop.stop()
	expect(errors).toEqual([new Error('database away')])
	expect(calls).toBeGreaterThanOrEqual(2)
})

test('the lease of the rows still being worked on is renewed until each is done', async () => {
	const renewed: number[][] = []
	let finishFirst: () => void = () => {}
	const work = workUnderLease(
		[{ id: 1 }, { id: 2 }],
		(row) => (row.id === 1 ? new Promise<void>((resolve) => (finishFirst = resolve)) : Promise.resolve()),
		{ leaseMs: 30, renew: async (ids) => void renewed.push(ids), onError: () => {} },
	)
	await new Promise((resolve) => setTimeout(resolve, 25))
	finishFirst()
	await work
	expect(renewed.length).toBeGreaterThan(0)
	expect(renewed.every((ids) => ids.length === 1 && ids[0] === 1)).toBe(true)
})
