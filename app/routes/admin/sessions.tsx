/**
 * View Sessions (spec §2 /admin/sessions, §9 five per page; issue 5): Administrator only. Every agenda
 * session with Heading, Speaker, Start Time, End Time, Date, Edit and Delete; search (heading or
 * speaker), paging (5, 10, 15, All) and sortable columns, by date and time by default. Delete asks
 * first.
 */
import { data, Link, redirect } from 'react-router'
import { EmptyRow, Pager, SortHeader } from '#app/components/admin/list-controls.tsx'
import { ListCard, ListPageHeader } from '#app/components/admin/list-screen.tsx'
import { NO_MESSAGE, SERVER_ERROR } from '#app/lib/network-error.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { type ListOptions, pageWindow, parseListParams, redirectPastLastPage } from '#app/lib/list-params.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { formatEventTime, formatWeekdayShortDate } from '#app/lib/format.ts'
import { deleteSession } from '#app/modules/agenda/session-admin.server.ts'
import { SESSION_SORT_KEYS, type SessionSortKey } from '#app/modules/agenda/session-list.ts'
import { countSessionsMatching, listSessionsPage } from '#app/modules/agenda/sessions.queries.server.ts'
import type { Route } from './+types/sessions'
import { logger } from '#app/lib/logger.server.ts'

export const handle = { breadcrumb: 'View Sessions' }

export const meta: Route.MetaFunction = () => [{ title: 'View Sessions | Back office' }]

/** Spec §9: sessions 5 per page; "5, 10, 15, All"; in programme order. */
const SESSION_LIST: ListOptions<SessionSortKey> = {
	sizes: [5, 10, 15],
	defaultSize: 5,
	allowAll: true,
	sortable: SESSION_SORT_KEYS,
	defaultSort: { sort: 'date', dir: 'asc' },
}

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	const url = new URL(request.url)
	const params = parseListParams(url, SESSION_LIST)
	const { offset, limit } = pageWindow(params)
	let total, rows
	try {
		;[total, rows] = await Promise.all([
			countSessionsMatching(db, params.q),
			listSessionsPage(db, { q: params.q, sort: params.sort, dir: params.dir, offset, limit }),
		])
	} catch (error) {
		logger.error({ err: error }, 'Session list could not be read')
		throw data('Failed to fetch data', { status: 500 })
	}
	redirectPastLastPage(url, params, total)
	return {
		...params,
		total,
		rows: rows.map((r) => ({
			id: r.id,
			editionYear: r.edition_year,
			heading: r.heading,
			speaker: r.speaker,
			startsAt: r.starts_at,
			endsAt: r.ends_at,
			startText: formatEventTime(r.starts_at),
			endText: formatEventTime(r.ends_at),
			dateText: formatWeekdayShortDate(r.starts_at),
		})),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const formData = await request.formData()
	const url = new URL(request.url)
	switch (formData.get('intent')) {
		case 'delete-session': {
			const id = Number(formData.get('id'))
			if (!Number.isSafeInteger(id) || id < 1) throw data('Unknown session.', { status: 400 })
			let result
			try {
				result = await deleteSession(db, actor, id, new Date())
			} catch (error) {
				logger.error({ err: error }, 'Session could not be deleted')
				return redirect(url.pathname + url.search, {
					headers: await toastHeaders({
						type: 'error',
						title: SERVER_ERROR,
						description: 'Nothing was deleted.',
					}),
				})
			}
			return redirect(url.pathname + url.search, {
				headers: await toastHeaders(
					result.ok
						? {
								type: 'success',
								title: 'Session deleted',
								description: `“${result.heading.length > 120 ? `${result.heading.slice(0, 119)}…` : result.heading}” is no longer on the agenda.`,
							}
						: { type: 'error', title: 'Session not deleted', description: result.message || NO_MESSAGE },
				),
			})
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

const EMPTY = <span className="text-slate-500">—</span>

export default function Sessions({ loaderData }: Route.ComponentProps) {
	const { rows, q, page, size, total, sort, dir } = loaderData
	const header = (column: SessionSortKey, label: string) => (
		<SortHeader column={column} label={label} sort={sort} dir={dir} />
	)
	return (
		<>
			<ListPageHeader title="View Sessions" addTo="/admin/add-agenda" addLabel="Add Session" />

			<ListCard
				id="sessions"
				title="Agenda sessions"
				note="Times are Accra time (GMT)."
				search={{
					q,
					label: 'Search sessions by heading or speaker',
					placeholder: 'Search by heading or speaker...',
				}}
				tableMaxHeight="xl:max-h-[36rem]"
				pager={<Pager page={page} size={size} total={total} sizes={SESSION_LIST.sizes} allowAll />}
			>
				{/* Below 1280 px only Heading, Edit and Delete show; the heading cell lists the rest. */}
				<table className="w-full text-left text-sm max-xl:[&_tr>:nth-child(n+2):nth-child(-n+5)]:hidden">
					<caption className="sr-only">
						Agenda sessions{q ? `, matching “${q}”` : ''}, page {page}
					</caption>
					<thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
						<tr>
							{header('heading', 'Heading')}
							{header('speaker', 'Speaker')}
							{header('start', 'Start Time')}
							{header('end', 'End Time')}
							{header('date', 'Date')}
							<th scope="col" className="px-3 py-3">
								Edit
							</th>
							<th scope="col" className="px-3 py-3">
								Delete
							</th>
						</tr>
					</thead>
					<tbody className="divide-y divide-slate-100">
						{rows.length === 0 ? (
							<EmptyRow colSpan={7} />
						) : (
							rows.map((row) => (
								<tr key={row.id} data-testid="session-row" className="align-top">
									<th scope="row" className="px-3 py-3 font-semibold text-slate-900 xl:min-w-48">
										{row.heading}
										{/* Narrow screens: the other columns under the heading. */}
										<dl className="mt-1 space-y-0.5 text-xs font-normal text-slate-600 xl:hidden">
											<dt className="sr-only">Speaker</dt>
											<dd>{row.speaker ?? 'No speaker'}</dd>
											<dt className="sr-only">Date and time</dt>
											<dd>
												{row.dateText}, {row.startText} – {row.endText}
											</dd>
										</dl>
									</th>
									<td className="min-w-36 px-3 py-3">{row.speaker ?? EMPTY}</td>
									<td className="px-3 py-3 whitespace-nowrap tabular-nums">
										<time dateTime={row.startsAt}>{row.startText}</time>
									</td>
									<td className="px-3 py-3 whitespace-nowrap tabular-nums">
										<time dateTime={row.endsAt}>{row.endText}</time>
									</td>
									<td className="px-3 py-3 whitespace-nowrap">
										<time dateTime={row.startsAt.slice(0, 10)}>{row.dateText}</time>
									</td>
									<td className="px-3 py-3">
										<Link
											to={`/admin/edit-agenda/${row.id}`}
											className="text-brand-700 ring-brand-200 hover:bg-brand-50 inline-block rounded-md px-2.5 py-1.5 text-center text-sm font-semibold ring-1"
										>
											Edit<span className="sr-only"> {row.heading}</span>
										</Link>
									</td>
									<td className="px-3 py-3">
										<ConfirmButton
											label={
												<>
													Delete<span className="sr-only"> {row.heading}</span>
												</>
											}
											title="Delete this session?"
											fields={{ intent: 'delete-session', id: row.id }}
											className="rounded-md px-2.5 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
										>
											<p>
												“{row.heading}” ({row.dateText}, {row.startText}) will be removed from the{' '}
												{row.editionYear} agenda. This cannot be undone.
											</p>
										</ConfirmButton>
									</td>
								</tr>
							))
						)}
					</tbody>
				</table>
			</ListCard>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
