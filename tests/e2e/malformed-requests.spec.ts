/**
 * Malformed requests get a 4xx with a short message, never a 5xx: every route of app/routes.ts,
 * signed in as the Administrator (so admin actions are reached), with bodies the forms never send,
 * unreadable ones, other methods, and query values with control characters or characters a
 * `Location` header cannot carry.
 */
import { expect, test } from './fixtures.ts'
import { routePaths } from './support/routes.ts'

/** A route pattern with its parameters filled in (`:speakerId` → 1, `*` → a page that is not there). */
function concrete(pattern: string): string {
	return pattern.replace(/:[A-Za-z]+\??/g, '1').replace(/\*$/, 'no-such-page')
}

const BODIES: { name: string; headers: Record<string, string>; data?: string }[] = [
	{ name: 'JSON', headers: { 'content-type': 'application/json' }, data: '{"email":"a@b.c","password":"x"}' },
	{ name: 'plain text', headers: { 'content-type': 'text/plain' }, data: 'email=a@b.c' },
	{
		name: 'broken multipart',
		headers: { 'content-type': 'multipart/form-data; boundary=x' },
		data: '--x\r\nbroken',
	},
	{ name: 'multipart without a boundary', headers: { 'content-type': 'multipart/form-data' }, data: 'x' },
	{ name: 'no body', headers: {} },
]

test('every route answers malformed requests with a 4xx (or its page), never a 5xx', async ({
	page,
	signInAs,
	baseURL,
}) => {
	test.setTimeout(180_000)
	await signInAs()
	const request = page.request
	const failures: string[] = []
	const check = async (label: string, answer: Promise<{ status(): number }>) => {
		const status = (await answer).status()
		if (status >= 500) failures.push(`${label}: ${status}`)
	}
	// Sign-out is last: it ends the session the others use.
	const paths = routePaths()
		.map(concrete)
		.sort((a, b) => Number(a === '/admin/logout') - Number(b === '/admin/logout'))
	for (const path of paths) {
		for (const body of BODIES) {
			await check(
				`POST ${path} (${body.name})`,
				request.post(path, {
					headers: { origin: baseURL!, ...body.headers },
					...(body.data === undefined ? {} : { data: body.data }),
					maxRedirects: 0,
				}),
			)
		}
		for (const method of ['PUT', 'PATCH', 'DELETE']) {
			await check(
				`${method} ${path}`,
				request.fetch(path, { method, headers: { origin: baseURL! }, form: { x: '1' }, maxRedirects: 0 }),
			)
		}
		for (const query of [
			'q=ama%00',
			'q=%0A%7F%1B',
			'redirectTo=/admin/%E2%88%95',
			'page=%00&size=%FF&sort=%00',
		]) {
			await check(`GET ${path}?${query}`, request.get(`${path}?${query}`, { maxRedirects: 0 }))
		}
	}
	expect(failures).toEqual([])
})

test('a JSON or unreadable body is refused with 415 or 400 and a short message', async ({
	request,
	baseURL,
}) => {
	const json = await request.post('/register', {
		headers: { origin: baseURL!, 'content-type': 'application/json' },
		data: '{}',
	})
	expect(json.status()).toBe(415)
	expect(await json.text()).toContain('This address takes HTML forms only')
	const broken = await request.post('/admin/login', {
		headers: { origin: baseURL!, 'content-type': 'multipart/form-data; boundary=x' },
		data: '--x\r\nbroken',
	})
	expect(broken.status()).toBe(400)
	expect(await broken.text()).toContain('The form sent could not be read')
})
