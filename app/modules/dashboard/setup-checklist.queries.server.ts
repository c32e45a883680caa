/**
 * The figures of the dashboard's set-up checklist (`setupChecklist`, ADR 0055), in one query: whether
 * the site has a speaker, an agenda session of the given edition, a sponsor tier, a sponsor, a
 * contact e-mail address in its settings and a privacy notice of its own. Each is an `exists`, so
 * the answer costs one index probe per line whatever the tables hold.
 */
import type { Handle } from '#app/db/handle.ts'

/** What the site holds, each true when it has at least one. */
export interface SetupFigures {
	speakers: boolean
	/** Agenda sessions of the edition asked about (false without one). */
	sessions: boolean
	sponsorTiers: boolean
	sponsors: boolean
	/** The settings row exists with a contact e-mail address. */
	contact: boolean
	/** The privacy notice was saved in the back office (`settings.privacy_json` not ''). */
	privacyNotice: boolean
}

/** An `exists` as either database answers it (SQLite 0/1, PostgreSQL a boolean). */
function truth(value: unknown): boolean {
	return value === true || Number(value) === 1
}

/** The `SetupFigures` of the database, with the sessions of edition `editionId` (none when null). */
export async function setupFigures(db: Handle, editionId: number | null): Promise<SetupFigures> {
	const row = await db
		.selectNoFrom((eb) => [
			eb.exists(eb.selectFrom('speakers').select('id')).as('speakers'),
			eb
				.exists(
					eb
						.selectFrom('agenda_sessions')
						.select('id')
						.where('edition_id', '=', editionId ?? -1),
				)
				.as('sessions'),
			eb.exists(eb.selectFrom('sponsor_tiers').select('id')).as('sponsorTiers'),
			eb.exists(eb.selectFrom('sponsors').select('id')).as('sponsors'),
			eb
				.exists(eb.selectFrom('settings').select('id').where('id', '=', 1).where('contact_email', '<>', ''))
				.as('contact'),
			eb
				.exists(eb.selectFrom('settings').select('id').where('id', '=', 1).where('privacy_json', '<>', ''))
				.as('privacyNotice'),
		])
		.executeTakeFirstOrThrow()
	return {
		speakers: truth(row.speakers),
		sessions: truth(row.sessions),
		sponsorTiers: truth(row.sponsorTiers),
		sponsors: truth(row.sponsors),
		contact: truth(row.contact),
		privacyNotice: truth(row.privacyNotice),
	}
}
