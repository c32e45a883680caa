/**
 * Update sponsor/partner (/admin/update-sponsor/{sponsorId}): Administrator only. The add form's
 * fields, prefilled; the logo is optional and, when given, replaces the old one (the old files are
 * removed only after the update commits). A sponsor moved to another package goes last under it.
 * Success goes to /admin/sponsordata.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { UPDATE_FAILED } from '#app/lib/network-error.ts'
import { uploadClientAction } from '#app/lib/uploads/upload-client.ts'
import { SponsorForm } from '#app/modules/sponsors/components/sponsor-form.tsx'
import { loadSponsorEditPage, updateSponsorFromForm } from '#app/modules/sponsors/sponsors-pages.server.ts'
import type { Route } from './+types/sponsor-edit'

export const handle = { breadcrumb: 'Update Sponsor/Partner' }

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadSponsorEditPage(params.sponsorId)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData
			? `Update Sponsor/Partner: ${loaderData.sponsor.name} | Back office`
			: 'Update Sponsor/Partner | Back office',
	},
]

/** Uploads with a progress bar; a request that cannot reach the server keeps the form. */
export const clientAction = uploadClientAction(UPDATE_FAILED)

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await updateSponsorFromForm(actor, params.sponsorId, request))
}

export default function UpdateSponsor({ loaderData, actionData }: Route.ComponentProps) {
	const { sponsor, defaults, tiers } = loaderData
	return (
		<FormPage title="Update Sponsor/Partner" subtitle={sponsor.name}>
			<SponsorForm
				key={sponsor.id}
				mode="edit"
				tiers={tiers}
				answer={actionDataParts(actionData)}
				defaultValue={defaults}
				currentLogo={{ key: sponsor.logoKey, alt: `Current logo of ${sponsor.name}` }}
			/>
		</FormPage>
	)
}
