/**
 * Dates of blog posts as the public pages print them (spec §9): "Nov 12, 2026" on cards and
 * "November 12, 2026" on a post. Formatted in Africa/Accra (UTC+0 all year) by the loaders, so the
 * server and the browser render the same characters. Pure functions: safe in the browser too.
 */
import { EVENT_TIME_ZONE } from '#app/modules/editions/edition.ts'

const cardFormat = new Intl.DateTimeFormat('en-US', {
	timeZone: EVENT_TIME_ZONE,
	month: 'short',
	day: 'numeric',
	year: 'numeric',
})

const postFormat = new Intl.DateTimeFormat('en-US', {
	timeZone: EVENT_TIME_ZONE,
	month: 'long',
	day: 'numeric',
	year: 'numeric',
})

/** The card date, spec format "MMM D, YYYY": "Nov 12, 2026" for an ISO instant. */
export function formatCardDate(iso: string): string {
	return cardFormat.format(new Date(iso))
}

/** The post date, spec format "MMMM D, YYYY": "November 12, 2026" for an ISO instant. */
export function formatPostDate(iso: string): string {
	return postFormat.format(new Date(iso))
}

/**
 * The Accra calendar day of an ISO instant as `YYYY-MM-DD`, for `<time dateTime>`. Accra is UTC+0,
 * so this is the UTC day.
 */
export function postDay(iso: string): string {
	return new Date(iso).toISOString().slice(0, 10)
}
