/**
 * Speaker categories list (spec §2 /admin/categories, §5 search by title, §9 five per page; issue 5):
 * Administrator only. Code, Title, Date, Edit, Delete; search, sort and paging in the URL.
 */
import { data, redirect } from 'react-router'
import { EmptyRow, Pager, SortHeader } from '#app/components/admin/list-controls.tsx'
import { ListCard, ListPageHeader, RowActions } from '#app/components/admin/list-screen.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { type ListOptions, pageWindow, parseListParams, redirectPastLastPage } from '#app/lib/list-params.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import {
	countCategories,
	listCategories,
} from '#app/modules/speaker-categories/speaker-categories.queries.server.ts'
import { removeCategory } from '#app/modules/speaker-categories/speaker-category-admin.server.ts'
import {
	CATEGORIES_FETCH_FAILED,
	CATEGORY_SORTS,
	type CategorySort,
} from '#app/modules/speaker-categories/speaker-category.schema.ts'
import { formatShortDate } from '#app/lib/format.ts'
import type { Route } from './+types/speaker-categories'

export const handle = { breadcrumb: 'Categories' }

export const meta: Route.MetaFunction = () => [{ title: 'Categories | Back office' }]

/** Spec §9: five per page; 5, 10, 15 or All. Newest first until a column is chosen. */
const CATEGORY_LIST: ListOptions<CategorySort> = {
	sizes: [5, 10, 15],
	defaultSize: 5,
	allowAll: true,
	sortable: CATEGORY_SORTS,
	defaultSort: { sort: 'date', dir: 'desc' },
}

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	const url = new URL(request.url)
	const params = parseListParams(url, CATEGORY_LIST)
	const { offset, limit } = pageWindow(params)
	let total: number
	let rows: Awaited<ReturnType<typeof listCategories>>
	try {
		;[total, rows] = await Promise.all([
			countCategories(db, params.q),
			listCategories(db, { q: params.q, sort: params.sort, dir: params.dir, offset, limit }),
		])
	} catch (error) {
		console.error('Categories list failed:', error)
		throw data(CATEGORIES_FETCH_FAILED, { status: 500 })
	}
	redirectPastLastPage(url, params, total)
	return {
		...params,
		total,
		rows: rows.map((r) => ({ ...r, dateText: formatShortDate(r.createdAt) })),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const formData = await request.formData()
	switch (formData.get('intent')) {
		case 'delete-category': {
			const id = Number(formData.get('id'))
			if (!Number.isSafeInteger(id) || id < 1) throw data('Unknown category.', { status: 400 })
			const deleted = await removeCategory(db, actor, id, new Date())
			const url = new URL(request.url)
			return redirect(url.pathname + url.search, {
				headers: await toastHeaders(
					deleted
						? { type: 'success', title: 'Category deleted', description: `${deleted.title} was removed.` }
						: { type: 'error', title: 'Category not deleted', description: 'It no longer exists.' },
				),
			})
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

export default function SpeakerCategoryList({ loaderData }: Route.ComponentProps) {
	const { rows, q, page, size, total, sort, dir } = loaderData
	return (
		<>
			<ListPageHeader title="Categories" addTo="/admin/add-category" addLabel="Add category" />
			<ListCard
				id="categories"
				title="Speaker categories"
				search={{ q, label: 'Search categories by title', placeholder: 'Search by title...' }}
				pager={<Pager page={page} size={size} total={total} sizes={CATEGORY_LIST.sizes} allowAll />}
			>
				<table className="w-full text-left text-sm">
					<caption className="sr-only">
						Speaker categories{q ? `, matching “${q}”` : ''}, page {page}
					</caption>
					<thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
						<tr>
							<SortHeader column="code" label="Code" sort={sort} dir={dir} />
							<SortHeader column="title" label="Title" sort={sort} dir={dir} />
							<SortHeader column="date" label="Date" sort={sort} dir={dir} />
							<th scope="col" className="px-4 py-3">
								<span className="sr-only">Actions</span>
							</th>
						</tr>
					</thead>
					<tbody className="divide-y divide-slate-100">
						{rows.length === 0 ? (
							<EmptyRow colSpan={4} />
						) : (
							rows.map((row) => (
								<tr key={row.id} data-testid="category-row">
									<td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-slate-700">{row.code}</td>
									<th scope="row" className="px-4 py-3 font-semibold text-slate-900">
										{row.title}
										<span className="block text-xs font-normal text-slate-500">
											{row.speakerCount === 1 ? '1 speaker' : `${row.speakerCount} speakers`}
										</span>
									</th>
									<td className="px-4 py-3 whitespace-nowrap">
										<time dateTime={row.createdAt}>{row.dateText}</time>
									</td>
									<td className="px-4 py-3">
										<RowActions
											editTo={`/admin/update-category/${row.id}`}
											name={row.title}
											deleteTitle={`Delete ${row.title}?`}
											deleteFields={{ intent: 'delete-category', id: row.id }}
										>
											<p>
												The category {row.title} ({row.code}) will be removed.{' '}
												{row.speakerCount === 0
													? 'No speaker is in it.'
													: `Its ${row.speakerCount === 1 ? 'speaker keeps' : `${row.speakerCount} speakers keep`} their profile but will have no category.`}{' '}
												This cannot be undone.
											</p>
										</RowActions>
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
