/**
 * Money (docs/payments.md):
 * - `attendees.fee_pesewas`, `fee_currency`, `fee_rule`: what the registration owes, fixed when it
 *   was made, and the rule that gave it (`early-bird`, `regular`, `group-discount`); null without a fee.
 * - `receipts`: one per payment received, numbered per edition without gaps, with the payer as they
 *   were when it was received (a receipt is a record the organiser must keep).
 * - `payments`: the ledger. Every movement on one registration: a payment, a refund or a waiver,
 *   its method and reference, who recorded it and when; a correction undoes one movement with the
 *   opposite amount. A group's payment is one receipt and one movement per colleague. Status and
 *   balance are worked out from it, never stored.
 * - `invoices`: issued before payment for a registration or a group, numbered per edition without
 *   gaps, with everything it printed (a JSON document), so it reads the same years later.
 * - `online_payments`: each Paystack transaction started, by its reference, what it should bring and
 *   what came of it (paid, a discrepancy, failed).
 * - `registration_groups.manage_ref`: random, like a ticket reference; the contact's link to the
 *   group's payments and documents is signed from it.
 * - `mail_outbox.receipt_id`: the "payment received" mail of a receipt.
 * - `settings`: the organiser's legal name, address and tax number for invoices, the tax lines
 *   (JSON list of named percentages) and the days before the event the unpaid are reminded.
 *
 * Today's `payment_status` is carried over: a `paid` registration with a fee gets a payment of its
 * fee recorded "at the desk" (its method was never kept), a `waived` one a waiver of its fee; then
 * the column goes. A registration's fee is worked out as registering did: its group's fee per
 * person, else the early-bird fee up to and including its expiry day (Accra is UTC), else the
 * regular fee.
 *
 * Frozen once landed.
 */
import crypto from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema.alterTable('attendees').addColumn('fee_pesewas', 'integer').execute()
	await db.schema
		.alterTable('attendees')
		.addColumn('fee_currency', 'text', (c) => c.notNull().defaultTo('GHS'))
		.execute()
	await db.schema.alterTable('attendees').addColumn('fee_rule', 'text').execute()

	await db.schema
		.createTable('receipts')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('restrict'),
		)
		.addColumn('number', 'integer', (c) => c.notNull())
		.addColumn('attendee_id', 'integer', (c) => c.references('attendees.id').onDelete('set null'))
		.addColumn('group_id', 'integer', (c) => c.references('registration_groups.id').onDelete('set null'))
		.addColumn('payer_name', 'text', (c) => c.notNull())
		.addColumn('payer_company', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('payer_email', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('amount_pesewas', 'integer', (c) => c.notNull().check(sql`amount_pesewas > 0`))
		.addColumn('currency', 'text', (c) => c.notNull().defaultTo('GHS'))
		.addColumn('method', 'text', (c) => c.notNull())
		.addColumn('reference', 'text')
		.addColumn('recorded_by', 'text', (c) => c.notNull())
		.addColumn('issued_at', t.timestamp, (c) => c.notNull())
		.addUniqueConstraint('receipts_edition_number_key', ['edition_id', 'number'])
		.execute()
	// A bank, MoMo or Paystack reference pays once: the second recording of it is refused.
	await db.schema
		.createIndex('receipts_method_reference_key')
		.on('receipts')
		.columns(['method', 'reference'])
		.unique()
		.where(sql.ref('reference'), 'is not', null)
		.execute()

	await db.schema
		.createTable('payments')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('restrict'),
		)
		.addColumn('attendee_id', 'integer', (c) => c.references('attendees.id').onDelete('set null'))
		.addColumn('group_id', 'integer', (c) => c.references('registration_groups.id').onDelete('set null'))
		.addColumn('receipt_id', 'integer', (c) => c.references('receipts.id').onDelete('restrict'))
		.addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'refund', 'waiver')`))
		.addColumn('method', 'text', (c) =>
			c.notNull().check(sql`method in ('paystack', 'momo', 'bank', 'cash', 'waiver', 'desk')`),
		)
		.addColumn('amount_pesewas', 'integer', (c) => c.notNull())
		.addColumn('currency', 'text', (c) => c.notNull().defaultTo('GHS'))
		.addColumn('reference', 'text')
		.addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
		// A correction undoes one movement (once): same kind, the opposite amount.
		.addColumn('corrects_id', 'integer', (c) => c.references('payments.id').onDelete('restrict').unique())
		.addCheckConstraint(
			'payments_amount_sign',
			sql`(corrects_id is null and amount_pesewas > 0) or (corrects_id is not null and amount_pesewas < 0)`,
		)
		.addColumn('recorded_by', 'text', (c) => c.notNull())
		.addColumn('recorded_at', t.timestamp, (c) => c.notNull())
		.execute()
	await db.schema.createIndex('payments_attendee_idx').on('payments').column('attendee_id').execute()
	await db.schema.createIndex('payments_group_idx').on('payments').column('group_id').execute()
	await db.schema.createIndex('payments_edition_idx').on('payments').column('edition_id').execute()

	await db.schema
		.createTable('invoices')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('restrict'),
		)
		.addColumn('number', 'integer', (c) => c.notNull())
		.addColumn('attendee_id', 'integer', (c) => c.references('attendees.id').onDelete('set null'))
		.addColumn('group_id', 'integer', (c) => c.references('registration_groups.id').onDelete('set null'))
		.addColumn('purchase_order', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('total_pesewas', 'integer', (c) => c.notNull())
		.addColumn('currency', 'text', (c) => c.notNull().defaultTo('GHS'))
		.addColumn('document_json', 'text', (c) => c.notNull())
		.addColumn('issued_by', 'text', (c) => c.notNull())
		.addColumn('issued_at', t.timestamp, (c) => c.notNull())
		.addUniqueConstraint('invoices_edition_number_key', ['edition_id', 'number'])
		.execute()

	await db.schema
		.createTable('online_payments')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('reference', 'text', (c) => c.notNull().unique())
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('restrict'),
		)
		.addColumn('attendee_id', 'integer', (c) => c.references('attendees.id').onDelete('set null'))
		.addColumn('group_id', 'integer', (c) => c.references('registration_groups.id').onDelete('set null'))
		.addColumn('amount_pesewas', 'integer', (c) => c.notNull().check(sql`amount_pesewas > 0`))
		.addColumn('currency', 'text', (c) => c.notNull().defaultTo('GHS'))
		.addColumn('status', 'text', (c) =>
			c
				.notNull()
				.defaultTo('pending')
				.check(sql`status in ('pending', 'paid', 'discrepancy', 'failed')`),
		)
		.addColumn('paid_amount_pesewas', 'integer')
		.addColumn('paid_currency', 'text')
		.addColumn('channel', 'text')
		.addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('receipt_id', 'integer', (c) => c.references('receipts.id').onDelete('set null'))
		.addColumn('created_at', t.timestamp, (c) => c.notNull())
		.addColumn('updated_at', t.timestamp, (c) => c.notNull())
		.execute()
	await db.schema.createIndex('online_payments_status_idx').on('online_payments').column('status').execute()
	await db.schema
		.alterTable('mail_outbox')
		.addColumn('receipt_id', 'integer', (c) => c.references('receipts.id').onDelete('cascade'))
		.execute()

	for (const column of ['legal_name', 'legal_address', 'tax_number']) {
		await db.schema
			.alterTable('settings')
			.addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
			.execute()
	}
	await db.schema
		.alterTable('settings')
		.addColumn('tax_lines_json', 'text', (c) => c.notNull().defaultTo('[]'))
		.execute()
	await db.schema.alterTable('settings').addColumn('payment_reminder_days', 'integer').execute()

	// A group's contact holds a link to the group's payments (signed from it, as a ticket is).
	await db.schema.alterTable('registration_groups').addColumn('manage_ref', 'text').execute()
	await db.schema
		.createIndex('registration_groups_manage_ref_key')
		.on('registration_groups')
		.column('manage_ref')
		.unique()
		.execute()
	const groups: { id: number }[] = await db
		.selectFrom('registration_groups')
		.select('id')
		.orderBy('id')
		.execute()
	for (const group of groups) {
		await db
			.updateTable('registration_groups')
			.set({ manage_ref: crypto.randomBytes(16).toString('base64url') })
			.where('id', '=', group.id)
			.execute()
	}

	await carryOverPayments(db)
	await db.schema.alterTable('attendees').dropColumn('payment_status').execute()
}

/** Fixes each registration's fee as registering did, and turns `payment_status` into ledger rows. */
async function carryOverPayments(db: Kysely<any>): Promise<void> {
	const rows: {
		id: number
		edition_id: number
		group_id: number | null
		payment_status: string
		created_at: string | Date
		regular: number | null
		early: number | null
		expires: string | Date | null
		group_fee: number | null
		discount: number | null
	}[] = await db
		.selectFrom('attendees as a')
		.innerJoin('event_editions as e', 'e.id', 'a.edition_id')
		.leftJoin('registration_groups as g', 'g.id', 'a.group_id')
		.select([
			'a.id',
			'a.edition_id',
			'a.group_id',
			'a.payment_status',
			'a.created_at',
			'e.regular_fee_pesewas as regular',
			'e.early_bird_fee_pesewas as early',
			'e.early_bird_expires_on as expires',
			'g.fee_per_person_pesewas as group_fee',
			'g.discount_percent as discount',
		])
		.orderBy('a.id')
		.execute()
	const day = (value: string | Date) => (value instanceof Date ? value.toISOString() : value).slice(0, 10)
	const now = new Date().toISOString()
	for (const row of rows) {
		const earlyBird = row.early !== null && row.expires !== null && day(row.created_at) <= day(row.expires)
		let fee: number | null = earlyBird ? row.early : row.regular
		let rule: string | null = fee === null ? null : earlyBird ? 'early-bird' : 'regular'
		if (row.group_id !== null && row.group_fee !== null) {
			fee = row.group_fee
			if (row.discount) rule = 'group-discount'
		}
		if (fee !== null) {
			await db
				.updateTable('attendees')
				.set({ fee_pesewas: fee, fee_rule: rule })
				.where('id', '=', row.id)
				.execute()
		}
		if (fee === null || fee <= 0 || row.payment_status === 'unpaid') continue
		const waived = row.payment_status === 'waived'
		await db
			.insertInto('payments')
			.values({
				edition_id: row.edition_id,
				attendee_id: row.id,
				group_id: row.group_id,
				kind: waived ? 'waiver' : 'payment',
				method: waived ? 'waiver' : 'desk',
				amount_pesewas: fee,
				note: waived ? 'Waived at the desk before the ledger' : 'Marked paid at the desk before the ledger',
				recorded_by: 'Check-in desk',
				recorded_at: now,
			})
			.execute()
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema
		.alterTable('attendees')
		.addColumn('payment_status', 'text', (c) =>
			c
				.notNull()
				.defaultTo('unpaid')
				.check(sql`payment_status in ('unpaid', 'paid', 'waived')`),
		)
		.execute()
	await db.schema.alterTable('settings').dropColumn('payment_reminder_days').execute()
	for (const column of ['tax_lines_json', 'tax_number', 'legal_address', 'legal_name']) {
		await db.schema.alterTable('settings').dropColumn(column).execute()
	}
	await db.schema.dropIndex('registration_groups_manage_ref_key').execute()
	await db.schema.alterTable('registration_groups').dropColumn('manage_ref').execute()
	await db.schema.alterTable('mail_outbox').dropColumn('receipt_id').execute()
	await db.schema.dropTable('online_payments').execute()
	await db.schema.dropTable('invoices').execute()
	await db.schema.dropTable('payments').execute()
	await db.schema.dropTable('receipts').execute()
	for (const column of ['fee_rule', 'fee_currency', 'fee_pesewas']) {
		await db.schema.alterTable('attendees').dropColumn(column).execute()
	}
}
