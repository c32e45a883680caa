/**
 * Managing summit editions ("event data") from the back office (/admin/basic-data, /admin/data-center,
 * /admin/basic-data-edit/{id}). The create, edit and delete routes call these (through the page
 * functions in `editions-pages.server.ts` for create and edit). Each writes its change and its activity
 * row in one transaction, so a refused or failed change leaves no activity row and a failed activity
 * row undoes the change.
 *
 * Units: fees in integer pesewas; `starts_at` is an ISO-8601 UTC instant built from the
 * Accra date and time (UTC+0); the early-bird expiry is a `YYYY-MM-DD` day.
 */
import type { Database } from '#app/db/handle.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { Refused, refusableTransactions } from '#app/db/transaction.ts'
import type { Transaction } from 'kysely'
import type { DB } from '#app/db/schema.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { accraStartsAt, type EditionFormInput } from './edition.schema.ts'
import {
	countEditionGroups,
	countEditionMoneyRecords,
	countEditionRegistrations,
	countEditionSessions,
	deleteEdition,
	type EditionChanges,
	findEditionOfYear,
	getCurrentEdition,
	getEditionForChange,
	insertEdition,
	updateEdition,
} from './editions.queries.server.ts'

export type EditionRefusal =
	| { ok: false; reason: 'not-found'; message: string }
	| { ok: false; reason: 'has-registrations'; registrations: number; message: string }
	| { ok: false; reason: 'year-taken'; field: 'year'; year: number; message: string }

export type SaveEditionResult =
	| {
			ok: true
			id: number
			year: number
			/** e.g. "2027 edition, “Beyond Compliance”". */
			label: string
			/** Whether the public site now shows this edition (it is the current edition: `pickCurrentEdition`). */
			shownOnSite: boolean
	  }
	| EditionRefusal

export type DeleteEditionResult = { ok: true; label: string; sessionsDeleted: number } | EditionRefusal

const notFound = {
	ok: false,
	reason: 'not-found',
	message: 'That event data no longer exists. It may have been deleted.',
} as const

const inTransaction = refusableTransactions<EditionRefusal>()

/**
 * Refuses (throws `Refused` with `year-taken`) when another edition than `exceptId` holds `year`:
 * one edition a year (ADR 0056). Call inside the write transaction, before the write.
 */
async function refuseTakenYear(trx: Transaction<DB>, year: number, exceptId?: number): Promise<void> {
	if ((await findEditionOfYear(trx, year, exceptId)) === undefined) return
	throw new Refused({
		ok: false,
		reason: 'year-taken',
		field: 'year',
		year,
		message: `There is already event data for ${year}: edit that edition in the event data list, or choose another year.`,
	})
}

/** Shortens `text` to `max` characters with an ellipsis (toasts and log lines stay short). */
export function shorten(text: string, max: number): string {
	return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

/** "2027 edition, “Beyond Compliance…”" or "2027 edition" without a theme. */
export function editionLabel(edition: { year: number; theme: string | null }): string {
	return edition.theme
		? `${edition.year} edition, “${shorten(edition.theme, 60)}”`
		: `${edition.year} edition`
}

/**
 * The stored row of a validated form: empty fields become null, the Accra date and time become the
 * UTC start (`YYYY-MM-DDTHH:MM:00.000Z`), fees stay in pesewas.
 */
export function editionRow(input: EditionFormInput): EditionChanges {
	return {
		year: input.year,
		theme: input.theme || null,
		theme_fr: input.themeFr ?? null,
		venue: input.venue || null,
		venue_map_url: input.venueMapUrl || null,
		starts_at: input.eventDate && input.eventTime ? accraStartsAt(input.eventDate, input.eventTime) : null,
		regular_fee_pesewas: input.regularFee ?? null,
		early_bird_fee_pesewas: input.earlyBirdFee ?? null,
		early_bird_expires_on: input.earlyBirdExpiry ?? null,
		group_min_size: input.groupMinSize ?? null,
		group_discount_percent: input.groupDiscountPercent ?? null,
	}
}

function summary(row: EditionChanges): string {
	const parts = [
		row.theme ? `“${shorten(row.theme, 80)}”` : 'no theme yet',
		row.venue ? `at ${shorten(row.venue, 60)}` : null,
		row.starts_at ? `on ${row.starts_at.slice(0, 10)} ${row.starts_at.slice(11, 16)}` : 'date not set',
	].filter(Boolean)
	return `${row.year}: ${parts.join(', ')}`
}

/** The result of saving edition `id` as `row`: its label and whether the public site shows it. */
async function saved(trx: Transaction<DB>, id: number, row: EditionChanges, now: Date) {
	return {
		ok: true as const,
		id,
		year: row.year,
		label: editionLabel({ year: row.year, theme: row.theme ?? null }),
		shownOnSite: (await getCurrentEdition(trx, now))?.id === id,
	}
}

/**
 * Adds an edition from the event-data form and writes an "Add Event Data" activity row in the same
 * transaction. Takes the database (it opens its own transaction), the acting Administrator, the
 * validated form (`EditionSchema`) and the time. Returns `{ ok: true, id, year, label, shownOnSite }`,
 * or `year-taken` (for the year field) with nothing written when an edition of that year exists:
 * one edition a year (ADR 0056). Throws on database errors, after rolling back.
 */
export async function createEdition(
	db: Database,
	actor: Actor,
	input: EditionFormInput,
	now: Date,
): Promise<SaveEditionResult> {
	const row = editionRow(input)
	return inTransaction(db, async (trx) => {
		await refuseTakenYear(trx, row.year)
		const id = await insertEdition(trx, row, now)
		await recordActivity(trx, actorActivity(actor, 'Add Event Data', `Added event data ${summary(row)}`), now)
		return saved(trx, id, row, now)
	})
}

/**
 * Replaces an edition's data from the event-data form and writes an "Update Event Data" activity row
 * in the same transaction. Takes the database, the acting Administrator, the edition id, the
 * validated form and the time. Returns `{ ok: true, … }`, or with nothing written `not-found`, or
 * `year-taken` when another edition holds the year (ADR 0056). Throws on database errors, after
 * rolling back.
 */
export async function updateEditionData(
	db: Database,
	actor: Actor,
	id: number,
	input: EditionFormInput,
	now: Date,
): Promise<SaveEditionResult> {
	const row = editionRow(input)
	return inTransaction(db, async (trx) => {
		if (!(await getEditionForChange(trx, id))) throw new Refused(notFound)
		await refuseTakenYear(trx, row.year, id)
		if (!(await updateEdition(trx, id, row, now))) throw new Refused(notFound)
		await recordActivity(
			trx,
			actorActivity(actor, 'Update Event Data', `Updated event data ${summary(row)}`),
			now,
		)
		return saved(trx, id, row, now)
	})
}

/**
 * Deletes an edition with its agenda sessions (foreign key cascade) and writes a "Delete Event Data"
 * activity row in the same transaction. Refuses, changing nothing and logging nothing, when
 * registrations or group contacts were recorded against the edition (`has-registrations`; both keep
 * their edition, `ON DELETE RESTRICT`). The edition row is locked first on PostgreSQL, so a registration
 * arriving meanwhile waits and then fails instead of slipping in between the check and the delete.
 *
 * Takes the database, the acting Administrator, the edition id and the time. Returns
 * `{ ok: true, label, sessionsDeleted }` or a refusal (`not-found`, `has-registrations`). Throws on
 * other database errors, after rolling back.
 */
export async function deleteEditionData(
	db: Database,
	actor: Actor,
	id: number,
	now: Date,
): Promise<DeleteEditionResult> {
	return inTransaction(db, async (trx) => {
		const edition = await getEditionForChange(trx, id)
		if (!edition) throw new Refused(notFound)
		const label = editionLabel(edition)
		const registrations = await countEditionRegistrations(trx, id)
		// A group whose colleagues have all cancelled still holds its contact's details.
		const groups = registrations > 0 ? 0 : await countEditionGroups(trx, id)
		// Payments of cancelled registrations stay in the accounts.
		const money = registrations > 0 || groups > 0 ? 0 : await countEditionMoneyRecords(trx, id)
		if (registrations > 0 || groups > 0 || money > 0) {
			const held =
				registrations > 0
					? `${registrations} registration${registrations === 1 ? '' : 's'}`
					: groups > 0
						? `${groups} group contact${groups === 1 ? '' : 's'}`
						: `payments, receipts or invoices in its accounts`
			throw new Refused({
				ok: false,
				reason: 'has-registrations',
				registrations,
				message: `The ${label} has ${held}, so it cannot be deleted. Nothing was changed.`,
			})
		}
		const sessionsDeleted = await countEditionSessions(trx, id)
		if (!(await deleteEdition(trx, id))) throw new Refused(notFound)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Delete Event Data',
				`Deleted event data ${summary(edition)} with ${sessionsDeleted} agenda session${sessionsDeleted === 1 ? '' : 's'}`,
			),
			now,
		)
		return { ok: true as const, label, sessionsDeleted }
	})
}
