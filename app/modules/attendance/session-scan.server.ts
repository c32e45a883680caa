/**
 * Scanning a ticket into a session at its door (docs/event-days.md, "Session attendance and CPE
 * hours"; ADR 0068): the rules, in one transaction.
 *
 * - The session must exist and be of an edition open at the desk; the registration must exist.
 * - A registration of another edition than the session's is refused, and nothing is written.
 * - A registration scanned into the session already is answered with when and by whom, and counted
 *   once (the composite key of `session_attendance`; two desks at the same moment add one row).
 * - A registration not checked in at the main door yet is checked in too, in the same transaction,
 *   by the desk's own check-in (`checkIn`, given by the check-in desk, which sits above this module):
 *   they are in the building, and the desk's lists and announcements should say so.
 */
import type { Transaction } from 'kysely'
import type { Database } from '#app/db/handle.ts'
import type { DB } from '#app/db/schema.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import {
	type DoorSession,
	findDoorSession,
	findSessionAttendance,
	insertSessionAttendance,
	registrationEdition,
} from './attendance.queries.server.ts'

/**
 * What a scan into a session did:
 * - `scanned`: recorded now (`checkedInToo`: the registration was also checked in at the main door);
 * - `already`: it was scanned into this session before, at `scannedAt` (ISO UTC) by `scannedBy`;
 *   nothing written;
 * - `other-edition`: the registration is for `registrationYear`, the session of `session.editionYear`;
 *   nothing written;
 * - `no-session`: the session is gone, or not of an edition open at the desk;
 * - `not-found`: the registration is gone.
 */
export type SessionScanOutcome =
	| { kind: 'scanned'; session: DoorSession; checkedInToo: boolean }
	| { kind: 'already'; session: DoorSession; scannedAt: string; scannedBy: string }
	| { kind: 'other-edition'; session: DoorSession; registrationYear: number }
	| { kind: 'no-session' }
	| { kind: 'not-found' }

/**
 * Scans registration `attendeeId` into session `sessionId` at `now`, by the staff member named
 * `staffName`, among the editions open at the desk (`deskEditionIds`), with the rules above.
 * `checkIn(trx)` checks the registration in at the main door inside the scan's transaction (it does
 * nothing for one checked in already) and says whether it did. Returns a `SessionScanOutcome`.
 * Throws on database errors, after rolling back (then neither the scan nor the check-in is kept).
 */
export async function scanIntoSession(
	db: Database,
	scan: {
		sessionId: number
		attendeeId: number
		staffName: string
		deskEditionIds: readonly number[]
		now: Date
		checkIn: (trx: Transaction<DB>) => Promise<boolean>
	},
): Promise<SessionScanOutcome> {
	return writeTransaction(db, async (trx) => {
		const session = await findDoorSession(trx, scan.sessionId)
		if (!session || !scan.deskEditionIds.includes(session.editionId)) return { kind: 'no-session' }
		const registration = await registrationEdition(trx, scan.attendeeId)
		if (!registration) return { kind: 'not-found' }
		if (registration.editionId !== session.editionId)
			return { kind: 'other-edition', session, registrationYear: registration.editionYear }
		const added = await insertSessionAttendance(trx, {
			sessionId: session.id,
			attendeeId: scan.attendeeId,
			at: scan.now,
			by: scan.staffName,
		})
		if (!added) {
			const earlier = await findSessionAttendance(trx, session.id, scan.attendeeId)
			// The row cannot vanish between the conflict and this read but by a deletion of the session
			// or registration in that instant: answered as the scan of a gone registration.
			if (!earlier) return { kind: 'not-found' }
			return { kind: 'already', session, ...earlier }
		}
		const checkedInToo = registration.checkedIn ? false : await scan.checkIn(trx)
		return { kind: 'scanned', session, checkedInToo }
	})
}
