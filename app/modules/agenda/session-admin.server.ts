/**
 * Managing agenda sessions from the back office (/admin/add-agenda, /admin/sessions,
 * /admin/edit-agenda/{id}). The add, edit and delete routes call these (through the page functions in
 * `agenda-pages.server.ts` for add and edit). Each writes its change and its activity row in one
 * transaction, so a refused or failed change leaves no activity row and a failed activity row undoes
 * the change.
 *
 * Times: the form's Accra date and times become ISO-8601 UTC instants (Accra is UTC+0).
 * Speaker: a speaker chosen from the list is stored as `speaker_id` plus their display name in
 * `speaker` (what the agenda prints, kept if the speaker is deleted later); a typed speaker is stored
 * as `speaker` text with `speaker_id` null.
 */
import type { Database } from '#app/db/handle.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { Refused, refusableTransactions } from '#app/db/transaction.ts'
import type { Transaction } from 'kysely'
import type { DB } from '#app/db/schema.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { getSpeakerProfile } from '#app/modules/speakers/speakers.queries.server.ts'
import { accraInstant, type SessionFormInput, speakerDisplayName } from './session.schema.ts'
import type { AgendaSessionFields } from './agenda.ts'
import {
	deleteAgendaSession,
	getAgendaSession,
	insertAgendaSession,
	updateAgendaSession,
} from './sessions.queries.server.ts'

/** Why a change was refused; `field` names the form field the message belongs to, if any. */
export type SessionRefusal =
	| { ok: false; reason: 'not-found'; message: string }
	| { ok: false; reason: 'edition-not-found'; field: 'editionId'; message: string }
	| { ok: false; reason: 'speaker-not-found'; field: 'speakerId'; message: string }

export type SaveSessionResult = { ok: true; id: number; heading: string } | SessionRefusal
export type DeleteSessionResult = { ok: true; heading: string } | SessionRefusal

const notFound = {
	ok: false,
	reason: 'not-found',
	message: 'That session no longer exists. It may have been deleted.',
} as const

const inTransaction = refusableTransactions<SessionRefusal>()

/**
 * The stored fields of a validated form, checked against the database: the edition must exist and a
 * chosen speaker must exist (their display name becomes the speaker text). Throws `Refused`.
 */
async function sessionFields(trx: Transaction<DB>, input: SessionFormInput): Promise<AgendaSessionFields> {
	if (!(await getEdition(trx, input.editionId))) {
		throw new Refused({
			ok: false,
			reason: 'edition-not-found',
			field: 'editionId',
			message: 'That edition no longer exists. Choose another one.',
		})
	}
	let speaker = input.speaker || null
	let speakerId: number | null = null
	if (input.speakerId !== undefined) {
		const chosen = await getSpeakerProfile(trx, input.speakerId)
		if (!chosen) {
			throw new Refused({
				ok: false,
				reason: 'speaker-not-found',
				field: 'speakerId',
				message: 'That speaker no longer exists. Choose another one or type the name.',
			})
		}
		speaker = speakerDisplayName(chosen)
		speakerId = chosen.id
	}
	return {
		edition_id: input.editionId,
		heading: input.heading,
		heading_fr: input.headingFr ?? null,
		starts_at: accraInstant(input.date, input.startTime),
		ends_at: accraInstant(input.date, input.endTime),
		speaker,
		speaker_id: speakerId,
		description: input.description || null,
		description_fr: input.descriptionFr ?? null,
		cpe_hours_hundredths: input.cpeHours,
	}
}

/** "“Opening Keynote” on 2027-03-18 09:15–10:00 with Dr. Kwabena Ɔdɔm". */
function summary(session: AgendaSessionFields): string {
	const heading = session.heading.length > 120 ? `${session.heading.slice(0, 119)}…` : session.heading
	const when = `${session.starts_at.slice(0, 10)} ${session.starts_at.slice(11, 16)}–${session.ends_at.slice(11, 16)}`
	return `“${heading}” on ${when}${session.speaker ? ` with ${session.speaker}` : ''}`
}

/**
 * Adds a session from the session form and writes an "Add Session" activity row in the same
 * transaction. Takes the database (it opens its own transaction), the acting Administrator, the
 * validated form (`SessionSchema`) and the time. Returns `{ ok: true, id, heading }`, or a refusal
 * for a missing edition (`editionId` field) or speaker (`speakerId` field) with nothing written.
 * Throws on database errors, after rolling back.
 */
export async function createSession(
	db: Database,
	actor: Actor,
	input: SessionFormInput,
	now: Date,
): Promise<SaveSessionResult> {
	return inTransaction(db, async (trx) => {
		const fields = await sessionFields(trx, input)
		const id = await insertAgendaSession(trx, fields, now)
		await recordActivity(trx, actorActivity(actor, 'Add Session', `Added session ${summary(fields)}`), now)
		return { ok: true as const, id, heading: fields.heading }
	})
}

/**
 * Replaces a session from the session form and writes an "Update Session" activity row in the same
 * transaction. Takes the database, the acting Administrator, the session id, the validated form and
 * the time. Returns `{ ok: true, id, heading }` or a refusal (`not-found`, a missing edition or
 * speaker) with nothing written. Throws on database errors, after rolling back.
 */
export async function updateSession(
	db: Database,
	actor: Actor,
	id: number,
	input: SessionFormInput,
	now: Date,
): Promise<SaveSessionResult> {
	return inTransaction(db, async (trx) => {
		if (!(await getAgendaSession(trx, id))) throw new Refused(notFound)
		const fields = await sessionFields(trx, input)
		if (!(await updateAgendaSession(trx, id, fields, now))) throw new Refused(notFound)
		await recordActivity(
			trx,
			actorActivity(actor, 'Update Session', `Updated session ${summary(fields)}`),
			now,
		)
		return { ok: true as const, id, heading: fields.heading }
	})
}

/**
 * Deletes a session and writes a "Delete Session" activity row in the same transaction. Takes the
 * database, the acting Administrator, the session id and the time. Returns `{ ok: true, heading }`
 * or `not-found` with nothing written. Throws on database errors, after rolling back.
 */
export async function deleteSession(
	db: Database,
	actor: Actor,
	id: number,
	now: Date,
): Promise<DeleteSessionResult> {
	return inTransaction(db, async (trx) => {
		const session = await getAgendaSession(trx, id)
		if (!session) throw new Refused(notFound)
		if (!(await deleteAgendaSession(trx, id))) throw new Refused(notFound)
		await recordActivity(
			trx,
			actorActivity(actor, 'Delete Session', `Deleted session ${summary(session)}`),
			now,
		)
		return { ok: true as const, heading: session.heading }
	})
}
