/**
 * Partnership enquiries (spec §2 /admin/partnerships, §5 search by company or token, §9 five per
 * page with 5, 10, 15 and All; issue 6): Administrator only. Search, edition filter, sort, paging,
 * select and delete (one or several, with a confirm dialog), Export to CSV.
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { deletePartnershipEnquiries } from '#app/modules/partnerships/partnership-admin.server.ts'
import { PARTNERSHIP_LIST, PARTNERSHIPS_CSV_NAME } from '#app/modules/partnerships/partnership-list.ts'
import { findEnquiries } from '#app/modules/partnerships/partnerships.queries.server.ts'
import {
	BreakableEmail,
	type RegistrationColumn,
	RegistrationListView,
} from '#app/modules/registrations/components/registration-list-view.tsx'
import {
	deleteSelectedRegistrations,
	loadRegistrationList,
} from '#app/modules/registrations/registration-list-route.server.ts'
import type { Route } from './+types/partnerships'

export const handle = { breadcrumb: 'Partnerships' }

export const meta: Route.MetaFunction = () => [{ title: 'Partnerships | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadRegistrationList(db, request, {
		list: PARTNERSHIP_LIST,
		find: (query) => findEnquiries(db, query),
		exportPath: '/admin/export/partnerships',
	})
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireRole(context)
	return deleteSelectedRegistrations(request, (ids, now) => deletePartnershipEnquiries(db, user, ids, now), {
		one: 'Partnership enquiry deleted',
		many: (count) => `${count} partnership enquiries deleted`,
		none: 'Those enquiries no longer exist',
	})
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

const COLUMNS: RegistrationColumn<Row>[] = [
	{ key: 'name', label: 'Name', sort: 'name', cell: (r) => r.fullName, className: 'min-w-32' },
	{
		key: 'company',
		label: 'Company',
		sort: 'company',
		cell: (r) => (
			<>
				{r.companyName}
				<span className="mt-0.5 block font-mono text-xs whitespace-nowrap text-slate-500">
					<span className="sr-only">Reference </span>
					{r.reference}
				</span>
			</>
		),
		className: 'min-w-36',
	},
	{
		key: 'designation',
		label: 'Designation',
		sort: 'designation',
		cell: (r) => r.designation,
		className: 'min-w-28',
	},
	{
		key: 'email',
		label: 'Email',
		sort: 'email',
		cell: (r) => <BreakableEmail email={r.email} />,
		className: 'min-w-48',
	},
	{ key: 'phone', label: 'Phone', cell: (r) => r.contactNumber ?? '—', className: 'whitespace-nowrap' },
	{ key: 'whatsapp', label: 'Whatsapp', cell: (r) => r.whatsappNumber, className: 'whitespace-nowrap' },
	{ key: 'notice', label: 'Notice', cell: (r) => r.heardFrom ?? '—', className: 'min-w-32' },
	{ key: 'package', label: 'Package', sort: 'package', cell: (r) => r.package },
	{
		key: 'date',
		label: 'Date',
		sort: 'date',
		cell: (r) => (
			<time dateTime={r.createdAt}>
				{r.dateText}
				<span className="block text-xs text-slate-500">{r.timeText}</span>
			</time>
		),
		className: 'whitespace-nowrap',
	},
]

export default function Partnerships({ loaderData }: Route.ComponentProps) {
	return (
		<RegistrationListView
			title="Partnerships"
			noun={['enquiry', 'enquiries']}
			columns={COLUMNS}
			rows={loaderData.rows}
			rowName={(r) => `${r.companyName} (${r.reference})`}
			params={loaderData.params}
			total={loaderData.total}
			sizes={PARTNERSHIP_LIST.sizes}
			allowAll
			editions={loaderData.editions}
			searchLabel="Search by company or reference"
			searchPlaceholder="Search by company or reference..."
			exportHref={loaderData.exportHref}
			exportFileName={PARTNERSHIPS_CSV_NAME}
		/>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
