/**
 * The columns of the speaker categories list (/admin/categories): Code, Title (with its number of
 * speakers), Date, and the Edit and Delete pair.
 */
import { actionsColumn, type ListScreenDefinition } from '#app/components/admin/list-screen.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import type { CategoryListItem } from '../speaker-category-list.server.ts'

const speakers = (count: number) => (count === 1 ? '1 speaker' : `${count} speakers`)

const COLUMNS: ListColumn<CategoryListItem>[] = [
	{
		key: 'code',
		label: 'Code',
		sort: 'code',
		cellClassName: 'font-mono text-xs whitespace-nowrap text-slate-700',
		cell: (row) => row.code,
	},
	{
		key: 'title',
		label: 'Title',
		sort: 'title',
		rowHeader: true,
		cellClassName: 'font-semibold',
		cell: (row) => (
			<>
				{row.title}
				<span className="block text-xs font-normal text-slate-500">{speakers(row.speakerCount)}</span>
			</>
		),
	},
	{
		key: 'date',
		label: 'Date',
		sort: 'date',
		cellClassName: 'whitespace-nowrap',
		cell: (row) => <time dateTime={row.createdAt}>{row.dateText}</time>,
	},
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
