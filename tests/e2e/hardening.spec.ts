import crypto from 'node:crypto'
import { waitForCaptchaVerified } from './pages/public-form.page.ts'
import {
	e2eAdmin,
	emptySiteFormRateLimit,
	emptySiteQuestionsPerAddress,
	expect,
	gotoHydrated,
	test,
} from './fixtures.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'
import { countRows } from './support/rows.ts'
import { ADDRESS_FAILURES } from '#app/lib/auth/login-throttle.server.ts'
import { ATTEMPTS_PER_ACCEPTED } from '#app/lib/http/form-rate-limit.server.ts'
import { enqueueMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { registerTestAttendee, registerTestGroup } from './support/registrants.ts'
import { pageUrls, routePaths } from './support/routes.ts'

test.describe('HTTP hardening', () => {
	test('every response carries the security headers; HTML pages a CSP by script hashes', async ({
		request,
		db,
	}) => {
		const speaker = await db
			.selectFrom('speakers')
			.select('image_key')
			.where('image_key', 'is not', null)
			.executeTakeFirstOrThrow()
		for (const path of [
			'/',
			'/agenda',
			'/agenda.ics',
			'/sitemap.xml',
			'/healthz',
			`/uploads/${speaker.image_key}-160.webp`,
			'/no-such-page',
		]) {
			const response = await request.get(path)
			const headers = response.headers()
			expect(headers['x-content-type-options'], path).toBe('nosniff')
			expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
			expect(headers['permissions-policy'], path).toContain('camera=()')
			expect(headers['x-frame-options'], path).toBe('DENY')
			expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
			expect(headers['cross-origin-resource-policy'], path).toBe('same-origin')
			// Over plain HTTP, no HSTS (see below).
			expect(headers['strict-transport-security'], path).toBeUndefined()
		}
		const home = await request.get('/')
		const csp = home.headers()['content-security-policy']!
		expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
		expect(csp).not.toContain('unsafe-inline')
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).toContain("object-src 'none'")
		// Every inline script of the page is allowed by its hash, and nothing else inline is.
		const html = await home.text()
		const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
		expect(inline.length).toBeGreaterThan(0)
		const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1])
		for (const script of inline) {
			expect(allowed).toContain(crypto.createHash('sha256').update(script).digest('base64'))
		}
		const contact = (await request.get('/contact')).headers()['content-security-policy']!
		expect(contact).toContain('frame-src https://www.openstreetmap.org')
	})

	test('a public page paints from its own inline CSS, allowed by its hash; the full stylesheet follows, with JavaScript or without', async ({
		page,
		browser,
		request,
	}) => {
		const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64')
		for (const path of ['/', '/register', '/speakers', '/agenda']) {
			const response = await request.get(path)
			const html = await response.text()
			const csp = response.headers()['content-security-policy']!
			const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)
			expect(styles, path).toHaveLength(1)
			expect(csp, path).toContain(`style-src 'self' 'sha256-${sha256(styles[0]!)}';`)
			// Nothing makes the first paint wait: the stylesheet is linked only for browsers without JavaScript.
			const withoutNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
			expect(withoutNoscript, path).not.toMatch(/<link[^>]+rel="stylesheet"/)
			expect(html, path).toMatch(
				/<noscript><link rel="stylesheet" href="\/assets\/root-[^"]+\.css"\/><\/noscript>/,
			)
		}

		// The stylesheet never arrives: the page is styled all the same, its first screen and below.
		await page.route('**/assets/root-*.css', (route) => route.abort())
		await page.goto('/')
		await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(2, 44, 34)')
		await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '800')
		await expect(page.locator('footer')).toHaveCSS('background-color', 'rgb(2, 44, 34)')
		await page.unroute('**/assets/root-*.css')

		// With JavaScript the stylesheet is added once the page has painted: a rule only it has (the
		// header's shadow once the page is scrolled) applies.
		await page.goto('/')
		await expect(page.locator('head link[rel="stylesheet"][href^="/assets/root-"]')).toHaveCount(1)
		await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1)
		await page.mouse.wheel(0, 1200)
		await expect(page.locator('header').first()).not.toHaveCSS('box-shadow', 'none')

		// Without JavaScript <noscript> links it: it is among the page's style sheets, with the rules the
		// inline CSS leaves out (the scrolled header's shadow).
		const noScript = await pageWithoutJavaScript(browser)
		try {
			await noScript.page.goto('/speakers')
			const sheets = await noScript.page.evaluate(() =>
				[...document.styleSheets].map((sheet) => ({
					href: sheet.href,
					text: [...sheet.cssRules].map((rule) => rule.cssText).join(''),
				})),
			)
			const full = sheets.find((sheet) => sheet.href?.includes('/assets/root-'))
			const inline = sheets.find((sheet) => sheet.href === null)
			const scrolledShadow = /shadow-lg\[data-scrolled="true"\]/
			expect(full?.text).toMatch(scrolledShadow)
			expect(inline?.text).not.toMatch(scrolledShadow)
			await expect(noScript.page.locator('footer')).toHaveCSS('background-color', 'rgb(2, 44, 34)')
		} finally {
			await noScript.close()
		}
	})

	test('a delegate’s own pages: never stored, never indexed, no token sent to other sites; only their Pay now forms may lead to Paystack', async ({
		request,
		registrant,
		paystack,
	}) => {
		const me = await registrant('Kojo Headers')
		for (const path of [me.managePath, me.ticketPath, `${me.managePath}/pay`, `${me.ticketPath}/pay`]) {
			const headers = (await request.get(path)).headers()
			expect(headers['cache-control'], path).toBe('private, no-store')
			expect(headers['x-robots-tag'], path).toBe('noindex, nofollow')
			// The last policy a browser understands applies (helmet's comes first). Not `no-referrer`: with
			// it a browser sends `Origin: null` with the page's own forms.
			expect(headers['referrer-policy']?.split(',').at(-1)?.trim(), path).toBe('same-origin')
			expect(headers['content-security-policy'], path).toContain(`form-action 'self' ${paystack.url};`)
		}
		for (const path of ['/', '/register', '/contact']) {
			expect((await request.get(path)).headers()['content-security-policy'], path).toContain(
				"form-action 'self';",
			)
		}
	})

	test('over HTTPS (as a trusted proxy says), every answer, cached page or not, carries HSTS for a year', async ({
		request,
		emptySite,
	}) => {
		// The empty site trusts one proxy, so its X-Forwarded-Proto counts; the seeded one trusts none.
		for (const path of ['/', '/agenda', '/healthz', '/no-such-page', '/admin/login']) {
			const secure = await request.get(`${emptySite.url}${path}`, {
				headers: { 'x-forwarded-proto': 'https' },
			})
			expect(secure.headers()['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains')
			const plain = await request.get(`${emptySite.url}${path}`)
			expect(plain.headers()['strict-transport-security'], path).toBeUndefined()
		}
	})

	test('pages run under the CSP without a single violation', async ({ page, db }) => {
		// Every public page and sign-in, each loaded (frames included) and hydrated, its stylesheet in;
		// the forms' captcha widget solved.
		test.setTimeout(90_000)
		const violations: string[] = []
		page.on('console', (message) => {
			if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
		})
		// Some violations reach only the DevTools Issues panel (Lighthouse's "best practices" reads
		// it), not the console: an eval merely probed for, say.
		const devtools = await page.context().newCDPSession(page)
		devtools.on('Audits.issueAdded', ({ issue }) => {
			if (issue.code === 'ContentSecurityPolicyIssue') violations.push(JSON.stringify(issue.details))
		})
		await devtools.send('Audits.enable')
		const speaker = await db.selectFrom('speakers').select('id').orderBy('id').executeTakeFirstOrThrow()
		const post = await db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirstOrThrow()
		const category = await db
			.selectFrom('media_categories')
			.select('id')
			.orderBy('id')
			.executeTakeFirstOrThrow()
		for (const path of [
			'/',
			'/register',
			'/register/group',
			'/add-sponsorship',
			'/next-edition',
			'/agenda',
			'/speakers',
			`/speakers/${speaker.id}`,
			'/sponsors',
			'/contact',
			'/privacy',
			'/accessibility',
			'/blogs',
			`/newspage/${category.id}/collections/`,
			`/our/blog/${post.id}/single`,
			'/admin/login',
		]) {
			await gotoHydrated(page, path)
			// A public page adds its stylesheet after its first paint (ADR 0052): the CSP sees that too.
			if (!path.startsWith('/admin'))
				await expect(page.locator('head link[rel="stylesheet"][href^="/assets/root-"]'), path).toHaveCount(1)
			if (path === '/register' || path === '/add-sponsorship') await waitForCaptchaVerified(page)
		}
		await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
		expect(violations).toEqual([])
	})

	test('an oversized body is refused with 413 before it is read', async ({ request }) => {
		const response = await request.post('/register', {
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			data: `name=${'a'.repeat(300_000)}`,
		})
		expect(response.status()).toBe(413)
		expect(await response.text()).toContain('too large')
	})

	test('every screen that uploads an image takes a 4 MB body (the upload limit, not the form limit)', async ({
		page,
		signInAs,
	}) => {
		await signInAs()
		// Not an image: each screen reads the whole body, then refuses the file with its own message.
		const notAnImage = { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024, 7) }
		const screens: [string, string][] = [
			['/admin/add-speaker', 'photo'],
			['/admin/update-speaker/1', 'photo'],
			['/admin/addpartner', 'logo'],
			['/admin/update-sponsor/1', 'logo'],
			['/admin/hero-picture', 'picture'],
			['/admin/add-blog-post', 'cover'],
			['/admin/update-blog-post/1', 'cover'],
			['/admin/blog-images', 'image'],
		]
		for (const [path, field] of screens) {
			const response = await page.request.post(path, { multipart: { [field]: notAnImage }, maxRedirects: 0 })
			expect(response.status(), path).not.toBe(413)
			expect(response.status(), path).toBeLessThan(500)
		}
	})

	test('without JavaScript, an image over the upload limit gets a page that says so and links back', async ({
		browser,
		db,
		signInAs,
	}) => {
		const { page, close } = await pageWithoutJavaScript(browser)
		const before = await countRows(db, 'sponsors')
		try {
			await signInAs(undefined, page.context())
			await page.goto('/admin/addpartner')
			await page.getByLabel('Package').selectOption({ label: 'Media Partner' })
			await page.getByLabel('Logo').setInputFiles({
				name: 'huge.png',
				mimeType: 'image/png',
				buffer: Buffer.alloc(7 * 1024 * 1024, 7),
			})
			await page.getByRole('button', { name: 'Add Sponsor/Partner' }).click()
			await expect(page.getByRole('heading', { level: 1, name: 'File too large' })).toBeVisible()
			await expect(page.getByText('an image must be 5 MB or smaller')).toBeVisible()
			await page.getByRole('link', { name: 'Go back and choose a smaller image.' }).click()
			await expect(page).toHaveURL('/admin/addpartner')
			await expect(page.getByLabel('Logo')).toBeVisible()
			expect(await countRows(db, 'sponsors')).toBe(before)
		} finally {
			await close()
		}
	})

	test('behind one proxy, the address the proxy saw counts, not what the client wrote before it', async ({
		request,
		emptySite,
	}) => {
		// The empty site trusts one proxy (TRUST_PROXY=1): of "forged, real" it takes "real".
		const post = (forged: string, real: string) =>
			request.post(`${emptySite.url}/add-sponsorship`, {
				form: { name: 'x' },
				headers: { 'x-forwarded-for': `${forged}, ${real}` },
				maxRedirects: 0,
			})
		for (let i = 0; i < emptySiteFormRateLimit * ATTEMPTS_PER_ACCEPTED; i++) {
			expect((await post(`198.51.100.${i}`, '203.0.113.9')).status(), `attempt ${i + 1}`).not.toBe(429)
		}
		expect((await post('198.51.100.200', '203.0.113.9')).status()).toBe(429)
		// Another address behind the same proxy is not limited.
		expect((await post('198.51.100.200', '203.0.113.10')).status()).not.toBe(429)
	})

	test('a stored link of another scheme than https, http, mailto or tel is shown as no link', async ({
		page,
		db,
		cleanup,
	}) => {
		const saved = await db
			.selectFrom('settings')
			.select(['facebook_url', 'map_link_url'])
			.executeTakeFirstOrThrow()
		cleanup(() => db.updateTable('settings').set(saved).execute())
		await db
			.updateTable('settings')
			.set({ facebook_url: 'data:text/html,<script>alert(1)</script>', map_link_url: 'javascript:alert(1)' })
			.execute()
		await page.goto('/contact')
		await expect(page.getByRole('contentinfo').getByRole('link', { name: 'LinkedIn' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Open the map' })).toHaveCount(0)
		expect(await page.locator('a[href^="data:"], a[href^="javascript:"]').count()).toBe(0)
	})

	test('a link on another site cannot download an export: 403, and no "Exported" activity', async ({
		page,
		db,
		emptySite,
		signInAs,
		baseURL,
	}) => {
		await signInAs()
		const exportsLogged = async () =>
			(await db.selectFrom('activity_log').select('id').where('type', 'like', 'Export%').execute()).length
		const before = await exportsLogged()
		// A page of another origin (the worker's empty site) links to the export; the browser follows
		// it with the session cookie (SameSite=Lax) and says where it came from.
		for (const path of ['/admin/export/attendees', '/admin/export/partnerships', '/admin/export/interest']) {
			await page.goto(`${emptySite.url}/contact`)
			await page.evaluate((href) => {
				const link = document.createElement('a')
				link.href = href
				link.textContent = 'Free tickets'
				document.body.prepend(link)
			}, `${baseURL}${path}`)
			const response = page.waitForResponse((r) => r.url().endsWith(path))
			await page.getByRole('link', { name: 'Free tickets' }).click()
			expect((await response).status(), path).toBe(403)
			await expect(page.getByText('Downloads open only from the back office itself')).toBeVisible()
		}
		expect(await exportsLogged()).toBe(before)
		// From the back office itself, the same export downloads.
		const own = await page.request.get('/admin/export/attendees', {
			headers: { 'sec-fetch-site': 'same-origin' },
		})
		expect(own.status()).toBe(200)
		expect(await exportsLogged()).toBe(before + 1)
	})

	test('every back-office download opens only from the back office itself', async ({
		page,
		db,
		signInAs,
		email,
		cleanup,
	}) => {
		test.setTimeout(120_000)
		// A registration and a group, for the payments screens the walk opens.
		await registerTestAttendee(db, { name: 'Download Walk', email }, cleanup)
		await registerTestGroup(
			db,
			{ contact: 'Walk Contact', email: `contact.${email}`, company: 'Walk Ltd', names: ['Ama One'] },
			cleanup,
		)
		await signInAs()
		// A mail with a file (the e2e server writes mail to files), so its download answers.
		const to = `download-walk-${crypto.randomUUID()}@e2e.example`
		const mailId = await enqueueMail(
			db,
			{ kind: 'sign-in-warning', to, subject: 'Walk' },
			'e2e.example',
			new Date(),
		)
		await expect
			.poll(
				async () =>
					(await db.selectFrom('mail_outbox').select('eml_name').where('id', '=', mailId).executeTakeFirst())
						?.eml_name,
			)
			.toBeTruthy()
		const urls = [
			...(await pageUrls(db, { ticket: '/', manage: '/', group: '/' })).filter((url) =>
				url.startsWith('/admin/'),
			),
			...routePaths().filter(
				(pattern) => pattern.startsWith('/admin/') && !pattern.includes(':') && pattern !== '/admin/logout',
			),
			`/admin/mail/${mailId}/eml`,
		]
		const downloads: string[] = []
		for (const url of new Set(urls)) {
			const own = await page.request.get(url, {
				headers: { 'sec-fetch-site': 'same-origin' },
				maxRedirects: 0,
			})
			if (!own.headers()['content-disposition']?.startsWith('attachment')) continue
			downloads.push(url.replace(String(mailId), ':mailId'))
			for (const site of ['cross-site', 'same-site']) {
				const elsewhere = await page.request.get(url, {
					headers: { 'sec-fetch-site': site },
					maxRedirects: 0,
				})
				expect(elsewhere.status(), `${url} from a ${site} page`).toBe(403)
				expect(elsewhere.headers()['content-disposition'], url).toBeUndefined()
			}
		}
		// The walk found every download there is (a new one joins it, and this list).
		expect(downloads.sort()).toEqual([
			'/admin/export/attendees',
			'/admin/export/evaluation',
			'/admin/export/interest',
			'/admin/export/partnerships',
			'/admin/export/payments',
			'/admin/mail/:mailId/eml',
		])
	})

	test('a form page is the same bytes for every visitor; one address gets at most its share of fallback questions', async ({
		request,
		emptySite,
	}) => {
		const captchaRows = async () =>
			(await emptySite.db.selectFrom('captcha_used_payloads').select('hash').execute()).length
		const before = await captchaRows()
		// The empty site trusts one proxy: each visitor comes from an address of their own.
		const view = async (address: string) =>
			(
				await request.get(`${emptySite.url}/add-sponsorship`, { headers: { 'x-forwarded-for': address } })
			).text()
		const first = await view('192.0.2.76')
		expect(first).not.toMatch(/What is \d \+ \d\?/)
		expect(await view('198.51.100.76')).toBe(first)
		// A submission without a solution is answered with a question, while the address has its share.
		const send = async () =>
			(
				await request.post(`${emptySite.url}/add-sponsorship`, {
					headers: { 'x-forwarded-for': '192.0.2.77', origin: emptySite.url },
					form: { email: 'kwame@e2e.example' },
				})
			).text()
		for (let i = 0; i < emptySiteQuestionsPerAddress; i++) {
			expect(await send(), `submission ${i + 1}`).toMatch(/What is \d \+ \d\?/)
		}
		const paused = await send()
		expect(paused).not.toMatch(/What is \d \+ \d\?/)
		expect(paused).toContain('The verification question is paused for your network')
		// Questions are signed, not stored: none of this wrote a captcha row.
		expect(await captchaRows()).toBe(before)
	})

	test('/.well-known/security.txt names where to report a vulnerability', async ({ request }) => {
		const response = await request.get('/.well-known/security.txt')
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
		const text = await response.text()
		expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m)
		expect(text).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/m)
	})

	test('/healthz answers 200 when the database is reachable', async ({ request }) => {
		const response = await request.get('/healthz')
		expect(response.status()).toBe(200)
		expect(await response.json()).toEqual({ status: 'ok' })
	})

	test('the public forms are rate limited per address with a clear 429 page', async ({
		browser,
		request,
		emptySite,
	}) => {
		// The worker's empty server: its limit is low, and no other test posts a form there. Refused
		// submissions count against five times the limit (accepted ones against the limit itself:
		// app/lib/http/form-rate-limit.server.test.ts).
		const emptySiteUrl = emptySite.url
		for (let i = 0; i < emptySiteFormRateLimit * ATTEMPTS_PER_ACCEPTED; i++) {
			const ok = await request.post(`${emptySiteUrl}/add-sponsorship`, {
				form: { name: 'x' },
				maxRedirects: 0,
			})
			expect(ok.status(), `submission ${i + 1}`).not.toBe(429)
		}
		const limited = await request.post(`${emptySiteUrl}/add-sponsorship`, {
			form: { name: 'x' },
			maxRedirects: 0,
		})
		expect(limited.status()).toBe(429)
		expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)

		// A plain form POST (no JavaScript) gets the human 429 page.
		const { page, close } = await pageWithoutJavaScript(browser)
		try {
			await page.goto(`${emptySiteUrl}/add-sponsorship`)
			await page.getByLabel('Full Name').fill('Kojo')
			await page
				.getByRole('button', { name: /Submit/ })
				.evaluate((b: HTMLButtonElement) => (b.formNoValidate = true))
			await page.getByRole('button', { name: /Submit/ }).click()
			await expect(page.getByRole('heading', { name: 'Too many requests' })).toBeVisible()
			await expect(
				page.getByText(/Too many submissions from your network\. Please try again in \d+ minutes?\./),
			).toBeVisible()
		} finally {
			await close()
		}
	})

	test('every post of the group form counts against the address, its row buttons too', async ({
		request,
		emptySite,
	}) => {
		// From an address of its own behind the empty site's proxy: no other test uses it.
		const post = (data: string) =>
			request.post(`${emptySite.url}/register/group`, {
				headers: { 'x-forwarded-for': '192.0.2.41', 'content-type': 'application/x-www-form-urlencoded' },
				data,
				maxRedirects: 0,
			})
		for (let i = 0; i < emptySiteFormRateLimit * ATTEMPTS_PER_ACCEPTED; i++) {
			const answer = await post(`intent=more-rows&name=Ama&colleagues%5B0%5D.name=Kofi`)
			expect(answer.status(), `"Add more rows" ${i + 1}`).toBe(200)
		}
		expect((await post('intent=more-rows')).status()).toBe(429)
		expect((await post('intent=remove-0')).status()).toBe(429)
	})

	test("posts to a registrant's manage page count against the address, a forged link's too", async ({
		request,
		emptySite,
	}) => {
		const post = () =>
			request.post(`${emptySite.url}/registration/forged-token`, {
				headers: { 'x-forwarded-for': '192.0.2.44' },
				form: { intent: 'save', name: 'x' },
				maxRedirects: 0,
			})
		for (let i = 0; i < emptySiteFormRateLimit * ATTEMPTS_PER_ACCEPTED; i++)
			expect((await post()).status(), `post ${i + 1}`).toBe(404)
		expect((await post()).status()).toBe(429)
	})

	test('sign-in posts that are not a sign-in count against the address like failures', async ({
		request,
		emptySite,
	}) => {
		const post = (form: Record<string, string>) =>
			request.post(`${emptySite.url}/admin/login`, {
				headers: { 'x-forwarded-for': '192.0.2.42' },
				form,
				maxRedirects: 0,
			})
		for (let i = 0; i < ADDRESS_FAILURES; i++)
			expect((await post({ email: 'not an address' })).status(), `malformed sign-in ${i + 1}`).toBe(400)
		const paused = await post({ email: 'x' })
		expect(paused.status()).toBe(429)
		expect(await paused.text()).toContain('Too many failed sign-in attempts.')
		// A real attempt from that address waits too; another address does not.
		expect((await post({ email: e2eAdmin.email, password: 'a wrong password' })).status()).toBe(429)
		const other = await request.post(`${emptySite.url}/admin/login`, {
			headers: { 'x-forwarded-for': '192.0.2.43' },
			form: { email: 'someone@e2e.example', password: 'a wrong password' },
			maxRedirects: 0,
		})
		expect(other.status()).toBe(401)
	})
})

test('forms validate in the browser without eval: no console error and no policy violation', async ({
	page,
	signInAs,
}) => {
	// Zod compiles validators with `new Function` unless told not to (jitless); the CSP refuses
	// that, and browsers then log an error on every page with a form.
	const problems: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error') problems.push(message.text())
	})
	page.on('pageerror', (error) => problems.push(error.message))
	// A refused eval is reported to the page as a `securitypolicyviolation` event, not a console call.
	await page.addInitScript(() =>
		document.addEventListener('securitypolicyviolation', (event) =>
			console.error(`policy violation: ${event.violatedDirective} ${event.blockedURI}`),
		),
	)
	const violations = () => problems.filter((p) => p.startsWith('policy violation'))
	for (const url of ['/register', '/add-sponsorship']) {
		await gotoHydrated(page, url)
		await waitForCaptchaVerified(page)
		await page.getByLabel('Email').fill('not an address')
		await page.getByLabel('Email').blur()
	}
	await signInAs()
	await gotoHydrated(page, '/admin/adduser')
	await page.getByLabel('Email').fill('not an address')
	await page.getByRole('button', { name: 'Add user' }).click()
	await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
	expect(violations()).toEqual([])
	expect(problems).toEqual([])
})
