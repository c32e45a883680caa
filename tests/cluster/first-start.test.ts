/**
 * A safe first start (docs/deployment.md): two instances started at the same moment on an empty
 * PostgreSQL database both come up, and the demo content is loaded once, not twice and not half.
 */
import { expect, test } from 'vitest'
import { editions, speakers } from '#app/demo/content.ts'
import { startCluster } from './support/cluster.ts'

test('two instances starting at once on an empty database both serve, and the demo content is loaded once', async () => {
	// Resolves only once nginx and both instances answer /healthz; an instance that crashed fails it.
	const cluster = await startCluster({ startTogether: true })
	try {
		for (const instance of cluster.instances) {
			expect(instance.running, instance.output()).toBe(true)
			expect((await fetch(`${instance.url}/healthz`)).status).toBe(200)
		}
		const count = async (table: 'event_editions' | 'speakers' | 'users') =>
			Number(
				(
					await cluster.db
						.selectFrom(table)
						.select((eb) => eb.fn.countAll<number>().as('n'))
						.executeTakeFirstOrThrow()
				).n,
			)
		expect(await count('event_editions')).toBe(editions.length)
		expect(await count('speakers')).toBe(speakers.length)
		expect(await count('users')).toBe(1)
		const home = await fetch(`${cluster.url}/`)
		expect(home.status).toBe(200)
	} finally {
		await cluster.stop()
	}
}, 240_000)
