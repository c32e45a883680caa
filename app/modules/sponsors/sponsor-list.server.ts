/**
 * The sponsors/partners list screen (/admin/sponsordata) for its route: one page of sponsors with
 * the search by tier title or name and sortable columns (five a page; 5, 10, 15 or All; newest first
 * until a column is chosen), the tiers in their public order with their numbers of sponsors, deleting
 * a sponsor (its logo files go after the deletion commits), and moving a tier up or down or deleting
 * an empty one, each with a toast; and the sponsor tiers screen (/admin/sponsor-tiers), the tiers
 * alone with the same moves and deletes.
 */
import type { AuthUser } from '#app/lib/auth/auth.server.ts'
import { data } from 'react-router'
import { db } from '#app/db/db.server.ts'
import {
	formDirection,
	formRecordId,
	type ListIntents,
	listRoute,
	loadListPage,
} from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { plural } from '#app/lib/format.ts'
import { logger } from '#app/lib/logger.server.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { removeSponsor, removeSponsorTier, reorderSponsorTier } from './sponsor-admin.server.ts'
import { SPONSOR_SORTS, SPONSORS_FETCH_FAILED } from './sponsor.schema.ts'
import {
	countAdminSponsors,
	listAdminSponsors,
	listSponsorTiersWithCounts,
} from './sponsors-admin.queries.server.ts'

export type { AdminSponsorRow, SponsorTierWithCount } from './sponsors-admin.queries.server.ts'

const SPONSOR_LIST = contentListOptions({
	sortable: SPONSOR_SORTS,
	defaultSort: { sort: 'date', dir: 'desc' },
})

/**
 * The sponsors list route's `loader` and `action` (see `listRoute`). The loader data is a `ListPage`
 * of `AdminSponsorRow`s with `tiers` in their public order; it throws a 500 response with
 * `SPONSORS_FETCH_FAILED` when the database cannot be read. The action's `delete-sponsor` deletes the
 * posted sponsor and its logo; `move-tier` moves the posted tier one place `up` or `down` on
 * /sponsors; `delete-tier` deletes a tier without sponsors (refused with a toast while it has some).
 * Each comes back with a toast.
 */
export const sponsorList = listRoute({
	load: async (request) => {
		const [list, tiers] = await Promise.all([
			loadListPage(
				new URL(request.url),
				SPONSOR_LIST,
				{ count: ({ q }) => countAdminSponsors(db, q), page: (query) => listAdminSponsors(db, query) },
				{ failureMessage: SPONSORS_FETCH_FAILED },
			),
			loadTiers(),
		])
		return { ...list, tiers }
	},
	intents: (actor) => ({
		'delete-sponsor': async (form) => {
			const id = formRecordId(form, 'Unknown record.')
			const deleted = await removeSponsor(db, fileStore, actor, id, new Date())
			return deleted
				? { type: 'success', title: 'Sponsor deleted', description: `Deleted ${deleted.label}.` }
				: { type: 'error', title: 'Sponsor not deleted', description: 'It no longer exists.' }
		},
		...tierIntents(actor),
	}),
})

/**
 * The sponsor tiers screen's `loader` and `action` (/admin/sponsor-tiers, the back office menu's
 * "Sponsor tiers"; see `listRoute`): the loader data is `{ tiers }`, every tier in its public order
 * with its number of sponsors (a 500 response with `SPONSORS_FETCH_FAILED` when they cannot be
 * read); the action's `move-tier` and `delete-tier` are the sponsors list's, each with a toast.
 */
export const sponsorTierList = listRoute({
	load: async () => ({ tiers: await loadTiers() }),
	intents: tierIntents,
})

/** Every sponsor tier with its number of sponsors; a 500 response when they cannot be read. */
function loadTiers() {
	return listSponsorTiersWithCounts(db).catch((error: unknown) => {
		logger.error({ err: error }, 'Sponsor tiers could not be read')
		throw data(SPONSORS_FETCH_FAILED, { status: 500 })
	})
}

/** Moving a tier up or down and deleting an empty one, by `actor`, each answered with a toast. */
function tierIntents(actor: AuthUser): ListIntents {
	return {
		'delete-tier': async (form) => {
			const id = formRecordId(form, 'Unknown record.')
			const result = await removeSponsorTier(db, actor, id, new Date())
			if (!result) return { type: 'error', title: 'Tier not deleted', description: 'It no longer exists.' }
			if ('members' in result) {
				return {
					type: 'error',
					title: 'Tier not deleted',
					description: `It still has ${plural(result.members, 'sponsor')}: move or delete them first.`,
				}
			}
			return { type: 'success', title: 'Tier deleted', description: `Deleted ${result.title}.` }
		},
		'move-tier': async (form) => {
			const id = formRecordId(form, 'Unknown record.')
			const order = await reorderSponsorTier(db, actor, id, formDirection(form), new Date())
			return order
				? { type: 'success', title: 'Tier order saved', description: order.join(', ') }
				: { type: 'error', title: 'Tier order not changed', description: 'That tier no longer exists.' }
		},
	}
}
