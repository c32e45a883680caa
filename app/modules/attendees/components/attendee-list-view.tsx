/**
 * The attendee list screen (/admin/attendees): the registration list with Name, Company,
 * Designation, Email (with Phone and Whatsapp), Payment (with the confirmation mail's state — sent,
 * queued, failed: the Mail screen resends —, Check-in, when and by whom, and the Group a contact
 * registered the attendee with), and Date, searched by name or email.
 */
import {
	registrationColumns,
	StackedValue,
	type RegistrationListData,
	RegistrationListView,
} from '#app/modules/registration-lists/components/registration-list-view.tsx'
import type { RegistrationListItem } from '#app/modules/registration-lists/registration-list.server.ts'
import { groupLabel } from '#app/modules/registration-lists/registration-list.ts'
import { formatClockTime, formatShortDate } from '#app/lib/format.ts'
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

const COLUMNS = registrationColumns<AttendeeRow>({
	extra: [
		{
			key: 'status',
			label: 'Payment',
			subLabels: ['Mail', 'Check-in', 'Group'],
			cellClassName: 'min-w-32',
			cell: (r) => (
				<>
					{cedisOrDash(r.fee_pesewas)}
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
					{r.group_id === null ? null : <StackedValue label="Group">{groupLabel(r.group_id)}</StackedValue>}
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
