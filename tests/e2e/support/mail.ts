/** What the mail outbox holds, as browser tests wait for it. */
import type { Database } from '#app/db/handle.ts'

/**
 * How many of the mails to the registrations `attendeeIds` the mail worker has sent (status
 * `sent`); poll it to wait for the worker.
 */
export async function sentMailCount(db: Database, attendeeIds: number[]): Promise<number> {
	const sent = await db
		.selectFrom('mail_outbox')
		.select('id')
		.where('attendee_id', 'in', attendeeIds)
		.where('status', '=', 'sent')
		.execute()
	return sent.length
}
