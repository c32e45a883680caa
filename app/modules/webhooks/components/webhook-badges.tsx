/**
 * The badges of the webhook screens: a delivery's status (queued, sending, delivered, failed), in the
 * Mail screen's colours, and whether an endpoint is on or switched off.
 */
import type { WebhookDeliveryStatus } from '#app/db/schema.ts'

const BADGE = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1'

/** Each delivery status's label and colours. */
export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; badge: string }> = {
	queued: { label: 'Queued', badge: 'bg-slate-100 text-slate-800 ring-slate-300' },
	sending: { label: 'Sending', badge: 'bg-sky-50 text-sky-900 ring-sky-300' },
	delivered: { label: 'Delivered', badge: 'bg-emerald-50 text-emerald-800 ring-emerald-300' },
	failed: { label: 'Failed', badge: 'bg-red-50 text-red-800 ring-red-300' },
}

/** The delivery statuses in the order the screens list them. */
export const DELIVERY_STATUSES = Object.keys(DELIVERY_STATUS) as WebhookDeliveryStatus[]

/** A delivery's status as a badge; `count` before the label ("3 Failed") when given. */
export function DeliveryStatusBadge({ status, count }: { status: WebhookDeliveryStatus; count?: number }) {
	const { label, badge } = DELIVERY_STATUS[status]
	return (
		<span className={`${BADGE} ${badge}`} data-status={status}>
			{count === undefined ? label : `${count} ${label.toLowerCase()}`}
		</span>
	)
}

/** "On" (green) or "Off" (grey) for an endpoint. */
export function EndpointStateBadge({ off }: { off: boolean }) {
	return off ? (
		<span className={`${BADGE} bg-slate-100 text-slate-700 ring-slate-300`}>Off</span>
	) : (
		<span className={`${BADGE} bg-emerald-50 text-emerald-800 ring-emerald-300`}>On</span>
	)
}
