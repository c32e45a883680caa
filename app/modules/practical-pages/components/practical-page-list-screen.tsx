/**
 * The practical pages list (/admin/practical-pages): Order (the order of /info and of the header
 * and footer links, with up and down buttons), Title with its address (and View on site once
 * published), Shown in (header menu, footer, neither), Status, Last saved, and Edit and Delete
 * (after a confirm dialog).
 */
import { Link } from 'react-router'
import { actionsColumn, type ListScreenDefinition, orderColumn } from '#app/components/admin/list-screen.tsx'
import { NeedsFrenchBadge } from '#app/components/admin/french-fields.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import { PublicationBadge } from '#app/components/admin/publication-badge.tsx'
import {
	type PracticalPagePlacement,
	type PracticalPageStatus,
	STATUS_LABELS,
} from '../practical-page.schema.ts'
import type { PracticalPageListItem } from '../practical-page-list.server.ts'

const PLACEMENT_SHORT: Record<PracticalPagePlacement, string> = {
	header: 'Header menu',
	footer: 'Footer',
	none: 'Neither',
}

function StatusBadge({ status }: { status: PracticalPageStatus }) {
	return <PublicationBadge status={status} label={STATUS_LABELS[status]} />
}

const smallLink = 'text-brand-700 hover:text-brand-900 text-sm font-semibold underline underline-offset-2'

const COLUMNS: ListColumn<PracticalPageListItem>[] = [
	orderColumn('move-practical-page'),
	{
		key: 'title',
		label: 'Title',
		sort: 'title',
		rowHeader: true,
		cellClassName: 'font-semibold',
		cell: (row) => (
			<>
				{row.title}
				{/* On its own line: the title stays the cell's first line. */}
				{row.needsFrench ? (
					<span className="mt-1 block">
						<NeedsFrenchBadge />
					</span>
				) : null}
				<span className="mt-1 block text-xs font-normal break-all text-slate-600">/info/{row.slug}</span>
				<span className="mt-1 block sm:hidden">
					<StatusBadge status={row.status} />
				</span>
				{row.status === 'published' ? (
					<span className="mt-1 block font-normal">
						<Link to={`/info/${row.slug}`} className={smallLink}>
							View on site<span className="sr-only">: {row.title}</span>
						</Link>
					</span>
				) : null}
			</>
		),
	},
	{
		key: 'placement',
		label: 'Shown in',
		className: 'hidden md:table-cell',
		cell: (row) => PLACEMENT_SHORT[row.placement],
	},
	{
		key: 'status',
		label: 'Status',
		sort: 'status',
		className: 'hidden sm:table-cell',
		cell: (row) => <StatusBadge status={row.status} />,
	},
	{
		key: 'date',
		label: 'Last saved',
		sort: 'date',
		className: 'hidden lg:table-cell',
		cellClassName: 'whitespace-nowrap',
		cell: (row) => <time dateTime={row.updatedAt}>{row.dateText}</time>,
	},
	actionsColumn({
		editTo: (row) => `/admin/update-practical-page/${row.id}`,
		intent: 'delete-practical-page',
		name: (row) => row.title,
		body: (row, name) => (
			<p>
				{name} will be removed from the site
				{row.status === 'published' ? `; its address /info/${row.slug} will stop working` : ''}. This cannot
				be undone.
			</p>
		),
	}),
]

/** The Practical pages screen (/admin/practical-pages); its heading is its breadcrumb. */
export const PRACTICAL_PAGE_SCREEN: ListScreenDefinition<PracticalPageListItem> = {
	add: { to: '/admin/add-practical-page', label: 'Add practical page' },
	card: {
		title: 'Practical pages',
		note: 'Venue and directions, hotels, visa letters, FAQ… In the order of the Practical information page (/info) and of their links in the header menu or the footer.',
	},
	search: { label: 'Search practical pages by title', placeholder: 'Search by title...' },
	table: {
		columns: COLUMNS,
		caption: 'Practical pages',
		rowTestId: 'practical-page-row',
		rowClassName: 'align-top',
	},
}
