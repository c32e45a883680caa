/**
 * Deleting and exporting registrations from the back office, written once for attendees and
 * partnership enquiries: a `RegistrationKind` names the table and how its rows are called. Each
 * change writes its activity row in the same transaction (docs/architecture.md); the export streams
 * every matching row as CSV (`lib/csv/csv-export.server.ts`), read in keyset batches.
 */
import {
	type Balance,
	balanceOf,
	cedisInput,
	METHOD_LABELS,
	NO_MOVEMENTS,
	PAYMENT_STATE_LABELS,
} from '#app/modules/payments/money.ts'
import { paymentMethodsOf } from '#app/modules/payments/payments-admin.queries.server.ts'
import { ledgerTotals } from '#app/modules/payments/payments.queries.server.ts'
import type { PaymentMethod } from '#app/db/schema.ts'
import type { Database, Handle } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { type CsvColumn, csvResponse, csvStream } from '#app/lib/csv/csv-export.server.ts'
import { formatCsvDateTime } from '#app/lib/format.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { removeMailFiles } from '#app/modules/outbox/mail-files.server.ts'
import { mailFilesAbout } from '#app/modules/outbox/outbox.queries.server.ts'
import { formatIdRanges, groupLabel } from './registration-list.ts'
import {
	countMatchingRegistrations,
	deleteAttendeesWithWebhooks,
	deleteRegistrationsByIds,
	type RegistrationExtra,
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
	/**
	 * The session attendance of registrations `ids` (attendees: docs/event-days.md), read with a few
	 * grouped queries for all of them; the list and its CSV then show it. Ids without any are absent.
	 */
	attendance?: AttendanceReader
}

/**
 * What a registration list shows of one registration's session attendance: how many sessions it
 * was scanned into, the CPE hours they earn together as printed ("4.5"), and the sessions' headings
 * in the agenda's order.
 */
export interface RegistrationAttendance {
	count: number
	cpeHours: string
	sessions: string[]
}

/** Reads the `RegistrationAttendance` of each of `ids` that attended a session (the others are absent). */
export type AttendanceReader = (
	db: Handle,
	ids: readonly number[],
) => Promise<ReadonlyMap<number, RegistrationAttendance>>

/** A registration that attended no session. */
export const NO_ATTENDANCE: RegistrationAttendance = { count: 0, cpeHours: '0', sessions: [] }

/**
 * Deletes the rows `ids` of `kind` and, when any existed, writes ONE activity row for the whole
 * action, in the same transaction: "Deleted 3 attendee registrations: ids 12–14". One row per action
 * (not per registration) keeps Recent Activity readable after a bulk delete, and it names ids only:
 * the people asked to be removed, so their names and emails are not copied into a log that is kept.
 * Deleted attendees queue their `registration.cancelled` webhooks in it too (docs/webhooks.md).
 * Once committed, the deleted rows' mail files are removed from `mailFiles` (the app's
 * `mailFileStore`, shared by every instance, ADR 0065; a file it cannot remove is logged).
 * Returns the ids deleted, ascending (empty when none existed: nothing is recorded). Throws on a
 * database error, after rolling back.
 */
export async function deleteRegistrations(
	db: Database,
	actor: Actor,
	ids: readonly number[],
	now: Date,
	kind: RegistrationKind,
	mailFiles: FileStore,
): Promise<number[]> {
	let files: string[] = []
	const deletedIds = await writeTransaction(db, async (trx) => {
		files = await mailFilesAbout(trx, kind.source.table === 'attendees' ? 'attendee' : 'enquiry', ids)
		const deleted =
			kind.source.table === 'attendees'
				? await deleteAttendeesWithWebhooks(trx, ids, now)
				: await deleteRegistrationsByIds(trx, kind.source.table, ids)
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
	if (deletedIds.length) await removeMailFiles(mailFiles, files)
	return deletedIds
}

/** An attendee's money in the CSV: the balance, and the methods and references of its payments. */
export interface CsvMoney {
	balance: Balance
	methods: PaymentMethod[]
	references: string[]
}

/** A row of a registration CSV: the list's row, with an attendee's money (`withMoney`). */
export type CsvRow<E extends RegistrationExtra = RegistrationExtra> = RegistrationRow<E> & {
	money?: CsvMoney
	attendance?: RegistrationAttendance
}

type AnyCsvRow = RegistrationRow<RegistrationExtra> & { money?: CsvMoney }

/**
 * The attendance columns of a CSV whose kind has attendance: "Sessions attended" (the headings in the
 * agenda's order, separated by "; ") and "CPE hours" (their total, "0" for none).
 */
const ATTENDANCE_CSV: CsvColumn<CsvRow<RegistrationExtra>>[] = [
	{ header: 'Sessions attended', value: (r) => (r.attendance ?? NO_ATTENDANCE).sessions.join('; ') },
	{ header: 'CPE hours', value: (r) => (r.attendance ?? NO_ATTENDANCE).cpeHours },
]

/**
 * `batches` with each row's session attendance read by `attendance`: one call per batch, so the
 * export stays one batch in memory and a few queries per batch, whatever the number of rows.
 */
async function* withAttendance<E extends RegistrationExtra>(
	db: Handle,
	batches: AsyncIterable<CsvRow<E>[]>,
	attendance: AttendanceReader,
): AsyncGenerator<CsvRow<E>[], void, undefined> {
	for await (const batch of batches) {
		const found = await attendance(
			db,
			batch.map((r) => r.id),
		)
		yield batch.map((row) => ({ ...row, attendance: found.get(row.id) ?? NO_ATTENDANCE }))
	}
}

/** Pesewas as the CSV's cedi amount ("2500", "2500.50", "-100"); empty for null. */
const csvCedis = (pesewas: number | null | undefined) =>
	pesewas === null || pesewas === undefined
		? null
		: pesewas < 0
			? `-${cedisInput(-pesewas)}`
			: cedisInput(pesewas)

/**
 * The CSV columns of each extra column. The fee comes with what the ledger says of it: paid
 * (received less refunded), the balance, the payment status, and the methods and references of the
 * payments (several joined with "; ").
 */
const EXTRA_CSV: { [K in RegistrationExtra]: CsvColumn<AnyCsvRow>[] } = {
	package: [{ header: 'Package', value: (r) => r.package }],
	reference: [{ header: 'Reference', value: (r) => r.reference }],
	fee_pesewas: [
		{ header: 'Fee (GH₵)', value: (r) => csvCedis(r.fee_pesewas) },
		{ header: 'Paid (GH₵)', value: (r) => csvCedis(r.money?.balance.paidPesewas) },
		{ header: 'Balance (GH₵)', value: (r) => csvCedis(r.money?.balance.balancePesewas) },
		{
			header: 'Payment status',
			value: (r) => (r.money ? PAYMENT_STATE_LABELS[r.money.balance.state] : null),
		},
		{ header: 'Method(s)', value: (r) => r.money?.methods.map((m) => METHOD_LABELS[m]).join('; ') ?? null },
		{ header: 'Reference(s)', value: (r) => r.money?.references.join('; ') ?? null },
	],
	checked_in_at: [
		{ header: 'Checked in', value: (r) => (r.checked_in_at ? formatCsvDateTime(r.checked_in_at) : null) },
	],
	checked_in_by: [{ header: 'Checked in by', value: (r) => r.checked_in_by }],
	group_id: [{ header: 'Group', value: (r) => (r.group_id === null ? null : groupLabel(r.group_id)) }],
}

/**
 * `batches` of attendee rows, each row with its money (`CsvMoney`): two queries per batch (the
 * ledger's sums, the payments' methods and references), so the export stays one batch in memory.
 */
export async function* withMoney<E extends RegistrationExtra>(
	db: Handle,
	batches: AsyncIterable<RegistrationRow<E>[]>,
): AsyncGenerator<CsvRow<E>[], void, undefined> {
	for await (const batch of batches) {
		const ids = batch.map((r) => r.id)
		const [totals, payments] = await Promise.all([ledgerTotals(db, ids), paymentMethodsOf(db, ids)])
		yield batch.map((row) => ({
			...row,
			money: {
				balance: balanceOf(
					(row as Partial<RegistrationRow<'fee_pesewas'>>).fee_pesewas ?? null,
					totals.get(row.id) ?? NO_MOVEMENTS,
				),
				methods: payments.get(row.id)?.methods ?? [],
				references: payments.get(row.id)?.references ?? [],
			},
		}))
	}
}

/**
 * The columns of a registration CSV: the list's, how they heard of the summit, the kind's extra
 * columns (package and reference; fee, paid, balance, payment status, methods and references,
 * checked in and by whom, group), with `attendance` the sessions attended and CPE hours
 * (`ATTENDANCE_CSV`), the edition's year (`editionYears` maps edition ids to years) and
 * the date (UTC, which is Accra time).
 */
export function registrationCsvColumns<E extends RegistrationExtra>(
	extraColumns: readonly E[],
	editionYears: ReadonlyMap<number, number>,
	attendance = false,
): CsvColumn<CsvRow<E>>[] {
	return [
		{ header: 'Name', value: (r) => r.fullName },
		{ header: 'Company', value: (r) => r.companyName },
		{ header: 'Designation', value: (r) => r.designation },
		{ header: 'Email', value: (r) => r.email },
		{ header: 'Phone', value: (r) => r.contactNumber },
		{ header: 'Whatsapp', value: (r) => r.whatsappNumber },
		{ header: 'Notice', value: (r) => r.heardFrom },
		...extraColumns.flatMap((column) => EXTRA_CSV[column] as CsvColumn<CsvRow<E>>[]),
		...(attendance ? (ATTENDANCE_CSV as CsvColumn<CsvRow<E>>[]) : []),
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
	const columns = registrationCsvColumns(kind.source.extraColumns, editionYears, Boolean(kind.attendance))
	const batches = registrationBatches(db, kind.source, query)
	const rows: AsyncIterable<CsvRow<E>[]> =
		kind.source.table === 'attendees' ? withMoney(db, batches) : batches
	return csvResponse(
		kind.fileName,
		csvStream(columns, kind.attendance ? withAttendance(db, rows, kind.attendance) : rows),
	)
}
