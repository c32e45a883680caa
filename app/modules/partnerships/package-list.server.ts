/**
 * The partnership packages list screen (/admin/packages) for its route: one page of
 * packages with their place on the enquiry form, whether it offers them and how many enquiries chose
 * each name, the search by name and sortable columns (in the form's order until a column is chosen),
 * moving a package a place up or down, and deleting one, each with a toast.
 */
import { db } from '#app/db/db.server.ts'
import { formDirection, formRecordId, listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { type Placed, withPlaces } from '#app/modules/ordered-lists/ordered-list-admin.server.ts'
import { removePackage, reorderPackage } from './package-admin.server.ts'
import { PACKAGE_SORTS, PACKAGES_FETCH_FAILED } from './package.schema.ts'
import { type AdminPackageRow, countAdminPackages, listAdminPackages } from './packages.queries.server.ts'

const PACKAGE_LIST = contentListOptions({
	sortable: PACKAGE_SORTS,
	defaultSort: { sort: 'order', dir: 'asc' },
})

/** A row of the list, with its place on the form. */
export type PackageListItem = Placed<AdminPackageRow>

/**
 * The packages list route's `loader` and `action` (see `listRoute`). The loader data is a `ListPage`
 * of `PackageListItem`s; it throws a 500 response with `PACKAGES_FETCH_FAILED` when the database
 * cannot be read. The action's `move-package` moves the posted package one place `up` or `down`;
 * `delete-package` deletes it (its enquiries keep the name). Each comes back with a toast.
 */
export const packageList = listRoute({
	load: (request) =>
		loadListPage(
			new URL(request.url),
			PACKAGE_LIST,
			{
				count: ({ q }) => countAdminPackages(db, q),
				page: async (query) => withPlaces(db, 'partnership_packages', await listAdminPackages(db, query)),
			},
			{ failureMessage: PACKAGES_FETCH_FAILED },
		),
	intents: (actor) => ({
		'move-package': async (form) => {
			const order = await reorderPackage(
				db,
				actor,
				formRecordId(form, 'Unknown package.'),
				formDirection(form),
				new Date(),
			)
			return order
				? { type: 'success', title: 'Package order saved', description: order.join(', ') }
				: { type: 'error', title: 'Package order not changed', description: 'That package no longer exists.' }
		},
		'delete-package': async (form) => {
			const result = await removePackage(db, actor, formRecordId(form, 'Unknown package.'), new Date())
			return result && 'title' in result
				? { type: 'success', title: 'Package deleted', description: `${result.title} was removed.` }
				: { type: 'error', title: 'Package not deleted', description: 'It no longer exists.' }
		},
	}),
})
