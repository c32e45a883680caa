/**
 * Reads and writes of partnership packages (`partnership_packages`): the ones the enquiry
 * form offers, and the back office's list and form. Order, moves and title checks go through
 * `app/db/display-order.ts`.
 */
import type { Handle } from '#app/db/handle.ts'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import { placeAfterLast, titleTakenByAnother } from '#app/db/display-order.ts'
import { countRows, onePage, type PageQuery, changedAny } from '#app/db/rows.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import type { PackageSort } from './package.schema.ts'

/**
 * A package the enquiry form offers: its name (`title`, English: what the form posts and the enquiry
 * stores), the name shown in the page's language (`label`) and its line of description in the
 * page's language ('' for none). ADR 0059.
 */
export interface OfferedPackage {
	title: string
	label: string
	description: string
}

/** The packages the enquiry form offers (active ones), in their order, shown in the page's language. */
export async function listOfferedPackages(db: Handle): Promise<OfferedPackage[]> {
	const rows = await db
		.selectFrom('partnership_packages')
		.select(['title', 'title_fr', 'description', 'description_fr'])
		.where('active', '=', 1)
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
	return rows.map((row) => ({
		title: row.title,
		label: localized(row.title, row.title_fr),
		description: localized(row.description, row.description_fr),
	}))
}

/** A package as the back office shows and edits it. */
export interface AdminPackageRow {
	id: number
	title: string
	description: string
	active: boolean
	/** Enquiries that chose a package of this name. */
	enquiryCount: number
}

/** A page of the list; `q` is a case-insensitive substring of the name. */
export type PackageListQuery = PageQuery<PackageSort>

function searchPackages(db: Handle, q: string) {
	const select = db.selectFrom('partnership_packages')
	if (!q) return select
	const dialect = dialectOf(db)
	return select.where((eb) => containsInsensitive(eb, dialect, eb.ref('partnership_packages.title'), q))
}

/** Packages matching `query.q`, one page, in the chosen sort (`order`: the form's). */
export async function listAdminPackages(db: Handle, query: PackageListQuery): Promise<AdminPackageRow[]> {
	const sortColumns = {
		order: 'partnership_packages.sort_order',
		title: 'partnership_packages.title',
	} as const
	const rows = await searchPackages(db, query.q)
		.select((eb) => [
			'partnership_packages.id',
			'partnership_packages.title',
			'partnership_packages.description',
			'partnership_packages.active',
			eb
				.selectFrom('partnership_enquiries')
				.select((sb) => sb.fn.countAll<number>().as('n'))
				.whereRef('partnership_enquiries.package', '=', 'partnership_packages.title')
				.as('enquiryCount'),
		])
		.orderBy(sortColumns[query.sort], query.dir)
		.orderBy('partnership_packages.id', query.dir)
		.$call(onePage(query))
		.execute()
	return rows.map((row) => ({
		...row,
		active: Number(row.active) === 1,
		enquiryCount: Number(row.enquiryCount ?? 0),
	}))
}

/** Number of packages matching `q`. */
export function countAdminPackages(db: Handle, q: string): Promise<number> {
	return countRows(searchPackages(db, q))
}

/** A package for its update page, or undefined. */
export async function findPackage(
	db: Handle,
	id: number,
): Promise<
	| {
			id: number
			title: string
			title_fr: string | null
			description: string
			description_fr: string | null
			active: boolean
	  }
	| undefined
> {
	const row = await db
		.selectFrom('partnership_packages')
		.select(['id', 'title', 'title_fr', 'description', 'description_fr', 'active'])
		.where('id', '=', id)
		.executeTakeFirst()
	return row && { ...row, active: Number(row.active) === 1 }
}

/** What a package's form saves (French twins null for none). */
export interface PackageValues {
	title: string
	titleFr: string | null
	description: string
	descriptionFr: string | null
	active: boolean
}

/** Inserts a package last in the form's order; returns its id. Throws a unique violation for a name in use. */
export async function insertPackage(db: Handle, values: PackageValues): Promise<number> {
	const row = await db
		.insertInto('partnership_packages')
		.values({
			title: values.title,
			title_fr: values.titleFr,
			description: values.description,
			description_fr: values.descriptionFr,
			active: values.active ? 1 : 0,
			sort_order: await placeAfterLast(db, 'partnership_packages'),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Updates a package (it keeps its place); false when there is none. Throws a unique violation for a name in use. */
export async function updatePackage(db: Handle, id: number, values: PackageValues): Promise<boolean> {
	const result = await db
		.updateTable('partnership_packages')
		.set({
			title: values.title,
			title_fr: values.titleFr,
			description: values.description,
			description_fr: values.descriptionFr,
			active: values.active ? 1 : 0,
		})
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/** Whether a package other than `id` (null: any) has `title`, in any case ("gold" is "Gold"). */
export function packageTitleTaken(db: Handle, id: number | null, title: string): Promise<boolean> {
	return titleTakenByAnother(db, 'partnership_packages', id, title)
}
