/**
 * The partnership enquiry list of the back office (/admin/partnerships): page sizes 5, 10, 15 and
 * All (default 5), newest first, sortable by the text columns, the package and the date.
 * Browser-safe.
 */
import type { ListOptions } from '#app/lib/list-params.ts'

/** Sortable columns (URL `sort` values). Phone, WhatsApp and Notice are not: their order means nothing. */
export const PARTNERSHIP_SORTS = ['name', 'company', 'designation', 'email', 'package', 'date'] as const
export type PartnershipSort = (typeof PARTNERSHIP_SORTS)[number]

export const PARTNERSHIP_LIST = {
	sizes: [5, 10, 15],
	defaultSize: 5,
	allowAll: true,
	sortable: PARTNERSHIP_SORTS,
	defaultSort: { sort: 'date', dir: 'desc' },
} as const satisfies ListOptions<PartnershipSort>

/** The CSV file name. */
export const PARTNERSHIPS_CSV_NAME = 'Partnerships_List.csv'
