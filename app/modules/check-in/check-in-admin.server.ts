/**
 * The check-in desk's changes (ADR 0039): checking a registration in once, and setting its
 * payment status. Each change and its activity row, named after the staff member, are one
 * transaction: a change whose activity row cannot be written is undone. Only registrations of the
 * editions open at the desk (`deskEditionIds`) can be changed here; any other id is answered as
 * not found, without its data.
 */
import type { Database } from '#app/db/handle.ts'
import type { PaymentStatus } from '#app/db/schema.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import {
	type DeskAttendee,
	findDeskAttendee,
	lockPaymentStatus,
	markCheckedIn,
	setPaymentStatusOf,
} from './check-in.queries.server.ts'
import { PAYMENT_LABELS, paymentChoices } from './check-in.ts'

/** "Ama Mensah (2026, 7K3Q-9P2D)": a registration as the activity log names it (no email address). */
function named(attendee: DeskAttendee): string {
	return `${attendee.fullName} (${attendee.editionYear}${attendee.deskRef ? `, ${attendee.deskRef}` : ''})`
}

export type CheckInResult =
	| { ok: true; attendee: DeskAttendee }
	| { ok: false; reason: 'already'; attendee: DeskAttendee }
	| { ok: false; reason: 'not-found' }

/**
 * Checks registration `id` (of one of `editionIds`) in at `now` by `actor`, once, with a "Check In"
 * activity row: a registration already checked in is refused (`already`, with when and by whom),
 * and writes nothing. Atomic: two desks scanning one ticket at the same moment check it in once.
 * Throws when the activity row cannot be written (the check-in is then undone).
 */
export async function checkIn(
	db: Database,
	actor: Actor,
	id: number,
	editionIds: readonly number[],
	now: Date,
): Promise<CheckInResult> {
	if (editionIds.length === 0) return { ok: false, reason: 'not-found' }
	return db.transaction().execute(async (trx) => {
		const checkedIn = await markCheckedIn(trx, id, editionIds, now, actor.fullName)
		const attendee = await findDeskAttendee(trx, id, editionIds)
		if (!attendee) return { ok: false, reason: 'not-found' }
		if (!checkedIn) return { ok: false, reason: 'already', attendee }
		await recordActivity(trx, actorActivity(actor, 'Check In', `Checked in ${named(attendee)}`), now)
		return { ok: true, attendee }
	})
}

export type PaymentResult =
	| { ok: true; changed: boolean; attendee: DeskAttendee }
	| { ok: false; reason: 'not-found' }
	| { ok: false; reason: 'not-allowed'; attendee: DeskAttendee }

/**
 * Sets the payment status of registration `id` (of one of `editionIds`) to `status` at `now`, by
 * `actor`, with a "Set Payment" activity row saying from what to what. Only a status
 * `paymentChoices(mayWaive, current)` allows: a User (`mayWaive` false) may set Not paid or Paid,
 * never Waived, and may not change a waived registration (`not-allowed`, nothing written). The same
 * status again changes nothing and logs nothing (`changed` false). Throws when the activity row
 * cannot be written (the change is then undone).
 */
export async function setPaymentStatus(
	db: Database,
	actor: Actor & { mayWaive: boolean },
	id: number,
	status: PaymentStatus,
	editionIds: readonly number[],
	now: Date,
): Promise<PaymentResult> {
	if (editionIds.length === 0) return { ok: false, reason: 'not-found' }
	return db.transaction().execute(async (trx) => {
		const current = await lockPaymentStatus(trx, id, editionIds)
		const before = current === undefined ? undefined : await findDeskAttendee(trx, id, editionIds)
		if (current === undefined || !before) return { ok: false, reason: 'not-found' }
		if (current === status) return { ok: true, changed: false, attendee: before }
		const allowed = paymentChoices(actor.mayWaive, current)
		if (!allowed.includes(status)) return { ok: false, reason: 'not-allowed', attendee: before }
		await setPaymentStatusOf(trx, id, status)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Set Payment',
				`Set the payment of ${named(before)} to ${PAYMENT_LABELS[status]} (was ${PAYMENT_LABELS[current]})`,
			),
			now,
		)
		return { ok: true, changed: true, attendee: { ...before, paymentStatus: status } }
	})
}
