/**
 * The payments ledger's rules (docs/payments.md): recording a payment, a refund or a waiver on a
 * registration or a whole group, and undoing a movement by a correction. Each is one transaction
 * with its receipt (payments) and its activity row, or nothing is written. A refusal comes back as a
 * result with a message for the form; nothing else is thrown but database failures.
 */
import type { Transaction } from 'kysely'
import type { Database } from '#app/db/handle.ts'
import type { DB, MovementKind, PaymentMethod } from '#app/db/schema.ts'
import { Refused, refusableTransactions } from '#app/db/transaction.ts'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { formatCedis } from '#app/lib/format.ts'
import { mailQueued } from '#app/lib/mail/mail-signal.server.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { registrantLocale } from './payments.queries.server.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { enqueueMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { queueWebhookEvent } from '#app/modules/webhooks/webhook-queue.server.ts'
import {
	type Balance,
	balanceOf,
	KIND_LABELS,
	METHOD_LABELS,
	NO_MOVEMENTS,
	receiptNumber,
	sumBalances,
} from './money.ts'
import {
	findGroupPayer,
	findMovement,
	findRegistrationPayer,
	insertMovements,
	insertReceipt,
	lastMovementId,
	ledgerTotals,
	lockLedger,
	receiptReferenceTaken,
} from './payments.queries.server.ts'

/** Whose money: one registration, or a group paid for as one by its contact. */
export type Account = { kind: 'registration'; id: number } | { kind: 'group'; id: number }

/**
 * Who records a movement. `role` decides what they may do: an Administrator anything; a User (the
 * desk volunteer) only a cash or MoMo payment of exactly the balance; `paystack` only a Paystack
 * payment (the webhook and the return from Paystack).
 */
export interface Recorder {
	userId: number | null
	name: string
	role: 'Administrator' | 'User' | 'paystack'
}

/** One registration of an account with its own balance. */
export interface AccountMember {
	id: number
	fullName: string
	email: string
	ticketRef: string | null
	balance: Balance
}

/** An account as its payments screen, its documents and its mails show it. */
export interface AccountView {
	account: Account
	editionId: number
	editionYear: number
	/** The registrant, or the group's contact. */
	payerName: string
	payerEmail: string
	payerCompany: string
	/** The registration alone, or the group's colleagues still registered. */
	members: AccountMember[]
	/** The members' balances added up. */
	balance: Balance
	/** Id of the last movement (0: none), sent back by a form to detect a change since. */
	lastMovementId: number
}

/** Account `account` with its balance, or undefined when it does not exist (any more). */
export async function loadAccount(
	db: Database | Transaction<DB>,
	account: Account,
): Promise<AccountView | undefined> {
	const payer =
		account.kind === 'registration'
			? await findRegistrationPayer(db, account.id).then(
					(r) =>
						r && {
							editionId: r.editionId,
							editionYear: r.editionYear,
							payerName: r.fullName,
							payerEmail: r.email,
							payerCompany: r.companyName,
							members: [
								{
									id: r.id,
									fullName: r.fullName,
									email: r.email,
									feePesewas: r.feePesewas,
									ticketRef: r.ticketRef,
								},
							],
						},
				)
			: await findGroupPayer(db, account.id).then(
					(g) =>
						g && {
							editionId: g.editionId,
							editionYear: g.editionYear,
							payerName: g.contactName,
							payerEmail: g.contactEmail,
							payerCompany: g.companyName,
							members: g.members,
						},
				)
	if (!payer) return undefined
	const ids = payer.members.map((member) => member.id)
	const totals = await ledgerTotals(db, ids)
	const members = payer.members.map((member) => ({
		id: member.id,
		fullName: member.fullName,
		email: member.email,
		ticketRef: member.ticketRef,
		balance: balanceOf(member.feePesewas, totals.get(member.id) ?? NO_MOVEMENTS),
	}))
	return {
		account,
		...payer,
		members,
		balance:
			members.length === 1 && account.kind === 'registration'
				? members[0]!.balance
				: sumBalances(members.map((member) => member.balance)),
		lastMovementId: await lastMovementId(db, ids),
	}
}

/** A movement to record. */
export interface MovementInput {
	kind: MovementKind
	/** How the money moved; a waiver's is `waiver`. */
	method: PaymentMethod
	/** Pesewas, a whole number above zero. */
	amountPesewas: number
	/** The provider's, bank's or MoMo reference; required for bank, MoMo and Paystack payments. */
	reference: string | null
	note?: string
	/** `lastMovementId` of the account when the form was shown: refused if the ledger moved since. */
	seenMovementId?: number
}

export type LedgerRefusal = {
	ok: false
	reason: 'not-found' | 'not-allowed' | 'invalid' | 'changed' | 'too-much' | 'duplicate-reference'
	message: string
}

export type LedgerResult =
	| {
			ok: true
			/** The receipt of a payment; null for a refund, a waiver or a correction. */
			receipt: { id: number; number: string } | null
			account: AccountView
	  }
	| LedgerRefusal

const inLedgerTransaction = refusableTransactions<LedgerRefusal>((error) =>
	isUniqueViolation(error) ? DUPLICATE_REFERENCE : undefined,
)

const DUPLICATE_REFERENCE: LedgerRefusal = {
	ok: false,
	reason: 'duplicate-reference',
	message: 'A payment with this reference is already recorded: check the ledger before recording it again.',
}

function refuse(reason: LedgerRefusal['reason'], message: string): never {
	throw new Refused<LedgerRefusal>({ ok: false, reason, message })
}

/**
 * Whether a payment's "payment received" mail is queued, and on which host its Message-ID is made
 * (`siteMessageIdHost` in modules/outbox). Given to `recordMovement` / `recordMovementIn` by every
 * caller that records a delegate's payment (the desk, the staff's payments screen, Paystack).
 */
export interface MovementMail {
	messageIdHost: string
}

/**
 * Records `input` on `account` at `now` by `by`, in one transaction (see `recordMovementIn`). With
 * `mail`, a payment's "payment received" mail is queued in that transaction and the mail worker is
 * woken once it commits.
 */
export async function recordMovement(
	db: Database,
	account: Account,
	input: MovementInput,
	by: Recorder,
	now: Date,
	mail?: MovementMail,
): Promise<LedgerResult> {
	const result = await inLedgerTransaction(db, (trx) => recordMovementIn(trx, account, input, by, now, mail))
	if (result.ok && result.receipt && mail) mailQueued()
	return result
}

/**
 * Records `input` on `account` inside `trx` (throws `Refused` with a `LedgerRefusal`):
 * - the amount is split over the account's registrations in the order registered: a payment or a
 *   waiver fills each one's balance, a refund takes back from each one's paid amount; more than the
 *   account's balance (or, for a refund, than was paid) is refused;
 * - a payment gets a receipt numbered next in its edition, with the payer as they are now; a
 *   reference already on a receipt of the same method is refused;
 * - `seenMovementId`, when given, must still be the account's last movement (two staff recording
 *   the same payment at once: the second is refused);
 * - what `by` may do is `Recorder`'s rule;
 * - one activity row names the movement, the account and who recorded it;
 * - with `mail`, a payment queues the `payment-received` mail of its receipt to the payer (the
 *   registrant, or the group's contact), composed when sent by modules/mail (docs/payments.md,
 *   "Mails and the dashboard"). The caller wakes the mail worker (`mailQueued`) after its commit;
 * - a payment queues its `payment.received` webhooks (docs/webhooks.md), whoever recorded it.
 */
export async function recordMovementIn(
	trx: Transaction<DB>,
	account: Account,
	input: MovementInput,
	by: Recorder,
	now: Date,
	mail?: MovementMail,
): Promise<LedgerResult & { ok: true }> {
	const first = await loadAccount(trx, account)
	if (!first) refuse('not-found', 'This registration no longer exists: it may have been cancelled.')
	await lockLedger(trx, first.editionId)
	// Read again under the lock: what another transaction committed meanwhile counts.
	const view = (await loadAccount(trx, account))!
	checkInput(input, view, by)

	const { balance } = view
	if (input.kind === 'refund') {
		if (input.amountPesewas > balance.paidPesewas)
			refuse(
				'too-much',
				`A refund of ${formatCedis(input.amountPesewas)} is more than the ${formatCedis(Math.max(balance.paidPesewas, 0))} paid.`,
			)
	} else if (input.amountPesewas > balance.balancePesewas) {
		refuse(
			'too-much',
			balance.balancePesewas <= 0
				? 'Nothing is left to pay on this registration.'
				: `${formatCedis(input.amountPesewas)} is more than the balance of ${formatCedis(balance.balancePesewas)}.`,
		)
	}
	if (
		input.kind === 'payment' &&
		input.reference &&
		(await receiptReferenceTaken(trx, input.method, input.reference))
	)
		throw new Refused(DUPLICATE_REFERENCE)

	const stamp = now.toISOString()
	let receipt: { id: number; number: string } | null = null
	if (input.kind === 'payment') {
		const stored = await insertReceipt(trx, {
			edition_id: view.editionId,
			attendee_id: account.kind === 'registration' ? account.id : null,
			group_id: account.kind === 'group' ? account.id : null,
			payer_name: view.payerName,
			payer_company: view.payerCompany,
			payer_email: view.payerEmail,
			amount_pesewas: input.amountPesewas,
			method: input.method,
			reference: input.reference,
			recorded_by: by.name,
			issued_at: stamp,
		})
		receipt = { id: stored.id, number: receiptNumber(view.editionYear, stored.number) }
	}
	const parts = split(view.members, input)
	await insertMovements(
		trx,
		parts.map(([attendeeId, amount]) => ({
			edition_id: view.editionId,
			attendee_id: attendeeId,
			group_id: account.kind === 'group' ? account.id : null,
			receipt_id: receipt?.id ?? null,
			kind: input.kind,
			method: input.method,
			amount_pesewas: amount,
			reference: input.reference,
			note: input.note ?? '',
			recorded_by: by.name,
			recorded_at: stamp,
		})),
	)
	const what = `${KIND_LABELS[input.kind]} of ${formatCedis(input.amountPesewas)}${input.kind === 'waiver' ? '' : ` by ${METHOD_LABELS[input.method]}`}${input.reference ? ` (reference ${input.reference})` : ''}`
	await recordActivity(
		trx,
		{
			userId: by.userId,
			username: by.name,
			type:
				input.kind === 'payment' ? 'Record Payment' : input.kind === 'refund' ? 'Record Refund' : 'Waive Fee',
			description: `${what} for ${accountName(view)}${receipt ? `, receipt ${receipt.number}` : ''}`,
		},
		now,
	)
	if (receipt) {
		const received = receipt
		await queueWebhookEvent(
			trx,
			'payment.received',
			() => ({
				id: received.id,
				receipt_number: received.number,
				edition: { id: view.editionId, year: view.editionYear },
				registration_ids: parts.map(([attendeeId]) => attendeeId),
				group_id: account.kind === 'group' ? account.id : null,
				amount_pesewas: input.amountPesewas,
				currency: 'GHS',
				method: input.method,
				reference: input.reference,
				received_at: stamp,
			}),
			now,
		)
	}
	if (receipt && mail) {
		// In the payer's language (ADR 0059), whoever records the payment.
		const locale = await registrantLocale(
			trx,
			account.kind === 'registration' ? { attendeeId: account.id } : { groupId: account.id },
		)
		await enqueueMail(
			trx,
			{
				kind: 'payment-received',
				receiptId: receipt.id,
				...(account.kind === 'registration' ? { attendeeId: account.id } : { groupId: account.id }),
				to: view.payerEmail,
				subject: m.mail_subject_receipt(
					{
						number: receipt.number,
						amount: formatCedis(input.amountPesewas, locale),
						summit: SITE_NAME,
						year: view.editionYear,
					},
					{ locale },
				),
			},
			mail.messageIdHost,
			now,
		)
	}
	return { ok: true, receipt, account: (await loadAccount(trx, account))! }
}

/** Refuses what `by` may not record and malformed amounts or references (`recordMovementIn`'s rules). */
function checkInput(input: MovementInput, view: AccountView, by: Recorder): void {
	if (!Number.isSafeInteger(input.amountPesewas) || input.amountPesewas <= 0)
		refuse('invalid', 'Enter an amount above zero in whole pesewas.')
	if ((input.kind === 'waiver') !== (input.method === 'waiver') || input.method === 'desk')
		refuse('invalid', 'Choose how the money moved.')
	if (
		input.kind === 'payment' &&
		['bank', 'momo', 'paystack'].includes(input.method) &&
		!input.reference?.trim()
	)
		refuse(
			'invalid',
			`Enter the ${input.method === 'bank' ? 'bank' : input.method === 'momo' ? 'mobile money' : 'Paystack'} reference, as it appears on the statement.`,
		)
	if (input.seenMovementId !== undefined && input.seenMovementId !== view.lastMovementId)
		refuse(
			'changed',
			'Another movement was recorded on this registration since you opened the screen: check the ledger below and record again if it is still needed.',
		)
	if (by.role === 'paystack' && !(input.kind === 'payment' && input.method === 'paystack'))
		refuse('not-allowed', 'Only Paystack payments are recorded from Paystack.')
	if (by.role === 'User') {
		if (input.kind !== 'payment' || !['cash', 'momo'].includes(input.method))
			refuse(
				'not-allowed',
				'At the desk you can record a cash or MoMo payment only. An Administrator records anything else.',
			)
		if (input.amountPesewas !== view.balance.balancePesewas)
			refuse(
				'not-allowed',
				`At the desk you can record the exact balance only (${formatCedis(Math.max(view.balance.balancePesewas, 0))}). An Administrator records part payments.`,
			)
	}
}

/**
 * `input`'s amount split over `members` in order (pairs of registration id and pesewas): a payment
 * or waiver fills each one's balance, a refund takes back each one's paid amount. The caller has
 * checked that the amount fits.
 */
function split(members: readonly AccountMember[], input: MovementInput): [number, number][] {
	let left = input.amountPesewas
	const parts: [number, number][] = []
	for (const member of members) {
		if (left <= 0) break
		const room = input.kind === 'refund' ? member.balance.paidPesewas : member.balance.balancePesewas
		const part = Math.min(Math.max(room, 0), left)
		if (part > 0) parts.push([member.id, part])
		left -= part
	}
	return parts
}

/** "Ama Ɔdɔm (2027)" or "the group of Acme Ltd (5 colleagues, 2027)", for the activity log. */
export function accountName(
	view: Pick<AccountView, 'account' | 'payerName' | 'payerCompany' | 'members' | 'editionYear'>,
): string {
	return view.account.kind === 'group'
		? `the group of ${view.payerCompany} (${view.members.length} ${view.members.length === 1 ? 'colleague' : 'colleagues'}, ${view.editionYear})`
		: `${view.payerName} (${view.editionYear})`
}

/**
 * Undoes movement `movementId` (recorded in error) by a correction: same kind, opposite amount, on
 * the same registration, with `reason`. Administrators only; a movement is undone once, and never
 * a correction itself. One activity row says what was undone and why.
 */
export async function correctMovement(
	db: Database,
	movementId: number,
	reason: string,
	by: Recorder,
	now: Date,
): Promise<{ ok: true } | LedgerRefusal> {
	return inLedgerTransaction(db, async (trx) => {
		if (by.role !== 'Administrator') refuse('not-allowed', 'Only an Administrator corrects the ledger.')
		if (!reason.trim()) refuse('invalid', 'Say why this movement is corrected.')
		const first = await findMovement(trx, movementId)
		if (!first) refuse('not-found', 'This movement does not exist.')
		const editionId = first.editionId
		await lockLedger(trx, editionId)
		const movement = (await findMovement(trx, movementId))!
		if (movement.correctsId !== null)
			refuse('invalid', 'A correction cannot itself be corrected: record the movement again instead.')
		if (movement.correctedById !== null) refuse('changed', 'This movement was already corrected.')
		const stamp = now.toISOString()
		await insertMovements(trx, [
			{
				edition_id: editionId,
				attendee_id: movement.attendeeId,
				group_id: movement.groupId,
				receipt_id: movement.receiptId,
				kind: movement.kind,
				method: movement.method,
				amount_pesewas: -movement.amountPesewas,
				reference: movement.reference,
				note: reason.trim(),
				corrects_id: movement.id,
				recorded_by: by.name,
				recorded_at: stamp,
			},
		])
		await recordActivity(
			trx,
			{
				userId: by.userId,
				username: by.name,
				type: 'Correct Payment',
				description: `Undid the ${KIND_LABELS[movement.kind].toLowerCase()} of ${formatCedis(movement.amountPesewas)} recorded by ${movement.recordedBy} (movement ${movement.id}): ${reason.trim()}`,
			},
			now,
		)
		return { ok: true } as const
	})
}
