/**
 * The dashboard's set-up checklist (ADR 0055): while the site is not ready, a section headed "Set-up
 * checklist" with each step as a list item, its status written out ("Done" or "To do", never colour
 * alone), what is there or what is missing, and for a step to do a link to the screen that does it.
 * The module decides the steps (`setupChecklist` in modules/dashboard); this only shows them.
 */
import { Link } from 'react-router'

/** One line of the checklist, as the dashboard's loader sends it. */
export interface SetupStep {
	/** A stable name of the step, e.g. `sponsor-tiers` (also its test id). */
	key: string
	/** What the step is, e.g. "Sponsor tiers". */
	label: string
	done: boolean
	/** What is there when done ("3 speakers"), or what is missing. */
	text: string
	/** The screen that does it, and its link's text ("Add a sponsor tier"). */
	to: string
	linkText: string
}

/** The checklist: its steps in the order an organiser would take them, and how many are left. */
export interface SetupChecklistData {
	steps: SetupStep[]
	remaining: number
}

export function SetupChecklist({ checklist }: { checklist: SetupChecklistData }) {
	const total = checklist.steps.length
	return (
		<section
			aria-labelledby="setup-checklist-title"
			className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-amber-300"
			data-testid="setup-checklist"
		>
			<h2 id="setup-checklist-title" className="text-brand-900 text-lg font-bold">
				Set-up checklist
			</h2>
			<p className="mt-1 text-sm text-slate-700">
				The site is not ready for delegates yet: {checklist.remaining} of {total} steps left. This list goes
				away once every step is done.
			</p>
			<ol className="mt-4 divide-y divide-slate-200">
				{checklist.steps.map((step) => (
					<li
						key={step.key}
						data-testid={`setup-${step.key}`}
						className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
					>
						<span
							className={`inline-flex w-20 items-center gap-1 rounded px-2 py-0.5 text-xs font-bold tracking-wide uppercase ${
								step.done ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'
							}`}
						>
							<span aria-hidden="true">{step.done ? '✓' : '○'}</span>
							{step.done ? 'Done' : 'To do'}
							<span className="sr-only">:</span>
						</span>
						<span className="min-w-0">
							<span className={`block font-semibold ${step.done ? 'text-slate-600' : 'text-slate-900'}`}>
								{step.label}
							</span>
							<span className="block text-sm break-words text-slate-700">{step.text}</span>
						</span>
						{step.done ? null : (
							<Link
								to={step.to}
								className="text-brand-800 col-start-2 py-2 text-sm font-semibold underline underline-offset-2 sm:col-start-3 sm:py-0"
							>
								{step.linkText}
							</Link>
						)}
					</li>
				))}
			</ol>
		</section>
	)
}
