/**
 * Attendee registrations in the back office (spec §2 /admin/attendees, §7 CSV export; issue 6):
 * deleting one or several with their activity row, and the streamed CSV export.
 */
import type { Database } from '#app/db/handle.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { formatCsvDateTime } from '#app/lib/format.ts'
import type { CsvColumn } from '#app/lib/csv/csv-export.server.ts'
import {
	deleteRegistrations,
	describeOrder,
	exportRegistrations,
	type RegistrationKind,
} from '#app/modules/registrations/registration-admin.server.ts'
import { ATTENDEE_SORT_LABELS, ATTENDEES_CSV_NAME } from './attendee-list.ts'
import {
	type AttendeeFilter,
	type AttendeeListRow,
	type AttendeeOrder,
	attendeeBatches,
	countMatchingAttendees,
	deleteAttendeesByIds,
} from './attendees.queries.server.ts'

const ATTENDEE_KIND: RegistrationKind = {
	singular: 'attendee registration',
	plural: 'attendee registrations',
	deleteType: 'Delete Attendee',
	exportType: 'Export Attendees',
}

/**
 * Deletes the registrations `ids` and records one "Delete Attendee" activity row naming their ids,
 * in one transaction (see `deleteRegistrations`). Returns the ids deleted (empty: none existed).
 */
export function deleteAttendeeRegistrations(
	db: Database,
	actor: Actor,
	ids: readonly number[],
	now: Date,
): Promise<number[]> {
	return deleteRegistrations(db, actor, ids, now, ATTENDEE_KIND, deleteAttendeesByIds)
}

/** The columns of Attendees_List.csv: the list's, then how they heard, the edition and the date. */
export function attendeeCsvColumns(editionYears: ReadonlyMap<number, number>): CsvColumn<AttendeeListRow>[] {
	return [
		{ header: 'Name', value: (r) => r.fullName },
		{ header: 'Company', value: (r) => r.companyName },
		{ header: 'Designation', value: (r) => r.designation },
		{ header: 'Email', value: (r) => r.email },
		{ header: 'Phone', value: (r) => r.contactNumber },
		{ header: 'Whatsapp', value: (r) => r.whatsappNumber },
		{ header: 'Notice', value: (r) => r.heardFrom },
		{ header: 'Edition', value: (r) => editionYears.get(r.editionId) ?? null },
		{ header: 'Date', value: (r) => formatCsvDateTime(r.createdAt) },
	]
}

/**
 * Attendees_List.csv with every registration matching `query` (search, edition, sort), streamed in
 * keyset batches, recorded as an "Export Attendees" activity with the filter and the row count.
 * `editionLabel` names the filtered edition for the log; `editionYears` maps edition ids to years.
 */
export function exportAttendeesCsv(
	db: Database,
	actor: Actor,
	query: AttendeeFilter & AttendeeOrder & { filterText: string },
	editionYears: ReadonlyMap<number, number>,
	now: Date,
): Promise<Response> {
	return exportRegistrations(db, actor, now, {
		kind: ATTENDEE_KIND,
		fileName: ATTENDEES_CSV_NAME,
		filterText: query.filterText,
		orderText: describeOrder(ATTENDEE_SORT_LABELS[query.sort], query.dir, query.sort === 'date'),
		count: () => countMatchingAttendees(db, query),
		columns: attendeeCsvColumns(editionYears),
		batches: () => attendeeBatches(db, query),
	})
}
