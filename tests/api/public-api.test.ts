/**
 * The public read API (docs/api.md) on the demo content, on SQLite and PostgreSQL: what each
 * operation answers, ETag and 304, the cache and CORS headers, French with `lang=fr`, and the
 * problems for a bad query or an id that names nothing.
 */
import { describe, expect, test } from 'vitest'
import * as api from '#app/modules/api/public-api-answers.server.ts'
import type { Edition } from '#app/modules/api/public-api.schema.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { useDemoDatabase } from './support/demo-database.ts'

const SITE = 'https://summit.example'

/** A GET of `/api/v1{path}` with `headers`. */
function get(path: string, headers: Record<string, string> = {}) {
	return new Request(`${SITE}/api/v1${path}`, { headers })
}

interface Listed {
	data: { id: number; [key: string]: unknown }[]
}

describe.each(testDialects)('the public read API on %s', (dialect) => {
	const demo = useDemoDatabase(dialect)
	const deps = () => ({ db: demo.db, siteUrl: SITE, now: () => new Date() })

	test('the edition: its year, days from the agenda, venue and fees in pesewas with their display', async () => {
		const response = await api.answerEdition(deps(), get('/edition'))
		expect(response.status).toBe(200)
		const { data } = (await response.json()) as { data: Edition }
		expect(data.phase).toBe('upcoming')
		expect(data.time_zone).toBe('Africa/Accra')
		expect(data.title).toBe(`Internal Audit Leadership Summit ${data.year}`)
		expect(data.days.length).toBeGreaterThan(0)
		const [first] = data.days
		expect(first!.starts_at.startsWith(first!.date)).toBe(true)
		expect(data.ends_at).toBe(data.days.at(-1)!.ends_at)
		expect(data.fees?.currency).toBe('GHS')
		expect(Number.isInteger(data.fees?.regular.pesewas)).toBe(true)
		expect(data.fees?.regular.display).toContain('GH₵')
		expect(data.venue?.map_url).toMatch(/^https:\/\//)
		expect(data.links.ics).toBe(`${SITE}/agenda.ics`)
	})

	test('sessions in time order with their speakers and links; one by id is the same', async () => {
		const response = await api.answerSessions(deps(), get('/sessions'))
		const { data } = (await response.json()) as Listed
		expect(data.length).toBeGreaterThan(3)
		const starts = data.map((s) => s.starts_at as string)
		expect(starts).toEqual([...starts].sort())
		const withSpeaker = data.find((s) => (s.speakers as { id: number | null }[]).some((sp) => sp.id !== null))
		expect(withSpeaker).toBeDefined()
		const first = data[0]!
		expect(first.links).toEqual({
			html: `${SITE}/agenda#session-${first.id}`,
			ics: `${SITE}/agenda/${first.id}.ics`,
		})
		const one = await api.answerSession(deps(), get(`/sessions/${first.id}`), String(first.id))
		expect(((await one.json()) as { data: unknown }).data).toEqual(first)
	})

	test('speakers with their category and sessions; ?category= keeps one category’s', async () => {
		const all = ((await (await api.answerSpeakers(deps(), get('/speakers'))).json()) as Listed).data
		expect(all.length).toBeGreaterThan(0)
		const speaker = all.find((s) => s.category !== null)
		expect(speaker, 'a demo speaker has a category').toBeDefined()
		expect(speaker!.photo_url === null || String(speaker!.photo_url).startsWith(`${SITE}/uploads/`)).toBe(
			true,
		)
		const categoryId = (speaker!.category as { id: number }).id
		const filtered = (
			(await (await api.answerSpeakers(deps(), get(`/speakers?category=${categoryId}`))).json()) as Listed
		).data
		expect(filtered.length).toBeGreaterThan(0)
		expect(filtered.every((s) => (s.category as { id: number }).id === categoryId)).toBe(true)
		const sessions = ((await (await api.answerSessions(deps(), get('/sessions'))).json()) as Listed).data
		const speaking = all.find((s) => (s.sessions as number[]).length > 0)!
		for (const id of speaking.sessions as number[]) {
			const session = sessions.find((s) => s.id === id)!
			expect((session.speakers as { id: number }[]).map((sp) => sp.id)).toContain(speaking.id)
		}
		const empty = await api.answerSpeakers(deps(), get('/speakers?category=999999'))
		expect(await empty.json()).toEqual({ data: [] })
	})

	test('sponsors in tier order, each with its tier; posts newest first, one with its body', async () => {
		const sponsors = ((await (await api.answerSponsors(deps(), get('/sponsors'))).json()) as Listed).data
		expect(sponsors.length).toBeGreaterThan(0)
		const orders = sponsors.map((s) => (s.tier as { order: number }).order)
		expect(orders).toEqual([...orders].sort((a, b) => a - b))
		expect(String(sponsors[0]!.logo_url)).toMatch(new RegExp(`^${SITE}/uploads/.+-480\\.webp$`))
		const posts = ((await (await api.answerPosts(deps(), get('/posts'))).json()) as Listed).data
		expect(posts.length).toBeGreaterThan(0)
		expect(posts[0]).not.toHaveProperty('body_html')
		const dates = posts.map((p) => p.published_at as string)
		expect(dates).toEqual([...dates].sort().reverse())
		const post = await api.answerPost(deps(), get(`/posts/${posts[0]!.id}`), String(posts[0]!.id))
		const { data } = (await post.json()) as { data: { body_html: string; links: { html: string } } }
		expect(data.body_html).toMatch(/<p>/)
		expect(data.body_html).not.toMatch(/<script/i)
		expect(data.links.html).toBe(`${SITE}/our/blog/${posts[0]!.id}/single`)
	})

	test('ETag, 304 when the client has it, shared cache and CORS open', async () => {
		const first = await api.answerSessions(deps(), get('/sessions'))
		const etag = first.headers.get('etag')!
		expect(etag).toMatch(/^"[\w-]+"$/)
		expect(first.headers.get('access-control-allow-origin')).toBe('*')
		expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
		expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8')
		expect(first.headers.get('content-language')).toBe('en')
		const again = await api.answerSessions(deps(), get('/sessions', { 'If-None-Match': etag }))
		expect(again.status).toBe(304)
		expect(await again.text()).toBe('')
		const stale = await api.answerSessions(deps(), get('/sessions', { 'If-None-Match': '"other"' }))
		expect(stale.status).toBe(200)
	})

	test('lang=fr: French texts where staff wrote them, English otherwise, French links', async () => {
		const sessions = ((await (await api.answerSessions(deps(), get('/sessions'))).json()) as Listed).data
		const [translated, untranslated] = sessions as { id: number; title: string }[]
		await demo.db
			.updateTable('agenda_sessions')
			.set({ heading_fr: 'Ouverture officielle' })
			.where('id', '=', translated!.id)
			.execute()
		try {
			const response = await api.answerSessions(deps(), get('/sessions?lang=fr'))
			expect(response.headers.get('content-language')).toBe('fr')
			const { data } = (await response.json()) as Listed
			expect(data.find((s) => s.id === translated!.id)?.title).toBe('Ouverture officielle')
			expect(data.find((s) => s.id === untranslated!.id)?.title).toBe(untranslated!.title)
			expect(data[0]!.links).toMatchObject({ ics: `${SITE}/fr/agenda/${data[0]!.id}.ics` })
			// English stays English, and the two answers have different tags.
			const english = await api.answerSessions(deps(), get('/sessions?lang=en'))
			const englishData = ((await english.json()) as Listed).data
			expect(englishData.find((s) => s.id === translated!.id)?.title).toBe(translated!.title)
			expect(english.headers.get('etag')).not.toBe(response.headers.get('etag'))
		} finally {
			await demo.db
				.updateTable('agenda_sessions')
				.set({ heading_fr: null })
				.where('id', '=', translated!.id)
				.execute()
		}
	})

	test('a bad query parameter is a 400 problem naming it; an unknown or malformed id a 404 problem', async () => {
		const badLang = await api.answerSessions(deps(), get('/sessions?lang=de'))
		expect(badLang.status).toBe(400)
		expect(badLang.headers.get('content-type')).toBe('application/problem+json')
		expect(badLang.headers.get('access-control-allow-origin')).toBe('*')
		expect(await badLang.json()).toEqual({
			type: '/api/v1/reference#problem-invalid-request',
			title: 'The request is not valid',
			status: 400,
			detail: 'lang: Use en (English, the default) or fr (French).',
			errors: [{ name: 'lang', reason: 'Use en (English, the default) or fr (French).' }],
		})
		const twice = await api.answerEdition(deps(), get('/edition?lang=en&lang=fr'))
		expect(twice.status).toBe(400)
		const badCategory = await api.answerPosts(deps(), get('/posts?category=news'))
		expect(((await badCategory.json()) as { errors: unknown }).errors).toEqual([
			{ name: 'category', reason: 'A category id is a positive integer.' },
		])
		for (const [answer, param] of [
			[api.answerSession, '2147483647'],
			[api.answerSpeaker, 'abc'],
			[api.answerPost, '0'],
			[api.answerSession, '1e3'],
		] as const) {
			const response = await answer(deps(), get(`/x/${param}`), param)
			expect(response.status).toBe(404)
			const body = (await response.json()) as { type: string; detail: string }
			expect(body.type).toBe('/api/v1/reference#problem-not-found')
			expect(body.detail).toContain(param)
		}
	})
})

describe.each(testDialects)('the public read API of a new site on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('before any edition: the edition is a 404 problem, the lists are empty', async () => {
		const deps = { db: t.db, siteUrl: SITE, now: () => new Date() }
		const edition = await api.answerEdition(deps, get('/edition'))
		expect(edition.status).toBe(404)
		expect(((await edition.json()) as { detail: string }).detail).toBe('No edition is announced yet.')
		for (const answer of [api.answerSessions, api.answerSpeakers, api.answerSponsors, api.answerPosts]) {
			expect(await (await answer(deps, get('/list'))).json()).toEqual({ data: [] })
		}
	})
})
