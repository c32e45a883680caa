/**
 * The root's body check: a JSON body is refused (415) on the site's form routes, and read by the
 * API for programs' own routes (`/api/v1/…`), which authenticate by token.
 */
import { describe, expect, test } from 'vitest'
import { bodyVerdict } from './readable-body.server.ts'

const jsonPost = (path: string) =>
	new Request(`http://summit.test${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ ticket: '7K3Q-9P2D' }),
	})

describe('the body check', () => {
	test('refuses JSON on a form route', async () => {
		expect(await bodyVerdict(jsonPost('/register'))).toMatchObject({ status: 415 })
	})

	test('lets the API’s token routes read their own JSON', async () => {
		expect(await bodyVerdict(jsonPost('/api/v1/check-ins'))).toBeNull()
	})

	test('a path merely starting like the API is still checked', async () => {
		expect(await bodyVerdict(jsonPost('/api/v1'))).toMatchObject({ status: 415 })
	})
})
