import path from 'node:path'
import sharp from 'sharp'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Actor } from '#app/lib/auth/actor.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { replaceHeroPicture } from './settings-admin.server.ts'
import { defaultSettings, getSettings, saveSettings } from './settings.queries.server.ts'
import { useTestFileStore } from '#tests/setup/file-store.ts'

const now = new Date('2027-02-01T10:00:00.000Z')

async function picture(color: string) {
	const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: color } })
		.png()
		.toBuffer()
	return new File([new Uint8Array(png)], 'hero.png', { type: 'image/png' })
}

describe.each(testDialects)('the past-edition hero picture on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const files = useTestFileStore('summit-hero-')
	let actor: Actor
	beforeEach(async () => {
		actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
		await saveSettings(t.db, { ...defaultSettings, contact_address: 'Accra' }, now)
	})

	test('a new picture is stored as WebP variants, the old one removed, the other settings kept', async () => {
		expect(await replaceHeroPicture(t.db, files.store, actor, await picture('#064e3b'), now)).toEqual({
			ok: true,
		})
		const first = (await getSettings(t.db)).hero_image_key
		expect(first).toMatch(/^site\//)
		expect((await files.names()).sort()).toEqual(
			[800, 1600, 2400].map((w) => `${path.basename(first!)}-${w}.webp`).sort(),
		)
		await replaceHeroPicture(t.db, files.store, actor, await picture('#b45309'), now)
		const second = await getSettings(t.db)
		expect(second.hero_image_key).not.toBe(first)
		expect(second.contact_address).toBe('Accra')
		expect(await files.names()).toHaveLength(3)
		expect(
			(await files.names()).every((name) => name.startsWith(path.basename(second.hero_image_key!))),
		).toBe(true)
		const log = await t.db.selectFrom('activity_log').select('description').execute()
		expect(log).toEqual([
			{ description: 'Replaced the past-edition hero picture' },
			{ description: 'Replaced the past-edition hero picture' },
		])
	})

	test('a file that is not an image is refused with its message; nothing is stored or changed', async () => {
		const fake = new File([new TextEncoder().encode('<html>not a picture</html>')], 'hero.png', {
			type: 'image/png',
		})
		const result = await replaceHeroPicture(t.db, files.store, actor, fake, now)
		expect(result).toMatchObject({ ok: false })
		expect(await files.names()).toEqual([])
		expect((await getSettings(t.db)).hero_image_key).toBeNull()
		expect(await t.db.selectFrom('activity_log').select('id').execute()).toEqual([])
	})
})
