/**
 * With `SIGNING_SECRET` (and `SIGNING_SECRET_PREVIOUS`) in the environment, on SQLite and
 * PostgreSQL: tickets, manage links, device cookies and the captcha sign with keys derived from it,
 * and the database keeps no secret.
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { deviceCookieFor, readDeviceId } from '#app/lib/auth/device-cookie.server.ts'
import { createAltchaChallenge, verifyAltchaPayload } from '#app/lib/captcha/altcha.server.ts'
import { registrationOfToken } from '#app/modules/registration/my-registration.server.ts'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'
import { registeredAttendee } from '#tests/factories/attendees.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import type * as EnvModule from './env.server.ts'
import { deriveSecret, forgetCachedSecrets } from './secrets.server.ts'

const masters = vi.hoisted(() => ({
	current: 'the-configured-master-secret-of-at-least-32-characters',
	previous: 'the-master-secret-before-the-last-change-32+-characters',
}))

vi.mock('#app/lib/env.server.ts', async (importOriginal) => {
	const original = await importOriginal<typeof EnvModule>()
	return {
		...original,
		env: {
			...original.env,
			CAPTCHA_SECRET: undefined,
			SIGNING_SECRET: masters.current,
			SIGNING_SECRET_PREVIOUS: masters.previous,
		},
	}
})

describe.each(testDialects)('signing secrets from the environment on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	beforeEach(() => forgetCachedSecrets(t.db))

	test('tickets, manage links, device cookies and the captcha sign with keys derived from SIGNING_SECRET; the database keeps none', async () => {
		const { ticketRef: ref } = await registeredAttendee(t.db, now)

		expect(await ticketSecret(t.db)).toBe(deriveSecret(masters.current, 'tickets'))
		const manage = signTicketRef(deriveSecret(masters.current, 'tickets'), ref, 'manage')
		expect(await registrationOfToken(t.db, manage, 'manage', now)).toMatchObject({ fullName: 'Amina Yusuf' })
		// Mailed under the previous master: still opens while SIGNING_SECRET_PREVIOUS is set.
		const older = signTicketRef(deriveSecret(masters.previous, 'tickets'), ref, 'ticket')
		expect(await registrationOfToken(t.db, older, 'ticket', now)).toMatchObject({ fullName: 'Amina Yusuf' })
		const forged = signTicketRef('0'.repeat(64), ref, 'ticket')
		expect(await registrationOfToken(t.db, forged, 'ticket', now)).toBeUndefined()

		const cookie = await deviceCookieFor(t.db, 'yaw@example.com', null)
		const request = new Request('http://x/admin/login', { headers: { Cookie: cookie.split(';')[0]! } })
		expect(await readDeviceId(t.db, request, 'yaw@example.com')).toMatch(/^[A-Za-z0-9_-]{22}$/)

		const challenge = await createAltchaChallenge(t.db, new Date())
		const solution = await solveChallenge({ challenge, deriveKey })
		const payload = Buffer.from(
			JSON.stringify({
				challenge: { parameters: challenge.parameters, signature: challenge.signature },
				solution,
			}),
		).toString('base64')
		expect(await verifyAltchaPayload(t.db, payload, new Date())).toEqual({ ok: true, method: 'altcha' })

		expect(await t.db.selectFrom('captcha_secrets').selectAll().execute()).toEqual([])
	})
})
