/**
 * The staff API on SQLite and PostgreSQL, as a client sees it: a token made in the back office
 * opens the calls of its scopes; a missing, malformed, unknown or revoked token gets the same 401;
 * a token without the scope 403; too many calls 429; paging by `updated_since` walks every record
 * once even when records change between pages, with tombstones for those removed; a bad limit or
 * an altered cursor 400; a check-in by ticket 201, then 200. Every answer is checked against the
 * OpenAPI document with Ajv (draft 2020-12).
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Database } from '#app/db/handle.ts'
import type { LimitRule } from '#app/lib/http/rate-limit.server.ts'
import { type ApiTokenScope } from '#app/modules/api-tokens/api-token.ts'
import { requireApiToken } from '#app/modules/api-tokens/api-auth.server.ts'
import { createApiToken, revokeApiToken } from '#app/modules/api-tokens/api-tokens-admin.server.ts'
import { registeredAttendee } from '#tests/factories/attendees.ts'
import { enquiryRow } from '#tests/factories/enquiries.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { openApiDocument } from './openapi.server.ts'
import { checkInByTicket, listEnquiries, listRegistrations } from './staff-api.server.ts'

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(openApiDocument('http://summit.test') as object, 'openapi')

/** Checks `body` against the documented schema of `path`'s `method` answer `status`. */
function expectDocumented(path: string, method: string, status: number, contentType: string, body: unknown) {
	const pointer = `openapi#/paths/${path.replaceAll('/', '~1')}/${method}/responses/${status}/content/${contentType.replaceAll('/', '~1')}/schema`
	const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer })
	const ok = validate(body)
	expect(ok, JSON.stringify(validate.errors)).toBe(true)
}

/** What a route answers: the token checked for `scope`, then `handler`; a thrown problem is the answer. */
async function call(
	db: Database,
	request: Request,
	scope: ApiTokenScope,
	handler: (caller: Awaited<ReturnType<typeof requireApiToken>>) => Promise<Response>,
	rule?: LimitRule,
): Promise<Response> {
	try {
		return await handler(await requireApiToken(db, request, scope, now, rule))
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}

const get = (path: string, token?: string) =>
	new Request(`http://summit.test/api/v1${path}`, {
		headers: token ? { Authorization: `Bearer ${token}` } : {},
	})

describe.each(testDialects)('the staff API on %s', (dialect) => {
	const t = useBackOffice(dialect)
	let token: string
	let tokenId: number
	const registrations = (path: string, bearer = token) =>
		call(t.db, get(`/registrations${path}`, bearer), 'registrations:read', () =>
			listRegistrations(t.db, get(`/registrations${path}`, bearer)),
		)

	beforeEach(async () => {
		const made = await createApiToken(
			t.db,
			t.actor,
			{ name: 'CRM sync', scopes: ['registrations:read', 'enquiries:read'] },
			now,
		)
		token = made.token
		tokenId = made.id
	})

	test('a new token is shown once as summit_…, stored only as its hash, and its creation is in the activity log', async () => {
		expect(token).toMatch(/^summit_[A-Za-z0-9_-]{43}$/)
		const row = await t.db
			.selectFrom('api_tokens')
			.selectAll()
			.where('id', '=', tokenId)
			.executeTakeFirstOrThrow()
		expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/)
		expect(JSON.stringify(row)).not.toContain(token.slice(7))
		expect(token.startsWith(row.prefix)).toBe(true)
		const activity = await t.db
			.selectFrom('activity_log')
			.select(['type', 'description'])
			.where('type', '=', 'Create API Token')
			.execute()
		expect(activity).toHaveLength(1)
		expect(activity[0]!.description).toContain('CRM sync')
	})

	test('no token, a malformed, an unknown and a revoked token all get the same 401', async () => {
		await registeredAttendee(t.db, now)
		const other = await createApiToken(t.db, t.actor, { name: 'Old', scopes: ['registrations:read'] }, now)
		expect((await registrations('', other.token)).status).toBe(200)
		expect(await revokeApiToken(t.db, t.actor, other.id, now)).toBe(true)
		expect(await revokeApiToken(t.db, t.actor, other.id, now)).toBe(false)

		const answers = await Promise.all(
			[undefined, 'nonsense', `summit_${'A'.repeat(43)}`, other.token].map((bearer) =>
				call(t.db, get('/registrations', bearer), 'registrations:read', () =>
					Promise.resolve(new Response('leak')),
				),
			),
		)
		const bodies = await Promise.all(answers.map((a) => a.text()))
		for (const [i, answer] of answers.entries()) {
			expect(answer.status).toBe(401)
			expect(answer.headers.get('WWW-Authenticate')).toMatch(/^Bearer/)
			expect(answer.headers.get('Content-Type')).toBe('application/problem+json')
			expect(bodies[i]).toBe(bodies[0])
			expectDocumented('/registrations', 'get', 401, 'application/problem+json', JSON.parse(bodies[i]!))
		}
		const revoked = await t.db
			.selectFrom('activity_log')
			.select('type')
			.where('type', '=', 'Revoke API Token')
			.execute()
		expect(revoked).toHaveLength(1)
	})

	test('a token without the scope gets 403; its last use is recorded once a minute at most', async () => {
		const answer = await call(t.db, get('/registrations', token), 'check-ins:write', () =>
			Promise.resolve(new Response('no')),
		)
		expect(answer.status).toBe(403)
		expectDocumented('/check-ins', 'post', 403, 'application/problem+json', await answer.json())
		const lastUsed = await t.db
			.selectFrom('api_tokens')
			.select('last_used_at')
			.where('id', '=', tokenId)
			.executeTakeFirstOrThrow()
		expect(lastUsed.last_used_at).toBe(now.toISOString())
		const lastUse = async (at: Date) => {
			await requireApiToken(t.db, get('/registrations', token), 'registrations:read', at)
			return (
				await t.db
					.selectFrom('api_tokens')
					.select('last_used_at')
					.where('id', '=', tokenId)
					.executeTakeFirstOrThrow()
			).last_used_at
		}
		expect(await lastUse(new Date(now.getTime() + 30_000))).toBe(now.toISOString())
		const later = new Date(now.getTime() + 61_000)
		expect(await lastUse(later)).toBe(later.toISOString())
	})

	test('past the rate limit a token gets 429 with Retry-After', async () => {
		const rule: LimitRule = {
			keyPrefix: `api_test_${dialect}`,
			points: 2,
			windowSeconds: 60,
			blockSeconds: 0,
		}
		const ok = () => Promise.resolve(new Response('ok'))
		expect((await call(t.db, get('/registrations', token), 'registrations:read', ok, rule)).status).toBe(200)
		expect((await call(t.db, get('/registrations', token), 'registrations:read', ok, rule)).status).toBe(200)
		const refused = await call(t.db, get('/registrations', token), 'registrations:read', ok, rule)
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
		expectDocumented('/registrations', 'get', 429, 'application/problem+json', await refused.json())
	})

	test('a limit over 500, a malformed or altered cursor, a bad updated_since: 400 problems', async () => {
		for (const query of [
			'?limit=501',
			'?limit=0',
			'?cursor=!!!',
			`?cursor=${Buffer.from('[1,2]').toString('base64url')}`,
			'?cursor=eyJ4Ijox',
			'?updated_since=yesterday',
		]) {
			const answer = await registrations(query)
			expect(answer.status, query).toBe(400)
			const body = await answer.json()
			expect(body.errors?.length, query).toBeGreaterThan(0)
			expectDocumented('/registrations', 'get', 400, 'application/problem+json', body)
		}
	})

	test('paging by updated_since walks every registration once while rows change, with tombstones for the removed', async () => {
		const editionId = (await registeredAttendee(t.db, now)).id
		const { edition_id } = await t.db
			.selectFrom('attendees')
			.select('edition_id')
			.where('id', '=', editionId)
			.executeTakeFirstOrThrow()
		for (let i = 0; i < 24; i++) {
			await t.db
				.insertInto('attendees')
				.values({
					edition_id,
					full_name: `Delegate ${i}`,
					email: `d${i}@example.com`,
					whatsapp_number: '+233241234567',
					company_name: 'Co',
					designation: 'Auditor',
					created_at: '2026-01-01T00:00:00.000Z',
					// Ties on purpose: three rows share each instant.
					updated_at: `2026-01-01T00:00:${String(Math.floor(i / 3)).padStart(2, '0')}.000Z`,
				})
				.execute()
		}
		const all = (await t.db.selectFrom('attendees').select('id').orderBy('id').execute()).map((r) => r.id)
		const seen: { id: number; removed: boolean; updated_at: string }[] = []
		let query = '?limit=7&updated_since=2025-12-31T23:00:00Z'
		let pages = 0
		const changed = new Set<number>()
		let removedId = 0
		let addedId = 0
		for (;;) {
			const answer = await registrations(query)
			expect(answer.status).toBe(200)
			const body = await answer.json()
			expectDocumented('/registrations', 'get', 200, 'application/json', body)
			seen.push(...body.data)
			pages++
			if (pages === 1) {
				// Between pages: one row already read changes, one not yet read changes, one not yet
				// read is deleted, and one is added.
				const read = body.data[0].id
				const unread = all.at(-1)!
				await t.db
					.updateTable('attendees')
					.set({ company_name: 'Moved' })
					.where('id', 'in', [read, unread])
					.execute()
				changed.add(read)
				removedId = all.at(-2)!
				await t.db.deleteFrom('attendees').where('id', '=', removedId).execute()
				addedId = (
					await t.db
						.insertInto('attendees')
						.values({
							edition_id,
							full_name: 'Late',
							email: 'late@example.com',
							whatsapp_number: '1',
							company_name: 'Co',
							designation: 'x',
						})
						.returning('id')
						.executeTakeFirstOrThrow()
				).id
			}
			if (!body.next_cursor) {
				expect(answer.headers.get('Link')).toBeNull()
				break
			}
			expect(answer.headers.get('Link')).toContain(`cursor=${body.next_cursor}`)
			query = `?limit=7&cursor=${body.next_cursor}`
		}
		const live = seen.filter((r) => !r.removed).map((r) => r.id)
		// Every row there is now was seen; each unchanged one exactly once, the changed one again later.
		for (const id of [...all.filter((id) => id !== removedId), addedId]) {
			expect(live.filter((x) => x === id).length, `id ${id}`).toBe(changed.has(id) ? 2 : 1)
		}
		expect(seen.filter((r) => r.removed).map((r) => r.id)).toEqual([removedId])
		expect(live).not.toContain(removedId)
		// In (updated_at, id) order throughout.
		const keys = seen.map((r) => `${r.updated_at}|${String(r.id).padStart(9, '0')}`)
		expect(keys.slice(0, 7)).toEqual([...keys.slice(0, 7)].sort())
		// From a later instant, only what changed since.
		const later = await registrations(`?updated_since=${encodeURIComponent(seen.at(-1)!.updated_at)}`)
		expect((await later.json()).data.length).toBeGreaterThan(0)
	})

	test('a registration shows its payment state from the ledger; a payment moves it up the feed', async () => {
		const { id } = await registeredAttendee(t.db, now)
		await t.db.updateTable('attendees').set({ updated_at: '2026-01-01T00:00:00.000Z' }).execute()
		const first = await (await registrations('')).json()
		expect(first.data).toHaveLength(1)
		expect(first.data[0]).toMatchObject({
			id,
			removed: false,
			full_name: 'Amina Yusuf',
			payment: { state: 'unpaid', paid_pesewas: 0 },
		})
		const { edition_id, fee_pesewas } = await t.db
			.selectFrom('attendees')
			.select(['edition_id', 'fee_pesewas'])
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		await t.db
			.insertInto('payments')
			.values({
				edition_id,
				attendee_id: id,
				kind: 'payment',
				method: 'cash',
				amount_pesewas: fee_pesewas!,
				recorded_by: 'Kofi',
				recorded_at: now.toISOString(),
			})
			.execute()
		const since = await (await registrations(`?updated_since=2026-06-01T00:00:00Z`)).json()
		expect(since.data[0]).toMatchObject({ id, payment: { state: 'paid', balance_pesewas: 0 } })
	})

	test('enquiries are listed with their tombstones, behind their own scope', async () => {
		await enquiryRow(t.db, { packageName: 'Gold', reference: 'ENQ-1' })
		await enquiryRow(t.db, { packageName: 'Silver', reference: 'ENQ-2' })
		await t.db.deleteFrom('partnership_enquiries').where('reference', '=', 'ENQ-2').execute()
		const answer = await call(t.db, get('/enquiries', token), 'enquiries:read', () =>
			listEnquiries(t.db, get('/enquiries?limit=1', token)),
		)
		const page1 = await answer.json()
		expectDocumented('/enquiries', 'get', 200, 'application/json', page1)
		expect(page1.data).toHaveLength(1)
		expect(page1.data[0]).toMatchObject({ reference: 'ENQ-1', package: 'Gold', removed: false })
		const page2 = await (
			await listEnquiries(t.db, get(`/enquiries?limit=1&cursor=${page1.next_cursor}`, token))
		).json()
		expect(page2.data).toEqual([expect.objectContaining({ removed: true })])
		expect(page2.next_cursor).toBeNull()
	})

	test('a check-in by desk reference: 201, then 200 already; a forged ticket 404; a bad body 400', async () => {
		const writer = await createApiToken(
			t.db,
			t.actor,
			{ name: 'Door scanner', scopes: ['check-ins:write'] },
			now,
		)
		const { id } = await registeredAttendee(t.db, now)
		const { desk_ref } = await t.db
			.selectFrom('attendees')
			.select('desk_ref')
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		const post = (body: string) =>
			new Request('http://summit.test/api/v1/check-ins', {
				method: 'POST',
				headers: { Authorization: `Bearer ${writer.token}`, 'Content-Type': 'application/json' },
				body,
			})
		const checkIn = (body: string) =>
			call(t.db, post(body), 'check-ins:write', (caller) => checkInByTicket(t.db, post(body), caller, now))

		const first = await checkIn(JSON.stringify({ ticket: desk_ref }))
		expect(first.status).toBe(201)
		const firstBody = await first.json()
		expectDocumented('/check-ins', 'post', 201, 'application/json', firstBody)
		expect(firstBody).toMatchObject({
			result: 'checked-in',
			registration: { id, checked_in_at: now.toISOString() },
		})
		const activity = await t.db
			.selectFrom('activity_log')
			.select(['username', 'user_id'])
			.where('type', '=', 'Check In')
			.execute()
		expect(activity).toEqual([{ username: 'API token "Door scanner"', user_id: null }])

		const again = await checkIn(JSON.stringify({ ticket: desk_ref!.toLowerCase() }))
		expect(again.status).toBe(200)
		expectDocumented('/check-ins', 'post', 200, 'application/json', await again.json())

		const forged = await checkIn(JSON.stringify({ ticket: 'https://summit.test/ticket/abc.def' }))
		expect(forged.status).toBe(404)
		expectDocumented('/check-ins', 'post', 404, 'application/problem+json', await forged.json())
		for (const body of ['not json', '{}', JSON.stringify({ ticket: 42 })]) {
			const bad = await checkIn(body)
			expect(bad.status, body).toBe(400)
			expectDocumented('/check-ins', 'post', 400, 'application/problem+json', await bad.json())
		}
		// A read-only token may not check in.
		const readOnly = await call(
			t.db,
			new Request('http://summit.test/api/v1/check-ins', {
				method: 'POST',
				headers: { Authorization: `Bearer ${token}` },
			}),
			'check-ins:write',
			() => Promise.resolve(new Response()),
		)
		expect(readOnly.status).toBe(403)
	})
})
