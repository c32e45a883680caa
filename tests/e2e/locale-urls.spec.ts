/**
 * Language prefixes (ADR 0059): French lives under `/fr` only; any other prefix is a 404, not
 * English under a foreign URL; `Accept-Language` never redirects a shared link; a French page is
 * kept in the page cache exactly as its English twin.
 */
import { expect, test } from './fixtures.ts'

test('an unknown or wrong language prefix is a 404', async ({ request }) => {
	for (const path of ['/de/agenda', '/en/agenda', '/fr-fr/agenda', '/en', '/FR/agenda', '/Fr'])
		expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
})

test('a browser asking for French gets the English page at an English URL, never a redirect', async ({
	request,
}) => {
	const answer = await request.get('/agenda', {
		headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
		maxRedirects: 0,
	})
	expect(answer.status()).toBe(200)
	const html = await answer.text()
	expect(html).toMatch(/<html[^>]* lang="en-GB"/)
	// The French twin is offered, decided in the browser (the page is the same for everyone).
	expect(html).toContain('data-language-suggestion="/fr/agenda"')
})

test('a French page comes from the page cache as its English twin does: shared and revalidated with a 304', async ({
	playwright,
	baseURL,
}) => {
	for (const path of ['/agenda', '/fr/agenda', '/fr']) {
		const [one, two] = await Promise.all([
			playwright.request.newContext({ baseURL }),
			playwright.request.newContext({ baseURL }),
		])
		const first = await one.get(path)
		expect(first.status(), path).toBe(200)
		expect(first.headers()['cache-control'], path).toMatch(
			/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
		)
		const etag = first.headers()['etag']!
		expect(etag, path).toMatch(/^"[\w-]+"$/)
		const second = await two.get(path)
		expect(second.headers()['etag'], path).toBe(etag)
		expect(await second.text(), path).toBe(await first.text())
		expect((await two.get(path, { headers: { 'If-None-Match': etag } })).status(), path).toBe(304)
		await Promise.all([one.dispose(), two.dispose()])
	}
	// The two languages are two pages.
	const [en, fr] = await Promise.all([
		playwright.request.newContext({ baseURL }).then((c) => c.get('/agenda')),
		playwright.request.newContext({ baseURL }).then((c) => c.get('/fr/agenda')),
	])
	expect(fr.headers()['etag']).not.toBe(en.headers()['etag'])
})
