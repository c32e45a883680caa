/**
 * Back office reads and writes of sponsors and their tiers (/admin/addpartner,
 * /admin/update-sponsor/{sponsorId}, /admin/sponsordata). The public reads are in
 * `sponsors.queries.server.ts`.
 */
import { countRows, onePage, type PageQuery } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import { findTitled, listInDisplayOrder, placeAfter, type TitledPlace } from '#app/db/display-order.ts'
import type { SponsorSort } from './sponsor.schema.ts'

/** A sponsor tier: id, title and its place in the public order. */
export type SponsorTier = TitledPlace

/** Every tier in its public order (the order of headings on /sponsors). */
export function listSponsorTiers(db: Handle): Promise<SponsorTier[]> {
	return listInDisplayOrder(db, 'sponsor_tiers')
}

/** One tier, or undefined. */
export function findSponsorTier(db: Handle, id: number): Promise<SponsorTier | undefined> {
	return findTitled(db, 'sponsor_tiers', id)
}

/** The number of sponsors under tier `tierId` (a tier with sponsors cannot be deleted). */
export function countSponsorsInTier(db: Handle, tierId: number): Promise<number> {
	return countRows(db.selectFrom('sponsors').where('tier_id', '=', tierId))
}

/** A tier as the back office's tier panel shows it: with its number of sponsors. */
export interface SponsorTierWithCount extends SponsorTier {
	sponsorCount: number
}

/** Every tier in its public order with its number of sponsors (a tier with sponsors cannot be deleted). */
export async function listSponsorTiersWithCounts(db: Handle): Promise<SponsorTierWithCount[]> {
	const rows = await db
		.selectFrom('sponsor_tiers')
		.select((eb) => [
			'sponsor_tiers.id',
			'sponsor_tiers.title',
			'sponsor_tiers.title_fr',
			'sponsor_tiers.sort_order as sortOrder',
			eb
				.selectFrom('sponsors')
				.select((sb) => sb.fn.countAll<number>().as('n'))
				.whereRef('sponsors.tier_id', '=', 'sponsor_tiers.id')
				.as('sponsorCount'),
		])
		.orderBy('sponsor_tiers.sort_order')
		.orderBy('sponsor_tiers.id')
		.execute()
	return rows.map((r) => ({ ...r, sponsorCount: Number(r.sponsorCount ?? 0) }))
}

export interface AdminSponsorRow {
	id: number
	tier: string
	name: string | null
	logoKey: string
	website: string | null
	createdAt: string
}

const sortColumns = {
	title: 'sponsor_tiers.title',
	name: 'sponsors.name',
	date: 'sponsors.created_at',
} as const

/** A page of the list; `q` is a case-insensitive substring of the tier title or the name. */
export type SponsorListQuery = PageQuery<SponsorSort>

function searchSponsors(db: Handle, q: string) {
	const dialect = dialectOf(db)
	const base = db.selectFrom('sponsors').innerJoin('sponsor_tiers', 'sponsor_tiers.id', 'sponsors.tier_id')
	return q
		? base.where((eb) =>
				eb.or([
					containsInsensitive(eb, dialect, eb.ref('sponsor_tiers.title'), q),
					containsInsensitive(eb, dialect, eb.ref('sponsors.name'), q),
				]),
			)
		: base
}

/** Sponsors matching `q`, one page. */
export async function listAdminSponsors(db: Handle, query: SponsorListQuery): Promise<AdminSponsorRow[]> {
	return searchSponsors(db, query.q)
		.select([
			'sponsors.id',
			'sponsor_tiers.title as tier',
			'sponsors.name',
			'sponsors.logo_key as logoKey',
			'sponsors.website',
			'sponsors.created_at as createdAt',
		])
		.orderBy(sortColumns[query.sort], query.dir)
		.orderBy('sponsors.id', query.dir)
		.$call(onePage(query))
		.execute()
}

/** Number of sponsors matching `q`. */
export async function countAdminSponsors(db: Handle, q: string): Promise<number> {
	return countRows(searchSponsors(db, q))
}

/** The place after the last sponsor of tier `tierId` (0 in an empty tier). */
async function nextPlaceInTier(db: Handle, tierId: number): Promise<number> {
	const last = await db
		.selectFrom('sponsors')
		.select((eb) => eb.fn.max('sort_order').as('n'))
		.where('tier_id', '=', tierId)
		.executeTakeFirst()
	return placeAfter(last?.n)
}

/** Inserts a sponsor last in its tier; returns its id. */
export async function insertSponsor(
	db: Handle,
	sponsor: { tierId: number; name: string | null; logoKey: string; website: string | null },
	now: Date,
): Promise<number> {
	const row = await db
		.insertInto('sponsors')
		.values({
			tier_id: sponsor.tierId,
			name: sponsor.name,
			logo_key: sponsor.logoKey,
			website: sponsor.website,
			sort_order: await nextPlaceInTier(db, sponsor.tierId),
			created_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** What the update sponsor form shows of one sponsor. */
export interface SponsorForEdit {
	id: number
	tierId: number
	tier: string
	name: string | null
	website: string | null
	logoKey: string
}

/** One sponsor with its tier's title, for the update form; undefined when there is none. */
export async function findSponsorForEdit(db: Handle, id: number): Promise<SponsorForEdit | undefined> {
	return db
		.selectFrom('sponsors')
		.innerJoin('sponsor_tiers', 'sponsor_tiers.id', 'sponsors.tier_id')
		.select([
			'sponsors.id',
			'sponsors.tier_id as tierId',
			'sponsor_tiers.title as tier',
			'sponsors.name',
			'sponsors.website',
			'sponsors.logo_key as logoKey',
		])
		.where('sponsors.id', '=', id)
		.executeTakeFirst()
}

/**
 * Updates a sponsor's tier, name and website, and its logo when `logoKey` is given. A sponsor moved
 * to another tier goes last in it. Returns the logo it had before, or undefined when there is no
 * such sponsor.
 */
export async function updateSponsor(
	db: Handle,
	id: number,
	sponsor: { tierId: number; name: string | null; website: string | null; logoKey?: string },
): Promise<{ previousLogoKey: string } | undefined> {
	const before = await db
		.selectFrom('sponsors')
		.select(['logo_key as logoKey', 'tier_id as tierId'])
		.where('id', '=', id)
		.executeTakeFirst()
	if (!before) return undefined
	await db
		.updateTable('sponsors')
		.set({
			tier_id: sponsor.tierId,
			name: sponsor.name,
			website: sponsor.website,
			...(sponsor.logoKey ? { logo_key: sponsor.logoKey } : null),
			...(before.tierId === sponsor.tierId
				? null
				: { sort_order: await nextPlaceInTier(db, sponsor.tierId) }),
		})
		.where('id', '=', id)
		.execute()
	return { previousLogoKey: before.logoKey }
}

/** Deletes a sponsor; returns what its activity row and file clean-up need, or undefined. */
export async function deleteSponsor(
	db: Handle,
	id: number,
): Promise<{ name: string | null; logoKey: string; tierId: number } | undefined> {
	return db
		.deleteFrom('sponsors')
		.where('id', '=', id)
		.returning(['name', 'logo_key as logoKey', 'tier_id as tierId'])
		.executeTakeFirst()
}
