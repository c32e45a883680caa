/**
 * Partnership packages end cached pages when they change. The partnership enquiry form
 * (`/add-sponsorship`) lists the active packages, and it is a cached public page (ADR 0050), but
 * the packages table came after the content version's triggers (migration 0004) and had none: a
 * package added, renamed or hidden in the back office stayed out of the cached form until something
 * else changed. The same triggers as every other table the public pages show.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.ts'

const BUMP = sql`insert into content_version (id, version) values (1, 1)
	on conflict (id) do update set version = content_version.version + 1`

export async function up(db: Kysely<any>): Promise<void> {
	if (dialectOf(db) === 'postgres') {
		// The bump function migration 0004 created; one bump per statement.
		await sql`create trigger partnership_packages_content_version
			after insert or update or delete or truncate on partnership_packages
			for each statement execute function content_version_bump()`.execute(db)
		return
	}
	for (const event of ['insert', 'update', 'delete'] as const) {
		await sql`create trigger ${sql.id(`partnership_packages_content_version_${event}`)}
			after ${sql.raw(event)} on partnership_packages
			begin ${BUMP}; end`.execute(db)
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	if (dialectOf(db) === 'postgres') {
		await sql`drop trigger if exists partnership_packages_content_version on partnership_packages`.execute(db)
		return
	}
	for (const event of ['insert', 'update', 'delete']) {
		await sql`drop trigger if exists ${sql.id(`partnership_packages_content_version_${event}`)}`.execute(db)
	}
}
