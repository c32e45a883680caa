import { expect, test } from 'vitest'
import { methodVerdict } from './methods.ts'

test('GET, HEAD and POST are served; OPTIONS answered; other methods of HTTP 405, the rest 501', () => {
	for (const method of ['GET', 'HEAD', 'POST', 'post']) expect(methodVerdict(method), method).toBeNull()
	expect(methodVerdict('OPTIONS')).toBe(204)
	for (const method of ['PUT', 'PATCH', 'DELETE', 'TRACE', 'CONNECT'])
		expect(methodVerdict(method), method).toBe(405)
	for (const method of ['PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'BREW'])
		expect(methodVerdict(method), method).toBe(501)
})
