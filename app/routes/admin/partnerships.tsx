/**
 * Partnership enquiries (spec §2 /admin/partnerships, §5 search by company or token, §9 five per
 * page with 5, 10, 15 and All; issue 6): Administrator only. Search, edition filter, sort, paging,
 * select and delete (one or several, with a confirm dialog), Export to CSV.
 */
import { data, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { pageWindow, redirectPastLastPage } from '#app/lib/list-params.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { listEditions } from '#app/modules/event/event.queries.server.ts'
import { deletePartnershipEnquiries } from '#app/modules/partnerships/partnership-admin.server.ts'
import { PARTNERSHIP_LIST, PARTNERSHIPS_CSV_NAME } from '#app/modules/partnerships/partnership-list.ts'
import { findEnquiries } from '#app/modules/partnerships/partnerships.queries.server.ts'
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
import type { Route } from './+types/partnerships'

export const handle = { breadcrumb: 'Partnerships' }

export const meta: Route.MetaFunction = () => [{ title: 'Partnerships | Back office' }]

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
		PARTNERSHIP_LIST,
		editions.map((e) => e.id),
	)
	const { total, rows } = await findEnquiries(db, { ...params, ...pageWindow(params) })
	redirectPastLastPage(url, params, total)
	return {
		params,
		total,
		editions: editionOptions(editions),
		exportHref: `/admin/export/partnerships${exportSearch(params, PARTNERSHIP_LIST)}`,
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
	const deleted = await deletePartnershipEnquiries(db, user, parsed.data.ids, new Date())
	const url = new URL(request.url)
	return redirect(url.pathname + url.search, {
		headers: await toastHeaders(
			deleted.length > 0
				? {
						type: 'success',
						title:
							deleted.length === 1
								? 'Partnership enquiry deleted'
								: `${deleted.length} partnership enquiries deleted`,
					}
				: { type: 'error', title: 'Those enquiries no longer exist' },
		),
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
