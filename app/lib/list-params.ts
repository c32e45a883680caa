/**
 * Paging and search parameters of admin lists, read from the URL so a list view is bookmarkable and
 * the back button works (issue 5 §8). Browser-safe.
 */
import { redirect } from 'react-router'

export interface ListParams<S extends string = string> {
	/** 1-based page. */
	page: number
	/** Rows per page; `null` means All. */
	size: number | null
	/** Trimmed search text ('' for none). */
	q: string
	/** Sort column key (one of the list's `sortable` keys) and direction. */
	sort: S
	dir: 'asc' | 'desc'
}

export interface ListOptions<S extends string = string> {
	/** Allowed page sizes (spec §9), e.g. [5, 10, 20]. */
	sizes: readonly number[]
	defaultSize: number
	/** Whether "All" (`size=all`) is offered. */
	allowAll?: boolean
	/** Column keys the list can be sorted by, and the default sort. */
	sortable?: readonly S[]
	defaultSort?: { sort: S; dir: 'asc' | 'desc' }
}

/** Longest search text a list uses (the search inputs stop there too); longer text is cut. */
export const SEARCH_MAX_LENGTH = 100

/**
 * Reads `page`, `size`, `q`, `sort` and `dir` from `url`, falling back to the defaults for anything
 * not allowed (so user input never reaches SQL as a column name).
 */
export function parseListParams<S extends string = string>(url: URL, options: ListOptions<S>): ListParams<S> {
	const rawSize = url.searchParams.get('size')
	const size =
		rawSize === 'all' && options.allowAll
			? null
			: options.sizes.includes(Number(rawSize))
				? Number(rawSize)
				: options.defaultSize
	const page = Math.max(1, Math.min(1_000_000, Math.floor(Number(url.searchParams.get('page')) || 1)))
	const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH)
	const rawSort = url.searchParams.get('sort')
	const sortable: readonly string[] = options.sortable ?? []
	const fallback = options.defaultSort ?? { sort: '' as S, dir: 'asc' as const }
	const sort = rawSort !== null && sortable.includes(rawSort) ? (rawSort as S) : fallback.sort
	const rawDir = url.searchParams.get('dir')
	const dir = rawDir === 'asc' || rawDir === 'desc' ? rawDir : sort === fallback.sort ? fallback.dir : 'asc'
	return { page, size, q, sort, dir }
}

/** Offset and limit for a query; limit null for All. */
export function pageWindow(params: ListParams): { offset: number; limit: number | null } {
	return params.size === null
		? { offset: 0, limit: null }
		: { offset: (params.page - 1) * params.size, limit: params.size }
}

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, size: number | null): number {
	return size === null ? 1 : Math.max(1, Math.ceil(total / size))
}

/**
 * Throws a redirect to the last page when `url` asks for a page past it (e.g. after deleting the
 * only row of the last page), keeping the other parameters. For list loaders; returns otherwise.
 */
export function redirectPastLastPage(
	url: URL,
	params: Pick<ListParams, 'page' | 'size'>,
	total: number,
): void {
	const lastPage = pageCount(total, params.size)
	if (params.page <= lastPage) return
	const target = new URL(url)
	target.searchParams.set('page', String(lastPage))
	throw redirect(`${target.pathname}?${target.searchParams}`)
}
