/**
 * View Sessions (/admin/sessions): Administrator only. Every agenda session with Heading, Speaker,
 * Start Time, End Time, Date, Edit and Delete; search (heading or speaker), paging (5, 10, 15, All)
 * and sortable columns, by date and time by default. Delete asks first.
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { SESSION_SCREEN } from '#app/modules/agenda/components/session-list-screen.tsx'
import { sessionList } from '#app/modules/agenda/session-list.server.ts'
import type { Route } from './+types/sessions'

export const handle = { breadcrumb: 'View Sessions' }

export const loader = sessionList.loader

export const action = sessionList.action

export default function Sessions({ loaderData }: Route.ComponentProps) {
	return <ListScreen screen={SESSION_SCREEN} list={loaderData} />
}
