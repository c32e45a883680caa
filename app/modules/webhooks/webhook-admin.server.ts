/**
 * Managing outgoing webhooks from the back office (/admin/webhooks and the screens under it;
 * docs/webhooks.md). Each change writes its activity row in the same transaction, so a refused or
 * failed change leaves neither. An endpoint's URL is saved only when its host resolves to public
 * internet addresses only (`nonPublicReason`, docs/security.md); the webhook worker checks again at
 * every delivery. The activity log names an endpoint by its number and host, never its whole URL
 * (a receiver's URL may carry a token in its path or query).
 */
import crypto from 'node:crypto'
import type { Database } from '#app/db/handle.ts'
import { Refused, refusableTransactions } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { nonPublicReason } from '#app/lib/http/public-address.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import type { WebhookEndpointInput } from './webhook-endpoint.schema.ts'
import {
	deleteWebhookEndpoint,
	findWebhookDelivery,
	findWebhookEndpoint,
	insertWebhookEndpoint,
	insertWebhookTestDelivery,
	requeueWebhookDelivery,
	setWebhookEndpointDisabled,
	setWebhookEndpointSecret,
	updateWebhookEndpoint,
} from './webhook-endpoints.queries.server.ts'

/** Why a webhook change was refused; `field` names the form field the message belongs to. */
export type WebhookRefusal =
	| { ok: false; reason: 'not-public'; field: 'url'; message: string }
	| { ok: false; reason: 'not-found'; message: string }
	| { ok: false; reason: 'switched-off'; message: string }
	| { ok: false; reason: 'sending'; message: string }

const inTransaction = refusableTransactions<WebhookRefusal>()

const endpointGone = {
	ok: false,
	reason: 'not-found',
	message: 'That webhook endpoint no longer exists.',
} as const
const deliveryGone = { ok: false, reason: 'not-found', message: 'That delivery no longer exists.' } as const

/**
 * A new Standard Webhooks signing secret: `whsec_` and the base64 of 24 random bytes (192 bits), the
 * form receivers' Standard Webhooks libraries read.
 */
export function newWebhookSecret(): string {
	return `whsec_${crypto.randomBytes(24).toString('base64')}`
}

/** How the activity log names an endpoint: "webhook #3 (hooks.example.com)". */
function endpointName(id: number, url: string): string {
	let host = url
	try {
		host = new URL(url).host
	} catch {
		// A stored URL always parses; keep the text otherwise.
	}
	return `webhook #${id} (${host})`
}

/**
 * The refusal of `url` when its host is not on the public internet (loopback, a private network,
 * link-local, a reserved range) or cannot be resolved, or null when it resolves to public addresses
 * only. `url` has passed the form's schema (an absolute https URL).
 */
export async function webhookUrlRefusal(
	url: string,
): Promise<Extract<WebhookRefusal, { reason: 'not-public' }> | null> {
	const hostname = new URL(url).hostname
	const reason = await nonPublicReason(hostname)
	if (reason === null) return null
	const message = reason.endsWith('does not resolve to an address.')
		? `${reason} Check the address for typing mistakes; webhooks are sent only to servers reachable on the public internet.`
		: `This address is inside a private network or on this machine: ${reason} Webhooks are sent only to public internet addresses; enter the address the receiving service gives for webhooks.`
	return { ok: false, reason: 'not-public', field: 'url', message }
}

/**
 * Adds an endpoint from the form's `input` by `actor`, switched on, with a new signing secret, and
 * its "Add Webhook" activity row. Refuses a URL whose host is not public (`webhookUrlRefusal`),
 * writing nothing. Throws on a database failure.
 */
export async function addWebhookEndpoint(
	db: Database,
	actor: Actor,
	input: WebhookEndpointInput,
	now: Date,
): Promise<{ ok: true; id: number } | WebhookRefusal> {
	const refusal = await webhookUrlRefusal(input.url)
	if (refusal) return refusal
	return inTransaction(db, async (trx) => {
		const id = await insertWebhookEndpoint(
			trx,
			{
				url: input.url,
				description: input.description ?? '',
				events: input.events,
				secret: newWebhookSecret(),
				createdBy: actor.id,
			},
			now,
		)
		const events = input.events.join(', ')
		await recordActivity(
			trx,
			actorActivity(actor, 'Add Webhook', `Added ${endpointName(id, input.url)} for ${events}`),
			now,
		)
		return { ok: true as const, id }
	})
}

/**
 * Saves endpoint `id`'s URL, description and events from the form's `input` by `actor`, with an
 * "Update Webhook" activity row. Refuses a URL whose host is not public, and an endpoint that is
 * gone. Throws on a database failure.
 */
export async function editWebhookEndpoint(
	db: Database,
	actor: Actor,
	id: number,
	input: WebhookEndpointInput,
	now: Date,
): Promise<{ ok: true } | WebhookRefusal> {
	const refusal = await webhookUrlRefusal(input.url)
	if (refusal) return refusal
	return inTransaction(db, async (trx) => {
		const saved = await updateWebhookEndpoint(
			trx,
			id,
			{ url: input.url, description: input.description ?? '', events: input.events },
			now,
		)
		if (!saved) throw new Refused(endpointGone)
		const events = input.events.join(', ')
		await recordActivity(
			trx,
			actorActivity(actor, 'Update Webhook', `Updated ${endpointName(id, input.url)} for ${events}`),
			now,
		)
		return { ok: true as const }
	})
}

/**
 * Switches endpoint `id` on (`enabled`) or off by `actor`, with a "Switch Webhook On/Off" activity
 * row; while off, no deliveries are sent to it. Refuses an endpoint that is gone.
 */
export async function switchWebhookEndpoint(
	db: Database,
	actor: Actor,
	id: number,
	enabled: boolean,
	now: Date,
): Promise<{ ok: true; url: string } | WebhookRefusal> {
	return inTransaction(db, async (trx) => {
		const endpoint = await findWebhookEndpoint(trx, id)
		if (!endpoint || !(await setWebhookEndpointDisabled(trx, id, enabled ? null : now, now))) {
			throw new Refused(endpointGone)
		}
		await recordActivity(
			trx,
			actorActivity(
				actor,
				enabled ? 'Switch Webhook On' : 'Switch Webhook Off',
				`Switched ${endpointName(id, endpoint.url)} ${enabled ? 'on' : 'off'}`,
			),
			now,
		)
		return { ok: true as const, url: endpoint.url }
	})
}

/**
 * Deletes endpoint `id` by `actor` with its deliveries and their attempts, and a "Delete Webhook"
 * activity row. Refuses an endpoint that is gone.
 */
export async function removeWebhookEndpoint(
	db: Database,
	actor: Actor,
	id: number,
	now: Date,
): Promise<{ ok: true; url: string } | WebhookRefusal> {
	return inTransaction(db, async (trx) => {
		const endpoint = await findWebhookEndpoint(trx, id)
		if (!endpoint || !(await deleteWebhookEndpoint(trx, id))) throw new Refused(endpointGone)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Delete Webhook',
				`Deleted ${endpointName(id, endpoint.url)} and its delivery log`,
			),
			now,
		)
		return { ok: true as const, url: endpoint.url }
	})
}

/**
 * Gives endpoint `id` a new signing secret (`newWebhookSecret`) by `actor`, with a "Rotate Webhook
 * Secret" activity row (the secret itself is never logged). Deliveries signed from then on use the
 * new secret only, so the receiver must be given it. Refuses an endpoint that is gone.
 */
export async function rotateWebhookSecret(
	db: Database,
	actor: Actor,
	id: number,
	now: Date,
): Promise<{ ok: true } | WebhookRefusal> {
	return inTransaction(db, async (trx) => {
		const endpoint = await findWebhookEndpoint(trx, id)
		if (!endpoint || !(await setWebhookEndpointSecret(trx, id, newWebhookSecret(), now))) {
			throw new Refused(endpointGone)
		}
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Rotate Webhook Secret',
				`Rotated the signing secret of ${endpointName(id, endpoint.url)}`,
			),
			now,
		)
		return { ok: true as const }
	})
}

/**
 * Queues a `webhook.test` delivery to endpoint `id` by `actor`, due now, with a "Send Webhook Test"
 * activity row. Refuses an endpoint that is gone or switched off (nothing would be sent).
 */
export async function sendWebhookTestEvent(
	db: Database,
	actor: Actor,
	id: number,
	now: Date,
): Promise<{ ok: true; deliveryId: number } | WebhookRefusal> {
	return inTransaction(db, async (trx) => {
		const endpoint = await findWebhookEndpoint(trx, id)
		if (!endpoint) throw new Refused(endpointGone)
		if (endpoint.disabledAt) {
			throw new Refused({
				ok: false,
				reason: 'switched-off',
				message: 'This endpoint is switched off: switch it on first, then send the test event.',
			})
		}
		const delivery = await insertWebhookTestDelivery(trx, id, now)
		await recordActivity(
			trx,
			actorActivity(actor, 'Send Webhook Test', `Queued a test event to ${endpointName(id, endpoint.url)}`),
			now,
		)
		return { ok: true as const, deliveryId: delivery.id }
	})
}

/**
 * Queues delivery `deliveryId` again by `actor` ("Send again": due now, the same message id, its
 * attempts kept), with a "Resend Webhook" activity row. Refuses a delivery that is gone, one a worker
 * is sending right now, and one whose endpoint is switched off.
 */
export async function resendWebhookDelivery(
	db: Database,
	actor: Actor,
	deliveryId: number,
	now: Date,
): Promise<{ ok: true; endpointId: number } | WebhookRefusal> {
	return inTransaction(db, async (trx) => {
		const delivery = await findWebhookDelivery(trx, deliveryId)
		if (!delivery) throw new Refused(deliveryGone)
		if (delivery.endpoint.disabledAt) {
			throw new Refused({
				ok: false,
				reason: 'switched-off',
				message: 'Its endpoint is switched off: switch it on first, then send the delivery again.',
			})
		}
		if (!(await requeueWebhookDelivery(trx, deliveryId, now))) {
			throw new Refused({
				ok: false,
				reason: 'sending',
				message: 'It is being sent right now; its result shows here in a few seconds.',
			})
		}
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Resend Webhook',
				`Queued delivery #${deliveryId} (${delivery.eventType}) to ${endpointName(delivery.endpoint.id, delivery.endpoint.url)} again`,
			),
			now,
		)
		return { ok: true as const, endpointId: delivery.endpoint.id }
	})
}
