/**
 * Partnerships_List.csv: every enquiry matching the list's search, edition filter and sort, streamed
 * from the database (ADR 0014). Administrator only.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { partnershipList } from '#app/modules/partnerships/partnership-list.server.ts'
import type { Route } from './+types/export-partnerships'

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireRole(context)
	return partnershipList.exportCsv(request, user)
}
