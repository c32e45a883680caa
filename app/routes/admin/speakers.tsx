/**
 * Speakers list (spec §2 /admin/speakers, §4 "delete speaker", §5 search by full name, §9 ten per
 * page; issue 5): Administrator only. Title, Full name, Designation, Company, Event Role; Edit and
 * Delete (with a confirm dialog; the photo files go after the deletion commits).
 */
import { data, redirect } from 'react-router'
import { EmptyRow, Pager, SortHeader } from '#app/components/admin/list-controls.tsx'
import { ListCard, ListPageHeader, RowActions } from '#app/components/admin/list-screen.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { type ListOptions, pageWindow, parseListParams, redirectPastLastPage } from '#app/lib/list-params.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { removeSpeaker } from '#app/modules/speakers/speaker-admin.server.ts'
import {
	SPEAKER_FETCH_FAILED,
	SPEAKER_SORTS,
	type SpeakerSort,
} from '#app/modules/speakers/speaker.schema.ts'
import { speakerRoleLabel } from '#app/modules/speakers/speaker-roles.ts'
import { countAdminSpeakers, listAdminSpeakers } from '#app/modules/speakers/speakers-admin.queries.server.ts'
import type { Route } from './+types/speakers'

export const handle = { breadcrumb: 'Speakers' }

export const meta: Route.MetaFunction = () => [{ title: 'Speakers | Back office' }]

/** Spec §9: ten per page; sortable; by full name until a column is chosen. */
const SPEAKER_LIST: ListOptions<SpeakerSort> = {
	sizes: [5, 10, 15],
	defaultSize: 10,
	allowAll: true,
	sortable: SPEAKER_SORTS,
	defaultSort: { sort: 'name', dir: 'asc' },
}

/** Columns shown only on wide screens; narrow screens show them under the name. */
const WIDE_ONLY = 'hidden lg:table-cell'

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	const url = new URL(request.url)
	const params = parseListParams(url, SPEAKER_LIST)
	const { offset, limit } = pageWindow(params)
	let loaded: [number, Awaited<ReturnType<typeof listAdminSpeakers>>]
	try {
		loaded = await Promise.all([
			countAdminSpeakers(db, params.q),
			listAdminSpeakers(db, { q: params.q, sort: params.sort, dir: params.dir, offset, limit }),
		])
	} catch (error) {
		console.error('Speakers list failed:', error)
		throw data(SPEAKER_FETCH_FAILED, { status: 500 })
	}
	const [total, rows] = loaded
	redirectPastLastPage(url, params, total)
	return { ...params, total, rows }
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const formData = await request.formData()
	switch (formData.get('intent')) {
		case 'delete-speaker': {
			const id = Number(formData.get('id'))
			if (!Number.isSafeInteger(id) || id < 1) throw data('Unknown speaker.', { status: 400 })
			const deleted = await removeSpeaker(db, fileStore, actor, id, new Date())
			const url = new URL(request.url)
			return redirect(url.pathname + url.search, {
				headers: await toastHeaders(
					deleted
						? { type: 'success', title: 'Speaker deleted', description: `${deleted.name} was removed.` }
						: { type: 'error', title: 'Speaker not deleted', description: 'They no longer exist.' },
				),
			})
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

export default function Speakers({ loaderData }: Route.ComponentProps) {
	const { rows, q, page, size, total, sort, dir } = loaderData
	const header = (column: SpeakerSort, label: string) => (
		<SortHeader column={column} label={label} sort={sort} dir={dir} />
	)
	return (
		<>
			<ListPageHeader title="Speakers" addTo="/admin/add-speaker" addLabel="Add Speaker" />
			<ListCard
				id="speakers"
				title="All speakers"
				search={{ q, label: 'Search speakers by full name', placeholder: 'Search by full name...' }}
				pager={<Pager page={page} size={size} total={total} sizes={SPEAKER_LIST.sizes} allowAll />}
			>
				<table className="w-full text-left text-sm">
					<caption className="sr-only">
						Speakers{q ? `, matching “${q}”` : ''}, page {page}
					</caption>
					<thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
						{/* Like their cells: Title from small screens up, Designation, Company and Event Role (3rd to
								    5th) on wide screens only. */}
						<tr className="[&>th:nth-child(1)]:hidden sm:[&>th:nth-child(1)]:table-cell [&>th:nth-child(n+3):nth-child(-n+5)]:hidden lg:[&>th:nth-child(n+3):nth-child(-n+5)]:table-cell">
							{header('title', 'Title')}
							{header('name', 'Full name')}
							{header('designation', 'Designation')}
							{header('company', 'Company')}
							{header('role', 'Event Role')}
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
								const name = `${row.title} ${row.fullName}`
								const role = speakerRoleLabel(row.role)
								return (
									<tr key={row.id} data-testid="speaker-row" className="align-top lg:align-middle">
										<td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">{row.title}</td>
										<th scope="row" className="px-4 py-3 font-semibold text-slate-900">
											<span className="sm:hidden">{row.title} </span>
											{row.fullName}
											{/* Narrow screens: the other columns under the name. */}
											<dl className="mt-1 space-y-0.5 text-xs font-normal text-slate-600 lg:hidden">
												<dt className="sr-only">Designation</dt>
												<dd>{row.designation}</dd>
												<dt className="sr-only">Company</dt>
												<dd>{row.company}</dd>
												<dt className="sr-only">Event Role</dt>
												<dd className="text-gold-700 font-semibold">{role}</dd>
											</dl>
										</th>
										<td className={`${WIDE_ONLY} px-4 py-3`}>{row.designation}</td>
										<td className={`${WIDE_ONLY} px-4 py-3`}>{row.company}</td>
										<td className={`${WIDE_ONLY} px-4 py-3 whitespace-nowrap`}>{role}</td>
										<td className="px-4 py-3">
											<RowActions
												editTo={`/admin/update-speaker/${row.id}`}
												name={name}
												deleteTitle={`Delete ${name}?`}
												deleteFields={{ intent: 'delete-speaker', id: row.id }}
											>
												<p>
													{name} ({row.designation}, {row.company}) will be removed from the Speakers page
													with their photo. Agenda sessions keep their speaker text. This cannot be undone.
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
