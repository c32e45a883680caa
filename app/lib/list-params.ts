/**
 * Paging, search and sort parameters of the back office lists, read from the URL so a list view is
 * bookmarkable and the back button works (docs/architecture.md). They go through a Zod schema in
 * which every field falls back to the list's default: a hand-edited or stale URL shows the list,
 * never an error, and no user text reaches SQL as a column name. Browser-safe.
 */
import type { PageWindow } from '#app/db/rows.ts'
import { redirect } from 'react-router'
import { z } from 'zod'

export type SortDir = 'asc' | 'desc'

export interface ListParams<S extends string = string> {
	/** 1-based page. */
	page: number
	/** Rows per page; `null` means All. */
	size: number | null
	/** Trimmed search text ('' for none), at most `SEARCH_MAX_LENGTH` characters. */
	q: string
	/** Sort column key (one of the list's `sortable` keys) and direction. */
	sort: S
	dir: SortDir
}

export interface ListOptions<S extends string = string> {
	/** Allowed page sizes, e.g. [5, 10, 15]. */
	sizes: readonly number[]
	defaultSize: number
	/** Whether "All" (`size=all`) is offered. */
	allowAll?: boolean
	/** Column keys the list can be sorted by, and the default sort. */
	sortable?: readonly S[]
	defaultSort?: { sort: S; dir: SortDir }
}

/**
 * The options of a content screen's list (editions, sessions, speakers, sponsors, speaker
 * categories): 5, 10, 15 or All a page, `defaultSize` (5 unless given) at first, sortable by
 * `sortable` with `defaultSort` until a column is chosen.
 */
export function contentListOptions<S extends string>({
	defaultSize = 5,
	...sorting
}: {
	defaultSize?: 5 | 10 | 15
	sortable: readonly S[]
	defaultSort: { sort: S; dir: SortDir }
}): ListOptions<S> {
	return { sizes: [5, 10, 15], defaultSize, allowAll: true, ...sorting }
}

/** Longest search text a list uses (the search inputs stop there too); longer text is cut. */
export const SEARCH_MAX_LENGTH = 100

/**
 * Fewest characters a search of a large list (registrations, the check-in desk) needs: the trigram
 * indexes serve nothing shorter (`TRIGRAM_MIN_LENGTH` in app/db/dialect.ts).
 */
export const SEARCH_MIN_LENGTH = 3

/** Highest page number read from a URL; a page past the last one redirects to it anyway. */
const MAX_PAGE = 1_000_000

/** The URL parameters a list reads. */
const LIST_KEYS = ['page', 'size', 'q', 'sort', 'dir'] as const

/**
 * The Zod schema of a list's URL parameters, given as strings (or missing) in an object:
 * - `page`: a number from 1 (fractions round down, more than a million reads as a million), else 1;
 * - `size`: one of `options.sizes`, or `all` (→ null) where `options.allowAll`, else the default;
 * - `q`: trimmed, cut at `SEARCH_MAX_LENGTH` characters, else '';
 * - `sort`: one of `options.sortable`, else the default sort;
 * - `dir`: `asc` or `desc`, else the default direction for the default sort and `asc` for another.
 * Parsing never fails.
 */
export function listParamsSchema<S extends string>(options: ListOptions<S>): z.ZodType<ListParams<S>> {
	const sortable: readonly string[] = options.sortable ?? []
	const fallback = options.defaultSort ?? { sort: '' as S, dir: 'asc' as const }
	const sizes = z.coerce.number().refine((size) => options.sizes.includes(size))
	return z
		.object({
			page: z.coerce
				.number()
				.transform(Math.floor)
				.pipe(z.number().min(1))
				.transform((page) => Math.min(page, MAX_PAGE))
				.catch(1),
			size: (options.allowAll ? z.union([z.literal('all').transform(() => null), sizes]) : sizes).catch(
				options.defaultSize,
			),
			q: z
				.string()
				.transform((q) => searchText(q, SEARCH_MAX_LENGTH))
				.catch(''),
			sort: z.custom<S>((sort) => typeof sort === 'string' && sortable.includes(sort)).catch(fallback.sort),
			dir: z.enum(['asc', 'desc']).optional().catch(undefined),
		})
		.transform(({ dir, ...params }) => ({
			...params,
			dir: dir ?? (params.sort === fallback.sort ? fallback.dir : 'asc'),
		}))
}

/**
 * A search typed by staff, as the lists search for it: control characters (a NUL, a line break),
 * which no stored text is searched by and which the databases' text and full-text search refuse,
 * become spaces; trimmed; at most `max` characters.
 */
export function searchText(raw: string, max: number): string {
	return raw
		.replace(/\p{Cc}/gu, ' ')
		.trim()
		.slice(0, max)
}

/** Reads `page`, `size`, `q`, `sort` and `dir` from `url` through `listParamsSchema(options)`. */
export function parseListParams<S extends string = string>(url: URL, options: ListOptions<S>): ListParams<S> {
	const raw = Object.fromEntries(LIST_KEYS.map((key) => [key, url.searchParams.get(key) ?? undefined]))
	return listParamsSchema(options).parse(raw)
}

/** Offset and limit for a query; limit null for All. */
export function pageWindow(params: Pick<ListParams, 'page' | 'size'>): PageWindow {
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
