/**
 * What the partnership package pages need, on the app's own database (docs/architecture.md, "Routes
 * are thin"): the add and update pages' `loader` and `action`, and the packages the public
 * enquiry form offers.
 */
import { db } from '#app/db/db.server.ts'
import { orderedTitleRoute } from '#app/modules/ordered-lists/ordered-list-pages.server.ts'
import { savePackage } from './package-admin.server.ts'
import { PACKAGE_TITLE_TAKEN, PACKAGES_FETCH_FAILED, PackageSchema } from './package.schema.ts'
import { findPackage } from './packages.queries.server.ts'

/**
 * The add and update package pages' `loader` and `action` (/admin/add-package,
 * /admin/update-package/{packageId}; `orderedTitleRoute`): the package for its update page (404 for
 * none, 500 `PACKAGES_FETCH_FAILED`), and the save: a new package goes last on the enquiry form, an
 * updated one keeps its place; a name another package has, in any case, is refused under the field.
 * Success goes to /admin/packages with a toast.
 */
export const packageForm = orderedTitleRoute({
	schema: PackageSchema,
	param: 'packageId',
	find: (id) => findPackage(db, id),
	missing: 'There is no package with that id. It may have been deleted.',
	failure: { message: PACKAGES_FETCH_FAILED, log: 'Partnership package failed to load' },
	titleTaken: PACKAGE_TITLE_TAKEN,
	listUrl: '/admin/packages',
	noun: 'Package',
	save: (actor, id, value, now) => savePackage(db, actor, id, value, now),
})
