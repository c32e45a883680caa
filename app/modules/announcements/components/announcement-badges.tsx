/**
 * The badges of the announcement screens: an announcement's status (draft, scheduled, sent,
 * cancelled), and the counts of its mails (queued, sent, failed) in the Mail screen's colours.
 */
import type { AnnouncementStatus } from '#app/db/schema.ts'

const BADGE = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1'

const STATUS_COLOURS: Record<AnnouncementStatus, string> = {
	draft: 'bg-slate-100 text-slate-800 ring-slate-300',
	scheduled: 'bg-sky-50 text-sky-900 ring-sky-300',
	queued: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
	cancelled: 'bg-amber-50 text-amber-900 ring-amber-300',
}

/** An announcement's status as a badge, with its `label` ("Sent"). */
export function StatusBadge({ status, label }: { status: AnnouncementStatus; label: string }) {
	return (
		<span className={`${BADGE} ${STATUS_COLOURS[status]}`} data-status={status}>
			{label}
		</span>
	)
}

/** "2 queued · 1,998 sent · 0 failed" as three badges, the failed one red when above zero. */
export function MailCounts({ counts }: { counts: { queued: number; sent: number; failed: number } }) {
	const n = (value: number) => value.toLocaleString('en-GB')
	return (
		<ul className="flex flex-wrap gap-1" aria-label="Mails">
			<li className={`${BADGE} bg-slate-100 text-slate-800 ring-slate-300`} data-count="queued">
				{n(counts.queued)} queued
			</li>
			<li className={`${BADGE} bg-emerald-50 text-emerald-800 ring-emerald-300`} data-count="sent">
				{n(counts.sent)} sent
			</li>
			<li
				className={`${BADGE} ${counts.failed ? 'bg-red-50 text-red-800 ring-red-300' : 'bg-slate-50 text-slate-700 ring-slate-200'}`}
				data-count="failed"
			>
				{n(counts.failed)} failed
			</li>
		</ul>
	)
}
