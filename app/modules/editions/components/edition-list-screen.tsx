/**
 * The columns of the event data list (/admin/data-center): Theme, Venue, Regular Fee, Early Bird
 * Fee, Expiry Date, Event Date, Edit and Delete. Below 1280 px only Theme, Edit and Delete show; the
 * theme cell lists the rest. The edition the public site shows carries a "Shown on the site" badge;
 * an edition with registrations cannot be deleted, and says so instead of a Delete button.
 */
import { NoValue } from '#app/components/admin/list-controls.tsx'
import { deleteColumn, editColumn, type ListScreenDefinition } from '#app/components/admin/list-screen.tsx'
import { type ListColumn, WIDE_SCREENS_ONLY } from '#app/components/admin/list-table.tsx'
import { plural } from '#app/lib/format.ts'
import type { EditionListItem } from '../edition-list.server.ts'

const COLUMNS: ListColumn<EditionListItem>[] = [
	{
		key: 'theme',
		label: 'Theme',
		sort: 'theme',
		rowHeader: true,
		cellClassName: 'font-normal xl:min-w-44',
		cell: (row) => (
			<>
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
			</>
		),
	},
	{
		key: 'venue',
		label: 'Venue',
		sort: 'venue',
		className: WIDE_SCREENS_ONLY,
		cellClassName: 'min-w-32',
		cell: (row) => row.venue ?? <NoValue />,
	},
	{
		key: 'regularFee',
		label: 'Regular Fee',
		sort: 'regularFee',
		className: WIDE_SCREENS_ONLY,
		cellClassName: 'whitespace-nowrap tabular-nums',
		cell: (row) => row.regularFee ?? <NoValue />,
	},
	{
		key: 'earlyBirdFee',
		label: 'Early Bird Fee',
		sort: 'earlyBirdFee',
		className: WIDE_SCREENS_ONLY,
		cellClassName: 'whitespace-nowrap tabular-nums',
		cell: (row) => row.earlyBirdFee ?? <NoValue />,
	},
	{
		key: 'expiry',
		label: 'Expiry Date',
		sort: 'expiry',
		className: WIDE_SCREENS_ONLY,
		cellClassName: 'whitespace-nowrap',
		cell: (row) => (row.expiresOn ? <time dateTime={row.expiresOn}>{row.expiryText}</time> : <NoValue />),
	},
	{
		key: 'eventDate',
		label: 'Event Date',
		sort: 'eventDate',
		className: WIDE_SCREENS_ONLY,
		cellClassName: 'whitespace-nowrap',
		cell: (row) =>
			row.startsAt ? (
				<time dateTime={row.startsAt}>
					{row.eventDay}
					<span className="block text-xs text-slate-600">{row.eventTime}</span>
				</time>
			) : (
				<NoValue />
			),
	},
	editColumn(
		(row) => `/admin/basic-data-edit/${row.id}`,
		(row) => `the ${row.label}`,
	),
	deleteColumn({
		intent: 'delete-edition',
		name: (row) => `the ${row.label}`,
		title: (row) => `Delete the ${row.year} edition?`,
		body: (row) => (
			<>
				<p>
					The {row.label} will be deleted together with its {plural(row.sessions, 'agenda session')}. This
					cannot be undone.
				</p>
				<p className="mt-2 text-sm">An edition that has registrations cannot be deleted.</p>
			</>
		),
		refusal: (row) =>
			row.registrations > 0 ? `Cannot be deleted: ${plural(row.registrations, 'registration')}` : null,
	}),
]

/** The View Event Data screen (/admin/data-center); its heading is its breadcrumb. */
export const EDITION_SCREEN: ListScreenDefinition<EditionListItem> = {
	add: { to: '/admin/basic-data', label: 'Add Event Data' },
	card: { title: 'Basic data', note: 'The public site shows the edition with the nearest date still ahead.' },
	search: { label: 'Search event data by theme, venue or year', placeholder: 'Search by theme or title...' },
	table: {
		columns: COLUMNS,
		caption: 'Event data',
		rowTestId: 'edition-row',
		rowClassName: (row) => (row.shownOnSite ? 'align-top bg-brand-50/60' : 'align-top'),
		density: 'compact',
		maxHeight: 'xl:max-h-[36rem]',
	},
}
