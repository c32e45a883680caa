/**
 * The add and update sponsor tier pages (/admin/add-sponsor-tier, /admin/update-sponsor-tier/{tierId}):
 * Tier Title, in an `OrderedTitlePage`.
 */
import type { OrderedTitlePageSpec } from '#app/components/admin/title-form.tsx'
import { SponsorTierSchema } from '../sponsor.schema.ts'

export const SPONSOR_TIER_PAGE: OrderedTitlePageSpec = {
	schema: SponsorTierSchema,
	label: 'Tier Title',
	hint: 'The heading its logos appear under on the Partners & Sponsors page, e.g. “Gold Sponsor”.',
	name: 'sponsor-tier',
	noun: 'tier',
	listUrl: '/admin/sponsor-tiers',
	param: 'tierId',
	breadcrumb: 'Sponsor tier',
	heading: { add: 'Add Sponsor Tier', update: 'Update Sponsor Tier' },
	subtitle: {
		add: 'A new heading on the Partners & Sponsors page, and a choice of the sponsor forms’ Package (sponsor tier) field.',
		update: 'Its place in the order and its sponsors stay.',
	},
}
