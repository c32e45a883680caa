/**
 * Attendee registrations (spec §2 /admin/attendees, §5 search by name or email, §9 page sizes 10–30;
 * issue 6): Administrator only. Search, edition filter, sort, paging, select and delete (one or
 * several, with a confirm dialog), Export to CSV.
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { deleteAttendeeRegistrations } from '#app/modules/attendees/attendee-admin.server.ts'
import { ATTENDEE_LIST, ATTENDEES_CSV_NAME } from '#app/modules/attendees/attendee-list.ts'
import { findAttendees } from '#app/modules/attendees/attendees.queries.server.ts'
import {
	BreakableEmail,
	type RegistrationColumn,
	RegistrationListView,
} from '#app/modules/registrations/components/registration-list-view.tsx'
import {
	deleteSelectedRegistrations,
	loadRegistrationList,
} from '#app/modules/registrations/registration-list-route.server.ts'
import type { Route } from './+types/attendees'

export const handle = { breadcrumb: 'Attendees' }

export const meta: Route.MetaFunction = () => [{ title: 'Attendees | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadRegistrationList(db, request, {
		list: ATTENDEE_LIST,
		find: (query) => findAttendees(db, query),
		exportPath: '/admin/export/attendees',
	})
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireRole(context)
	return deleteSelectedRegistrations(request, (ids, now) => deleteAttendeeRegistrations(db, user, ids, now), {
		one: 'Registration deleted',
		many: (count) => `${count} registrations deleted`,
		none: 'Those registrations no longer exist',
	})
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

const COLUMNS: RegistrationColumn<Row>[] = [
	{ key: 'name', label: 'Name', sort: 'name', cell: (r) => r.fullName, className: 'min-w-32' },
	{ key: 'company', label: 'Company', sort: 'company', cell: (r) => r.companyName, className: 'min-w-36' },
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

export default function Attendees({ loaderData }: Route.ComponentProps) {
	return (
		<RegistrationListView
			title="Attendees"
			noun={['registration', 'registrations']}
			columns={COLUMNS}
			rows={loaderData.rows}
			rowName={(r) => `${r.fullName} (${r.email})`}
			params={loaderData.params}
			total={loaderData.total}
			sizes={ATTENDEE_LIST.sizes}
			editions={loaderData.editions}
			searchLabel="Search by name or email"
			searchPlaceholder="Search by name or email..."
			exportHref={loaderData.exportHref}
			exportFileName={ATTENDEES_CSV_NAME}
		/>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
