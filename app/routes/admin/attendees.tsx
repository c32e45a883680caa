/**
 * Attendee registrations (spec §2 /admin/attendees, §5 search by name or email, §9 page sizes 10–30;
 * issue 6): Administrator only. Search, edition filter, sort, paging, select and delete (one or
 * several, with a confirm dialog), Export to CSV.
 */
import { data, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { pageWindow, redirectPastLastPage } from '#app/lib/list-params.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { deleteAttendeeRegistrations } from '#app/modules/attendees/attendee-admin.server.ts'
import { ATTENDEE_LIST, ATTENDEES_CSV_NAME } from '#app/modules/attendees/attendee-list.ts'
import { findAttendees } from '#app/modules/attendees/attendees.queries.server.ts'
import { listEditions } from '#app/modules/event/event.queries.server.ts'
import {
	BreakableEmail,
	type RegistrationColumn,
	RegistrationListView,
} from '#app/modules/registrations/components/registration-list-view.tsx'
import {
	editionOptions,
	exportSearch,
	parseRegistrationListParams,
} from '#app/modules/registrations/registration-list.ts'
import { DeleteRegistrationsSchema } from '#app/modules/registrations/registrations.schema.ts'
import type { Route } from './+types/attendees'

export const handle = { breadcrumb: 'Attendees' }

export const meta: Route.MetaFunction = () => [{ title: 'Attendees | Back office' }]

const dateFormat = new Intl.DateTimeFormat('en-GB', {
	timeZone: 'Africa/Accra',
	day: 'numeric',
	month: 'short',
	year: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat('en-GB', {
	timeZone: 'Africa/Accra',
	hour: '2-digit',
	minute: '2-digit',
})

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	const url = new URL(request.url)
	const editions = await listEditions(db)
	const params = parseRegistrationListParams(
		url,
		ATTENDEE_LIST,
		editions.map((e) => e.id),
	)
	const { total, rows } = await findAttendees(db, { ...params, ...pageWindow(params) })
	redirectPastLastPage(url, params, total)
	return {
		params,
		total,
		editions: editionOptions(editions),
		exportHref: `/admin/export/attendees${exportSearch(params, ATTENDEE_LIST)}`,
		rows: rows.map((r) => ({
			...r,
			dateText: dateFormat.format(new Date(r.createdAt)),
			timeText: timeFormat.format(new Date(r.createdAt)),
		})),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireRole(context)
	const parsed = DeleteRegistrationsSchema.safeParse(Object.fromEntries(await request.formData()))
	if (!parsed.success) {
		throw data(parsed.error.issues[0]?.message ?? 'Unknown action.', { status: 400 })
	}
	const deleted = await deleteAttendeeRegistrations(db, user, parsed.data.ids, new Date())
	const url = new URL(request.url)
	return redirect(url.pathname + url.search, {
		headers: await toastHeaders(
			deleted.length > 0
				? {
						type: 'success',
						title: deleted.length === 1 ? 'Registration deleted' : `${deleted.length} registrations deleted`,
					}
				: { type: 'error', title: 'Those registrations no longer exist' },
		),
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
