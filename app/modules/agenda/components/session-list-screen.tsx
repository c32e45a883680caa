/**
 * The columns of the agenda sessions list (/admin/sessions): Heading, Speaker, Start Time, End Time,
 * Date, CPE hours (with how many attended: scanned in at its door), Edit and Delete. Below 1280 px only Heading,
 * Edit and Delete show; the heading cell lists the rest.
 */
import { NeedsFrenchBadge } from '#app/components/admin/french-fields.tsx'
import { NoValue } from '#app/components/admin/list-controls.tsx'
import { deleteColumn, editColumn, type ListScreenDefinition } from '#app/components/admin/list-screen.tsx'
import { type ListColumn, WIDE_SCREENS_ONLY } from '#app/components/admin/list-table.tsx'
import type { SessionListItem } from '../session-list.server.ts'

const COLUMNS: ListColumn<SessionListItem>[] = [
	{
		key: 'heading',
		label: 'Heading',
		sort: 'heading',
		rowHeader: true,
		cellClassName: 'font-semibold xl:min-w-48',
		cell: (row) => (
			<>
				{row.heading}
				{row.needsFrench ? (
					<>
						{' '}
						<NeedsFrenchBadge />
					</>
				) : null}
				{/* Narrow screens: the other columns under the heading. */}
				<dl className="mt-1 space-y-0.5 text-xs font-normal text-slate-600 xl:hidden">
					<dt className="sr-only">Speaker</dt>
					<dd>{row.speaker ?? 'No speaker'}</dd>
					<dt className="sr-only">Date and time</dt>
					<dd>
						{row.dateText}, {row.startText} – {row.endText}
					</dd>
					<dt className="sr-only">CPE hours and attendance</dt>
					<dd>
						CPE hours: {row.cpeHoursText || 'none'} · Attended: {row.attended.toLocaleString('en-GB')}
					</dd>
				</dl>
			</>
		),
	},
	{
		key: 'speaker',
		label: 'Speaker',
		sort: 'speaker',
		className: WIDE_SCREENS_ONLY,
		cellClassName: 'min-w-36',
		cell: (row) => row.speaker ?? <NoValue />,
	},
	{
		key: 'start',
		label: 'Start Time',
		sort: 'start',
		className: WIDE_SCREENS_ONLY,
		cellClassName: 'whitespace-nowrap tabular-nums',
		cell: (row) => <time dateTime={row.startsAt}>{row.startText}</time>,
	},
	{
		key: 'end',
		label: 'End Time',
		sort: 'end',
		className: WIDE_SCREENS_ONLY,
		cellClassName: 'whitespace-nowrap tabular-nums',
		cell: (row) => <time dateTime={row.endsAt}>{row.endText}</time>,
	},
	{
		key: 'date',
		label: 'Date',
		sort: 'date',
		className: WIDE_SCREENS_ONLY,
		cellClassName: 'whitespace-nowrap',
		cell: (row) => <time dateTime={row.startsAt.slice(0, 10)}>{row.dateText}</time>,
	},
	{
		key: 'cpe',
		label: 'CPE hours',
		className: WIDE_SCREENS_ONLY,
		cellClassName: 'whitespace-nowrap tabular-nums',
		cell: (row) => (
			<>
				{row.cpeHoursText || <NoValue />}
				<span className="block text-xs text-slate-600">{row.attended.toLocaleString('en-GB')} attended</span>
			</>
		),
	},
	editColumn(
		(row) => `/admin/edit-agenda/${row.id}`,
		(row) => row.heading,
	),
	deleteColumn({
		intent: 'delete-session',
		name: (row) => row.heading,
		title: () => 'Delete this session?',
		body: (row) => (
			<p>
				“{row.heading}” ({row.dateText}, {row.startText}) will be removed from the {row.editionYear} agenda.
				This cannot be undone.
			</p>
		),
	}),
]

/** The View Sessions screen (/admin/sessions); its heading is its breadcrumb. */
export const SESSION_SCREEN: ListScreenDefinition<SessionListItem> = {
	add: { to: '/admin/add-agenda', label: 'Add Session' },
	card: { title: 'Agenda sessions', note: 'Times are Accra time (GMT).' },
	search: { label: 'Search sessions by heading or speaker', placeholder: 'Search by heading or speaker...' },
	table: {
		columns: COLUMNS,
		rowTestId: 'session-row',
		rowClassName: 'align-top',
		density: 'compact',
		maxHeight: 'xl:max-h-[36rem]',
	},
}
