/**
 * What the check-in desk (/admin/check-in, every signed-in staff member) needs, on the app's own
 * database: the search (`?q=`), and the desk's answers: check in by the ticket's
 * QR code (its URL or token) or by a listed registration, and record a payment of the balance. Each answer
 * names who it is about (name, company, reference), so the desk sees at once whom they have in front
 * of them, and nothing a check-in does not need (no email address, phone or designation). Only the
 * editions open at the desk (`deskEditionIds`) are searched and changed.
 */
import { searchText } from '#app/lib/list-params.ts'
import { data } from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { AuthUser } from '#app/lib/auth/auth.server.ts'
import { accraDate, accraDay, formatClockTime, formatWeekdayShortDate } from '#app/lib/format.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import type { DeskAttendee } from './check-in.queries.server.ts'
import {
	deskEditionIds,
	type DeskSearch,
	type DeskTicket,
	findDeskTicket,
	searchDesk,
} from './check-in.server.ts'
import { checkIn, checkInWithin, recordDeskPayment } from './check-in-admin.server.ts'
import { findDeskAttendee } from './check-in.queries.server.ts'
import {
	attendanceCountsBySession,
	type DoorSession,
	sessionsOfEditions,
} from '#app/modules/attendance/attendance.queries.server.ts'
import { scanIntoSession } from '#app/modules/attendance/session-scan.server.ts'
import { siteMessageIdHost } from '#app/modules/outbox/mail-limits.server.ts'

/** Whether `user` may open a registration's payments screen from the desk: Administrators only. */
function mayManagePayments(user: AuthUser): boolean {
	return user.role === 'Administrator'
}

/**
 * The desk page's data for the URL's `q`: the search (see `searchDesk`), whether any edition is open
 * at the desk (`open`), and whether the signed-in staff member may open the payments screen
 * (`mayManagePayments`: Administrators; the desk records a cash or MoMo payment of the balance).
 */
export async function loadDeskPage(
	request: Request,
	user: AuthUser,
): Promise<{
	q: string
	search: DeskSearch
	open: boolean
	mayManagePayments: boolean
	doors: DeskDoors
}> {
	const url = new URL(request.url)
	const q = searchText(url.searchParams.get('q') ?? '', 100)
	const now = new Date()
	const editionIds = await deskEditionIds(db, now)
	return {
		q,
		search: await searchDesk(db, q, editionIds),
		open: editionIds.length > 0,
		mayManagePayments: mayManagePayments(user),
		doors: await deskDoors(url.searchParams.get('door'), editionIds, now),
	}
}

/** A door the desk can stand at: a session of an edition open at the desk, as its select lists it. */
export interface DoorChoice {
	/** The session's id, the URL's `door`. */
	id: number
	/** "Today 09:15–10:00 · Opening keynote" or "Fri, 19 Mar 2027, 09:15–10:00 · Panel (2027)". */
	label: string
	heading: string
}

/**
 * Where the desk stands (`?door=`): at the main door (`chosen` null: the ticket checks in), or at
 * the door of session `chosen` (the ticket scans into it), with how many registrations were scanned
 * into it so far (`count`). `choices` lists the sessions of the editions open at the desk, today's
 * (Accra) first, then the others in the agenda's order. `unknown` is true when the URL named a door
 * that is not (any longer) one of them: the desk stands at the main door and says so.
 */
export interface DeskDoors {
	choices: DoorChoice[]
	chosen: (DoorChoice & { count: number }) | null
	unknown: boolean
}

/** "09:15–10:00" of a session (Accra is UTC+0). */
function clockRange(session: DoorSession): string {
	return `${session.startsAt.slice(11, 16)}–${session.endsAt.slice(11, 16)}`
}

/** The desk's doors for the URL's `door` among the sessions of `editionIds` (see `DeskDoors`). */
async function deskDoors(
	doorParam: string | null,
	editionIds: readonly number[],
	now: Date,
): Promise<DeskDoors> {
	const sessions = await sessionsOfEditions(db, editionIds)
	const today = accraDate(now)
	const years = new Set(sessions.map((session) => session.editionYear))
	const shortHeading = (heading: string) => (heading.length > 80 ? `${heading.slice(0, 79)}…` : heading)
	const choice = (session: DoorSession): DoorChoice => {
		const day = accraDay(session.startsAt) === today ? 'Today' : formatWeekdayShortDate(session.startsAt)
		const year = years.size > 1 ? ` (${session.editionYear})` : ''
		return {
			id: session.id,
			heading: session.heading,
			label: `${day} ${clockRange(session)} · ${shortHeading(session.heading)}${year}`,
		}
	}
	const todays = sessions.filter((session) => accraDay(session.startsAt) === today)
	const others = sessions.filter((session) => accraDay(session.startsAt) !== today)
	const choices = [...todays, ...others].map(choice)
	const doorId = doorParam ? parseRecordId(doorParam) : null
	const chosen = doorId === null ? undefined : choices.find((door) => door.id === doorId)
	if (!chosen) return { choices, chosen: null, unknown: Boolean(doorParam) }
	const counts = await attendanceCountsBySession(db, [chosen.id])
	return { choices, chosen: { ...chosen, count: counts.get(chosen.id) ?? 0 }, unknown: false }
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
 * Scans registration `id` into session `sessionId` at the desk by `user` (`scanIntoSession`, which
 * also checks in at the main door one who was not) and says what happened, in the desk's words:
 * scanned (and checked in too), already scanned at a time and by whom (counted once), registered for
 * another edition (nothing written), or not open here.
 */
async function sessionScanAnswer(
	sessionId: number,
	id: number,
	user: AuthUser,
	editionIds: readonly number[],
): Promise<DeskAnswer> {
	const now = new Date()
	const outcome = await scanIntoSession(db, {
		sessionId,
		attendeeId: id,
		staffName: user.fullName,
		deskEditionIds: editionIds,
		now,
		checkIn: async (trx) => (await checkInWithin(trx, user, id, editionIds, now)).ok,
	})
	switch (outcome.kind) {
		case 'no-session':
			return {
				tone: 'error',
				message: 'This session is not open at this desk any more: choose the door again.',
			}
		case 'not-found':
			return { tone: 'error', message: NOT_FOUND }
		case 'other-edition':
			return {
				tone: 'error',
				message: `Not scanned in: this registration is for ${outcome.registrationYear}, not for this session’s edition (${outcome.session.editionYear}).`,
			}
	}
	const attendee = await findDeskAttendee(db, id, editionIds)
	if (!attendee) return { tone: 'error', message: NOT_FOUND }
	const heading = `“${outcome.session.heading.length > 80 ? `${outcome.session.heading.slice(0, 79)}…` : outcome.session.heading}”`
	if (outcome.kind === 'already') {
		return {
			tone: 'warning',
			message: `Already scanned into this session at ${formatClockTime(outcome.scannedAt)} by ${outcome.scannedBy}: counted once.`,
			attendee,
		}
	}
	return {
		tone: 'success',
		message: `Scanned into ${heading} at ${formatClockTime(now.toISOString())}.${outcome.checkedInToo ? ' Checked in at the main door too.' : ''}`,
		attendee,
	}
}

/** What the desk says when "Ticket link or code" names no registration it can check in (`findDeskTicket`). */
export function deskTicketRefusal(found: Exclude<DeskTicket, { state: 'found' }>): string {
	switch (found.state) {
		case 'forged':
			return 'This is not a valid ticket: it may be forged, damaged or cancelled. Search by name instead.'
		case 'unknown-reference':
			return `No registration has the reference ${found.reference} at this desk: check the letters with the delegate, or search by name.`
		case 'several':
			return `${found.count} registrations have the reference ${found.reference}: search for it below and check in the right one.`
		case 'unreadable':
			return 'Scan the ticket’s QR code, paste its link, or type the reference printed on it (8 letters and digits, e.g. 7K3Q-9P2D).'
	}
}

/**
 * The desk's action by `user`: `check-in-ticket` (field `ticket`: what the scanner read, a pasted
 * link, or the reference printed on the ticket, `findDeskTicket`), `scan-into-session` (`session`,
 * the door's session id, and `ticket` read the same way: `sessionScanAnswer`), `check-in` (`id`), `payment` (`id`, `method` cash or momo, `reference`,
 * `amount` in pesewas, `seen` the ledger's last movement the desk showed; the registrant is mailed the
 * receipt). Answers a `DeskAnswer`; a token that is
 * forged, altered or cancelled, a reference no registration has, or a registration of an edition not
 * open at the desk, gets a refusal without any attendee data (`deskTicketRefusal`). Each change writes an activity row with `user`'s name
 * (`check-in-admin.server.ts`). Throws a 400 response for an unknown intent, id, method or amount.
 */
export async function deskAction(user: AuthUser, request: Request): Promise<DeskAnswer> {
	const form = await request.formData()
	const intent = form.get('intent')
	const editionIds = await deskEditionIds(db, new Date())
	if (intent === 'scan-into-session') {
		const sessionId = parseRecordId(String(form.get('session') ?? ''))
		if (sessionId === null) throw data('Unknown session.', { status: 400 })
		const scanned = String(form.get('ticket') ?? '').slice(0, 1000)
		const found = await findDeskTicket(db, scanned, editionIds, new Date())
		if (found.state !== 'found') return { tone: 'error', message: deskTicketRefusal(found) }
		return sessionScanAnswer(sessionId, found.id, user, editionIds)
	}
	if (intent === 'check-in-ticket') {
		const scanned = String(form.get('ticket') ?? '').slice(0, 1000)
		const found = await findDeskTicket(db, scanned, editionIds, new Date())
		if (found.state !== 'found') return { tone: 'error', message: deskTicketRefusal(found) }
		return checkInAnswer(found.id, user, editionIds)
	}
	const id = parseRecordId(String(form.get('id') ?? ''))
	if (id === null) throw data('Unknown registration.', { status: 400 })
	if (intent === 'check-in') return checkInAnswer(id, user, editionIds)
	if (intent === 'payment') {
		const method = form.get('method')
		if (method !== 'cash' && method !== 'momo') throw data('Unknown payment method.', { status: 400 })
		const amount = Number(form.get('amount'))
		const seen = Number(form.get('seen'))
		if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(seen))
			throw data('Unknown payment.', { status: 400 })
		const reference =
			String(form.get('reference') ?? '')
				.trim()
				.slice(0, 100) || null
		const result = await recordDeskPayment(
			db,
			user,
			id,
			{ method, reference, amountPesewas: amount, seenMovementId: seen },
			editionIds,
			new Date(),
			{ messageIdHost: siteMessageIdHost() },
		)
		if (!result.ok && result.reason === 'not-found') return { tone: 'error', message: NOT_FOUND }
		if (!result.ok) return { tone: 'warning', message: result.message, attendee: result.attendee }
		return {
			tone: 'success',
			message: `Payment recorded: receipt ${result.receipt}.`,
			attendee: result.attendee,
		}
	}
	throw data('Unknown action.', { status: 400 })
}
