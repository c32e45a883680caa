import { beforeEach, describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { SEARCH_MIN_LENGTH } from '#app/lib/list-params.ts'
import {
	containsInsensitive,
	dialectOf,
	isSearchableTerm,
	lockKeys,
	searchIndexIds,
	TRIGRAM_MIN_LENGTH,
} from './dialect.ts'

describe.each(testDialects)('containsInsensitive on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	beforeEach(async () => {
		for (const title of ['Ésaïe N’Guessan', 'Kwabena Ɔdɔm', 'مريم الحسن', '100% sure_thing', 'Plain Ama']) {
			await t.db.insertInto('media_categories').values({ title }).execute()
		}
	})

	const search = (term: string) =>
		t.db
			.selectFrom('media_categories')
			.select('title')
			.where((eb) => containsInsensitive(eb, dialectOf(t.db), eb.ref('title'), term))
			.execute()
			.then((rows) => rows.map((r) => r.title))

	test('folds case in every script, not only ASCII', async () => {
		expect(await search('ésaïe')).toEqual(['Ésaïe N’Guessan'])
		expect(await search('ɔDƆM')).toEqual(['Kwabena Ɔdɔm'])
		expect(await search('الحسن')).toEqual(['مريم الحسن'])
		expect(await search('AMA')).toEqual(['Plain Ama'])
	})

	test('treats % and _ as plain characters', async () => {
		expect(await search('100%')).toEqual(['100% sure_thing'])
		expect(await search('e_t')).toEqual(['100% sure_thing'])
		expect(await search('%')).toEqual(['100% sure_thing'])
	})
})

describe.each(testDialects)('lockKeys on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('a transaction locking a key another holds waits until that one ends, whatever the order of its keys', async () => {
		const events: string[] = []
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		let locked!: () => void
		const firstLocked = new Promise<void>((resolve) => (locked = resolve))
		const first = t.db.transaction().execute(async (trx) => {
			await lockKeys(trx, 1, ['mailbox a', 'mailbox b'])
			events.push('first locked')
			locked()
			await held
			events.push('first ends')
		})
		await firstLocked
		const second = t.db.transaction().execute(async (trx) => {
			await lockKeys(trx, 1, ['mailbox b', 'mailbox a'])
			events.push('second locked')
		})
		setTimeout(release, 200)
		await Promise.all([first, second])
		expect(events).toEqual(['first locked', 'first ends', 'second locked'])
	})
})

test('a search term needs 3 characters (not bytes or UTF-16 units), the same minimum the screens tell', () => {
	expect(TRIGRAM_MIN_LENGTH).toBe(SEARCH_MIN_LENGTH)
	expect(['ab', 'ɔd', '𝔞𝔟', '%'].map(isSearchableTerm)).toEqual([false, false, false, false])
	expect(['abc', 'ɔdɔ', '𝔞𝔟𝔠', '%%%'].map(isSearchableTerm)).toEqual([true, true, true, true])
	expect(() => searchIndexIds('sqlite', 'attendees', 'ab', 10)).toThrow('3 characters')
})
