/**
 * What a registrant does with the links of their confirmation mail: their ticket
 * (/ticket/{token}) and their registration (/registration/{token}), where they correct their name,
 * company, designation and phone numbers, or cancel. Cancelling deletes their personal data (Ghana's
 * Data Protection Act 2012, Act 843, lets them have it corrected or deleted), their queued mails and mail files,
 * keeps an anonymous count (`registration_cancellations`), writes an activity row without
 * personal data and queues the `registration.cancelled` webhooks (docs/webhooks.md), in one
 * transaction. The corrections are one update (`correctRegistration` in
 * `registration.queries.server.ts`).
 */
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { mailFilesAbout } from '#app/modules/outbox/outbox.queries.server.ts'
import { removeMailFiles } from '#app/modules/outbox/mail-files.server.ts'
import { deleteAttendeesWithWebhooks } from '#app/modules/registration-lists/registration-lists.queries.server.ts'
import {
	type AttendeeRecord,
	findAttendeeByTicketRef,
} from '#app/modules/attendees/attendees.queries.server.ts'
import { findGroupIdByManageRef, insertCancellation } from './registration.queries.server.ts'
import { type TokenPurpose, ticketSecrets, verifyTicketToken } from './ticket-token.server.ts'

/**
 * The registration a `token` signed for `purpose` names at `now`, or undefined when the token is
 * malformed, forged, altered, signed with a secret no longer verifying, or its
 * registration was cancelled.
 */
export async function registrationOfToken(
	db: Database,
	token: string,
	purpose: TokenPurpose,
	now: Date = new Date(),
): Promise<AttendeeRecord | undefined> {
	const ref = verifyTicketToken(await ticketSecrets(db, now), token, purpose)
	return ref ? findAttendeeByTicketRef(db, ref) : undefined
}

/**
 * The group whose contact's link `token` (purpose `group`, signed from the group's `manage_ref`) is
 * at `now`: its id, or undefined when the token is malformed, forged, altered, signed with a secret
 * no longer verifying, or names no group.
 */
export async function groupOfToken(
	db: Database,
	token: string,
	now: Date = new Date(),
): Promise<number | undefined> {
	const ref = verifyTicketToken(await ticketSecrets(db, now), token, 'group')
	return ref ? findGroupIdByManageRef(db, ref) : undefined
}

/**
 * Cancels registration `attendee` at `now` (see the module's comment); then removes its mails' files
 * from `mailFiles` (the app's `mailFileStore`: shared by every instance, so they are gone whichever
 * one wrote them, ADR 0065). Returns false when it was already gone.
 */
export async function cancelRegistration(
	db: Database,
	attendee: Pick<AttendeeRecord, 'id' | 'editionId'>,
	mailFiles: FileStore,
	now: Date,
): Promise<boolean> {
	const files = await mailFilesAbout(db, 'attendee', [attendee.id])
	const cancelled = await writeTransaction(db, async (trx) => {
		const deleted = await deleteAttendeesWithWebhooks(trx, [attendee.id], now)
		if (deleted.length === 0) return false
		await insertCancellation(trx, attendee.editionId, now)
		await recordActivity(
			trx,
			{
				userId: null,
				username: 'Registrant',
				type: 'Cancel Registration',
				description: 'A registrant cancelled their registration; their details were deleted.',
			},
			now,
		)
		return true
	})
	if (cancelled) {
		await removeMailFiles(mailFiles, files)
	}
	return cancelled
}
