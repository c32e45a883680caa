/**
 * Reads of sponsors and partners for the public site (/sponsors).
 */
import type { Handle } from '#app/db/handle.ts'
import { localized } from '#app/lib/i18n/localized.ts'

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

/**
 * Sponsors grouped by tier, tiers in their set order, sponsors in theirs; empty tiers left out. A
 * tier's title is in the page's language (`localized`, ADR 0059).
 */
export async function listSponsorsByTier(db: Handle): Promise<SponsorTierGroup[]> {
	const groups: Array<SponsorTierGroup & { tierId: number }> = []
	for (const { tier, ...row } of await listSponsorsWithTiers(db)) {
		const sponsor = { ...row, tier: tier.title }
		const last = groups.at(-1)
		if (last?.tierId === tier.id) last.sponsors.push(sponsor)
		else groups.push({ tierId: tier.id, tier: tier.title, sponsors: [sponsor] })
	}
	return groups.map(({ tierId: _tierId, ...group }) => group)
}

/** A sponsor with its tier, as the API for programs gives it (docs/api.md). */
export interface SponsorWithTier {
	id: number
	name: string | null
	logo_key: string
	website: string | null
	tier: { id: number; title: string; order: number }
}

/**
 * Every sponsor with its tier, in the order of the public page: tiers by their order (`order`, lower
 * first), sponsors by theirs within a tier. A tier's title is in the language being rendered
 * (`localized`, ADR 0059).
 */
export async function listSponsorsWithTiers(db: Handle): Promise<SponsorWithTier[]> {
	const rows = await db
		.selectFrom('sponsors')
		.innerJoin('sponsor_tiers', 'sponsor_tiers.id', 'sponsors.tier_id')
		.select([
			'sponsors.id',
			'sponsors.name',
			'sponsors.logo_key',
			'sponsors.website',
			'sponsor_tiers.id as tier_id',
			'sponsor_tiers.title as tier_title',
			'sponsor_tiers.title_fr as tier_title_fr',
			'sponsor_tiers.sort_order as tier_order',
		])
		.orderBy('sponsor_tiers.sort_order')
		.orderBy('sponsor_tiers.id')
		.orderBy('sponsors.sort_order')
		.orderBy('sponsors.id')
		.execute()
	return rows.map(({ tier_id, tier_title, tier_title_fr, tier_order, ...sponsor }) => ({
		...sponsor,
		tier: { id: tier_id, title: localized(tier_title, tier_title_fr), order: tier_order },
	}))
}
