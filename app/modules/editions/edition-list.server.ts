/**
 * The event data list screen (/admin/data-center) for its route: one page of editions with the
 * search by theme, venue or year and sortable columns (five a page; 5, 10, 15 or All; latest event
 * first), each row with its fees and dates formatted for Accra, its counts and whether the public
 * site shows it (the current edition: `pickCurrentEdition`); and deleting an edition with its
 * agenda sessions, refused while it has registrations, with a toast.
 */
import { db } from '#app/db/db.server.ts'
import { NO_MESSAGE, SERVER_ERROR } from '#app/lib/network-error.ts'
import { formatCedis, formatEventTime, formatShortDate, formatShortDay } from '#app/lib/format.ts'
import { formRecordId, listRoute, loadListPage, resultOrLogged } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { deleteEditionData, editionLabel } from './edition-admin.server.ts'
import { EDITION_SORT_KEYS } from './edition-list.ts'
import {
	countEditionsMatching,
	type EditionListRow,
	getCurrentEdition,
	listEditionsPage,
} from './editions.queries.server.ts'

const EDITION_LIST = contentListOptions({
	sortable: EDITION_SORT_KEYS,
	defaultSort: { sort: 'eventDate', dir: 'desc' },
})

/** The load-failure message of the list. */
const FETCH_FAILED = 'Failed to fetch data'

/** A row of the event data list: texts ready to show (null where the edition has no value yet). */
export interface EditionListItem {
	id: number
	year: number
	theme: string | null
	venue: string | null
	/** "2027 edition, “Beyond Compliance…”" (see `editionLabel`). */
	label: string
	/** "GH₵ 2,800". */
	regularFee: string | null
	earlyBirdFee: string | null
	/** The early-bird expiry day (`YYYY-MM-DD`) and "23 Feb 2027". */
	expiresOn: string | null
	expiryText: string | null
	/** The start instant (ISO), its day "25 Mar 2027", its time "8:30 AM", and both. */
	startsAt: string | null
	eventDay: string | null
	eventTime: string | null
	eventDateText: string | null
	sessions: number
	registrations: number
	shownOnSite: boolean
}

function editionListItem(row: EditionListRow, currentId: number | undefined): EditionListItem {
	const fee = (pesewas: number | null) => (pesewas === null ? null : formatCedis(pesewas))
	const startsAt = row.starts_at
	return {
		id: row.id,
		year: row.year,
		theme: row.theme,
		venue: row.venue,
		label: editionLabel(row),
		regularFee: fee(row.regular_fee_pesewas),
		earlyBirdFee: fee(row.early_bird_fee_pesewas),
		expiresOn: row.early_bird_expires_on,
		expiryText: row.early_bird_expires_on ? formatShortDay(row.early_bird_expires_on) : null,
		startsAt,
		eventDay: startsAt ? formatShortDate(startsAt) : null,
		eventTime: startsAt ? formatEventTime(startsAt) : null,
		eventDateText: startsAt ? `${formatShortDate(startsAt)}, ${formatEventTime(startsAt)}` : null,
		sessions: row.session_count,
		registrations: row.registration_count,
		shownOnSite: row.id === currentId,
	}
}

/**
 * The event data list route's `loader` and `action` (see `listRoute`). The loader data is a
 * `ListPage` of `EditionListItem`s; it throws a 500 response with "Failed to fetch data" when the
 * database cannot be read. The action's `delete-edition` deletes the posted edition with its agenda
 * sessions (see `deleteEditionData`), or says why not, in a toast; a database failure is logged and
 * reported as "Server Error: Nothing was deleted."
 */
export const editionList = listRoute({
	load: (request) =>
		loadListPage(
			new URL(request.url),
			EDITION_LIST,
			{
				count: ({ q }) => countEditionsMatching(db, q),
				page: async (query) => {
					const [rows, current] = await Promise.all([
						listEditionsPage(db, query),
						getCurrentEdition(db, new Date()),
					])
					return rows.map((row) => editionListItem(row, current?.id))
				},
			},
			{ failureMessage: FETCH_FAILED },
		),
	intents: (actor) => ({
		'delete-edition': async (form) => {
			const id = formRecordId(form, 'Unknown event data.')
			const result = await resultOrLogged(
				deleteEditionData(db, actor, id, new Date()),
				'Event data could not be deleted',
			)
			if (!result) return { type: 'error', title: SERVER_ERROR, description: 'Nothing was deleted.' }
			if (!result.ok) {
				return { type: 'error', title: 'Event data not deleted', description: result.message || NO_MESSAGE }
			}
			const sessions = `${result.sessionsDeleted} agenda session${result.sessionsDeleted === 1 ? '' : 's'}`
			return {
				type: 'success',
				title: 'Event data deleted',
				description: `The ${result.label} and its ${sessions} were deleted.`,
			}
		},
	}),
})
