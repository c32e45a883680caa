/**
 * The partnership packages list (/admin/packages): Order (the enquiry form's, with up and down
 * buttons), Name with its description and number of enquiries, Offered, Edit and Delete.
 */
import {
	deleteColumn,
	editColumn,
	type ListScreenDefinition,
	orderColumn,
	titleColumn,
} from '#app/components/admin/list-screen.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import { plural } from '#app/lib/format.ts'
import type { PackageListItem } from '../package-list.server.ts'

const COLUMNS: ListColumn<PackageListItem>[] = [
	orderColumn('move-package'),
	titleColumn(
		(row) => (
			<>
				{row.description ? <span className="block">{row.description}</span> : null}
				{plural(row.enquiryCount, 'enquiry', 'enquiries')}
			</>
		),
		'Name',
	),
	{
		key: 'offered',
		label: 'Offered',
		cell: (row) =>
			row.active ? (
				<span className="font-semibold text-emerald-800">Yes</span>
			) : (
				<span className="text-slate-600">No</span>
			),
	},
	editColumn(
		(row) => `/admin/update-package/${row.id}`,
		(row) => row.title,
	),
	deleteColumn({
		intent: 'delete-package',
		name: (row) => row.title,
		body: (row) => (
			<p>
				The package {row.title} will no longer be offered on the enquiry form.{' '}
				{row.enquiryCount > 0
					? `The ${plural(row.enquiryCount, 'enquiry', 'enquiries')} that chose it keep its name. `
					: ''}
				This cannot be undone.
			</p>
		),
	}),
]

/** The Packages screen (/admin/packages); its heading is its breadcrumb. */
export const PACKAGE_SCREEN: ListScreenDefinition<PackageListItem> = {
	add: { to: '/admin/add-package', label: 'Add package' },
	card: {
		title: 'Partnership packages',
		note: 'The choices of the Package field on the partnership enquiry form, in this order. Enquiries keep the package name they chose.',
	},
	search: { label: 'Search packages by name', placeholder: 'Search by name...' },
	table: { columns: COLUMNS, rowTestId: 'package-row' },
}
