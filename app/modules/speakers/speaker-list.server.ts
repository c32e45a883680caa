/**
 * The speakers list screen (/admin/speakers) for its route: one page of speakers with the search by
 * full name and sortable columns (ten a page; 5, 10, 15 or All; by full name until a column is
 * chosen), and deleting a speaker (their photo files go after the deletion commits) with a toast.
 */
import { db } from '#app/db/db.server.ts'
import { formRecordId, listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { removeSpeaker } from './speaker-admin.server.ts'
import { SPEAKER_FETCH_FAILED, SPEAKER_SORTS } from './speaker.schema.ts'
import { countAdminSpeakers, listAdminSpeakers } from './speakers-admin.queries.server.ts'

export type { AdminSpeakerRow } from './speakers-admin.queries.server.ts'

const SPEAKER_LIST = contentListOptions({
	defaultSize: 10,
	sortable: SPEAKER_SORTS,
	defaultSort: { sort: 'name', dir: 'asc' },
})

/**
 * The speakers list route's `loader` and `action` (see `listRoute`). The loader data is a `ListPage`
 * of `AdminSpeakerRow`s; it throws a 500 response with `SPEAKER_FETCH_FAILED` when the database
 * cannot be read. The action's `delete-speaker` deletes the posted speaker and their photo, with a toast.
 */
export const speakerList = listRoute({
	load: (request) =>
		loadListPage(
			new URL(request.url),
			SPEAKER_LIST,
			{ count: ({ q }) => countAdminSpeakers(db, q), page: (query) => listAdminSpeakers(db, query) },
			{ failureMessage: SPEAKER_FETCH_FAILED },
		),
	intents: (actor) => ({
		'delete-speaker': async (form) => {
			const id = formRecordId(form, 'Unknown speaker.')
			const deleted = await removeSpeaker(db, fileStore, actor, id, new Date())
			return deleted
				? { type: 'success', title: 'Speaker deleted', description: `${deleted.name} was removed.` }
				: { type: 'error', title: 'Speaker not deleted', description: 'They no longer exist.' }
		},
	}),
})
