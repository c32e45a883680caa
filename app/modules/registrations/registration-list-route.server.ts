/**
 * What the two registration list screens, /admin/attendees and /admin/partnerships (issue 6), do in
 * their loader and action once the route has checked the role: read the URL, load one page, and
 * delete the selected rows with a toast. The routes name their list, query and texts.
 */
import { data, redirect } from 'react-router'
import type { Database } from '#app/db/connect.server.ts'
import { formatClockTime, formatShortDate } from '#app/lib/format.ts'
import { type ListOptions, pageWindow, redirectPastLastPage } from '#app/lib/list-params.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { listEditions } from '#app/modules/editions/editions.queries.server.ts'
import {
	editionOptions,
	exportSearch,
	parseRegistrationListParams,
	type RegistrationListParams,
} from './registration-list.ts'
import { DeleteRegistrationsSchema } from './registrations.schema.ts'

/**
 * The loader data of a registration list: its URL state, the matching total, the edition filter's
 * choices, the export link keeping search, filter and sort, and one page of rows with their date and
 * time in Accra (`dateText` "12 Mar 2026", `timeText` "14:05"). A page past the last redirects to the
 * last one.
 */
export async function loadRegistrationList<S extends string, Row extends { createdAt: string }>(
	db: Database,
	request: Request,
	{
		list,
		find,
		exportPath,
	}: {
		list: ListOptions<S>
		find: (
			query: RegistrationListParams<S> & { offset: number; limit: number | null },
		) => Promise<{ total: number; rows: Row[] }>
		/** The CSV download's path, e.g. `/admin/export/attendees`. */
		exportPath: string
	},
) {
	const url = new URL(request.url)
	const editions = await listEditions(db)
	const params = parseRegistrationListParams(
		url,
		list,
		editions.map((e) => e.id),
	)
	const { total, rows } = await find({ ...params, ...pageWindow(params) })
	redirectPastLastPage(url, params, total)
	return {
		params,
		total,
		editions: editionOptions(editions),
		exportHref: `${exportPath}${exportSearch(params, list)}`,
		rows: rows.map((r) => ({
			...r,
			dateText: formatShortDate(r.createdAt),
			timeText: formatClockTime(r.createdAt),
		})),
	}
}

/**
 * Deletes the rows selected on a registration list (`ids`, see `DeleteRegistrationsSchema`) with
 * `remove`, then redirects back to the same list view with a toast: `titles.one` or `titles.many(n)`,
 * or `titles.none` when none of them existed any more. Throws a 400 response for a bad selection.
 */
export async function deleteSelectedRegistrations(
	request: Request,
	remove: (ids: number[], now: Date) => Promise<readonly unknown[]>,
	titles: { one: string; many: (count: number) => string; none: string },
) {
	const parsed = DeleteRegistrationsSchema.safeParse(Object.fromEntries(await request.formData()))
	if (!parsed.success) {
		throw data(parsed.error.issues[0]?.message ?? 'Unknown action.', { status: 400 })
	}
	const deleted = await remove(parsed.data.ids, new Date())
	const url = new URL(request.url)
	return redirect(url.pathname + url.search, {
		headers: await toastHeaders(
			deleted.length > 0
				? { type: 'success', title: deleted.length === 1 ? titles.one : titles.many(deleted.length) }
				: { type: 'error', title: titles.none },
		),
	})
}
