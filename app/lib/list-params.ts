/**
 * Paging and search parameters of admin lists, read from the URL so a list view is bookmarkable and
 * the back button works (issue 5 §8). Browser-safe.
 */

export interface ListParams {
	/** 1-based page. */
	page: number
	/** Rows per page; `null` means All. */
	size: number | null
	/** Trimmed search text ('' for none). */
	q: string
}

export interface ListOptions {
	/** Allowed page sizes (spec §9), e.g. [5, 10, 20]. */
	sizes: readonly number[]
	defaultSize: number
	/** Whether "All" (`size=all`) is offered. */
	allowAll?: boolean
}

/** Reads `page`, `size` and `q` from `url`, falling back to defaults for anything not allowed. */
export function parseListParams(url: URL, options: ListOptions): ListParams {
	const rawSize = url.searchParams.get('size')
	const size =
		rawSize === 'all' && options.allowAll
			? null
			: options.sizes.includes(Number(rawSize))
				? Number(rawSize)
				: options.defaultSize
	const page = Math.max(1, Math.min(1_000_000, Math.floor(Number(url.searchParams.get('page')) || 1)))
	const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
	return { page, size, q }
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
