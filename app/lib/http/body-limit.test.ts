import { describe, expect, test } from 'vitest'
import {
	bodyLimitVerdict,
	bodyRefusal,
	FORM_BODY_LIMIT,
	UPLOAD_BODY_LIMIT,
	VIDEO_BODY_LIMIT,
} from './body-limit.ts'

const post = (path: string, contentLength?: string, transferEncoding?: string) =>
	bodyLimitVerdict('POST', path, { contentLength, transferEncoding })

describe('bodyLimitVerdict', () => {
	test('forms are small; image upload routes may carry a 5 MB image', () => {
		expect(post('/register', String(FORM_BODY_LIMIT))).toBeNull()
		expect(post('/register', String(FORM_BODY_LIMIT + 1))).toBe(413)
		expect(post('/admin/add-speaker', String(5 * 1024 * 1024 + 2000))).toBeNull()
		expect(post('/admin/update-speaker/4.data', String(UPLOAD_BODY_LIMIT + 1))).toBe(413)
		expect(post('/admin/users', String(UPLOAD_BODY_LIMIT))).toBe(413)
		for (const path of [
			'/admin/update-sponsor/3',
			'/admin/hero-picture.data',
			'/admin/add-blog-post',
			'/admin/update-blog-post/7.data',
			'/admin/blog-images',
		]) {
			expect(post(path, String(4 * 1024 * 1024)), path).toBeNull()
		}
		expect(post('/admin/blog-images/x', String(4 * 1024 * 1024))).toBe(413)
	})

	test('the hero video screen may carry a 50 MB video, and says so when refused', () => {
		expect(post('/admin/hero-video', String(50 * 1024 * 1024 + 4096))).toBeNull()
		expect(post('/admin/hero-video.data', String(VIDEO_BODY_LIMIT + 1))).toBe(413)
		expect(bodyRefusal(413, '/admin/hero-video', 'text/html').body).toContain(
			'a video must be 50 MB or smaller',
		)
		expect(bodyRefusal(413, '/admin/hero-video', 'text/html').body).toContain('choose a smaller video')
	})

	test('a body without a declared length is refused; GET is never limited', () => {
		expect(post('/register', undefined, 'chunked')).toBe(411)
		expect(post('/register', 'abc')).toBe(411)
		expect(
			bodyLimitVerdict('GET', '/register', { contentLength: undefined, transferEncoding: 'chunked' }),
		).toBeNull()
	})
})

describe('bodyRefusal', () => {
	const html = 'text/html,application/xhtml+xml,*/*;q=0.8'

	test('a browser without JavaScript gets a page naming the limit and linking back to the form', () => {
		const upload = bodyRefusal(413, '/admin/update-speaker/4', html)
		expect(upload.type).toBe('text/html')
		expect(upload.body).toContain('<title>File too large | Internal Audit Leadership Summit</title>')
		expect(upload.body).toContain('an image must be 5 MB or smaller')
		expect(upload.body).toContain('<a href="/admin/update-speaker/4">Go back and choose a smaller image.</a>')
		const form = bodyRefusal(413, '/register', html)
		expect(form.body).toContain('a form may send at most 256 KB')
		expect(form.body).toContain('<a href="/register">')
	})

	test('a script (a .data request, curl) gets one line of text', () => {
		expect(bodyRefusal(413, '/admin/addpartner.data', '*/*')).toEqual({
			type: 'text/plain',
			body: 'The request is too large: an image must be 5 MB or smaller.',
		})
		expect(bodyRefusal(411, '/register', undefined)).toEqual({
			type: 'text/plain',
			body: 'Length Required: the request must declare its size.',
		})
	})

	test('the link back is a plain path of the site, never another host or markup', () => {
		expect(bodyRefusal(413, '//evil.example/register', html).body).toContain('<a href="/">')
		expect(bodyRefusal(413, '/register"><script>x</script>', html).body).not.toContain('<script>')
		expect(bodyRefusal(413, '/admin/addpartner.data', html).body).toContain('<a href="/admin/addpartner">')
	})
})
