import { describe, expect, test } from 'vitest'
import { bodyLimitVerdict, FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body-limit.ts'

const post = (path: string, contentLength?: string, transferEncoding?: string) =>
	bodyLimitVerdict('POST', path, { contentLength, transferEncoding })

describe('bodyLimitVerdict', () => {
	test('forms are small; image upload routes may carry a 5 MB image', () => {
		expect(post('/register', String(FORM_BODY_LIMIT))).toBeNull()
		expect(post('/register', String(FORM_BODY_LIMIT + 1))).toBe(413)
		expect(post('/admin/add-speaker', String(5 * 1024 * 1024 + 2000))).toBeNull()
		expect(post('/admin/update-speaker/4.data', String(UPLOAD_BODY_LIMIT + 1))).toBe(413)
		expect(post('/admin/users', String(UPLOAD_BODY_LIMIT))).toBe(413)
	})

	test('a body without a declared length is refused; GET is never limited', () => {
		expect(post('/register', undefined, 'chunked')).toBe(411)
		expect(post('/register', 'abc')).toBe(411)
		expect(
			bodyLimitVerdict('GET', '/register', { contentLength: undefined, transferEncoding: 'chunked' }),
		).toBeNull()
	})
})
