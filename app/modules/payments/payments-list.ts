/**
 * The ledger screen's URL state (/admin/payments, docs/payments.md "Staff screens"): the edition
 * (`edition`, default the current one), the search (`q`: reference, name or company), the method
 * and kind filters (`method`, `kind`), the Accra days from and to (`from`, `to`, `YYYY-MM-DD`,
 * both included), and the page (25, 50 or 100 a page). Every parameter falls back to its default
 * when it is not one the screen offers, so a hand-edited URL shows the ledger, never an error.
 * Browser-safe.
 */
import type { MovementKind, PaymentMethod } from '#app/db/schema.ts'
import type { ListOptions } from '#app/lib/list-params.ts'
import { KIND_LABELS, METHOD_LABELS } from './money.ts'

/** Page sizes of the ledger screen; newest first, no other order. */
export const LEDGER_LIST = {
	sizes: [25, 50, 100],
	defaultSize: 25,
	sortable: ['date'],
	defaultSort: { sort: 'date', dir: 'desc' },
} as const satisfies ListOptions<'date'>

/** The methods the filter offers, in the order a finance officer meets them. */
export const LEDGER_METHODS: readonly PaymentMethod[] = ['bank', 'momo', 'paystack', 'cash', 'waiver', 'desk']

export const LEDGER_KINDS: readonly MovementKind[] = ['payment', 'refund', 'waiver']

/** The ledger screen's filters beyond the search. */
export interface LedgerFilters {
	/** The edition shown; null only when there is no edition at all. */
	editionId: number | null
	method: PaymentMethod | null
	kind: MovementKind | null
	/** First and last Accra day shown (`YYYY-MM-DD`), null for no bound. */
	from: string | null
	to: string | null
}

/** True for a real calendar day written `YYYY-MM-DD`. */
function isDay(text: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
	const date = new Date(`${text}T00:00:00.000Z`)
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/**
 * The filters of `url`: `edition` one of `editionIds` (else `fallbackEditionId`, the current
 * edition), `method` and `kind` among those offered, `from` and `to` real days (swapped when given
 * the wrong way round). Never fails.
 */
export function parseLedgerFilters(
	url: URL,
	editionIds: readonly number[],
	fallbackEditionId: number | null,
): LedgerFilters {
	const get = (name: string) => url.searchParams.get(name) ?? ''
	const edition = Number(get('edition'))
	const method = get('method')
	const kind = get('kind')
	let from: string | null = isDay(get('from')) ? get('from') : null
	let to: string | null = isDay(get('to')) ? get('to') : null
	if (from && to && from > to) [from, to] = [to, from]
	return {
		editionId: editionIds.includes(edition) ? edition : fallbackEditionId,
		method: (LEDGER_METHODS as readonly string[]).includes(method) ? (method as PaymentMethod) : null,
		kind: (LEDGER_KINDS as readonly string[]).includes(kind) ? (kind as MovementKind) : null,
		from,
		to,
	}
}

/** `?edition=…&q=…&method=…` for the CSV link: the screen's edition, search and filters, not its page. */
export function ledgerExportSearch(filters: LedgerFilters & { q: string }): string {
	const search = new URLSearchParams()
	if (filters.editionId !== null) search.set('edition', String(filters.editionId))
	if (filters.q) search.set('q', filters.q)
	if (filters.method) search.set('method', filters.method)
	if (filters.kind) search.set('kind', filters.kind)
	if (filters.from) search.set('from', filters.from)
	if (filters.to) search.set('to', filters.to)
	const text = search.toString()
	return text ? `?${text}` : ''
}

/**
 * "search “GCB”, Bank transfer, payments, from 1 Mar 2027" / "no filter": what the ledger or its
 * export was limited to, for the activity log.
 */
export function describeLedgerFilter(filters: Omit<LedgerFilters, 'editionId'> & { q: string }): string {
	const parts = [
		filters.q ? `search “${filters.q}”` : null,
		filters.method ? METHOD_LABELS[filters.method] : null,
		filters.kind ? `${KIND_LABELS[filters.kind].toLowerCase()}s` : null,
		filters.from ? `from ${filters.from}` : null,
		filters.to ? `to ${filters.to}` : null,
	].filter(Boolean)
	return parts.length ? parts.join(', ') : 'no filter'
}

/** The ledger's CSV file for the edition of `year`: `Payments_2027.csv`. */
export function ledgerCsvName(year: number | null): string {
	return year === null ? 'Payments.csv' : `Payments_${year}.csv`
}

/** What the ledger screen's totals add up (pesewas): received by method, refunded, waived, net. */
export interface LedgerTotalsView {
	/** Movements matching the filters. */
	count: number
	/** Payments received (less their corrections), by method, largest first. */
	received: { method: PaymentMethod; amountPesewas: number }[]
	receivedPesewas: number
	refundedPesewas: number
	waivedPesewas: number
	/** Received less refunded: what should have reached the accounts. */
	netPesewas: number
}

/** The totals of `sums` (the matching movements' amounts by kind and method). */
export function ledgerTotalsView(
	count: number,
	sums: readonly { kind: MovementKind; method: PaymentMethod; amountPesewas: number }[],
): LedgerTotalsView {
	const of = (kind: MovementKind) =>
		sums.filter((s) => s.kind === kind).reduce((sum, s) => sum + s.amountPesewas, 0)
	const byMethod = new Map<PaymentMethod, number>()
	for (const s of sums) {
		if (s.kind === 'payment') byMethod.set(s.method, (byMethod.get(s.method) ?? 0) + s.amountPesewas)
	}
	const received = of('payment')
	const refunded = of('refund')
	return {
		count,
		received: [...byMethod]
			.map(([method, amountPesewas]) => ({ method, amountPesewas }))
			.filter((r) => r.amountPesewas !== 0)
			.sort((a, b) => b.amountPesewas - a.amountPesewas),
		receivedPesewas: received,
		refundedPesewas: refunded,
		waivedPesewas: of('waiver'),
		netPesewas: received - refunded,
	}
}
