/**
 * Partnership packages list (/admin/packages): Administrator only. Order (with up and down buttons:
 * the enquiry form's order), Name, Offered, Edit, Delete; search by name, sort and paging in the URL.
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { PACKAGE_SCREEN } from '#app/modules/partnerships/components/package-list-screen.tsx'
import { packageList } from '#app/modules/partnerships/package-list.server.ts'
import type { Route } from './+types/packages'

export const handle = { breadcrumb: 'Packages' }

export const loader = packageList.loader

export const action = packageList.action

export default function PackageList({ loaderData }: Route.ComponentProps) {
	return <ListScreen screen={PACKAGE_SCREEN} list={loaderData} />
}
