/**
 * The staff API (ADR 0062, docs/api-tokens.md):
 * - `api_tokens`: the tokens an Administrator made, each stored as the SHA-256 (hex) of the token
 *   (`token_hash`, unique), with a short non-secret `prefix` shown in lists, its `scopes` (a
 *   space-separated list), who made it and when, when it was last used, and when and by whom it was
 *   revoked (null while it works).
 * - `attendees.updated_at` and `partnership_enquiries.updated_at`: when the row last changed,
 *   backfilled from `created_at`, indexed with `id` for keyset paging. Kept by triggers on both
 *   dialects, so no write can forget it: a row written without it gets the database's clock, every
 *   UPDATE that does not set it moves it, and a payment movement on a registration moves the
 *   registration's. Times are the database's clock, to the millisecond.
 * - `api_removals`: a tombstone for each registration or enquiry deleted (cancelled by its
 *   registrant, removed in the back office, erased with its edition), written by a trigger: its kind,
 *   the deleted row's id (never reused), its edition and when; no personal data.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

/** The tables whose rows the staff API lists, and their kind in `api_removals`. */
export const LISTED_TABLES = [
	['attendees', 'registration'],
	['partnership_enquiries', 'enquiry'],
] as const

/** SQLite's clock as the app writes timestamps: `2027-03-18T08:30:00.123Z`. */
const SQLITE_NOW = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)

export async function up(db: Kysely<any>): Promise<void> {
	const dialect = dialectOf(db)
	const t = columnTypes(dialect)
	await db.schema
		.createTable('api_tokens')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('token_hash', 'text', (c) => c.notNull().unique())
		.addColumn('prefix', 'text', (c) => c.notNull())
		.addColumn('scopes', 'text', (c) => c.notNull())
		.addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
		.addColumn('created_at', t.timestamp, (c) => c.notNull())
		.addColumn('last_used_at', t.timestamp)
		.addColumn('revoked_at', t.timestamp)
		.addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
		.execute()

	await db.schema
		.createTable('api_removals')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('registration', 'enquiry')`))
		.addColumn('record_id', 'integer', (c) => c.notNull())
		.addColumn('edition_id', 'integer')
		.addColumn('removed_at', t.timestamp, (c) => c.notNull())
		.execute()
	await db.schema
		.createIndex('api_removals_kind_removed_idx')
		.on('api_removals')
		.columns(['kind', 'removed_at', 'record_id'])
		.execute()

	for (const [table] of LISTED_TABLES) {
		await db.schema.alterTable(table).addColumn('updated_at', t.timestamp).execute()
		await db
			.updateTable(table)
			.set({ updated_at: sql.ref('created_at') })
			.execute()
		if (dialect === 'postgres') {
			await sql`alter table ${sql.table(table)} alter column updated_at set not null`.execute(db)
		}
		await db.schema.createIndex(`${table}_updated_idx`).on(table).columns(['updated_at', 'id']).execute()
	}

	if (dialect === 'postgres') await postgresTriggers(db)
	else await sqliteTriggers(db)
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
	await sql`create function api_touch_updated_at() returns trigger language plpgsql as $$
		begin
			if tg_op = 'INSERT' then
				if new.updated_at is null then
					new.updated_at := date_trunc('milliseconds', clock_timestamp());
				end if;
			elsif new.updated_at is not distinct from old.updated_at then
				new.updated_at := date_trunc('milliseconds', clock_timestamp());
			end if;
			return new;
		end $$`.execute(db)
	await sql`create function api_record_removal() returns trigger language plpgsql as $$
		begin
			insert into api_removals (kind, record_id, edition_id, removed_at)
			values (tg_argv[0], old.id, old.edition_id, date_trunc('milliseconds', clock_timestamp()));
			return old;
		end $$`.execute(db)
	await sql`create function api_touch_paid_registration() returns trigger language plpgsql as $$
		begin
			update attendees set updated_at = date_trunc('milliseconds', clock_timestamp())
			where id = new.attendee_id;
			return new;
		end $$`.execute(db)
	for (const [table, kind] of LISTED_TABLES) {
		await sql`create trigger ${sql.id(`${table}_touch_updated_at`)}
			before insert or update on ${sql.table(table)}
			for each row execute function api_touch_updated_at()`.execute(db)
		await sql`create trigger ${sql.id(`${table}_api_removal`)}
			after delete on ${sql.table(table)}
			for each row execute function api_record_removal(${sql.raw(`'${kind}'`)})`.execute(db)
	}
	await sql`create trigger payments_touch_registration
		after insert on payments
		for each row when (new.attendee_id is not null)
		execute function api_touch_paid_registration()`.execute(db)
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
	for (const [table, kind] of LISTED_TABLES) {
		const name = sql.table(table)
		await sql`create trigger ${sql.id(`${table}_touch_updated_at_insert`)}
			after insert on ${name} when new.updated_at is null
			begin update ${name} set updated_at = ${SQLITE_NOW} where id = new.id; end`.execute(db)
		// Recursive triggers are off (SQLite's default): the inner UPDATE does not fire this again.
		await sql`create trigger ${sql.id(`${table}_touch_updated_at_update`)}
			after update on ${name} when new.updated_at is old.updated_at
			begin update ${name} set updated_at = ${SQLITE_NOW} where id = new.id; end`.execute(db)
		await sql`create trigger ${sql.id(`${table}_api_removal`)}
			after delete on ${name}
			begin insert into api_removals (kind, record_id, edition_id, removed_at)
				values (${sql.lit(kind)}, old.id, old.edition_id, ${SQLITE_NOW}); end`.execute(db)
	}
	await sql`create trigger payments_touch_registration
		after insert on payments when new.attendee_id is not null
		begin update attendees set updated_at = ${SQLITE_NOW} where id = new.attendee_id; end`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
	const dialect = dialectOf(db)
	if (dialect === 'postgres') {
		await sql`drop trigger if exists payments_touch_registration on payments`.execute(db)
		for (const [table] of LISTED_TABLES) {
			await sql`drop trigger if exists ${sql.id(`${table}_touch_updated_at`)} on ${sql.table(table)}`.execute(
				db,
			)
			await sql`drop trigger if exists ${sql.id(`${table}_api_removal`)} on ${sql.table(table)}`.execute(db)
		}
		await sql`drop function if exists api_touch_paid_registration()`.execute(db)
		await sql`drop function if exists api_record_removal()`.execute(db)
		await sql`drop function if exists api_touch_updated_at()`.execute(db)
	} else {
		await sql`drop trigger if exists payments_touch_registration`.execute(db)
		for (const [table] of LISTED_TABLES) {
			for (const suffix of ['touch_updated_at_insert', 'touch_updated_at_update', 'api_removal'])
				await sql`drop trigger if exists ${sql.id(`${table}_${suffix}`)}`.execute(db)
		}
	}
	for (const [table] of LISTED_TABLES) {
		await db.schema.dropIndex(`${table}_updated_idx`).execute()
		await db.schema.alterTable(table).dropColumn('updated_at').execute()
	}
	await db.schema.dropTable('api_removals').execute()
	await db.schema.dropTable('api_tokens').execute()
}
