/**
 * What the check-in desk (/admin/check-in, every signed-in staff member) needs, on the app's own
 * database: the search (`?q=`), and the desk's answers: check in by the ticket's
 * QR code (its URL or token) or by a listed registration, and set a payment status. Each answer
 * names who it is about (name, company, reference), so the desk sees at once whom they have in front
 * of them, and nothing a check-in does not need (no email address, phone or designation). Only the
 * editions open at the desk (`deskEditionIds`) are searched and changed.
 */
import { searchText } from '#app/lib/list-params.ts'
import { data } from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { AuthUser } from '#app/lib/auth/auth.server.ts'
import { formatClockTime } from '#app/lib/format.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import type { PaymentStatus } from '#app/db/schema.ts'
import type { DeskAttendee } from './check-in.queries.server.ts'
import { deskEditionIds, type DeskSearch, searchDesk } from './check-in.server.ts'
import { checkIn, setPaymentStatus } from './check-in-admin.server.ts'
import { PAYMENT_LABELS } from './check-in.ts'
import { registrationOfToken } from '#app/modules/registration/my-registration.server.ts'

const PAYMENT_STATUSES: readonly PaymentStatus[] = ['unpaid', 'paid', 'waived']

/** A token in what a scanner read: the ticket page's URL, or the token alone. */
const TOKEN_IN = /([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22})(?:[/?#].*)?$/

/** Whether `user` may set or change a waiver at the desk: Administrators only. */
function mayWaive(user: AuthUser): boolean {
	return user.role === 'Administrator'
}

/**
 * The desk page's data for the URL's `q`: the search (see `searchDesk`), whether any edition is open
 * at the desk (`open`), and whether the signed-in staff member may set a waiver (`mayWaive`).
 */
export async function loadDeskPage(
	request: Request,
	user: AuthUser,
): Promise<{ q: string; search: DeskSearch; open: boolean; mayWaive: boolean }> {
	const q = searchText(new URL(request.url).searchParams.get('q') ?? '', 100)
	const editionIds = await deskEditionIds(db, new Date())
	return {
		q,
		search: await searchDesk(db, q, editionIds),
		open: editionIds.length > 0,
		mayWaive: mayWaive(user),
	}
}

export type DeskAnswer =
	| { tone: 'success'; message: string; attendee: DeskAttendee }
	| { tone: 'warning'; message: string; attendee: DeskAttendee }
	| { tone: 'error'; message: string }

/** "08:41 by Ama Mensah" for a check-in. */
function checkedInText(attendee: DeskAttendee): string {
	return `${attendee.checkedInAt ? formatClockTime(attendee.checkedInAt) : ''} by ${attendee.checkedInBy ?? 'someone'}`
}

const NOT_FOUND =
	'This registration is not open for check-in here: it may have been cancelled, or be for another summit.'

async function checkInAnswer(id: number, user: AuthUser, editionIds: readonly number[]): Promise<DeskAnswer> {
	const result = await checkIn(db, user, id, editionIds, new Date())
	if (!result.ok && result.reason === 'not-found') return { tone: 'error', message: NOT_FOUND }
	if (!result.ok) {
		return {
			tone: 'warning',
			message: `Already checked in at ${checkedInText(result.attendee)}.`,
			attendee: result.attendee,
		}
	}
	return {
		tone: 'success',
		message: `Checked in at ${checkedInText(result.attendee)}.`,
		attendee: result.attendee,
	}
}

/**
 * The desk's action by `user`: `check-in-ticket` (field `ticket`: what the scanner read, or a pasted
 * link), `check-in` (`id`), `payment` (`id`, `status`). Answers a `DeskAnswer`; a token that is
 * forged, altered or cancelled, or a registration of an edition not open at the desk, gets a refusal
 * without any attendee data. Each change writes an activity row with `user`'s name
 * (`check-in-admin.server.ts`). Throws a 400 response for an unknown intent, id or status.
 */
export async function deskAction(user: AuthUser, request: Request): Promise<DeskAnswer> {
	const form = await request.formData()
	const intent = form.get('intent')
	const editionIds = await deskEditionIds(db, new Date())
	if (intent === 'check-in-ticket') {
		const scanned = String(form.get('ticket') ?? '').trim()
		const token = TOKEN_IN.exec(scanned)?.[1]
		const attendee = token ? await registrationOfToken(db, token, 'ticket') : undefined
		if (!attendee) {
			return {
				tone: 'error',
				message:
					'This is not a valid ticket: it may be forged, damaged or cancelled. Search by name instead.',
			}
		}
		return checkInAnswer(attendee.id, user, editionIds)
	}
	const id = parseRecordId(String(form.get('id') ?? ''))
	if (id === null) throw data('Unknown registration.', { status: 400 })
	if (intent === 'check-in') return checkInAnswer(id, user, editionIds)
	if (intent === 'payment') {
		const status = form.get('status')
		if (!PAYMENT_STATUSES.includes(status as PaymentStatus))
			throw data('Unknown payment status.', { status: 400 })
		const result = await setPaymentStatus(
			db,
			{ ...user, mayWaive: mayWaive(user) },
			id,
			status as PaymentStatus,
			editionIds,
			new Date(),
		)
		if (!result.ok && result.reason === 'not-found') return { tone: 'error', message: NOT_FOUND }
		if (!result.ok) {
			return {
				tone: 'warning',
				message:
					result.attendee.paymentStatus === 'waived'
						? 'Only an Administrator can change a waived payment.'
						: 'Only an Administrator can waive a payment.',
				attendee: result.attendee,
			}
		}
		return {
			tone: 'success',
			message: result.changed
				? 'Payment status saved.'
				: `The payment status was already ${PAYMENT_LABELS[result.attendee.paymentStatus]}.`,
			attendee: result.attendee,
		}
	}
	throw data('Unknown action.', { status: 400 })
}
