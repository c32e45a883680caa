/**
 * Add sponsor tier (/admin/add-sponsor-tier) and update sponsor tier
 * (/admin/update-sponsor-tier/{tierId}), one module for both URLs: Administrator only. The single
 * Tier Title field; a new tier goes last in the public order, a renamed one keeps its place and its
 * sponsors. Success goes to /admin/sponsordata with a toast.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { SponsorTierForm } from '#app/modules/sponsors/components/sponsor-tier-form.tsx'
import {
	loadSponsorTierForEdit,
	saveSponsorTierFromForm,
} from '#app/modules/sponsors/sponsors-pages.server.ts'
import type { Route } from './+types/sponsor-tier'

export const handle = { breadcrumb: 'Sponsor tier' }

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return { tier: 'tierId' in params ? await loadSponsorTierForEdit(params.tierId) : null }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: `${loaderData?.tier ? `Update sponsor tier: ${loaderData.tier.title}` : 'Add Sponsor Tier'} | Back office`,
	},
]

/** A request that cannot reach the server keeps the form and opens the Error dialog. */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, 'tierId' in args.params ? UPDATE_FAILED : CREATE_FAILED)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const tierId = 'tierId' in params ? params.tierId : undefined
	return formResponse(await saveSponsorTierFromForm(actor, tierId, await request.formData()))
}

export default function SponsorTierPage({ loaderData: { tier }, actionData }: Route.ComponentProps) {
	return (
		<FormPage
			title={tier ? 'Update Sponsor Tier' : 'Add Sponsor Tier'}
			subtitle={
				tier ? (
					<>Its place in the order and its sponsors stay.</>
				) : (
					<>A new heading on the Partners &amp; Sponsors page, and a Package in the sponsor forms.</>
				)
			}
		>
			<SponsorTierForm
				key={tier?.id ?? 'new'}
				tierId={tier?.id}
				answer={actionDataParts(actionData)}
				defaultTitle={tier?.title}
			/>
		</FormPage>
	)
}
