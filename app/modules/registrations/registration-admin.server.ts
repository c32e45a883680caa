/**
 * Deleting and exporting registrations from the back office (issue 6 §1–4), shared by attendees and
 * partnership enquiries. Each change writes its activity row in the same transaction (STYLE.md §5).
 */
import type { Database } from '#app/db/handle.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import type { Transaction } from 'kysely'
import type { DB } from '#app/db/schema.ts'
import { type CsvColumn, csvResponse, csvStream } from '#app/lib/csv/csv-export.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { formatIdRanges } from './registration-list.ts'

/** The signed-in Administrator acting (from `requireRole`). */
/** How a kind of registration is named in the activity log. */
export interface RegistrationKind {
	/** e.g. "attendee registration" / "attendee registrations". */
	singular: string
	plural: string
	/** Activity types, e.g. "Delete Attendee", "Export Attendees". */
	deleteType: string
	exportType: string
}

/**
 * Deletes the rows `ids` with `deleteByIds` and, when any existed, writes ONE activity row for the
 * whole action, in the same transaction: "Deleted 3 attendee registrations: ids 12–14". One row per
 * action (not per registration) keeps Recent Activity readable after a bulk delete, and it names
 * ids only: the people asked to be removed, so their names and emails are not copied into a log
 * that is kept. Returns the ids deleted, ascending (empty when none existed: nothing is recorded).
 */
export async function deleteRegistrations(
	db: Database,
	actor: Actor,
	ids: readonly number[],
	now: Date,
	kind: RegistrationKind,
	deleteByIds: (trx: Transaction<DB>, ids: readonly number[]) => Promise<number[]>,
): Promise<number[]> {
	return db.transaction().execute(async (trx) => {
		const deleted = await deleteByIds(trx, ids)
		if (deleted.length > 0) {
			const one = deleted.length === 1
			await recordActivity(
				trx,
				{
					userId: actor.id,
					username: actor.fullName,
					type: kind.deleteType,
					description: `Deleted ${deleted.length.toLocaleString('en-GB')} ${one ? kind.singular : kind.plural}: ${one ? 'id' : 'ids'} ${formatIdRanges(deleted)}`,
				},
				now,
			)
		}
		return deleted
	})
}

/**
 * The CSV download of every row matching a list's search and filter (issue 6 §3). Counts the rows
 * and records the export ("Exported 1,234 attendee registrations to Attendees_List.csv (search
 * “ama”, edition 2026; sorted by Name, A to Z)") before streaming; the count is the rows matching at
 * that moment. Then streams `batches` through csv-stringify.
 */
export async function exportRegistrations<Row>(
	db: Database,
	actor: Actor,
	now: Date,
	options: {
		kind: RegistrationKind
		fileName: string
		/** "search “ama”, edition 2026" (see `describeFilter`). */
		filterText: string
		/** "Name, A to Z". */
		orderText: string
		count: () => Promise<number>
		columns: readonly CsvColumn<Row>[]
		batches: () => AsyncIterable<readonly Row[]>
	},
): Promise<Response> {
	const total = await options.count()
	await recordActivity(
		db,
		{
			userId: actor.id,
			username: actor.fullName,
			type: options.kind.exportType,
			description: `Exported ${total.toLocaleString('en-GB')} ${total === 1 ? options.kind.singular : options.kind.plural} to ${options.fileName} (${options.filterText}; sorted by ${options.orderText})`,
		},
		now,
	)
	return csvResponse(options.fileName, csvStream(options.columns, options.batches()))
}

/** "Name, A to Z" / "Date, newest first": a list order in words. */
export function describeOrder(label: string, dir: 'asc' | 'desc', isDate: boolean): string {
	if (isDate) return `${label}, ${dir === 'asc' ? 'oldest first' : 'newest first'}`
	return `${label}, ${dir === 'asc' ? 'A to Z' : 'Z to A'}`
}
