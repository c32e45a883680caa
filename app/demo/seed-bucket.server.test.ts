/**
 * The demo content seeded into a bucket, as on a first start with `S3_BUCKET` set: every picture
 * the rows point to is an object there. The bucket is on s3rver, an S3-compatible server the test
 * starts on 127.0.0.1 (not AWS, which cannot be reached from here).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createS3FileStore } from '#app/lib/storage/s3-file-store.server.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { startS3Server, type TestS3Server } from '#tests/setup/s3-server.ts'
import { seedDatabase } from './seed.server.ts'

let s3: TestS3Server
beforeAll(async () => {
	s3 = await startS3Server()
})
afterAll(async () => {
	await s3?.stop()
})

describe.each(testDialects)('seedDatabase into a bucket on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test(
		'stores the demo pictures in the bucket, each WebP variant the rows name',
		{ timeout: 120_000 },
		async () => {
			const prefix = `${dialect}/uploads/`
			const store = createS3FileStore({ client: s3.client(), bucket: s3.bucket, prefix })
			await seedDatabase(t.db, store, { now, admin: {} })

			const keys = (await s3.keys()).filter((key) => key.startsWith(prefix))
			const speakers = await t.db.selectFrom('speakers').select('image_key').execute()
			const sponsors = await t.db.selectFrom('sponsors').select('logo_key').execute()
			expect(speakers.length).toBeGreaterThan(0)
			for (const key of [...speakers.map((s) => s.image_key!), ...sponsors.map((s) => s.logo_key)]) {
				const name = `${key}-${key.startsWith('speakers/') ? 320 : 240}.webp`
				expect(keys).toContain(prefix + name)
				expect((await store.get(name))?.subarray(8, 12).toString()).toBe('WEBP')
			}
			expect(keys.every((key) => key.endsWith('.webp'))).toBe(true)
		},
	)
})
