/**
 * Deleting and exporting registrations from the back office, written once for attendees and
 * partnership enquiries: a `RegistrationKind` names the table and how its rows are called. Each
 * change writes its activity row in the same transaction (docs/architecture.md); the export streams
 * every matching row as CSV (`lib/csv/csv-export.server.ts`), read in keyset batches.
 */
import { cedisInput } from '#app/modules/payments/money.ts'
import type { Database } from '#app/db/handle.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { type CsvColumn, csvResponse, csvStream } from '#app/lib/csv/csv-export.server.ts'
import { formatCsvDateTime } from '#app/lib/format.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { formatIdRanges, groupLabel } from './registration-list.ts'
import {
	countMatchingRegistrations,
	deleteRegistrationsByIds,
	type RegistrationExtra,
	type RegistrationExtras,
	type RegistrationFilter,
	type RegistrationOrder,
	type RegistrationRow,
	type RegistrationSort,
	type RegistrationSource,
	registrationBatches,
} from './registration-lists.queries.server.ts'

/** A kind of registration: the rows it lists, and how they are named in the activity log and CSV. */
export interface RegistrationKind<E extends RegistrationExtra = RegistrationExtra> {
	source: RegistrationSource<E>
	/** e.g. "attendee registration" / "attendee registrations". */
	singular: string
	plural: string
	/** Activity types, e.g. "Delete Attendee", "Export Attendees". */
	deleteType: string
	exportType: string
	/** The CSV file, e.g. "Attendees_List.csv". */
	fileName: string
}

/**
 * Deletes the rows `ids` of `kind` and, when any existed, writes ONE activity row for the whole
 * action, in the same transaction: "Deleted 3 attendee registrations: ids 12–14". One row per action
 * (not per registration) keeps Recent Activity readable after a bulk delete, and it names ids only:
 * the people asked to be removed, so their names and emails are not copied into a log that is kept.
 * Returns the ids deleted, ascending (empty when none existed: nothing is recorded). Throws on a
 * database error, after rolling back.
 */
export async function deleteRegistrations(
	db: Database,
	actor: Actor,
	ids: readonly number[],
	now: Date,
	kind: RegistrationKind,
): Promise<number[]> {
	return db.transaction().execute(async (trx) => {
		const deleted = await deleteRegistrationsByIds(trx, kind.source.table, ids)
		if (deleted.length > 0) {
			const one = deleted.length === 1
			await recordActivity(
				trx,
				actorActivity(
					actor,
					kind.deleteType,
					`Deleted ${deleted.length.toLocaleString('en-GB')} ${one ? kind.singular : kind.plural}: ${one ? 'id' : 'ids'} ${formatIdRanges(deleted)}`,
				),
				now,
			)
		}
		return deleted
	})
}

/** The CSV header of each extra column, and its value as the file shows it. */
const EXTRA_CSV: {
	[K in RegistrationExtra]: { header: string; value: (v: RegistrationExtras[K]) => string | null }
} = {
	package: { header: 'Package', value: (v) => v },
	reference: { header: 'Reference', value: (v) => v },
	fee_pesewas: { header: 'Fee (GH₵)', value: (v) => (v === null ? null : cedisInput(v)) },
	checked_in_at: { header: 'Checked in', value: (v) => (v ? formatCsvDateTime(v) : null) },
	checked_in_by: { header: 'Checked in by', value: (v) => v },
	group_id: { header: 'Group', value: (v) => (v === null ? null : groupLabel(v)) },
}

/**
 * The columns of a registration CSV: the list's, how they heard of the summit, the kind's extra
 * columns (package and reference; payment, checked in and by whom, group), the edition's year (`editionYears` maps edition ids to years) and
 * the date (UTC, which is Accra time).
 */
export function registrationCsvColumns<E extends RegistrationExtra>(
	extraColumns: readonly E[],
	editionYears: ReadonlyMap<number, number>,
): CsvColumn<RegistrationRow<E>>[] {
	return [
		{ header: 'Name', value: (r) => r.fullName },
		{ header: 'Company', value: (r) => r.companyName },
		{ header: 'Designation', value: (r) => r.designation },
		{ header: 'Email', value: (r) => r.email },
		{ header: 'Phone', value: (r) => r.contactNumber },
		{ header: 'Whatsapp', value: (r) => r.whatsappNumber },
		{ header: 'Notice', value: (r) => r.heardFrom },
		...extraColumns.map((column) => ({
			header: EXTRA_CSV[column].header,
			value: (r: RegistrationRow<E>) =>
				(EXTRA_CSV[column].value as (v: unknown) => string | null)(
					(r as RegistrationRow<RegistrationExtra>)[column],
				),
		})),
		{
			header: 'Edition',
			value: (r) => (r.editionId === null ? null : (editionYears.get(r.editionId) ?? null)),
		},
		{ header: 'Date', value: (r) => formatCsvDateTime(r.createdAt) },
	]
}

/** How a list order is named in words, by sort key. */
const SORT_LABELS: Record<RegistrationSort, string> = {
	name: 'Name',
	company: 'Company',
	designation: 'Designation',
	email: 'Email',
	package: 'Package',
	date: 'Date',
}

/** "Name, A to Z" / "Date, newest first": a list order in words. */
export function describeOrder(sort: RegistrationSort, dir: 'asc' | 'desc'): string {
	if (sort === 'date') return `Date, ${dir === 'asc' ? 'oldest first' : 'newest first'}`
	return `${SORT_LABELS[sort]}, ${dir === 'asc' ? 'A to Z' : 'Z to A'}`
}

/**
 * The CSV download of every row of `kind` matching `query` (search, edition, sort), streamed in
 * keyset batches. Counts the rows and records the export ("Exported 1,234 attendee registrations to
 * Attendees_List.csv (search “ama”, edition 2026; sorted by Name, A to Z)") before streaming; the
 * count is the rows matching at that moment. `query.filterText` describes the filter for the log
 * (see `describeFilter`); `editionYears` maps edition ids to years for the Edition column.
 */
export async function exportRegistrations<E extends RegistrationExtra>(
	db: Database,
	actor: Actor,
	kind: RegistrationKind<E>,
	query: RegistrationFilter & RegistrationOrder & { filterText: string },
	editionYears: ReadonlyMap<number, number>,
	now: Date,
): Promise<Response> {
	const total = await countMatchingRegistrations(db, kind.source, query)
	await recordActivity(
		db,
		actorActivity(
			actor,
			kind.exportType,
			`Exported ${total.toLocaleString('en-GB')} ${total === 1 ? kind.singular : kind.plural} to ${kind.fileName} (${query.filterText}; sorted by ${describeOrder(query.sort, query.dir)})`,
		),
		now,
	)
	const columns = registrationCsvColumns(kind.source.extraColumns, editionYears)
	return csvResponse(kind.fileName, csvStream(columns, registrationBatches(db, kind.source, query)))
}
