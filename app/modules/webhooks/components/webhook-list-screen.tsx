/**
 * The Webhooks screen's columns (/admin/webhooks): Endpoint (its URL, a link to its page, with the
 * description under it), Events, State (on or off), the deliveries of the last days by status, and
 * Added (from `md` up).
 */
import { Link } from 'react-router'
import type { ListScreenDefinition } from '#app/components/admin/list-screen.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import { WEBHOOK_EVENT_LABELS } from '../webhook-event-types.ts'
import type { WebhookListItem } from '../webhooks-pages.server.ts'
import { DELIVERY_STATUSES, DeliveryStatusBadge, EndpointStateBadge } from './webhook-badges.tsx'

function columns(recentDays: number): ListColumn<WebhookListItem>[] {
	return [
		{
			key: 'endpoint',
			label: 'Endpoint',
			rowHeader: true,
			cellClassName: 'font-semibold',
			cell: (row) => (
				<>
					<Link to={`/admin/webhooks/${row.id}`} className="text-brand-700 break-all underline">
						{row.url}
					</Link>
					{row.description ? (
						<span className="mt-1 block font-normal text-slate-700">{row.description}</span>
					) : null}
				</>
			),
		},
		{
			key: 'events',
			label: 'Events',
			className: 'hidden md:table-cell',
			cell: (row) => (
				<ul className="space-y-0.5 text-sm">
					{row.events.map((type) => (
						<li key={type}>{WEBHOOK_EVENT_LABELS[type]}</li>
					))}
				</ul>
			),
		},
		{
			key: 'state',
			label: 'State',
			cell: (row) => <EndpointStateBadge off={row.disabledAt !== null} />,
		},
		{
			key: 'recent',
			label: `Last ${recentDays} days`,
			cell: (row) => {
				const shown = DELIVERY_STATUSES.filter((status) => row.recent[status] > 0)
				return shown.length ? (
					<div className="flex flex-wrap gap-1">
						{shown.map((status) => (
							<DeliveryStatusBadge key={status} status={status} count={row.recent[status]} />
						))}
					</div>
				) : (
					<span className="text-sm text-slate-600">No deliveries</span>
				)
			},
		},
		{
			key: 'added',
			label: 'Added',
			className: 'hidden lg:table-cell',
			cellClassName: 'whitespace-nowrap',
			cell: (row) => <time dateTime={row.createdAt}>{row.addedText}</time>,
		},
	]
}

/** The Webhooks screen; `recentDays` is how far back the delivery counts go. */
export function webhookScreen(recentDays: number): ListScreenDefinition<WebhookListItem> {
	return {
		add: { to: '/admin/add-webhook', label: 'Add webhook' },
		card: {
			title: 'Endpoints',
			note: 'Addresses that receive signed event notifications (registrations, payments, enquiries, check-ins).',
		},
		search: { label: 'Search webhooks by address or description', placeholder: 'Search by address...' },
		table: {
			columns: columns(recentDays),
			caption: 'Webhook endpoints',
			rowTestId: 'webhook-row',
			rowClassName: 'align-top',
		},
	}
}
