/**
 * Speaker categories list (/admin/categories): Administrator only. Code, Title, Date, Edit, Delete;
 * search by title, sort and paging in the URL.
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { CATEGORY_SCREEN } from '#app/modules/speaker-categories/components/speaker-category-list-screen.tsx'
import { categoryList } from '#app/modules/speaker-categories/speaker-category-list.server.ts'
import type { Route } from './+types/speaker-categories'

export const handle = { breadcrumb: 'Categories' }

export const loader = categoryList.loader

export const action = categoryList.action

export default function SpeakerCategoryList({ loaderData }: Route.ComponentProps) {
	return <ListScreen screen={CATEGORY_SCREEN} list={loaderData} />
}
