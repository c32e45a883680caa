/**
 * One delivery's page (/admin/webhook-deliveries/{deliveryId}): its event, status, message id and
 * endpoint, "Send again" (for a delivery that is not being sent), the payload as sent
 * (pretty-printed), and each attempt: when, the answer's status code, how long it took, the start of
 * the answer's body, or the error.
 */
import { Form, Link } from 'react-router'
import { buttonClasses } from '#app/components/ui/button.tsx'
import type { loadWebhookDeliveryPage } from '../webhooks-pages.server.ts'
import { DeliveryStatusBadge } from './webhook-badges.tsx'
import { eventLabel } from './webhook-endpoint-view.tsx'

type DeliveryPage = Awaited<ReturnType<typeof loadWebhookDeliveryPage>>

const PRE =
	'mt-2 max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 font-mono text-xs whitespace-pre-wrap break-all text-slate-100'

export function WebhookDeliveryView({ page: { delivery } }: { page: DeliveryPage }) {
	const canResend = delivery.status !== 'sending'
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<div className="flex flex-wrap items-start justify-between gap-4">
				<div className="min-w-0">
					<h1 className="text-brand-900 text-2xl font-bold">
						{eventLabel(delivery.eventType)} <span className="text-slate-500">#{delivery.id}</span>
					</h1>
					<p className="mt-1 text-sm text-slate-600">
						To{' '}
						<Link
							to={`/admin/webhooks/${delivery.endpoint.id}`}
							className="text-brand-700 break-all underline"
						>
							{delivery.endpoint.description || delivery.endpoint.url}
						</Link>
					</p>
				</div>
				{canResend ? (
					<Form method="POST">
						<input type="hidden" name="intent" value="resend" />
						<button type="submit" className={buttonClasses('brand', '', 'sm')}>
							Send again
						</button>
					</Form>
				) : null}
			</div>

			<dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
				<dt className="font-semibold text-slate-700">Status</dt>
				<dd className="flex flex-wrap items-center gap-2">
					<DeliveryStatusBadge status={delivery.status} />
					<span className="text-slate-700">
						{delivery.status === 'delivered' && delivery.deliveredText
							? `at ${delivery.deliveredText}`
							: delivery.status === 'queued'
								? `next attempt at ${delivery.nextText}`
								: null}
					</span>
				</dd>
				<dt className="font-semibold text-slate-700">Event</dt>
				<dd>
					<code>{delivery.eventType}</code>
				</dd>
				<dt className="font-semibold text-slate-700">Message id</dt>
				<dd>
					<code className="break-all">{delivery.messageId}</code>
					<span className="block text-xs text-slate-600">
						The <code>webhook-id</code> header: the same on every attempt, so the receiver can skip a repeat.
					</span>
				</dd>
				<dt className="font-semibold text-slate-700">Queued</dt>
				<dd>
					<time dateTime={delivery.createdAt}>{delivery.dateText}</time>
				</dd>
				<dt className="font-semibold text-slate-700">Attempts</dt>
				<dd>{delivery.attempts}</dd>
				<dt className="font-semibold text-slate-700">Endpoint URL</dt>
				<dd className="font-mono break-all">{delivery.endpoint.url}</dd>
			</dl>

			<h2 className="text-brand-900 mt-8 text-lg font-bold">Payload</h2>
			<pre className={PRE} tabIndex={0} aria-label="Payload">
				{delivery.payload}
			</pre>

			<h2 className="text-brand-900 mt-8 text-lg font-bold">Attempts</h2>
			{delivery.attemptLog.length === 0 ? (
				<p className="mt-2 text-slate-700">Not sent yet: the first attempt is made within a few seconds.</p>
			) : (
				<ol className="mt-2 space-y-4">
					{delivery.attemptLog.map((attempt, index) => (
						<li key={attempt.id} data-testid="attempt" className="rounded-lg p-4 ring-1 ring-slate-200">
							<div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
								<span className="font-semibold">Attempt {index + 1}</span>
								<time dateTime={attempt.attemptedAt}>{attempt.attemptedText}</time>
								<span>
									{attempt.responseStatus !== null ? (
										<>
											Answer <span className="font-mono font-semibold">{attempt.responseStatus}</span>
										</>
									) : (
										'No answer'
									)}
								</span>
								<span className="text-slate-600">{attempt.durationMs} ms</span>
							</div>
							{attempt.error ? (
								<p className="mt-2 text-sm break-words text-red-800">{attempt.error}</p>
							) : null}
							{attempt.responseBody ? (
								<pre className={PRE} tabIndex={0} aria-label={`Answer body of attempt ${index + 1}`}>
									{attempt.responseBody}
								</pre>
							) : null}
						</li>
					))}
				</ol>
			)}
		</section>
	)
}
