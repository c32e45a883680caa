import sharp from 'sharp'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Actor } from '#app/lib/auth/actor.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { addSpeaker, editSpeaker, removeSpeaker } from './speaker-admin.server.ts'
import { AFRICAN_COUNTRIES, COUNTRIES, EditSpeakerSchema, type NewSpeakerInput } from './speaker.schema.ts'
import { countAdminSpeakers, findSpeakerForEdit, listAdminSpeakers } from './speakers-admin.queries.server.ts'
import { getSpeakerProfile, listPublicSpeakers } from './speakers.queries.server.ts'
import { useTestFileStore } from '#tests/setup/file-store.ts'

const now = new Date('2027-03-01T10:00:00.000Z')

async function photo(color = '#845') {
	const bytes = await sharp({ create: { width: 500, height: 600, channels: 3, background: color } })
		.jpeg()
		.toBuffer()
	return new File([new Uint8Array(bytes)], 'portrait.jpg', { type: 'image/jpeg' })
}

test('the French fields take the English limits and read blank as none', () => {
	const base = {
		title: 'Dr.',
		fullName: 'Efua Sarpong',
		designation: 'Chief Audit Executive',
		role: 'Key Address',
		company: 'Volta Bank',
		bio: 'Twenty years.',
	}
	const blank = EditSpeakerSchema.safeParse({ ...base, designationFr: '  ', bioFr: '' })
	expect(blank.success && blank.data).toMatchObject({ designationFr: undefined, bioFr: undefined })
	const long = EditSpeakerSchema.safeParse({ ...base, bioFr: 'é'.repeat(4001) })
	expect(long.success).toBe(false)
	expect(long.error?.issues[0]?.message).toBe('The French description must be at most 4000 characters')
})

test('one country list: the 54 African countries and the spec’s others, Cameroon spelled right', () => {
	expect(AFRICAN_COUNTRIES).toHaveLength(54)
	expect(new Set(COUNTRIES).size).toBe(59)
	for (const c of [
		'Ghana',
		'Cameroon',
		'USA',
		'Canada',
		'India',
		'Germany',
		'United Kingdom',
		'Cabo Verde',
	]) {
		expect(COUNTRIES).toContain(c)
	}
	expect(COUNTRIES).not.toContain('Camerron')
})

describe.each(testDialects)('speakers in the back office on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const files = useTestFileStore('summit-speakers-')
	let actor: Actor
	let input: NewSpeakerInput
	beforeEach(async () => {
		actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
		input = {
			title: 'Dr.',
			fullName: 'Efua Sarpong',
			designation: 'Chief Audit Executive',
			role: 'Key Address',
			company: 'Volta Bank',
			country: 'Ghana',
			bio: 'Twenty years in internal audit.',
			sortOrder: 1,
			photo: await photo(),
		}
	})

	test('add stores the photo variants, the row and its activity; the public pages show it', async () => {
		const added = await addSpeaker(t.db, files.store, actor, input, now)
		expect(added).toMatchObject({ ok: true, name: 'Dr. Efua Sarpong' })
		if (!added.ok) return
		expect(await files.names()).toHaveLength(3)
		const profile = await getSpeakerProfile(t.db, added.id)
		expect(profile).toMatchObject({ full_name: 'Efua Sarpong', role: 'Key Address', country: 'Ghana' })
		expect(profile?.image_key).toMatch(/^speakers\//)
		expect((await listPublicSpeakers(t.db)).map((s) => s.full_name)).toEqual(['Efua Sarpong'])
		expect(await t.db.selectFrom('activity_log').select(['type', 'description']).execute()).toEqual([
			{ type: 'Add Speaker', description: 'Added speaker Dr. Efua Sarpong' },
		])
	})

	test('the French designation and biography are saved and shown on French pages only; empty falls back to English', async () => {
		const added = await addSpeaker(
			t.db,
			files.store,
			actor,
			{ ...input, designationFr: 'Directrice de l’audit interne', bioFr: 'Vingt ans dans l’audit interne.' },
			now,
		)
		if (!added.ok) throw new Error('not added')
		expect(await findSpeakerForEdit(t.db, added.id)).toMatchObject({
			designationFr: 'Directrice de l’audit interne',
			bioFr: 'Vingt ans dans l’audit interne.',
		})
		const french = await inLocale('fr', () => getSpeakerProfile(t.db, added.id))
		expect(french).toMatchObject({
			designation: 'Directrice de l’audit interne',
			bio: 'Vingt ans dans l’audit interne.',
		})
		expect(await inLocale('fr', () => listPublicSpeakers(t.db))).toMatchObject([
			{ designation: 'Directrice de l’audit interne' },
		])
		expect(await getSpeakerProfile(t.db, added.id)).toMatchObject({
			designation: 'Chief Audit Executive',
			bio: 'Twenty years in internal audit.',
		})
		const list = () => listAdminSpeakers(t.db, { q: '', sort: 'name', dir: 'asc', offset: 0, limit: 10 })
		expect((await list())[0]?.needsFrench).toBe(false)

		// Emptied on update: stored as null, the French page shows the English, the list flags it.
		const { photo: _photo, ...rest } = input
		const edited = await editSpeaker(t.db, files.store, actor, added.id, { ...rest, bioFr: undefined }, now)
		expect(edited.ok).toBe(true)
		expect(await findSpeakerForEdit(t.db, added.id)).toMatchObject({ designationFr: null, bioFr: null })
		expect(await inLocale('fr', () => getSpeakerProfile(t.db, added.id))).toMatchObject({
			designation: 'Chief Audit Executive',
			bio: 'Twenty years in internal audit.',
		})
		expect((await list())[0]?.needsFrench).toBe(true)
	})

	test('a refused photo or a vanished category stores nothing', async () => {
		const svg = new File(
			['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
			'a.png',
			{
				type: 'image/png',
			},
		)
		expect(await addSpeaker(t.db, files.store, actor, { ...input, photo: svg }, now)).toEqual({
			ok: false,
			reason: 'field',
			field: 'photo',
			message: 'The photo must be a JPEG, PNG or WebP image.',
		})
		expect(await addSpeaker(t.db, files.store, actor, { ...input, categoryId: 999 }, now)).toMatchObject({
			ok: false,
			field: 'categoryId',
		})
		expect(await files.names()).toEqual([])
		expect(await countAdminSpeakers(t.db, '')).toBe(0)
	})

	test('a database failure on add removes the stored photo', async () => {
		await t.db.schema.dropTable('activity_log').execute()
		await expect(addSpeaker(t.db, files.store, actor, input, now)).rejects.toThrow()
		expect(await files.names()).toEqual([])
		expect(await countAdminSpeakers(t.db, '')).toBe(0)
	})

	test('edit without a photo keeps it; with one, the old files go after the update commits', async () => {
		const added = await addSpeaker(t.db, files.store, actor, input, now)
		if (!added.ok) throw new Error('not added')
		const firstFiles = await files.names()
		const kept = await editSpeaker(
			t.db,
			files.store,
			actor,
			added.id,
			{ ...input, photo: undefined, fullName: 'Efua S.' },
			now,
		)
		expect(kept).toEqual({ ok: true, name: 'Dr. Efua S.', photoReplaced: false })
		expect(await files.names()).toEqual(firstFiles)

		const replaced = await editSpeaker(
			t.db,
			files.store,
			actor,
			added.id,
			{ ...input, photo: await photo('#158') },
			now,
		)
		expect(replaced).toMatchObject({ ok: true, photoReplaced: true })
		const after = await files.names()
		expect(after).toHaveLength(3)
		expect(after.some((f) => firstFiles.includes(f))).toBe(false)
		const row = await findSpeakerForEdit(t.db, added.id)
		expect(after[0]!.startsWith(row!.imageKey!.split('/')[1]!)).toBe(true)
		const types = (await t.db.selectFrom('activity_log').select('type').orderBy('id').execute()).map(
			(r) => r.type,
		)
		expect(types).toEqual(['Add Speaker', 'Update Speaker', 'Update Speaker'])
	})

	test('a failed update keeps the old photo and removes the new one', async () => {
		const added = await addSpeaker(t.db, files.store, actor, input, now)
		if (!added.ok) throw new Error('not added')
		const before = await files.names()
		await t.db.schema.dropTable('activity_log').execute()
		await expect(
			editSpeaker(t.db, files.store, actor, added.id, { ...input, photo: await photo('#333') }, now),
		).rejects.toThrow()
		expect(await files.names()).toEqual(before)
		expect(
			await editSpeaker(
				t.db,
				files.store,
				actor,
				added.id + 50,
				{ ...input, photo: await photo('#333') },
				now,
			),
		).toMatchObject({
			ok: false,
			reason: 'not-found',
		})
		expect(await files.names()).toEqual(before)
	})

	test('delete removes the row, records it, then its photo files', async () => {
		const added = await addSpeaker(t.db, files.store, actor, input, now)
		if (!added.ok) throw new Error('not added')
		expect(await removeSpeaker(t.db, files.store, actor, added.id, now)).toEqual({ name: 'Dr. Efua Sarpong' })
		expect(await files.names()).toEqual([])
		expect(await removeSpeaker(t.db, files.store, actor, added.id, now)).toBeUndefined()
		expect(await getSpeakerProfile(t.db, added.id)).toBeUndefined()
	})

	test('list: case-insensitive substring search on the full name, sort and paging', async () => {
		const add = (full_name: string, company: string, role: 'Speaker' | 'Panelist') =>
			t.db
				.insertInto('speakers')
				.values({
					title: 'Mr.',
					full_name,
					designation: 'CAE',
					company,
					role,
					bio: 'b',
					updated_at: now.toISOString(),
				})
				.execute()
		await add('Kwame Mensah', 'Zeta', 'Speaker')
		await add('Ama Mensah', 'Alpha', 'Panelist')
		await add('Yaw Boateng', 'Mid', 'Speaker')
		const names = async (
			q: string,
			sort: 'name' | 'company' | 'role',
			dir: 'asc' | 'desc',
			limit: number | null = 10,
		) => (await listAdminSpeakers(t.db, { q, sort, dir, offset: 0, limit })).map((r) => r.fullName)
		expect(await names('MENSAH', 'name', 'asc')).toEqual(['Ama Mensah', 'Kwame Mensah'])
		expect(await countAdminSpeakers(t.db, 'mensah')).toBe(2)
		expect(await names('', 'company', 'desc')).toEqual(['Kwame Mensah', 'Yaw Boateng', 'Ama Mensah'])
		expect(await names('', 'role', 'asc', 2)).toEqual(['Ama Mensah', 'Kwame Mensah'])
		expect(await names('zzz', 'name', 'asc')).toEqual([])
	})
})
