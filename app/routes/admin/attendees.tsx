/**
 * Attendee registrations (/admin/attendees): Administrator only. Search by name or email, edition
 * filter, sort, paging (10 to 30 a page), select and delete (one or several, with a confirm dialog),
 * Export to CSV.
 */
import { AttendeeListView } from '#app/modules/attendees/components/attendee-list-view.tsx'
import { attendeeList } from '#app/modules/attendees/attendee-list.server.ts'
import type { Route } from './+types/attendees'

export const handle = { breadcrumb: 'Attendees' }

export const loader = attendeeList.loader

export const action = attendeeList.action

export default function Attendees({ loaderData }: Route.ComponentProps) {
	return <AttendeeListView list={loaderData} />
}
