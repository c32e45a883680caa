/**
 * Group registration (docs/CONTEXT.md, "group registration"):
 * - `event_editions`: the edition's group-discount rule, both null or both set: a group of at
 *   least `group_min_size` attendees gets `group_discount_percent` off each person's fee.
 * - `registration_groups`: one contact (name, e-mail, WhatsApp number) registering colleagues of
 *   one company, with the fee worked out when they registered (per person and in total, pesewas,
 *   null when the edition had no fee) and the contact's consent to the privacy notice.
 * - `attendees.group_id`: the group a colleague was registered with (null for one registering
 *   alone).
 * - `mail_outbox.group_id`: the contact's summary mail.
 *
 * Frozen once landed.
 */
import type { Kysely } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema.alterTable('event_editions').addColumn('group_min_size', 'integer').execute()
	await db.schema.alterTable('event_editions').addColumn('group_discount_percent', 'integer').execute()
	await db.schema
		.createTable('registration_groups')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('restrict'),
		)
		.addColumn('company_name', 'text', (c) => c.notNull())
		.addColumn('contact_name', 'text', (c) => c.notNull())
		.addColumn('contact_email', 'text', (c) => c.notNull())
		.addColumn('contact_whatsapp_number', 'text', (c) => c.notNull())
		.addColumn('size', 'integer', (c) => c.notNull())
		.addColumn('discount_percent', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('fee_per_person_pesewas', 'integer')
		.addColumn('total_pesewas', 'integer')
		.addColumn('consent_at', t.timestamp)
		.addColumn('consent_version', 'integer')
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('registration_groups_edition_idx')
		.on('registration_groups')
		.column('edition_id')
		.execute()
	await db.schema
		.alterTable('attendees')
		.addColumn('group_id', 'integer', (c) => c.references('registration_groups.id').onDelete('set null'))
		.execute()
	await db.schema.createIndex('attendees_group_idx').on('attendees').column('group_id').execute()
	await db.schema
		.alterTable('mail_outbox')
		.addColumn('group_id', 'integer', (c) => c.references('registration_groups.id').onDelete('cascade'))
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('mail_outbox').dropColumn('group_id').execute()
	await db.schema.dropIndex('attendees_group_idx').execute()
	await db.schema.alterTable('attendees').dropColumn('group_id').execute()
	await db.schema.dropTable('registration_groups').execute()
	await db.schema.alterTable('event_editions').dropColumn('group_discount_percent').execute()
	await db.schema.alterTable('event_editions').dropColumn('group_min_size').execute()
}
