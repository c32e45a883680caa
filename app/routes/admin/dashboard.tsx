import { data, Link, redirect } from 'react-router'
import { EmptyRow, Pager, TableFrame } from '#app/components/admin/list-controls.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole, requireUser } from '#app/lib/auth/auth.server.ts'
import { type ListOptions, pageWindow, parseListParams } from '#app/lib/list-params.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import {
	countActivity,
	deleteActivity,
	listActivity,
	recordActivity,
} from '#app/modules/activity/activity.queries.server.ts'
import { countAttendees } from '#app/modules/attendees/attendees.queries.server.ts'
import { countEnquiries } from '#app/modules/partnerships/partnerships.queries.server.ts'
import { countSpeakers } from '#app/modules/speakers/speakers.queries.server.ts'
import { formatDateTime } from '#app/lib/format.ts'
import type { Route } from './+types/dashboard'

export const handle = { breadcrumb: 'Dashboard' }

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard | Back office' }]

/** Recent Activity page sizes (spec §9). */
const ACTIVITY_LIST: ListOptions = { sizes: [5, 10, 20], defaultSize: 5 }

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context)
	const params = parseListParams(new URL(request.url), ACTIVITY_LIST)
	const { offset, limit } = pageWindow(params)
	const [attendees, partnerships, speakers, total, rows] = await Promise.all([
		countAttendees(db),
		countEnquiries(db),
		countSpeakers(db),
		countActivity(db),
		listActivity(db, { offset, limit: limit ?? ACTIVITY_LIST.defaultSize }),
	])
	return {
		isAdministrator: user.role === 'Administrator',
		counts: { attendees, partnerships, speakers },
		activity: {
			page: params.page,
			size: params.size,
			total,
			rows: rows.map((r) => ({ ...r, timeText: formatDateTime(r.created_at) })),
		},
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireRole(context)
	const formData = await request.formData()
	switch (formData.get('intent')) {
		case 'delete-activity': {
			const id = Number(formData.get('id'))
			if (!Number.isInteger(id) || id < 1) throw data('Unknown activity record.', { status: 400 })
			const deleted = await db.transaction().execute(async (trx) => {
				const found = await deleteActivity(trx, id)
				if (found) {
					await recordActivity(
						trx,
						{
							userId: user.id,
							username: user.fullName,
							type: 'Delete Activity',
							description: `Deleted activity record ${id}`,
						},
						new Date(),
					)
				}
				return found
			})
			return redirect(new URL(request.url).pathname + new URL(request.url).search, {
				headers: await toastHeaders(
					deleted
						? { type: 'success', title: 'Activity record deleted' }
						: { type: 'error', title: 'That activity record no longer exists' },
				),
			})
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { counts, activity, isAdministrator } = loaderData
	const cards = [
		{ label: 'Total Registration', value: counts.attendees, to: '/admin/attendees' },
		{ label: 'Total Partnerships', value: counts.partnerships, to: '/admin/partnerships' },
		{ label: 'Total Speakers', value: counts.speakers, to: '/admin/speakers' },
	]
	return (
		<>
			<h1 className="text-brand-900 text-2xl font-bold">Dashboard</h1>
			<ul className="mt-6 grid gap-4 sm:grid-cols-3">
				{cards.map((card) => {
					const body = (
						<>
							<span className="block text-sm font-semibold text-slate-600">{card.label}</span>
							<span
								className="text-brand-900 mt-2 block text-4xl font-extrabold"
								data-testid={`count-${card.label}`}
							>
								{card.value.toLocaleString('en-GB')}
							</span>
						</>
					)
					return (
						<li key={card.label}>
							{isAdministrator ? (
								<Link
									to={card.to}
									className="hover:ring-brand-600 block rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
								>
									{body}
								</Link>
							) : (
								<div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">{body}</div>
							)}
						</li>
					)
				})}
			</ul>

			<section
				aria-labelledby="activity-title"
				className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
			>
				<h2 id="activity-title" className="text-brand-900 text-lg font-bold">
					Recent Activity
				</h2>
				<div className="mt-4">
					<TableFrame maxHeight="max-h-[32rem]">
						<table className="w-full text-left text-sm">
							<thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
								<tr>
									<th scope="col" className="px-4 py-3">
										User id
									</th>
									<th scope="col" className="px-4 py-3">
										Username
									</th>
									<th scope="col" className="px-4 py-3">
										Activity type
									</th>
									<th scope="col" className="px-4 py-3">
										Description
									</th>
									<th scope="col" className="px-4 py-3">
										Time
									</th>
									{isAdministrator ? (
										<th scope="col" className="px-4 py-3">
											Action
										</th>
									) : null}
								</tr>
							</thead>
							<tbody className="divide-y divide-slate-100">
								{activity.rows.length === 0 ? (
									<EmptyRow colSpan={isAdministrator ? 6 : 5} />
								) : (
									activity.rows.map((row) => (
										<tr key={row.id}>
											<td className="px-4 py-3 tabular-nums">{row.user_id ?? '—'}</td>
											<td className="px-4 py-3">{row.username}</td>
											<td className="px-4 py-3">{row.type}</td>
											<td className="px-4 py-3">{row.description}</td>
											<td className="px-4 py-3 whitespace-nowrap">
												<time dateTime={row.created_at}>{row.timeText}</time>
											</td>
											{isAdministrator ? (
												<td className="px-4 py-3">
													<ConfirmButton
														label={
															<>
																Delete<span className="sr-only"> activity record {row.id}</span>
															</>
														}
														title="Delete this activity record?"
														fields={{ intent: 'delete-activity', id: row.id }}
													>
														<p>
															“{row.type}: {row.description}” will be removed from the log. This cannot be
															undone.
														</p>
													</ConfirmButton>
												</td>
											) : null}
										</tr>
									))
								)}
							</tbody>
						</table>
					</TableFrame>
				</div>
				<div className="mt-4">
					<Pager
						page={activity.page}
						size={activity.size}
						total={activity.total}
						sizes={ACTIVITY_LIST.sizes}
					/>
				</div>
			</section>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
