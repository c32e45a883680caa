/**
 * The delegates' evaluation (docs/event-days.md, "Evaluation"), against the built server: a delegate
 * answers from their manage page without JavaScript (a refused answer comes back with the input
 * kept), a second answer from another tab is refused, the manage page then thanks them; staff read
 * the results and export the CSV; the form in French; before the first day and after the window, a
 * page that says so; axe at 320 and 1280 px.
 */
import fs from 'node:fs'
import { parse } from 'csv-parse/sync'
import type { Database } from '#app/db/connect.server.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { axeViolations } from './support/axe.ts'
import type { TestRegistrant } from './support/registrants.ts'

const DAY_MS = 86_400_000
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 320, height: 800 }

/** `YYYY-MM-DD` of the Accra day `offset` days from today. */
const dayFrom = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

/**
 * An edition of its own that started yesterday (so its evaluation is open) with a keynote and a
 * break yesterday and a closing panel today (`startDay` moves it), the registrant moved to it and
 * checked in, scanned into the panel. Returns the edition's id and its sessions.
 */
async function openEvaluation(
	db: Database,
	factory: { edition: (trait: 'upcoming' | 'past', overrides?: object) => Promise<number> },
	me: TestRegistrant,
	startDay = -1,
) {
	const first = dayFrom(startDay)
	const last = dayFrom(startDay + 1)
	const editionId = await factory.edition('past', {
		year: 2090 + Math.floor(Math.random() * 9),
		theme: 'Evaluation test edition',
		starts_at: `${first}T08:30:00.000Z`,
	})
	const session = async (heading: string, day: string, from: string, to: string, cpe: number | null) =>
		(
			await db
				.insertInto('agenda_sessions')
				.values({
					edition_id: editionId,
					heading,
					heading_fr: heading === 'Closing panel' ? 'Table ronde de clôture' : null,
					starts_at: `${day}T${from}:00.000Z`,
					ends_at: `${day}T${to}:00.000Z`,
					cpe_hours_hundredths: cpe,
					created_at: new Date().toISOString(),
					updated_at: new Date().toISOString(),
				})
				.returning('id')
				.executeTakeFirstOrThrow()
		).id
	const sessions = {
		keynote: await session('Opening keynote', first, '09:00', '10:00', 100),
		coffee: await session('Coffee break', first, '10:00', '10:30', null),
		panel: await session('Closing panel', last, '15:00', '16:30', 150),
	}
	await db
		.updateTable('attendees')
		.set({ edition_id: editionId, checked_in_at: `${first}T08:00:00.000Z`, checked_in_by: 'Desk' })
		.where('id', '=', me.attendeeId)
		.execute()
	await db
		.insertInto('session_attendance')
		.values({ session_id: sessions.panel, attendee_id: me.attendeeId, scanned_by: 'Desk' })
		.execute()
	return { editionId, sessions }
}

test('a delegate answers from their manage page without JavaScript; a second answer is refused', async ({
	browser,
	db,
	factory,
	registrant,
}) => {
	const me = await registrant('Esi Evaluation')
	const { editionId, sessions } = await openEvaluation(db, factory, me)
	const context = await browser.newContext({ javaScriptEnabled: false })
	try {
		const page = await context.newPage()
		await page.goto(me.managePath)
		const section = page.getByRole('region', { name: 'Tell us how it went' })
		await expect(section).toBeVisible()
		// A second tab opened on the form before the first one sends it.
		const other = await context.newPage()
		await other.goto(`${me.managePath}/evaluation`)

		await section.getByRole('link', { name: 'Answer the evaluation' }).click()
		await expect(page).toHaveURL(`${me.managePath}/evaluation`)
		await expect(page.getByRole('heading', { level: 1, name: 'Evaluation' })).toBeVisible()
		await expect(page.getByText('Your answers are anonymous')).toBeVisible()
		// The break is not rated; the panel she was scanned into comes first.
		const groups = page.getByTestId('evaluation-session')
		await expect(groups).toHaveCount(2)
		await expect(groups.first().getByRole('group')).toHaveAccessibleName(/^Closing panel/)
		const panel = page.getByRole('group', { name: /^Closing panel/ })
		await expect(panel.getByRole('radio', { name: 'Did not attend' })).toBeChecked()

		// A comment on a session left "Did not attend": refused, with the input kept.
		await page
			.getByRole('group', { name: 'Overall, how was the summit?' })
			.getByRole('radio', { name: '4 — Very good' })
			.check()
		await panel.getByRole('radio', { name: 'Did not attend' }).check()
		await page
			.getByRole('textbox', { name: 'Comment on this session (optional)' })
			.first()
			.fill('A lively debate')
		await page.getByRole('textbox', { name: /Anything else/ }).fill('Thank you, well organised')
		await page.getByRole('button', { name: 'Send my evaluation' }).click()
		await expect(page.getByRole('alert')).toContainText('Some answers need your attention')
		await expect(page.getByText('Choose a rating for this session to leave a comment on it.')).toBeVisible()
		await expect(page.getByRole('radio', { name: '4 — Very good' }).first()).toBeChecked()
		await expect(
			page.getByRole('textbox', { name: 'Comment on this session (optional)' }).first(),
		).toHaveValue('A lively debate')
		await expect(page.getByRole('textbox', { name: /Anything else/ })).toHaveValue(
			'Thank you, well organised',
		)
		expect(
			await db
				.selectFrom('evaluation_answers')
				.selectAll()
				.where('attendee_id', '=', me.attendeeId)
				.execute(),
		).toEqual([])

		await page
			.getByRole('group', { name: /^Closing panel/ })
			.getByRole('radio', { name: '5 — Excellent' })
			.check()
		await page.getByRole('button', { name: 'Send my evaluation' }).click()
		await expect(page.getByTestId('evaluation-answered')).toHaveText(
			'Thank you for your evaluation. Your answers have been received.',
		)
		const responses = await db
			.selectFrom('evaluation_responses')
			.select(['id', 'overall_rating', 'comments'])
			.where('edition_id', '=', editionId)
			.execute()
		expect(responses).toEqual([
			{ id: expect.any(String), overall_rating: 4, comments: 'Thank you, well organised' },
		])
		expect(
			await db
				.selectFrom('evaluation_session_ratings')
				.select(['session_id', 'rating', 'comment'])
				.where('response_id', '=', responses[0]!.id)
				.execute(),
		).toEqual([{ session_id: sessions.panel, rating: 5, comment: 'A lively debate' }])

		// The other tab sends its answer: refused, nothing written.
		await other.getByRole('radio', { name: '1 — Poor' }).first().check()
		await other.getByRole('button', { name: 'Send my evaluation' }).click()
		await expect(other.getByTestId('evaluation-answered')).toHaveText(
			'You have already answered, thank you. Your first answers were kept.',
		)
		expect(
			await db.selectFrom('evaluation_responses').select('id').where('edition_id', '=', editionId).execute(),
		).toHaveLength(1)

		await page.goto(me.managePath)
		await expect(page.getByTestId('evaluation-thanks')).toHaveText('Thank you for your evaluation.')
		await expect(page.getByRole('link', { name: 'Answer the evaluation' })).toHaveCount(0)
	} finally {
		await context.close()
	}
})

test('staff read the results and export them; nothing tells who answered', async ({
	page,
	db,
	factory,
	registrant,
	signInAs,
}) => {
	const me = await registrant('Kwesi Results')
	const { editionId, sessions } = await openEvaluation(db, factory, me)
	await signInAs()
	await gotoHydrated(page, `/admin/evaluation?edition=${editionId}`)
	await expect(page.getByTestId('evaluation-empty')).toBeVisible()
	await expect(page.getByTestId('evaluation-responses')).toHaveText('0 (0% of 1 checked in)')

	const answer = await db
		.insertInto('evaluation_responses')
		.values({
			id: 'e2e-response',
			edition_id: editionId,
			overall_rating: 5,
			comments: '=cmd|calc',
			answered_on: dayFrom(0),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	await db
		.insertInto('evaluation_session_ratings')
		.values([
			{ response_id: answer.id, session_id: sessions.panel, rating: 4, comment: 'Loved the panel' },
			{ response_id: answer.id, session_id: sessions.keynote, rating: 3, comment: '' },
		])
		.execute()
	await gotoHydrated(page, `/admin/evaluation?edition=${editionId}`)
	await expect(page.getByTestId('evaluation-responses')).toHaveText('1 (100% of 1 checked in)')
	await expect(page.getByTestId('evaluation-average')).toHaveText('5.0 out of 5')
	const rows = page.getByTestId('evaluation-session-row')
	await expect(rows).toHaveCount(2)
	await expect(rows.nth(0)).toContainText('Opening keynote')
	await expect(rows.nth(0)).toContainText('3.0')
	await expect(rows.nth(1)).toContainText('Closing panel')
	await expect(page.getByTestId('evaluation-comment')).toHaveText(['=cmd|calc'])
	await expect(page.getByTestId('evaluation-session-comment')).toContainText(['Loved the panel'])
	await expect(page.getByText('Kwesi Results')).toHaveCount(0)
	for (const size of [DESKTOP, PHONE]) {
		await page.setViewportSize(size)
		expect(await axeViolations(page), `axe at ${size.width} px`).toEqual([])
	}
	await page.setViewportSize(DESKTOP)

	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name: 'Export to CSV' }).click(),
	])
	expect(download.suggestedFilename()).toMatch(/^Evaluation_\d{4}\.csv$/)
	const records = parse(fs.readFileSync((await download.path())!), { bom: true }) as string[][]
	expect(records[0]!.slice(0, 5)).toEqual([
		'Answered on',
		'Overall rating',
		'Comments',
		expect.stringMatching(/^Opening keynote \(\d{4}-\d{2}-\d{2} 09:00\) rating$/),
		expect.stringMatching(/^Opening keynote \(\d{4}-\d{2}-\d{2} 09:00\) comment$/),
	])
	expect(records.slice(1)).toEqual([[dayFrom(0), '5', "'=cmd|calc", '3', '', '4', 'Loved the panel']])
})

test('the form in French, and a page that says when it is not open', async ({
	page,
	db,
	factory,
	registrant,
}) => {
	const me = await registrant('Awa Française')
	await openEvaluation(db, factory, me)
	await page.setViewportSize(PHONE)
	await page.goto(`/fr${me.managePath}`)
	await page.getByRole('link', { name: 'Répondre à l’évaluation' }).click()
	await expect(page).toHaveURL(`/fr${me.managePath}/evaluation`)
	await expect(page.getByRole('heading', { level: 1, name: 'Évaluation' })).toBeVisible()
	await expect(page.getByRole('group', { name: /^Table ronde de clôture/ })).toBeVisible()
	for (const size of [PHONE, DESKTOP]) {
		await page.setViewportSize(size)
		expect(await axeViolations(page), `axe at ${size.width} px`).toEqual([])
	}
	await page.setViewportSize(PHONE)
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
	await page
		.getByRole('group', { name: 'Dans l’ensemble, comment était le sommet ?' })
		.getByRole('radio', { name: '5 — Excellent' })
		.check()
	await page.getByRole('button', { name: 'Envoyer mon évaluation' }).click()
	await expect(page.getByTestId('evaluation-answered')).toHaveText(
		'Merci pour votre évaluation. Vos réponses ont bien été reçues.',
	)
	await expect(page.getByRole('link', { name: 'Retour à mon inscription' })).toHaveAttribute(
		'href',
		`/fr${me.managePath}`,
	)

	// Before its first day, and once closed: a page that says so, and no form.
	const early = await registrant('Kojo Early', `early-${Date.now()}@example.test`)
	await openEvaluation(db, factory, early, 2)
	await page.goto(`${early.managePath}/evaluation`)
	await expect(page.getByTestId('evaluation-closed')).toContainText('The evaluation opens on')
	await expect(page.getByRole('button', { name: 'Send my evaluation' })).toHaveCount(0)
	const late = await registrant('Kojo Late', `late-${Date.now()}@example.test`)
	await openEvaluation(db, factory, late, -40)
	await page.goto(`${late.managePath}/evaluation`)
	await expect(page.getByTestId('evaluation-closed')).toContainText('The evaluation closed on')
	await page.goto(late.managePath)
	await expect(page.getByRole('region', { name: 'Tell us how it went' })).toHaveCount(0)
})
