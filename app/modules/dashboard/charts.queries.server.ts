/**
 * The figures behind the dashboard's charts (docs/dashboard.md, ADR 0058), one query each, all for
 * one edition and grouped in SQL: registrations per Accra day (with the running total), how
 * registrants heard of the summit, the top companies, check-ins per Accra day and hour, and
 * partnership enquiries per package. Registrations are the attendee rows that stand: a cancelled
 * one is deleted, so it counts nowhere here.
 */
import { sql } from 'kysely'
import { accraDay, accraHourStart, codePointOrder, dialectOf, foldedText } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'

/** Registrations made on one Accra day, and all made up to the end of it. */
export interface RegistrationDay {
	/** `YYYY-MM-DD`, Africa/Accra. */
	day: string
	registrations: number
	cumulative: number
}

/**
 * Registrations of edition `editionId` per Accra day of their `created_at`, oldest day first, only
 * days with one or more; `cumulative` is the running total (a window over the groups, in SQL).
 */
export async function registrationsPerDay(db: Handle, editionId: number): Promise<RegistrationDay[]> {
	const day = accraDay(dialectOf(db), sql.ref('created_at'))
	const rows = await db
		.selectFrom('attendees')
		.select([
			day.as('day'),
			sql<number | string>`count(*)`.as('registrations'),
			sql<number | string>`sum(count(*)) over (order by ${day})`.as('cumulative'),
		])
		.where('edition_id', '=', editionId)
		.groupBy(day)
		.orderBy(day)
		.execute()
	return rows.map((r) => ({
		day: r.day,
		registrations: Number(r.registrations),
		cumulative: Number(r.cumulative),
	}))
}

/** How many registrants gave one answer to "How did you hear"; `answer` null for none given. */
export interface HeardFromCount {
	answer: string | null
	registrations: number
}

/**
 * Registrations of edition `editionId` per answer to "How did you hear" (`heard_from`, null when
 * the registrant skipped it), most first, ties by answer in code-point order (none given last).
 */
export async function registrationsByHeardFrom(db: Handle, editionId: number): Promise<HeardFromCount[]> {
	const rows = await db
		.selectFrom('attendees')
		.select(['heard_from', sql<number | string>`count(*)`.as('registrations')])
		.where('edition_id', '=', editionId)
		.groupBy('heard_from')
		.orderBy(sql`count(*)`, 'desc')
		.orderBy(sql`heard_from is null`)
		.orderBy(codePointOrder(dialectOf(db), sql.ref('heard_from')))
		.execute()
	return rows.map((r) => ({ answer: r.heard_from, registrations: Number(r.registrations) }))
}

/** One company among the top ones: a name as registrants typed it, and its registrations. */
export interface CompanyCount {
	company: string
	registrations: number
}

/**
 * The `limit` companies (10 unless given) with most registrations for edition `editionId`, most
 * first. Company names are one company whatever their letter case and spacing (`foldedText`:
 * "Volta  Assurance " is "volta assurance"); each is shown in its most common spelling (a tie: the
 * first in code-point order). Ties in registrations are broken by the folded name in code-point
 * order, so exactly `limit` come back when there are that many companies, the cut falling
 * alphabetically inside a tie.
 */
export async function topCompanies(db: Handle, editionId: number, limit = 10): Promise<CompanyCount[]> {
	const dialect = dialectOf(db)
	// Each spelling counted first, so the folding runs once per spelling rather than once per row.
	const spelt = db
		.selectFrom('attendees')
		.select(['company_name', sql<number>`count(*)`.as('n')])
		.where('edition_id', '=', editionId)
		.groupBy('company_name')
		.as('a')
	const folded = db
		.selectFrom(spelt)
		.select([foldedText(dialect, sql.ref('a.company_name')).as('folded'), 'a.company_name', 'a.n'])
		.as('c')
	// Each spelling ranked within its company, with the company's total beside it.
	const spellings = db
		.selectFrom(folded)
		.select([
			'c.folded',
			'c.company_name',
			sql<number | string>`sum(c.n) over (partition by c.folded)`.as('total'),
			sql<number>`row_number() over (partition by c.folded order by c.n desc, ${codePointOrder(dialect, sql.ref('c.company_name'))})`.as(
				'rank',
			),
		])
		.as('s')
	const rows = await db
		.selectFrom(spellings)
		.select(['s.company_name as company', 's.total as registrations'])
		.where('s.rank', '=', 1)
		.orderBy('s.total', 'desc')
		.orderBy(codePointOrder(dialect, sql.ref('s.folded')))
		.limit(limit)
		.execute()
	return rows.map((r) => ({ company: r.company, registrations: Number(r.registrations) }))
}

/** Check-ins in one hour of one Accra day. */
export interface CheckInHour {
	/** `YYYY-MM-DD`, Africa/Accra. */
	day: string
	/** 0–23: the hour from `hour`:00 to `hour`:59, Africa/Accra. */
	hour: number
	checkIns: number
}

/**
 * Check-ins of edition `editionId` per Accra day and hour of `checked_in_at`, in time order, only
 * hours with one or more.
 */
export async function checkInsPerHour(db: Handle, editionId: number): Promise<CheckInHour[]> {
	const hour = accraHourStart(dialectOf(db), sql.ref('checked_in_at'))
	const rows = await db
		.selectFrom('attendees')
		.select([hour.as('hour'), sql<number | string>`count(*)`.as('check_ins')])
		.where('edition_id', '=', editionId)
		.where('checked_in_at', 'is not', null)
		.groupBy(hour)
		.orderBy(hour)
		.execute()
	return rows.map((r) => ({
		day: r.hour.slice(0, 10),
		hour: Number(r.hour.slice(11, 13)),
		checkIns: Number(r.check_ins),
	}))
}

/** Partnership enquiries for one package (the package's title as the enquirer chose it). */
export interface PackageCount {
	package: string
	enquiries: number
}

/**
 * Partnership enquiries of edition `editionId` per package, most first, ties by title in code-point order. Enquiries
 * sent while no edition was current belong to none and count nowhere here.
 */
export async function enquiriesByPackage(db: Handle, editionId: number): Promise<PackageCount[]> {
	const rows = await db
		.selectFrom('partnership_enquiries')
		.select(['package', sql<number | string>`count(*)`.as('enquiries')])
		.where('edition_id', '=', editionId)
		.groupBy('package')
		.orderBy(sql`count(*)`, 'desc')
		.orderBy(codePointOrder(dialectOf(db), sql.ref('package')))
		.execute()
	return rows.map((r) => ({ package: r.package, enquiries: Number(r.enquiries) }))
}
