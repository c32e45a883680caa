/**
 * The signing secrets on SQLite and PostgreSQL: kept in the database and rotated
 * (`npm run secrets:rotate`), with a grace period for tickets and manage links already mailed; taken
 * from `SIGNING_SECRET` in preference to the database, which then keeps none; and picked up by
 * running servers within `SECRET_CACHE_MS`.
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { beforeEach, describe, expect, test } from 'vitest'
import { deviceCookieFor, readDeviceId } from '#app/lib/auth/device-cookie.server.ts'
import { createAltchaChallenge, verifyAltchaPayload } from '#app/lib/captcha/altcha.server.ts'
import { createFallbackChallenge, verifyFallbackAnswer } from '#app/lib/captcha/fallback.server.ts'
import { registrationOfToken } from '#app/modules/registration/my-registration.server.ts'
import {
	signTicketRef,
	ticketSecret,
	verifyTicketToken,
} from '#app/modules/registration/ticket-token.server.ts'
import { registeredAttendee } from '#tests/factories/attendees.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import {
	deriveSecret,
	forgetCachedSecrets,
	GRACE_DAYS,
	loadSigningKeys,
	rotateDatabaseSecrets,
	SECRET_CACHE_MS,
	SIGNING_SECRET_NAMES,
	signingKeys,
	verifyingSecrets,
} from './secrets.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const after = (days: number) => new Date(now.getTime() + days * DAY_MS)
const MASTER = 'the-configured-master-secret-of-at-least-32-characters'
const PREVIOUS_MASTER = 'the-master-secret-before-the-last-change-32+-characters'

const withCookie = (setCookie: string) =>
	new Request('http://x/admin/login', { headers: { Cookie: setCookie.split(';')[0]! } })

/** Computes the answer of "What is a + b?". */
function answerOf(question: string): string {
	const match = /^What is (\d) \+ (\d)\?$/.exec(question)
	if (!match) throw new Error(`unexpected question: ${question}`)
	return String(Number(match[1]) + Number(match[2]))
}

test('each secret is derived from the master by HKDF: its own per name, another for another master', () => {
	const derived = SIGNING_SECRET_NAMES.map((name) => deriveSecret(MASTER, name))
	expect(new Set(derived).size).toBe(SIGNING_SECRET_NAMES.length)
	for (const secret of derived) expect(secret).toMatch(/^[0-9a-f]{64}$/)
	expect(deriveSecret(MASTER, 'tickets')).toBe(derived[0])
	expect(deriveSecret(PREVIOUS_MASTER, 'tickets')).not.toBe(derived[0])
	expect(deriveSecret(MASTER, 'tickets')).not.toContain(MASTER)
})

describe.each(testDialects)('signing secrets on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	// PostgreSQL tests share a handle between tests: start each from what its database holds.
	beforeEach(() => forgetCachedSecrets(t.db))

	const rows = () =>
		t.db
			.selectFrom('captcha_secrets')
			.select(['name', 'secret', 'previous_secret', 'previous_until'])
			.orderBy('name')
			.execute()

	/** Registers one attendee; returns their ticket and manage tokens signed with `secret`. */
	async function mailedTokens(secret: string) {
		const { ticketRef: ref } = await registeredAttendee(t.db, now)
		return { ticket: signTicketRef(secret, ref, 'ticket'), manage: signTicketRef(secret, ref, 'manage') }
	}

	test('without SIGNING_SECRET each secret is made once at first use and kept, the same for concurrent first uses', async () => {
		const loads = await Promise.all(
			SIGNING_SECRET_NAMES.flatMap((name) => [0, 1].map(() => loadSigningKeys(t.db, name, {}, now))),
		)
		for (const keys of loads) expect(keys.current).toMatch(/^[0-9a-f]{64}$/)
		expect(loads[0]!.current).toBe(loads[1]!.current)
		expect(new Set(loads.map((k) => k.current)).size).toBe(SIGNING_SECRET_NAMES.length)
		expect((await rows()).map((r) => r.name)).toEqual([...SIGNING_SECRET_NAMES].sort())
		expect((await loadSigningKeys(t.db, 'tickets', {}, now)).current).toBe(loads[0]!.current)
	})

	test('after a rotation tickets are signed anew; those mailed before still open until the grace period ends, then not', async () => {
		const before = (await loadSigningKeys(t.db, 'tickets', {}, now)).current
		const mailed = await mailedTokens(before)
		expect(await registrationOfToken(t.db, mailed.ticket, 'ticket', now)).toBeDefined()

		const [rotation] = await rotateDatabaseSecrets(t.db, ['tickets'], now, GRACE_DAYS)
		expect(rotation).toEqual({
			name: 'tickets',
			replaced: true,
			previousUntil: after(GRACE_DAYS).toISOString(),
		})
		const current = await ticketSecret(t.db)
		expect(current).toMatch(/^[0-9a-f]{64}$/)
		expect(current).not.toBe(before)

		const { ticket_ref: ref } = await t.db
			.selectFrom('attendees')
			.select('ticket_ref')
			.executeTakeFirstOrThrow()
		const fresh = signTicketRef(current, ref!, 'ticket')
		expect(fresh).not.toBe(mailed.ticket)
		for (const at of [now, after(GRACE_DAYS - 1)]) {
			expect(await registrationOfToken(t.db, fresh, 'ticket', at)).toBeDefined()
			expect(await registrationOfToken(t.db, mailed.ticket, 'ticket', at)).toBeDefined()
			expect(await registrationOfToken(t.db, mailed.manage, 'manage', at)).toBeDefined()
			// The previous secret still keeps the purposes apart.
			expect(await registrationOfToken(t.db, mailed.ticket, 'manage', at)).toBeUndefined()
		}
		expect(await registrationOfToken(t.db, mailed.ticket, 'ticket', after(GRACE_DAYS))).toBeUndefined()
		expect(await registrationOfToken(t.db, mailed.manage, 'manage', after(GRACE_DAYS))).toBeUndefined()
		expect(await registrationOfToken(t.db, fresh, 'ticket', after(GRACE_DAYS))).toBeDefined()
	})

	test('a rotation without grace: tickets mailed before, device cookies and open captcha questions stop at once', async () => {
		const mailed = await mailedTokens((await loadSigningKeys(t.db, 'tickets', {}, now)).current)
		const cookie = await deviceCookieFor(t.db, 'yaw@example.com', null)
		const deviceId = await readDeviceId(t.db, withCookie(cookie), 'yaw@example.com')
		expect(deviceId).not.toBeNull()
		const question = await createFallbackChallenge(t.db, new Date())
		const altcha = await createAltchaChallenge(t.db, new Date())
		const solution = await solveChallenge({ challenge: altcha, deriveKey })
		const payload = Buffer.from(
			JSON.stringify({ challenge: { parameters: altcha.parameters, signature: altcha.signature }, solution }),
		).toString('base64')

		const rotations = await rotateDatabaseSecrets(t.db, SIGNING_SECRET_NAMES, now, 0)
		expect(rotations.map((r) => r.previousUntil)).toEqual([null, null, null, null])
		expect((await rows()).every((r) => r.previous_secret === null && r.previous_until === null)).toBe(true)

		expect(await registrationOfToken(t.db, mailed.ticket, 'ticket', now)).toBeUndefined()
		expect(await registrationOfToken(t.db, mailed.manage, 'manage', now)).toBeUndefined()
		// A staff member's browser counts as a new one until the next sign-in gives it a new cookie.
		expect(await readDeviceId(t.db, withCookie(cookie), 'yaw@example.com')).toBeNull()
		const renewed = await deviceCookieFor(t.db, 'yaw@example.com', null)
		expect(await readDeviceId(t.db, withCookie(renewed), 'yaw@example.com')).not.toBeNull()
		// A form open at the moment fails once; a new question works.
		expect(
			await verifyFallbackAnswer(t.db, question.id, answerOf(question.question), new Date()),
		).toMatchObject({
			ok: false,
			reason: 'wrong-answer',
		})
		expect(await verifyAltchaPayload(t.db, payload, new Date())).toMatchObject({
			ok: false,
			reason: 'invalid',
		})
		const next = await createFallbackChallenge(t.db, new Date())
		expect(await verifyFallbackAnswer(t.db, next.id, answerOf(next.question), new Date())).toEqual({
			ok: true,
			method: 'fallback',
		})
	})

	test('rotating some secrets leaves the others as they were', async () => {
		const before = await Promise.all(SIGNING_SECRET_NAMES.map((name) => loadSigningKeys(t.db, name, {}, now)))
		await rotateDatabaseSecrets(t.db, ['devices'], now, GRACE_DAYS)
		const afterwards = await Promise.all(
			SIGNING_SECRET_NAMES.map((name) => loadSigningKeys(t.db, name, {}, now)),
		)
		expect(SIGNING_SECRET_NAMES.filter((_, i) => before[i]!.current !== afterwards[i]!.current)).toEqual([
			'devices',
		])
		// Only the ticket secret keeps a previous one: a device cookie is made again at sign-in.
		expect(afterwards[1]!.previous).toEqual([])
	})

	test('SIGNING_SECRET takes precedence: secrets are derived from it and the database keeps none', async () => {
		for (const name of SIGNING_SECRET_NAMES) {
			const keys = await loadSigningKeys(t.db, name, { master: MASTER }, now)
			expect(keys).toEqual({ current: deriveSecret(MASTER, name), previous: [] })
		}
		expect(await rows()).toEqual([])
	})

	test('SIGNING_SECRET retires the database’s secrets: mailed tickets open for the grace period, device cookies stop', async () => {
		const kept = await Promise.all(SIGNING_SECRET_NAMES.map((name) => loadSigningKeys(t.db, name, {}, now)))
		const mailed = await mailedTokens(kept[0]!.current)

		// Several servers start with the variable at once: the secrets are retired once.
		const loads = await Promise.all(
			[0, 1, 2].map(() => loadSigningKeys(t.db, 'tickets', { master: MASTER }, now)),
		)
		for (const keys of loads)
			expect(keys).toEqual({
				current: deriveSecret(MASTER, 'tickets'),
				previous: [{ secret: kept[0]!.current, until: after(GRACE_DAYS).toISOString() }],
			})
		for (const name of SIGNING_SECRET_NAMES.slice(1))
			await loadSigningKeys(t.db, name, { master: MASTER }, now)
		expect(await rows()).toEqual([
			{ name: 'altcha-master', secret: '', previous_secret: null, previous_until: null },
			{ name: 'devices', secret: '', previous_secret: null, previous_until: null },
			{ name: 'fallback-questions', secret: '', previous_secret: null, previous_until: null },
			{
				name: 'tickets',
				secret: '',
				previous_secret: kept[0]!.current,
				previous_until: after(GRACE_DAYS).toISOString(),
			},
		])

		// Later loads (a restart a week on) keep the grace period the first one started.
		const later = await loadSigningKeys(t.db, 'tickets', { master: MASTER }, after(7))
		expect(later.previous).toEqual([{ secret: kept[0]!.current, until: after(GRACE_DAYS).toISOString() }])
		expect(verifyingSecrets(later, after(GRACE_DAYS - 1))).toEqual([
			deriveSecret(MASTER, 'tickets'),
			kept[0]!.current,
		])
		expect(verifyingSecrets(later, after(GRACE_DAYS))).toEqual([deriveSecret(MASTER, 'tickets')])
		expect(
			verifyTicketToken(verifyingSecrets(later, after(GRACE_DAYS - 1)), mailed.ticket, 'ticket'),
		).not.toBeNull()
		expect(verifyTicketToken(verifyingSecrets(later, after(GRACE_DAYS)), mailed.ticket, 'ticket')).toBeNull()
	})

	test('SIGNING_SECRET_PREVIOUS still verifies tickets and manage links, and nothing else', async () => {
		const source = { master: MASTER, previousMaster: PREVIOUS_MASTER }
		const tickets = await loadSigningKeys(t.db, 'tickets', source, now)
		expect(verifyingSecrets(tickets, after(3650))).toEqual([
			deriveSecret(MASTER, 'tickets'),
			deriveSecret(PREVIOUS_MASTER, 'tickets'),
		])
		for (const name of ['devices', 'fallback-questions', 'altcha-master'] as const)
			expect((await loadSigningKeys(t.db, name, source, now)).previous).toEqual([])
	})

	test('after going back from SIGNING_SECRET, a rotation makes new secrets and keeps the retired ticket secret’s grace', async () => {
		const kept = (await loadSigningKeys(t.db, 'tickets', {}, now)).current
		await loadSigningKeys(t.db, 'tickets', { master: MASTER }, now)
		await loadSigningKeys(t.db, 'devices', { master: MASTER }, now)
		const rotations = await rotateDatabaseSecrets(t.db, ['tickets', 'devices'], after(1), GRACE_DAYS)
		expect(rotations).toEqual([
			{ name: 'tickets', replaced: false, previousUntil: after(GRACE_DAYS).toISOString() },
			{ name: 'devices', replaced: false, previousUntil: null },
		])
		const tickets = await loadSigningKeys(t.db, 'tickets', {}, after(1))
		expect(tickets.current).toMatch(/^[0-9a-f]{64}$/)
		expect(tickets.current).not.toBe(kept)
		expect(verifyingSecrets(tickets, after(2))).toEqual([tickets.current, kept])
		expect((await loadSigningKeys(t.db, 'devices', {}, after(1))).current).toMatch(/^[0-9a-f]{64}$/)
	})

	test('a running server picks up a rotation made by another process within SECRET_CACHE_MS', async () => {
		const start = Date.now()
		const first = await signingKeys(t.db, 'tickets', start)
		// Another process rotates: through its own handle (here a transaction), so this one's cache stays.
		await t.db.transaction().execute((trx) => rotateDatabaseSecrets(trx, ['tickets'], now, GRACE_DAYS))
		expect((await signingKeys(t.db, 'tickets', start + SECRET_CACHE_MS - 1)).current).toBe(first.current)
		const fresh = await signingKeys(t.db, 'tickets', start + SECRET_CACHE_MS)
		expect(fresh.current).not.toBe(first.current)
		expect(fresh.previous).toEqual([{ secret: first.current, until: after(GRACE_DAYS).toISOString() }])
	})
})
