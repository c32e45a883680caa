/**
 * The Mail screen's columns (/admin/mail): To (with the subject and the kind under it), Status (with
 * attempts, the last error and the next attempt), Queued (from `sm` up), and the row's actions:
 * Resend for a failed or sent mail, and the `.eml` file when mail is written to files.
 */
import { Form } from 'react-router'
import { FilterSelect, SearchBox } from '#app/components/admin/list-controls.tsx'
import type { ListScreenDefinition } from '#app/components/admin/list-screen.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import type { MailStatus } from '#app/db/schema.ts'
import type { MailListItem } from '../mail-list.server.ts'

const STATUS: Record<MailStatus, { label: string; badge: string }> = {
	queued: { label: 'Queued', badge: 'bg-slate-100 text-slate-800 ring-slate-300' },
	sending: { label: 'Sending', badge: 'bg-sky-50 text-sky-900 ring-sky-300' },
	sent: { label: 'Sent', badge: 'bg-emerald-50 text-emerald-800 ring-emerald-300' },
	failed: { label: 'Failed', badge: 'bg-red-50 text-red-800 ring-red-300' },
}

const KINDS: Record<string, string> = {
	'attendee-confirmation': 'Registration confirmation',
	'partnership-notice': 'Enquiry notice',
	'payment-received': 'Payment received',
	'payment-reminder': 'Payment reminder',
	'evaluation-invite': 'Evaluation invitation',
	announcement: 'Announcement',
	'announcement-test': 'Announcement test',
	certificate: 'CPE certificate',
}

const smallButton = 'rounded-md px-2.5 py-1.5 text-sm font-semibold ring-1'

function columns(files: boolean): ListColumn<MailListItem>[] {
	return [
		{
			key: 'to',
			label: 'To',
			sort: 'to',
			rowHeader: true,
			cellClassName: 'font-semibold break-all',
			cell: (row) => (
				<>
					{row.to}
					<span className="mt-1 block font-normal break-normal text-slate-700">{row.subject}</span>
					<span className="mt-0.5 block text-xs font-normal text-slate-500">
						{KINDS[row.kind] ?? row.kind}
					</span>
				</>
			),
		},
		{
			key: 'status',
			label: 'Status',
			sort: 'status',
			cell: (row) => (
				<>
					<span
						className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS[row.status].badge}`}
					>
						{STATUS[row.status].label}
					</span>
					<span className="mt-1 block text-xs text-slate-600">
						{row.status === 'sent' && row.sentText
							? `at ${row.sentText}`
							: `${row.attempts} ${row.attempts === 1 ? 'attempt' : 'attempts'}`}
						{row.status === 'queued' && row.attempts > 0 ? `; next at ${row.nextText}` : ''}
					</span>
					{row.lastError ? (
						<span
							className={`mt-1 block max-w-64 text-xs break-words ${row.status === 'sent' ? 'text-slate-700' : 'text-red-800'}`}
						>
							{row.lastError}
						</span>
					) : null}
				</>
			),
		},
		{
			key: 'date',
			label: 'Queued',
			sort: 'date',
			className: 'hidden sm:table-cell',
			cellClassName: 'whitespace-nowrap',
			cell: (row) => <time dateTime={row.createdAt}>{row.dateText}</time>,
		},
		{
			key: 'actions',
			label: 'Actions',
			hiddenLabel: true,
			cell: (row) => (
				<div className="flex flex-col items-stretch gap-2 sm:flex-row sm:justify-end">
					{files && row.emlName ? (
						<a
							href={`/admin/mail/${row.id}/eml`}
							download
							className={`${smallButton} text-brand-700 ring-brand-200 text-center`}
						>
							.eml<span className="sr-only"> file of the mail to {row.to}</span>
						</a>
					) : null}
					{row.status === 'failed' || row.status === 'sent' ? (
						<Form method="POST">
							<input type="hidden" name="intent" value="resend" />
							<input type="hidden" name="id" value={row.id} />
							<button
								type="submit"
								className={`${smallButton} text-brand-700 ring-brand-200 hover:bg-brand-50 w-full`}
							>
								Resend<span className="sr-only"> the mail to {row.to}</span>
							</button>
						</Form>
					) : null}
				</div>
			),
		},
	]
}

/** The Mail screen; `files` when mail is written as `.eml` files (no SMTP_URL). */
export function mailScreen(files: boolean): ListScreenDefinition<MailListItem> {
	return {
		card: {
			title: 'Outbox',
			note: files
				? 'No SMTP server is set (SMTP_URL): mail is written as .eml files instead of being sent.'
				: 'Mail is sent through the SMTP server set in SMTP_URL.',
		},
		search: {
			label: 'Search mail by recipient or subject',
			placeholder: 'Search by recipient or subject...',
		},
		table: { columns: columns(files), caption: 'Mail', rowTestId: 'mail-row', rowClassName: 'align-top' },
	}
}

const FILTER_LABELS = {
	all: 'All mail',
	queued: 'Queued',
	sending: 'Sending',
	sent: 'Sent',
	failed: 'Failed',
}

/** The search and the status filter in one GET form. */
export function MailFilterForm({ q, status }: { q: string; status: keyof typeof FILTER_LABELS }) {
	return (
		<SearchBox
			q={q}
			label="Search mail by recipient or subject"
			placeholder="Search by recipient or subject..."
			filters={{
				names: ['status'],
				key: `${q}|${status}`,
				fields: (
					<FilterSelect
						id="list-status"
						name="status"
						label="Status"
						value={status}
						options={Object.entries(FILTER_LABELS).map(([value, label]) => ({ value, label }))}
					/>
				),
			}}
		/>
	)
}
