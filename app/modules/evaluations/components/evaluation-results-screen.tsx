/**
 * The evaluation results screen (/admin/evaluation; docs/event-days.md, "Evaluation"): for the
 * chosen edition (the current one by default), the number of responses and the response rate (of
 * the checked-in registrations), the overall average and the count per rating, a table of each
 * session's average and number of ratings (agenda order), and the comments, overall and per session,
 * with nothing that tells who wrote them; Export to CSV. An edition choice in a GET form (applied at
 * once with JavaScript, by its Show button without). Works without JavaScript.
 */
import { Form, useNavigation } from 'react-router'
import { BackOfficeTitle } from '#app/components/admin/back-office-title.tsx'
import { FilterSelect, TableFrame } from '#app/components/admin/list-controls.tsx'
import { Panel } from '#app/components/admin/panel.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { formatDateTime } from '#app/lib/format.ts'
import type { EvaluationResultsPage } from '../evaluations-pages.server.ts'

const RATING_NAMES: Record<number, string> = {
	1: '1 — Poor',
	2: '2 — Fair',
	3: '3 — Good',
	4: '4 — Very good',
	5: '5 — Excellent',
}

/** An average rating as staff read it: "4.3", or "—" without ratings. */
function averageText(average: number | null): string {
	return average === null
		? '—'
		: average.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

const card = 'mt-6 rounded-xl bg-white p-4 text-slate-700 shadow-sm ring-1 ring-slate-200'
const th = 'px-3 py-2 text-left text-sm font-semibold text-slate-700'
const td = 'px-3 py-2 align-top text-sm text-slate-900'

export function EvaluationResultsScreen({ page }: { page: EvaluationResultsPage }) {
	const busy = useNavigation().state === 'loading'
	return (
		<>
			<BackOfficeTitle name="Evaluation" />
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 className="text-brand-900 text-2xl font-bold">Evaluation</h1>
					<p className="mt-1 text-sm text-slate-600">
						Delegates’ anonymous answers: averages, counts and comments. Nobody can tell who wrote what.
						{busy ? (
							<span role="status" className="ml-2 inline-flex items-center gap-1">
								<Spinner label="Loading..." /> Loading…
							</span>
						) : null}
					</p>
				</div>
				{page.edition && 'exportName' in page ? (
					<a href={page.exportHref} download={page.exportName} className={buttonClasses('brand')}>
						Export to CSV
					</a>
				) : null}
			</div>
			{page.edition && page.results ? (
				<Results page={{ ...page, edition: page.edition, results: page.results }} />
			) : (
				<p className={card}>Add an edition (Add Event Data) first: the evaluation belongs to an edition.</p>
			)}
		</>
	)
}

function EditionForm({ page }: { page: EvaluationResultsPage }) {
	return (
		<Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
			<FilterSelect
				id="evaluation-edition"
				name="edition"
				label="Edition"
				value={page.edition ? String(page.edition.id) : ''}
				options={page.editions.map((e) => ({ value: String(e.id), label: e.label }))}
			/>
			<button
				type="submit"
				className="min-h-10 rounded-md px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
			>
				Show
			</button>
		</Form>
	)
}

type Shown = EvaluationResultsPage & {
	edition: NonNullable<EvaluationResultsPage['edition']>
	results: NonNullable<EvaluationResultsPage['results']>
}

function Results({ page }: { page: Shown }) {
	const { results, edition } = page
	const rate =
		results.responseRate === null
			? 'no registration checked in yet'
			: `${Math.round(results.responseRate * 100)}% of ${results.checkedIn.toLocaleString('en-GB')} checked in`
	const window = 'window' in page && page.window ? page.window : null
	return (
		<>
			<EditionForm page={page} />
			<p className="mt-2 text-sm text-slate-600">
				{window
					? `Open to delegates from ${formatDateTime(window.opensAt)} until ${formatDateTime(window.closesAt)} (Accra time).`
					: 'The edition has no date yet: the evaluation opens on its first day.'}
			</p>

			<div className="mt-6 grid gap-6 lg:grid-cols-2">
				<Panel id="evaluation-summary-title" title={`Responses, ${edition.label}`}>
					<dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-900">
						<dt className="font-semibold">Responses</dt>
						<dd data-testid="evaluation-responses">
							{results.responses.toLocaleString('en-GB')} <span className="text-slate-600">({rate})</span>
						</dd>
						<dt className="font-semibold">Overall average</dt>
						<dd data-testid="evaluation-average">
							{averageText(results.overall.average)}
							{results.overall.average === null ? null : <span className="text-slate-600"> out of 5</span>}
						</dd>
					</dl>
				</Panel>
				<Panel id="evaluation-ratings-title" title="Overall ratings">
					<table className="mt-3 w-full max-w-sm">
						<caption className="sr-only">Number of responses per overall rating, {edition.label}</caption>
						<thead>
							<tr>
								<th scope="col" className={th}>
									Rating
								</th>
								<th scope="col" className={`${th} text-right`}>
									Responses
								</th>
							</tr>
						</thead>
						<tbody>
							{results.overall.counts.map((c) => (
								<tr key={c.rating} data-testid="evaluation-rating-count">
									<th scope="row" className={`${td} text-left font-normal whitespace-nowrap`}>
										{RATING_NAMES[c.rating]}
									</th>
									<td className={`${td} text-right tabular-nums`}>{c.count}</td>
								</tr>
							))}
						</tbody>
					</table>
				</Panel>
			</div>

			{results.responses === 0 ? (
				<p role="status" className={card} data-testid="evaluation-empty">
					No delegate has answered the {edition.label} evaluation yet. Answers appear here as they come:
					delegates reach the form from their registration page, and checked-in delegates get an invitation by
					mail on the last day.
				</p>
			) : null}

			<Panel id="evaluation-sessions-title" title="Sessions" className="mt-6">
				{results.sessions.length ? (
					<div className="mt-3">
						<TableFrame label="Session ratings" maxHeight="max-h-none">
							<table className="w-full">
								<caption className="sr-only">
									Average rating and number of ratings per session, in agenda order
								</caption>
								<thead className="bg-slate-50">
									<tr>
										<th scope="col" className={th}>
											Session
										</th>
										<th scope="col" className={`${th} text-right`}>
											Average
										</th>
										<th scope="col" className={`${th} text-right`}>
											Ratings
										</th>
									</tr>
								</thead>
								<tbody className="divide-y divide-slate-200">
									{results.sessions.map((s) => (
										<tr key={s.id} data-testid="evaluation-session-row">
											<th scope="row" className={`${td} text-left font-semibold`}>
												{s.heading}
												<span className="block text-xs font-normal text-slate-600">{s.when}</span>
											</th>
											<td className={`${td} text-right tabular-nums`}>{averageText(s.average)}</td>
											<td className={`${td} text-right tabular-nums`}>{s.count}</td>
										</tr>
									))}
								</tbody>
							</table>
						</TableFrame>
					</div>
				) : (
					<p className="mt-2 text-slate-700">
						The edition has no agenda sessions, so only the overall rating is asked.
					</p>
				)}
			</Panel>

			<Panel id="evaluation-comments-title" title="Comments" className="mt-6">
				<p className="mt-1 text-sm text-slate-600">
					In no particular order; nothing links a comment to who wrote it.
				</p>
				<h3 className="mt-4 font-semibold text-slate-900">On the summit</h3>
				{results.comments.length ? (
					<ul className="mt-2 space-y-2">
						{results.comments.map((comment, i) => (
							<li
								key={i}
								className="rounded-md bg-slate-50 p-3 break-words whitespace-pre-line text-slate-900"
								data-testid="evaluation-comment"
							>
								{comment}
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-slate-700">No comment yet.</p>
				)}
				{results.sessions
					.filter((s) => s.comments.length)
					.map((s) => (
						<section key={s.id} aria-labelledby={`session-comments-${s.id}`}>
							<h3 id={`session-comments-${s.id}`} className="mt-6 font-semibold text-slate-900">
								On “{s.heading}”
							</h3>
							<ul className="mt-2 space-y-2">
								{s.comments.map((c, i) => (
									<li
										key={i}
										className="rounded-md bg-slate-50 p-3 break-words whitespace-pre-line text-slate-900"
										data-testid="evaluation-session-comment"
									>
										<span className="block text-xs font-semibold text-slate-600">
											Rated {RATING_NAMES[c.rating]}
										</span>
										{c.comment}
									</li>
								))}
							</ul>
						</section>
					))}
			</Panel>
		</>
	)
}
