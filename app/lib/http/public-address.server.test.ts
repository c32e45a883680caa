/** Outgoing webhooks go to public internet addresses only: each special-purpose range is refused. */
import https from 'node:https'
import { describe, expect, test } from 'vitest'
import { isPublicAddress, nonPublicReason, publicOnlyLookup } from './public-address.server.ts'

describe('isPublicAddress', () => {
	test.each([
		'127.0.0.1',
		'127.8.9.10',
		'10.0.0.1',
		'172.16.5.4',
		'192.168.1.1',
		'169.254.169.254',
		'100.64.0.1',
		'0.0.0.0',
		'255.255.255.255',
		'224.0.0.1',
		'192.0.2.1',
		'198.18.0.1',
		'::1',
		'::',
		'fd00::1',
		'fe80::1',
		'::ffff:127.0.0.1',
		'::ffff:10.0.0.1',
		'64:ff9b::7f00:1',
		'2002:7f00:1::',
		'2001:db8::1',
		'ff02::1',
		'localhost',
		'not an address',
	])('%s is not public', (address) => {
		expect(isPublicAddress(address)).toBe(false)
	})

	test.each(['8.8.8.8', '41.66.0.10', '196.216.2.1', '2001:4860:4860::8888', '2c0f:f248::1'])(
		'%s is public',
		(address) => {
			expect(isPublicAddress(address)).toBe(true)
		},
	)
})

describe('nonPublicReason', () => {
	test('a name of this machine is refused with the address it resolves to', async () => {
		expect(await nonPublicReason('localhost')).toMatch(
			/localhost resolves to (127\.0\.0\.1|::1), which is not a public/,
		)
	})

	test('an address literal is checked without the resolver, brackets and all', async () => {
		expect(await nonPublicReason('[::1]')).toMatch(/::1 resolves to ::1/)
		expect(await nonPublicReason('8.8.8.8')).toBeNull()
	})

	test('a name that does not resolve is refused', async () => {
		expect(await nonPublicReason('nothing.invalid')).toMatch(/does not resolve/)
	})
})

describe('publicOnlyLookup', () => {
	test('a request to this machine by name fails before it connects', async () => {
		const error = await new Promise<Error>((resolve) => {
			const request = https.request('https://localhost:9/', { lookup: publicOnlyLookup }, () => {
				resolve(new Error('connected'))
			})
			request.on('error', resolve)
			request.end()
		})
		expect(error).toMatchObject({ code: 'ENONPUBLIC' })
		expect(error.message).toMatch(/not a public internet address/)
	})
})
