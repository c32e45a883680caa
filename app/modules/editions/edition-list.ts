/**
 * The event data list's sort columns (/admin/data-center), shared by the route and
 * the query. Browser-safe: only keys in this allow-list ever reach SQL.
 */
export const EDITION_SORT_KEYS = [
	'theme',
	'venue',
	'regularFee',
	'earlyBirdFee',
	'expiry',
	'eventDate',
] as const
export type EditionSortKey = (typeof EDITION_SORT_KEYS)[number]
