/** What the mail outbox holds, as browser tests wait for it. */
import fs from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import { type ParsedMail, simpleParser } from 'mailparser'
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

/**
 * The newest mail of `kind` about a registration or a group, once the worker of the server whose
 * data folder is `dataDir` has written it to its `.eml` file (the e2e servers have no SMTP server),
 * read back with mailparser.
 */
export async function writtenMail(
	db: Database,
	dataDir: string,
	kind: string,
	about: { attendeeId: number } | { groupId: number },
): Promise<ParsedMail> {
	const file = async () => {
		const row = await db
			.selectFrom('mail_outbox')
			.select('eml_name')
			.where('kind', '=', kind)
			.$call((q) =>
				'attendeeId' in about
					? q.where('attendee_id', '=', about.attendeeId)
					: q.where('group_id', '=', about.groupId),
			)
			.where('status', '=', 'sent')
			.orderBy('id', 'desc')
			.executeTakeFirst()
		return row?.eml_name ?? null
	}
	await expect.poll(file, { message: `the ${kind} mail is written`, timeout: 15_000 }).not.toBeNull()
	return simpleParser(await fs.readFile(path.join(dataDir, 'outbox', (await file())!)))
}
