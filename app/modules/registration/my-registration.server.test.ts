import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createLocalFileStore, type FileStore } from '#app/lib/storage/file-store.server.ts'
import { attendeeInput } from '#tests/factories/attendees.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { cancelRegistration, registrationOfToken } from './my-registration.server.ts'
import { correctRegistration, countCancellations } from './registration.queries.server.ts'
import { registerAttendee } from './registration.server.ts'
import { deskReference, signTicketRef, ticketSecret, verifyTicketToken } from './ticket-token.server.ts'

test('a token is the reference signed for one purpose: the ticket does not open the manage page', () => {
	const secret = 'x'.repeat(64)
	const ref = 'AAAAAAAAAAAAAAAAAAAAAA'
	const ticket = signTicketRef(secret, ref, 'ticket')
	expect(verifyTicketToken(secret, ticket, 'ticket')).toBe(ref)
	expect(verifyTicketToken(secret, ticket, 'manage')).toBeNull()
	expect(verifyTicketToken('y'.repeat(64), ticket, 'ticket')).toBeNull()
	const altered = `${ticket.slice(0, -1)}${ticket.endsWith('A') ? 'B' : 'A'}`
	expect(verifyTicketToken(secret, altered, 'ticket')).toBeNull()
	expect(verifyTicketToken(secret, `BAAAAAAAAAAAAAAAAAAAAA.${ticket.split('.')[1]}`, 'ticket')).toBeNull()
	expect(verifyTicketToken(secret, 'not-a-token', 'ticket')).toBeNull()
	expect(deskReference(ref)).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/)
})

describe.each(testDialects)('a registrant’s own registration on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let outbox: string
	/** The mail-file store (a folder here; the same interface as the shared bucket's). */
	let store: FileStore
	beforeEach(async () => {
		outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-outbox-'))
		store = createLocalFileStore(outbox)
		await editionFactory(t.db, 'upcoming', now)
	})
	afterEach(async () => {
		await fs.rm(outbox, { recursive: true, force: true })
	})

	async function tokens() {
		const row = await t.db
			.selectFrom('attendees')
			.select(['ticket_ref', 'desk_ref'])
			.executeTakeFirstOrThrow()
		const secret = await ticketSecret(t.db)
		expect(row.desk_ref).toBe(deskReference(row.ticket_ref!))
		return {
			ticket: signTicketRef(secret, row.ticket_ref!, 'ticket'),
			manage: signTicketRef(secret, row.ticket_ref!, 'manage'),
		}
	}

	test('the manage link finds the registration; corrections are saved', async () => {
		await registerAttendee(t.db, attendeeInput, now, 'summit.test')
		const { ticket, manage } = await tokens()
		expect(await registrationOfToken(t.db, ticket, 'manage')).toBeUndefined()
		const found = await registrationOfToken(t.db, manage, 'manage')
		expect(found).toMatchObject({ fullName: 'Amina Yusuf', email: 'amina@sahel.example' })
		expect(
			await correctRegistration(t.db, found!.id, {
				name: 'Amina B. Yusuf',
				company_name: 'Sahel Audit Ltd',
				role: 'Head of Audit',
				whatsapp_number: '+234 803 000 0000',
				contact_number: '+234 1 234 5678',
			}),
		).toBe(true)
		expect(await registrationOfToken(t.db, ticket, 'ticket')).toMatchObject({
			fullName: 'Amina B. Yusuf',
			companyName: 'Sahel Audit Ltd',
			designation: 'Head of Audit',
			contactNumber: '+234 1 234 5678',
		})
	})

	test('cancelling deletes the personal data and its queued mail and files, keeps a count and logs no personal data', async () => {
		await registerAttendee(t.db, attendeeInput, now, 'summit.test')
		const { ticket, manage } = await tokens()
		const attendee = (await registrationOfToken(t.db, manage, 'manage'))!
		await t.db.updateTable('mail_outbox').set({ eml_name: 'mail-1.eml' }).execute()
		await store.put('mail-1.eml', Buffer.from('To: amina@sahel.example'))
		await store.put('mail-2.eml', Buffer.from('To: someone.else@example.com'))
		expect(await cancelRegistration(t.db, attendee, store, now)).toBe(true)
		expect(await t.db.selectFrom('attendees').selectAll().execute()).toEqual([])
		expect(await t.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([])
		// Its mail's file is gone from the store; another mail's is kept.
		expect(await store.get('mail-1.eml')).toBeNull()
		expect(await fs.readdir(outbox)).toEqual(['mail-2.eml'])
		expect(await countCancellations(t.db, attendee.editionId)).toBe(1)
		const log = await t.db.selectFrom('activity_log').select(['type', 'description', 'username']).execute()
		expect(log).toEqual([
			{
				type: 'Cancel Registration',
				username: 'Registrant',
				description: 'A registrant cancelled their registration; their details were deleted.',
			},
		])
		expect(JSON.stringify(log)).not.toMatch(/Amina|sahel/i)
		// The old links name nothing any more.
		expect(await registrationOfToken(t.db, ticket, 'ticket')).toBeUndefined()
		expect(await registrationOfToken(t.db, manage, 'manage')).toBeUndefined()
		expect(await cancelRegistration(t.db, attendee, store, now)).toBe(false)
		// Registering again with the same address works.
		expect((await registerAttendee(t.db, attendeeInput, now, 'summit.test')).ok).toBe(true)
	})
})
