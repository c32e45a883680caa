/**
 * What each outgoing webhook carries (docs/webhooks.md): the Standard Webhooks envelope
 * `{ type, timestamp, data }` and, for each event type, the Zod schema of its `data`. The same
 * schemas document the events in the OpenAPI document (`webhook-events.openapi.ts`) and type what
 * the callers build, so a payload and its documentation cannot drift apart.
 *
 * Conventions: ids are the site's integer ids; timestamps ISO-8601 UTC strings; money an integer
 * number of pesewas (1 GH₵ = 100 pesewas) in `GHS`. A cancelled registration's row is gone when
 * its event is sent, so that event names it only by id and reference (no personal data).
 */
import { z } from 'zod'
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookEventType } from './webhook-event-types.ts'

const timestamp = z.string().meta({ format: 'date-time', example: '2027-03-18T08:30:00.000Z' })

const edition = z
	.object({
		id: z.number().int().meta({ description: 'The edition’s id.', example: 3 }),
		year: z.number().int().meta({ description: 'The edition’s year.', example: 2027 }),
	})
	.meta({ id: 'WebhookEdition', description: 'The edition the registration is for.' })

const deskReference = z.string().nullable().meta({
	description: 'The registration’s reference, as printed on the ticket and typed at the check-in desk.',
	example: '7K3Q-9P2D',
})

/** `registration.created`: a registration made alone or with a group, as it stands when made. */
export const registrationCreatedData = z
	.object({
		id: z.number().int().meta({ example: 1042 }),
		reference: deskReference,
		edition,
		full_name: z.string().meta({ example: 'Ama Mensah' }),
		email: z.string().meta({ example: 'ama.mensah@example.com' }),
		company_name: z.string().meta({ description: 'The registrant’s organisation.', example: 'Ghana Water' }),
		designation: z.string().meta({ example: 'Head of Internal Audit' }),
		fee_pesewas: z.number().int().nullable().meta({
			description: 'What the registration owes, in pesewas; null when the edition has no fee.',
			example: 250000,
		}),
		currency: z.literal('GHS'),
		fee_rule: z
			.enum(['early-bird', 'regular', 'group-discount'])
			.nullable()
			.meta({ description: 'The rule that gave the fee; null without a fee.' }),
		payment_state: z
			.enum(['no-fee', 'unpaid', 'part-paid', 'paid', 'waived', 'refunded'])
			.meta({ description: 'Where its payment stands (`unpaid` or `no-fee` when just made).' }),
		group_id: z
			.number()
			.int()
			.nullable()
			.meta({ description: 'The group it was registered with by a contact; null when registered alone.' }),
		language: z.enum(['en', 'fr']).meta({ description: 'The registrant’s language: their mails are in it.' }),
		created_at: timestamp,
	})
	.meta({ id: 'WebhookRegistrationCreated', description: 'A new registration.' })

/** `registration.cancelled`: by its registrant or deleted by staff; the row and its personal data are gone. */
export const registrationCancelledData = z
	.object({
		id: z.number().int().meta({ example: 1042 }),
		reference: deskReference,
		edition,
		cancelled_at: timestamp,
	})
	.meta({
		id: 'WebhookRegistrationCancelled',
		description:
			'A registration cancelled by its registrant or deleted by staff. Its personal data were deleted with it: remove them on your side too.',
	})

/** `payment.received`: a payment recorded by staff, at the desk, or confirmed by Paystack. */
export const paymentReceivedData = z
	.object({
		id: z.number().int().meta({ description: 'The payment’s id (that of its receipt).', example: 311 }),
		receipt_number: z.string().meta({ example: 'RCT-2027-0042' }),
		edition,
		registration_ids: z.array(z.number().int()).meta({
			description: 'The registrations it was counted to (several when a group paid as one).',
			example: [1042],
		}),
		group_id: z
			.number()
			.int()
			.nullable()
			.meta({ description: 'The group when its contact paid for it as one; otherwise null.' }),
		amount_pesewas: z.number().int().meta({ example: 250000 }),
		currency: z.literal('GHS'),
		method: z.enum(['paystack', 'momo', 'bank', 'cash', 'waiver', 'desk']),
		reference: z
			.string()
			.nullable()
			.meta({ description: 'Paystack’s, the bank’s or the mobile-money reference, when there is one.' }),
		received_at: timestamp,
	})
	.meta({ id: 'WebhookPaymentReceived', description: 'A payment received.' })

/** `enquiry.received`: a partnership enquiry sent from the site. */
export const enquiryReceivedData = z
	.object({
		id: z.number().int().meta({ example: 87 }),
		reference: z
			.string()
			.meta({ description: 'The reference the enquirer was given.', example: 'PE-7Q2K9D' }),
		edition: edition
			.nullable()
			.meta({ description: 'The edition current when it was sent; null if none was.' }),
		company_name: z.string().meta({ example: 'Ghana Water' }),
		full_name: z.string().meta({ description: 'The contact’s name.', example: 'Kofi Boateng' }),
		email: z.string().meta({ example: 'kofi.boateng@example.com' }),
		designation: z.string().meta({ example: 'Communications Director' }),
		whatsapp_number: z.string().meta({ example: '+233 24 123 4567' }),
		package: z.string().meta({ description: 'The partnership package chosen.', example: 'Gold' }),
		language: z.enum(['en', 'fr']),
		created_at: timestamp,
	})
	.meta({ id: 'WebhookEnquiryReceived', description: 'A partnership enquiry.' })

/** `registration.checked_in`: a delegate checked in at the desk or through the API. */
export const registrationCheckedInData = z
	.object({
		id: z.number().int().meta({ example: 1042 }),
		reference: deskReference,
		edition,
		checked_in_at: timestamp,
	})
	.meta({ id: 'WebhookRegistrationCheckedIn', description: 'A delegate checked in.' })

/** `webhook.test`: sent from an endpoint's screen to try it; never subscribed to. */
export const webhookTestData = z
	.object({
		endpoint_id: z.int().meta({ description: 'The endpoint it was sent to.', example: 3 }),
		message: z.string().meta({ example: 'Test event from the Summit back office' }),
	})
	.meta({ id: 'WebhookTest', description: 'A test event an Administrator sent to try the endpoint.' })

/** Each event type's `data` schema. */
export const WEBHOOK_DATA_SCHEMAS = {
	'registration.created': registrationCreatedData,
	'registration.cancelled': registrationCancelledData,
	'payment.received': paymentReceivedData,
	'enquiry.received': enquiryReceivedData,
	'registration.checked_in': registrationCheckedInData,
} as const satisfies Record<WebhookEventType, z.ZodType>

/** What `data` holds for event type `T`. */
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_DATA_SCHEMAS)[T]>

/** The Standard Webhooks envelope of `data` for event type `type`. */
export function webhookEnvelopeSchema<T extends z.ZodType>(type: string, data: T) {
	return z.object({
		type: z.literal(type).meta({ description: 'The event’s type.' }),
		timestamp: timestamp.meta({ description: 'When the event happened (not when this attempt was made).' }),
		data,
	})
}

/** Every type a delivery may carry: the subscribable ones and the test event. */
export const DELIVERY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const

/**
 * The JSON body of event `type` with `data` that happened at `at`: `{ type, timestamp, data }`,
 * stringified once (the bytes signed and sent on every attempt).
 */
export function webhookBody(type: string, data: unknown, at: Date): string {
	return JSON.stringify({ type, timestamp: at.toISOString(), data })
}
