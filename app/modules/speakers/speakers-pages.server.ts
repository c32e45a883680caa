/**
 * What the speaker pages need, on the app's own database and file store (docs/architecture.md,
 * "Routes are thin"): the public speakers list and profiles, and the back office's add and update
 * forms with their messages (`SPEAKER_FETCH_FAILED`, "Server Error" in the Error dialog, the toasts).
 */
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { formatEventDate, formatTimeRange } from '#app/lib/format.ts'
import { formReply } from '#app/lib/form-outcome.server.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { notFound, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { submitUploadForm } from '#app/lib/uploads/upload-submission.server.ts'
import { loadCategoryChoices } from '#app/modules/speaker-categories/speaker-categories-pages.server.ts'
import { addSpeaker, editSpeaker } from './speaker-admin.server.ts'
import { groupSpeakersByRole } from './speaker-roles.ts'
import {
	EditSpeakerSchema,
	NewSpeakerSchema,
	SPEAKER_FETCH_FAILED,
	speakerRequiredFields,
} from './speaker.schema.ts'
import { findSpeakerForEdit } from './speakers-admin.queries.server.ts'
import { getSpeakerProfile, listPublicSpeakers, listSpeakerSessions } from './speakers.queries.server.ts'

const MISSING = 'There is no speaker with that id. They may have been deleted.'

/** The public Speakers page: every speaker, grouped under their role's heading (request's language). */
export async function loadSpeakersPage() {
	return { groups: groupSpeakersByRole(await listPublicSpeakers(db)) }
}

/**
 * The public profile of the speaker `idParam` names, with their sessions (Accra dates and times, in
 * the request's language). Throws 404 "Speaker not found." (in that language) for no speaker.
 */
export async function loadSpeakerProfilePage(idParam: string | undefined) {
	const speaker = await recordOr404(idParam, (id) => getSpeakerProfile(db, id), {
		missing: m.pages_speaker_not_found_message(),
	})
	const sessions = await listSpeakerSessions(db, speaker.id)
	return {
		speaker,
		sessions: sessions.map((s) => ({
			id: s.id,
			heading: s.heading,
			dateText: formatEventDate(s.starts_at),
			timeText: formatTimeRange(s.starts_at, s.ends_at),
		})),
	}
}

/** The add-speaker page: the category choices (`loadCategoryChoices`). */
export function loadSpeakerNewPage() {
	return loadCategoryChoices()
}

/**
 * The update page of the speaker `idParam` names: their name, photo and the form's values, and the
 * category choices. Throws 404 for no speaker, 500 `SPEAKER_FETCH_FAILED` when they cannot be read.
 */
export async function loadSpeakerEditPage(idParam: string | undefined) {
	const speaker = await recordOr404(idParam, (id) => findSpeakerForEdit(db, id), {
		missing: MISSING,
		failure: { message: SPEAKER_FETCH_FAILED, log: 'Speaker failed to load' },
	})
	return {
		speaker: {
			id: speaker.id,
			fullName: speaker.fullName,
			name: `${speaker.title} ${speaker.fullName}`,
			imageKey: speaker.imageKey,
		},
		defaults: {
			title: speaker.title,
			categoryId: speaker.categoryId === null ? '' : String(speaker.categoryId),
			fullName: speaker.fullName,
			designation: speaker.designation,
			designationFr: speaker.designationFr ?? '',
			role: speaker.role ?? '',
			company: speaker.company,
			country: speaker.country ?? '',
			bio: speaker.bio,
			bioFr: speaker.bioFr ?? '',
			sortOrder: String(speaker.sortOrder),
		},
		...(await loadCategoryChoices()),
	}
}

/**
 * Adds a speaker with their photo from the add form by `actor`. Answers the form's messages (413 or
 * 400 for the upload, 400 with the "All fields are required" dialog, 500 "Server Error") or a
 * redirect to the speakers list, where the new speaker shows, with a toast (ADR 0055).
 */
export function addSpeakerFromForm(actor: Actor, request: Request) {
	const fields = { imageField: 'photo', required: speakerRequiredFields('new') }
	return submitUploadForm(request, NewSpeakerSchema, fields, {
		failure: 'Add speaker failed',
		save: (value) => addSpeaker(db, fileStore, actor, value, new Date()),
		answer: (result, reply) => {
			if (!result.ok) {
				const errors =
					result.reason === 'field'
						? { fieldErrors: { [result.field]: [result.message] } }
						: { formErrors: [result.message] }
				return formReply(400, reply(errors))
			}
			return {
				redirectTo: '/admin/speakers',
				toast: {
					type: 'success',
					title: 'Speaker added',
					description: `${result.name} is now on the Speakers page.`,
				},
			}
		},
	})
}

/**
 * Updates the speaker `idParam` names from the update form by `actor`; a new photo replaces the old
 * one. Throws 404 for no speaker; answers the form's messages or a redirect to the speakers list
 * with a toast.
 */
export function updateSpeakerFromForm(actor: Actor, idParam: string | undefined, request: Request) {
	const id = recordIdOr404(idParam, MISSING)
	const fields = { imageField: 'photo', required: speakerRequiredFields('edit') }
	return submitUploadForm(request, EditSpeakerSchema, fields, {
		failure: 'Update speaker failed',
		save: (value) => editSpeaker(db, fileStore, actor, id, value, new Date()),
		answer: (result, reply) => {
			if (!result.ok) {
				if (result.reason === 'not-found') notFound(MISSING)
				return formReply(400, reply({ fieldErrors: { [result.field]: [result.message] } }))
			}
			return {
				redirectTo: '/admin/speakers',
				toast: {
					type: 'success',
					title: 'Speaker updated',
					description: result.photoReplaced
						? `${result.name} was saved with the new photo.`
						: `${result.name} was saved.`,
				},
			}
		},
	})
}
