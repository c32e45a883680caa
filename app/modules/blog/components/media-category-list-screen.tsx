/**
 * The media categories list (/admin/media-categories): Order (the place in the public Media menu,
 * with up and down buttons), Title with its number of posts, Date, Edit, and Delete, which a
 * category with posts does not offer.
 */
import {
	dateAddedColumn,
	deleteColumn,
	editColumn,
	type ListScreenDefinition,
	orderColumn,
	titleColumn,
} from '#app/components/admin/list-screen.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import { plural } from '#app/lib/format.ts'
import type { MediaCategoryListItem } from '../media-category-list.server.ts'

const COLUMNS: ListColumn<MediaCategoryListItem>[] = [
	orderColumn('move-media-category'),
	titleColumn((row) => plural(row.postCount, 'post')),
	dateAddedColumn(),
	editColumn(
		(row) => `/admin/update-media-category/${row.id}`,
		(row) => row.title,
	),
	deleteColumn({
		intent: 'delete-media-category',
		name: (row) => row.title,
		body: (row) => (
			<p>The category {row.title} will be removed from the Media menu. This cannot be undone.</p>
		),
		refusal: (row) => (row.postCount > 0 ? 'Has posts: move or delete them first' : null),
	}),
]

/** The Media Categories screen (/admin/media-categories); its heading is its breadcrumb. */
export const MEDIA_CATEGORY_SCREEN: ListScreenDefinition<MediaCategoryListItem> = {
	add: { to: '/admin/add-media-category', label: 'Add category' },
	card: {
		title: 'Media categories',
		note: 'In the order of the Media menu on the public site. A category with posts cannot be deleted.',
	},
	search: { label: 'Search media categories by title', placeholder: 'Search by title...' },
	table: { columns: COLUMNS, rowTestId: 'media-category-row' },
}
