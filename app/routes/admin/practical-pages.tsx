/**
 * Practical pages list (/admin/practical-pages): Administrator only. Order (with up and down
 * buttons: the order of /info and of the header and footer links), Title with its address, Shown in,
 * Status, Last saved, Edit and Delete; search by title, sort and paging in the URL.
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { PRACTICAL_PAGE_SCREEN } from '#app/modules/practical-pages/components/practical-page-list-screen.tsx'
import { practicalPageList } from '#app/modules/practical-pages/practical-page-list.server.ts'
import type { Route } from './+types/practical-pages'

export const handle = { breadcrumb: 'Practical pages' }

export const loader = practicalPageList.loader

export const action = practicalPageList.action

export default function PracticalPages({ loaderData }: Route.ComponentProps) {
	return <ListScreen screen={PRACTICAL_PAGE_SCREEN} list={loaderData} />
}
