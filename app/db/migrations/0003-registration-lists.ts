/**
 * The back office registration lists at scale (ADR 0024): indexes for the edition filter,
 * every sortable column and the substring searches of /admin/attendees and /admin/partnerships, and
 * a table of row counts kept by triggers, so a list's total costs the same at any size.
 *
 * - Sort indexes are `(key, id)`, `id` being the tie-breaker of every list order, and carry
 *   `edition_id` (and on PostgreSQL the raw column of a `lower(…)` key, which index-only scans
 *   need): a page, a deep page (ids read from the index alone, edition filter included) and an
 *   export batch (keyset on key and id) walk the index instead of sorting or visiting the table.
 * - Substring search (`%term%`) cannot use a B-tree. PostgreSQL gets trigram GIN indexes (pg_trgm, a
 *   trusted extension shipped with PostgreSQL); SQLite gets an FTS5 table with the trigram tokenizer
 *   per list (`<table>_search`), kept in step with its table by triggers.
 * - `registration_counts` holds the number of rows per list and edition (`edition_key` 0: enquiries
 *   without an edition); triggers on insert, delete, update of `edition_id` (and truncate on
 *   PostgreSQL) keep it exact in the same transaction as the change.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.ts'
import { logger } from '#app/lib/logger.server.ts'

type Table = 'attendees' | 'partnership_enquiries'
const TABLES: readonly Table[] = ['attendees', 'partnership_enquiries']

/** `[name, table, key, raw column of a lower() key]`. */
const SORT_INDEXES: readonly (readonly [string, Table, string, string | null])[] = [
	['attendees_name_idx', 'attendees', 'lower(full_name), id', 'full_name'],
	['attendees_company_idx', 'attendees', 'lower(company_name), id', 'company_name'],
	['attendees_designation_idx', 'attendees', 'lower(designation), id', 'designation'],
	['attendees_email_idx', 'attendees', 'email, id', null],
	['partnership_enquiries_name_idx', 'partnership_enquiries', 'lower(full_name), id', 'full_name'],
	['partnership_enquiries_company_idx', 'partnership_enquiries', 'lower(company_name), id', 'company_name'],
	['partnership_enquiries_designation_idx', 'partnership_enquiries', 'lower(designation), id', 'designation'],
	['partnership_enquiries_email_idx', 'partnership_enquiries', 'email, id', null],
	['partnership_enquiries_package_idx', 'partnership_enquiries', 'package, id', null],
]

/** Searched columns of each list: attendees by name or email, enquiries by company or reference. */
const SEARCHES: Record<Table, readonly [string, string]> = {
	attendees: ['full_name', 'email'],
	partnership_enquiries: ['company_name', 'reference'],
}

export async function up(db: Kysely<any>): Promise<void> {
	const postgres = dialectOf(db) === 'postgres'
	for (const table of TABLES) {
		await sql`create index ${sql.id(`${table}_edition_created_idx`)} on ${sql.id(table)} (edition_id, created_at, id)`.execute(
			db,
		)
	}
	for (const [name, table, key, raw] of SORT_INDEXES) {
		// SQLite has no INCLUDE: trailing key columns do the same for its (ascending, id-last) scans.
		const index = postgres
			? sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(key)}) include (${sql.raw(raw ? `${raw}, edition_id` : 'edition_id')})`
			: sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(key)}, edition_id)`
		await index.execute(db)
	}

	await db.schema
		.createTable('registration_counts')
		.addColumn('list', 'text', (c) => c.notNull())
		.addColumn('edition_key', 'integer', (c) => c.notNull())
		.addColumn('n', 'integer', (c) => c.notNull())
		.addPrimaryKeyConstraint('registration_counts_pk', ['list', 'edition_key'])
		.execute()

	if (postgres) {
		await postgresSearchIndexes(db)
		await postgresCountTriggers(db)
	} else {
		await sqliteSearchTables(db)
		await sqliteCountTriggers(db)
	}
	for (const table of TABLES) {
		await sql`insert into registration_counts (list, edition_key, n)
			select ${sql.lit(table)}, coalesce(edition_id, 0), count(*) from ${sql.id(table)} group by coalesce(edition_id, 0)`.execute(
			db,
		)
	}
}

/**
 * Trigram GIN indexes serve `ilike '%term%'` for terms of 3 characters or more. pg_trgm is trusted
 * (PostgreSQL 13+): the database owner, or any role with CREATE on the database, may install it.
 * When it is missing or may not be installed the migration still succeeds and searches scan the
 * table. Migration 0013 drops these indexes for search tables of its own (ADR 0039).
 */
async function postgresSearchIndexes(db: Kysely<any>) {
	const { rows } = await sql<{ installed: boolean; installable: boolean }>`
		select
			exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
			exists (select 1 from pg_available_extensions where name = 'pg_trgm')
				and (
					(select rolsuper from pg_roles where rolname = current_user)
					or has_database_privilege(current_database(), 'CREATE')
				) as installable
	`.execute(db)
	const state = rows[0]
	if (!state?.installed && !state?.installable) {
		logger.warn(
			'pg_trgm is not available to this database user: list searches will scan the table (ADR 0024)',
		)
		return
	}
	await sql`create extension if not exists pg_trgm`.execute(db)
	for (const table of TABLES) {
		for (const column of SEARCHES[table]) {
			await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.id(table)} using gin (${sql.id(column)} gin_trgm_ops)`.execute(
				db,
			)
		}
	}
}

/**
 * Statement-level triggers with transition tables: one update of the count row per statement and
 * edition, not one per row (a bulk delete of 1,000 rows is one update).
 */
async function postgresCountTriggers(db: Kysely<any>) {
	await sql`create function registration_counts_add() returns trigger language plpgsql as $$
		begin
			insert into registration_counts (list, edition_key, n)
				select tg_table_name, coalesce(edition_id, 0), count(*) from new_rows group by 2
				on conflict (list, edition_key) do update set n = registration_counts.n + excluded.n;
			return null;
		end $$`.execute(db)
	await sql`create function registration_counts_remove() returns trigger language plpgsql as $$
		begin
			update registration_counts c set n = c.n - o.n
				from (select coalesce(edition_id, 0) as edition_key, count(*) as n from old_rows group by 1) o
				where c.list = tg_table_name and c.edition_key = o.edition_key;
			return null;
		end $$`.execute(db)
	await sql`create function registration_counts_move() returns trigger language plpgsql as $$
		begin
			update registration_counts c set n = c.n - o.n
				from (select coalesce(edition_id, 0) as edition_key, count(*) as n from old_rows group by 1) o
				where c.list = tg_table_name and c.edition_key = o.edition_key;
			insert into registration_counts (list, edition_key, n)
				select tg_table_name, coalesce(edition_id, 0), count(*) from new_rows group by 2
				on conflict (list, edition_key) do update set n = registration_counts.n + excluded.n;
			return null;
		end $$`.execute(db)
	await sql`create function registration_counts_clear() returns trigger language plpgsql as $$
		begin
			delete from registration_counts where list = tg_table_name;
			return null;
		end $$`.execute(db)
	for (const table of TABLES) {
		const t = sql.id(table)
		await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${t}
			referencing new table as new_rows for each statement execute function registration_counts_add()`.execute(db)
		await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${t}
			referencing old table as old_rows for each statement execute function registration_counts_remove()`.execute(
			db,
		)
		await sql`create trigger ${sql.id(`${table}_count_update`)} after update on ${t}
			referencing old table as old_rows new table as new_rows for each statement execute function registration_counts_move()`.execute(
			db,
		)
		await sql`create trigger ${sql.id(`${table}_count_truncate`)} after truncate on ${t}
			for each statement execute function registration_counts_clear()`.execute(db)
	}
}

/**
 * An external-content FTS5 table per list (`<table>_search`, rowid = the row's id) with the trigram
 * tokenizer: case-insensitive (Unicode case folding), diacritics kept, as PostgreSQL's ilike. It
 * stores only the index; triggers keep it in step with inserts, updates and deletes.
 */
async function sqliteSearchTables(db: Kysely<any>) {
	for (const table of TABLES) {
		const columns = SEARCHES[table]
		const fts = sql.id(`${table}_search`)
		const cols = sql.raw(columns.join(', '))
		const newValues = sql.raw(columns.map((c) => `new.${c}`).join(', '))
		const oldValues = sql.raw(columns.map((c) => `old.${c}`).join(', '))
		await sql`create virtual table ${fts} using fts5(${cols}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(
			db,
		)
		await sql`create trigger ${sql.id(`${table}_search_ai`)} after insert on ${sql.id(table)} begin
			insert into ${fts} (rowid, ${cols}) values (new.id, ${newValues});
		end`.execute(db)
		await sql`create trigger ${sql.id(`${table}_search_ad`)} after delete on ${sql.id(table)} begin
			insert into ${fts} (${fts}, rowid, ${cols}) values ('delete', old.id, ${oldValues});
		end`.execute(db)
		await sql`create trigger ${sql.id(`${table}_search_au`)} after update of ${cols} on ${sql.id(table)} begin
			insert into ${fts} (${fts}, rowid, ${cols}) values ('delete', old.id, ${oldValues});
			insert into ${fts} (rowid, ${cols}) values (new.id, ${newValues});
		end`.execute(db)
		// Index the rows already there.
		await sql`insert into ${fts} (${fts}) values ('rebuild')`.execute(db)
	}
}

/** Row-level triggers (SQLite has no statement-level ones); each is one in-place b-tree update. */
async function sqliteCountTriggers(db: Kysely<any>) {
	for (const table of TABLES) {
		const t = sql.id(table)
		const list = sql.lit(table)
		const add = (row: 'new' | 'old') =>
			sql`insert into registration_counts (list, edition_key, n) values (${list}, coalesce(${sql.raw(row)}.edition_id, 0), 1)
				on conflict (list, edition_key) do update set n = n + 1;`
		const remove = (row: 'new' | 'old') =>
			sql`update registration_counts set n = n - 1 where list = ${list} and edition_key = coalesce(${sql.raw(row)}.edition_id, 0);`
		await sql`create trigger ${sql.id(`${table}_count_ai`)} after insert on ${t} begin ${add('new')} end`.execute(
			db,
		)
		await sql`create trigger ${sql.id(`${table}_count_ad`)} after delete on ${t} begin ${remove('old')} end`.execute(
			db,
		)
		await sql`create trigger ${sql.id(`${table}_count_au`)} after update of edition_id on ${t}
			when coalesce(old.edition_id, 0) <> coalesce(new.edition_id, 0)
			begin ${remove('old')} ${add('new')} end`.execute(db)
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	const postgres = dialectOf(db) === 'postgres'
	for (const table of TABLES) {
		if (postgres) {
			for (const event of ['insert', 'delete', 'update', 'truncate']) {
				await sql`drop trigger if exists ${sql.id(`${table}_count_${event}`)} on ${sql.id(table)}`.execute(db)
			}
			for (const column of SEARCHES[table]) {
				await sql`drop index if exists ${sql.id(`${table}_${column}_trgm_idx`)}`.execute(db)
			}
		} else {
			for (const suffix of ['search_ai', 'search_ad', 'search_au', 'count_ai', 'count_ad', 'count_au']) {
				await sql`drop trigger if exists ${sql.id(`${table}_${suffix}`)}`.execute(db)
			}
			await sql`drop table if exists ${sql.id(`${table}_search`)}`.execute(db)
		}
		await sql`drop index if exists ${sql.id(`${table}_edition_created_idx`)}`.execute(db)
	}
	if (postgres) {
		for (const fn of ['add', 'remove', 'move', 'clear']) {
			await sql`drop function if exists ${sql.id(`registration_counts_${fn}`)}()`.execute(db)
		}
	}
	await db.schema.dropTable('registration_counts').execute()
	for (const [name] of SORT_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db)
}
