/**
 * The attendee list screen (/admin/attendees): the registration list with Name, Company,
 * Designation, Email, Phone, Whatsapp, Date, Payment and Check-in (when and by whom), searched by
 * name or email.
 */
import {
	registrationColumns,
	type RegistrationListData,
	RegistrationListView,
} from '#app/modules/registrations/components/registration-list-view.tsx'
import type { RegistrationListItem } from '#app/modules/registrations/registration-list.server.ts'
import { formatClockTime, formatShortDate } from '#app/lib/format.ts'
import { ATTENDEES_CSV_NAME } from '../attendee-list.ts'
import type { AttendeeExtra } from '../attendees.queries.server.ts'

type AttendeeRow = RegistrationListItem<AttendeeExtra>

const PAYMENT = { unpaid: 'Not paid', paid: 'Paid', waived: 'Waived' } as const

const COLUMNS = registrationColumns<AttendeeRow>({
	extra: [
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
		/>
	)
}
