import { sql } from 'kysely'
import { beforeEach, describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { deviceCookieFor, readDeviceId } from '#app/lib/auth/device-cookie.server.ts'
import {
	ACCOUNT_FAILURES,
	ADDRESS_FAILURES,
	DEVICE_DAILY_FAILURES,
	DEVICE_FAILURES,
} from '#app/lib/auth/login-throttle.server.ts'
import { hashPassword } from '#app/lib/auth/password.server.ts'
import { attemptLogin, SIGN_IN_WARNING_SUBJECT, type SignInClient } from './sign-in.server.ts'
import { insertUser } from './users.queries.server.ts'

const now = new Date('2026-11-22T08:00:00.000Z')
const RIGHT = 'the-right-password'

describe.each(testDialects)('attemptLogin on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	beforeEach(async () => {
		await insertUser(
			t.db,
			{
				fullName: 'Yaw Boateng',
				email: 'yaw@example.com',
				phone: null,
				role: 'Administrator',
				passwordHash: await hashPassword(RIGHT),
			},
			now,
		)
	})

	const from = (address: string, deviceId: string | null = null): SignInClient => ({ address, deviceId })
	const signIn = (password: string, client: SignInClient, email = 'yaw@example.com') =>
		attemptLogin(t.db, { email, password }, client, now, 'summit.test')
	const activity = async () =>
		(await t.db.selectFrom('activity_log').select('type').execute()).map((r) => r.type)

	test('right password signs in (any email case) and logs "Logged In"', async () => {
		const result = await signIn(RIGHT, from('10.0.0.1'), 'YAW@example.com')
		expect(result).toMatchObject({ ok: true, user: { fullName: 'Yaw Boateng', role: 'Administrator' } })
		const rows = await t.db.selectFrom('activity_log').select(['type', 'username']).execute()
		expect(rows).toEqual([{ type: 'Logged In', username: 'Yaw Boateng' }])
	})

	test('wrong password and unknown email give the same answer and are logged', async () => {
		const wrong = await signIn('nope', from('10.0.0.1'))
		const unknown = await signIn('nope', from('10.0.0.1'), 'nobody@example.com')
		expect(wrong).toEqual({ ok: false, status: 401, message: 'Invalid email or password.' })
		expect(unknown).toEqual(wrong)
		expect(await activity()).toEqual(['Failed Login', 'Failed Login'])
	})

	test(`after ${ACCOUNT_FAILURES} failures from unknown devices the account is paused for them, even with the right password`, async () => {
		for (let i = 0; i < ACCOUNT_FAILURES; i++) await signIn(`wrong-${i}`, from(`10.0.0.${i}`))
		const blocked = await signIn(RIGHT, from('10.0.9.9'))
		expect(blocked).toMatchObject({ ok: false, status: 429 })
		expect(!blocked.ok && blocked.message).toMatch(/try again in 15 minutes/)
	})

	test('parallel guesses from many addresses get no more password checks than the limit', async () => {
		// 40 at once, each from its own address; the right password is among them, 8th.
		const guesses = Array.from({ length: 40 }, (_, i) => (i === 7 ? RIGHT : `guess-${i}`))
		const answers = await Promise.all(guesses.map((password, i) => signIn(password, from(`10.1.0.${i}`))))
		const checked = answers.filter((answer) => answer.ok || answer.status === 401)
		expect(checked.length).toBe(ACCOUNT_FAILURES)
		expect(answers.filter((answer) => !answer.ok && answer.status === 429)).toHaveLength(40 - checked.length)
		// Each password checked and refused is logged; the rest were never checked.
		expect((await activity()).filter((type) => type === 'Failed Login').length).toBe(
			checked.filter((answer) => !answer.ok).length,
		)
	})

	test('a browser that signed in before is not locked out by failures from elsewhere', async () => {
		const owner = `owner-${dialect}`
		expect(await signIn(RIGHT, from('10.0.0.1', owner))).toMatchObject({ ok: true })
		for (let i = 0; i < ACCOUNT_FAILURES + 3; i++) await signIn(`attack-${i}`, from(`203.0.113.${i}`))
		// Unknown devices are paused; the owner's own browser signs in.
		expect(await signIn(RIGHT, from('10.0.0.2'))).toMatchObject({ ok: false, status: 429 })
		expect(await signIn(RIGHT, from('10.0.0.1', owner))).toMatchObject({ ok: true })
		// A known device has its own limit: a stolen device cookie cannot guess for ever.
		for (let i = 0; i < DEVICE_FAILURES; i++) await signIn(`typo-${i}`, from('10.0.0.1', owner))
		expect(await signIn(RIGHT, from('10.0.0.1', owner))).toMatchObject({ ok: false, status: 429 })
	})

	test('a known device has a daily limit too: a copied device cookie buys no more', async () => {
		const owner = `owner-${dialect}`
		expect(await signIn(RIGHT, from('10.0.0.1', owner))).toMatchObject({ ok: true })
		// The 15-minute window passing is its counter removed; the day's counter stays.
		for (let burst = 0; burst < DEVICE_DAILY_FAILURES / DEVICE_FAILURES; burst++) {
			for (let i = 0; i < DEVICE_FAILURES; i++) await signIn(`typo-${i}`, from('10.0.0.1', owner))
			await sql`delete from rate_limits where key like 'login_device:%'`.execute(t.db)
		}
		expect(await signIn(RIGHT, from('10.0.0.1', owner))).toMatchObject({ ok: false, status: 429 })
	})

	test('an address over its limit spends no account’s allowance', async () => {
		for (let i = 0; i < ADDRESS_FAILURES; i++)
			await signIn('x', from('198.51.100.1'), `nobody-${i}@example.com`)
		// Refused at the address, these guesses at Yaw's account are not counted against it.
		for (let i = 0; i < ACCOUNT_FAILURES + 1; i++) {
			expect(await signIn(`guess-${i}`, from('198.51.100.1'))).toMatchObject({ ok: false, status: 429 })
		}
		expect(await signIn(RIGHT, from('198.51.100.2'))).toMatchObject({ ok: true })
	})

	test('the owner is mailed once when failures from unknown devices reach the limit', async () => {
		for (let i = 0; i < ACCOUNT_FAILURES + 2; i++) await signIn(`attack-${i}`, from(`203.0.113.${i}`))
		const mails = await t.db.selectFrom('mail_outbox').select(['kind', 'to_address', 'subject']).execute()
		expect(mails).toEqual([
			{ kind: 'sign-in-warning', to_address: 'yaw@example.com', subject: SIGN_IN_WARNING_SUBJECT },
		])
		// Guessing at an address with no account mails nobody.
		for (let i = 0; i < ACCOUNT_FAILURES; i++) await signIn('x', from('203.0.113.1'), 'nobody@example.com')
		expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(1)
	})
})

describe.each(testDialects)('device cookies on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const withCookie = (setCookie: string) =>
		new Request('http://x/admin/login', { headers: { Cookie: setCookie.split(';')[0]! } })

	test('signed for one account: read back for it, not for another, not once altered', async () => {
		const setCookie = await deviceCookieFor(t.db, 'Yaw@Example.com', null)
		expect(setCookie).toMatch(/^summit_device=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/)
		const id = await readDeviceId(t.db, withCookie(setCookie), 'yaw@example.com')
		expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
		expect(await readDeviceId(t.db, withCookie(setCookie), 'ama@example.com')).toBeNull()
		// Keeping the id when the same browser signs in again.
		expect(
			await readDeviceId(
				t.db,
				withCookie(await deviceCookieFor(t.db, 'yaw@example.com', id)),
				'yaw@example.com',
			),
		).toBe(id)
		// Another device id with the signature of this one: refused (the signature is checked).
		const raw = decodeURIComponent(setCookie.split(';')[0]!.split('=')[1]!)
		const [, tag, signature] = (JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as string).split('.')
		const forged = Buffer.from(JSON.stringify(`${'A'.repeat(22)}.${tag}.${signature}`)).toString('base64')
		expect(
			await readDeviceId(t.db, withCookie(`summit_device=${encodeURIComponent(forged)}`), 'yaw@example.com'),
		).toBeNull()
		// The same encoding with the true id is read back, so the refusal above is the signature's.
		const genuine = Buffer.from(JSON.stringify(`${id}.${tag}.${signature}`)).toString('base64')
		expect(
			await readDeviceId(t.db, withCookie(`summit_device=${encodeURIComponent(genuine)}`), 'yaw@example.com'),
		).toBe(id)
		expect(await readDeviceId(t.db, new Request('http://x/'), 'yaw@example.com')).toBeNull()
	})
})
