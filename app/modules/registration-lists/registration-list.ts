/**
 * URL state and texts shared by the two registration lists of the back office, /admin/attendees and
 * /admin/partnerships: the edition filter, the export link that keeps search, filter and sort, and
 * how a filter and a set of ids are described in the activity log. Browser-safe.
 */
import { z } from 'zod'
import { PAYMENT_STATES, type PaymentState } from '#app/modules/payments/money.ts'
import { type ListOptions, type ListParams, parseListParams } from '#app/lib/list-params.ts'

/** A list's URL state: paging, search and sort (see `parseListParams`) plus its filters. */
export interface RegistrationListParams<S extends string> extends ListParams<S> {
	/** Only registrations of this edition; null for every edition (the default). */
	editionId: number | null
	/** Attendees only: of this payment status (`payment`); null for any. */
	payment: PaymentState | null
	/** Attendees only: checked in or not (`checkin`: yes, no); null for either. */
	checkedIn: 'yes' | 'no' | null
}

const PAYMENT_FILTERS = PAYMENT_STATES
const CHECK_IN_FILTERS = ['yes', 'no'] as const

/** The payment and check-in filters of a list URL (`payment`, `checkin`); anything else is null. */
export function parseAttendeeFilters(
	url: URL,
): Pick<RegistrationListParams<string>, 'payment' | 'checkedIn'> {
	const payment = url.searchParams.get('payment')
	const checkin = url.searchParams.get('checkin')
	return {
		payment: (PAYMENT_FILTERS as readonly string[]).includes(payment ?? '')
			? (payment as RegistrationListParams<string>['payment'])
			: null,
		checkedIn: (CHECK_IN_FILTERS as readonly string[]).includes(checkin ?? '')
			? (checkin as 'yes' | 'no')
			: null,
	}
}

/**
 * What a list's search did, for the note beside its total: `none` (no search),
 * `too-short` (under `SEARCH_MIN_LENGTH` characters: not searched, every row listed), `complete`
 * (every match listed) or `newest` (more match: only the newest matches are listed).
 */
export type ListSearchState = 'none' | 'too-short' | 'complete' | 'newest'

/** One choice of the edition filter. */
export interface EditionOption {
	id: number
	label: string
}

/** Edition filter choices, latest first: the year, and the theme too when two share a year. */
export function editionOptions(
	editions: readonly { id: number; year: number; theme: string | null }[],
): EditionOption[] {
	return editions.map((edition) => {
		const sameYear = editions.filter((e) => e.year === edition.year).length > 1
		return {
			id: edition.id,
			label: sameYear ? `${edition.year} (${edition.theme ?? `#${edition.id}`})` : String(edition.year),
		}
	})
}

/**
 * The edition filter of a registration list, from the URL's `edition`: one of `editionIds`, else
 * null (every edition). Never fails.
 */
export function parseEditionFilter(url: URL, editionIds: readonly number[]): number | null {
	return z.coerce
		.number()
		.refine((id) => editionIds.includes(id))
		.nullable()
		.catch(null)
		.parse(url.searchParams.get('edition') ?? undefined)
}

/**
 * Reads a registration list's parameters from `url`: `page`, `size`, `q`, `sort`, `dir` as
 * `parseListParams` does (anything not allowed falls back to the default), `edition` (see
 * `parseEditionFilter`), `payment` and `checkin` (see `parseAttendeeFilters`).
 */
export function parseRegistrationListParams<S extends string>(
	url: URL,
	options: ListOptions<S>,
	editionIds: readonly number[],
): RegistrationListParams<S> {
	return {
		...parseListParams(url, options),
		editionId: parseEditionFilter(url, editionIds),
		...parseAttendeeFilters(url),
	}
}

/**
 * `?q=…&edition=…&sort=…&dir=…` for an export link: the list's search, filter and sort (not its page
 * or page size: the export has every matching row). Defaults are left out.
 */
export function exportSearch<S extends string>(
	params: RegistrationListParams<S>,
	options: ListOptions<S>,
): string {
	const search = new URLSearchParams()
	if (params.q) search.set('q', params.q)
	if (params.editionId !== null) search.set('edition', String(params.editionId))
	if (params.payment) search.set('payment', params.payment)
	if (params.checkedIn) search.set('checkin', params.checkedIn)
	const isDefault = params.sort === options.defaultSort?.sort && params.dir === options.defaultSort?.dir
	if (!isDefault) {
		search.set('sort', params.sort)
		search.set('dir', params.dir)
	}
	const text = search.toString()
	return text ? `?${text}` : ''
}

/**
 * "search “ama”, edition 2025, paid, checked in" / "no filter": what a list or an export was limited to.
 */
export function describeFilter(
	q: string,
	editionLabel: string | null,
	attendee: Partial<Pick<RegistrationListParams<string>, 'payment' | 'checkedIn'>> = {},
): string {
	const parts = [
		q ? `search “${q}”` : null,
		editionLabel ? `edition ${editionLabel}` : null,
		attendee.payment ?? null,
		attendee.checkedIn ? (attendee.checkedIn === 'yes' ? 'checked in' : 'not checked in') : null,
	].filter(Boolean)
	return parts.length > 0 ? parts.join(', ') : 'no filter'
}

/** Ids as ascending runs: [3, 1, 2, 7, 9, 10] → "1–3, 7, 9–10". */
export function formatIdRanges(ids: readonly number[]): string {
	const sorted = [...new Set(ids)].sort((a, b) => a - b)
	const runs: string[] = []
	for (let i = 0; i < sorted.length;) {
		let j = i
		while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++
		runs.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`)
		i = j + 1
	}
	return runs.join(', ')
}

/** How the attendee list and its CSV name a group registration: "Group 12". */
export function groupLabel(groupId: number): string {
	return `Group ${groupId}`
}
