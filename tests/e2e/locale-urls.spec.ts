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

test('a French page is a page of its own in the page cache (kept as English ones are: page-cache.spec.ts)', async ({
	playwright,
	baseURL,
}) => {
	// The two languages are two pages.
	const [en, fr] = await Promise.all([
		playwright.request.newContext({ baseURL }).then((c) => c.get('/agenda')),
		playwright.request.newContext({ baseURL }).then((c) => c.get('/fr/agenda')),
	])
	expect(fr.headers()['etag']).not.toBe(en.headers()['etag'])
})
