/**
 * Update sponsor tier (/admin/update-sponsor-tier/{tierId}): Administrator only. The single Tier
 * Title field; the tier keeps its place and its sponsors. Success goes to /admin/sponsordata.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { UPDATE_FAILED } from '#app/lib/network-error.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { SponsorTierForm } from '#app/modules/sponsors/components/sponsor-tier-form.tsx'
import {
	loadSponsorTierForEdit,
	renameSponsorTierFromForm,
} from '#app/modules/sponsors/sponsors-pages.server.ts'
import type { Route } from './+types/sponsor-tier-edit'

export const handle = { breadcrumb: 'Update sponsor tier' }

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return { tier: await loadSponsorTierForEdit(params.tierId) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData
			? `Update sponsor tier: ${loaderData.tier.title} | Back office`
			: 'Update sponsor tier | Back office',
	},
]

/** A request that cannot reach the server keeps the form and opens the Error dialog. */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, UPDATE_FAILED)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await renameSponsorTierFromForm(actor, params.tierId, await request.formData()))
}

export default function EditSponsorTier({ loaderData, actionData }: Route.ComponentProps) {
	const { tier } = loaderData
	return (
		<FormPage title="Update Sponsor Tier" subtitle={<>Its place in the order and its sponsors stay.</>}>
			<SponsorTierForm
				key={tier.id}
				mode="edit"
				id={`update-sponsor-tier-${tier.id}`}
				answer={actionDataParts(actionData)}
				defaultTitle={tier.title}
			/>
		</FormPage>
	)
}
