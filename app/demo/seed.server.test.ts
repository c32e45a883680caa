import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { now } from '#tests/setup/clock.ts'
import { verifyPassword } from '#app/lib/auth/password.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { editionPhase } from '#app/modules/editions/edition.ts'
import { isDatabaseEmpty, seedDatabase } from './seed.server.ts'

describe.each(testDialects)('seedDatabase on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let dir: string
	beforeEach(async () => {
		dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-seed-'))
	})
	afterEach(async () => {
		await fs.rm(dir, { recursive: true, force: true })
	})

	test(
		'loads the demo content pack with generated pictures and an Administrator',
		{ timeout: 60_000 },
		async () => {
			const store = createLocalFileStore(dir)
			expect(await isDatabaseEmpty(t.db)).toBe(true)
			const result = await seedDatabase(t.db, store, { now, admin: {} })
			expect(await isDatabaseEmpty(t.db)).toBe(false)

			const editions = await t.db.selectFrom('event_editions').selectAll().orderBy('starts_at').execute()
			expect(editions.map((e) => e.year)).toEqual([2025, 2027])
			const current = await getCurrentEdition(t.db, now)
			expect(current && editionPhase(current, now)).toBe('upcoming')
			expect((current?.early_bird_expires_on ?? '') > now.toISOString().slice(0, 10)).toBe(true)

			const speakers = await t.db.selectFrom('speakers').select(['role', 'image_key']).execute()
			expect(speakers.length).toBeGreaterThanOrEqual(12)
			expect(new Set(speakers.map((s) => s.role))).toEqual(
				new Set(['Key Address', 'Speaker', 'Moderator', 'Panelist']),
			)
			const sessions = await t.db.selectFrom('agenda_sessions').select(['starts_at', 'ends_at']).execute()
			expect(sessions.length).toBeGreaterThanOrEqual(6)
			expect(new Set(sessions.map((s) => s.starts_at.slice(0, 10))).size).toBe(2)
			expect(sessions.every((s) => s.ends_at > s.starts_at)).toBe(true)
			// Talks earn their length in CPE hours; registration and meals earn none.
			const earning = await t.db
				.selectFrom('agenda_sessions')
				.select(['heading', 'starts_at', 'ends_at', 'cpe_hours_hundredths'])
				.execute()
			for (const s of earning) {
				const hundredths = Math.round((Date.parse(s.ends_at) - Date.parse(s.starts_at)) / 36_000)
				expect(s.cpe_hours_hundredths, s.heading).toBe(
					/Lunch|Registration/.test(s.heading) ? null : hundredths,
				)
			}
			const sponsors = await t.db.selectFrom('sponsors').select(['tier_id', 'logo_key']).execute()
			expect(sponsors.length).toBeGreaterThanOrEqual(6)
			expect(new Set(sponsors.map((s) => s.tier_id)).size).toBeGreaterThanOrEqual(3)
			expect(await t.db.selectFrom('media_categories').select('id').execute()).toHaveLength(2)
			const posts = await t.db.selectFrom('blog_posts').select(['image_key', 'content_html']).execute()
			expect(posts.length).toBeGreaterThanOrEqual(4)
			expect(posts.every((p) => !/lorem ipsum/i.test(p.content_html))).toBe(true)

			// Every picture the rows point to exists as WebP variants in the store.
			for (const key of [...speakers.map((s) => s.image_key!), ...sponsors.map((s) => s.logo_key)]) {
				const bytes = await store.get(`${key}-${key.startsWith('speakers/') ? 320 : 240}.webp`)
				expect(bytes?.subarray(8, 12).toString()).toBe('WEBP')
			}

			const settings = await t.db.selectFrom('settings').selectAll().executeTakeFirstOrThrow()
			expect(settings.contact_address).toMatch(/Accra/)
			const admin = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow()
			expect(admin.role).toBe('Administrator')
			expect(admin.password_hash).toMatch(/^\$argon2id\$/)
			expect(result?.generatedPassword).toBeDefined()
			expect(await verifyPassword(admin.password_hash, result!.generatedPassword!)).toBe(true)
		},
	)
})
