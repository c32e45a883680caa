/**
 * Sponsors/partners list (spec §2 /admin/sponsordata, §4 "Delete sponsor", §9; issue 5):
 * Administrator only. Title (tier), Logo, Name, Delete; search by tier title or name; five per page;
 * sortable. Also the order of the tiers on /sponsors ("Tier order": up and down buttons).
 */
import { data, Form, redirect } from 'react-router'
import { EmptyRow, Pager, SortHeader } from '#app/components/admin/list-controls.tsx'
import { ListCard, ListPageHeader } from '#app/components/admin/list-screen.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { StoredImage } from '#app/components/stored-image.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { type ListOptions, pageWindow, parseListParams, redirectPastLastPage } from '#app/lib/list-params.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { removeSponsor, reorderSponsorTier } from '#app/modules/sponsors/sponsor-admin.server.ts'
import {
	SPONSOR_SORTS,
	SPONSORS_FETCH_FAILED,
	type SponsorSort,
} from '#app/modules/sponsors/sponsor.schema.ts'
import {
	countAdminSponsors,
	listAdminSponsors,
	listSponsorTiers,
} from '#app/modules/sponsors/sponsors-admin.queries.server.ts'
import type { Route } from './+types/sponsors'

export const handle = { breadcrumb: 'Sponsors/Partners' }

export const meta: Route.MetaFunction = () => [{ title: 'Sponsors/Partners | Back office' }]

/** Spec §9: five per page; 5, 10, 15 or All; sortable. Newest first until a column is chosen. */
const SPONSOR_LIST: ListOptions<SponsorSort> = {
	sizes: [5, 10, 15],
	defaultSize: 5,
	allowAll: true,
	sortable: SPONSOR_SORTS,
	defaultSort: { sort: 'date', dir: 'desc' },
}

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	const url = new URL(request.url)
	const params = parseListParams(url, SPONSOR_LIST)
	const { offset, limit } = pageWindow(params)
	let loaded: [
		number,
		Awaited<ReturnType<typeof listAdminSponsors>>,
		Awaited<ReturnType<typeof listSponsorTiers>>,
	]
	try {
		loaded = await Promise.all([
			countAdminSponsors(db, params.q),
			listAdminSponsors(db, { q: params.q, sort: params.sort, dir: params.dir, offset, limit }),
			listSponsorTiers(db),
		])
	} catch (error) {
		console.error('Sponsors list failed:', error)
		throw data(SPONSORS_FETCH_FAILED, { status: 500 })
	}
	const [total, rows, tiers] = loaded
	redirectPastLastPage(url, params, total)
	return { ...params, total, rows, tiers }
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const formData = await request.formData()
	const url = new URL(request.url)
	const back = url.pathname + url.search
	const id = Number(formData.get('id'))
	if (!Number.isSafeInteger(id) || id < 1) throw data('Unknown record.', { status: 400 })
	switch (formData.get('intent')) {
		case 'delete-sponsor': {
			const deleted = await removeSponsor(db, fileStore, actor, id, new Date())
			return redirect(back, {
				headers: await toastHeaders(
					deleted
						? { type: 'success', title: 'Sponsor deleted', description: `Deleted ${deleted.label}.` }
						: { type: 'error', title: 'Sponsor not deleted', description: 'It no longer exists.' },
				),
			})
		}
		case 'move-tier': {
			const direction = formData.get('direction')
			if (direction !== 'up' && direction !== 'down') throw data('Unknown direction.', { status: 400 })
			const order = await reorderSponsorTier(db, actor, id, direction, new Date())
			return redirect(back, {
				headers: await toastHeaders(
					order
						? { type: 'success', title: 'Tier order saved', description: order.join(', ') }
						: { type: 'error', title: 'Tier order not changed', description: 'That tier no longer exists.' },
				),
			})
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

export default function Sponsors({ loaderData }: Route.ComponentProps) {
	const { rows, tiers, q, page, size, total, sort, dir } = loaderData
	return (
		<>
			<ListPageHeader title="Sponsors/Partners" addTo="/admin/addpartner" addLabel="Add Sponsor/Partner" />
			<div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
				<ListCard
					id="sponsors"
					title="Logos"
					search={{ q, label: 'Search sponsors by title or name', placeholder: 'Search by title...' }}
					className="min-w-0"
					pager={<Pager page={page} size={size} total={total} sizes={SPONSOR_LIST.sizes} allowAll />}
				>
					<table className="w-full text-left text-sm">
						<caption className="sr-only">
							Sponsors and partners{q ? `, matching “${q}”` : ''}, page {page}
						</caption>
						<thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
							<tr>
								<SortHeader column="title" label="Title" sort={sort} dir={dir} />
								<th scope="col" className="px-4 py-3">
									Logo
								</th>
								<SortHeader column="name" label="Name" sort={sort} dir={dir} />
								<th scope="col" className="px-4 py-3">
									<span className="sr-only">Actions</span>
								</th>
							</tr>
						</thead>
						<tbody className="divide-y divide-slate-100">
							{rows.length === 0 ? (
								<EmptyRow colSpan={4} />
							) : (
								rows.map((row) => {
									const named = row.name ?? `${row.tier} logo`
									return (
										<tr key={row.id} data-testid="sponsor-row">
											<td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">{row.tier}</td>
											<td className="px-4 py-2">
												<StoredImage
													imageKey={row.logoKey}
													kind="logo"
													alt={row.name ? `${row.name} logo` : `${row.tier} logo`}
													sizes="96px"
													defaultWidth={240}
													className="h-12 w-18 rounded bg-white object-contain ring-1 ring-slate-100"
												/>
											</td>
											<td className="px-4 py-3">
												{row.name ?? <span className="text-slate-500">No name</span>}
												{row.website ? (
													<a
														href={row.website}
														target="_blank"
														rel="noopener noreferrer"
														className="text-brand-700 block max-w-56 truncate text-xs underline"
													>
														{row.website}
													</a>
												) : null}
											</td>
											<td className="px-4 py-3 text-right">
												<ConfirmButton
													label={
														<>
															Delete<span className="sr-only"> {named}</span>
														</>
													}
													title={`Delete ${named}?`}
													fields={{ intent: 'delete-sponsor', id: row.id }}
												>
													<p>
														{named} ({row.tier}) will be removed from the Partners &amp; Sponsors page, and
														its logo files deleted. This cannot be undone.
													</p>
												</ConfirmButton>
											</td>
										</tr>
									)
								})
							)}
						</tbody>
					</table>
				</ListCard>

				<section
					aria-labelledby="tier-order-title"
					className="h-fit rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
				>
					<h2 id="tier-order-title" className="text-brand-900 text-lg font-bold">
						Tier order
					</h2>
					<p className="mt-1 text-sm text-slate-600">
						The order of the headings on the Partners &amp; Sponsors page.
					</p>
					<ol className="mt-4 space-y-2" data-testid="tier-order">
						{tiers.map((tier, index) => (
							<li
								key={tier.id}
								className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
							>
								<span className="font-semibold text-slate-800">
									<span className="mr-2 text-slate-500 tabular-nums">{index + 1}.</span>
									{tier.title}
								</span>
								<span className="flex gap-1">
									{(['up', 'down'] as const).map((direction) => {
										const disabled = direction === 'up' ? index === 0 : index === tiers.length - 1
										return (
											<Form key={direction} method="post">
												<input type="hidden" name="intent" value="move-tier" />
												<input type="hidden" name="id" value={tier.id} />
												<input type="hidden" name="direction" value={direction} />
												<button
													type="submit"
													disabled={disabled}
													className="flex size-9 items-center justify-center rounded-md bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-40"
												>
													<span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
													<span className="sr-only">
														Move {tier.title} {direction}
													</span>
												</button>
											</Form>
										)
									})}
								</span>
							</li>
						))}
					</ol>
				</section>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
