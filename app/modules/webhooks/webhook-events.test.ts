/**
 * Every change that causes a webhook event queues it, in its own transaction, with the data
 * documented for it (docs/webhooks.md), and a change refused or failed queues nothing: registering
 * alone and as a group, cancelling (by the registrant and by staff), a payment received, a
 * partnership enquiry, a check-in. On SQLite and PostgreSQL.
 */
import os from 'node:os'
import path from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, test } from 'vitest'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { openApiDocument } from '#app/modules/api/openapi.server.ts'
import { ATTENDEE_KIND } from '#app/modules/attendees/attendee-admin.server.ts'
import { checkIn } from '#app/modules/check-in/check-in-admin.server.ts'
import { submitEnquiry } from '#app/modules/partnerships/enquiry.server.ts'
import { PARTNERSHIP_KIND } from '#app/modules/partnerships/partnership-admin.server.ts'
import { recordMovement } from '#app/modules/payments/ledger.server.ts'
import { recordPaystackCharge } from '#app/modules/payments/online-payment.server.ts'
import { cancelRegistration } from '#app/modules/registration/my-registration.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { deleteRegistrations } from '#app/modules/registration-lists/registration-admin.server.ts'
import { delegateInput, groupAccount, registrationAccount } from '#tests/factories/accounts.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { webhookEndpoint } from '#tests/setup/webhook-receiver.ts'
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-event-types.ts'
import { WEBHOOK_DATA_SCHEMAS } from './webhook-payloads.ts'

/** A mail-file store with nothing in it (no mail is written to a file here). */
const noMailFiles = createLocalFileStore(path.join(os.tmpdir(), 'summit-no-mail-files'))

const admin = { userId: null, name: 'Summit Administrator', role: 'Administrator' } as const

/** The OpenAPI document, whose `webhooks` describe each event's body (JSON Schema 2020-12). */
const ajv = new Ajv2020({ strict: false })
addFormats(ajv)
ajv.addSchema(openApiDocument('https://summit.test') as object, 'openapi')

/** Whether `body` matches the body the OpenAPI document gives event `type`; throws with the errors otherwise. */
function matchesDocument(type: string, body: unknown): void {
	const validate = ajv.getSchema(
		`openapi#/webhooks/${type}/post/requestBody/content/application~1json/schema`,
	)
	if (!validate) throw new Error(`${type} is not in the OpenAPI document's webhooks`)
	if (!validate(body)) throw new Error(`${type}: ${JSON.stringify(validate.errors)}`)
}

describe.each(testDialects)('webhook events queued on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	/** Subscribes one endpoint to every event. */
	const subscribe = () => webhookEndpoint(t.db, { events: WEBHOOK_EVENT_TYPES })

	/**
	 * The events queued so far, `{ type, data }`, each checked against its schema (no field missing,
	 * none more) and against the OpenAPI document's description of it.
	 */
	async function events() {
		const rows = await t.db
			.selectFrom('webhook_deliveries')
			.select(['event_type', 'payload'])
			.orderBy('id')
			.execute()
		return rows.map((row) => {
			const body = JSON.parse(row.payload) as { type: WebhookEventType; timestamp: string; data: unknown }
			expect(body.type).toBe(row.event_type)
			expect(body.timestamp).toBe(now.toISOString())
			WEBHOOK_DATA_SCHEMAS[body.type].strict().parse(body.data)
			matchesDocument(body.type, body)
			return { type: body.type, data: body.data as Record<string, unknown> }
		})
	}

	const attendee = (id: number) =>
		t.db
			.selectFrom('attendees')
			.select(['id', 'edition_id', 'desk_ref'])
			.where('id', '=', id)
			.executeTakeFirstOrThrow()

	test('a registration queues registration.created; the same address again queues nothing', async () => {
		const editionId = await editionFactory(t.db, 'upcoming', now)
		await subscribe()
		const { id } = await registrationAccount(t.db, now)
		const row = await attendee(id)
		expect(await events()).toEqual([
			{
				type: 'registration.created',
				data: {
					id,
					reference: row.desk_ref,
					edition: { id: editionId, year: now.getUTCFullYear() + 1 },
					full_name: 'Ama Ɔdɔm 1',
					email: 'ama1@volta.example',
					company_name: 'Volta Assurance',
					designation: 'Auditor',
					fee_pesewas: 200_000,
					currency: 'GHS',
					fee_rule: 'early-bird',
					payment_state: 'unpaid',
					group_id: null,
					language: 'en',
					created_at: now.toISOString(),
				},
			},
		])
		const again = await registerAttendee(t.db, delegateInput(1), now, 'summit.test')
		expect(again.ok).toBe(false)
		expect(await events()).toHaveLength(1)
	})

	test('a group queues one registration.created per colleague; a refused group queues none', async () => {
		await editionFactory(t.db, 'upcoming', now)
		await subscribe()
		const group = await groupAccount(t.db, now, ['Kofi', 'Esi', 'Yaw'])
		const queued = await events()
		expect(queued.map((e) => [e.type, e.data.full_name, e.data.group_id])).toEqual([
			['registration.created', 'Kofi', group.id],
			['registration.created', 'Esi', group.id],
			['registration.created', 'Yaw', group.id],
		])
		// The same colleagues again: refused, nothing stored, nothing queued.
		await expect(groupAccount(t.db, now, ['Kofi', 'Esi', 'Yaw'])).rejects.toThrow()
		expect(await events()).toHaveLength(3)
	})

	test('a registrant cancelling queues registration.cancelled with no personal data', async () => {
		const editionId = await editionFactory(t.db, 'upcoming', now)
		const { id } = await registrationAccount(t.db, now)
		const row = await attendee(id)
		await subscribe()
		expect(await cancelRegistration(t.db, { id, editionId }, noMailFiles, now)).toBe(true)
		expect(await events()).toEqual([
			{
				type: 'registration.cancelled',
				data: {
					id,
					reference: row.desk_ref,
					edition: { id: editionId, year: now.getUTCFullYear() + 1 },
					cancelled_at: now.toISOString(),
				},
			},
		])
		// Already gone: nothing more.
		expect(await cancelRegistration(t.db, { id, editionId }, noMailFiles, now)).toBe(false)
		expect(await events()).toHaveLength(1)
	})

	test('staff deleting registrations queue one registration.cancelled each; deleting enquiries none', async () => {
		await editionFactory(t.db, 'upcoming', now)
		const one = await registrationAccount(t.db, now, 1)
		const two = await registrationAccount(t.db, now, 2)
		const actor = await actorFactory(t.db, now)
		const { enquiryId } = await submitEnquiry(t.db, { ...delegateInput(3), packages: 'Gold' }, now)
		await subscribe()
		await deleteRegistrations(t.db, actor, [two.id, one.id, 9999], now, ATTENDEE_KIND, noMailFiles)
		await deleteRegistrations(t.db, actor, [enquiryId], now, PARTNERSHIP_KIND, noMailFiles)
		expect((await events()).map((e) => [e.type, e.data.id])).toEqual([
			['registration.cancelled', one.id],
			['registration.cancelled', two.id],
		])
	})

	test('a payment queues payment.received; a refused payment and a waiver queue none', async () => {
		const editionId = await editionFactory(t.db, 'upcoming', now)
		const account = await registrationAccount(t.db, now)
		await subscribe()
		const refused = await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'cash', amountPesewas: 999_999, reference: null },
			admin,
			now,
		)
		expect(refused.ok).toBe(false)
		const paid = await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'momo', amountPesewas: 150_000, reference: 'MP-123' },
			admin,
			now,
		)
		expect(paid.ok).toBe(true)
		await recordMovement(
			t.db,
			account,
			{ kind: 'waiver', method: 'waiver', amountPesewas: 50_000, reference: null },
			admin,
			now,
		)
		const receipt = await t.db.selectFrom('receipts').select('id').executeTakeFirstOrThrow()
		expect(await events()).toEqual([
			{
				type: 'payment.received',
				data: {
					id: receipt.id,
					receipt_number: paid.ok ? paid.receipt!.number : '',
					edition: { id: editionId, year: now.getUTCFullYear() + 1 },
					registration_ids: [account.id],
					group_id: null,
					amount_pesewas: 150_000,
					currency: 'GHS',
					method: 'momo',
					reference: 'MP-123',
					received_at: now.toISOString(),
				},
			},
		])
	})

	test('a payment Paystack confirms queues payment.received once, however often Paystack says so', async () => {
		const editionId = await editionFactory(t.db, 'upcoming', now)
		const account = await registrationAccount(t.db, now)
		await t.db
			.insertInto('online_payments')
			.values({
				reference: 'SUM-2027-0123456789abcdef01234567',
				edition_id: editionId,
				attendee_id: account.id,
				group_id: null,
				amount_pesewas: 200_000,
				created_at: now.toISOString(),
				updated_at: now.toISOString(),
			})
			.execute()
		await subscribe()
		const charge = {
			reference: 'SUM-2027-0123456789abcdef01234567',
			status: 'success',
			amountPesewas: 200_000,
			currency: 'GHS',
			channel: 'mobile_money',
			metadata: null,
		}
		expect(await recordPaystackCharge(t.db, charge, now)).toMatchObject({ outcome: 'paid' })
		await recordPaystackCharge(t.db, charge, now)
		expect(
			(await events()).map((e) => [e.type, e.data.method, e.data.amount_pesewas, e.data.reference]),
		).toEqual([['payment.received', 'paystack', 200_000, 'SUM-2027-0123456789abcdef01234567']])
	})

	test('a group paid as one names its colleagues paid for and the group', async () => {
		await editionFactory(t.db, 'upcoming', now)
		const group = await groupAccount(t.db, now, 2)
		await subscribe()
		await recordMovement(
			t.db,
			group,
			{ kind: 'payment', method: 'bank', amountPesewas: 100, reference: 'B-1' },
			admin,
			now,
		)
		const colleagues = await t.db.selectFrom('attendees').select('id').orderBy('id').execute()
		const [paid] = await events()
		expect(paid!.data).toMatchObject({ group_id: group.id, registration_ids: [colleagues[0]!.id] })
	})

	test('a partnership enquiry queues enquiry.received', async () => {
		const editionId = await editionFactory(t.db, 'upcoming', now)
		await subscribe()
		const result = await submitEnquiry(t.db, { ...delegateInput(5), packages: 'Gold' }, now, { locale: 'fr' })
		expect(await events()).toEqual([
			{
				type: 'enquiry.received',
				data: {
					id: result.enquiryId,
					reference: result.reference,
					edition: { id: editionId, year: now.getUTCFullYear() + 1 },
					company_name: 'Volta Assurance',
					full_name: 'Ama Ɔdɔm 5',
					email: 'ama5@volta.example',
					designation: 'Auditor',
					whatsapp_number: '+233 24 123 4567',
					package: 'Gold',
					language: 'fr',
					created_at: now.toISOString(),
				},
			},
		])
	})

	test('a check-in queues registration.checked_in once; a second scan queues nothing', async () => {
		const editionId = await editionFactory(t.db, 'upcoming', now)
		const { id } = await registrationAccount(t.db, now)
		const row = await attendee(id)
		const actor = await actorFactory(t.db, now)
		await subscribe()
		expect((await checkIn(t.db, actor, id, [editionId], now)).ok).toBe(true)
		expect((await checkIn(t.db, actor, id, [editionId], now)).ok).toBe(false)
		expect(await events()).toEqual([
			{
				type: 'registration.checked_in',
				data: {
					id,
					reference: row.desk_ref,
					edition: { id: editionId, year: now.getUTCFullYear() + 1 },
					checked_in_at: now.toISOString(),
				},
			},
		])
	})
})
