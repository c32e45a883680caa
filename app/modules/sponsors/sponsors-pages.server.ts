/**
 * What the sponsor pages need, on the app's own database and file store (docs/architecture.md,
 * "Routes are thin"): the public Partners & Sponsors page, and the back office's add and update
 * forms with their messages ("Failed to fetch data", "Server Error" in the Error dialog, the toast).
 */
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { formReply } from '#app/lib/form-outcome.server.ts'
import { notFound, readOr500, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { submitUploadForm } from '#app/lib/uploads/upload-submission.server.ts'
import { orderedTitleRoute } from '#app/modules/ordered-lists/ordered-list-pages.server.ts'
import { addSponsor, editSponsor, saveSponsorTier } from './sponsor-admin.server.ts'
import {
	EditSponsorSchema,
	SPONSOR_REQUIRED_FIELDS,
	SPONSORS_FETCH_FAILED,
	SponsorSchema,
	sponsorRequiredFields,
	SponsorTierSchema,
	TIER_TITLE_TAKEN,
} from './sponsor.schema.ts'
import { findSponsorForEdit, findSponsorTier, listSponsorTiers } from './sponsors-admin.queries.server.ts'
import { listSponsorsByTier } from './sponsors.queries.server.ts'

/** The public Partners & Sponsors page's sponsors, under their tiers in the tiers' order. */
export function loadSponsorGroups() {
	return listSponsorsByTier(db)
}

/** The sponsor tiers the add-sponsor form offers (its Package field). Throws 500 "Failed to fetch data". */
export function loadSponsorTiers() {
	return readOr500(() => listSponsorTiers(db), {
		message: SPONSORS_FETCH_FAILED,
		log: 'Sponsor tiers failed to load',
	})
}

const MISSING = 'There is no sponsor with that id. It may have been deleted.'

/**
 * The update sponsor form's sponsor (its current logo and how it is named), its values and the
 * tiers to choose from. Throws 404 for an id that is not a sponsor's, 500 "Failed to fetch data".
 */
export async function loadSponsorEditPage(idParam: string | undefined) {
	const sponsor = await recordOr404(idParam, (id) => findSponsorForEdit(db, id), {
		missing: MISSING,
		failure: { message: SPONSORS_FETCH_FAILED, log: 'Sponsor failed to load' },
	})
	return {
		sponsor: { id: sponsor.id, name: sponsor.name ?? `${sponsor.tier} logo`, logoKey: sponsor.logoKey },
		defaults: { tierId: String(sponsor.tierId), name: sponsor.name ?? '', website: sponsor.website ?? '' },
		tiers: await loadSponsorTiers(),
	}
}

/**
 * Saves the sponsor form by `actor`: adds a sponsor with its logo when `idParam` is undefined, else
 * updates the sponsor it names (404 when there is none, or it is gone meanwhile), its logo replaced
 * only if one was sent. Answers the form's messages (413 or 400 for the upload, 400 with the "All
 * fields are required" dialog or a vanished tier, 500 "Server Error") or a redirect with a toast: to
 * the sponsors list after either ("Success" after adding; ADR 0055).
 */
export function saveSponsorFromForm(actor: Actor, idParam: string | undefined, request: Request) {
	const id = idParam === undefined ? null : recordIdOr404(idParam, MISSING)
	if (id === null) {
		return submitUploadForm(
			request,
			SponsorSchema,
			{ imageField: 'logo', required: SPONSOR_REQUIRED_FIELDS },
			{
				failure: 'Add sponsor failed',
				save: (value) => addSponsor(db, fileStore, actor, value, new Date()),
				answer: (result, reply) => {
					if (!result.ok) return formReply(400, reply({ fieldErrors: { [result.field]: [result.message] } }))
					const description = result.name
						? `${result.name} was added under ${result.tier}.`
						: `The logo was added under ${result.tier}.`
					return {
						redirectTo: '/admin/sponsordata',
						toast: { type: 'success', title: 'Success', description },
					}
				},
			},
		)
	}
	const fields = { imageField: 'logo', required: sponsorRequiredFields('edit') }
	return submitUploadForm(request, EditSponsorSchema, fields, {
		failure: 'Update sponsor failed',
		save: (value) => editSponsor(db, fileStore, actor, id, value, new Date()),
		answer: (result, reply) => {
			if (!result.ok) {
				if (result.field === null) notFound(MISSING)
				return formReply(400, reply({ fieldErrors: { [result.field]: [result.message] } }))
			}
			const description = `Saved ${result.label}${result.logoReplaced ? ' with the new logo' : ''}.`
			return {
				redirectTo: '/admin/sponsordata',
				toast: { type: 'success', title: 'Sponsor updated', description },
			}
		},
	})
}

const MISSING_TIER = 'There is no sponsor tier with that id. It may have been deleted.'

/**
 * The add and update sponsor tier pages' `loader` and `action` (/admin/add-sponsor-tier,
 * /admin/update-sponsor-tier/{tierId}; `orderedTitleRoute`): the tier for its update page (404 for
 * no tier, 500 "Failed to fetch data"), and the save: a new tier goes last on /sponsors, a renamed one
 * keeps its place and its sponsors; a title another tier has, in any case, is refused under the
 * field. Success goes to the sponsor tiers screen (/admin/sponsor-tiers) with a toast.
 */
export const sponsorTierForm = orderedTitleRoute({
	schema: SponsorTierSchema,
	param: 'tierId',
	find: (id) => findSponsorTier(db, id),
	missing: MISSING_TIER,
	failure: { message: SPONSORS_FETCH_FAILED, log: 'Sponsor tier failed to load' },
	titleTaken: TIER_TITLE_TAKEN,
	listUrl: '/admin/sponsor-tiers',
	noun: 'Sponsor tier',
	save: (actor, id, { title, titleFr }, now) => saveSponsorTier(db, actor, id, title, now, titleFr ?? null),
})
