/**
 * The dashboard's charts of the current edition (ADR 0058): five figures, each a drawing made on the
 * server (SVG, an image with a name saying what it shows) with its table under "Show as table",
 * shown under the real Content-Security-Policy without a refusal, with no chart code sent to the
 * browser, and a sentence instead of a drawing while there are no figures. Screenshots at 320 px and
 * on a desktop go to the test's output folder.
 */
import type { Page } from '@playwright/test'
import { currentEdition, expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'
import { uniqueTag } from './support/unique.ts'

const CAPTIONS = [
	/^Registrations per day \(running total\)/,
	'How registrants heard of the summit',
	'Top 10 companies by registrations',
	'Check-ins per hour on the event days (Accra time)',
	'Partnership enquiries by package',
]

/** Collects the page's Content-Security-Policy refusals (read with `cspRefusals`). */
async function watchCsp(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { cspRefusals: string[] }
		w.cspRefusals = []
		document.addEventListener('securitypolicyviolation', (e) =>
			w.cspRefusals.push(`${e.violatedDirective}: ${e.sample || e.blockedURI}`),
		)
	})
}
const cspRefusals = (page: Page) =>
	page.evaluate(() => (window as unknown as { cspRefusals: string[] }).cspRefusals)

/** Every script the page loaded, as text (module scripts and their preloads). */
function watchScripts(page: Page): Map<string, Promise<string>> {
	const scripts = new Map<string, Promise<string>>()
	page.on('response', (response) => {
		if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url()))
			scripts.set(
				response.url(),
				response.text().catch(() => ''),
			)
	})
	return scripts
}

test('an edition without registrations, check-ins or enquiries says so in each chart', async ({
	page,
	db,
	signInAs,
}) => {
	const edition = await currentEdition(db)
	const registered = await db
		.selectFrom('attendees')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('edition_id', '=', edition.id)
		.executeTakeFirstOrThrow()
	// The seed registers no one, and every test removes the registrations it makes.
	expect(Number(registered.n)).toBe(0)
	await signInAs()
	await gotoHydrated(page, '/admin/dashboard')
	const charts = page.getByRole('region', { name: `${edition.year} in charts` })
	await expect(charts.locator('figure')).toHaveCount(5)
	await expect(charts.locator('figure[data-chart="registrations"]')).toContainText('No registrations yet.')
	await expect(charts.locator('figure[data-chart="companies"]')).toContainText('No registrations yet.')
	await expect(charts.locator('figure[data-chart="check-ins"]')).toContainText('No check-ins yet.')
	await expect(charts.locator('figure[data-chart="packages"]')).toContainText('No partnership enquiries yet.')
	await expect(charts.locator('svg')).toHaveCount(0)
})

test('the five charts: drawings with their tables, under the CSP, without chart code in the browser', async ({
	page,
	db,
	signInAs,
	cleanup,
}) => {
	const edition = await currentEdition(db)
	const tag = uniqueTag()
	const domain = `charts-${tag}.example`.toLowerCase()
	cleanup(async () => {
		await db.deleteFrom('attendees').where('email', 'like', `%@${domain}`).execute()
		await db.deleteFrom('partnership_enquiries').where('email', 'like', `%@${domain}`).execute()
	})
	// 14 registrations over three Accra days; one company typed three ways (most often as
	// "Volta Assurance"); check-ins 08:00–09:59.
	type Row = [created: string, company: string, heard: string | null, checkedIn: string | null]
	const rows: Row[] = [
		['2026-12-01T09:00:00.000Z', 'Volta Assurance', 'LinkedIn', '2027-03-18T08:05:00.000Z'],
		['2026-12-01T23:59:00.000Z', 'VOLTA  ASSURANCE', 'LinkedIn', '2027-03-18T08:40:00.000Z'],
		['2026-12-02T00:01:00.000Z', 'volta assurance', 'LinkedIn', '2027-03-18T09:10:00.000Z'],
		['2026-12-02T10:00:00.000Z', 'Sahel Audit', 'Facebook', null],
		['2026-12-05T10:00:00.000Z', 'Sahel Audit', null, null],
		['2026-12-05T10:30:00.000Z', 'Volta Assurance', 'LinkedIn', null],
		...Array.from({ length: 8 }, (_, i): Row => [
			'2026-12-05T11:00:00.000Z',
			`Company ${i + 1}`,
			'Instagram',
			null,
		]),
	]
	await db
		.insertInto('attendees')
		.values(
			rows.map(([created, company, heard, checkedIn], i) => ({
				edition_id: edition.id,
				full_name: `Chart Delegate ${i + 1}`,
				email: `delegate${i + 1}@${domain}`,
				whatsapp_number: '+233241234567',
				company_name: company,
				designation: 'Auditor',
				heard_from: heard,
				created_at: created,
				checked_in_at: checkedIn,
			})),
		)
		.execute()
	await db
		.insertInto('partnership_enquiries')
		.values(
			['Gold', 'Gold', 'Silver'].map((pkg, i) => ({
				edition_id: edition.id,
				full_name: 'Ama',
				company_name: 'Co',
				designation: 'CFO',
				email: `enquiry${i}@${domain}`,
				whatsapp_number: '+233241234567',
				package: pkg,
				reference: `CHRT-${tag}-${i}`,
			})),
		)
		.execute()

	await watchCsp(page)
	const scripts = watchScripts(page)
	await signInAs()
	await page.setViewportSize({ width: 1280, height: 900 })
	await gotoHydrated(page, '/admin/dashboard')

	const charts = page.getByRole('region', { name: `${edition.year} in charts` })
	const figures = charts.locator('figure')
	await expect(figures).toHaveCount(5)
	for (const [i, caption] of CAPTIONS.entries()) {
		const figure = figures.nth(i)
		await expect(figure.locator('figcaption')).toHaveText(caption)
		// The wide drawing shows on a desktop, an image named by what it shows.
		const drawing = figure.getByRole('img')
		await expect(drawing).toHaveCount(1)
		await expect(drawing.locator('svg')).toBeVisible()
		await expect(drawing.locator('svg')).toHaveAttribute('aria-hidden', 'true')
		expect(await drawing.getAttribute('aria-label')).toMatch(/chart/)
		await expect(figure.getByRole('table')).toBeHidden()
	}

	const registrations = figures.nth(0)
	await expect(registrations.getByRole('img')).toHaveAttribute(
		'aria-label',
		/^Line chart: \d+ registrations by /,
	)
	if (edition.early_bird_expires_on) {
		await expect(registrations.locator('figcaption')).toHaveText(
			'Registrations per day (running total), with the end of early bird',
		)
		await expect(registrations.locator('svg:visible text', { hasText: 'Early bird ends' })).toHaveCount(1)
	}
	await registrations.getByText('Show as table').click()
	const days = registrations.getByRole('table')
	await expect(days.getByRole('columnheader')).toHaveText(['Day', 'Registrations that day', 'Total so far'])
	await expect(days.getByRole('row', { name: /^1 Dec 2026/ })).toContainText(/1 Dec 2026\s*2\s*2/)
	await expect(days.getByRole('row', { name: /^2 Dec 2026/ })).toContainText(/2 Dec 2026\s*2\s*4/)
	await expect(days.getByRole('row', { name: /^5 Dec 2026/ })).toContainText(/5 Dec 2026\s*10\s*14/)

	const companies = figures.nth(2)
	await companies.getByText('Show as table').click()
	const companyRows = companies.getByRole('table').locator('tbody tr')
	await expect(companyRows).toHaveCount(10)
	await expect(companyRows.nth(0)).toHaveText(/Volta Assurance\s*4/)
	await expect(companyRows.nth(1)).toHaveText(/Sahel Audit\s*2/)
	// The drawing names the same companies (as text, inside the SVG).
	await expect(companies.locator('svg:visible text', { hasText: 'Volta Assurance' })).toHaveCount(1)

	const checkIns = figures.nth(3)
	await checkIns.getByText('Show as table').click()
	await expect(checkIns.getByRole('table').locator('tbody tr')).toHaveText([
		/08:00–08:59\s*2/,
		/09:00–09:59\s*1/,
	])

	const packages = figures.nth(4)
	await packages.getByText('Show as table').click()
	await expect(packages.getByRole('table').locator('tbody tr')).toHaveText([/Gold\s*2/, /Silver\s*1/])

	// Drawn as drawn: nothing refused by the CSP (a style attribute would be), text at its size.
	expect(await cspRefusals(page)).toEqual([])
	expect(await charts.locator('svg [style]').count()).toBe(0)
	const fontSize = await companies
		.locator('svg:visible text', { hasText: 'Volta Assurance' })
		.evaluate((text) => getComputedStyle(text).fontSize)
	expect(fontSize).toBe('13px')

	// No chart code came to the browser: the drawings are markup from the server.
	expect(scripts.size).toBeGreaterThan(0)
	for (const [url, text] of scripts) expect(await text, url).not.toMatch(/renderToSVGString|echarts|zrender/i)

	expect(await axeViolations(page)).toEqual([])
	await charts.screenshot({ path: test.info().outputPath('dashboard-charts-desktop.png') })

	// A phone: the narrow drawings, still images with their names; the wide ones hidden.
	await page.setViewportSize({ width: 320, height: 800 })
	for (let i = 0; i < 5; i++) {
		const drawing = figures.nth(i).getByRole('img')
		await expect(drawing).toHaveCount(1)
		const box = (await drawing.locator('svg').boundingBox())!
		expect(box.width).toBeLessThanOrEqual(320)
	}
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
	expect(await axeViolations(page)).toEqual([])
	await charts.screenshot({ path: test.info().outputPath('dashboard-charts-320.png') })
})
