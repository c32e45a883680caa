/**
 * What the registration list screens, /admin/attendees and /admin/partnerships, and their CSV
 * downloads do once the route has checked the role: read the URL, load one page, delete the selected
 * rows with a toast, stream the export. A `RegistrationList` (one per screen, in the attendees and
 * partnerships modules) names the table, the page sizes and sorts, and the texts.
 */
import { requireSameSiteDownload } from '#app/lib/http/origin-check.server.ts'
import { data } from 'react-router'
import type { MailStatus } from '#app/db/schema.ts'
import { db } from '#app/db/db.server.ts'
import { mailFileStore } from '#app/lib/storage/file-store.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formatClockTime, formatShortDate } from '#app/lib/format.ts'
import { type ListIntents, listRoute, type ListRouteArgs, loadListPage } from '#app/lib/list-loader.server.ts'
import type { ListOptions } from '#app/lib/list-params.ts'
import { listEditions } from '#app/modules/editions/editions.queries.server.ts'
import {
	deleteRegistrations,
	exportRegistrations,
	NO_ATTENDANCE,
	type RegistrationAttendance,
	type RegistrationKind,
} from './registration-admin.server.ts'
import {
	describeFilter,
	editionOptions,
	type ListSearchState,
	parseAttendeeFilters,
	exportSearch,
	parseEditionFilter,
	parseRegistrationListParams,
} from './registration-list.ts'
import { DeleteRegistrationsSchema } from './registration-lists.schema.ts'
import {
	attendeeMoneyTotals,
	countMatchingRegistrations,
	listRegistrationPage,
	type RegistrationExtra,
	type RegistrationFilter,
	type RegistrationRow,
	type RegistrationSearch,
	type RegistrationSort,
	searchRegistrations,
} from './registration-lists.queries.server.ts'
import { isSearchableTerm } from '#app/db/dialect.ts'
import { type Balance, balanceOf, NO_MOVEMENTS } from '#app/modules/payments/money.ts'
import { ledgerTotals } from '#app/modules/payments/payments.queries.server.ts'

/** One registration list screen: its kind of row, page sizes and sorts, toasts and CSV path. */
export interface RegistrationList<
	S extends RegistrationSort,
	E extends RegistrationExtra = never,
> extends RegistrationKind<E> {
	/** Page sizes, sortable columns and default order (the list's `*-list.ts`). */
	options: ListOptions<S>
	/** Toast titles after a delete: of one row, of several, of rows that were gone already. */
	deleted: { one: string; many: (count: number) => string; none: string }
	/** The CSV download's path, e.g. `/admin/export/attendees`. */
	exportPath: string
	/**
	 * The status of the newest mail about each row of a page (ids to status), for a list whose rows
	 * are mailed (attendees: their confirmation). Rows without get null.
	 */
	mailStatuses?: (ids: number[]) => Promise<ReadonlyMap<number, MailStatus>>
}

/**
 * A row of a registration list, with its date ("12 Mar 2026") and time ("14:05") in Accra, and the
 * status of its newest mail when the list has mail (null when it has none).
 */
export type RegistrationListItem<E extends RegistrationExtra = never> = RegistrationRow<E> & {
	dateText: string
	timeText: string
	mailStatus: MailStatus | null
	/** An attendee's fee, paid, waived, refunded, balance and state (from the ledger); null on other lists. */
	money: Balance | null
	/** The sessions it attended and their CPE hours, on a list with attendance (attendees); else null. */
	attendance: RegistrationAttendance | null
}

/**
 * The loader data of a registration list: its URL state (`params`, with the edition filter), the
 * matching total, one page of rows with their date and time in Accra (`dateText` "12 Mar 2026",
 * `timeText` "14:05"; an attendee's `money` from the ledger and `attendance`, the sessions attended
 * and CPE hours), the money of every matching attendee
 * added up (`moneyTotals`: fee, paid, waived, balance; null on other lists), the edition filter's choices, the export link keeping search, filter and
 * sort, and what the search did (`search`, see `ListSearchState`: a search shows at most the
 * newest `SEARCH_SHOWN` matches, and a term under 3 characters is not searched). A page
 * past the last redirects to the last one.
 */
export async function loadRegistrationList<S extends RegistrationSort, E extends RegistrationExtra>(
	request: Request,
	list: RegistrationList<S, E>,
) {
	const url = new URL(request.url)
	const editions = await listEditions(db)
	const editionId = parseEditionFilter(
		url,
		editions.map((e) => e.id),
	)
	const attendeeFilters =
		list.source.table === 'attendees' ? parseAttendeeFilters(url) : { payment: null, checkedIn: null }
	// The count and the page share one search.
	let found: Promise<RegistrationSearch | null> | undefined
	const searchOf = (filter: RegistrationFilter) => (found ??= searchRegistrations(db, list.source, filter))
	const page = await loadListPage(
		url,
		list.options,
		{
			count: async (filter) => countMatchingRegistrations(db, list.source, filter, await searchOf(filter)),
			page: async (query) => {
				const rows = await listRegistrationPage(db, list.source, query, await searchOf(query))
				const ids = rows.map((r) => r.id)
				const attendees = list.source.table === 'attendees'
				const [mail, totals, attended] = await Promise.all([
					list.mailStatuses ? list.mailStatuses(ids) : new Map<number, MailStatus>(),
					// The ledger's sums of this page's rows only: the list stays as fast at any size.
					attendees ? ledgerTotals(db, ids) : null,
					// The same for session attendance: one grouped read of this page's rows.
					list.attendance ? list.attendance(db, ids) : null,
				])
				return rows.map((row): RegistrationListItem<E> => ({
					...row,
					dateText: formatShortDate(row.createdAt),
					timeText: formatClockTime(row.createdAt),
					mailStatus: mail.get(row.id) ?? null,
					money: totals
						? balanceOf(
								(row as Partial<RegistrationRow<'fee_pesewas'>>).fee_pesewas ?? null,
								totals.get(row.id) ?? NO_MOVEMENTS,
							)
						: null,
					attendance: attended ? (attended.get(row.id) ?? NO_ATTENDANCE) : null,
				}))
			},
		},
		{ filters: { editionId, ...attendeeFilters } },
	)
	const search = await searchOf(page.params)
	// The money of every matching attendee (not only the page's), in one aggregate query.
	const moneyTotals =
		list.source.table === 'attendees' ? await attendeeMoneyTotals(db, page.params, search) : null
	const state: ListSearchState =
		page.params.q === ''
			? 'none'
			: !isSearchableTerm(page.params.q)
				? 'too-short'
				: search?.complete === false
					? 'newest'
					: 'complete'
	return {
		...page,
		moneyTotals,
		search: state,
		editions: editionOptions(editions),
		exportHref: `${list.exportPath}${exportSearch(page.params, list.options)}`,
	}
}

/**
 * The intents of a registration list's action: `delete` deletes the rows a Delete or "Delete
 * selected" posted (`ids`, see `DeleteRegistrationsSchema`) with their activity row and says so in a
 * toast (`list.deleted`). Throws a 400 response for a bad selection.
 */
function registrationListIntents<S extends RegistrationSort, E extends RegistrationExtra>(
	actor: Actor,
	list: RegistrationList<S, E>,
): ListIntents {
	return {
		delete: async (form) => {
			const parsed = DeleteRegistrationsSchema.safeParse(Object.fromEntries(form))
			if (!parsed.success) {
				throw data(parsed.error.issues[0]?.message ?? 'Unknown action.', { status: 400 })
			}
			const deleted = await deleteRegistrations(db, actor, parsed.data.ids, new Date(), list, mailFileStore)
			if (deleted.length === 0) return { type: 'error', title: list.deleted.none }
			return {
				type: 'success',
				title: deleted.length === 1 ? list.deleted.one : list.deleted.many(deleted.length),
			}
		},
	}
}

/**
 * The CSV download of a registration list: every row matching the URL's search, edition filter and
 * sort (see `exportRegistrations`), recorded in the activity log.
 */
export async function exportRegistrationList<S extends RegistrationSort, E extends RegistrationExtra>(
	request: Request,
	actor: Actor,
	list: RegistrationList<S, E>,
): Promise<Response> {
	const editions = await listEditions(db)
	const params = parseRegistrationListParams(
		new URL(request.url),
		list.options,
		editions.map((e) => e.id),
	)
	const editionLabel = editionOptions(editions).find((e) => e.id === params.editionId)?.label ?? null
	return exportRegistrations(
		db,
		actor,
		list,
		{
			...params,
			// A search too short to run exports every row, as the list shows them.
			q: isSearchableTerm(params.q) ? params.q : '',
			filterText: describeFilter(
				isSearchableTerm(params.q) ? params.q : '',
				editionLabel,
				list.source.table === 'attendees' ? params : {},
			),
		},
		new Map(editions.map((e) => [e.id, e.year])),
		new Date(),
	)
}

/**
 * The route functions of one registration list screen, bound to `list`: `loader` (see
 * `loadRegistrationList`) and `action` (see `listRoute`; the `delete` intent), and `exportLoader`,
 * the loader of its CSV download route (see `exportRegistrationList`; refused, with no activity row,
 * when another site started it: `requireSameSiteDownload`). Administrators only: each throws the 403
 * or sign-in redirect of `requireRole`.
 */
export function registrationListScreen<S extends RegistrationSort, E extends RegistrationExtra>(
	list: RegistrationList<S, E>,
) {
	return {
		...listRoute({
			load: (request) => loadRegistrationList(request, list),
			intents: (actor) => registrationListIntents(actor, list),
		}),
		exportLoader: ({ request, context }: ListRouteArgs) => {
			const actor = requireRole(context)
			requireSameSiteDownload(request)
			return exportRegistrationList(request, actor, list)
		},
	}
}
