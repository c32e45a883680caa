/**
 * The columns of the users list (/admin/users): Username, Email, Role, Phone, Date added and the
 * Edit and Delete pair. Below `lg` only the name and the actions show, with the rest under the name.
 */
import { actionsColumn, type ListScreenDefinition } from '#app/components/admin/list-screen.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import type { UserListItem } from '../user-list.server.ts'

/** Columns shown only on wide screens; narrow screens show them under the name. */
const WIDE_ONLY = 'hidden lg:table-cell'

function RoleBadge({ role }: { role: UserListItem['role'] }) {
	return (
		<span
			className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${role === 'Administrator' ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'}`}
		>
			{role}
		</span>
	)
}

const added = (row: UserListItem) => <time dateTime={row.createdAt}>{row.dateText}</time>

const COLUMNS: ListColumn<UserListItem>[] = [
	{
		key: 'name',
		label: 'Username',
		rowHeader: true,
		cellClassName: 'font-semibold',
		cell: (row) => (
			<>
				{row.fullName}
				{row.isViewer ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
				{/* Narrow screens: the other columns under the name. */}
				<dl className="mt-1 space-y-1 text-xs font-normal text-slate-600 lg:hidden">
					<div>
						<dt className="sr-only">Email</dt>
						<dd className="wrap-anywhere">{row.email}</dd>
					</div>
					<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
						<dt className="sr-only">Role</dt>
						<dd>
							<RoleBadge role={row.role} />
						</dd>
						<dt className="sr-only">Phone</dt>
						<dd className="whitespace-nowrap">{row.phone ?? 'No phone'}</dd>
						<dt className="sr-only">Date added</dt>
						<dd className="whitespace-nowrap">Added {added(row)}</dd>
					</div>
				</dl>
			</>
		),
	},
	{ key: 'email', label: 'Email', className: WIDE_ONLY, cell: (row) => row.email },
	{ key: 'role', label: 'Role', className: WIDE_ONLY, cell: (row) => <RoleBadge role={row.role} /> },
	{
		key: 'phone',
		label: 'Phone',
		className: WIDE_ONLY,
		cellClassName: 'whitespace-nowrap',
		cell: (row) => row.phone ?? '—',
	},
	{ key: 'date', label: 'Date added', className: `${WIDE_ONLY} whitespace-nowrap`, cell: added },
	actionsColumn({
		editTo: (row) => `/admin/useredit/${row.id}`,
		intent: 'delete-user',
		name: (row) => row.fullName,
		body: (row) => (
			<p>
				{row.fullName} ({row.email}) will no longer be able to sign in, and is signed out at once. This cannot
				be undone.
			</p>
		),
	}),
]

/** The Users screen (/admin/users); its heading is its breadcrumb. */
export const USER_SCREEN: ListScreenDefinition<UserListItem> = {
	add: { to: '/admin/adduser', label: 'Add user' },
	card: { title: 'Active users' },
	search: { label: 'Search users by username', placeholder: 'Search by username...' },
	table: {
		columns: COLUMNS,
		rowTestId: 'user-row',
		rowClassName: 'align-top lg:align-middle',
		// No inner vertical scroll on a phone: the page scrolls.
		maxHeight: 'lg:max-h-[36rem]',
	},
}
