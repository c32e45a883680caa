import { describe, expect, test } from 'vitest'
import { env } from '#app/lib/env.server.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { CLIENT_ADDRESS_HEADER } from './client-address.server.ts'
import {
	ATTEMPTS_PER_ACCEPTED,
	countAcceptedSubmission,
	limitFormSubmissions,
} from './form-rate-limit.server.ts'

const from = (address: string) =>
	new Request('http://summit.test/register', { headers: { [CLIENT_ADDRESS_HEADER]: address } })

/** The status of what `limitFormSubmissions` throws (429), or null when it lets the attempt through. */
async function refusal(promise: Promise<void>): Promise<number | null> {
	try {
		await promise
		return null
	} catch (thrown) {
		return (thrown as { init?: { status?: number } }).init?.status ?? -1
	}
}

describe.each(testDialects)('the public forms’ limits per address on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('accepted submissions count against FORM_RATE_LIMIT; refused ones do not use it up', async () => {
		const office = from('203.0.113.10')
		// Refused tries (typos, a wrong captcha answer) do not stop the office.
		for (let i = 0; i < env.FORM_RATE_LIMIT * 2; i++)
			expect(await refusal(limitFormSubmissions(t.db, 'registration', office))).toBeNull()
		for (let i = 0; i < env.FORM_RATE_LIMIT; i++) await countAcceptedSubmission(t.db, 'registration', office)
		expect(await refusal(limitFormSubmissions(t.db, 'registration', office))).toBe(429)
		// Another form, another address: their own counts.
		expect(await refusal(limitFormSubmissions(t.db, 'partnership', office))).toBeNull()
		expect(await refusal(limitFormSubmissions(t.db, 'registration', from('203.0.113.11')))).toBeNull()
	})

	test('every attempt, refused ones included, meets a wall at five times the limit', async () => {
		const script = from('198.51.100.20')
		for (let i = 0; i < env.FORM_RATE_LIMIT * ATTEMPTS_PER_ACCEPTED; i++)
			expect(await refusal(limitFormSubmissions(t.db, 'interest', script))).toBeNull()
		expect(await refusal(limitFormSubmissions(t.db, 'interest', script))).toBe(429)
	})
})
