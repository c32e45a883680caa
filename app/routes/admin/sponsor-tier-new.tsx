/**
 * Add sponsor tier (/admin/add-sponsor-tier): Administrator only. One field, Tier Title; the tier goes
 * last in the public order. Success goes to the sponsors list with a toast.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED } from '#app/lib/network-error.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { SponsorTierForm } from '#app/modules/sponsors/components/sponsor-tier-form.tsx'
import { addSponsorTierFromForm } from '#app/modules/sponsors/sponsors-pages.server.ts'
import type { Route } from './+types/sponsor-tier-new'

export const handle = { breadcrumb: 'Add sponsor tier' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Sponsor Tier | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return null
}

/** A request that cannot reach the server keeps the form and opens the Error dialog. */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, CREATE_FAILED)
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await addSponsorTierFromForm(actor, await request.formData()))
}

export default function AddSponsorTier({ actionData }: Route.ComponentProps) {
	return (
		<FormPage
			title="Add Sponsor Tier"
			subtitle={<>A new heading on the Partners &amp; Sponsors page, and a Package in the sponsor forms.</>}
		>
			<SponsorTierForm mode="new" id="add-sponsor-tier" answer={actionDataParts(actionData)} />
		</FormPage>
	)
}
