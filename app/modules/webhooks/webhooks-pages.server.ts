/**
 * What the back office's webhook screens call (docs/webhooks.md, "In the back office"), on the app's
 * own database: the list of endpoints (/admin/webhooks), the add and edit form (/admin/add-webhook,
 * /admin/webhooks/{endpointId}/edit), an endpoint's page with its signing secret, actions and
 * delivery log (/admin/webhooks/{endpointId}), and one delivery with its attempts
 * (/admin/webhook-deliveries/{deliveryId}). Administrator only: the routes check the role, and the
 * list's loader and action (`webhookList`) check it themselves. Dates are shown in Accra time.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { db } from '#app/db/db.server.ts'
import { signalQueued } from '#app/lib/queue-signal.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { type FormOutcome, formReply } from '#app/lib/form-outcome.server.ts'
import { alertReplies, type FormResult, submitForm } from '#app/lib/form-submission.server.ts'
import { listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions, type ListOptions } from '#app/lib/list-params.ts'
import { notFound, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import type { Toast } from '#app/lib/toast.server.ts'
import {
	addWebhookEndpoint,
	editWebhookEndpoint,
	removeWebhookEndpoint,
	resendWebhookDelivery,
	rotateWebhookSecret,
	sendWebhookTestEvent,
	switchWebhookEndpoint,
	type WebhookRefusal,
} from './webhook-admin.server.ts'
import { WebhookEndpointSchema } from './webhook-endpoint.schema.ts'
import {
	countWebhookDeliveries,
	countWebhookEndpoints,
	findWebhookDelivery,
	findWebhookEndpoint,
	listWebhookDeliveries,
	listWebhookEndpoints,
	WEBHOOK_DELIVERY_STATUSES,
	type WebhookDeliveryFilter,
} from './webhook-endpoints.queries.server.ts'

const NO_ENDPOINT = 'There is no webhook endpoint with that id. It may have been deleted.'
const NO_DELIVERY = 'There is no webhook delivery with that id. Its endpoint may have been deleted.'
const READ_FAILURE = {
	message: 'Unable to fetch the webhooks. Please try again later.',
	log: 'Webhooks could not be read',
}

/** The endpoints list counts deliveries made in this many days. */
export const RECENT_DAYS = 7

const ENDPOINT_LIST = contentListOptions({
	defaultSize: 15,
	sortable: ['added'] as const,
	defaultSort: { sort: 'added', dir: 'asc' },
})

/**
 * The Webhooks screen's `loader` and `action` (see `listRoute`): one page of the endpoints matching
 * the search (URL or description), each with its delivery counts by status over the last
 * `RECENT_DAYS` days and its dates in Accra (`addedText`). The list has no actions of its own
 * (each endpoint's page has them).
 */
export const webhookList = listRoute({
	load: async (request) => {
		const url = new URL(request.url)
		const since = new Date(Date.now() - RECENT_DAYS * 24 * 60 * 60_000).toISOString()
		const page = await loadListPage(
			url,
			ENDPOINT_LIST,
			{
				count: ({ q }) => countWebhookEndpoints(db, q),
				page: (query) => listWebhookEndpoints(db, { ...query, since }),
			},
			{ failureMessage: READ_FAILURE.message },
		)
		return {
			...page,
			recentDays: RECENT_DAYS,
			rows: page.rows.map((row) => ({ ...row, addedText: formatDateTime(row.createdAt) })),
		}
	},
	intents: () => ({}),
})

/** A row of the Webhooks screen. */
export type WebhookListItem = Awaited<ReturnType<typeof webhookList.loader>>['rows'][number]

/** What the add and edit form reads back after a refused or failed save: Conform's result. */
export type WebhookFormReply = { result: FormResult }

/** Where a refusal's message goes: under the URL field, else at the top of the form. */
function refusalErrors(refusal: WebhookRefusal) {
	return 'field' in refusal
		? { fieldErrors: { [refusal.field]: [refusal.message] } }
		: { formErrors: [refusal.message] }
}

/**
 * The edit form's endpoint for `idParam`: its URL, description and events. Throws 404 for no
 * endpoint, 500 when it cannot be read.
 */
export async function loadWebhookEditPage(idParam: string | undefined) {
	const endpoint = await recordOr404(idParam, (id) => findWebhookEndpoint(db, id), {
		missing: NO_ENDPOINT,
		failure: READ_FAILURE,
	})
	return {
		endpoint: {
			id: endpoint.id,
			url: endpoint.url,
			description: endpoint.description,
			events: endpoint.events,
		},
	}
}

/**
 * Adds an endpoint from the add-webhook form by `actor`. Answers 400 with the fields' messages (input
 * kept; the URL's when its host is not public), 500 "Server Error" when saving fails, or a redirect
 * to the new endpoint's page with a toast.
 */
export async function addWebhookFromForm(
	actor: Actor,
	request: Request,
): Promise<FormOutcome<WebhookFormReply>> {
	const submission = parseWithZod(await request.formData(), { schema: WebhookEndpointSchema })
	return submitForm(submission, alertReplies, {
		save: (value) => addWebhookEndpoint(db, actor, value, new Date()),
		failure: 'Webhook endpoint could not be added',
		answer: (result, reply) => {
			if (!result.ok) return formReply(400, reply(refusalErrors(result)))
			return {
				redirectTo: `/admin/webhooks/${result.id}`,
				toast: {
					type: 'success',
					title: 'Webhook added',
					description: 'Give its signing secret to the receiving service, then send a test event.',
				},
			}
		},
	})
}

/**
 * Saves the edit-webhook form of the endpoint `idParam` names, by `actor`. Answers 400 with the
 * fields' messages (input kept), 500 when saving fails, or a redirect to the endpoint's page with a
 * toast. Throws 404 for no endpoint.
 */
export async function editWebhookFromForm(
	actor: Actor,
	idParam: string | undefined,
	request: Request,
): Promise<FormOutcome<WebhookFormReply>> {
	const id = recordIdOr404(idParam, NO_ENDPOINT)
	const submission = parseWithZod(await request.formData(), { schema: WebhookEndpointSchema })
	return submitForm(submission, alertReplies, {
		save: (value) => editWebhookEndpoint(db, actor, id, value, new Date()),
		failure: 'Webhook endpoint could not be saved',
		answer: (result, reply) => {
			if (!result.ok) {
				if (result.reason === 'not-found') notFound(NO_ENDPOINT)
				return formReply(400, reply(refusalErrors(result)))
			}
			return {
				redirectTo: `/admin/webhooks/${id}`,
				toast: {
					type: 'success',
					title: 'Webhook saved',
					description: 'Its next deliveries use the new settings.',
				},
			}
		},
	})
}

/** The delivery log's filter from `?status=`; anything else is every delivery. */
function parseDeliveryFilter(url: URL): WebhookDeliveryFilter {
	const value = url.searchParams.get('status')
	return (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(value ?? '')
		? (value as WebhookDeliveryFilter)
		: 'all'
}

const DELIVERY_LOG: ListOptions<'date'> = {
	sizes: [10, 25, 50],
	defaultSize: 10,
	sortable: ['date'],
	defaultSort: { sort: 'date', dir: 'desc' },
}

/**
 * An endpoint's page for `request` and the endpoint `idParam` names: the endpoint with its secret,
 * its dates in Accra, and one page of its delivery log (newest first, `?status=` filter, `?page=` and
 * `?size=`), each delivery's times in Accra. Throws 404 for no endpoint, 500 when reading fails.
 */
export async function loadWebhookPage(request: Request, idParam: string | undefined) {
	const endpoint = await recordOr404(idParam, (id) => findWebhookEndpoint(db, id), {
		missing: NO_ENDPOINT,
		failure: READ_FAILURE,
	})
	const url = new URL(request.url)
	const status = parseDeliveryFilter(url)
	const log = await loadListPage(
		url,
		DELIVERY_LOG,
		{
			count: () => countWebhookDeliveries(db, endpoint.id, status),
			page: (query) => listWebhookDeliveries(db, { ...query, endpointId: endpoint.id, status }),
		},
		{ filters: { status }, failureMessage: READ_FAILURE.message },
	)
	return {
		endpoint: {
			...endpoint,
			addedText: formatDateTime(endpoint.createdAt),
			disabledText: endpoint.disabledAt ? formatDateTime(endpoint.disabledAt) : null,
		},
		deliveries: {
			...log,
			rows: log.rows.map((row) => ({
				...row,
				dateText: formatDateTime(row.createdAt),
				nextText: formatDateTime(row.nextAttemptAt),
			})),
		},
	}
}

/** A row of an endpoint's delivery log. */
export type WebhookDeliveryItem = Awaited<ReturnType<typeof loadWebhookPage>>['deliveries']['rows'][number]

/** A toast's redirect. */
function toastTo(redirectTo: string, toast: Omit<Toast, 'id'>): FormOutcome<never> {
	return { redirectTo, toast }
}

/** The toast of a refusal: not found, switched off, being sent. */
function refusedToast(redirectTo: string, title: string, refusal: WebhookRefusal) {
	return toastTo(redirectTo, { type: 'error', title, description: refusal.message })
}

/**
 * The forms of an endpoint's page by `actor`, by their `intent`: `send-test` (queues a test event),
 * `rotate-secret`, `switch-off`, `switch-on`, `delete` (then to the list), and `resend` (the delivery
 * the form's `id` names, from the delivery log). Each answers a redirect back to the page (its
 * filter and page kept) with a toast; a refusal is an error toast. Throws 404 for a malformed
 * endpoint id, 400 for another intent or a malformed delivery id.
 */
export async function webhookPageAction(
	actor: Actor,
	idParam: string | undefined,
	request: Request,
): Promise<FormOutcome<never>> {
	const id = recordIdOr404(idParam, NO_ENDPOINT)
	const form = await request.formData()
	const url = new URL(request.url)
	const here = `${url.pathname}${url.search}`
	const now = new Date()
	const gone = (result: WebhookRefusal) =>
		result.reason === 'not-found'
			? toastTo('/admin/webhooks', { type: 'error', title: 'Webhook not found', description: result.message })
			: null
	switch (form.get('intent')) {
		case 'send-test': {
			const result = await sendWebhookTestEvent(db, actor, id, now)
			if (!result.ok) return gone(result) ?? refusedToast(here, 'Test event not sent', result)
			signalQueued('webhooks')
			return toastTo(`/admin/webhooks/${id}`, {
				type: 'success',
				title: 'Test event queued',
				description: 'It shows in the delivery log below; its answer appears once it is sent.',
			})
		}
		case 'rotate-secret': {
			const result = await rotateWebhookSecret(db, actor, id, now)
			if (!result.ok) return gone(result) ?? refusedToast(here, 'Secret not rotated', result)
			return toastTo(here, {
				type: 'success',
				title: 'Signing secret rotated',
				description:
					'Give the new secret to the receiving service: deliveries are signed with it from now on.',
			})
		}
		case 'switch-off':
		case 'switch-on': {
			const on = form.get('intent') === 'switch-on'
			const result = await switchWebhookEndpoint(db, actor, id, on, now)
			if (!result.ok) return gone(result) ?? refusedToast(here, 'Webhook not changed', result)
			return toastTo(here, {
				type: 'success',
				title: on ? 'Webhook switched on' : 'Webhook switched off',
				description: on
					? 'New events are delivered to it again.'
					: 'No deliveries are sent to it until it is switched on again.',
			})
		}
		case 'delete': {
			const result = await removeWebhookEndpoint(db, actor, id, now)
			if (!result.ok) return gone(result) ?? refusedToast(here, 'Webhook not deleted', result)
			return toastTo('/admin/webhooks', {
				type: 'success',
				title: 'Webhook deleted',
				description: 'It gets no more deliveries, and its delivery log was removed.',
			})
		}
		case 'resend': {
			const value = form.get('id')
			const deliveryId = typeof value === 'string' ? parseRecordId(value) : null
			if (deliveryId === null) throw data('Unknown delivery.', { status: 400 })
			return resendAnswer(actor, deliveryId, here, now)
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

/** "Send again" of delivery `deliveryId`, answered back at `here` with a toast. */
async function resendAnswer(actor: Actor, deliveryId: number, here: string, now: Date) {
	const result = await resendWebhookDelivery(db, actor, deliveryId, now)
	if (!result.ok) return refusedToast(here, 'Delivery not queued', result)
	signalQueued('webhooks')
	return toastTo(here, {
		type: 'success',
		title: 'Delivery queued',
		description: 'It is sent again shortly, with the same message id.',
	})
}

/** At most this many characters of an answer's body are shown on the delivery's page. */
export const BODY_EXCERPT = 2000

/**
 * The page of the delivery `idParam` names: its event, status, message id, its endpoint, the payload
 * pretty-printed (as stored when it is not JSON), and each attempt with its time in Accra, status,
 * duration (ms), the start of the answer's body (`BODY_EXCERPT` characters) and error. Throws 404
 * for no delivery, 500 when reading fails.
 */
export async function loadWebhookDeliveryPage(idParam: string | undefined) {
	const delivery = await recordOr404(idParam, (id) => findWebhookDelivery(db, id), {
		missing: NO_DELIVERY,
		failure: READ_FAILURE,
	})
	let payload = delivery.payload
	try {
		payload = JSON.stringify(JSON.parse(delivery.payload), null, 2)
	} catch {
		// Shown as stored.
	}
	const excerpt = (body: string | null) =>
		body === null ? null : body.length > BODY_EXCERPT ? `${body.slice(0, BODY_EXCERPT)}…` : body
	return {
		delivery: {
			id: delivery.id,
			eventType: delivery.eventType,
			messageId: delivery.messageId,
			status: delivery.status,
			attempts: delivery.attempts,
			responseStatus: delivery.responseStatus,
			lastError: delivery.lastError,
			createdAt: delivery.createdAt,
			dateText: formatDateTime(delivery.createdAt),
			nextText: formatDateTime(delivery.nextAttemptAt),
			deliveredText: delivery.deliveredAt ? formatDateTime(delivery.deliveredAt) : null,
			endpoint: delivery.endpoint,
			payload,
			attemptLog: delivery.attemptLog.map((attempt) => ({
				...attempt,
				responseBody: excerpt(attempt.responseBody),
				attemptedText: formatDateTime(attempt.attemptedAt),
			})),
		},
	}
}

/**
 * The delivery page's one form by `actor`: `resend` queues the delivery `idParam` names again, then
 * back to the page with a toast (an error toast when refused). Throws 404 for a malformed id, 400
 * for another intent.
 */
export async function webhookDeliveryAction(
	actor: Actor,
	idParam: string | undefined,
	request: Request,
): Promise<FormOutcome<never>> {
	const id = recordIdOr404(idParam, NO_DELIVERY)
	const form = await request.formData()
	if (form.get('intent') !== 'resend') throw data('Unknown action.', { status: 400 })
	return resendAnswer(actor, id, new URL(request.url).pathname, new Date())
}
