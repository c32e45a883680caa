/**
 * Announcements (/admin/announcements): Administrator only. Every announcement with its subject,
 * edition, audience, status with when it was scheduled or sent (Accra time) and its mails' counts
 * (queued, sent, failed); search by subject; "+ Write announcement"; an empty state before the
 * first. docs/event-days.md, "Announcements".
 */
import { announcementList } from '#app/modules/announcements/announcements-pages.server.ts'
import { AnnouncementsScreen } from '#app/modules/announcements/components/announcement-list-screen.tsx'
import type { Route } from './+types/announcements'

export const handle = { breadcrumb: 'Announcements' }

export const loader = announcementList.loader

export const action = announcementList.action

export default function Announcements({ loaderData }: Route.ComponentProps) {
	return <AnnouncementsScreen list={loaderData} />
}
