/**
 * View Event Data (spec §2 /admin/data-center, §5 "basic data by theme or title", §9 five per page;
 * issue 5): Administrator only. Every edition with Theme, Venue, Regular Fee, Early Bird Fee, Expiry
 * Date, Event Date, Edit and Delete; search (theme, venue or year), paging (5, 10, 15, All) and
 * sortable columns. The edition the public site shows (ADR 0007) carries a "Shown on the site" badge.
 * Delete asks first, takes the edition's agenda sessions with it, and is refused for an edition with
 * registrations.
 */
import { data, Link, redirect } from 'react-router'
import { EmptyRow, Pager, SortHeader } from '#app/components/admin/list-controls.tsx'
import { ListCard, ListPageHeader } from '#app/components/admin/list-screen.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { type ListOptions, pageWindow, parseListParams, redirectPastLastPage } from '#app/lib/list-params.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { NO_MESSAGE, SERVER_ERROR } from '#app/lib/network-error.ts'
import { deleteEditionData, editionLabel } from '#app/modules/editions/edition-admin.server.ts'
import { pickCurrentEdition } from '#app/modules/editions/edition.ts'
import { formatCedis, formatEventTime, formatShortDate, formatShortDay } from '#app/lib/format.ts'
import { EDITION_SORT_KEYS, type EditionSortKey } from '#app/modules/editions/edition-list.ts'
import {
	countEditionsMatching,
	listEditions,
	listEditionsPage,
} from '#app/modules/editions/editions.queries.server.ts'
import type { Route } from './+types/editions'
import { logger } from '#app/lib/logger.server.ts'

export const handle = { breadcrumb: 'View Event Data' }

export const meta: Route.MetaFunction = () => [{ title: 'View Event Data | Back office' }]

/** Spec §9: basic data 5 per page; "5, 10, 15, All"; newest event first. */
const EDITION_LIST: ListOptions<EditionSortKey> = {
	sizes: [5, 10, 15],
	defaultSize: 5,
	allowAll: true,
	sortable: EDITION_SORT_KEYS,
	defaultSort: { sort: 'eventDate', dir: 'desc' },
}

/** The spec's load-failure message (spec §8). */
const FETCH_FAILED = 'Failed to fetch data'

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	const url = new URL(request.url)
	const params = parseListParams(url, EDITION_LIST)
	const { offset, limit } = pageWindow(params)
	const now = new Date()
	let total, rows, current
	try {
		;[total, rows, current] = await Promise.all([
			countEditionsMatching(db, params.q),
			listEditionsPage(db, { q: params.q, sort: params.sort, dir: params.dir, offset, limit }),
			listEditions(db).then((all) => pickCurrentEdition(all, now)),
		])
	} catch (error) {
		logger.error({ err: error }, 'Event data list could not be read')
		throw data(FETCH_FAILED, { status: 500 })
	}
	redirectPastLastPage(url, params, total)
	return {
		...params,
		total,
		rows: rows.map((r) => ({
			id: r.id,
			year: r.year,
			theme: r.theme,
			venue: r.venue,
			label: editionLabel(r),
			regularFee: r.regular_fee_pesewas === null ? null : formatCedis(r.regular_fee_pesewas),
			earlyBirdFee: r.early_bird_fee_pesewas === null ? null : formatCedis(r.early_bird_fee_pesewas),
			expiresOn: r.early_bird_expires_on,
			expiryText: r.early_bird_expires_on ? formatShortDay(r.early_bird_expires_on) : null,
			startsAt: r.starts_at,
			eventDay: r.starts_at ? formatShortDate(r.starts_at) : null,
			eventTime: r.starts_at ? formatEventTime(r.starts_at) : null,
			eventDateText: r.starts_at ? `${formatShortDate(r.starts_at)}, ${formatEventTime(r.starts_at)}` : null,
			sessions: r.session_count,
			registrations: r.registration_count,
			shownOnSite: r.id === current?.id,
		})),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const formData = await request.formData()
	const url = new URL(request.url)
	switch (formData.get('intent')) {
		case 'delete-edition': {
			const id = Number(formData.get('id'))
			if (!Number.isSafeInteger(id) || id < 1) throw data('Unknown event data.', { status: 400 })
			let result
			try {
				result = await deleteEditionData(db, actor, id, new Date())
			} catch (error) {
				logger.error({ err: error }, 'Event data could not be deleted')
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
								title: 'Event data deleted',
								description: `The ${result.label} and its ${result.sessionsDeleted} agenda session${result.sessionsDeleted === 1 ? '' : 's'} were deleted.`,
							}
						: { type: 'error', title: 'Event data not deleted', description: result.message || NO_MESSAGE },
				),
			})
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

const EMPTY = <span className="text-slate-500">—</span>

export default function EditionList({ loaderData }: Route.ComponentProps) {
	const { rows, q, page, size, total, sort, dir } = loaderData
	const header = (column: EditionSortKey, label: string) => (
		<SortHeader column={column} label={label} sort={sort} dir={dir} />
	)
	return (
		<>
			<ListPageHeader title="View Event Data" addTo="/admin/basic-data" addLabel="Add Event Data" />

			<ListCard
				id="editions"
				title="Basic data"
				note="The public site shows the edition with the nearest date still ahead."
				search={{
					q,
					label: 'Search event data by theme, venue or year',
					placeholder: 'Search by theme or title...',
				}}
				tableMaxHeight="xl:max-h-[36rem]"
				pager={<Pager page={page} size={size} total={total} sizes={EDITION_LIST.sizes} allowAll />}
			>
				{/* Below 1280 px only Theme, Edit and Delete show; the theme cell lists the rest. */}
				<table className="w-full text-left text-sm max-xl:[&_tr>:nth-child(n+2):nth-child(-n+6)]:hidden">
					<caption className="sr-only">
						Event data{q ? `, matching “${q}”` : ''}, page {page}
					</caption>
					<thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
						<tr>
							{header('theme', 'Theme')}
							{header('venue', 'Venue')}
							{header('regularFee', 'Regular Fee')}
							{header('earlyBirdFee', 'Early Bird Fee')}
							{header('expiry', 'Expiry Date')}
							{header('eventDate', 'Event Date')}
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
							<EmptyRow colSpan={8} />
						) : (
							rows.map((row) => (
								<tr
									key={row.id}
									data-testid="edition-row"
									className={`align-top ${row.shownOnSite ? 'bg-brand-50/60' : ''}`}
								>
									<th scope="row" className="px-3 py-3 font-normal text-slate-900 xl:min-w-44">
										<span className="block text-xs font-semibold text-slate-500">{row.year}</span>
										<span className="font-semibold">
											{row.theme ?? <span className="text-slate-500">No theme yet</span>}
										</span>
										{row.shownOnSite ? (
											<span className="bg-brand-700 mt-1 block w-fit rounded-full px-2 py-0.5 text-xs font-semibold text-white">
												Shown on the site
											</span>
										) : null}
										{/* Narrow screens: the other columns under the theme. */}
										<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600 xl:hidden">
											<dt className="font-semibold">Venue</dt>
											<dd>{row.venue ?? '—'}</dd>
											<dt className="font-semibold">Regular fee</dt>
											<dd>{row.regularFee ?? '—'}</dd>
											<dt className="font-semibold">Early bird fee</dt>
											<dd>
												{row.earlyBirdFee ?? '—'}
												{row.expiryText ? ` until ${row.expiryText}` : ''}
											</dd>
											<dt className="font-semibold">Event date</dt>
											<dd>{row.eventDateText ?? '—'}</dd>
										</dl>
									</th>
									<td className="min-w-32 px-3 py-3">{row.venue ?? EMPTY}</td>
									<td className="px-3 py-3 whitespace-nowrap tabular-nums">{row.regularFee ?? EMPTY}</td>
									<td className="px-3 py-3 whitespace-nowrap tabular-nums">{row.earlyBirdFee ?? EMPTY}</td>
									<td className="px-3 py-3 whitespace-nowrap">
										{row.expiresOn ? <time dateTime={row.expiresOn}>{row.expiryText}</time> : EMPTY}
									</td>
									<td className="px-3 py-3 whitespace-nowrap">
										{row.startsAt ? (
											<time dateTime={row.startsAt}>
												{row.eventDay}
												<span className="block text-xs text-slate-600">{row.eventTime}</span>
											</time>
										) : (
											EMPTY
										)}
									</td>
									<td className="px-3 py-3">
										<Link
											to={`/admin/basic-data-edit/${row.id}`}
											className="text-brand-700 ring-brand-200 hover:bg-brand-50 inline-block rounded-md px-2.5 py-1.5 text-center text-sm font-semibold ring-1"
										>
											Edit<span className="sr-only"> the {row.label}</span>
										</Link>
									</td>
									<td className="px-3 py-3">
										{row.registrations > 0 ? (
											<span className="block max-w-32 text-xs text-slate-600">
												Cannot be deleted: {row.registrations} registration
												{row.registrations === 1 ? '' : 's'}
											</span>
										) : (
											<ConfirmButton
												label={
													<>
														Delete<span className="sr-only"> the {row.label}</span>
													</>
												}
												title={`Delete the ${row.year} edition?`}
												fields={{ intent: 'delete-edition', id: row.id }}
												className="rounded-md px-2.5 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
											>
												<p>
													The {row.label} will be deleted together with its {row.sessions} agenda session
													{row.sessions === 1 ? '' : 's'}. This cannot be undone.
												</p>
												<p className="mt-2 text-sm">An edition that has registrations cannot be deleted.</p>
											</ConfirmButton>
										)}
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
