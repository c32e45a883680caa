/**
 * Evaluation_<year>.csv: one row per evaluation response of the edition (`?edition=<id>`, else the
 * current one), anonymous, streamed from the database (docs/event-days.md, "Evaluation").
 * Administrator only; refused when another site started the download.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { requireSameSiteDownload } from '#app/lib/http/origin-check.server.ts'
import { exportEvaluationCsv } from '#app/modules/evaluations/evaluations-pages.server.ts'
import type { Route } from './+types/export-evaluation'

export function loader({ request, context }: Route.LoaderArgs) {
	const actor = requireRole(context)
	requireSameSiteDownload(request)
	return exportEvaluationCsv(request, actor)
}
