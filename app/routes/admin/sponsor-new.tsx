/**
 * Add Sponsor/Partner (/admin/addpartner): Administrator only. Package (sponsor tier) and Logo are
 * required ("All fields are required, including the image!"); name and website are optional. The
 * logo is streamed with size limits, verified and stored as WebP (ADR 0015); success shows
 * "Success" and goes to the dashboard.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED } from '#app/lib/network-error.ts'
import { uploadClientAction } from '#app/lib/uploads/upload-client.ts'
import { SponsorForm } from '#app/modules/sponsors/components/sponsor-form.tsx'
import { addSponsorFromForm, loadSponsorTiers } from '#app/modules/sponsors/sponsors-pages.server.ts'
import type { Route } from './+types/sponsor-new'

export const handle = { breadcrumb: 'Add Sponsor/Partner' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Sponsor/Partner | Back office' }]

export async function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return { tiers: await loadSponsorTiers() }
}

/** Uploads with a progress bar; a request that cannot reach the server keeps the form. */
export const clientAction = uploadClientAction(CREATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await addSponsorFromForm(actor, request))
}

export default function AddSponsor({ loaderData: { tiers }, actionData }: Route.ComponentProps) {
	return (
		<FormPage
			title="Add Sponsor/Partner"
			subtitle={<>The logo appears on the Partners & Sponsors page at once, under its package.</>}
		>
			<SponsorForm mode="new" tiers={tiers} answer={actionDataParts(actionData)} />
		</FormPage>
	)
}
