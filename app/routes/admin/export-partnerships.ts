/**
 * Partnerships_List.csv (spec §7; issue 6 §3): every enquiry matching the list's search, edition
 * filter and sort, streamed from the database. Administrator only.
 */
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { listEditions } from '#app/modules/editions/editions.queries.server.ts'
import { exportPartnershipsCsv } from '#app/modules/partnerships/partnership-admin.server.ts'
import { PARTNERSHIP_LIST } from '#app/modules/partnerships/partnership-list.ts'
import {
	describeFilter,
	editionOptions,
	parseRegistrationListParams,
} from '#app/modules/registrations/registration-list.ts'
import type { Route } from './+types/export-partnerships'

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireRole(context)
	const editions = await listEditions(db)
	const params = parseRegistrationListParams(
		new URL(request.url),
		PARTNERSHIP_LIST,
		editions.map((e) => e.id),
	)
	const editionLabel = editionOptions(editions).find((e) => e.id === params.editionId)?.label ?? null
	return exportPartnershipsCsv(
		db,
		user,
		{
			q: params.q,
			editionId: params.editionId,
			sort: params.sort,
			dir: params.dir,
			filterText: describeFilter(params.q, editionLabel),
		},
		new Map(editions.map((e) => [e.id, e.year])),
		new Date(),
	)
}
