/**
 * The columns of the speaker categories list (/admin/categories): Code, Title (with its number of
 * speakers), Date, and the Edit and Delete pair.
 */
import {
	actionsColumn,
	dateAddedColumn,
	type ListScreenDefinition,
	titleColumn,
} from '#app/components/admin/list-screen.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import { plural } from '#app/lib/format.ts'
import type { CategoryListItem } from '../speaker-category-list.server.ts'

const COLUMNS: ListColumn<CategoryListItem>[] = [
	{
		key: 'code',
		label: 'Code',
		sort: 'code',
		cellClassName: 'font-mono text-xs whitespace-nowrap text-slate-700',
		cell: (row) => row.code,
	},
	titleColumn((row) => plural(row.speakerCount, 'speaker')),
	dateAddedColumn(),
	actionsColumn({
		editTo: (row) => `/admin/update-category/${row.id}`,
		intent: 'delete-category',
		name: (row) => row.title,
		body: (row) => (
			<p>
				The category {row.title} ({row.code}) will be removed.{' '}
				{row.speakerCount === 0
					? 'No speaker is in it.'
					: `Its ${row.speakerCount === 1 ? 'speaker keeps' : `${row.speakerCount} speakers keep`} their profile but will have no category.`}{' '}
				This cannot be undone.
			</p>
		),
	}),
]

/** The Categories screen (/admin/categories); its heading is its breadcrumb. */
export const CATEGORY_SCREEN: ListScreenDefinition<CategoryListItem> = {
	add: { to: '/admin/add-category', label: 'Add category' },
	card: { title: 'Speaker categories' },
	search: { label: 'Search categories by title', placeholder: 'Search by title...' },
	table: { columns: COLUMNS, rowTestId: 'category-row' },
}
