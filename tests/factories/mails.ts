/**
 * Test factory for a mail already sent to a file: `sentMailWithFile(db, store, about, name)` inserts
 * its outbox row (about an attendee, a group or an enquiry) naming the `.eml` file `name`, and puts a
 * small file of that name into the mail-file store, as the mail worker does without an SMTP server.
 */
import type { Database } from '#app/db/connect.server.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'

/** What the mail is about: one of the outbox row's links. */
export type MailAbout = { attendee_id: number } | { group_id: number } | { enquiry_id: number }

/**
 * Inserts a sent confirmation mail about `about` whose file is `name` (`mail-<…>.eml`), with a
 * Message-ID made from `name`, and writes that file into `store`. Returns nothing.
 */
export async function sentMailWithFile(
	db: Database,
	store: FileStore,
	about: MailAbout,
	name: string,
	now: Date = new Date(),
): Promise<void> {
	await db
		.insertInto('mail_outbox')
		.values({
			kind: 'attendee-confirmation',
			attendee_id: null,
			enquiry_id: null,
			...about,
			to_address: 'someone@summit.example',
			subject: 'Your place',
			message_id: `<${name}@summit.test>`,
			next_attempt_at: now.toISOString(),
			status: 'sent',
			eml_name: name,
		})
		.execute()
	await store.put(name, Buffer.from(`To: someone@summit.example\n\n${name}`))
}
