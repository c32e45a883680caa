/**
 * The Announcements screen (/admin/announcements): Subject (a link to its page) with its edition,
 * Audience, Status with when it was scheduled or sent (Accra time), and its mails' counts (queued,
 * sent, failed); "+ Write announcement"; search by subject. Before the first announcement, a short
 * note on what an announcement is and a link to write one.
 */
import { Link } from 'react-router'
import { BackOfficeTitle, useScreenName } from '#app/components/admin/back-office-title.tsx'
import { ListPageHeader, ListScreen, type ListScreenDefinition } from '#app/components/admin/list-screen.tsx'
import type { ListColumn } from '#app/components/admin/list-table.tsx'
import type { ListPage } from '#app/lib/list-loader.server.ts'
import type { AnnouncementListItem } from '../announcements-pages.server.ts'
import { MailCounts, StatusBadge } from './announcement-badges.tsx'

const columns: ListColumn<AnnouncementListItem>[] = [
	{
		key: 'subject',
		label: 'Subject',
		sort: 'subject',
		rowHeader: true,
		cellClassName: 'font-semibold',
		cell: (row) => (
			<>
				<Link to={`/admin/announcements/${row.id}`} className="text-brand-700 break-words underline">
					{row.subject}
				</Link>
				<span className="mt-1 block text-sm font-normal text-slate-600">Edition {row.editionYear}</span>
			</>
		),
	},
	{
		key: 'audience',
		label: 'Audience',
		className: 'hidden md:table-cell',
		cell: (row) => <span className="text-sm">{row.audienceText}</span>,
	},
	{
		key: 'status',
		label: 'Status',
		sort: 'status',
		cell: (row) => (
			<>
				<StatusBadge status={row.status} label={row.statusText} />
				<span className="mt-1 block text-xs text-slate-600">{row.whenText}</span>
			</>
		),
	},
	{
		key: 'mails',
		label: 'Mails',
		cell: (row) =>
			row.status === 'queued' ? (
				<MailCounts counts={row.counts} />
			) : (
				<span className="text-sm text-slate-600">None yet</span>
			),
	},
]

const SCREEN: ListScreenDefinition<AnnouncementListItem> = {
	add: { to: '/admin/announcements/new', label: 'Write announcement' },
	card: {
		title: 'Announcements',
		note: 'Messages to registrants by mail, newest first. Each one’s mails are in the Mail screen too.',
	},
	search: { label: 'Search announcements by subject', placeholder: 'Search by subject...' },
	table: { columns, caption: 'Announcements', rowTestId: 'announcement-row', rowClassName: 'align-top' },
}

/** The whole screen for `list` (the route's loader data). */
export function AnnouncementsScreen({ list }: { list: ListPage<AnnouncementListItem> }) {
	const name = useScreenName()
	if (list.total === 0 && !list.params.q) {
		return (
			<>
				<BackOfficeTitle name={name} />
				<ListPageHeader title={name} addTo="/admin/announcements/new" addLabel="Write announcement" />
				<section className="mt-6 rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200 sm:p-8">
					<h2 className="text-brand-900 text-lg font-bold">No announcements yet</h2>
					<p className="mt-2 max-w-prose">
						Write to registrants of an edition by mail — a changed room, a new speaker, the Wi-Fi password,
						“doors open at 8” — to everyone, the unpaid, the paid, group contacts, those checked in or not, or
						a session’s attendees. Each gets it in their language, with why they receive it.
					</p>
					<p className="mt-4">
						<Link to="/admin/announcements/new" className="text-brand-700 font-semibold underline">
							Write the first announcement
						</Link>
					</p>
				</section>
			</>
		)
	}
	return <ListScreen screen={SCREEN} list={list} />
}
