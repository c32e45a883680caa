/**
 * The sponsors/partners list (/admin/sponsordata): its columns (Title, the tier; Logo; Name with the
 * website; Edit and Delete) and the "Sponsor tiers" card beside it, whose up and down buttons order the
 * headings of the public Partners & Sponsors page, with each tier's Edit and Delete and the Add tier
 * link.
 */
import { linkHref } from '#app/lib/link-href.ts'
import {
	actionsColumn,
	DeleteButton,
	EditLink,
	type ListScreenDefinition,
	MoveButtons,
} from '#app/components/admin/list-screen.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { plural } from '#app/lib/format.ts'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import { StoredImage } from '#app/components/stored-image.tsx'
import type { AdminSponsorRow, SponsorTierWithCount } from '../sponsor-list.server.ts'
import { Panel } from '#app/components/admin/panel.tsx'

const COLUMNS: ListColumn<AdminSponsorRow>[] = [
	{
		key: 'title',
		label: 'Title',
		sort: 'title',
		cellClassName: 'font-semibold whitespace-nowrap text-slate-900',
		cell: (row) => row.tier,
	},
	{
		key: 'logo',
		label: 'Logo',
		padding: 'px-4 py-2',
		cell: (row) => (
			<StoredImage
				imageKey={row.logoKey}
				kind="logo"
				alt={row.name ? `${row.name} logo` : `${row.tier} logo`}
				sizes="96px"
				defaultWidth={240}
				className="h-12 w-18 rounded bg-white object-contain ring-1 ring-slate-100"
			/>
		),
	},
	{
		key: 'name',
		label: 'Name',
		sort: 'name',
		cell: (row) => (
			<>
				{row.name ?? <span className="text-slate-500">No name</span>}
				{linkHref(row.website) ? (
					<a
						href={linkHref(row.website) ?? undefined}
						target="_blank"
						rel="noopener noreferrer"
						className="text-brand-700 block max-w-56 truncate text-xs underline"
					>
						{row.website}
					</a>
				) : null}
			</>
		),
	},
	actionsColumn({
		editTo: (row) => `/admin/update-sponsor/${row.id}`,
		stacked: true,
		intent: 'delete-sponsor',
		name: (row) => row.name ?? `${row.tier} logo`,
		body: (row, name) => (
			<p>
				{name} ({row.tier}) will be removed from the Partners &amp; Sponsors page, and its logo files deleted.
				This cannot be undone.
			</p>
		),
	}),
]

/**
 * The Sponsors/Partners screen (/admin/sponsordata): its heading, add link, search and table; the
 * tiers' order (`SponsorTierOrder`) stands beside it.
 */
export const SPONSOR_SCREEN: ListScreenDefinition<AdminSponsorRow> = {
	add: { to: '/admin/addpartner', label: 'Add Sponsor/Partner' },
	card: { title: 'Logos' },
	search: { label: 'Search sponsors by title or name', placeholder: 'Search by title...' },
	table: { columns: COLUMNS, caption: 'Sponsors and partners', rowTestId: 'sponsor-row' },
}

/**
 * The tiers in their public order, each with its number of sponsors, buttons moving it up or down
 * (disabled at either end), Edit, and Delete while it has no sponsors; then the Add tier link. The
 * panel's heading is `title` ("Sponsor tiers" beside the sponsors list); with no tiers it says so.
 */
export function SponsorTierOrder({
	tiers,
	title = 'Sponsor tiers',
}: {
	tiers: readonly SponsorTierWithCount[]
	title?: string
}) {
	return (
		<Panel id="tier-order-title" title={title} className="h-fit">
			<p className="mt-1 text-sm text-slate-600">
				The headings of the Partners &amp; Sponsors page, in their order. A tier with sponsors cannot be
				deleted.
			</p>
			{tiers.length === 0 ? (
				<p className="mt-4 text-sm text-slate-700">
					No sponsor tiers yet. Add one (e.g. “Gold Sponsor”) before adding a sponsor.
				</p>
			) : (
				<ol className="mt-4 space-y-2" data-testid="tier-order">
					{tiers.map((tier, index) => (
						<li key={tier.id} className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
							<p className="font-semibold text-slate-800">
								<span className="mr-2 text-slate-500 tabular-nums">{index + 1}.</span>
								{tier.title}
								<span className="block text-xs font-normal text-slate-600">
									{plural(tier.sponsorCount, 'sponsor')}
								</span>
							</p>
							<div className="mt-2 flex flex-wrap items-center gap-1">
								<MoveButtons
									intent="move-tier"
									id={tier.id}
									name={tier.title}
									first={index === 0}
									last={index === tiers.length - 1}
								/>
								<EditLink to={`/admin/update-sponsor-tier/${tier.id}`} name={tier.title} compact />
								{tier.sponsorCount === 0 ? (
									<DeleteButton
										name={tier.title}
										title={`Delete ${tier.title}?`}
										fields={{ intent: 'delete-tier', id: tier.id }}
										compact
									>
										<p>
											The tier {tier.title} will be removed from the sponsor tier choices. This cannot be
											undone.
										</p>
									</DeleteButton>
								) : null}
							</div>
						</li>
					))}
				</ol>
			)}
			<ButtonLink to="/admin/add-sponsor-tier" className="mt-4">
				<span aria-hidden="true">+</span> Add tier
			</ButtonLink>
		</Panel>
	)
}
