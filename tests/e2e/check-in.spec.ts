/**
 * The check-in desk on the event day, as a staff member with the User role on a phone: a ticket's
 * link (what a USB scanner or the camera reads) checks the registrant in once; the second time says
 * when and by whom; a forged ticket is refused without data; the search finds by reference and sets
 * the payment; the dashboard counts the check-in; each change is in the activity log with the staff
 * member's name. What a User's desk carries, in the page and in its `.data` answers: no email address,
 * phone or designation, and no waiver to set. And the camera: Chromium's fake camera films a
 * ticket's QR code (a .y4m made by ffmpeg), which the desk reads with @zxing/browser, and through
 * the BarcodeDetector API (a stand-in: Chromium on Linux has none).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import QRCode from 'qrcode'
import { formatCedis } from '#app/lib/format.ts'
import { chromiumLaunchOptions } from './support/chromium.ts'
import { currentEdition, expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'
import { writtenMail } from './support/mail.ts'

test('a ticket checks in once; the desk finds by reference and records the payment', async ({
	page,
	db,
	site,
	registrant,
	factory,
	signInAs,
}) => {
	const registered = await registrant('Nana Ɔdɔm Mensah')
	const ticketUrl = `https://summit.test${registered.ticketPath}`

	const staff = await factory.user({ role: 'User', fullName: 'Efua Desk' })
	await signInAs(staff)
	await page.setViewportSize({ width: 390, height: 844 })
	await gotoHydrated(page, '/admin/dashboard')
	await page.getByRole('button', { name: 'Expand the sidebar' }).click()
	await page.getByRole('link', { name: 'Check-in desk', exact: true }).click()
	await gotoHydrated(page, '/admin/check-in')
	await expect(page.getByRole('heading', { level: 1, name: 'Check-in desk' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Scan a ticket' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])

	// A forged ticket: refused, nobody named.
	await page.getByLabel('Ticket link or code').fill(ticketUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))
	await page.getByRole('button', { name: 'Check in', exact: true }).click()
	await expect(page.getByTestId('desk-answer')).toContainText('This is not a valid ticket')
	await expect(page.getByText('Nana Ɔdɔm Mensah')).toHaveCount(0)

	// The real one, twice.
	await page.getByLabel('Ticket link or code').fill(ticketUrl)
	await page.getByRole('button', { name: 'Check in', exact: true }).click()
	const answer = page.getByTestId('desk-answer')
	await expect(answer).toContainText(/Checked in at \d\d:\d\d by Efua Desk\./)
	await expect(answer).toContainText('Nana Ɔdɔm Mensah')
	await page.getByLabel('Ticket link or code').fill(ticketUrl)
	await page.getByRole('button', { name: 'Check in', exact: true }).click()
	await expect(answer).toContainText(/Already checked in at \d\d:\d\d by Efua Desk\./)
	expect(await axeViolations(page)).toEqual([])

	// By reference (typed without its dash, in lower case), then the payment.
	await page
		.getByLabel('Name, reference or email address')
		.fill(registered.deskRef.replace('-', '').toLowerCase())
	await page.getByRole('button', { name: 'Search' }).click()
	const found = page.getByTestId('desk-results').getByTestId('desk-attendee')
	await expect(found).toHaveCount(1)
	await expect(found).toContainText('Checked in')
	// The fee fixed when the registration was made (the demo edition's of the day).
	const { fee_pesewas } = await db
		.selectFrom('attendees')
		.select('fee_pesewas')
		.where('id', '=', registered.attendeeId)
		.executeTakeFirstOrThrow()
	const fee = formatCedis(fee_pesewas!)
	await expect(found).toContainText(`Fee ${fee} · Paid GH₵ 0 · Balance ${fee}`)
	await found.getByLabel('Paid by Nana Ɔdɔm Mensah').selectOption('cash')
	await found.getByRole('button', { name: `Record ${fee} paid by Nana Ɔdɔm Mensah` }).click()
	await expect(page.getByTestId('desk-answer')).toContainText(/Payment recorded: receipt RCT-\d{4}-\d{4}\./)
	expect(
		await db
			.selectFrom('payments')
			.select(['kind', 'method', 'amount_pesewas', 'recorded_by'])
			.where('attendee_id', '=', registered.attendeeId)
			.execute(),
	).toEqual([{ kind: 'payment', method: 'cash', amount_pesewas: fee_pesewas, recorded_by: 'Efua Desk' }])
	expect(
		await db
			.selectFrom('attendees')
			.select(['checked_in_by'])
			.where('id', '=', registered.attendeeId)
			.executeTakeFirstOrThrow(),
	).toEqual({ checked_in_by: 'Efua Desk' })
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

	// Both changes are in the activity log under the staff member's name, and nothing else was logged
	// by them (the refused second check-in and the forged ticket change nothing).
	expect(
		await db
			.selectFrom('activity_log')
			.select(['user_id', 'username', 'type', 'description'])
			.where('user_id', '=', staff.id)
			.orderBy('id')
			.execute(),
	).toEqual([
		{
			user_id: staff.id,
			username: 'Efua Desk',
			type: 'Check In',
			description: expect.stringMatching(
				new RegExp(`^Checked in Nana Ɔdɔm Mensah \\(\\d{4}, ${registered.deskRef}\\)$`),
			),
		},
		{
			user_id: staff.id,
			username: 'Efua Desk',
			type: 'Record Payment',
			description: expect.stringMatching(
				new RegExp(
					`^Payment of ${fee} by Cash for Nana Ɔdɔm Mensah \\(\\d{4}\\), receipt RCT-\\d{4}-\\d{4}$`,
				),
			),
		},
	])

	// The registrant is mailed the payment with its receipt's number and link.
	const receipt = await writtenMail(db, site.dataDir, 'payment-received', {
		attendeeId: registered.attendeeId,
	})
	expect(receipt.subject).toMatch(new RegExp(`^Receipt RCT-\\d{4}-\\d{4}: ${fee} received for the `))
	expect(receipt.text).toContain('Payment received, thank you Nana Ɔdɔm Mensah')
	expect(receipt.text).toMatch(/Paid by\s+Cash/)
	expect(receipt.text).toContain('Nothing: everything is paid.')
	expect(receipt.html).toContain(`${registered.managePath}/receipts/RCT-`)
	// With the receipt itself attached, as the server renders it.
	expect(receipt.attachments.map((a) => [a.contentType, a.filename])).toEqual([
		['application/pdf', expect.stringMatching(/^RCT-\d{4}-\d{4}\.pdf$/)],
	])
	expect(receipt.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')

	// The dashboard counts the current edition's check-ins against its registrations.
	const edition = await currentEdition(db)
	const count = async (checkedIn: boolean) =>
		Number(
			(
				await db
					.selectFrom('attendees')
					.select((eb) => eb.fn.countAll().as('n'))
					.where('edition_id', '=', edition.id)
					.$if(checkedIn, (q) => q.where('checked_in_at', 'is not', null))
					.executeTakeFirstOrThrow()
			).n,
		)
	const [checkedIn, inEdition] = [await count(true), await count(false)]
	expect(checkedIn).toBeGreaterThan(0)
	await page.goto('/admin/dashboard')
	await expect(page.getByTestId('count-checked-in')).toHaveText(`${checkedIn} / ${inEdition}`)
	// Money is for Administrators: a desk volunteer's dashboard has none of it, in the page or its data.
	await expect(page.getByTestId('count-Total Registration')).toBeVisible()
	await expect(page.getByTestId('money')).toHaveCount(0)
	const data = await page.request.get('/admin/dashboard.data')
	expect(data.status()).toBe(200)
	expect(await data.text()).not.toMatch(/receivedByMethod|outstandingPesewas/)
})

test('“Ticket link or code” takes the reference printed on the ticket; an unknown one is named as such, not as forged', async ({
	page,
	registrant,
	factory,
	signInAs,
}) => {
	const registered = await registrant('Adwoa Reference Owusu')
	await signInAs(await factory.user({ role: 'User', fullName: 'Kwesi Desk' }))
	await gotoHydrated(page, '/admin/check-in')
	const ticket = page.getByLabel('Ticket link or code')
	const checkIn = page.getByRole('button', { name: 'Check in', exact: true })
	const answer = page.getByTestId('desk-answer')

	// A reference nobody has: said plainly, nobody named.
	const unknown = registered.deskRef === 'FV22-HTPE' ? 'FV22-HTPF' : 'FV22-HTPE'
	await ticket.fill(unknown)
	await checkIn.click()
	await expect(answer).toContainText(`No registration has the reference ${unknown}`)
	await expect(answer).not.toContainText('forged')

	// The delegate says their reference: typed in lower case, with a space for the dash.
	await ticket.fill(registered.deskRef.replace('-', ' ').toLowerCase())
	await checkIn.click()
	await expect(answer).toContainText(/Checked in at \d\d:\d\d by Kwesi Desk\./)
	await expect(answer).toContainText('Adwoa Reference Owusu')
	await expect(answer).toContainText(registered.deskRef)
	await ticket.fill(registered.deskRef)
	await checkIn.click()
	await expect(answer).toContainText(/Already checked in at \d\d:\d\d by Kwesi Desk\./)
	expect(await axeViolations(page)).toEqual([])
})

test('a User’s desk carries no email address, phone or designation, in the page or its data, and offers no waiver', async ({
	page,
	db,
	email,
	registrant,
	factory,
	signInAs,
}) => {
	const registered = await registrant('Adwoa Privacy Owusu')
	const ticketUrl = `https://summit.test${registered.ticketPath}`
	const { whatsapp, designation } = await db
		.selectFrom('attendees')
		.select(['whatsapp_number as whatsapp', 'designation'])
		.where('id', '=', registered.attendeeId)
		.executeTakeFirstOrThrow()
	const secrets = [email, whatsapp, designation]
	const carriesNone = (text: string) => {
		for (const secret of secrets) expect(text).not.toContain(secret)
	}
	await signInAs(await factory.user({ role: 'User', fullName: 'Kojo Volunteer' }))

	// Found by name, by the whole email address (which is not shown), never by a part of it.
	await gotoHydrated(page, '/admin/check-in')
	await page.getByLabel('Name, reference or email address').fill('privacy ow')
	await page.getByRole('button', { name: 'Search' }).click()
	const found = page.getByTestId('desk-results').getByTestId('desk-attendee')
	await expect(found).toHaveCount(1)
	await expect(found).toContainText('Adwoa Privacy Owusu')
	await expect(found).toContainText('Cape Coast Audit')
	await expect(found).toContainText(registered.deskRef)
	await expect(found).toContainText('Not paid')
	carriesNone(await page.content())
	// A desk volunteer records cash or MoMo, nothing else: no waiver, no payments screen.
	await expect(found.getByLabel('Paid by Adwoa Privacy Owusu').locator('option')).toHaveText([
		'Cash',
		'Mobile money',
	])
	await expect(found.getByRole('link', { name: 'Payments of Adwoa Privacy Owusu' })).toHaveCount(0)
	for (const q of ['privacy ow', email]) {
		for (const path of [
			`/admin/check-in.data?q=${encodeURIComponent(q)}`,
			`/admin/check-in?q=${encodeURIComponent(q)}`,
		]) {
			const response = await page.request.get(path)
			expect(response.status()).toBe(200)
			const body = await response.text()
			expect(body).toContain('Adwoa Privacy Owusu')
			// Searched by the address, the answer carries it only as the search's own text: once in the
			// data, in the page also in the search box.
			carriesNone(
				q !== email
					? body
					: path.includes('.data')
						? body.replace(email, '')
						: body.replaceAll(`"${email}"`, '').replaceAll(`\\"${email}\\"`, ''),
			)
		}
	}
	const part = await page.request.get(`/admin/check-in.data?q=${encodeURIComponent(email.slice(0, -4))}`)
	expect(await part.text()).not.toContain('Adwoa Privacy Owusu')

	// Too short to search: said on the page, not an error.
	await page.getByLabel('Name, reference or email address').fill('Ad')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page.getByTestId('desk-search-note')).toContainText('Type at least 3 letters of the name')

	// The action's answer (a check-in by the ticket, as the page posts it) carries no more than the page.
	const origin = new URL(page.url()).origin
	const answer = await page.request.post('/admin/check-in.data', {
		form: { intent: 'check-in-ticket', ticket: ticketUrl },
		headers: { Origin: origin },
	})
	expect(answer.status()).toBe(200)
	const answerBody = await answer.text()
	expect(answerBody).toMatch(/Checked in at \d\d:\d\d by Kojo Volunteer\./)
	expect(answerBody).toContain('Adwoa Privacy Owusu')
	carriesNone(answerBody)
	await gotoHydrated(page, `/admin/check-in?q=${encodeURIComponent(registered.deskRef)}`)
	await expect(page.getByTestId('desk-results')).toContainText('Checked in')
	carriesNone(await page.content())

	// A part payment posted by hand by a volunteer is refused and changes nothing.
	const partPayment = await page.request.post('/admin/check-in', {
		form: { intent: 'payment', id: String(registered.attendeeId), method: 'cash', amount: '100', seen: '0' },
		headers: { Origin: origin },
	})
	expect(await partPayment.text()).toContain('At the desk you can record the exact balance only')
	expect(
		await db.selectFrom('payments').select('id').where('attendee_id', '=', registered.attendeeId).execute(),
	).toEqual([])
})

for (const reader of ['@zxing/browser', 'BarcodeDetector'] as const) {
	test(`the camera reads a ticket’s QR code and checks the registrant in (${reader})`, async ({
		registrant,
		site,
		signInAs,
		cleanup,
		factory,
	}) => {
		test.setTimeout(90_000)
		const { ticketPath } = await registrant('Abena Camera')
		const ticketUrl = `${site.url}${ticketPath}`

		// A fake camera that films the ticket's QR code (Chromium plays a .y4m file as the camera).
		const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-e2e-camera-'))
		cleanup(() => fs.rm(dir, { recursive: true, force: true }))
		const png = path.join(dir, 'qr.png')
		// Large modules (low error correction, 600 px): every random token reads at once, as a phone held close does.
		await QRCode.toFile(png, ticketUrl, { width: 600, margin: 4, errorCorrectionLevel: 'L' })
		const film = path.join(dir, 'qr.y4m')
		await promisify(execFile)('ffmpeg', [
			'-v',
			'error',
			'-loop',
			'1',
			'-i',
			png,
			'-t',
			'3',
			'-r',
			'10',
			'-pix_fmt',
			'yuv420p',
			'-y',
			film,
		])
		const browser = await chromium.launch({
			...chromiumLaunchOptions,
			args: [
				...(chromiumLaunchOptions.args ?? []),
				'--use-fake-device-for-media-stream',
				'--use-fake-ui-for-media-stream',
				`--use-file-for-fake-video-capture=${film}`,
			],
		})
		cleanup(() => browser.close())
		const context = await browser.newContext({ baseURL: site.url, permissions: ['camera'] })
		if (reader === 'BarcodeDetector') {
			// Chromium on Linux has no BarcodeDetector, so no real one can run here: this stand-in, with
			// the API's shape, "reads" the ticket once the camera's picture plays, and (like a real reader)
			// reports it on every look. It tests the desk's use of the API, not the decoding.
			await context.addInitScript((value: string) => {
				const seen: string[][] = []
				Object.assign(window, {
					detectorFormats: seen,
					BarcodeDetector: class {
						constructor({ formats }: { formats: string[] }) {
							seen.push(formats)
						}
						async detect(source: HTMLVideoElement) {
							return source.videoWidth > 0 && !source.paused ? [{ rawValue: value }] : []
						}
					},
				})
			}, ticketUrl)
		}
		await signInAs(await factory.user({ role: 'User', fullName: 'Kwame Scanner' }), context)
		const page = await context.newPage()
		await gotoHydrated(page, '/admin/check-in')
		const logs: string[] = []
		page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`))
		page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`))
		const checkedIn = page
			.getByTestId('desk-answer')
			.filter({ hasText: /Checked in at \d\d:\d\d by Kwame Scanner\./ })
		await page.getByRole('button', { name: 'Scan a ticket' }).click()
		// Under the whole suite the reader has, now and then, read nothing for a minute (cause not proven;
		// the desk's reading loop now survives any failed look). The desk's staff would stop the camera and
		// scan again; so does the test, once, and the report says what the camera showed then.
		await checkedIn.waitFor({ timeout: 25_000 }).catch(async () => {
			const video = await page
				.locator('video')
				.evaluate((v: HTMLVideoElement) => ({
					readyState: v.readyState,
					paused: v.paused,
					width: v.videoWidth,
					tracks: (v.srcObject as MediaStream | null)?.getTracks().map((t) => t.readyState) ?? null,
					// What the camera shows: the QR code is about half dark pixels, the fake device's own
					// pattern (when the film is not used) is mostly green.
					picture: (() => {
						const canvas = document.createElement('canvas')
						canvas.width = v.videoWidth
						canvas.height = v.videoHeight
						const context = canvas.getContext('2d')
						if (!context || !canvas.width) return null
						context.drawImage(v, 0, 0)
						const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
						let dark = 0
						let green = 0
						for (let i = 0; i < data.length; i += 4) {
							if (data[i]! + data[i + 1]! + data[i + 2]! < 200) dark++
							if (data[i + 1]! > data[i]! + 60) green++
						}
						const pixels = data.length / 4
						return { height: v.videoHeight, dark: dark / pixels, green: green / pixels }
					})(),
				}))
				.catch(() => null)
			const description = JSON.stringify({ video, logs: logs.slice(-20) })
			test.info().annotations.push({ type: 'camera scanned again', description })
			console.warn(`Camera scanned again (${reader}): ${description}`)
			await page.getByRole('button', { name: 'Stop the camera' }).click()
			await page.getByRole('button', { name: 'Scan a ticket' }).click()
		})
		await expect(checkedIn).toBeVisible({ timeout: 30_000 })
		await expect(page.getByTestId('desk-answer')).toContainText('Abena Camera')
		if (reader === 'BarcodeDetector') {
			expect(
				await page.evaluate(() => (window as unknown as { detectorFormats: string[][] }).detectorFormats),
			).toEqual([['qr_code']])
		}
	})
}
