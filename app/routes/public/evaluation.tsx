/**
 * The delegate's evaluation (/registration/{token}/evaluation, from the manage page and the last
 * day's mail; docs/event-days.md, "Evaluation"): an overall rating, a rating and comment per
 * session, overall comments, once per registration and anonymous. Before it opens and after it
 * closes, a page that says so; once answered, thanks. Sent without React and works without
 * JavaScript. Personal: never cached, never indexed. A forged, altered or cancelled token gets a 404
 * without any data. In the language of its URL (`/fr/registration/{token}/evaluation`, ADR 0059).
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { EvaluationForm } from '#app/modules/registration/components/evaluation-form.tsx'
import {
	PersonalPage,
	personalHeaders,
	personalMeta,
} from '#app/modules/registration/components/personal-page.tsx'
import { evaluationFromForm, loadEvaluationPage } from '#app/modules/registration/evaluation-pages.server.ts'
import type { Route } from './+types/evaluation'

export const headers = personalHeaders

export const meta: Route.MetaFunction = () => personalMeta(m.evaluation_title())

export function loader({ params }: Route.LoaderArgs) {
	return loadEvaluationPage(params.token)
}

export function action({ params, request }: Route.ActionArgs) {
	return evaluationFromForm(params.token, request)
}

const box = 'rounded-xl p-4 ring-1 sm:p-6'

export default function Evaluation({ loaderData: page, actionData }: Route.ComponentProps) {
	const refused = actionData && 'refused' in actionData ? actionData.refused : null
	const reply = actionData && 'result' in actionData ? actionData.result : undefined
	const answered = page.answered || refused === 'already-answered'
	return (
		<PersonalPage kicker={page.event.name} title={m.evaluation_title()}>
			{answered ? (
				<div role="status" className={`${box} bg-emerald-50 text-emerald-950 ring-emerald-200`}>
					<p className="text-lg font-semibold" data-testid="evaluation-answered">
						{refused === 'already-answered' ? m.evaluation_already_answered() : m.evaluation_thanks()}
					</p>
				</div>
			) : page.phase === 'open' ? (
				<>
					<p className="mb-6 text-lg text-slate-800">
						{page.closesOn ? m.evaluation_intro({ date: page.closesOn }) : null}
					</p>
					<EvaluationForm sessions={page.sessions} reply={reply} />
				</>
			) : (
				<div role="status" className={`${box} bg-white text-slate-900 shadow-sm ring-slate-200`}>
					<p className="text-lg font-semibold" data-testid="evaluation-closed">
						{page.phase === 'closed'
							? m.evaluation_closed({ date: page.closesOn ?? '' })
							: page.opensOn
								? m.evaluation_not_open_until({ date: page.opensOn })
								: m.evaluation_not_open()}
					</p>
				</div>
			)}
			<p className="mt-6">
				<a
					href={page.manageHref}
					className="text-brand-800 inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
				>
					{m.evaluation_back_registration()}
				</a>
			</p>
		</PersonalPage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
