/**
 * The columns of the speakers list (/admin/speakers): Title (from `sm` up), Full name, Designation,
 * Company and Event Role (from `lg` up; under the name below), and the Edit and Delete pair.
 */
import { actionsColumn, type ListScreenDefinition } from '#app/components/admin/list-screen.tsx'
import { NeedsFrenchBadge } from '#app/components/admin/french-fields.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import { speakerRoleLabel } from '../speaker-roles.ts'
import type { AdminSpeakerRow } from '../speaker-list.server.ts'

/** Columns shown only on wide screens; narrow screens show them under the name. */
const WIDE_ONLY = 'hidden lg:table-cell'

const COLUMNS: ListColumn<AdminSpeakerRow>[] = [
	{
		key: 'title',
		label: 'Title',
		sort: 'title',
		className: 'hidden sm:table-cell',
		cellClassName: 'whitespace-nowrap',
		cell: (row) => row.title,
	},
	{
		key: 'name',
		label: 'Full name',
		sort: 'name',
		rowHeader: true,
		cellClassName: 'font-semibold',
		cell: (row) => (
			<>
				<span className="sm:hidden">{row.title} </span>
				{row.fullName}
				{row.needsFrench ? (
					<>
						{' '}
						<NeedsFrenchBadge />
					</>
				) : null}
				{/* Narrow screens: the other columns under the name. */}
				<dl className="mt-1 space-y-0.5 text-xs font-normal text-slate-600 lg:hidden">
					<dt className="sr-only">Designation</dt>
					<dd>{row.designation}</dd>
					<dt className="sr-only">Company</dt>
					<dd>{row.company}</dd>
					<dt className="sr-only">Event Role</dt>
					<dd className="text-gold-700 font-semibold">{speakerRoleLabel(row.role)}</dd>
				</dl>
			</>
		),
	},
	{
		key: 'designation',
		label: 'Designation',
		sort: 'designation',
		className: WIDE_ONLY,
		cell: (row) => row.designation,
	},
	{ key: 'company', label: 'Company', sort: 'company', className: WIDE_ONLY, cell: (row) => row.company },
	{
		key: 'role',
		label: 'Event Role',
		sort: 'role',
		className: WIDE_ONLY,
		cellClassName: 'whitespace-nowrap',
		cell: (row) => speakerRoleLabel(row.role),
	},
	actionsColumn({
		editTo: (row) => `/admin/update-speaker/${row.id}`,
		intent: 'delete-speaker',
		name: (row) => `${row.title} ${row.fullName}`,
		body: (row, name) => (
			<p>
				{name} ({row.designation}, {row.company}) will be removed from the Speakers page with their photo.
				Agenda sessions keep their speaker text. This cannot be undone.
			</p>
		),
	}),
]

/** The Speakers screen (/admin/speakers); its heading is its breadcrumb. */
export const SPEAKER_SCREEN: ListScreenDefinition<AdminSpeakerRow> = {
	add: { to: '/admin/add-speaker', label: 'Add Speaker' },
	card: { title: 'All speakers' },
	search: { label: 'Search speakers by full name', placeholder: 'Search by full name...' },
	table: {
		columns: COLUMNS,
		caption: 'Speakers',
		rowTestId: 'speaker-row',
		rowClassName: 'align-top lg:align-middle',
	},
}
