/**
 * An announcement (/admin/announcements/{announcementId}): Administrator only. Its facts and mail
 * counts; while a draft or scheduled, the number its audience selects now, "Send a test to me",
 * "Send now" (confirmed, naming the count), "Schedule" (Accra time) or "Cancel schedule", and the
 * form; its preview in English and French. A sent one is read-only. Unknown or non-numeric ids are
 * 404. docs/event-days.md, "Announcements".
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import {
	type AnnouncementActionData,
	announcementPageAction,
	loadAnnouncementPage,
} from '#app/modules/announcements/announcements-pages.server.ts'
import { AnnouncementView } from '#app/modules/announcements/components/announcement-view.tsx'
import type { Route } from './+types/announcement'

export const handle = { breadcrumb: 'Announcement' }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: `${loaderData ? `Announcement: ${loaderData.announcement.subject}` : 'Announcement'} | Back office`,
	},
]

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadAnnouncementPage(params.announcementId)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const staff = requireRole(context)
	return formResponse(await announcementPageAction(staff, params.announcementId, request))
}

export default function Announcement({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<AnnouncementView
			page={loaderData}
			actionData={actionData as AnnouncementActionData | undefined}
			answer={actionDataParts(actionData)}
		/>
	)
}
