/**
 * Reading what a page shows, with the page's own messages for the two ways it can fail: a 404 for
 * a record id in the URL that names nothing (`parseRecordId`: bad ids never reach the database), and
 * a 500 with the page's "could not load" text when reading fails (the error is logged, never shown).
 * The thrown responses are rendered by the route's ErrorBoundary. Used by the route-facing page
 * functions (`app/modules/<entity>/<entity>-pages.server.ts`).
 */
import { data } from 'react-router'
import { logger } from './logger.server.ts'
import { parseRecordId } from './record-id.ts'

/** Throws the 404 response with `message`. */
export function notFound(message: string): never {
	throw data(message, { status: 404 })
}

/** The record id `param` names; throws the 404 with `message` when it cannot be one. */
export function recordIdOr404(param: string | undefined, message: string): number {
	return parseRecordId(param) ?? notFound(message)
}

/** The page's text for a failed read, and the log line that records the error. */
export interface ReadFailure {
	message: string
	log: string
}

/**
 * `read()`'s result. When it throws: with `failure`, logs the error and throws a 500 response with
 * `failure.message`; without, rethrows (the generic error page).
 */
export async function readOr500<T>(read: () => Promise<T>, failure?: ReadFailure): Promise<T> {
	if (!failure) return read()
	try {
		return await read()
	} catch (error) {
		logger.error({ err: error }, failure.log)
		throw data(failure.message, { status: 500 })
	}
}

/**
 * The record an edit page shows for the id in its URL: `find(id)` read as `readOr500` does, or the
 * 404 with `missing` for an id that cannot be one or names no record. `badId` replaces `missing` for
 * an id that cannot be one, where the page words that differently.
 */
export async function recordOr404<T>(
	param: string | undefined,
	find: (id: number) => Promise<T | undefined>,
	messages: { missing: string; badId?: string; failure?: ReadFailure },
): Promise<T> {
	const id = recordIdOr404(param, messages.badId ?? messages.missing)
	return (await readOr500(() => find(id), messages.failure)) ?? notFound(messages.missing)
}
