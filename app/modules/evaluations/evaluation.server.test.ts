/**
 * The delegates' evaluation (docs/event-days.md, "Evaluation"): the window and the sessions rated
 * (pure rules), the form's schema, and on SQLite and PostgreSQL, one anonymous answer per
 * registration (also two sent at once), nothing in a response that leads back to its registration,
 * the results (averages, counts, comments, response rate), the CSV export, and erasing a past
 * edition emptying its comments.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { describe, expect, test } from 'vitest'
import type { Database } from '#app/db/handle.ts'
import { csvStream } from '#app/lib/csv/csv-export.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { erasePastEdition } from '#app/modules/privacy/erasure.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { evaluationCsvColumns, evaluationResults } from './evaluation-results.server.ts'
import { type EvaluationAnswer, evaluationSchema } from './evaluation.schema.ts'
import { evaluationStateOf, sessionsToRate, submitEvaluation } from './evaluation.server.ts'
import { evaluationPhase, evaluationWindow, inviteWindow } from './evaluation-window.ts'
import { responseBatches } from './evaluations.queries.server.ts'

// The upcoming edition of the factory starts 60 days after the tests' present, at 08:30 Accra.
const STARTS_AT = '2027-01-21T08:30:00.000Z'

describe('the window', () => {
	test('open from 00:00 in Accra of the first day until 30 days after the last session ends', () => {
		const window = evaluationWindow(STARTS_AT, '2027-01-22T16:30:00.000Z')
		expect(window).toEqual({ opensAt: '2027-01-21T00:00:00.000Z', closesAt: '2027-02-21T16:30:00.000Z' })
		expect(evaluationPhase(window, new Date('2027-01-20T23:59:59.999Z'))).toBe('not-yet')
		expect(evaluationPhase(window, new Date('2027-01-21T00:00:00.000Z'))).toBe('open')
		expect(evaluationPhase(window, new Date('2027-02-21T16:29:59.999Z'))).toBe('open')
		expect(evaluationPhase(window, new Date('2027-02-21T16:30:00.000Z'))).toBe('closed')
	})

	test('without sessions the start stands for the end; an undated edition is not open', () => {
		expect(evaluationWindow(STARTS_AT, null)?.closesAt).toBe('2027-02-20T08:30:00.000Z')
		expect(evaluationWindow(null, null)).toBeNull()
		expect(evaluationPhase(null, now)).toBe('not-yet')
	})

	test('the invitations go from the last session’s start until the end of the day it ends on', () => {
		expect(
			inviteWindow({ startsAt: '2027-01-22T15:00:00.000Z', endsAt: '2027-01-22T16:30:00.000Z' }),
		).toEqual({
			from: '2027-01-22T15:00:00.000Z',
			until: '2027-01-23T00:00:00.000Z',
		})
	})

	test('the sessions with CPE hours are rated (breaks have none); without any hours set, all', () => {
		const sessions = [
			{ id: 1, cpeHoursHundredths: 100 },
			{ id: 2, cpeHoursHundredths: null },
			{ id: 3, cpeHoursHundredths: 0 },
			{ id: 4, cpeHoursHundredths: 150 },
		]
		expect(sessionsToRate(sessions).map((s) => s.id)).toEqual([1, 4])
		expect(
			sessionsToRate(sessions.map((s) => ({ ...s, cpeHoursHundredths: null }))).map((s) => s.id),
		).toEqual([1, 2, 3, 4])
	})
})

describe('the form', () => {
	const schema = evaluationSchema([7, 9])

	test('an overall rating, a rated session with its comment, "Did not attend" for the other', () => {
		const parsed = schema.safeParse({
			overall: '4',
			comments: '  Well run  ',
			'rating-7': '5',
			'comment-7': 'Clear',
		})
		expect(parsed.success && parsed.data).toEqual({
			overall: 4,
			comments: 'Well run',
			sessions: [{ sessionId: 7, rating: 5, comment: 'Clear' }],
		})
	})

	test('refused: no overall rating, a rating out of 1–5, a comment without its rating, a comment too long', () => {
		const parsed = schema.safeParse({
			overall: '6',
			'rating-7': '0',
			'comment-9': 'I was not there',
			comments: 'x'.repeat(2001),
		})
		expect(parsed.success).toBe(false)
		const messages = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]))
		expect(messages).toEqual({
			overall: 'Choose an overall rating from 1 to 5.',
			'rating-7': 'Choose a rating from 1 to 5, or “Did not attend”.',
			comments: 'Keep it to 2000 characters or fewer.',
		})
		// The comment without a rating is refused once the fields themselves pass.
		const alone = schema.safeParse({ overall: '3', 'comment-9': 'I was not there' })
		expect(alone.success ? [] : alone.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
			['comment-9', 'Choose a rating for this session to leave a comment on it.'],
		])
		expect(schema.safeParse({}).success).toBe(false)
	})
})

const person = (name: string) => ({
	name,
	company_name: 'Volta Assurance',
	role: 'Auditor',
	email: `${name.split(' ')[0]!.toLowerCase()}@volta.example`,
	whatsapp_number: '+233 24 123 4567',
	contact_number: undefined,
	notice: undefined,
})

/**
 * An edition (`trait`) with four sessions (a break without CPE hours among them) and three
 * registrations, two checked in; Ama was scanned into the closing panel.
 */
async function arrange(db: Database, trait: 'upcoming' | 'past' = 'upcoming') {
	// Registering needs an open edition: a past edition's registrations are made for one, then moved.
	if (trait === 'past') await editionFactory(db, 'upcoming', now)
	const editionId = await editionFactory(db, trait, now)
	const edition = await db
		.selectFrom('event_editions')
		.select(['id', 'starts_at'])
		.where('id', '=', editionId)
		.executeTakeFirstOrThrow()
	const day = edition.starts_at!.slice(0, 10)
	const next = new Date(Date.parse(edition.starts_at!) + 86_400_000).toISOString().slice(0, 10)
	const session = async (heading: string, day: string, from: string, to: string, cpe: number | null) =>
		(
			await db
				.insertInto('agenda_sessions')
				.values({
					edition_id: editionId,
					heading,
					starts_at: `${day}T${from}:00.000Z`,
					ends_at: `${day}T${to}:00.000Z`,
					cpe_hours_hundredths: cpe,
					created_at: now.toISOString(),
					updated_at: now.toISOString(),
				})
				.returning('id')
				.executeTakeFirstOrThrow()
		).id
	const sessions = {
		keynote: await session('Opening keynote', day, '09:00', '10:00', 100),
		coffee: await session('Coffee break', day, '10:00', '10:30', null),
		fraud: await session('=Fraud risk', next, '10:30', '12:00', 150),
		panel: await session('Closing panel', next, '15:00', '16:30', 150),
	}
	const register = async (name: string) => {
		const result = await registerAttendee(db, person(name), now, 'summit.test')
		if (!result.ok) throw new Error(result.message)
		if (trait === 'past')
			await db
				.updateTable('attendees')
				.set({ edition_id: editionId })
				.where('id', '=', result.attendeeId)
				.execute()
		return result.attendeeId
	}
	const ids = {
		ama: await register('Ama Mensah'),
		kofi: await register('Kofi Boateng'),
		yaw: await register('Yaw Owusu'),
	}
	await db
		.updateTable('attendees')
		.set({ checked_in_at: `${day}T08:00:00.000Z`, checked_in_by: 'Desk' })
		.where('id', 'in', [ids.ama, ids.kofi])
		.execute()
	await db
		.insertInto('session_attendance')
		.values({ session_id: sessions.panel, attendee_id: ids.ama, scanned_by: 'Desk' })
		.execute()
	return { editionId, edition, sessions, ids, openAt: new Date(`${next}T17:00:00.000Z`) }
}

const answer = (
	overall: number,
	sessions: EvaluationAnswer['sessions'] = [],
	comments = '',
): EvaluationAnswer => ({
	overall: overall as EvaluationAnswer['overall'],
	comments,
	sessions,
})

describe.each(testDialects)('the evaluation on %s', (dialect) => {
	const t = useBackOffice(dialect)

	const count = async (table: 'evaluation_responses' | 'evaluation_session_ratings' | 'evaluation_answers') =>
		Number(
			(
				await t.db
					.selectFrom(table)
					.select((eb) => eb.fn.countAll<number | string>().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		)

	test('where it stands: not open before the first day, then open; the break not rated; attended sessions first', async () => {
		const { edition, sessions, ids, openAt } = await arrange(t.db)
		const before = await evaluationStateOf(t.db, ids.ama, edition, now)
		expect(before).toMatchObject({ phase: 'not-yet', answered: false })
		const open = await evaluationStateOf(t.db, ids.ama, edition, openAt)
		expect(open.phase).toBe('open')
		expect(open.window).toEqual({ opensAt: '2027-01-21T00:00:00.000Z', closesAt: '2027-02-21T16:30:00.000Z' })
		expect(open.sessions.map((s) => [s.id, s.attended])).toEqual([
			[sessions.panel, true],
			[sessions.keynote, false],
			[sessions.fraud, false],
		])
		const kofi = await evaluationStateOf(t.db, ids.kofi, edition, openAt)
		expect(kofi.sessions.map((s) => s.id)).toEqual([sessions.keynote, sessions.fraud, sessions.panel])
		expect(
			(await evaluationStateOf(t.db, ids.ama, edition, new Date('2027-02-21T16:30:00.000Z'))).phase,
		).toBe('closed')
	})

	test('one answer per registration: the mark and the response in one go, a second answer refused and nothing written', async () => {
		const { editionId, edition, sessions, ids, openAt } = await arrange(t.db)
		const first = answer(5, [{ sessionId: sessions.panel, rating: 4, comment: 'Lively' }], 'Great summit')
		expect(await submitEvaluation(t.db, { id: ids.ama, editionId }, first, openAt)).toEqual({ ok: true })
		expect([
			await count('evaluation_answers'),
			await count('evaluation_responses'),
			await count('evaluation_session_ratings'),
		]).toEqual([1, 1, 1])
		expect((await evaluationStateOf(t.db, ids.ama, edition, openAt)).answered).toBe(true)

		expect(
			await submitEvaluation(t.db, { id: ids.ama, editionId }, answer(1, [], 'Changed my mind'), openAt),
		).toMatchObject({
			ok: false,
			reason: 'already-answered',
		})
		expect([
			await count('evaluation_answers'),
			await count('evaluation_responses'),
			await count('evaluation_session_ratings'),
		]).toEqual([1, 1, 1])
		const kept = await t.db
			.selectFrom('evaluation_responses')
			.select(['overall_rating', 'comments'])
			.execute()
		expect(kept).toEqual([{ overall_rating: 5, comments: 'Great summit' }])
	})

	test('two answers sent at once: one is kept, the other refused', async () => {
		const { editionId, ids, openAt } = await arrange(t.db)
		const results = await Promise.all([
			submitEvaluation(t.db, { id: ids.kofi, editionId }, answer(2), openAt),
			submitEvaluation(t.db, { id: ids.kofi, editionId }, answer(3), openAt),
			submitEvaluation(t.db, { id: ids.kofi, editionId }, answer(4), openAt),
		])
		expect(results.filter((r) => r.ok)).toHaveLength(1)
		expect(results.filter((r) => !r.ok)).toEqual([
			expect.objectContaining({ reason: 'already-answered' }),
			expect.objectContaining({ reason: 'already-answered' }),
		])
		expect([await count('evaluation_answers'), await count('evaluation_responses')]).toEqual([1, 1])
	})

	test('a write that fails leaves no mark and no response', async () => {
		const { editionId, ids, openAt } = await arrange(t.db)
		// A session that does not exist: the rating's foreign key fails after the mark and the response were written.
		await expect(
			submitEvaluation(
				t.db,
				{ id: ids.yaw, editionId },
				answer(3, [{ sessionId: 999_999, rating: 3, comment: '' }]),
				openAt,
			),
		).rejects.toThrow()
		expect([
			await count('evaluation_answers'),
			await count('evaluation_responses'),
			await count('evaluation_session_ratings'),
		]).toEqual([0, 0, 0])
	})

	test('anonymous: a response holds a random id, the edition, the ratings, the comments and the Accra day, nothing else', async () => {
		const { editionId, sessions, ids, openAt } = await arrange(t.db)
		await submitEvaluation(
			t.db,
			{ id: ids.ama, editionId },
			answer(4, [{ sessionId: sessions.keynote, rating: 5, comment: '' }]),
			openAt,
		)
		const [response] = await t.db.selectFrom('evaluation_responses').selectAll().execute()
		expect(response).toEqual({
			id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
			edition_id: editionId,
			overall_rating: 4,
			comments: '',
			answered_on: '2027-01-22',
		})
		expect(await t.db.selectFrom('evaluation_session_ratings').selectAll().execute()).toEqual([
			{ response_id: response!.id, session_id: sessions.keynote, rating: 5, comment: '' },
		])
		// The mark says who answered, not what: no column of it names the response.
		expect(await t.db.selectFrom('evaluation_answers').selectAll().execute()).toEqual([
			{ attendee_id: ids.ama, edition_id: editionId },
		])
		// Deleting the registration removes its mark and leaves the anonymous answer.
		await t.db.deleteFrom('attendees').where('id', '=', ids.ama).execute()
		expect([await count('evaluation_answers'), await count('evaluation_responses')]).toEqual([0, 1])
	})

	test('the results: response rate of the checked in, averages, counts per rating, sessions in agenda order, comments', async () => {
		const { editionId, sessions, ids, openAt } = await arrange(t.db)
		expect(await evaluationResults(t.db, editionId)).toMatchObject({
			responses: 0,
			checkedIn: 2,
			responseRate: 0,
			overall: { average: null },
			comments: [],
		})
		await submitEvaluation(
			t.db,
			{ id: ids.ama, editionId },
			answer(
				5,
				[
					{ sessionId: sessions.panel, rating: 4, comment: 'Lively' },
					{ sessionId: sessions.keynote, rating: 5, comment: '' },
				],
				'Great summit',
			),
			openAt,
		)
		await submitEvaluation(
			t.db,
			{ id: ids.kofi, editionId },
			answer(4, [{ sessionId: sessions.panel, rating: 3, comment: '' }]),
			openAt,
		)
		await submitEvaluation(t.db, { id: ids.yaw, editionId }, answer(4, [], 'Too cold in the hall'), openAt)
		const results = await evaluationResults(t.db, editionId)
		expect(results.responses).toBe(3)
		expect(results.checkedIn).toBe(2)
		expect(results.responseRate).toBe(1.5)
		expect(results.overall.average).toBeCloseTo(13 / 3)
		expect(results.overall.counts).toEqual([
			{ rating: 5, count: 1 },
			{ rating: 4, count: 2 },
			{ rating: 3, count: 0 },
			{ rating: 2, count: 0 },
			{ rating: 1, count: 0 },
		])
		expect(results.sessions.map((s) => [s.heading, s.count, s.average, s.comments])).toEqual([
			['Opening keynote', 1, 5, []],
			['=Fraud risk', 0, null, []],
			['Closing panel', 2, 3.5, [{ rating: 4, comment: 'Lively' }]],
		])
		expect([...results.comments].sort()).toEqual(['Great summit', 'Too cold in the hall'])
	})

	test('the CSV: one row per response, a rating and a comment column per session, formulas neutralised', async () => {
		const { editionId, sessions, ids, openAt } = await arrange(t.db)
		await submitEvaluation(
			t.db,
			{ id: ids.ama, editionId },
			answer(
				5,
				[{ sessionId: sessions.fraud, rating: 2, comment: '=HYPERLINK("http://x","y")' }],
				'Line one\nline two',
			),
			openAt,
		)
		await submitEvaluation(t.db, { id: ids.kofi, editionId }, answer(3), openAt)
		await submitEvaluation(
			t.db,
			{ id: ids.yaw, editionId },
			answer(4, [{ sessionId: sessions.panel, rating: 5, comment: '' }]),
			openAt,
		)
		const results = await evaluationResults(t.db, editionId)
		// Batches of two, so the keyset paging is crossed.
		const text = await new Response(
			csvStream(evaluationCsvColumns(results.sessions), responseBatches(t.db, editionId, 2)),
		).text()
		const [header, ...rows] = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: false }) as string[][]
		expect(header).toEqual([
			'Answered on',
			'Overall rating',
			'Comments',
			'Opening keynote (2027-01-21 09:00) rating',
			'Opening keynote (2027-01-21 09:00) comment',
			"'=Fraud risk (2027-01-22 10:30) rating",
			"'=Fraud risk (2027-01-22 10:30) comment",
			'Closing panel (2027-01-22 15:00) rating',
			'Closing panel (2027-01-22 15:00) comment',
		])
		expect(rows.map((r) => r.join('|')).sort()).toEqual([
			'2027-01-22|3|||||||',
			'2027-01-22|4||||||5|',
			`2027-01-22|5|Line one\nline two|||2|'=HYPERLINK("http://x","y")||`,
		])
	})

	test('erasing the past edition empties its comments and keeps the anonymous ratings', async () => {
		const { editionId, sessions, ids } = await arrange(t.db, 'past')
		const openAt = new Date(
			Date.parse(
				(
					await t.db
						.selectFrom('event_editions')
						.select('starts_at')
						.where('id', '=', editionId)
						.executeTakeFirstOrThrow()
				).starts_at!,
			) + 3_600_000,
		)
		await submitEvaluation(
			t.db,
			{ id: ids.ama, editionId },
			answer(
				5,
				[{ sessionId: sessions.panel, rating: 4, comment: 'Dr Mensah was superb' }],
				'I am Ama, call me',
			),
			openAt,
		)
		const year = String(
			(
				await t.db
					.selectFrom('event_editions')
					.select('year')
					.where('id', '=', editionId)
					.executeTakeFirstOrThrow()
			).year,
		)
		const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-evaluation-erasure-'))
		try {
			const erased = await erasePastEdition(
				t.db,
				t.actor,
				{ editionId, confirmYear: year },
				now,
				createLocalFileStore(folder),
			)
			expect(erased).toMatchObject({ ok: true, attendees: 3 })
		} finally {
			await fs.rm(folder, { recursive: true, force: true })
		}
		expect(
			await t.db.selectFrom('evaluation_responses').select(['overall_rating', 'comments']).execute(),
		).toEqual([{ overall_rating: 5, comments: '' }])
		expect(
			await t.db.selectFrom('evaluation_session_ratings').select(['rating', 'comment']).execute(),
		).toEqual([{ rating: 4, comment: '' }])
		expect(await count('evaluation_answers')).toBe(0)
	})
})
