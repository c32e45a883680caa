/**
 * What the check-in desk reads (ADR 0039): the editions open at the desk, and the desk's search. The desk shows what check-in needs and no more: the
 * name, the company, the edition's year, the desk reference, the payment status and the check-in
 * (when and by whom); never an email address, a phone number or a designation, and only registrations
 * of the editions open at the desk. Its queries are in `check-in.queries.server.ts`; its changes, each
 * with an activity row, in `check-in-admin.server.ts`.
 */
import { isSearchableTerm } from '#app/db/dialect.ts'
import type { Database, Handle } from '#app/db/handle.ts'
import { registrationOfToken } from '#app/modules/registration/my-registration.server.ts'
import { listEditions } from '#app/modules/editions/editions.queries.server.ts'
import { editionIsOver } from '#app/modules/editions/edition.ts'
import {
	type DeskAttendee,
	deskAttendeesByName,
	deskExactMatches,
	deskNameMatches,
} from './check-in.queries.server.ts'

/** Most registrations a desk search lists, first by name. */
export const DESK_RESULTS = 20

/** Most name matches a desk search counts and orders (the newest first), as the lists do. */
const DESK_MATCHES = 1000

/** Most search-index matches a desk search reads to find those of the open editions. */
const DESK_SCAN = 5000

/**
 * The ids of the editions open at the desk at `now`: every edition whose day is not over yet
 * (`editionIsOver`: until midnight after its start, Accra time; an undated one until its year
 * ends). Past editions' registrations are not the desk's business: the Attendees list has them.
 */
export async function deskEditionIds(db: Handle, now: Date): Promise<number[]> {
	return (await listEditions(db))
		.filter((edition) => !editionIsOver(edition, now))
		.map((edition) => edition.id)
}

/**
 * What a desk search found: `none` (no search), `too-short` (no name of 3 characters, nor a whole
 * desk reference or email address), or `found`: the first `DESK_RESULTS` matches by name, how many
 * match (`total`), and whether that is all of them (`complete`; false when more than 1,000 names
 * match, or when the search index held more than 5,000 older matches that were not read).
 */
export type DeskSearch =
	| { state: 'none' }
	| { state: 'too-short' }
	| { state: 'found'; results: DeskAttendee[]; total: number; complete: boolean }

/**
 * The desk's search for `q` (already trimmed) among the registrations of `editionIds`:
 * - a name containing `q` (any case, 3 characters or more), through the search index, newest first;
 * - the desk reference `q`, whole (any case, with or without its dash);
 * - the email address `q`, whole (any case): a registrant who lost their ticket may give it, but
 *   the desk never shows addresses, and a part of one finds nothing, so the search cannot be used
 *   to read addresses out letter by letter.
 * The cost is bounded whatever `q` is: the name matches are read from the index (names alone), at
 * most 5,000.
 */
export async function searchDesk(db: Handle, q: string, editionIds: readonly number[]): Promise<DeskSearch> {
	const term = q.trim()
	if (!term) return { state: 'none' }
	const ref = term.toUpperCase().replace(/[^0-9A-Z]/g, '')
	const asRef = ref.length === 8 ? `${ref.slice(0, 4)}-${ref.slice(4)}` : null
	const asEmail = term.includes('@') ? term.toLowerCase() : null
	const byName = isSearchableTerm(term)
	if (!byName && !asRef && !asEmail) return { state: 'too-short' }
	if (editionIds.length === 0) return { state: 'found', results: [], total: 0, complete: true }

	const ids = new Set<number>()
	let complete = true
	if (byName) {
		const found = await deskNameMatches(db, term, editionIds, { shown: DESK_MATCHES, scan: DESK_SCAN })
		for (const id of found.ids) ids.add(id)
		complete = found.complete
	}
	if (asRef || asEmail) {
		for (const id of await deskExactMatches(db, editionIds, { deskRef: asRef, email: asEmail })) ids.add(id)
	}
	if (ids.size === 0) return { state: 'found', results: [], total: 0, complete }
	const results = await deskAttendeesByName(db, [...ids], editionIds, DESK_RESULTS)
	return { state: 'found', results, total: ids.size, complete }
}

/** A signed ticket token in what a scanner read: the ticket page's URL, or the token alone (ADR 0034). */
const TOKEN_IN = /([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22})(?:[/?#].*)?$/

/**
 * The desk reference `text` spells (`7K3Q-9P2D`, as printed on the ticket and in the mail): eight
 * letters and digits in any case, with or without its dash, spaces or dashes anywhere. Null for
 * anything else.
 */
export function deskReferenceIn(text: string): string | null {
	const ref = text.toUpperCase().replace(/[\s\-\u2010-\u2015]/g, '')
	return /^[0-9A-Z]{8}$/.test(ref) ? `${ref.slice(0, 4)}-${ref.slice(4)}` : null
}

/**
 * What the desk's "Ticket link or code" found: a registration (`id`) by its ticket link or token or
 * by its reference; `forged` for a link or token whose signature fails, or whose registration was
 * cancelled; `unknown-reference` when no registration of the open editions has the reference typed;
 * `several` when more than one has it (then the search lists them); `unreadable` for text that is
 * neither a link nor a reference.
 */
export type DeskTicket =
	| { state: 'found'; id: number }
	| { state: 'forged' }
	| { state: 'unknown-reference'; reference: string }
	| { state: 'several'; reference: string; count: number }
	| { state: 'unreadable' }

/**
 * Reads what was scanned, pasted or typed at the desk (`scanned`) among the registrations of
 * `editionIds` at `now`: the ticket's link or token (its signature checked first: docs/security.md),
 * else its desk reference (`deskReferenceIn`), compared whole. A registration whose link verifies is
 * `found` whatever its edition: the check-in itself refuses one not open at the desk.
 */
export async function findDeskTicket(
	db: Database,
	scanned: string,
	editionIds: readonly number[],
	now: Date,
): Promise<DeskTicket> {
	const text = scanned.trim()
	const token = TOKEN_IN.exec(text)?.[1]
	if (token) {
		const attendee = await registrationOfToken(db, token, 'ticket', now)
		return attendee ? { state: 'found', id: attendee.id } : { state: 'forged' }
	}
	const reference = deskReferenceIn(text)
	if (reference) {
		const ids = editionIds.length
			? await deskExactMatches(db, editionIds, { deskRef: reference, email: null })
			: []
		if (ids.length === 1) return { state: 'found', id: ids[0]! }
		if (ids.length === 0) return { state: 'unknown-reference', reference }
		return { state: 'several', reference, count: ids.length }
	}
	// A link, or anything with a dot or slash in it: a ticket link that was damaged or altered.
	return /[./]/.test(text) ? { state: 'forged' } : { state: 'unreadable' }
}
