/**
 * The schedule for conference apps seen from outside (ADR 0061): `/api/v1/schedule.xml` is frab
 * XML with every session of the current edition, `/api/v1/schedule.json` the same in its JSON
 * shape; both come from the page cache with their type, CORS and an API's Cache-Control, and
 * revalidate with a 304. A browser's CORS preflight is answered for the public read API only.
 */
import { child, childrenNamed, parseXml } from '#tests/setup/xml-tree.ts'
import { ScheduleJsonSchema } from '#app/modules/api/schedule.schema.ts'
import { currentEdition, expect, test } from './fixtures.ts'

test.describe('schedule API', () => {
	test('frab XML and JSON list the current edition’s sessions, from the cache, with CORS and 304s', async ({
		request,
		db,
	}) => {
		const edition = await currentEdition(db)
		const sessions = await db
			.selectFrom('agenda_sessions')
			.select(['id', 'heading'])
			.where('edition_id', '=', edition.id)
			.orderBy('starts_at')
			.orderBy('id')
			.execute()
		expect(sessions.length).toBeGreaterThan(0)

		for (const [path, type] of [
			['/api/v1/schedule.xml', 'application/xml; charset=utf-8'],
			['/api/v1/schedule.json', 'application/json; charset=utf-8'],
		] as const) {
			await request.get(path) // fills the cache
			const kept = await request.get(path)
			expect(kept.status(), path).toBe(200)
			const headers = kept.headers()
			expect(headers['content-type'], path).toBe(type)
			expect(headers['access-control-allow-origin'], path).toBe('*')
			expect(headers['access-control-expose-headers'], path).toContain('ETag')
			expect(headers['cache-control'], path).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
			expect(headers['x-content-type-options'], path).toBe('nosniff')
			const again = await request.get(path, { headers: { 'If-None-Match': headers.etag! } })
			expect(again.status(), path).toBe(304)
			expect(again.headers()['access-control-allow-origin'], path).toBe('*')
			// A token's request never meets the cache (nor is this path a token's).
			expect((await request.get(path, { headers: { Authorization: 'Bearer x' } })).status(), path).toBe(200)
		}

		const xml = parseXml(await (await request.get('/api/v1/schedule.xml')).text())
		const events = childrenNamed(xml, 'day').flatMap((day) => childrenNamed(child(day, 'room'), 'event'))
		expect(events.map((e) => [Number(e.attributes.id), child(e, 'title').text])).toEqual(
			sessions.map((s) => [s.id, s.heading]),
		)
		const json = ScheduleJsonSchema.parse(await (await request.get('/api/v1/schedule.json')).json())
		const jsonEvents = json.schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat())
		expect(jsonEvents.map((e) => e.guid)).toEqual(events.map((e) => e.attributes.guid))

		const bad = await request.get('/api/v1/schedule.xml?lang=de')
		expect(bad.status()).toBe(400)
		expect(bad.headers()['content-type']).toBe('application/problem+json')
	})

	test('a CORS preflight is answered for the public read API only', async ({ request }) => {
		const preflight = await request.fetch('/api/v1/schedule.xml', {
			method: 'OPTIONS',
			headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' },
		})
		expect(preflight.status()).toBe(204)
		expect(preflight.headers()).toMatchObject({
			'access-control-allow-origin': '*',
			'access-control-allow-methods': 'GET, HEAD',
			'access-control-allow-headers': 'If-None-Match, Accept',
			'access-control-max-age': '86400',
		})
		for (const path of ['/api/v1/registrations', '/register']) {
			const refused = await request.fetch(path, {
				method: 'OPTIONS',
				headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' },
			})
			expect(refused.status(), path).toBe(204)
			expect(refused.headers()['access-control-allow-origin'], path).toBeUndefined()
		}
	})
})
