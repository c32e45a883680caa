/**
 * The data of the outgoing webhooks a registration causes (docs/webhooks.md): built here, from what
 * was just written, by the code that writes it; queued in its transaction with `queueWebhookEvent`
 * (modules/webhooks).
 */
import type { NewAttendee } from '#app/db/schema.ts'
import type { WebhookEventData } from '#app/modules/webhooks/webhook-payloads.ts'

/**
 * The `registration.created` data of registration `id`, inserted as `row` for `edition`: its fee as
 * fixed then, and nothing paid yet (`unpaid`, or `no-fee` when the edition has none).
 */
export function registrationCreatedData(
	id: number,
	row: NewAttendee & { created_at: string },
	edition: { id: number; year: number },
): WebhookEventData<'registration.created'> {
	const fee = row.fee_pesewas ?? null
	return {
		id,
		reference: row.desk_ref ?? null,
		edition: { id: edition.id, year: edition.year },
		full_name: row.full_name,
		email: row.email,
		company_name: row.company_name,
		designation: row.designation,
		fee_pesewas: fee,
		currency: 'GHS',
		fee_rule: row.fee_rule ?? null,
		payment_state: fee === null ? 'no-fee' : 'unpaid',
		group_id: row.group_id ?? null,
		language: row.locale ?? 'en',
		created_at: row.created_at,
	}
}
