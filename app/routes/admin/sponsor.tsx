/**
 * Add Sponsor/Partner (/admin/addpartner) and Update Sponsor/Partner
 * (/admin/update-sponsor/{sponsorId}), one module for both URLs: Administrator only. Package (sponsor
 * tier) is required, name and website optional; the logo is required when adding ("All fields are
 * required, including the image!") and, when updating, replaces the old one only if given (the old
 * files are removed after the update commits; a sponsor moved to another tier goes last under
 * it). The logo is streamed with size limits, verified and stored as WebP. Adding ("Success")
 * and updating go to /admin/sponsordata (ADR 0055).
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { SponsorForm } from '#app/modules/sponsors/components/sponsor-form.tsx'
import {
	loadSponsorEditPage,
	loadSponsorTiers,
	saveSponsorFromForm,
} from '#app/modules/sponsors/sponsors-pages.server.ts'
import type { Route } from './+types/sponsor'

export const handle = { breadcrumb: 'Sponsor/Partner' }

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	if ('sponsorId' in params) return loadSponsorEditPage(params.sponsorId)
	return { sponsor: null, defaults: undefined, tiers: await loadSponsorTiers() }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData?.sponsor
			? `Update Sponsor/Partner: ${loaderData.sponsor.name} | Back office`
			: 'Add Sponsor/Partner | Back office',
	},
]

/** Uploads with a progress bar; a request that cannot reach the server keeps the form. */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, 'sponsorId' in args.params ? UPDATE_FAILED : CREATE_FAILED)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const sponsorId = 'sponsorId' in params ? params.sponsorId : undefined
	return formResponse(await saveSponsorFromForm(actor, sponsorId, request))
}

export default function SponsorPage({ loaderData, actionData }: Route.ComponentProps) {
	const { sponsor, defaults, tiers } = loaderData
	const answer = actionDataParts(actionData)
	if (!sponsor) {
		return (
			<FormPage
				title="Add Sponsor/Partner"
				subtitle={<>The logo appears on the Partners & Sponsors page at once, under its sponsor tier.</>}
			>
				<SponsorForm mode="new" tiers={tiers} answer={answer} />
			</FormPage>
		)
	}
	return (
		<FormPage title="Update Sponsor/Partner" subtitle={sponsor.name}>
			<SponsorForm
				key={sponsor.id}
				mode="edit"
				tiers={tiers}
				answer={answer}
				defaultValue={defaults}
				currentLogo={{ key: sponsor.logoKey, alt: `Current logo of ${sponsor.name}` }}
			/>
		</FormPage>
	)
}
