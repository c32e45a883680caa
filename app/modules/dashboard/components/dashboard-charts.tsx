/**
 * The dashboard's charts of the current edition (`DashboardCharts`, drawn on the server): one figure
 * each, with its caption, the drawing as an image whose accessible name says what it shows (the
 * narrow drawing on phones, the wide one from `sm` up), and the same figures as a table under "Show as
 * table" (a native `<details>`: works by keyboard and without JavaScript); or the sentence saying
 * there are no figures yet. Nothing when there is no current edition. No chart code reaches the
 * browser: the drawings are SVG markup made by ECharts on the server (ADR 0058).
 */
import type { ChartFigure, DashboardCharts } from '../charts.server.ts'

/** The charts section of the dashboard for `charts` (the route's loader data). */
export function DashboardChartsSection({ charts }: { charts: DashboardCharts }) {
	if (!charts) return null
	return (
		<section aria-labelledby="dashboard-charts" className="mt-8">
			<h2 id="dashboard-charts" className="text-brand-900 text-xl font-bold">
				{charts.year} in charts
			</h2>
			<div className="mt-4 grid gap-4">
				{charts.figures.map((figure) => (
					<ChartCard key={figure.id} figure={figure} />
				))}
			</div>
		</section>
	)
}

function ChartCard({ figure }: { figure: ChartFigure }) {
	return (
		<figure
			className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
			data-chart={figure.id}
		>
			<figcaption className="font-semibold text-slate-800">{figure.caption}</figcaption>
			{figure.empty || !figure.svg ? (
				<p className="mt-3 text-slate-600">{figure.empty}</p>
			) : (
				<>
					<div
						role="img"
						aria-label={figure.summary}
						className="mt-3 sm:hidden"
						dangerouslySetInnerHTML={{ __html: figure.svg.narrow }}
					/>
					<div
						role="img"
						aria-label={figure.summary}
						className="mt-3 hidden max-w-3xl sm:block"
						dangerouslySetInnerHTML={{ __html: figure.svg.wide }}
					/>
					<details className="mt-3">
						<summary className="text-brand-700 cursor-pointer text-sm font-semibold underline-offset-2 hover:underline">
							Show as table
						</summary>
						<div className="mt-2 overflow-x-auto">
							<table className="min-w-full text-left text-sm">
								<caption className="sr-only">{figure.caption}</caption>
								<thead>
									<tr className="border-b border-slate-200">
										{figure.table.columns.map((column, i) => (
											<th
												key={column}
												scope="col"
												className={`px-2 py-1.5 font-semibold text-slate-700 ${i ? 'text-right' : ''}`}
											>
												{column}
											</th>
										))}
									</tr>
								</thead>
								<tbody>
									{figure.table.rows.map(([head, ...cells], r) => (
										<tr key={r} className="border-b border-slate-100">
											<th scope="row" className="px-2 py-1.5 font-normal text-slate-800">
												{head}
											</th>
											{cells.map((cell, c) => (
												<td key={c} className="px-2 py-1.5 text-right text-slate-800 tabular-nums">
													{cell}
												</td>
											))}
										</tr>
									))}
								</tbody>
							</table>
						</div>
					</details>
				</>
			)}
		</figure>
	)
}
