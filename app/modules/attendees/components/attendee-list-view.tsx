/**
 * The attendee list screen (/admin/attendees): the registration list with Name, Company,
 * Designation, Email, Phone, Whatsapp, Date, the confirmation mail's state (sent, queued, failed:
 * the Mail screen resends), Payment, Check-in (when and by whom) and the Group a contact registered
 * the attendee with, searched by name or email.
 */
import {
	registrationColumns,
	type RegistrationListData,
	RegistrationListView,
} from '#app/modules/registrations/components/registration-list-view.tsx'
import type { RegistrationListItem } from '#app/modules/registrations/registration-list.server.ts'
import { groupLabel } from '#app/modules/registrations/registration-list.ts'
import { formatClockTime, formatShortDate } from '#app/lib/format.ts'
import { ATTENDEES_CSV_NAME } from '../attendee-list.ts'
import type { AttendeeExtra } from '../attendees.queries.server.ts'

type AttendeeRow = RegistrationListItem<AttendeeExtra>

const PAYMENT = { unpaid: 'Not paid', paid: 'Paid', waived: 'Waived' } as const

/** The confirmation mail's state, as the desk staff would say it. */
const MAIL: Record<string, { text: string; className: string }> = {
	queued: { text: 'Mail queued', className: 'text-slate-700' },
	sending: { text: 'Mail sending', className: 'text-slate-700' },
	sent: { text: 'Mail sent', className: 'text-emerald-800' },
	failed: { text: 'Mail failed', className: 'font-semibold text-red-700' },
}

const COLUMNS = registrationColumns<AttendeeRow>({
	extra: [
		{
			key: 'mail',
			label: 'Mail',
			cellClassName: 'whitespace-nowrap text-xs',
			cell: (r) =>
				r.mailStatus ? (
					<span className={MAIL[r.mailStatus]!.className}>{MAIL[r.mailStatus]!.text}</span>
				) : (
					'—'
				),
		},
		{
			key: 'payment',
			label: 'Payment',
			cellClassName: 'whitespace-nowrap',
			cell: (r) => PAYMENT[r.payment_status],
		},
		{
			key: 'check-in',
			label: 'Check-in',
			cellClassName: 'min-w-28 text-xs',
			cell: (r) =>
				r.checked_in_at ? (
					<>
						<time dateTime={r.checked_in_at}>
							{formatShortDate(r.checked_in_at)}, {formatClockTime(r.checked_in_at)}
						</time>
						{r.checked_in_by ? <span className="block text-slate-600">by {r.checked_in_by}</span> : null}
					</>
				) : (
					'—'
				),
		},
		{
			key: 'group',
			label: 'Group',
			cellClassName: 'whitespace-nowrap',
			cell: (r) => (r.group_id === null ? '—' : groupLabel(r.group_id)),
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
			search={{ label: 'Search by name or email', placeholder: 'Search by name or email...' }}
			exportFileName={ATTENDEES_CSV_NAME}
			attendeeFilters
		/>
	)
}
