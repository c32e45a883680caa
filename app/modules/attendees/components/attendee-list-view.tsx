/**
 * The attendee list screen (/admin/attendees): the registration list with Name, Company,
 * Designation, Email (with Phone and Whatsapp), Payment (the state from the ledger, linked to the
 * registration's payments screen, with the Fee, Paid and Balance), Mail (the confirmation mail's
 * state — sent, queued, failed: the Mail screen resends —, with Check-in, when and by whom, the
 * Sessions attended (scanned in at their doors) and their CPE hours, and the Group a contact
 * registered the attendee with, linked to the group's payments screen), and Date,
 * searched by name or email; the totals of every matching row above the table.
 */
import {
	registrationColumns,
	StackedValue,
	type RegistrationListData,
	RegistrationListView,
} from '#app/modules/registration-lists/components/registration-list-view.tsx'
import type { RegistrationListItem } from '#app/modules/registration-lists/registration-list.server.ts'
import { groupLabel } from '#app/modules/registration-lists/registration-list.ts'
import { Link } from 'react-router'
import { formatCedis, formatClockTime, formatShortDate } from '#app/lib/format.ts'
import { PaymentStateBadge } from '#app/modules/payments/components/payment-state-badge.tsx'
import { cedisOrDash } from '#app/modules/payments/money.ts'
import { ATTENDEES_CSV_NAME } from '../attendee-list.ts'
import type { AttendeeExtra } from '../attendees.queries.server.ts'

type AttendeeRow = RegistrationListItem<AttendeeExtra>

/** The confirmation mail's state, as the desk staff would say it. */
const MAIL: Record<string, { text: string; className: string }> = {
	queued: { text: 'queued', className: 'text-slate-700' },
	sending: { text: 'sending', className: 'text-slate-700' },
	sent: { text: 'sent', className: 'text-emerald-800' },
	failed: { text: 'failed', className: 'font-semibold text-red-700' },
}

const link = 'text-brand-700 underline'

const COLUMNS = registrationColumns<AttendeeRow>({
	extra: [
		{
			key: 'payment',
			label: 'Payment',
			subLabels: ['Fee', 'Paid', 'Balance', 'Mail', 'Check-in', 'Sessions', 'CPE hours', 'Group'],
			cellClassName: 'min-w-32',
			cell: (r) => (
				<>
					<Link
						to={`/admin/payments/registration/${r.id}`}
						className="inline-block"
						data-testid="payment-link"
					>
						{r.money ? <PaymentStateBadge state={r.money.state} /> : 'Payments'}
						<span className="sr-only"> payments of {r.fullName}</span>
					</Link>
					<StackedValue label="Fee">{cedisOrDash(r.fee_pesewas)}</StackedValue>
					{r.money ? (
						<>
							<StackedValue label="Paid">{formatCedis(r.money.paidPesewas)}</StackedValue>
							<StackedValue label="Balance">
								<span className={r.money.balancePesewas > 0 ? 'font-semibold text-slate-900' : undefined}>
									{formatCedis(r.money.balancePesewas)}
								</span>
							</StackedValue>
						</>
					) : null}
					<StackedValue label="Mail">
						{r.mailStatus ? (
							<span className={MAIL[r.mailStatus]!.className}>{MAIL[r.mailStatus]!.text}</span>
						) : (
							'—'
						)}
					</StackedValue>
					<StackedValue label="Check-in" wrap>
						{r.checked_in_at ? (
							<time dateTime={r.checked_in_at}>
								{formatShortDate(r.checked_in_at)}, {formatClockTime(r.checked_in_at)}
							</time>
						) : (
							'—'
						)}
					</StackedValue>
					{r.checked_in_by ? (
						<span className="block text-xs text-slate-600">by {r.checked_in_by}</span>
					) : null}
					{r.attendance ? (
						<>
							<StackedValue label="Sessions">
								<span data-testid="sessions-attended">{r.attendance.count.toLocaleString('en-GB')}</span>
							</StackedValue>
							<StackedValue label="CPE hours">
								<span data-testid="cpe-hours">{r.attendance.cpeHours}</span>
							</StackedValue>
						</>
					) : null}
					{r.group_id === null ? null : (
						<StackedValue label="Group">
							<Link to={`/admin/payments/group/${r.group_id}`} className={link}>
								{groupLabel(r.group_id)}
								<span className="sr-only"> payments</span>
							</Link>
						</StackedValue>
					)}
				</>
			),
		},
	],
})

export function AttendeeListView({ list }: { list: RegistrationListData<AttendeeRow> }) {
	return (
		<RegistrationListView
			title="Attendees"
			noun={['registration', 'registrations']}
			columns={COLUMNS}
			rowName={(r) => `${r.fullName} (${r.email})`}
			list={list}
			search={{
				label: 'Search by name or email',
				placeholder: 'Search by name or email...',
				what: 'name or email',
			}}
			exportFileName={ATTENDEES_CSV_NAME}
			attendeeFilters
		/>
	)
}
