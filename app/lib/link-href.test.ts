import { expect, test } from 'vitest'
import { linkHref } from './link-href.ts'

test('only https, http, mailto and tel URLs become links', () => {
	for (const url of [
		'https://www.linkedin.com/company/summit',
		'http://example.org/map',
		'mailto:info@summit.example',
		'tel:+233302901234',
		'HTTPS://EXAMPLE.ORG',
	])
		expect(linkHref(url), url).toBe(url)
	expect(linkHref('  https://wa.me/233302901234  ')).toBe('https://wa.me/233302901234')
	for (const url of [
		'javascript:alert(1)',
		' JavaScript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'vbscript:msgbox(1)',
		'file:///etc/passwd',
		'//evil.example',
		'/relative',
		'not a url',
		'',
		null,
		undefined,
	])
		expect(linkHref(url), String(url)).toBeNull()
})
