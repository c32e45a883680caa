/**
 * The blog posts list (/admin/blog-posts): Title (with Preview, or View on the site once public),
 * Category (from `md` up), Status and Publish date (from `sm` up; under the title below) and the Edit
 * and Delete pair; the search by title with the status filter in one GET form.
 */
import { actionsColumn, type ListScreenDefinition } from '#app/components/admin/list-screen.tsx'
import { NeedsFrenchBadge } from '#app/components/admin/french-fields.tsx'
import { FilterSelect, SearchBox } from '#app/components/admin/list-controls.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import { PublicationBadge } from '#app/components/admin/publication-badge.tsx'
import { Link } from 'react-router'
import {
	BLOG_POST_FILTERS,
	type BlogPostFilter,
	type BlogPostFormStatus,
	STATUS_LABELS,
} from '../blog-post.schema.ts'
import type { BlogPostListItem } from '../blog-post-list.server.ts'
import { blogPostPath } from './blog-card.tsx'

/** A post's status as a labelled badge. */
export function StatusBadge({ status }: { status: BlogPostFormStatus }) {
	return <PublicationBadge status={status} label={STATUS_LABELS[status]} />
}

const smallLink = 'text-brand-700 hover:text-brand-900 text-sm font-semibold underline underline-offset-2'

const COLUMNS: ListColumn<BlogPostListItem>[] = [
	{
		key: 'title',
		label: 'Title',
		sort: 'title',
		rowHeader: true,
		cellClassName: 'font-semibold',
		cell: (row) => (
			<>
				{row.title}
				{row.needsFrench ? (
					<>
						{' '}
						<NeedsFrenchBadge />
					</>
				) : null}
				<span className="mt-1 block sm:hidden">
					<StatusBadge status={row.shownStatus} />
				</span>
				<span className="mt-1 block text-xs font-normal text-slate-600">By {row.author}</span>
				<span className="mt-1 block text-xs font-normal text-slate-600 md:hidden">{row.categoryTitle}</span>
				<span className="mt-1 block text-xs font-normal text-slate-600 sm:hidden">
					<time dateTime={row.publishedAt}>{row.dateText}</time>
				</span>
				<span className="mt-1 flex gap-3 font-normal">
					<Link to={`/admin/blog-preview/${row.id}`} className={smallLink}>
						Preview<span className="sr-only"> {row.title}</span>
					</Link>
					{row.shownStatus === 'published' ? (
						<Link to={blogPostPath(row.id)} className={smallLink}>
							View on site<span className="sr-only">: {row.title}</span>
						</Link>
					) : null}
				</span>
			</>
		),
	},
	{
		key: 'category',
		label: 'Category',
		sort: 'category',
		className: 'hidden md:table-cell',
		cell: (row) => row.categoryTitle,
	},
	{
		key: 'status',
		label: 'Status',
		sort: 'status',
		className: 'hidden sm:table-cell',
		cell: (row) => <StatusBadge status={row.shownStatus} />,
	},
	{
		key: 'date',
		label: 'Publish date',
		sort: 'date',
		className: 'hidden sm:table-cell',
		cellClassName: 'whitespace-nowrap',
		cell: (row) => <time dateTime={row.publishedAt}>{row.dateText}</time>,
	},
	actionsColumn({
		editTo: (row) => `/admin/update-blog-post/${row.id}`,
		intent: 'delete-blog-post',
		name: (row) => row.title,
		body: (row, name) => (
			<p>
				{name} will be removed from the blog with its cover and the images in its text
				{row.shownStatus === 'published' ? '; its address will stop working' : ''}. This cannot be undone.
			</p>
		),
	}),
]

/** The Blog posts screen (/admin/blog-posts); its heading is its breadcrumb. */
export const BLOG_POST_SCREEN: ListScreenDefinition<BlogPostListItem> = {
	add: { to: '/admin/add-blog-post', label: 'Add Blog Post' },
	card: { title: 'All blog posts' },
	search: { label: 'Search blog posts by title', placeholder: 'Search by title...' },
	table: { columns: COLUMNS, caption: 'Blog posts', rowTestId: 'blog-post-row', rowClassName: 'align-top' },
}

const FILTER_LABELS: Record<BlogPostFilter, string> = { all: 'All posts', ...STATUS_LABELS }

/**
 * The search by title and the status filter in one GET form (keeping sort and page size); the
 * select applies at once with JavaScript, the Search button applies both.
 */
export function BlogPostFilterForm({ q, status }: { q: string; status: BlogPostFilter }) {
	const fields = (
		<FilterSelect
			id="list-status"
			name="status"
			label="Status"
			value={status}
			options={BLOG_POST_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
		/>
	)
	return (
		<SearchBox
			q={q}
			label={BLOG_POST_SCREEN.search.label}
			placeholder={BLOG_POST_SCREEN.search.placeholder}
			filters={{ names: ['status'], key: `${q}|${status}`, fields }}
		/>
	)
}
