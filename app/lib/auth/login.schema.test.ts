import { expect, test } from 'vitest'
import { safeRedirectTo } from './login.schema.ts'

test('after signing in: an admin path of this site, else the dashboard', () => {
	for (const path of [
		'/admin/users?page=2',
		'/admin/attendees?q=ama%20mensah&sort=name',
		'/admin/update-speaker/7',
	])
		expect(safeRedirectTo(path), path).toBe(path)
	for (const path of [
		null,
		'',
		'https://evil.example/admin/',
		'//evil.example/admin/',
		'/admin/\\evil.example',
		'/\\evil.example',
		'/admin/∕', // a character a Location header cannot carry
		'/admin/x\r\nSet-Cookie: a=b',
		'/public',
		'/admin/login?redirectTo=/admin/users',
		'/admin/logout',
	])
		expect(safeRedirectTo(path), String(path)).toBe('/admin/dashboard')
})
