/**
 * Webhooks (/admin/webhooks): Administrator only. The endpoints outgoing webhooks are sent to, with
 * their events, whether each is on, and its deliveries of the last days by status; search by address
 * or description; "+ Add webhook". Each endpoint's page holds its secret, actions and delivery log.
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { webhookScreen } from '#app/modules/webhooks/components/webhook-list-screen.tsx'
import { webhookList } from '#app/modules/webhooks/webhooks-pages.server.ts'
import type { Route } from './+types/webhooks'

export const handle = { breadcrumb: 'Webhooks' }

export const loader = webhookList.loader

export const action = webhookList.action

export default function Webhooks({ loaderData }: Route.ComponentProps) {
	return <ListScreen screen={webhookScreen(loaderData.recentDays)} list={loaderData} />
}
