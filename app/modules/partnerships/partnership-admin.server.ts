/**
 * Partnership enquiries in the back office (spec §2 /admin/partnerships, §7 CSV export; issue 6):
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
import { PARTNERSHIP_SORT_LABELS, PARTNERSHIPS_CSV_NAME } from './partnership-list.ts'
import {
	countMatchingEnquiries,
	deleteEnquiriesByIds,
	enquiryBatches,
	type PartnershipFilter,
	type PartnershipListRow,
	type PartnershipOrder,
} from './partnerships.queries.server.ts'

const PARTNERSHIP_KIND: RegistrationKind = {
	singular: 'partnership enquiry',
	plural: 'partnership enquiries',
	deleteType: 'Delete Partnership',
	exportType: 'Export Partnerships',
}

/**
 * Deletes the enquiries `ids` and records one "Delete Partnership" activity row naming their ids,
 * in one transaction (see `deleteRegistrations`). Returns the ids deleted (empty: none existed).
 */
export function deletePartnershipEnquiries(
	db: Database,
	actor: Actor,
	ids: readonly number[],
	now: Date,
): Promise<number[]> {
	return deleteRegistrations(db, actor, ids, now, PARTNERSHIP_KIND, deleteEnquiriesByIds)
}

/** The columns of Partnerships_List.csv: the list's, then the reference, the edition and the date. */
export function partnershipCsvColumns(
	editionYears: ReadonlyMap<number, number>,
): CsvColumn<PartnershipListRow>[] {
	return [
		{ header: 'Name', value: (r) => r.fullName },
		{ header: 'Company', value: (r) => r.companyName },
		{ header: 'Designation', value: (r) => r.designation },
		{ header: 'Email', value: (r) => r.email },
		{ header: 'Phone', value: (r) => r.contactNumber },
		{ header: 'Whatsapp', value: (r) => r.whatsappNumber },
		{ header: 'Notice', value: (r) => r.heardFrom },
		{ header: 'Package', value: (r) => r.package },
		{ header: 'Reference', value: (r) => r.reference },
		{
			header: 'Edition',
			value: (r) => (r.editionId === null ? null : (editionYears.get(r.editionId) ?? null)),
		},
		{ header: 'Date', value: (r) => formatCsvDateTime(r.createdAt) },
	]
}

/**
 * Partnerships_List.csv with every enquiry matching `query` (search, edition, sort), streamed in
 * keyset batches, recorded as an "Export Partnerships" activity with the filter and the row count.
 */
export function exportPartnershipsCsv(
	db: Database,
	actor: Actor,
	query: PartnershipFilter & PartnershipOrder & { filterText: string },
	editionYears: ReadonlyMap<number, number>,
	now: Date,
): Promise<Response> {
	return exportRegistrations(db, actor, now, {
		kind: PARTNERSHIP_KIND,
		fileName: PARTNERSHIPS_CSV_NAME,
		filterText: query.filterText,
		orderText: describeOrder(PARTNERSHIP_SORT_LABELS[query.sort], query.dir, query.sort === 'date'),
		count: () => countMatchingEnquiries(db, query),
		columns: partnershipCsvColumns(editionYears),
		batches: () => enquiryBatches(db, query),
	})
}
