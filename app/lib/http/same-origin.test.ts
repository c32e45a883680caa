import { expect, test } from 'vitest'
import { isSameOriginWrite } from './same-origin.ts'

const own = ['https://summit.example.org', 'http://127.0.0.1:3000']
const post = (origin: string | null, fetchSite: string | null = null) =>
	isSameOriginWrite({ method: 'POST', origin, fetchSite }, own)

test('a write passes from one of the own origins, scheme and port included', () => {
	expect(post('https://summit.example.org')).toBe(true)
	expect(post('http://127.0.0.1:3000')).toBe(true)
	expect(post('http://summit.example.org')).toBe(false)
	expect(post('https://summit.example.org:8443')).toBe(false)
	expect(post('https://attacker.example')).toBe(false)
	expect(post('null')).toBe(false)
	expect(post('not a url')).toBe(false)
})

test('without Origin, Sec-Fetch-Site decides; reads always pass', () => {
	expect(post(null)).toBe(true)
	expect(post(null, 'same-origin')).toBe(true)
	expect(post(null, 'none')).toBe(true)
	expect(post(null, 'cross-site')).toBe(false)
	expect(post(null, 'same-site')).toBe(false)
	expect(
		isSameOriginWrite({ method: 'GET', origin: 'https://attacker.example', fetchSite: 'cross-site' }, own),
	).toBe(true)
})
