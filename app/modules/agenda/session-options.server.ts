/**
 * The choices of the session form: every edition (latest year first, the current one
 * marked) and every speaker (by name), read for the add and edit routes.
 */
import type { Database } from '#app/db/handle.ts'
import { pickCurrentEdition } from '#app/modules/editions/edition.ts'
import { listEditions } from '#app/modules/editions/editions.queries.server.ts'
import { listPublicSpeakers } from '#app/modules/speakers/speakers.queries.server.ts'
import { speakerDisplayName } from './session.schema.ts'
import type { SessionFormOption } from './components/session-form.tsx'

export interface SessionFormChoices {
	editions: SessionFormOption[]
	speakers: SessionFormOption[]
	/** The edition the public site shows at `now` (`pickCurrentEdition`), the add form's default. */
	currentEdition: { id: number; startsOn: string | null } | null
}

/**
 * Reads the edition and speaker choices. Edition labels read "2027 (shown on the site) · Beyond
 * Compliance"; speaker labels are the honorific and name the agenda prints. Throws on database errors.
 */
export async function readSessionFormChoices(db: Database, now: Date): Promise<SessionFormChoices> {
	const [editions, speakers] = await Promise.all([listEditions(db), listPublicSpeakers(db)])
	const current = pickCurrentEdition(editions, now)
	return {
		editions: editions.map((e) => {
			const theme = e.theme
				? ` · ${e.theme.length > 50 ? `${e.theme.slice(0, 49).trimEnd()}…` : e.theme}`
				: ''
			return {
				value: String(e.id),
				label: `${e.year}${e.id === current?.id ? ' (shown on the site)' : ''}${theme}`,
			}
		}),
		speakers: [...speakers]
			.sort((a, b) => a.full_name.localeCompare(b.full_name, 'en-GB'))
			.map((s) => ({ value: String(s.id), label: speakerDisplayName(s) })),
		currentEdition: current
			? { id: current.id, startsOn: current.starts_at ? current.starts_at.slice(0, 10) : null }
			: null,
	}
}
