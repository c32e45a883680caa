/**
 * The interest list (/admin/interest): Email, the privacy notice's version agreed to, Date, Delete;
 * and beside it, the CSV export of the list (keeping the search).
 */
import {
	dateAddedColumn,
	deleteColumn,
	type ListScreenDefinition,
} from '#app/components/admin/list-screen.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import type { InterestListItem } from '../interest-list.server.ts'

const COLUMNS: ListColumn<InterestListItem>[] = [
	{
		key: 'email',
		label: 'Email',
		sort: 'email',
		rowHeader: true,
		cellClassName: 'break-all',
		cell: (row) => row.email,
	},
	{ key: 'version', label: 'Notice version', cell: (row) => row.consentVersion },
	dateAddedColumn(),
	deleteColumn({
		intent: 'delete-interest',
		name: (row) => row.email,
		title: (row) => `Remove ${row.email}?`,
		body: (row) => <p>{row.email} will not hear about the next edition. This cannot be undone.</p>,
	}),
]

/** The screen; its heading is its breadcrumb. */
export const INTEREST_SCREEN: ListScreenDefinition<InterestListItem> = {
	card: {
		title: 'Interest list',
		note: 'People who asked, on /next-edition, to hear when the next edition is announced.',
	},
	search: { label: 'Search the interest list by email', placeholder: 'Search by email...' },
	table: { columns: COLUMNS, rowTestId: 'interest-row' },
}

/** Beside the list: the export of what the search shows. */
export function InterestExport({ href, total }: { href: string; total: number }) {
	return (
		<Panel id="interest-export-title" title="Export">
			{total === 0 ? (
				<p className="mt-2 text-sm text-slate-700">Nothing to export: no address matches.</p>
			) : (
				<>
					<p className="mt-2 text-sm text-slate-700">
						{total === 1 ? 'The address' : `The ${total.toLocaleString('en-GB')} addresses`} the search shows,
						as a CSV file for your mailing tool.
					</p>
					<a href={href} download="Interest_List.csv" className={`${buttonClasses('brand')} mt-4`}>
						Export to CSV
					</a>
				</>
			)}
		</Panel>
	)
}
