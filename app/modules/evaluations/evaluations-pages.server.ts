/**
 * What the back office's evaluation routes call, on the app's own database (docs/event-days.md,
 * "Evaluation"): the results screen (/admin/evaluation) and its CSV export
 * (/admin/export/evaluation), each for the edition of `?edition=<id>`, the current one by default.
 * Administrators only (the routes check the role).
 */
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { actorActivity } from '#app/lib/auth/actor.ts'
import { csvResponse, csvStream } from '#app/lib/csv/csv-export.server.ts'
import { formatTimeRange, formatWeekdayShortDate } from '#app/lib/format.ts'
import { notFound } from '#app/lib/page-data.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { getCurrentEdition, listEditions } from '#app/modules/editions/editions.queries.server.ts'
import { evaluationWindow } from './evaluation-window.ts'
import { evaluationCsvColumns, evaluationCsvName, evaluationResults } from './evaluation-results.server.ts'
import { lastSessionOf, responseBatches } from './evaluations.queries.server.ts'

/** An edition to choose on the screen: its id and label (the year; with the theme when two share a year). */
export interface EditionChoice {
	id: number
	label: string
	year: number
}

/** The editions to choose from, and the one `url`'s `?edition=` names (else the current, else the latest). */
async function chosenEdition(url: URL) {
	const editions = await listEditions(db)
	const choices: EditionChoice[] = editions.map((e) => ({
		id: e.id,
		year: e.year,
		label:
			editions.filter((o) => o.year === e.year).length > 1
				? `${e.year} (${e.theme ?? `#${e.id}`})`
				: String(e.year),
	}))
	const asked = parseRecordId(url.searchParams.get('edition') ?? undefined)
	const current = await getCurrentEdition(db, new Date())
	const edition =
		editions.find((e) => e.id === asked) ?? (asked === null ? (current ?? editions[0]) : undefined)
	return { choices, edition }
}

/**
 * The results screen's data for `request`'s URL: the edition choices, the edition shown, its
 * evaluation window (dates in Accra) and its results (see `evaluationResults`), with each session's
 * day and time. Null results without any edition. Throws 404 for `?edition=` naming no edition.
 */
export async function loadEvaluationResultsPage(request: Request) {
	const url = new URL(request.url)
	const { choices, edition } = await chosenEdition(url)
	if (!edition) {
		if (url.searchParams.has('edition')) notFound('There is no such edition.')
		return { editions: choices, edition: null, results: null }
	}
	const [results, last] = await Promise.all([
		evaluationResults(db, edition.id),
		lastSessionOf(db, edition.id),
	])
	const window = evaluationWindow(edition.starts_at, last?.endsAt ?? null)
	return {
		editions: choices,
		edition: { id: edition.id, label: choices.find((c) => c.id === edition.id)!.label, year: edition.year },
		window,
		exportHref: `/admin/export/evaluation?edition=${edition.id}`,
		exportName: evaluationCsvName(edition.year),
		results: {
			...results,
			sessions: results.sessions.map((s) => ({
				...s,
				when: `${formatWeekdayShortDate(s.startsAt, 'en')}, ${formatTimeRange(s.startsAt, s.endsAt, 'en')}`,
			})),
		},
	}
}

/** The results screen's data (`loadEvaluationResultsPage`). */
export type EvaluationResultsPage = Awaited<ReturnType<typeof loadEvaluationResultsPage>>

/**
 * The CSV download of the evaluation of `request`'s edition (`?edition=`, else the current one): one
 * row per response (`evaluationCsvColumns`), streamed in batches, recorded in the activity log by
 * `actor` before streaming. Throws 404 when there is no such edition.
 */
export async function exportEvaluationCsv(request: Request, actor: Actor): Promise<Response> {
	const { edition } = await chosenEdition(new URL(request.url))
	if (!edition) notFound('There is no edition, so no evaluation to export.')
	const results = await evaluationResults(db, edition.id)
	const fileName = evaluationCsvName(edition.year)
	await recordActivity(
		db,
		actorActivity(
			actor,
			'Export Evaluation',
			`Exported ${results.responses.toLocaleString('en-GB')} evaluation ${results.responses === 1 ? 'response' : 'responses'} of ${edition.year} to ${fileName}`,
		),
		new Date(),
	)
	return csvResponse(
		fileName,
		csvStream(evaluationCsvColumns(results.sessions), responseBatches(db, edition.id)),
	)
}
