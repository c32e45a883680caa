/**
 * The interest list screen (/admin/interest) for its route: one page of the addresses that asked to
 * hear about the next edition, newest first, searchable by address; deleting one (with an activity
 * row); and its CSV export (/admin/export/interest). Administrator only: the addresses are personal
 * data (docs/privacy.md).
 */
import { searchText } from '#app/lib/list-params.ts'
import { requireSameSiteDownload } from '#app/lib/http/origin-check.server.ts'
import { db } from '#app/db/db.server.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { actorActivity } from '#app/lib/auth/actor.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { type CsvColumn, csvResponse, csvStream } from '#app/lib/csv/csv-export.server.ts'
import { formatCsvDateTime, formatDateTime } from '#app/lib/format.ts'
import { formRecordId, listRoute, type ListRouteArgs, loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { INTEREST_SORTS } from './interest.schema.ts'
import {
	countInterest,
	deleteInterest,
	interestBatches,
	type InterestRow,
	listInterest,
} from './interest.queries.server.ts'

const INTEREST_LIST = contentListOptions({
	defaultSize: 15,
	sortable: INTEREST_SORTS,
	defaultSort: { sort: 'date', dir: 'desc' },
})

/** The export's file name. */
export const INTEREST_FILE = 'Interest_List.csv'

/**
 * Deletes signup `id` by `actor` with a "Delete Interest" activity row, in one transaction; returns
 * the address, or null when there was none (nothing written).
 */
export function removeInterest(actor: Actor, id: number, now: Date): Promise<string | null> {
	return writeTransaction(db, async (trx) => {
		const email = await deleteInterest(trx, id)
		if (email)
			await recordActivity(
				trx,
				actorActivity(actor, 'Delete Interest', `Removed ${email} from the interest list`),
				now,
			)
		return email
	})
}

/**
 * The interest list route's `loader` and `action` (see `listRoute`). The loader data is a `ListPage`
 * of signups with their dates in Accra (`dateText`) and the export's address keeping the search
 * (`exportHref`). The action's `delete-interest` removes the posted signup, with a toast.
 */
export const interestList = listRoute({
	load: async (request) => {
		const url = new URL(request.url)
		const page = await loadListPage(
			url,
			INTEREST_LIST,
			{ count: ({ q }) => countInterest(db, q), page: (query) => listInterest(db, query) },
			{ failureMessage: 'Unable to fetch the interest list. Please try again later.' },
		)
		const q = page.params.q
		return {
			...page,
			exportHref: `/admin/export/interest${q ? `?q=${encodeURIComponent(q)}` : ''}`,
			rows: page.rows.map((row) => ({ ...row, dateText: formatDateTime(row.createdAt) })),
		}
	},
	intents: (actor) => ({
		'delete-interest': async (form) => {
			const email = await removeInterest(actor, formRecordId(form, 'Unknown address.'), new Date())
			return email
				? { type: 'success', title: 'Address removed', description: `${email} is no longer on the list.` }
				: { type: 'error', title: 'Address not removed', description: 'It is no longer on the list.' }
		},
	}),
})

/** A row of the interest list screen. */
export type InterestListItem = Awaited<ReturnType<typeof interestList.loader>>['rows'][number]

const CSV_COLUMNS: CsvColumn<InterestRow>[] = [
	{ header: 'Email', value: (row) => row.email },
	{ header: 'Privacy notice version', value: (row) => row.consentVersion },
	{ header: 'Date added', value: (row) => formatCsvDateTime(row.createdAt) },
]

/**
 * The export route's loader: Interest_List.csv of every signup matching the search `q`, oldest
 * first, streamed, with an "Export Interest" activity row; refused, with none, when another site
 * started it (`requireSameSiteDownload`). Administrator only.
 */
export async function exportInterestLoader({ request, context }: ListRouteArgs): Promise<Response> {
	const actor = requireRole(context)
	requireSameSiteDownload(request)
	const q = searchText(new URL(request.url).searchParams.get('q') ?? '', 100)
	await recordActivity(
		db,
		actorActivity(actor, 'Export Interest', `Exported the interest list${q ? ` (search "${q}")` : ''}`),
		new Date(),
	)
	return csvResponse(INTEREST_FILE, csvStream(CSV_COLUMNS, interestBatches(db, q)))
}
