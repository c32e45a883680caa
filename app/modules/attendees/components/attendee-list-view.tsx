/**
 * The attendee list screen (/admin/attendees): the registration list with Name, Company,
 * Designation, Email, Phone, Whatsapp and Date, searched by name or email.
 */
import {
	registrationColumns,
	type RegistrationListData,
	RegistrationListView,
} from '#app/modules/registrations/components/registration-list-view.tsx'
import type { RegistrationListItem } from '#app/modules/registrations/registration-list.server.ts'
import { ATTENDEES_CSV_NAME } from '../attendee-list.ts'

const COLUMNS = registrationColumns<RegistrationListItem>()

export function AttendeeListView({ list }: { list: RegistrationListData<RegistrationListItem> }) {
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
