/**
 * The attendee list of the back office (/admin/attendees): page sizes 10, 15, 20, 25, 30 (default
 * 10), newest first, sortable by the text columns and the date. Browser-safe.
 */
import type { ListOptions } from '#app/lib/list-params.ts'

/** Sortable columns (URL `sort` values). Phone and WhatsApp numbers are not: their order means nothing. */
export const ATTENDEE_SORTS = ['name', 'company', 'designation', 'email', 'date'] as const
export type AttendeeSort = (typeof ATTENDEE_SORTS)[number]

export const ATTENDEE_LIST = {
	sizes: [10, 15, 20, 25, 30],
	defaultSize: 10,
	sortable: ATTENDEE_SORTS,
	defaultSort: { sort: 'date', dir: 'desc' },
} as const satisfies ListOptions<AttendeeSort>

/** The CSV file name. */
export const ATTENDEES_CSV_NAME = 'Attendees_List.csv'
