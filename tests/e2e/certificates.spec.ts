/**
 * CPE certificates against the built server (docs/event-days.md, "CPE certificates"), without
 * JavaScript: an Administrator issues a past edition's certificates (a second run issues nothing
 * twice) and downloads one; the verification page confirms a valid number with the name, edition
 * and hours only, and answers 404 "not a valid certificate" to a forged number, in English and
 * French; the delegate downloads theirs from the manage page; correcting the name reissues under a
 * new number (the old one stops verifying); revoking, with its reason and confirmation, makes the
 * number fail too. The screens pass axe.
 */
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'
import {
	attendFactory,
	cpeSessionFactory,
	delegatesFactory,
} from '#tests/factories/certificate-attendance.ts'
import { pdfText } from '#tests/setup/pdf-text.ts'
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'

const HOUR = 3_600_000

test('issue, download, verify, reissue on a name correction and revoke, without JavaScript', async ({
	db,
	factory,
	noJsPage: page,
	signInAs,
	email,
}) => {
	test.setTimeout(120_000)
	// A past edition of its own year (editions are told apart by year on the screen).
	const year = 1990 + (Date.now() % 30)
	const editionId = await factory.edition('past', { year, theme: 'Assurance for a new era' })
	const start = Date.now() - 200 * 24 * HOUR
	const at = (hours: number) => new Date(start + hours * HOUR).toISOString()
	const keynote = await cpeSessionFactory(db, editionId, {
		heading: 'Opening keynote',
		headingFr: "Discours d'ouverture",
		startsAt: at(0),
		endsAt: at(1.5),
		hours: 150,
	})
	const workshop = await cpeSessionFactory(db, editionId, {
		heading: 'Fraud risk workshop',
		startsAt: at(3),
		endsAt: at(5),
		hours: 200,
	})
	const [ama, awa] = await delegatesFactory(db, editionId, [
		{ fullName: 'Ama Ɔdɔm', email: `ama.${email}` },
		{ fullName: 'Awa Traoré', email: `awa.${email}`, locale: 'fr' },
	])
	await attendFactory(db, [keynote, workshop], [ama!], new Date())
	await attendFactory(db, [keynote], [awa!], new Date())
	await signInAs(undefined, page.context())

	// Issue.
	await page.goto(`/admin/certificates?edition=${editionId}`)
	await expect(page.getByTestId('figure-eligible')).toHaveText('2')
	await expect(page.getByTestId('figure-not-issued')).toHaveText('2')
	await page.getByRole('button', { name: 'Issue certificates' }).click()
	await expect(page.getByTestId('figure-issued')).toHaveText('2')
	await expect(page.getByTestId('certificate-row')).toHaveCount(2)
	// The same form posted again (a second click, a resent form) issues nothing twice.
	const again = await page.request.post(`/admin/certificates?edition=${editionId}`, {
		form: { intent: 'issue', edition: String(editionId) },
		headers: { origin: new URL(page.url()).origin },
		maxRedirects: 0,
	})
	expect(again.status()).toBe(303)
	const issued = await db
		.selectFrom('certificates')
		.select(['id', 'number', 'attendee_id'])
		.where('edition_id', '=', editionId)
		.orderBy('serial')
		.execute()
	expect(issued).toHaveLength(2)
	expect(
		await db
			.selectFrom('mail_outbox')
			.select('id')
			.where('kind', '=', 'certificate')
			.where(
				'certificate_id',
				'in',
				issued.map((c) => c.id),
			)
			.execute(),
	).toHaveLength(2)
	const amaCertificate = issued.find((c) => c.attendee_id === ama)!
	const awaCertificate = issued.find((c) => c.attendee_id === awa)!

	// Search by name, then download the PDF from the list.
	await page.getByLabel('Search by name or number').fill('Traoré')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page.getByTestId('certificate-row')).toHaveCount(1)
	const pdf = await page.request.get(`/admin/certificates/pdf/${awaCertificate.id}.pdf`, {
		headers: { 'sec-fetch-site': 'same-origin' },
	})
	expect(pdf.headers()['content-type']).toBe('application/pdf')
	const awaText = await pdfText(await pdf.body())
	expect(awaText).toContain('Attestation de participation')
	expect(awaText).toContain('Awa Traoré')
	expect(awaText).toContain(awaCertificate.number)

	// The verification page: valid, in English and French; nothing but the name, edition and hours.
	await page.goto(`/certificate/${amaCertificate.number.toLowerCase()}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Valid certificate')
	await expect(page.getByTestId('certificate-valid')).toContainText('Ama Ɔdɔm')
	await expect(page.getByTestId('certificate-valid')).toContainText(
		`Internal Audit Leadership Summit ${year}`,
	)
	await expect(page.getByTestId('certificate-valid')).toContainText('3.5')
	const body = await page.locator('main').innerText()
	for (const hidden of [`ama.${email}`, 'Volta Assurance', 'Opening keynote'])
		expect(body).not.toContain(hidden)
	expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow')
	await page.goto(`/fr/certificate/${amaCertificate.number}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attestation valide')
	await expect(page.getByTestId('certificate-valid')).toContainText('3,5')

	// Forged numbers: 404 in both languages.
	const forged = `CPE-${year}-0001-ZZZZZZ`
	for (const [path, title] of [
		[`/certificate/${forged}`, 'This is not a valid certificate'],
		[`/fr/certificate/${forged}`, "Ceci n'est pas une attestation valide"],
		['/certificate/not-a-number', 'This is not a valid certificate'],
	] as const) {
		const answer = await page.goto(path)
		expect(answer?.status(), path).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
	}

	// The delegate's manage page: the certificate and its download.
	const ref = (
		await db.selectFrom('attendees').select('ticket_ref').where('id', '=', ama!).executeTakeFirstOrThrow()
	).ticket_ref!
	const manage = `/registration/${signTicketRef(await ticketSecret(db), ref, 'manage')}`
	await page.goto(manage)
	await expect(page.getByRole('heading', { name: 'Your CPE certificate' })).toBeVisible()
	const download = page.getByRole('link', { name: 'Download certificate (PDF)' })
	const own = await page.request.get((await download.getAttribute('href'))!)
	expect(own.status()).toBe(200)
	expect(await pdfText(await own.body())).toContain('Ama Ɔdɔm')

	// Correct the name and reissue: asked first, then a new number; the old one stops verifying.
	await page.goto(`/admin/certificates/${amaCertificate.id}`)
	await page.getByLabel('Name as it should be printed').fill('Ama Ɔdɔm-Asante')
	await page.getByRole('button', { name: 'Correct the name and reissue…' }).click()
	await expect(page.getByTestId('confirmation')).toContainText('Ama Ɔdɔm-Asante')
	await page.getByRole('button', { name: 'Correct the name and reissue', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1 })).toContainText(`CPE-${year}-0003-`)
	await expect(page.getByTestId('certificate-name')).toHaveText('Ama Ɔdɔm-Asante')
	expect((await page.goto(`/certificate/${amaCertificate.number}`))?.status()).toBe(404)
	const reissued = await db
		.selectFrom('certificates')
		.select(['id', 'number'])
		.where('attendee_id', '=', ama!)
		.where('revoked_at', 'is', null)
		.executeTakeFirstOrThrow()
	expect((await page.goto(`/certificate/${reissued.number}`))?.status()).toBe(200)
	await expect(page.getByTestId('certificate-valid')).toContainText('Ama Ɔdɔm-Asante')

	// Revoke: a reason is required (kept when refused), then asked, then done.
	await page.goto(`/admin/certificates/${reissued.id}`)
	await page.getByRole('button', { name: 'Revoke…' }).click()
	await expect(page.getByText('Say why the certificate is revoked.')).toBeVisible()
	await page.getByLabel('Reason').fill('Attendance recorded in error')
	await page.getByRole('button', { name: 'Revoke…' }).click()
	await expect(page.getByTestId('confirmation')).toContainText('Attendance recorded in error')
	await page.getByRole('button', { name: 'Revoke certificate' }).click()
	await expect(page).toHaveURL(new RegExp(`/admin/certificates\\?edition=${editionId}$`))
	const response = await page.goto(`/certificate/${reissued.number}`)
	expect(response?.status()).toBe(404)
	await page.goto(manage)
	await expect(page.getByTestId('certificate-later')).toBeVisible()
})

test('the certificate screens and pages pass axe at 1280 and 320 px', async ({
	page,
	db,
	factory,
	signInAs,
	email,
}) => {
	test.setTimeout(120_000)
	const year = 1960 + (Date.now() % 30)
	const editionId = await factory.edition('past', { year })
	const session = await cpeSessionFactory(db, editionId, {
		heading: 'Keynote',
		startsAt: new Date(Date.now() - 100 * 24 * HOUR).toISOString(),
		endsAt: new Date(Date.now() - 100 * 24 * HOUR + HOUR).toISOString(),
		hours: 100,
	})
	const [id] = await delegatesFactory(db, editionId, [{ fullName: 'Kofi Axe', email: `kofi.${email}` }])
	await attendFactory(db, [session], [id!], new Date())
	await signInAs()
	await gotoHydrated(page, `/admin/certificates?edition=${editionId}`)
	await page.getByRole('button', { name: 'Issue certificates' }).click()
	await expect(page.getByTestId('certificate-row')).toHaveCount(1)
	const certificate = await db
		.selectFrom('certificates')
		.select(['id', 'number'])
		.where('edition_id', '=', editionId)
		.executeTakeFirstOrThrow()
	const check = async (p: Page, url: string) => {
		for (const width of [1280, 320]) {
			await p.setViewportSize({ width, height: 800 })
			await gotoHydrated(p, url)
			expect(await axeViolations(p, { exclude: 'iframe' }), `${url} at ${width} px`).toEqual([])
			const scroll = await p.evaluate(() => document.documentElement.scrollWidth)
			expect(scroll, `${url} is ${scroll} px wide at ${width} px`).toBeLessThanOrEqual(width)
		}
	}
	for (const url of [
		`/admin/certificates?edition=${editionId}`,
		`/admin/certificates/${certificate.id}`,
		'/admin/settings',
		`/certificate/${certificate.number}`,
		`/fr/certificate/${certificate.number}`,
		`/certificate/CPE-${year}-0001-ZZZZZZ`,
	])
		await check(page, url)
})
