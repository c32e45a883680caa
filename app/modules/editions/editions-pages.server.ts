/**
 * What the edition pages need, on the app's own database (docs/architecture.md, "Routes are thin"):
 * the back office's event-data forms (add, edit), with their messages ("Failed to fetch data", "Server Error", the toasts). The back office
 * calls an edition "event data".
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { formReply } from '#app/lib/form-outcome.server.ts'
import { alertReplies, submitForm } from '#app/lib/form-submission.server.ts'
import { notFound, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import {
	createEdition,
	editionLabel,
	type EditionRefusal,
	updateEditionData,
} from './edition-admin.server.ts'
import { editionFormDefaults, EditionSchema } from './edition.schema.ts'
import { getEdition } from './editions.queries.server.ts'

const MISSING = 'There is no event data with that id. It may have been deleted.'

/**
 * The edit page of the edition `idParam` names: its id, year, label and the form's values. Throws
 * 404 for an unknown id, 500 "Failed to fetch data" when it cannot be read.
 */
export async function loadEditionEditPage(idParam: string | undefined) {
	const edition = await recordOr404(idParam, (id) => getEdition(db, id), {
		missing: MISSING,
		failure: { message: 'Failed to fetch data', log: 'Event data could not be read' },
	})
	return {
		id: edition.id,
		year: edition.year,
		label: editionLabel(edition),
		defaults: editionFormDefaults(edition),
	}
}

/** A refusal's messages: on the year field when the year is taken, else at the top of the form. */
function refusalErrors(refusal: EditionRefusal) {
	return refusal.reason === 'year-taken'
		? { formErrors: [refusal.message], fieldErrors: { year: [`${refusal.year} has its event data already`] } }
		: { formErrors: [refusal.message] }
}

/** A taken year is a bad input (400); any other refusal a conflict (409). */
function refusalStatus(refusal: EditionRefusal) {
	return refusal.reason === 'year-taken' ? 400 : 409
}

/**
 * Adds an edition from the event-data form by `actor`. Answers the form's messages (400 invalid or
 * a year that has an edition already, on the year field; 409 refused; 500 "Server Error"), or a
 * redirect to the event data list, where it shows, with a toast saying whether the public site now
 * shows it (ADR 0055).
 */
export function addEditionFromForm(actor: Actor, formData: FormData) {
	return submitForm(parseWithZod(formData, { schema: EditionSchema }), alertReplies, {
		failure: 'Event data could not be added',
		save: (value) => createEdition(db, actor, value, new Date()),
		answer: (result, reply) => {
			if (!result.ok) return formReply(refusalStatus(result), reply(refusalErrors(result)))
			const shown = result.shownOnSite
				? 'The public site now shows it.'
				: 'The public site shows another edition: the one with the nearest date still ahead.'
			return {
				redirectTo: '/admin/data-center',
				toast: {
					type: 'success',
					title: 'Event data added',
					description: `The ${result.label} was saved. ${shown}`,
				},
			}
		},
	})
}

/**
 * Replaces the data of the edition `idParam` names from the event-data form by `actor`. Throws 404
 * for an unknown id; answers the form's messages (400, the year field's when another edition holds
 * that year; 500 "Server Error") or a redirect to the
 * event data list with a toast.
 */
export function updateEditionFromForm(actor: Actor, idParam: string | undefined, formData: FormData) {
	const id = recordIdOr404(idParam, MISSING)
	return submitForm(parseWithZod(formData, { schema: EditionSchema }), alertReplies, {
		failure: 'Event data could not be updated',
		save: (value) => updateEditionData(db, actor, id, value, new Date()),
		answer: (result, reply) => {
			if (!result.ok && result.reason === 'year-taken') return formReply(400, reply(refusalErrors(result)))
			if (!result.ok) notFound(MISSING)
			return {
				redirectTo: '/admin/data-center',
				toast: {
					type: 'success',
					title: 'Event data updated',
					description: `The ${result.label} was saved.${result.shownOnSite ? ' The public site shows it.' : ''}`,
				},
			}
		},
	})
}
