/**
 * Media categories list (/admin/media-categories): Administrator only. Order (with up and down
 * buttons: the public Media menu's order), Title, Date, Edit, Delete; search by title, sort and
 * paging in the URL.
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { MEDIA_CATEGORY_SCREEN } from '#app/modules/blog/components/media-category-list-screen.tsx'
import { mediaCategoryList } from '#app/modules/blog/media-category-list.server.ts'
import type { Route } from './+types/media-categories'

export const handle = { breadcrumb: 'Media categories' }

export const loader = mediaCategoryList.loader

export const action = mediaCategoryList.action

export default function MediaCategoryList({ loaderData }: Route.ComponentProps) {
	return <ListScreen screen={MEDIA_CATEGORY_SCREEN} list={loaderData} />
}
