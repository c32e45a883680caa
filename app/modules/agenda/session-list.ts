/**
 * The session list's sort columns (/admin/sessions), shared by the route and the
 * query. Browser-safe: only keys in this allow-list ever reach SQL. "start" and "date" both order by
 * the start instant (date and time), "end" by the end instant.
 */
export const SESSION_SORT_KEYS = ['heading', 'speaker', 'start', 'end', 'date'] as const
export type SessionSortKey = (typeof SESSION_SORT_KEYS)[number]
