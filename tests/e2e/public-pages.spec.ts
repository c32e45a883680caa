import ICAL from 'ical.js'
import { currentEdition, expect, test } from './fixtures.ts'

test.describe('agenda', () => {
	test('timeline grouped by day with each session’s time, speaker and description', async ({ page, db }) => {
		const edition = await currentEdition(db)
		const sessions = await db
			.selectFrom('agenda_sessions')
			.select(['id', 'heading', 'speaker', 'description', 'starts_at'])
			.where('edition_id', '=', edition.id)
			.orderBy('starts_at')
			.execute()
		await page.goto('/agenda')
		await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible()
		const dayHeadings = page.getByRole('heading', { level: 2, name: /^Day \d/ })
		await expect(dayHeadings).toHaveCount(new Set(sessions.map((s) => s.starts_at.slice(0, 10))).size)
		for (const s of sessions) {
			const item = page.locator(`#session-${s.id}`)
			await expect(item.getByRole('heading', { level: 3 })).toHaveText(s.heading)
			await expect(item).toContainText(/\d{1,2}:\d{2} (AM|PM) – \d{1,2}:\d{2} (AM|PM)/)
			if (s.speaker) await expect(item).toContainText(s.speaker)
			if (s.description) await expect(item).toContainText(s.description)
			await expect(item.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
				'href',
				`/agenda/${s.id}.ics`,
			)
		}
	})

	test('the whole agenda and each session download as iCalendar files in Africa/Accra', async ({
		request,
		db,
	}) => {
		const edition = await currentEdition(db)
		const sessions = await db
			.selectFrom('agenda_sessions')
			.select(['id', 'heading', 'starts_at', 'ends_at'])
			.where('edition_id', '=', edition.id)
			.execute()
		const whole = await request.get('/agenda.ics')
		expect(whole.headers()['content-type']).toContain('text/calendar')
		const text = await whole.text()
		expect(text).toContain('TZID=Africa/Accra')
		const events = new ICAL.Component(ICAL.parse(text))
			.getAllSubcomponents('vevent')
			.map((v) => new ICAL.Event(v))
		expect(events).toHaveLength(sessions.length)
		for (const s of sessions) {
			const event = events.find((e) => e.startDate.toJSDate().toISOString() === s.starts_at)
			expect(event?.summary).toBe(s.heading)
			expect(event?.startDate.toJSDate().toISOString()).toBe(s.starts_at)
			expect(event?.endDate.toJSDate().toISOString()).toBe(s.ends_at)
		}

		const one = sessions[0]!
		const single = new ICAL.Component(ICAL.parse(await (await request.get(`/agenda/${one.id}.ics`)).text()))
		expect(single.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary)).toEqual([one.heading])
		expect((await request.get('/agenda/999999.ics')).status()).toBe(404)
		expect((await request.get('/agenda/abc.ics')).status()).toBe(404)
	})

	test('empty agenda: "No session available"', async ({ page, emptySite }) => {
		await page.goto(`${emptySite.url}/agenda`)
		await expect(page.getByText('No session available')).toBeVisible()
	})
})

test.describe('speakers', () => {
	test('grouped by role with cards linking to a profile page', async ({ page, db }) => {
		const speakers = await db
			.selectFrom('speakers')
			.select(['id', 'title', 'full_name', 'designation', 'role'])
			.execute()
		const settings = await db.selectFrom('settings').select('contact_email').executeTakeFirstOrThrow()
		await page.goto('/speakers')
		await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Speaker', exact: true })).toHaveAttribute(
			'href',
			new RegExp(`^mailto:${settings.contact_email}`),
		)
		const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
		expect(headings.filter((h) => h !== 'Become a Speaker')).toEqual([
			'Keynote Addresses',
			'Speaker (s)',
			'Moderator (s)',
			'Panelist (s)',
		])
		await expect(page.getByRole('region', { name: 'Keynote Addresses' })).toBeVisible()
		for (const s of speakers) {
			const card = page.getByRole('listitem').filter({ hasText: `${s.title} ${s.full_name}` })
			await expect(card).toContainText(s.designation)
			await expect(card.getByRole('link', { name: /Read more\.\.\./ })).toHaveAttribute(
				'href',
				`/speakers/${s.id}`,
			)
			await expect(card.getByRole('img')).toHaveAttribute('width', '640')
		}

		const keynote = speakers.find((s) => s.role === 'Key Address')!
		await page
			.getByRole('listitem')
			.filter({ hasText: keynote.full_name })
			.getByRole('link', { name: /Read more/ })
			.click()
		await expect(page).toHaveURL(`/speakers/${keynote.id}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${keynote.title} ${keynote.full_name}`)
		await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible()
	})

	test('profile shows company, country, bio and the speaker’s sessions; unknown ids are 404', async ({
		page,
		request,
		db,
	}) => {
		const session = await db
			.selectFrom('agenda_sessions')
			.innerJoin('speakers', 'speakers.id', 'agenda_sessions.speaker_id')
			.select([
				'speakers.id',
				'speakers.company',
				'speakers.country',
				'speakers.bio',
				'agenda_sessions.heading',
			])
			.executeTakeFirstOrThrow()
		await page.goto(`/speakers/${session.id}`)
		await expect(page.getByRole('main')).toContainText(session.company)
		if (session.country) await expect(page.getByRole('main')).toContainText(session.country)
		await expect(page.getByRole('main')).toContainText(session.bio.split('\n')[0]!)
		await expect(page.getByRole('main')).toContainText(session.heading)
		expect((await request.get('/speakers/999999')).status()).toBe(404)
		expect((await request.get('/speakers/not-a-number')).status()).toBe(404)
	})

	test('a speaker without a photo shows the fallback image', async ({ page, db }) => {
		const speaker = await db.selectFrom('speakers').select(['id', 'image_key']).executeTakeFirstOrThrow()
		try {
			await db.updateTable('speakers').set({ image_key: null }).where('id', '=', speaker.id).execute()
			await page.goto(`/speakers/${speaker.id}`)
			await expect(page.getByRole('img', { name: /Portrait/ })).toHaveAttribute('src', '/images/3.jpg')
		} finally {
			await db
				.updateTable('speakers')
				.set({ image_key: speaker.image_key })
				.where('id', '=', speaker.id)
				.execute()
		}
	})

	test('empty: "No speakers available" in red', async ({ page, emptySite }) => {
		await page.goto(`${emptySite.url}/speakers`)
		const empty = page.getByText('No speakers available')
		await expect(empty).toBeVisible()
		expect(await empty.evaluate((el) => getComputedStyle(el).color)).toMatch(/^(rgb|oklch|lab)\(/)
		await expect(empty).toHaveClass(/text-red/)
	})
})

test.describe('sponsors', () => {
	test('groups by tier in tier order with logos linking to sponsors’ sites', async ({ page, db }) => {
		const rows = await db
			.selectFrom('sponsors')
			.innerJoin('sponsor_tiers', 'sponsor_tiers.id', 'sponsors.tier_id')
			.select(['sponsors.name', 'sponsors.website', 'sponsor_tiers.title', 'sponsor_tiers.sort_order'])
			.orderBy('sponsor_tiers.sort_order')
			.execute()
		await page.goto('/sponsors')
		await expect(page.getByRole('heading', { level: 1, name: 'Meet our Sponsors' })).toBeVisible()
		const tiers = [...new Set(rows.map((r) => r.title))]
		expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(
			tiers.map((t) => `${t} (s)`),
		)
		for (const tier of tiers)
			await expect(page.getByRole('region', { name: `${tier} (s)`, exact: true })).toBeVisible()
		for (const r of rows) {
			const logo = page.getByRole('img', { name: `${r.name} logo` })
			await expect(logo).toBeVisible()
			if (r.website) await expect(page.locator(`a[href="${r.website}"]`)).toHaveCount(1)
		}
		await expect(page.getByRole('link', { name: 'Become a Sponsor' }).first()).toHaveAttribute(
			'href',
			'/add-sponsorship',
		)
	})

	test('empty: "No sponsors available"', async ({ page, emptySite }) => {
		await page.goto(`${emptySite.url}/sponsors`)
		await expect(page.getByText('No sponsors available')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Become a Sponsor' }).first()).toBeVisible()
	})
})

test.describe('contact', () => {
	test('address in Accra, phone and email links and the embedded map', async ({ page, db }) => {
		const s = await db.selectFrom('settings').selectAll().executeTakeFirstOrThrow()
		await page.goto('/contact')
		await expect(page.getByTestId('contact-address')).toHaveText(s.contact_address)
		await expect(page.getByTestId('contact-address')).toContainText('Accra')
		await expect(page.getByRole('main').getByRole('link', { name: s.contact_phone })).toHaveAttribute(
			'href',
			`tel:${s.contact_phone.replace(/[^+\d]/g, '')}`,
		)
		await expect(page.getByRole('main').getByRole('link', { name: s.contact_email })).toHaveAttribute(
			'href',
			`mailto:${s.contact_email}`,
		)
		await expect(page.locator('iframe')).toHaveAttribute('src', s.map_embed_url!)
		await expect(page.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', s.map_link_url!)
	})
})
