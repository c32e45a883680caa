/**
 * Past-edition hero video (/admin/hero-video): Administrator only. The video the home page plays
 * when no edition is ahead (muted, looping, with the hero picture behind it and instead of it when
 * it cannot play). An upload is checked and re-encoded by ffmpeg before it is stored;
 * Remove goes back to the picture. Success stays here with a toast.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { UPDATE_FAILED } from '#app/lib/network-error.ts'
import { uploadClientAction } from '#app/lib/uploads/upload-client.ts'
import {
	CurrentHeroVideo,
	HeroVideoForm,
	VideoUnavailable,
} from '#app/modules/settings/components/hero-video-form.tsx'
import { heroVideoAction, loadHeroVideoPage } from '#app/modules/settings/settings-pages.server.ts'
import type { Route } from './+types/hero-video'

export const handle = { breadcrumb: 'Hero video' }

export const meta: Route.MetaFunction = () => [{ title: 'Hero video | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return loadHeroVideoPage()
}

/** Uploads with progress; a request that cannot reach the server keeps the form and says so. */
export const clientAction = uploadClientAction(UPDATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await heroVideoAction(actor, request))
}

export default function HeroVideo({ loaderData, actionData }: Route.ComponentProps) {
	const { videoKey, imageKey, available } = loaderData
	return (
		<FormPage title="Hero video" subtitle="Played on the home page, without sound, when no edition is ahead.">
			<div className="space-y-8">
				<CurrentHeroVideo videoKey={videoKey} imageKey={imageKey} />
				{available ? (
					// A new video remounts the form: its file input starts empty again.
					<HeroVideoForm
						key={videoKey ?? 'none'}
						answer={actionDataParts(actionData)}
						hasVideo={videoKey !== null}
					/>
				) : (
					<VideoUnavailable />
				)}
			</div>
		</FormPage>
	)
}
