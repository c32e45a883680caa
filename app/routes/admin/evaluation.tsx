/**
 * Registrations, Evaluation (/admin/evaluation): Administrator only (comments may describe people;
 * the desk's Users have no use for them). One edition's evaluation results (the current one by
 * default, `?edition=<id>`): responses and response rate, averages and counts, the sessions' table
 * and the anonymous comments, Export to CSV (docs/event-days.md, "Evaluation").
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { EvaluationResultsScreen } from '#app/modules/evaluations/components/evaluation-results-screen.tsx'
import { loadEvaluationResultsPage } from '#app/modules/evaluations/evaluations-pages.server.ts'
import type { Route } from './+types/evaluation'

export const handle = { breadcrumb: 'Evaluation' }

export function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadEvaluationResultsPage(request)
}

export default function Evaluation({ loaderData }: Route.ComponentProps) {
	return <EvaluationResultsScreen page={loaderData} />
}
