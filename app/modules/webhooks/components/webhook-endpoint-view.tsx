/**
 * An endpoint's page (/admin/webhooks/{endpointId}): what it is (URL, description, events, on or
 * off), its actions (Edit, Switch off/on, Delete after a confirmation), its signing secret behind
 * "Show" (a `details` element, so it works without JavaScript; Copy once JavaScript runs) with
 * "Rotate secret" after a confirmation, "Send test event", and the delivery log: status badges, event,
 * time, attempts, the last answer's code, a status filter and paging, "Send again" on a finished
 * delivery, and an empty state pointing at the test event.
 */
import { useState } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { ListCard } from '#app/components/admin/list-screen.tsx'
import { type ListColumn, ListTable } from '#app/components/admin/list-table.tsx'
import { FilterSelect } from '#app/components/admin/list-controls.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import { WEBHOOK_EVENT_LABELS, type WebhookEventType } from '../webhook-event-types.ts'
import type { loadWebhookPage, WebhookDeliveryItem } from '../webhooks-pages.server.ts'
import {
	DELIVERY_STATUS,
	DELIVERY_STATUSES,
	DeliveryStatusBadge,
	EndpointStateBadge,
} from './webhook-badges.tsx'

type WebhookPage = Awaited<ReturnType<typeof loadWebhookPage>>

const smallButton = 'rounded-md px-3 py-1.5 text-sm font-semibold ring-1'
const neutralButton = `${smallButton} text-brand-700 ring-brand-200 hover:bg-brand-50`

/** An event type's label, or the type itself (the test event, a type no longer offered). */
export function eventLabel(type: string): string {
	return (
		(WEBHOOK_EVENT_LABELS as Record<string, string>)[type] ?? (type === 'webhook.test' ? 'Test event' : type)
	)
}

/** A one-button POST form posting `intent` (and `id` when given). */
function IntentButton({
	intent,
	id,
	className,
	children,
}: {
	intent: string
	id?: number
	className: string
	children: React.ReactNode
}) {
	return (
		<Form method="POST">
			<input type="hidden" name="intent" value={intent} />
			{id === undefined ? null : <input type="hidden" name="id" value={id} />}
			<button type="submit" className={className}>
				{children}
			</button>
		</Form>
	)
}

/** Copies `text` to the clipboard once JavaScript runs; says "Copied" for a moment. */
function CopyButton({ text, label }: { text: string; label: string }) {
	const hydrated = useHydrated()
	const [copied, setCopied] = useState(false)
	if (!hydrated) return null
	return (
		<button
			type="button"
			className={neutralButton}
			onClick={() => {
				void navigator.clipboard?.writeText(text).then(() => {
					setCopied(true)
					setTimeout(() => setCopied(false), 2000)
				})
			}}
		>
			{copied ? 'Copied' : 'Copy'}
			<span className="sr-only"> {label}</span>
			<span className="sr-only" aria-live="polite">
				{copied ? ' copied to the clipboard' : ''}
			</span>
		</button>
	)
}

/** The signing secret behind "Show", with Copy and "Rotate secret" (confirmed first). */
function SigningSecret({ secret }: { secret: string }) {
	return (
		<section aria-labelledby="webhook-secret-title" className="mt-6 rounded-lg p-4 ring-1 ring-slate-200">
			<h2 id="webhook-secret-title" className="text-brand-900 text-lg font-bold">
				Signing secret
			</h2>
			<p className="mt-1 text-sm text-slate-700">
				Every delivery is signed with this secret (the Standard Webhooks scheme: the <code>webhook-id</code>,{' '}
				<code>webhook-timestamp</code> and <code>webhook-signature</code> headers). Give it to the receiving
				service so it can check that a delivery came from this site. Keep it private.
			</p>
			<details className="group mt-3">
				<summary className={`${neutralButton} inline-block cursor-pointer list-none`}>
					<span className="group-open:hidden">Show secret</span>
					<span className="hidden group-open:inline">Hide secret</span>
				</summary>
				<div className="mt-3 flex flex-wrap items-center gap-2">
					<code
						data-testid="webhook-secret"
						className="min-w-0 rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
					>
						{secret}
					</code>
					<CopyButton text={secret} label="the signing secret" />
				</div>
			</details>
			<div className="mt-4">
				<ConfirmButton
					label="Rotate secret"
					title="Rotate the signing secret?"
					confirmLabel="Rotate secret"
					fields={{ intent: 'rotate-secret' }}
					className={`${smallButton} text-red-700 ring-red-200 hover:bg-red-50`}
				>
					<p>
						A new secret replaces this one at once: deliveries from now on are signed with the new secret
						only, so the receiving service refuses them until it is given the new one.
					</p>
				</ConfirmButton>
			</div>
		</section>
	)
}

const FILTER_OPTIONS = [
	{ value: 'all', label: 'All deliveries' },
	...DELIVERY_STATUSES.map((status) => ({ value: status, label: DELIVERY_STATUS[status].label })),
]

/** The delivery log's status filter: a GET form (applied at once with JavaScript, by "Show" without). */
function DeliveryFilter({ status }: { status: string }) {
	const { search } = useLocation()
	const size = new URLSearchParams(search).get('size')
	return (
		<Form method="get" key={status} className="mt-3 flex flex-wrap items-end gap-3">
			{size ? <input type="hidden" name="size" value={size} /> : null}
			<FilterSelect
				id="delivery-status"
				name="status"
				label="Status"
				value={status}
				options={FILTER_OPTIONS}
			/>
			<button type="submit" className={`${neutralButton} min-h-10`}>
				Show
			</button>
		</Form>
	)
}

const deliveryColumns: ListColumn<WebhookDeliveryItem>[] = [
	{
		key: 'event',
		label: 'Event',
		rowHeader: true,
		cell: (row) => (
			<>
				<Link to={`/admin/webhook-deliveries/${row.id}`} className="text-brand-700 font-semibold underline">
					{eventLabel(row.eventType)}
					<span className="sr-only"> delivery #{row.id}</span>
				</Link>
				<code className="mt-0.5 block text-xs text-slate-600">{row.eventType}</code>
			</>
		),
	},
	{
		key: 'status',
		label: 'Status',
		cell: (row) => (
			<>
				<DeliveryStatusBadge status={row.status} />
				<span className="mt-1 block text-xs text-slate-600">
					{row.attempts} {row.attempts === 1 ? 'attempt' : 'attempts'}
					{row.status === 'queued' && row.attempts > 0 ? `; next at ${row.nextText}` : ''}
				</span>
			</>
		),
	},
	{
		key: 'response',
		label: 'Last answer',
		cell: (row) =>
			row.responseStatus !== null ? (
				<span className="font-mono text-sm">{row.responseStatus}</span>
			) : row.lastError ? (
				<span className="block max-w-56 text-xs break-words text-red-800">{row.lastError}</span>
			) : (
				<span className="text-slate-500">—</span>
			),
	},
	{
		key: 'date',
		label: 'Time',
		className: 'hidden sm:table-cell',
		cellClassName: 'whitespace-nowrap',
		cell: (row) => <time dateTime={row.createdAt}>{row.dateText}</time>,
	},
	{
		key: 'actions',
		label: 'Actions',
		hiddenLabel: true,
		cellClassName: 'text-right',
		cell: (row) =>
			row.status === 'failed' || row.status === 'delivered' ? (
				<IntentButton intent="resend" id={row.id} className={`${neutralButton} whitespace-nowrap`}>
					Send again<span className="sr-only"> delivery #{row.id}</span>
				</IntentButton>
			) : null,
	},
]

/** The endpoint's facts: its address, description, events, state and when it was added. */
function EndpointFacts({ endpoint }: { endpoint: WebhookPage['endpoint'] }) {
	return (
		<dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
			<dt className="font-semibold text-slate-700">URL</dt>
			<dd className="font-mono break-all text-slate-900">{endpoint.url}</dd>
			<dt className="font-semibold text-slate-700">Description</dt>
			<dd className="text-slate-900">{endpoint.description || <span className="text-slate-500">—</span>}</dd>
			<dt className="font-semibold text-slate-700">Events</dt>
			<dd>
				<ul className="space-y-0.5">
					{endpoint.events.map((type: WebhookEventType) => (
						<li key={type}>
							{WEBHOOK_EVENT_LABELS[type]} <code className="text-xs text-slate-600">{type}</code>
						</li>
					))}
				</ul>
			</dd>
			<dt className="font-semibold text-slate-700">State</dt>
			<dd className="flex flex-wrap items-center gap-2">
				<EndpointStateBadge off={endpoint.disabledAt !== null} />
				<span className="text-slate-700">
					{endpoint.disabledText
						? `Switched off on ${endpoint.disabledText}: nothing is sent to it.`
						: 'Deliveries are sent as events happen.'}
				</span>
			</dd>
			<dt className="font-semibold text-slate-700">Added</dt>
			<dd className="text-slate-900">
				<time dateTime={endpoint.createdAt}>{endpoint.addedText}</time>
			</dd>
		</dl>
	)
}

/** The whole endpoint page. */
export function WebhookEndpointView({ page }: { page: WebhookPage }) {
	const { endpoint, deliveries } = page
	const off = endpoint.disabledAt !== null
	const sendTest = (
		<IntentButton intent="send-test" className={buttonClasses('brand', '', 'sm')}>
			Send test event
		</IntentButton>
	)
	const empty = deliveries.total === 0
	return (
		<>
			<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
				<div className="flex flex-wrap items-start justify-between gap-4">
					<div className="min-w-0">
						<h1 className="text-brand-900 text-2xl font-bold">Webhook</h1>
						<p className="mt-1 text-sm break-all text-slate-600">{endpoint.description || endpoint.url}</p>
					</div>
					<div className="flex flex-wrap gap-2">
						<Link to={`/admin/webhooks/${endpoint.id}/edit`} className={neutralButton}>
							Edit<span className="sr-only"> webhook</span>
						</Link>
						<IntentButton intent={off ? 'switch-on' : 'switch-off'} className={neutralButton}>
							{off ? 'Switch on' : 'Switch off'}
						</IntentButton>
						<ConfirmButton label="Delete webhook" title="Delete this webhook?" fields={{ intent: 'delete' }}>
							<p>
								<span className="break-all">{endpoint.url}</span> gets no more deliveries, and its delivery
								log is removed. This cannot be undone.
							</p>
						</ConfirmButton>
					</div>
				</div>
				<EndpointFacts endpoint={endpoint} />
				<SigningSecret secret={endpoint.secret} />
			</section>

			<ListCard
				id="webhook-deliveries"
				labelledBy="webhook-deliveries-title"
				list={deliveries}
				filter={
					<>
						<div className="flex flex-wrap items-center justify-between gap-3">
							<div>
								<h2 id="webhook-deliveries-title" className="text-brand-900 text-lg font-bold">
									Delivery log
								</h2>
								<p className="text-sm text-slate-600">
									Newest first. Each delivery is tried again with growing waits until it is answered with a
									2xx code.
								</p>
							</div>
							{off ? (
								<p className="text-sm text-slate-600">Switch the webhook on to send a test event.</p>
							) : (
								sendTest
							)}
						</div>
						{empty && deliveries.params.status === 'all' ? null : (
							<DeliveryFilter status={deliveries.params.status} />
						)}
					</>
				}
			>
				{empty && deliveries.params.status === 'all' ? (
					<p className="mt-4 rounded-lg bg-slate-50 px-4 py-8 text-center text-slate-700">
						No deliveries yet — send a test event to check that the receiving service answers.
					</p>
				) : (
					<div className="mt-4">
						<ListTable
							table={{
								columns: deliveryColumns,
								caption: 'Deliveries',
								rowTestId: 'delivery-row',
								rowClassName: 'align-top',
							}}
							list={deliveries}
						/>
					</div>
				)}
			</ListCard>
		</>
	)
}
