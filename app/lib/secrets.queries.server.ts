/**
 * Reads and writes of the signing secrets the database keeps (`captcha_secrets`, one row per name).
 * No rules: which secret to keep, retire or rotate, and for how long, are in `secrets.server.ts`.
 * Secrets are 64 hex characters, '' for none kept; `previous_until` is an ISO-8601 UTC time. Every
 * change is a single statement, so instances racing on one row cannot both win.
 */
import { changedAny } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'

/** A secret's row: the secret that signs ('' for none) and the previous one with its end, or nulls. */
export interface SecretRow {
	secret: string
	previous_secret: string | null
	previous_until: string | null
}

function secretRow(db: Handle, name: string) {
	return db
		.selectFrom('captcha_secrets')
		.select(['secret', 'previous_secret', 'previous_until'])
		.where('name', '=', name)
}

/** The row of secret `name`, or undefined when there is none. */
export async function findSecretRow(db: Handle, name: string): Promise<SecretRow | undefined> {
	return secretRow(db, name).executeTakeFirst()
}

/**
 * The row of secret `name`, storing `candidate` as its secret first when there is none (no row, or
 * an empty one: insert-or-update-if-empty, then read). Instances racing at first use all read the
 * one value that won. Throws when the row cannot be read back.
 */
export async function readOrCreateSecretRow(db: Handle, name: string, candidate: string): Promise<SecretRow> {
	await db
		.insertInto('captcha_secrets')
		.values({ name, secret: candidate })
		.onConflict((oc) =>
			oc.column('name').doUpdateSet({ secret: candidate }).where('captcha_secrets.secret', '=', ''),
		)
		.execute()
	return secretRow(db, name).executeTakeFirstOrThrow()
}

/** Stores `secret` as secret `name` unless a row of that name exists. Returns whether it was stored. */
export async function insertSecretIfAbsent(db: Handle, name: string, secret: string): Promise<boolean> {
	const inserted = await db
		.insertInto('captcha_secrets')
		.values({ name, secret })
		.onConflict((oc) => oc.column('name').doNothing())
		.executeTakeFirst()
	return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0
}

/**
 * Sets the row of secret `name` to `row`, provided its secret is still `expected` (compare-and-set).
 * Returns false, changing nothing, when the row is gone or another change came first.
 */
export async function replaceSecretRow(
	db: Handle,
	name: string,
	expected: string,
	row: SecretRow,
): Promise<boolean> {
	const updated = await db
		.updateTable('captcha_secrets')
		.set(row)
		.where('name', '=', name)
		.where('secret', '=', expected)
		.executeTakeFirst()
	return changedAny(updated)
}
