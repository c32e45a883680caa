/**
 * Reading the schedule (ADR 0061): the current edition and its sessions, in the asked language,
 * as `buildSchedule`'s model. Takes the database handle first, like every query of the project.
 */
import type { Handle } from '#app/db/handle.ts'
import { type Locale, localizedPath } from '#app/lib/i18n/locale.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { listAgendaSessions } from '#app/modules/agenda/sessions.queries.server.ts'
import { speakerDisplayName } from '#app/modules/agenda/session.schema.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { listPublicSpeakers } from '#app/modules/speakers/speakers.queries.server.ts'
import { buildSchedule, type Schedule } from './schedule-data.ts'

/**
 * The schedule of the current edition at `now` in `language`, with links on `siteUrl`, or null
 * when there is no current edition or it has neither a date nor a session yet.
 */
export async function readSchedule(
	db: Handle,
	options: { language: Locale; now: Date; siteUrl: string },
): Promise<Schedule | null> {
	const { language } = options
	const edition = await getCurrentEdition(db, options.now)
	if (!edition) return null
	const [sessions, speakers] = await Promise.all([listAgendaSessions(db, edition.id), listPublicSpeakers(db)])
	const names = new Map(speakers.map((speaker) => [speaker.id, speakerDisplayName(speaker)]))
	return buildSchedule({
		edition: { year: edition.year, venue: edition.venue, startsAt: edition.starts_at },
		sessions: sessions.map((s) => ({
			id: s.id,
			heading: localized(s.heading, s.heading_fr, language),
			startsAt: s.starts_at,
			endsAt: s.ends_at,
			speaker: s.speaker,
			speakerId: s.speaker_id,
			speakerName: s.speaker_id === null ? null : (names.get(s.speaker_id) ?? null),
			description: localized(s.description, s.description_fr ?? null, language),
			updatedAt: s.updated_at,
		})),
		language,
		siteUrl: options.siteUrl,
		agendaPath: localizedPath('/agenda', language),
	})
}
