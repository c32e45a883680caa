/**
 * Ids in URLs (`/admin/useredit/12`, `/our/blog/3/single`): only plain positive integers ("12", not
 * "012", "1e3", "-1" or "abc") up to the largest id a table can hold (PostgreSQL `integer`, the type
 * of `serial`), so a bad id is a 404 and never reaches the database as an error. Browser-safe.
 */

/** The largest id a row can have. */
export const MAX_RECORD_ID = 2_147_483_647

/** The record id `param` names, or null when it cannot be one. */
export function parseRecordId(param: string | undefined): number | null {
	if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null
	const id = Number(param)
	return id <= MAX_RECORD_ID ? id : null
}
