import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Actor } from '#app/lib/auth/actor.ts'
import { VIDEO_MESSAGES } from '#app/lib/video/video-rules.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { makeTestVideo } from '#tests/factories/videos.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { removeHeroVideo, replaceHeroVideo } from './settings-admin.server.ts'
import { defaultSettings, getSettings, saveSettings } from './settings.queries.server.ts'
import { useTestFileStore } from '#tests/setup/file-store.ts'

const now = new Date('2027-02-01T10:00:00.000Z')
let clip: Uint8Array<ArrayBuffer>

/** A one-second test film made by the real ffmpeg. */
beforeAll(async () => {
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-hero-clip-'))
	clip = await makeTestVideo(path.join(dir, 'clip.mp4'), { size: '640x360', seconds: 1, sound: false })
	await fs.rm(dir, { recursive: true, force: true })
})

const video = (bytes: Uint8Array<ArrayBuffer> = clip) =>
	new File([bytes], 'summit.mp4', { type: 'video/mp4' })

describe.each(testDialects)('the past-edition hero video on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const files = useTestFileStore('summit-hero-video-')
	let actor: Actor
	beforeEach(async () => {
		actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
		await saveSettings(
			t.db,
			{ ...defaultSettings, contact_address: 'Accra', hero_image_key: 'site/picture' },
			now,
		)
	})

	test('a new video replaces the old (its file removed), the other settings kept; Remove goes back to the picture', async () => {
		expect(await replaceHeroVideo(t.db, files.store, actor, video(), now)).toEqual({ ok: true })
		const first = (await getSettings(t.db)).hero_video_key
		expect(first).toMatch(/^site\/[0-9a-f]{16}\.mp4$/)
		expect(await files.names()).toEqual([path.basename(first!)])

		expect(await replaceHeroVideo(t.db, files.store, actor, video(), now)).toEqual({ ok: true })
		const second = await getSettings(t.db)
		expect(second.hero_video_key).not.toBe(first)
		expect([second.contact_address, second.hero_image_key]).toEqual(['Accra', 'site/picture'])
		expect(await files.names()).toEqual([path.basename(second.hero_video_key!)])

		expect(await removeHeroVideo(t.db, files.store, actor, now)).toBe(true)
		expect((await getSettings(t.db)).hero_video_key).toBeNull()
		expect(await files.names()).toEqual([])
		expect(await removeHeroVideo(t.db, files.store, actor, now)).toBe(false)
		const log = await t.db.selectFrom('activity_log').select('description').orderBy('id').execute()
		expect(log.map((row) => row.description)).toEqual([
			'Replaced the past-edition hero video',
			'Replaced the past-edition hero video',
			'Removed the past-edition hero video',
		])
	})

	test('a refused file changes nothing; a failed write removes the new file and keeps the old video', async () => {
		await replaceHeroVideo(t.db, files.store, actor, video(), now)
		const kept = (await getSettings(t.db)).hero_video_key
		expect(
			await replaceHeroVideo(t.db, files.store, actor, video(new TextEncoder().encode('<svg/>')), now),
		).toEqual({
			ok: false,
			message: VIDEO_MESSAGES.wrongType,
		})
		await t.db.schema.dropTable('activity_log').execute()
		await expect(replaceHeroVideo(t.db, files.store, actor, video(), now)).rejects.toThrow()
		expect((await getSettings(t.db)).hero_video_key).toBe(kept)
		expect(await files.names()).toEqual([path.basename(kept!)])
	})
})
