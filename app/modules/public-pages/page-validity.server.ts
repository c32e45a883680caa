/**
 * How long a rendered public page stays true (ADR 0025): until the content version changes (any
 * change to a table the public pages show raises it, by triggers) or until the next instant at
 * which time alone changes a page (an edition's start, the end of an early-bird day in Accra, New
 * Year, a scheduled blog post's publishing time). The page cache asks for this at most once a
 * second, and after every write request.
 */
import type { Handle } from '#app/db/handle.ts'
import { nextScheduledPostAt } from '#app/modules/blog/blog.queries.server.ts'
import { nextEditionChange } from '#app/modules/editions/edition.ts'
import { listEditions } from '#app/modules/editions/editions.queries.server.ts'
import { readContentVersion } from './public-pages.queries.server.ts'

export interface PageValidity {
	/** The content version now; a page rendered at another version is out of date. */
	version: number
	/** Ms since the epoch: pages rendered before this instant are out of date from it on. */
	validUntil: number
}

/** The content version and the next time-driven change after `now` (three reads). */
export async function readPageValidity(db: Handle, now: Date): Promise<PageValidity> {
	const version = await readContentVersion(db)
	const editions = await listEditions(db)
	const scheduled = await nextScheduledPostAt(db, now)
	const editionChange = nextEditionChange(editions, now)
	return {
		version,
		validUntil: scheduled ? Math.min(editionChange, Date.parse(scheduled)) : editionChange,
	}
}
