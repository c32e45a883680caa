/**
 * The dashboard screen (/admin/dashboard): its count cards, the current edition's check-ins, for an
 * Administrator its money (`MoneyCard`), and the table of Recent Activity (User id, Username,
 * Activity type, Description, Time; the records are kept, ADR 0056).
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BackOfficeTitle } from '#app/components/admin/back-office-title.tsx'
import { ListCard } from '#app/components/admin/list-screen.tsx'
import { type ListColumn, ListTable, type ListTableDefinition } from '#app/components/admin/list-table.tsx'
import type { ActivityListItem, DashboardData } from '../dashboard-pages.server.ts'
import { MoneyCard } from './money-card.tsx'

/**
 * The dashboard screen showing `dashboard`, its route's loader data; `children` (the set-up
 * checklist) come right under the heading.
 */
export function DashboardView({
	dashboard: { counts, checkIn, money, activity, isAdministrator },
	children,
}: {
	dashboard: DashboardData
	children?: ReactNode
}) {
	return (
		<>
			<BackOfficeTitle name="Dashboard" />
			<h1 className="text-brand-900 text-2xl font-bold">Dashboard</h1>
			{children}
			<DashboardCounts counts={counts} isAdministrator={isAdministrator} />
			{checkIn ? <CheckInCard {...checkIn} /> : null}
			{money ? <MoneyCard {...money} /> : null}
			<ListCard id="activity" title="Recent Activity" list={activity} className="mt-8" padding="p-5">
				<ListTable table={ACTIVITY_TABLE} list={activity} />
			</ListCard>
		</>
	)
}

const ACTIVITY_COLUMNS: ListColumn<ActivityListItem>[] = [
	{ key: 'user', label: 'User id', cellClassName: 'tabular-nums', cell: (row) => row.user_id ?? '—' },
	{ key: 'username', label: 'Username', cell: (row) => row.username },
	{ key: 'type', label: 'Activity type', cell: (row) => row.type },
	{ key: 'description', label: 'Description', cell: (row) => row.description },
	{
		key: 'time',
		label: 'Time',
		cellClassName: 'whitespace-nowrap',
		cell: (row) => <time dateTime={row.created_at}>{row.timeText}</time>,
	},
]

/** Recent Activity's table: read only, the log is kept (ADR 0056). */
const ACTIVITY_TABLE: ListTableDefinition<ActivityListItem> = {
	columns: ACTIVITY_COLUMNS,
	caption: 'Recent Activity',
	maxHeight: 'max-h-[32rem]',
}

/**
 * The current edition's check-ins against its registrations (and how many registrants cancelled),
 * linking to the desk (every staff member's).
 */
function CheckInCard({
	year,
	checkedIn,
	registered,
	cancelled,
}: {
	year: number
	checkedIn: number
	registered: number
	cancelled: number
}) {
	return (
		<Link
			to="/admin/check-in"
			className="hover:ring-brand-600 mt-4 block rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
		>
			<span className="block text-sm font-semibold text-slate-600">Checked in ({year})</span>
			<span className="text-brand-900 mt-2 block text-4xl font-extrabold" data-testid="count-checked-in">
				{checkedIn.toLocaleString('en-GB')}
				<span className="text-2xl font-bold text-slate-500"> / {registered.toLocaleString('en-GB')}</span>
			</span>
			<span className="mt-1 block text-sm text-slate-600">
				registered{cancelled ? ` (${cancelled.toLocaleString('en-GB')} cancelled by their registrants)` : ''}{' '}
				· open the check-in desk
			</span>
		</Link>
	)
}

/** The dashboard's counts; for an Administrator each card links to its list. */
function DashboardCounts({
	counts,
	isAdministrator,
}: {
	counts: { attendees: number; partnerships: number; speakers: number }
	isAdministrator: boolean
}) {
	const cards = [
		{ label: 'Total Registration', value: counts.attendees, to: '/admin/attendees' },
		{ label: 'Total Partnerships', value: counts.partnerships, to: '/admin/partnerships' },
		{ label: 'Total Speakers', value: counts.speakers, to: '/admin/speakers' },
	]
	return (
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
	)
}
