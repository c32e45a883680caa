/**
 * The API for programs through the production server (docs/api.md): a public answer's headers as a
 * client sees them (CORS, ETag, 304), and the reference page drawn from the OpenAPI document, read
 * without JavaScript, at 1280 and 320 px.
 */
import { PROBLEMS } from '#app/lib/api/problem.ts'
import { expect, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'

test('a public answer is JSON with CORS open, an ETag, and 304 when the client has it', async ({
	request,
}) => {
	const first = await request.get('/api/v1/sessions?lang=fr')
	expect(first.status()).toBe(200)
	expect(first.headers()['content-type']).toBe('application/json; charset=utf-8')
	expect(first.headers()['access-control-allow-origin']).toBe('*')
	// JSON members are snake_case, as in the staff API and the webhooks (docs/api.md, "Conventions").
	const [session] = ((await first.json()) as { data: Record<string, unknown>[] }).data
	expect(Object.keys(session!)).toEqual(expect.arrayContaining(['edition_id', 'starts_at', 'ends_at']))
	const etag = first.headers()['etag']!
	const again = await request.get('/api/v1/sessions?lang=fr', { headers: { 'If-None-Match': etag } })
	expect(again.status()).toBe(304)
	const missing = await request.get('/api/v1/speakers/abc')
	expect(missing.status()).toBe(404)
	expect(missing.headers()['content-type']).toBe('application/problem+json')
	expect((await missing.json()).type).toBe('/api/v1/reference#problem-not-found')
})

test('the reference shows every operation of the document and every kind of problem, without JavaScript', async ({
	browser,
	request,
}) => {
	const openApi = (await (await request.get('/api/v1/openapi.json')).json()) as {
		paths: Record<string, Record<string, { operationId?: string }>>
	}
	const { page, close } = await pageWithoutJavaScript(browser)
	try {
		await page.goto('/api/v1/reference')
		await expect(page.getByRole('heading', { level: 1 })).toContainText('reference')
		for (const [path, item] of Object.entries(openApi.paths)) {
			for (const method of Object.keys(item)) {
				const name = `${method.toUpperCase()} /api/v1${path}`
				await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
			}
		}
		for (const kind of Object.keys(PROBLEMS)) await expect(page.locator(`#problem-${kind}`)).toBeVisible()
		// A problem's `type` leads to its explanation.
		await page.goto('/api/v1/reference#problem-not-found')
		await expect(page.locator('#problem-not-found')).toBeInViewport()
	} finally {
		await close()
	}
})

test('the reference passes axe at 320 px and fits the screen at 1280 and 320 px', async ({ page }) => {
	// axe over the whole reference takes about 25 s on the two-core machine: once, at the narrow width,
	// where the tables change their layout.
	test.setTimeout(90_000)
	await page.goto('/api/v1/reference')
	for (const width of [1280, 320]) {
		await page.setViewportSize({ width, height: 800 })
		const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
		expect(scrollWidth, `the reference is ${scrollWidth} px wide at ${width} px`).toBeLessThanOrEqual(width)
	}
	expect(await axeViolations(page)).toEqual([])
})
