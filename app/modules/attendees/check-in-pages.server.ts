/**
 * What the check-in desk (/admin/check-in, every signed-in staff member) needs, on the app's own
 * database (ADR 0035): the search (`?q=`), and the desk's answers: check in by the ticket's QR code
 * (its URL or token) or by a listed registration, and set a payment status. Each answer names who it
 * is about, so the desk sees at once whom they have in front of them.
 */
import { searchText } from '#app/lib/list-params.ts'
import { data } from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { AuthUser } from '#app/lib/auth/auth.server.ts'
import { formatClockTime } from '#app/lib/format.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import type { PaymentStatus } from '#app/db/schema.ts'
import {
	checkIn,
	type DeskAttendee,
	findDeskAttendee,
	searchDesk,
	setPaymentStatus,
} from './check-in.server.ts'
import { registrationOfToken } from './my-registration.server.ts'

const PAYMENT_STATUSES: readonly PaymentStatus[] = ['unpaid', 'paid', 'waived']

/** A token in what a scanner read: the ticket page's URL, or the token alone. */
const TOKEN_IN = /([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22})(?:[/?#].*)?$/

/** The desk's search results for the URL's `q`. */
export async function loadDeskPage(request: Request) {
	const q = searchText(new URL(request.url).searchParams.get('q') ?? '', 100)
	return { q, results: q ? await searchDesk(db, q) : [] }
}

export type DeskAnswer =
	| { tone: 'success'; message: string; attendee: DeskAttendee }
	| { tone: 'warning'; message: string; attendee: DeskAttendee }
	| { tone: 'error'; message: string }

/** "08:41 by Ama Mensah" for a check-in. */
function checkedInText(attendee: DeskAttendee): string {
	return `${attendee.checkedInAt ? formatClockTime(attendee.checkedInAt) : ''} by ${attendee.checkedInBy ?? 'someone'}`
}

async function checkInAnswer(id: number, user: AuthUser): Promise<DeskAnswer> {
	const result = await checkIn(db, id, user.fullName, new Date())
	if (!result.ok && result.reason === 'not-found') {
		return { tone: 'error', message: 'This registration no longer exists: it may have been cancelled.' }
	}
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
 * forged, altered or cancelled gets a refusal without any attendee data.
 */
export async function deskAction(user: AuthUser, request: Request): Promise<DeskAnswer> {
	const form = await request.formData()
	const intent = form.get('intent')
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
		return checkInAnswer(attendee.id, user)
	}
	const id = parseRecordId(String(form.get('id') ?? ''))
	if (id === null) throw data('Unknown registration.', { status: 400 })
	if (intent === 'check-in') return checkInAnswer(id, user)
	if (intent === 'payment') {
		const status = form.get('status')
		if (!PAYMENT_STATUSES.includes(status as PaymentStatus))
			throw data('Unknown payment status.', { status: 400 })
		const saved = await setPaymentStatus(db, id, status as PaymentStatus)
		const attendee = saved ? await findDeskAttendee(db, id) : undefined
		if (!attendee) return { tone: 'error', message: 'This registration no longer exists.' }
		return { tone: 'success', message: 'Payment status saved.', attendee }
	}
	throw data('Unknown action.', { status: 400 })
}
