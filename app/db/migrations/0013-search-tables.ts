/**
 * Searches of the registration lists and the check-in desk within a bounded cost for any input
 * (ADR 0039): on PostgreSQL, a narrow search table per list, `<table>_search`, the counterpart of
 * SQLite's FTS5 tables of migration 0003; on SQLite, one more FTS5 trigram table, of attendees'
 * names alone (`attendee_names_search`), for the check-in desk, which searches names only: the
 * name-and-email table would read every address holding the term to find the few names that do.
 *
 * Why: pg_trgm takes only letters and digits into its trigrams, so `ilike '%com.com%'` on the raw
 * columns asks the index for the trigrams of "com" twice, which every `.com` address holds, and then
 * rechecked all 100,000 rows (over 100 ms). Here each searched column is kept twice, lower-cased
 * (`<column>`, for the exact `like`) and "folded" (`<column>_folded`: every character that is not a
 * letter or digit replaced by `ǂ`, a letter pg_trgm counts), so the trigram GIN index on the folded
 * text sees punctuation and spaces too ("m.c" becomes the trigram "mǂc") and hands back about the
 * rows that really match, as FTS5's trigrams do. The table holds only these columns, so a walk of it
 * newest first is cheap too.
 *
 * Kept in step with its list in the same transaction by triggers: a statement trigger on insert, a
 * row trigger on update of a searched column, and deletes by the foreign key's cascade. The old
 * trigram indexes on the raw columns (migration 0003) are dropped: nothing reads them any more.
 * Without pg_trgm (see migration 0003) the tables are made without their index and searches scan
 * them.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.ts'

type Table = 'attendees' | 'partnership_enquiries'

/** The searched columns of each list, as in migration 0003. */
const SEARCHES: Record<Table, readonly string[]> = {
	attendees: ['full_name', 'email'],
	partnership_enquiries: ['company_name', 'reference'],
}

/** The attendees' names in an FTS5 trigram table kept in step by triggers, as migration 0003 does. */
async function sqliteNameSearch(db: Kysely<any>) {
	const fts = sql.id('attendee_names_search')
	await sql`create virtual table ${fts} using fts5(full_name, content='attendees', content_rowid='id', tokenize='trigram')`.execute(
		db,
	)
	await sql`create trigger attendee_names_search_ai after insert on attendees begin
		insert into ${fts} (rowid, full_name) values (new.id, new.full_name);
	end`.execute(db)
	await sql`create trigger attendee_names_search_ad after delete on attendees begin
		insert into ${fts} (${fts}, rowid, full_name) values ('delete', old.id, old.full_name);
	end`.execute(db)
	await sql`create trigger attendee_names_search_au after update of full_name on attendees begin
		insert into ${fts} (${fts}, rowid, full_name) values ('delete', old.id, old.full_name);
		insert into ${fts} (rowid, full_name) values (new.id, new.full_name);
	end`.execute(db)
	await sql`insert into ${fts} (${fts}) values ('rebuild')`.execute(db)
}

export async function up(db: Kysely<any>): Promise<void> {
	if (dialectOf(db) !== 'postgres') return sqliteNameSearch(db)
	// Immutable: the same text always folds alike, so stored and searched text agree.
	await sql`create function search_fold(text) returns text language sql immutable strict parallel safe
		as $$ select regexp_replace($1, '[^[:alnum:]]', 'ǂ', 'g') $$`.execute(db)
	const { rows } = await sql<{ installed: boolean }>`
		select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`.execute(db)
	const trigrams = rows[0]?.installed === true

	for (const [table, columns] of Object.entries(SEARCHES) as [Table, readonly string[]][]) {
		const search = sql.id(`${table}_search`)
		const names = columns.flatMap((c) => [c, `${c}_folded`])
		await db.schema
			.createTable(`${table}_search`)
			.addColumn('id', 'integer', (c) => c.primaryKey().references(`${table}.id`).onDelete('cascade'))
			.$call((builder) => {
				let b = builder
				for (const name of names) b = b.addColumn(name, 'text', (c) => c.notNull())
				return b
			})
			.execute()
		const list = sql.raw(names.join(', '))
		const values = (row: string) =>
			sql.raw(columns.flatMap((c) => [`lower(${row}.${c})`, `search_fold(lower(${row}.${c}))`]).join(', '))
		await sql`insert into ${search} (id, ${list}) select t.id, ${values('t')} from ${sql.id(table)} t`.execute(
			db,
		)
		await sql`create function ${sql.id(`${table}_search_insert`)}() returns trigger language plpgsql as $$
			begin
				insert into ${search} (id, ${list}) select n.id, ${values('n')} from new_rows n;
				return null;
			end $$`.execute(db)
		const assignments = sql.raw(
			columns.map((c) => `${c} = lower(new.${c}), ${c}_folded = search_fold(lower(new.${c}))`).join(', '),
		)
		await sql`create function ${sql.id(`${table}_search_update`)}() returns trigger language plpgsql as $$
			begin
				update ${search} set ${assignments} where id = new.id;
				return null;
			end $$`.execute(db)
		await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${sql.id(table)}
			referencing new table as new_rows for each statement execute function ${sql.id(`${table}_search_insert`)}()`.execute(
			db,
		)
		await sql`create trigger ${sql.id(`${table}_search_update`)} after update of ${sql.raw(columns.join(', '))} on ${sql.id(table)}
			for each row execute function ${sql.id(`${table}_search_update`)}()`.execute(db)
		if (trigrams) {
			for (const column of columns) {
				await sql`create index ${sql.id(`${table}_search_${column}_idx`)} on ${search} using gin (${sql.id(`${column}_folded`)} gin_trgm_ops)`.execute(
					db,
				)
				await sql`drop index if exists ${sql.id(`${table}_${column}_trgm_idx`)}`.execute(db)
			}
		}
		await sql`analyze ${search}`.execute(db)
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	if (dialectOf(db) !== 'postgres') {
		for (const suffix of ['ai', 'ad', 'au']) {
			await sql`drop trigger if exists ${sql.id(`attendee_names_search_${suffix}`)}`.execute(db)
		}
		await sql`drop table if exists attendee_names_search`.execute(db)
		return
	}
	const { rows } = await sql<{ installed: boolean }>`
		select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`.execute(db)
	for (const [table, columns] of Object.entries(SEARCHES) as [Table, readonly string[]][]) {
		await sql`drop trigger if exists ${sql.id(`${table}_search_insert`)} on ${sql.id(table)}`.execute(db)
		await sql`drop trigger if exists ${sql.id(`${table}_search_update`)} on ${sql.id(table)}`.execute(db)
		await sql`drop function if exists ${sql.id(`${table}_search_insert`)}()`.execute(db)
		await sql`drop function if exists ${sql.id(`${table}_search_update`)}()`.execute(db)
		await db.schema.dropTable(`${table}_search`).ifExists().execute()
		if (rows[0]?.installed) {
			for (const column of columns) {
				await sql`create index if not exists ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.id(table)} using gin (${sql.id(column)} gin_trgm_ops)`.execute(
					db,
				)
			}
		}
	}
	await sql`drop function if exists search_fold(text)`.execute(db)
}
