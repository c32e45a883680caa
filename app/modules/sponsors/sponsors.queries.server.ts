/**
 * Reads of sponsors and partners for the public site (/sponsors).
 */
import type { Handle } from '#app/db/handle.ts'

export interface PublicSponsor {
	id: number
	name: string | null
	logo_key: string
	website: string | null
	tier: string
}

export interface SponsorTierGroup {
	tier: string
	sponsors: PublicSponsor[]
}

/** Sponsors grouped by tier, tiers in their set order, sponsors in theirs; empty tiers left out. */
export async function listSponsorsByTier(db: Handle): Promise<SponsorTierGroup[]> {
	const rows = await db
		.selectFrom('sponsors')
		.innerJoin('sponsor_tiers', 'sponsor_tiers.id', 'sponsors.tier_id')
		.select([
			'sponsors.id',
			'sponsors.name',
			'sponsors.logo_key',
			'sponsors.website',
			'sponsor_tiers.title as tier',
		])
		.orderBy('sponsor_tiers.sort_order')
		.orderBy('sponsor_tiers.id')
		.orderBy('sponsors.sort_order')
		.orderBy('sponsors.id')
		.execute()
	const groups: SponsorTierGroup[] = []
	for (const row of rows) {
		const last = groups.at(-1)
		if (last?.tier === row.tier) last.sponsors.push(row)
		else groups.push({ tier: row.tier, sponsors: [row] })
	}
	return groups
}
