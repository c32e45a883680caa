/**
 * The dashboard charts' figures on SQLite and PostgreSQL: days and hours cut at Accra's midnight and
 * hour whatever the database session's time zone, the running total, company names folded for case
 * and spacing, the top ten cut inside a tie, other editions left out, and empty editions.
 */
import { type Kysely, sql } from 'kysely'
import { beforeEach, describe, expect, test } from 'vitest'
import type { DB, NewAttendee } from '#app/db/schema.ts'
import { dialectOf } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import {
	checkInsPerHour,
	enquiriesByPackage,
	registrationsByHeardFrom,
	registrationsPerDay,
	topCompanies,
} from './charts.queries.server.ts'

describe.each(testDialects)('the dashboard charts’ figures on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let edition: number
	let other: number

	beforeEach(async () => {
		edition = await editionFactory(t.db, 'upcoming', now)
		other = await editionFactory(t.db, 'past', now, { year: 2020 })
	})

	let n = 0
	/** Registers one delegate of `editionId` with the given columns. */
	async function attendee(values: Partial<NewAttendee> & { edition_id?: number }) {
		n += 1
		await t.db
			.insertInto('attendees')
			.values({
				edition_id: edition,
				full_name: `Delegate ${n}`,
				email: `delegate${n}@example.com`,
				whatsapp_number: '+233241234567',
				company_name: 'Volta Assurance',
				designation: 'Auditor',
				heard_from: null,
				...values,
			})
			.execute()
	}

	/**
	 * Runs `read` in a transaction whose PostgreSQL session is set to a zone far from Accra's, so
	 * a figure cut by the session's zone rather than Accra's would come out wrong.
	 */
	async function inFarZone<T>(read: (db: Handle) => Promise<T>): Promise<T> {
		if (dialectOf(t.db) !== 'postgres') return read(t.db)
		return (t.db as Kysely<DB>).transaction().execute(async (trx) => {
			await sql`set local time zone 'Pacific/Kiritimati'`.execute(trx)
			return read(trx)
		})
	}

	test('registrations per day: Accra days, each with the running total, other editions left out', async () => {
		await attendee({ created_at: '2026-11-20T00:00:00.000Z' })
		await attendee({ created_at: '2026-11-20T23:59:59.999Z' })
		await attendee({ created_at: '2026-11-21T00:00:00.000Z' })
		await attendee({ created_at: '2026-11-23T12:00:00.000Z' })
		await attendee({ created_at: '2026-11-23T13:00:00.000Z' })
		await attendee({ created_at: '2026-11-23T14:00:00.000Z' })
		await attendee({ edition_id: other, created_at: '2026-11-22T12:00:00.000Z' })

		expect(await inFarZone((db) => registrationsPerDay(db, edition))).toEqual([
			{ day: '2026-11-20', registrations: 2, cumulative: 2 },
			{ day: '2026-11-21', registrations: 1, cumulative: 3 },
			{ day: '2026-11-23', registrations: 3, cumulative: 6 },
		])
	})

	test('how they heard: most first, none given counted as such', async () => {
		for (const heard of ['LinkedIn', 'LinkedIn', 'Facebook', null, null, null, 'Instagram'])
			await attendee({ heard_from: heard })
		await attendee({ edition_id: other, heard_from: 'Facebook' })
		await attendee({ edition_id: other, heard_from: 'Facebook' })

		expect(await registrationsByHeardFrom(t.db, edition)).toEqual([
			{ answer: null, registrations: 3 },
			{ answer: 'LinkedIn', registrations: 2 },
			{ answer: 'Facebook', registrations: 1 },
			{ answer: 'Instagram', registrations: 1 },
		])
	})

	test('top companies: one company whatever its letter case and spacing', async () => {
		const names = [
			'Volta Assurance',
			'VOLTA ASSURANCE',
			'volta  assurance',
			'Volta\tAssurance ',
			'Volta Assurance',
		]
		for (const name of [...names, 'ƆDƆM BANK', 'Ɔdɔm Bank', 'Sahel Audit'])
			await attendee({ company_name: name })

		// Each shown in its most common spelling; a tie in spellings goes to the first by code point.
		expect(await topCompanies(t.db, edition)).toEqual([
			{ company: 'Volta Assurance', registrations: 5 },
			{ company: 'ƆDƆM BANK', registrations: 2 },
			{ company: 'Sahel Audit', registrations: 1 },
		])
	})

	test('top companies: ten at most, most first, a tie at the cut taken alphabetically', async () => {
		await attendee({ company_name: 'Zenith' })
		await attendee({ company_name: 'Zenith' })
		await attendee({ company_name: 'Zenith' })
		// Twelve companies of one registration each: only the first nine alphabetically fit.
		for (const letter of 'LKJIHGFEDCBA') await attendee({ company_name: `${letter} Holdings` })
		await attendee({ edition_id: other, company_name: 'Other Edition Ltd' })
		await attendee({ edition_id: other, company_name: 'Other Edition Ltd' })
		await attendee({ edition_id: other, company_name: 'Other Edition Ltd' })
		await attendee({ edition_id: other, company_name: 'Other Edition Ltd' })

		const top = await topCompanies(t.db, edition)
		expect(top).toHaveLength(10)
		expect(top[0]).toEqual({ company: 'Zenith', registrations: 3 })
		expect(top.slice(1).map((c) => c.company)).toEqual('ABCDEFGHI'.split('').map((l) => `${l} Holdings`))
	})

	test('check-ins per hour: Accra days and hours, hours without a check-in left out', async () => {
		await attendee({ checked_in_at: '2027-01-20T07:00:00.000Z' })
		await attendee({ checked_in_at: '2027-01-20T07:59:59.999Z' })
		await attendee({ checked_in_at: '2027-01-20T08:00:00.000Z' })
		await attendee({ checked_in_at: '2027-01-20T23:59:00.000Z' })
		await attendee({ checked_in_at: '2027-01-21T00:01:00.000Z' })
		await attendee({ checked_in_at: null })
		await attendee({ edition_id: other, checked_in_at: '2027-01-20T07:30:00.000Z' })

		expect(await inFarZone((db) => checkInsPerHour(db, edition))).toEqual([
			{ day: '2027-01-20', hour: 7, checkIns: 2 },
			{ day: '2027-01-20', hour: 8, checkIns: 1 },
			{ day: '2027-01-20', hour: 23, checkIns: 1 },
			{ day: '2027-01-21', hour: 0, checkIns: 1 },
		])
	})

	test('enquiries by package: most first, ties by title, other editions and none left out', async () => {
		let ref = 0
		const enquiry = (pkg: string, editionId: number | null) =>
			t.db
				.insertInto('partnership_enquiries')
				.values({
					edition_id: editionId,
					full_name: 'Ama',
					company_name: 'Co',
					designation: 'CAE',
					email: `e${++ref}@example.com`,
					whatsapp_number: '+233241234567',
					package: pkg,
					reference: `REF-${ref}`,
				})
				.execute()
		for (const pkg of ['Silver', 'Gold', 'Gold', 'Bronze', 'Silver', 'Gold']) await enquiry(pkg, edition)
		await enquiry('Platinum', other)
		await enquiry('Platinum', null)

		expect(await enquiriesByPackage(t.db, edition)).toEqual([
			{ package: 'Gold', enquiries: 3 },
			{ package: 'Silver', enquiries: 2 },
			{ package: 'Bronze', enquiries: 1 },
		])
	})

	test('an edition without registrations, check-ins or enquiries has no figures', async () => {
		await attendee({ edition_id: other, checked_in_at: '2020-03-01T09:00:00.000Z', heard_from: 'LinkedIn' })
		expect(await registrationsPerDay(t.db, edition)).toEqual([])
		expect(await registrationsByHeardFrom(t.db, edition)).toEqual([])
		expect(await topCompanies(t.db, edition)).toEqual([])
		expect(await checkInsPerHour(t.db, edition)).toEqual([])
		expect(await enquiriesByPackage(t.db, edition)).toEqual([])
	})
})
