/**
 * The staff API (docs/api-tokens.md, ADR 0062): what its routes call.
 * - `listRegistrations` / `listEnquiries`: one page of records changed at or after `updated_since`,
 *   ordered by (updated_at, id), with the records removed since as tombstones (`removed: true`) in
 *   the same order, and a cursor to the next page (base64url of the last record's position).
 * - `checkInByTicket`: checks a delegate in by what a scanner read, with the check-in desk's rules
 *   (modules/check-in).
 * Each answers a `Response` (JSON, private) or a problem (RFC 9457) for bad input; none throws for
 * a client's mistake.
 */
import type { Database } from '#app/db/handle.ts'
import { apiJsonResponse, PRIVATE_API_HEADERS } from '#app/lib/api/json-response.server.ts'
import { type ProblemField, problemResponse } from '#app/lib/api/problem.ts'
import { db } from '#app/db/db.server.ts'
import { type ApiCaller, requireApiToken } from '#app/modules/api-tokens/api-auth.server.ts'
import { checkIn } from '#app/modules/check-in/check-in-admin.server.ts'
import { deskEditionIds, findDeskTicket } from '#app/modules/check-in/check-in.server.ts'
import { balanceOf } from '#app/modules/payments/money.ts'
import { ledgerTotals } from '#app/modules/payments/payments.queries.server.ts'
import type { z } from 'zod'
import {
	CheckInBodySchema,
	CheckInResultSchema,
	type Enquiry,
	EnquiryPageSchema,
	type Registration,
	RegistrationListQuerySchema,
	RegistrationPageSchema,
	type RemovedRecord,
	StaffListQuerySchema,
} from './staff-api.schema.ts'
import {
	editionIdOfYear,
	type EnquiryRecordRow,
	enquiriesAfter,
	findRegistrationRecord,
	type KeysetPosition,
	type RegistrationRecordRow,
	registrationsAfter,
	removalsAfter,
	type RemovalRow,
} from './staff-api.queries.server.ts'

/** A keyset position as a cursor: base64url of `[updated_at, id]`. */
export function encodeCursor(updatedAt: string, id: number): string {
	return Buffer.from(JSON.stringify([updatedAt, id])).toString('base64url')
}

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/** The position a cursor names, or null when it is not one this API gave (malformed or altered). */
export function decodeCursor(cursor: string): { updatedAt: string; id: number } | null {
	if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null
	let value: unknown
	try {
		value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
	} catch {
		return null
	}
	if (!Array.isArray(value) || value.length !== 2) return null
	const [updatedAt, id] = value as [unknown, unknown]
	if (typeof updatedAt !== 'string' || !INSTANT.test(updatedAt) || Number.isNaN(Date.parse(updatedAt)))
		return null
	if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return null
	return { updatedAt, id }
}

/** The 400 problem of a query or body that failed `schema`, naming each bad field. */
function invalid(error: z.ZodError, detail: string): Response {
	const errors: ProblemField[] = error.issues.map((issue) => ({
		name: issue.path.join('.') || 'body',
		reason: issue.message,
	}))
	return problemResponse('invalid-request', detail, { errors })
}

type Parsed<Q> = { ok: true; query: Q; position: KeysetPosition } | { ok: false; response: Response }

/** Reads a list's query parameters (unknown ones are ignored), and its position in the walk. */
function readListQuery<S extends typeof StaffListQuerySchema | typeof RegistrationListQuerySchema>(
	request: Request,
	schema: S,
): Parsed<z.output<S>> {
	const params = Object.fromEntries(new URL(request.url).searchParams)
	const parsed = schema.safeParse(params)
	if (!parsed.success)
		return { ok: false, response: invalid(parsed.error, 'The query parameters are not valid.') }
	const query = parsed.data as z.output<S>
	if (query.cursor !== undefined) {
		const after = decodeCursor(query.cursor)
		if (!after) {
			return {
				ok: false,
				response: problemResponse(
					'invalid-request',
					'The cursor is not one this API gave: pass `next_cursor` as it came.',
					{
						errors: [{ name: 'cursor', reason: 'Malformed or altered.' }],
					},
				),
			}
		}
		return { ok: true, query, position: { after } }
	}
	const since = query.updated_since ? new Date(query.updated_since).toISOString() : null
	return { ok: true, query, position: { since } }
}

/**
 * Merges live records and tombstones (each already in (updated_at, id) order, ids distinct across
 * both) into one page of `limit`; `more` when either had more than was taken.
 */
function mergePage<
	L extends { id: number; updated_at: string },
	R extends { id: number; updated_at: string },
>(live: L[], removed: R[], limit: number): { items: (L | R)[]; more: boolean } {
	const items: (L | R)[] = []
	let i = 0
	let j = 0
	while (items.length < limit && (i < live.length || j < removed.length)) {
		const a = live[i]
		const b = removed[j]
		if (
			b === undefined ||
			(a !== undefined && (a.updated_at < b.updated_at || (a.updated_at === b.updated_at && a.id < b.id)))
		)
			items.push(live[i++]!)
		else items.push(removed[j++]!)
	}
	return { items, more: i < live.length || j < removed.length }
}

/** The page's answer: `{ data, next_cursor }`, and a `Link` header to the next page. */
function pageResponse(
	request: Request,
	data: unknown[],
	last: { updated_at: string; id: number } | undefined,
	more: boolean,
): Response {
	const nextCursor = more && last ? encodeCursor(last.updated_at, last.id) : null
	const headers: Record<string, string> = {}
	if (nextCursor) {
		const next = new URL(request.url)
		next.searchParams.delete('updated_since')
		next.searchParams.set('cursor', nextCursor)
		headers.Link = `<${next.pathname}${next.search}>; rel="next"`
	}
	return apiJsonResponse(request, { data, next_cursor: nextCursor }, 'private', headers)
}

function removedRecord(row: RemovalRow): RemovedRecord {
	return { id: row.id, removed: true, edition: row.edition, updated_at: row.updated_at }
}

/** Registrations as the API shows them, their payment states from the ledger (docs/payments.md). */
async function registrationRecords(db: Database, rows: RegistrationRecordRow[]): Promise<Registration[]> {
	const totals = await ledgerTotals(
		db,
		rows.map((row) => row.id),
	)
	return rows.map((row) => {
		const balance = balanceOf(row.fee_pesewas, totals.get(row.id)!)
		return {
			id: row.id,
			removed: false,
			reference: row.reference,
			edition: row.edition,
			full_name: row.full_name,
			email: row.email,
			phone: row.contact_number,
			whatsapp: row.whatsapp_number,
			organisation: row.company_name,
			position: row.designation,
			heard_from: row.heard_from,
			language: row.locale,
			payment: {
				fee_pesewas: row.fee_pesewas,
				currency: row.fee_currency,
				fee_rule: row.fee_rule,
				paid_pesewas: balance.paidPesewas,
				waived_pesewas: balance.waivedPesewas,
				refunded_pesewas: balance.refundedPesewas,
				balance_pesewas: balance.balancePesewas,
				state: balance.state,
			},
			group_id: row.group_id,
			checked_in_at: row.checked_in_at,
			created_at: row.created_at,
			updated_at: row.updated_at,
		}
	})
}

function enquiryRecord(row: EnquiryRecordRow): Enquiry {
	return {
		id: row.id,
		removed: false,
		reference: row.reference,
		edition: row.edition,
		package: row.package,
		full_name: row.full_name,
		email: row.email,
		phone: row.contact_number,
		whatsapp: row.whatsapp_number,
		organisation: row.company_name,
		position: row.designation,
		heard_from: row.heard_from,
		language: row.locale,
		created_at: row.created_at,
		updated_at: row.updated_at,
	}
}

/**
 * GET /api/v1/registrations: one page (`RegistrationPageSchema`) for `request`'s query
 * (`RegistrationListQuerySchema`); 400 for a bad parameter or cursor. An `edition` no edition has
 * gives an empty page.
 */
export async function listRegistrations(db: Database, request: Request): Promise<Response> {
	const read = readListQuery(request, RegistrationListQuerySchema)
	if (!read.ok) return read.response
	const { query, position } = read
	let editionId: number | null = null
	if (query.edition !== undefined) {
		const found = await editionIdOfYear(db, query.edition)
		if (found === undefined) return pageResponse(request, [], undefined, false)
		editionId = found
	}
	const [live, removed] = await Promise.all([
		registrationsAfter(db, position, query.limit + 1, editionId),
		removalsAfter(db, 'registration', position, query.limit + 1, editionId),
	])
	const { items, more } = mergePage(live, removed, query.limit)
	const records = await registrationRecords(
		db,
		items.filter((item): item is RegistrationRecordRow => 'full_name' in item),
	)
	const byId = new Map(records.map((record) => [record.id, record]))
	const data = items.map((item) => ('full_name' in item ? byId.get(item.id)! : removedRecord(item)))
	return pageResponse(request, RegistrationPageSchema.shape.data.parse(data), items.at(-1), more)
}

/** GET /api/v1/enquiries: one page (`EnquiryPageSchema`) for `request`'s query; 400 for a bad parameter or cursor. */
export async function listEnquiries(db: Database, request: Request): Promise<Response> {
	const read = readListQuery(request, StaffListQuerySchema)
	if (!read.ok) return read.response
	const { query, position } = read
	const [live, removed] = await Promise.all([
		enquiriesAfter(db, position, query.limit + 1),
		removalsAfter(db, 'enquiry', position, query.limit + 1, null),
	])
	const { items, more } = mergePage(live, removed, query.limit)
	const data = items.map((item) => ('full_name' in item ? enquiryRecord(item) : removedRecord(item)))
	return pageResponse(request, EnquiryPageSchema.shape.data.parse(data), items.at(-1), more)
}

/** The largest check-in body read (bytes): a ticket link is far shorter. */
const MAX_CHECK_IN_BODY = 4096

/**
 * POST /api/v1/check-ins by `caller` at `now`: body `{ "ticket": … }` (`CheckInBodySchema`), read
 * as the check-in desk reads it (`findDeskTicket`) among the editions open at the desk. 201 with the
 * registration when this call checked it in, 200 when it already was (with when); 404 when no
 * registration open for check-in matches (a forged or cancelled ticket, an unknown reference, another
 * edition); 409 when several share a typed reference; 400 for a body that is not that JSON (or a
 * ticket that is neither a link nor a reference); 415 is never used: any body is read as JSON.
 * The check-in is named after the token in the activity log and as who checked in.
 */
export async function checkInByTicket(
	db: Database,
	request: Request,
	caller: ApiCaller,
	now: Date,
): Promise<Response> {
	const text = await request.text()
	if (Buffer.byteLength(text) > MAX_CHECK_IN_BODY)
		return problemResponse('invalid-request', `The body may be at most ${MAX_CHECK_IN_BODY} bytes.`)
	let body: unknown
	try {
		body = JSON.parse(text)
	} catch {
		return problemResponse(
			'invalid-request',
			'The body must be JSON: { "ticket": "<ticket link, token or desk reference>" }.',
		)
	}
	const parsed = CheckInBodySchema.safeParse(body)
	if (!parsed.success) return invalid(parsed.error, 'The body is not valid.')
	const editionIds = await deskEditionIds(db, now)
	const found = await findDeskTicket(db, parsed.data.ticket, editionIds, now)
	switch (found.state) {
		case 'unreadable':
			return problemResponse(
				'invalid-request',
				'ticket is neither a ticket link or token nor a desk reference (e.g. 7K3Q-9P2D).',
				{
					errors: [{ name: 'ticket', reason: 'Unreadable.' }],
				},
			)
		case 'several':
			return problemResponse(
				'conflict',
				`${found.count} registrations have the reference ${found.reference}: check this delegate in at the desk.`,
			)
		case 'forged':
		case 'unknown-reference':
			return notOpenForCheckIn()
	}
	const actor = { id: null, fullName: `API token "${caller.name}"` }
	const result = await checkIn(db, actor, found.id, editionIds, now)
	if (!result.ok && result.reason === 'not-found') return notOpenForCheckIn()
	const row = await findRegistrationRecord(db, found.id)
	if (!row) return notOpenForCheckIn()
	const [registration] = await registrationRecords(db, [row])
	const answer = CheckInResultSchema.parse({
		result: result.ok ? 'checked-in' : 'already-checked-in',
		registration,
	})
	return new Response(JSON.stringify(answer), {
		status: result.ok ? 201 : 200,
		headers: { ...PRIVATE_API_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
	})
}

function notOpenForCheckIn(): Response {
	return problemResponse(
		'not-found',
		'No registration open for check-in matches this ticket: it may be forged, cancelled, mistyped, or for another edition.',
	)
}

/**
 * The routes' answers on the app's database, each after the token check (`requireApiToken`: 401,
 * 403 or 429 thrown as the problem response): GET /api/v1/registrations, GET /api/v1/enquiries,
 * POST /api/v1/check-ins.
 */
export async function answerRegistrations(request: Request): Promise<Response> {
	await requireApiToken(db, request, 'registrations:read', new Date())
	return listRegistrations(db, request)
}

export async function answerEnquiries(request: Request): Promise<Response> {
	await requireApiToken(db, request, 'enquiries:read', new Date())
	return listEnquiries(db, request)
}

export async function answerCheckIn(request: Request): Promise<Response> {
	const now = new Date()
	const caller = await requireApiToken(db, request, 'check-ins:write', now)
	return checkInByTicket(db, request, caller, now)
}

/** The answer to a method a staff API path does not take: a 405 problem with `Allow`. */
export function methodNotAllowed(allow: 'GET, HEAD' | 'POST'): Response {
	return problemResponse('method-not-allowed', `This address answers ${allow} only.`, {
		headers: { Allow: allow },
	})
}
