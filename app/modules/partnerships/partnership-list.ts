/**
 * The partnership enquiry list of the back office (spec §2 /admin/partnerships, §9): page sizes 5,
 * 10, 15 and All (default 5), newest first, sortable by the text columns, the package and the date.
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

export const PARTNERSHIP_SORT_LABELS: Record<PartnershipSort, string> = {
	name: 'Name',
	company: 'Company',
	designation: 'Designation',
	email: 'Email',
	package: 'Package',
	date: 'Date',
}

/** The CSV file name (spec §7). */
export const PARTNERSHIPS_CSV_NAME = 'Partnerships_List.csv'
