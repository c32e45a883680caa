/**
 * The past-edition hero video kept in a bucket: its encode is stored there, a replacement removes
 * the old object, Remove removes the last. The bucket is on s3rver, an S3-compatible server the
 * test starts on 127.0.0.1 (not AWS, which cannot be reached from here).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createS3FileStore } from '#app/lib/storage/s3-file-store.server.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { makeTestVideo } from '#tests/factories/videos.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { startS3Server, type TestS3Server } from '#tests/setup/s3-server.ts'
import { removeHeroVideo, replaceHeroVideo } from './settings-admin.server.ts'
import { defaultSettings, getSettings, saveSettings } from './settings.queries.server.ts'

const now = new Date('2027-02-01T10:00:00.000Z')
let clip: Uint8Array<ArrayBuffer>
let s3: TestS3Server

beforeAll(async () => {
	s3 = await startS3Server()
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-hero-clip-'))
	clip = await makeTestVideo(path.join(dir, 'clip.mp4'), { size: '640x360', seconds: 1, sound: false })
	await fs.rm(dir, { recursive: true, force: true })
})
afterAll(async () => {
	await s3?.stop()
})

describe.each(testDialects)('the hero video in a bucket on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test(
		'its encode stored in the bucket, replaced (the old object removed) and removed',
		{ timeout: 60_000 },
		async () => {
			const prefix = `${dialect}/uploads/`
			const store = createS3FileStore({ client: s3.client(), bucket: s3.bucket, prefix })
			const inBucket = async () => (await s3.keys()).filter((key) => key.startsWith(prefix))
			const actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
			await saveSettings(t.db, { ...defaultSettings, contact_address: 'Accra' }, now)
			const video = () => new File([clip], 'summit.mp4', { type: 'video/mp4' })

			expect(await replaceHeroVideo(t.db, store, actor, video(), now)).toEqual({ ok: true })
			const first = (await getSettings(t.db)).hero_video_key!
			expect(await inBucket()).toEqual([prefix + first])
			const head = await store.get(first)
			expect(head?.subarray(4, 8).toString()).toBe('ftyp')

			expect(await replaceHeroVideo(t.db, store, actor, video(), now)).toEqual({ ok: true })
			const second = (await getSettings(t.db)).hero_video_key!
			expect(second).not.toBe(first)
			expect(await inBucket()).toEqual([prefix + second])

			expect(await removeHeroVideo(t.db, store, actor, now)).toBe(true)
			expect(await inBucket()).toEqual([])
		},
	)
})
