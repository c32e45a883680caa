/**
 * Users list (spec §2 /admin/users, §5 search by username, §9 five per page; issue 4 §6):
 * Administrator only. Active users with search, paging, Edit and Delete (with a confirm dialog).
 */
import { data, redirect } from 'react-router'
import { EmptyRow, Pager } from '#app/components/admin/list-controls.tsx'
import { ListCard, ListPageHeader, RowActions } from '#app/components/admin/list-screen.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { type ListOptions, pageWindow, parseListParams, redirectPastLastPage } from '#app/lib/list-params.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { deleteUserAccount } from '#app/modules/users/user-admin.server.ts'
import { countUsers, listUsers } from '#app/modules/users/users.queries.server.ts'
import { formatShortDate } from '#app/lib/format.ts'
import type { Route } from './+types/users'

export const handle = { breadcrumb: 'Users' }

export const meta: Route.MetaFunction = () => [{ title: 'Users | Back office' }]

/** User list page sizes (spec §9: user list 5; issue 4 §6: 5, 10, 15). */
const USER_LIST: ListOptions = { sizes: [5, 10, 15], defaultSize: 5 }

/** Columns shown only on wide screens; narrow screens show them under the name. */
const WIDE_ONLY = 'hidden lg:table-cell'

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireRole(context)
	const url = new URL(request.url)
	const params = parseListParams(url, USER_LIST)
	const { offset, limit } = pageWindow(params)
	const [total, rows] = await Promise.all([
		countUsers(db, { q: params.q }),
		listUsers(db, { q: params.q, offset, limit: limit ?? USER_LIST.defaultSize }),
	])
	redirectPastLastPage(url, params, total)
	return {
		currentUserId: user.id,
		q: params.q,
		page: params.page,
		size: params.size,
		total,
		rows: rows.map((r) => ({ ...r, dateText: formatShortDate(r.createdAt) })),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireRole(context)
	const formData = await request.formData()
	switch (formData.get('intent')) {
		case 'delete-user': {
			const id = Number(formData.get('id'))
			if (!Number.isSafeInteger(id) || id < 1) throw data('Unknown user.', { status: 400 })
			const result = await deleteUserAccount(db, user, id, new Date())
			const url = new URL(request.url)
			return redirect(url.pathname + url.search, {
				headers: await toastHeaders(
					result.ok
						? { type: 'success', title: 'User deleted', description: `${result.fullName} was removed.` }
						: { type: 'error', title: 'User not deleted', description: result.message },
				),
			})
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

export default function Users({ loaderData }: Route.ComponentProps) {
	const { rows, q, page, size, total, currentUserId } = loaderData
	return (
		<>
			<ListPageHeader title="Users" addTo="/admin/adduser" addLabel="Add user" />

			<ListCard
				id="users"
				title="Active users"
				search={{ q, label: 'Search users by username', placeholder: 'Search by username...' }}
				tableMaxHeight="lg:max-h-[36rem]"
				pager={<Pager page={page} size={size} total={total} sizes={USER_LIST.sizes} />}
			>
				{/* No inner vertical scroll on a phone: the page scrolls. */}
				<table className="w-full text-left text-sm">
					<caption className="sr-only">
						Active users{q ? `, matching “${q}”` : ''}, page {page}
					</caption>
					<thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
						<tr>
							<th scope="col" className="px-4 py-3">
								Username
							</th>
							<th scope="col" className={`${WIDE_ONLY} px-4 py-3`}>
								Email
							</th>
							<th scope="col" className={`${WIDE_ONLY} px-4 py-3`}>
								Role
							</th>
							<th scope="col" className={`${WIDE_ONLY} px-4 py-3`}>
								Phone
							</th>
							<th scope="col" className={`${WIDE_ONLY} px-4 py-3 whitespace-nowrap`}>
								Date added
							</th>
							<th scope="col" className="px-4 py-3">
								<span className="sr-only">Actions</span>
							</th>
						</tr>
					</thead>
					<tbody className="divide-y divide-slate-100">
						{rows.length === 0 ? (
							<EmptyRow colSpan={6} />
						) : (
							rows.map((row) => {
								const role = (
									<span
										className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${row.role === 'Administrator' ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'}`}
									>
										{row.role}
									</span>
								)
								const date = <time dateTime={row.createdAt}>{row.dateText}</time>
								return (
									<tr key={row.id} data-testid="user-row" className="align-top lg:align-middle">
										<th scope="row" className="px-4 py-3 font-semibold text-slate-900">
											{row.fullName}
											{row.id === currentUserId ? (
												<span className="ml-2 text-xs font-normal text-slate-500">(you)</span>
											) : null}
											{/* Narrow screens: the other columns under the name. */}
											<dl className="mt-1 space-y-1 text-xs font-normal text-slate-600 lg:hidden">
												<div>
													<dt className="sr-only">Email</dt>
													<dd className="wrap-anywhere">{row.email}</dd>
												</div>
												<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
													<dt className="sr-only">Role</dt>
													<dd>{role}</dd>
													<dt className="sr-only">Phone</dt>
													<dd className="whitespace-nowrap">{row.phone ?? 'No phone'}</dd>
													<dt className="sr-only">Date added</dt>
													<dd className="whitespace-nowrap">Added {date}</dd>
												</div>
											</dl>
										</th>
										<td className={`${WIDE_ONLY} px-4 py-3`}>{row.email}</td>
										<td className={`${WIDE_ONLY} px-4 py-3`}>{role}</td>
										<td className={`${WIDE_ONLY} px-4 py-3 whitespace-nowrap`}>{row.phone ?? '—'}</td>
										<td className={`${WIDE_ONLY} px-4 py-3 whitespace-nowrap`}>{date}</td>
										<td className="px-4 py-3">
											<RowActions
												editTo={`/admin/useredit/${row.id}`}
												name={row.fullName}
												deleteTitle={`Delete ${row.fullName}?`}
												deleteFields={{ intent: 'delete-user', id: row.id }}
											>
												<p>
													{row.fullName} ({row.email}) will no longer be able to sign in, and is signed out at
													once. This cannot be undone.
												</p>
											</RowActions>
										</td>
									</tr>
								)
							})
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
