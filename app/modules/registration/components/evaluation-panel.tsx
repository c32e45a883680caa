/**
 * The manage page's "Tell us how it went" section (docs/event-days.md, "Evaluation"): the link to
 * the evaluation form while it is open, or the thanks once the registration has answered; nothing
 * before it opens or after it closes. Self-contained: the manage page passes the loader's
 * `evaluation` (`manageEvaluation`).
 */
import { Panel } from '#app/components/ui/panel.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import type { ManageEvaluation } from '../evaluation-pages.server.ts'

export function EvaluationPanel({
	evaluation,
	className,
}: {
	evaluation: ManageEvaluation
	className?: string
}) {
	if (!evaluation) return null
	return (
		<Panel id="evaluation-title" title={m.evaluation_manage_title()} className={className}>
			{evaluation.state === 'answered' ? (
				<p className="mt-2 text-slate-800" data-testid="evaluation-thanks">
					{m.evaluation_manage_thanks()}
				</p>
			) : (
				<>
					<p className="mt-2 text-slate-800">{m.evaluation_manage_intro()}</p>
					<a href={evaluation.href} className={buttonClasses('primary', 'mt-4 w-full text-base sm:w-auto')}>
						{m.evaluation_manage_link()}
					</a>
				</>
			)}
		</Panel>
	)
}
