/**
 * A safe first start (docs/deployment.md): two instances started at the same moment on an empty
 * PostgreSQL database both come up, and the demo content is loaded once, not twice and not half,
 * its pictures stored in the shared bucket once.
 */
import { expect, test } from 'vitest'
import { blogPosts, editions, speakers, sponsors } from '#app/demo/content.ts'
import { IMAGE_KINDS } from '#app/lib/images/image-kinds.ts'
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
		// The demo pictures went into the bucket once: no second set left behind by the other instance.
		const pictures =
			speakers.length * IMAGE_KINDS.speaker.widths.length +
			sponsors.length * IMAGE_KINDS.logo.widths.length +
			blogPosts.length * IMAGE_KINDS.blog.widths.length +
			IMAGE_KINDS.hero.widths.length
		expect(await cluster.bucketKeys('uploads/')).toHaveLength(pictures)
		const home = await fetch(`${cluster.url}/`)
		expect(home.status).toBe(200)
	} finally {
		await cluster.stop()
	}
}, 240_000)
