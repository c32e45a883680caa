/**
 * The check-in desk's changes (ADR 0039): checking a registration in once, and recording a
 * payment of the balance in cash or by MoMo (through the ledger, modules/payments). Each change and its activity row, named after the staff member, are one
 * transaction: a change whose activity row cannot be written is undone. Only registrations of the
 * editions open at the desk (`deskEditionIds`) can be changed here; any other id is answered as
 * not found, without its data.
 */
import type { Transaction } from 'kysely'
import type { Database } from '#app/db/handle.ts'
import type { DB } from '#app/db/schema.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { queueWebhookEvent } from '#app/modules/webhooks/webhook-queue.server.ts'
import {
	checkedInEventData,
	type DeskAttendee,
	findDeskAttendee,
	markCheckedIn,
} from './check-in.queries.server.ts'
import { type MovementMail, recordMovement } from '#app/modules/payments/ledger.server.ts'

/** "Ama Mensah (2026, 7K3Q-9P2D)": a registration as the activity log names it (no email address). */
function named(attendee: DeskAttendee): string {
	return `${attendee.fullName} (${attendee.editionYear}${attendee.deskRef ? `, ${attendee.deskRef}` : ''})`
}

export type CheckInResult =
	| { ok: true; attendee: DeskAttendee }
	| { ok: false; reason: 'already'; attendee: DeskAttendee }
	| { ok: false; reason: 'not-found' }

/**
 * Checks registration `id` (of one of `editionIds`) in at `now` by `actor` (a staff member, or a
 * staff API token: no user id, named after the token), once, with a "Check In" activity row and its
 * `registration.checked_in` webhooks (docs/webhooks.md): a registration already checked in is
 * refused (`already`, with when and by whom), and writes nothing. Atomic: two desks scanning one
 * ticket at the same moment check it in once.
 * Throws when the activity row cannot be written (the check-in is then undone).
 */
export async function checkIn(
	db: Database,
	actor: Actor | { id: null; fullName: string },
	id: number,
	editionIds: readonly number[],
	now: Date,
): Promise<CheckInResult> {
	if (editionIds.length === 0) return { ok: false, reason: 'not-found' }
	return writeTransaction(db, (trx) => checkInWithin(trx, actor, id, editionIds, now))
}

/**
 * `checkIn`'s work inside the caller's transaction `trx` (a scan into a session checks its
 * registration in at the main door in the scan's own transaction: modules/attendance). Same
 * arguments, answers and activity row; the caller's rollback undoes it.
 */
export async function checkInWithin(
	trx: Transaction<DB>,
	actor: Actor | { id: null; fullName: string },
	id: number,
	editionIds: readonly number[],
	now: Date,
): Promise<CheckInResult> {
	if (editionIds.length === 0) return { ok: false, reason: 'not-found' }
	const checkedIn = await markCheckedIn(trx, id, editionIds, now, actor.fullName)
	const attendee = await findDeskAttendee(trx, id, editionIds)
	if (!attendee) return { ok: false, reason: 'not-found' }
	if (!checkedIn) return { ok: false, reason: 'already', attendee }
	const description = `Checked in ${named(attendee)}`
	await recordActivity(
		trx,
		actor.id === null
			? { userId: null, username: actor.fullName, type: 'Check In', description }
			: actorActivity(actor, 'Check In', description),
		now,
	)
	await queueWebhookEvent(trx, 'registration.checked_in', () => checkedInEventData(trx, id), now)
	return { ok: true, attendee }
}

export type DeskPaymentResult =
	| { ok: true; attendee: DeskAttendee; receipt: string }
	| { ok: false; reason: 'not-found' }
	| { ok: false; reason: 'refused'; message: string; attendee: DeskAttendee }

/**
 * Records at the desk, by `actor` at `now`, a payment of registration `id` (of one of `editionIds`):
 * `method` cash or MoMo (with its reference), `amountPesewas` the balance the desk showed and
 * `seenMovementId` the ledger's last movement then. The ledger's rules apply
 * (`recordMovementIn` in modules/payments): a User records exactly the balance and nothing else, two
 * desks recording the same payment get one receipt and one refusal. With `mail`, the registrant's
 * "payment received" mail is queued with it. The receipt number comes back.
 */
export async function recordDeskPayment(
	db: Database,
	actor: Actor & { role: 'Administrator' | 'User' },
	id: number,
	payment: {
		method: 'cash' | 'momo'
		reference: string | null
		amountPesewas: number
		seenMovementId: number
	},
	editionIds: readonly number[],
	now: Date,
	mail?: MovementMail,
): Promise<DeskPaymentResult> {
	const before = editionIds.length ? await findDeskAttendee(db, id, editionIds) : undefined
	if (!before) return { ok: false, reason: 'not-found' }
	const result = await recordMovement(
		db,
		{ kind: 'registration', id },
		{ kind: 'payment', note: 'At the check-in desk', ...payment },
		{ userId: actor.id, name: actor.fullName, role: actor.role },
		now,
		mail,
	)
	const attendee = (await findDeskAttendee(db, id, editionIds)) ?? before
	if (!result.ok) return { ok: false, reason: 'refused', message: result.message, attendee }
	return { ok: true, attendee, receipt: result.receipt!.number }
}
