/**
 * What the back office's money screens need, on the app's own database (docs/payments.md, "Staff
 * screens"), once the route has checked the role (Administrators only):
 * - a payments screen per registration (/admin/payments/registration/{id}) and per group
 *   (/admin/payments/group/{id}): who, the fee and its rule, paid, waived, refunded, balance and
 *   state, the ledger's movements (dates in Accra), and its forms (record a payment, waive, refund,
 *   correct a movement after a confirmation the server renders: `?confirm=correct-<id>`);
 * - the ledger screen (/admin/payments): every movement of one edition, newest first, paged, with
 *   its search, filters and totals, the Paystack discrepancies, and its CSV download.
 * Every change goes through the ledger (`recordMovement`, `correctMovement`), which writes the
 * activity row in the same transaction and refuses with a message; a refusal comes back to its form
 * with the input kept, a success redirects to the screen with a toast.
 */
import { siteMessageIdHost } from '#app/modules/outbox/mail-limits.server.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { MovementKind, PaymentMethod } from '#app/db/schema.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { type CsvColumn, csvResponse, csvStream } from '#app/lib/csv/csv-export.server.ts'
import { formatCedis, formatCsvDateTime, formatDateTime } from '#app/lib/format.ts'
import { type FormOutcome, formReply } from '#app/lib/form-outcome.server.ts'
import {
	type AnySubmission,
	type FormReplies,
	type FormResult,
	submitForm,
} from '#app/lib/form-submission.server.ts'
import { loadListPage } from '#app/lib/list-loader.server.ts'
import { parseListParams } from '#app/lib/list-params.ts'
import { SERVER_ERROR } from '#app/lib/network-error.ts'
import { notFound, recordIdOr404 } from '#app/lib/page-data.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { getCurrentEdition, listEditions } from '#app/modules/editions/editions.queries.server.ts'
import {
	type Account,
	type LedgerRefusal,
	type LedgerResult,
	correctMovement,
	loadAccount,
	recordMovement,
	type Recorder,
} from './ledger.server.ts'
import {
	cedisInput,
	FEE_RULE_LABELS,
	KIND_LABELS,
	METHOD_LABELS,
	PAYMENT_STATE_LABELS,
	receiptNumber,
} from './money.ts'
import { CorrectSchema, RecordPaymentSchema, RefundSchema, WaiveSchema } from './payments-admin.schema.ts'
import {
	countLedgerRows,
	editionHasMovements,
	feeRulesOf,
	findGroupOf,
	type LedgerFilter,
	type LedgerRow,
	ledgerRowBatches,
	ledgerSums,
	listDiscrepancies,
	listLedgerRows,
} from './payments-admin.queries.server.ts'
import {
	describeLedgerFilter,
	LEDGER_LIST,
	ledgerCsvName,
	ledgerExportSearch,
	ledgerTotalsView,
	parseLedgerFilters,
} from './payments-list.ts'
import { findMovement, listMovements } from './payments.queries.server.ts'

/** The signed-in staff member acting on a payments screen (an Administrator: the route checked). */
export type PaymentsActor = Actor & { role: 'Administrator' | 'User' }

/** Whose payments a screen shows: one registration, or a group paid for as one. */
export type AccountKind = Account['kind']

const MISSING: Record<AccountKind, string> = {
	registration: 'There is no registration with that id. It may have been cancelled.',
	group: 'There is no group registration with that id.',
}

/** The URL of the payments screen of `kind` `id`. */
export function paymentsPath(kind: AccountKind, id: number): string {
	return `/admin/payments/${kind}/${id}`
}

/** "− GH₵ 2,500" for a correction's negative amount, else `formatCedis`. */
export function signedCedis(pesewas: number): string {
	return pesewas < 0 ? `− ${formatCedis(-pesewas)}` : formatCedis(pesewas)
}

/** The confirmation key of the correction of movement `id` (`?confirm=correct-12`). */
export function correctionKey(id: number): string {
	return `correct-${id}`
}

/**
 * The payments screen of `kind` `idParam` (see the module's comment): who it is (the registrant, or
 * the group's contact and company), the edition, the balance (fee, paid, waived, refunded, balance,
 * state), each registration of the account with its own balance and fee rule, the movements oldest
 * first with their dates in Accra, receipts and corrections, the group a registration was registered
 * with, and the movement whose correction the URL asks to confirm (`confirm=correct-<id>`), if it
 * can be corrected. Throws 404 for an id that names nothing.
 */
export async function loadAccountPage(kind: AccountKind, idParam: string | undefined, url: URL) {
	const id = recordIdOr404(idParam, MISSING[kind])
	const view = (await loadAccount(db, { kind, id })) ?? notFound(MISSING[kind])
	const ids = view.members.map((m) => m.id)
	const [movements, rules, group] = await Promise.all([
		listMovements(db, ids),
		feeRulesOf(db, ids),
		kind === 'registration' ? findGroupOf(db, id) : Promise.resolve(undefined),
	])
	const names = new Map(view.members.map((m) => [m.id, m.fullName]))
	const ruleLabel = (memberId: number) => {
		const rule = rules.get(memberId)
		return rule ? FEE_RULE_LABELS[rule] : 'No fee'
	}
	const rows = movements
		.map((m) => ({
			id: m.id,
			recordedAt: m.recordedAt,
			dateText: formatDateTime(m.recordedAt),
			kind: m.kind,
			kindLabel: KIND_LABELS[m.kind],
			method: m.method,
			methodLabel: METHOD_LABELS[m.method],
			amountPesewas: m.amountPesewas,
			amountText: signedCedis(m.amountPesewas),
			reference: m.reference,
			note: m.note,
			recordedBy: m.recordedBy,
			receipt:
				m.receiptId !== null && m.receiptNumber !== null
					? { id: m.receiptId, number: receiptNumber(m.editionYear, m.receiptNumber) }
					: null,
			correctsId: m.correctsId,
			correctedById: m.correctedById,
			correctable: m.correctsId === null && m.correctedById === null,
			memberName: m.attendeeId === null ? null : (names.get(m.attendeeId) ?? null),
		}))
		.reverse()
	const confirmParam = url.searchParams.get('confirm') ?? ''
	const confirming = rows.find((row) => row.correctable && correctionKey(row.id) === confirmParam) ?? null
	const distinctRules = [...new Set(ids.map(ruleLabel))]
	return {
		kind,
		id,
		editionId: view.editionId,
		editionYear: view.editionYear,
		payerName: view.payerName,
		payerEmail: view.payerEmail,
		payerCompany: view.payerCompany,
		feeRule: distinctRules.join(', ') || 'No fee',
		balance: { ...view.balance, stateLabel: PAYMENT_STATE_LABELS[view.balance.state] },
		balanceInput: cedisInput(Math.max(view.balance.balancePesewas, 0)),
		members: view.members.map((m) => ({
			id: m.id,
			fullName: m.fullName,
			email: m.email,
			feeRule: ruleLabel(m.id),
			balance: { ...m.balance, stateLabel: PAYMENT_STATE_LABELS[m.balance.state] },
		})),
		group: group ?? null,
		lastMovementId: view.lastMovementId,
		movements: rows,
		confirming,
	}
}

export type AccountPage = Awaited<ReturnType<typeof loadAccountPage>>

/** What a payments screen's form gets back after a refusal: which form, and Conform's reply. */
export interface PaymentFormReply {
	intent: string
	result: FormResult
}

function repliesOf(intent: string): FormReplies<PaymentFormReply> {
	return {
		reply: (submission: AnySubmission, errors) => ({ intent, result: submission.reply(errors) }),
		serverError: (submission: AnySubmission) => ({
			intent,
			result: submission.reply({ formErrors: [SERVER_ERROR] }),
		}),
	}
}

/** The ledger's refusal as the form's message: 404 when the account is gone, else 400 or 409. */
function refused(
	refusal: LedgerRefusal,
	reply: (errors?: { formErrors?: string[] }) => PaymentFormReply,
	kind: AccountKind,
): FormOutcome<PaymentFormReply> {
	if (refusal.reason === 'not-found') notFound(MISSING[kind])
	return formReply(refusal.reason === 'invalid' ? 400 : 409, reply({ formErrors: [refusal.message] }))
}

/** "Balance now GH₵ 1,500." / "Nothing left to pay." after a change. */
function balanceNow(result: LedgerResult & { ok: true }): string {
	const left = result.account.balance.balancePesewas
	return left > 0 ? `Balance now ${formatCedis(left)}.` : 'Nothing left to pay.'
}

/**
 * The payments screen's action by `actor` on `kind` `idParam`, by the posted `intent`:
 * - `payment` (`RecordPaymentSchema`): records a payment with its receipt;
 * - `waiver` (`WaiveSchema`): lets off that much of the fee;
 * - `refund` (`RefundSchema`): pays that much back (never more than was paid);
 * - `correct` (`CorrectSchema`): undoes one movement of this account, with the reason.
 * Each passes the `seen` movement id the screen showed, so a stale screen is refused. Invalid fields
 * answer 400 with their messages; the ledger's refusals 400 or 409 with its message; success
 * redirects back to the screen (without any confirmation) with a toast. Throws 404 for an account
 * that does not exist, 400 for an unknown intent.
 */
export async function accountAction(
	actor: PaymentsActor,
	kind: AccountKind,
	idParam: string | undefined,
	request: Request,
): Promise<FormOutcome<PaymentFormReply>> {
	const id = recordIdOr404(idParam, MISSING[kind])
	const account: Account = { kind, id }
	const form = await request.formData()
	const by: Recorder = { userId: actor.id, name: actor.fullName, role: actor.role }
	const now = new Date()
	const back = paymentsPath(kind, id)
	const failure = 'A payments screen could not record a movement'
	switch (form.get('intent')) {
		case 'payment':
			return submitForm(parseWithZod(form, { schema: RecordPaymentSchema }), repliesOf('payment'), {
				failure,
				save: (v) =>
					recordMovement(
						db,
						account,
						{
							kind: 'payment',
							method: v.method,
							amountPesewas: v.amount,
							reference: v.reference || null,
							note: v.note,
							seenMovementId: v.seen,
						},
						by,
						now,
						// The payer gets their receipt by mail.
						{ messageIdHost: siteMessageIdHost() },
					),
				answer: (result, reply, v) =>
					result.ok
						? {
								redirectTo: back,
								toast: {
									type: 'success',
									title: `Payment recorded: receipt ${result.receipt?.number ?? ''}`.trim(),
									description: `${formatCedis(v.amount)} by ${METHOD_LABELS[v.method]}. ${balanceNow(result)}`,
								},
							}
						: refused(result, reply, kind),
			})
		case 'waiver':
			return submitForm(parseWithZod(form, { schema: WaiveSchema }), repliesOf('waiver'), {
				failure,
				save: (v) =>
					recordMovement(
						db,
						account,
						{
							kind: 'waiver',
							method: 'waiver',
							amountPesewas: v.amount,
							reference: null,
							note: v.reason,
							seenMovementId: v.seen,
						},
						by,
						now,
					),
				answer: (result, reply, v) =>
					result.ok
						? {
								redirectTo: back,
								toast: {
									type: 'success',
									title: 'Fee waived',
									description: `${formatCedis(v.amount)} waived. ${balanceNow(result)}`,
								},
							}
						: refused(result, reply, kind),
			})
		case 'refund':
			return submitForm(parseWithZod(form, { schema: RefundSchema }), repliesOf('refund'), {
				failure,
				save: (v) =>
					recordMovement(
						db,
						account,
						{
							kind: 'refund',
							method: v.method,
							amountPesewas: v.amount,
							reference: v.reference || null,
							note: v.reason,
							seenMovementId: v.seen,
						},
						by,
						now,
					),
				answer: (result, reply, v) =>
					result.ok
						? {
								redirectTo: back,
								toast: {
									type: 'success',
									title: 'Refund recorded',
									description: `${formatCedis(v.amount)} paid back by ${METHOD_LABELS[v.method]}. ${balanceNow(result)}`,
								},
							}
						: refused(result, reply, kind),
			})
		case 'correct':
			return submitForm(parseWithZod(form, { schema: CorrectSchema }), repliesOf('correct'), {
				failure,
				save: async (v) => {
					const view = await loadAccount(db, account)
					if (!view) return { ok: false, reason: 'not-found', message: MISSING[kind] } as LedgerRefusal
					const movement = await findMovement(db, v.movement)
					if (!movement || !view.members.some((m) => m.id === movement.attendeeId))
						return {
							ok: false,
							reason: 'invalid',
							message: 'This movement is not on this screen’s ledger: reload the page.',
						} as LedgerRefusal
					const result = await correctMovement(db, v.movement, v.reason, by, now)
					return result.ok ? { ok: true as const, movement } : result
				},
				answer: (result, reply) =>
					result.ok
						? {
								redirectTo: back,
								toast: {
									type: 'success',
									title: 'Movement corrected',
									description:
										`The ${KIND_LABELS[result.movement.kind].toLowerCase()} of ${formatCedis(result.movement.amountPesewas)} recorded by ${result.movement.recordedBy} was undone.`.slice(
											0,
											300,
										),
								},
							}
						: refused(result, reply, kind),
			})
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

// --- The ledger screen ---

/** Edition filter choices, newest first: the year, with the theme when two share a year. */
function editionChoices(editions: readonly { id: number; year: number; theme: string | null }[]) {
	return editions.map((edition) => ({
		id: edition.id,
		label:
			editions.filter((e) => e.year === edition.year).length > 1
				? `${edition.year} (${edition.theme ?? `#${edition.id}`})`
				: String(edition.year),
		year: edition.year,
	}))
}

/** The edition, search and filters of a ledger URL, with the edition's year (null: no edition). */
async function ledgerQuery(url: URL) {
	const editions = editionChoices(await listEditions(db))
	const current = await getCurrentEdition(db, new Date())
	const filters = parseLedgerFilters(
		url,
		editions.map((e) => e.id),
		current?.id ?? editions[0]?.id ?? null,
	)
	const q = parseListParams(url, LEDGER_LIST).q
	const edition = editions.find((e) => e.id === filters.editionId) ?? null
	return { editions, filters: { ...filters, q }, edition }
}

/** A ledger row as the screen shows it: its date in Accra, its receipt's printed number. */
function ledgerRowView(row: LedgerRow, year: number) {
	return {
		...row,
		dateText: formatDateTime(row.recordedAt),
		kindLabel: KIND_LABELS[row.kind],
		methodLabel: METHOD_LABELS[row.method],
		amountText: signedCedis(row.amountPesewas),
		receiptText: row.receiptNumber === null ? null : receiptNumber(year, row.receiptNumber),
	}
}

/**
 * The ledger screen's data for `request`'s URL (see `parseLedgerFilters`): the edition choices and
 * the edition shown (the current one by default), one page of its movements matching the search and
 * filters (newest first, dates in Accra), the totals of every matching movement (received by
 * method, refunded, waived, net), whether the edition has any movement at all, its Paystack
 * discrepancies, and the CSV link keeping the edition, search and filters. A page past the last
 * redirects to the last one.
 */
export async function loadLedgerPage(request: Request) {
	const url = new URL(request.url)
	const { editions, filters, edition } = await ledgerQuery(url)
	if (!edition) {
		return {
			editions,
			edition: null,
			filters,
			params: { ...parseListParams(url, LEDGER_LIST), ...filters },
			total: 0,
			rows: [],
			sizes: LEDGER_LIST.sizes,
			allowAll: false,
			totals: ledgerTotalsView(0, []),
			hasMovements: false,
			discrepancies: [],
			exportHref: '/admin/export/payments',
		}
	}
	const filter: LedgerFilter = { ...filters, editionId: edition.id }
	const [page, sums, hasMovements, discrepancies] = await Promise.all([
		loadListPage(
			url,
			LEDGER_LIST,
			{
				count: () => countLedgerRows(db, filter),
				page: (window) => listLedgerRows(db, filter, window),
			},
			{ filters },
		),
		ledgerSums(db, filter),
		editionHasMovements(db, edition.id),
		listDiscrepancies(db, edition.id),
	])
	return {
		...page,
		editions,
		edition,
		filters,
		rows: page.rows.map((row) => ledgerRowView(row, edition.year)),
		totals: ledgerTotalsView(sums.count, sums.sums),
		hasMovements,
		discrepancies: discrepancies.map((d) => ({ ...d, dateText: formatDateTime(d.updatedAt) })),
		exportHref: `/admin/export/payments${ledgerExportSearch(filters)}`,
	}
}

export type LedgerPage = Awaited<ReturnType<typeof loadLedgerPage>>

/** "Payment", "Refund", "Correction of payment 12": a movement's kind as the CSV names it. */
function kindText(row: { kind: MovementKind; correctsId: number | null }): string {
	return row.correctsId === null
		? KIND_LABELS[row.kind]
		: `Correction of ${KIND_LABELS[row.kind].toLowerCase()} ${row.correctsId}`
}

/**
 * Where a movement's amount goes in the CSV, in cedis like a bank statement: money in (a payment, or
 * the correction of a refund), money out (a refund, or the correction of a payment), or waived (a
 * waiver; its correction in brackets, as spreadsheets read a negative amount).
 */
function amountColumns(row: { kind: MovementKind; amountPesewas: number }) {
	const amount = cedisInput(Math.abs(row.amountPesewas))
	const negative = row.amountPesewas < 0
	if (row.kind === 'waiver') return { in: null, out: null, waived: negative ? `(${amount})` : amount }
	const isIn = (row.kind === 'payment') !== negative
	return { in: isIn ? amount : null, out: isIn ? null : amount, waived: null }
}

/** The ledger CSV's columns. */
function ledgerCsvColumns(year: number): CsvColumn<LedgerRow>[] {
	return [
		{ header: 'Date', value: (r) => formatCsvDateTime(r.recordedAt) },
		{ header: 'Movement', value: (r) => r.id },
		{ header: 'Kind', value: (r) => kindText(r) },
		{ header: 'Method', value: (r) => METHOD_LABELS[r.method as PaymentMethod] },
		{ header: 'In (GH₵)', value: (r) => amountColumns(r).in },
		{ header: 'Out (GH₵)', value: (r) => amountColumns(r).out },
		{ header: 'Waived (GH₵)', value: (r) => amountColumns(r).waived },
		{ header: 'Reference', value: (r) => r.reference },
		{
			header: 'Receipt',
			value: (r) => (r.receiptNumber === null ? null : receiptNumber(year, r.receiptNumber)),
		},
		{ header: 'Name', value: (r) => r.fullName },
		{ header: 'Company', value: (r) => r.companyName },
		{ header: 'Group', value: (r) => r.groupCompany },
		{ header: 'Note', value: (r) => r.note },
		{ header: 'Recorded by', value: (r) => r.recordedBy },
	]
}

/** The CSV header row of the ledger export. */
export const LEDGER_CSV_HEADER = ledgerCsvColumns(0).map((c) => c.header)

/**
 * The CSV download of every movement matching the ledger URL of `request` (edition, search,
 * filters), newest first, streamed in batches; recorded in the activity log by `actor` ("Exported 12
 * ledger movements of 2027 to Payments_2027.csv (search “GCB”)") before streaming. Throws 404 when
 * there is no edition at all.
 */
export async function exportLedgerCsv(request: Request, actor: Actor): Promise<Response> {
	const { filters, edition } = await ledgerQuery(new URL(request.url))
	if (!edition) notFound('There is no edition, so no ledger to export.')
	const filter: LedgerFilter = { ...filters, editionId: edition.id }
	const total = await countLedgerRows(db, filter)
	const fileName = ledgerCsvName(edition.year)
	await recordActivity(
		db,
		actorActivity(
			actor,
			'Export Payments',
			`Exported ${total.toLocaleString('en-GB')} ledger ${total === 1 ? 'movement' : 'movements'} of ${edition.label} to ${fileName} (${describeLedgerFilter(filters)})`,
		),
		new Date(),
	)
	return csvResponse(fileName, csvStream(ledgerCsvColumns(edition.year), ledgerRowBatches(db, filter)))
}
