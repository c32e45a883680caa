/**
 * The content version: a counter that triggers raise on every change to a table the public pages
 * show, so a page rendered at an older version is known to be out of date (docs/architecture.md,
 * "Public pages").
 */
import type { Handle } from '#app/db/handle.ts'

/** The content version (0 before the first change). */
export async function readContentVersion(db: Handle): Promise<number> {
	const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst()
	return Number(row?.version ?? 0)
}
