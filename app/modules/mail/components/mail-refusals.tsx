/**
 * The Mail screen's "Refused mail" panel: the bursts of mail the mail limits kept from
 * going out in the last week, newest first: what was counted (a mailbox, a domain or a client
 * network, as the limit counts it), which limit and form, how many mails and submissions, and the
 * first and last refusal in Accra time. A list of short description lists rather than a table, so it
 * reads the same at 320 px and to a screen reader.
 */
import type { MailLimitScope } from '#app/db/schema.ts'
import type { MailRefusalsPanel } from '../mail-list.server.ts'
import type { MailSource } from '#app/modules/outbox/mail-limits.queries.server.ts'
import { Panel } from '#app/components/admin/panel.tsx'

const SCOPES: Record<MailLimitScope, { name: string; limit: string }> = {
	recipient: { name: 'Mailbox', limit: 'per mailbox' },
	domain: { name: 'Domain', limit: 'per domain' },
	client: { name: 'Client network', limit: 'per client network' },
}

const SOURCES: Record<MailSource, string> = {
	registration: 'Registration form',
	group: 'Group registration form',
	're-send': 'Ticket sent again to an address already registered (not sent)',
	enquiry: 'Partnership enquiry notices',
}

function count(n: number, one: string, many: string) {
	return `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`
}

/** The panel for the Mail screen's loader data `refusals`. */
export function MailRefusals({ refusals }: { refusals: MailRefusalsPanel }) {
	const { bursts, total, days, limits } = refusals
	return (
		<Panel id="mail-refusals-title" title="Refused mail" className="mt-6">
			<p className="mt-1 max-w-prose text-sm text-slate-700">
				Mail the public forms may cause is limited per hour: {count(limits.recipient, 'mail', 'mails')} to one
				mailbox (an address without its +tag or dots), {count(limits.domain, 'mail', 'mails')} to one domain,{' '}
				{count(limits.client, 'mail', 'mails')} for forms sent from one client network. A submission over a
				limit stored nothing and was told so; a ticket sent again was simply not sent. Bursts of the last{' '}
				{days} days, newest first.
			</p>
			{refusals.failed ? (
				<p className="mt-3 text-sm font-semibold text-red-700" role="alert">
					Refused mail could not be read. Please try again later.
				</p>
			) : bursts.length === 0 ? (
				<p className="mt-3 text-sm text-slate-700">No mail was refused in the last {days} days.</p>
			) : (
				<ul className="mt-3 divide-y divide-slate-200" aria-label="Bursts of refused mail">
					{bursts.map((burst) => (
						<li key={burst.id} className="py-3" data-testid="refusal-burst">
							<p className="font-semibold break-all text-slate-900">
								<span className="sr-only">{SCOPES[burst.scope].name}: </span>
								{burst.key}
							</p>
							<dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
								<dt className="text-slate-600">Limit</dt>
								<dd className="text-slate-900">
									{count(burst.limitPerHour, 'mail', 'mails')} an hour {SCOPES[burst.scope].limit}
								</dd>
								<dt className="text-slate-600">Form</dt>
								<dd className="text-slate-900">{SOURCES[burst.source] ?? burst.source}</dd>
								<dt className="text-slate-600">Refused</dt>
								<dd className="text-slate-900">
									{count(burst.mails, 'mail', 'mails')} in{' '}
									{count(burst.submissions, 'submission', 'submissions')}
								</dd>
								<dt className="text-slate-600">When</dt>
								<dd className="text-slate-900">
									<time dateTime={burst.firstAt}>{burst.firstText}</time>
									{burst.lastText === burst.firstText ? null : (
										<>
											{' '}
											to <time dateTime={burst.lastAt}>{burst.lastText}</time>
										</>
									)}{' '}
									(Accra time)
								</dd>
							</dl>
						</li>
					))}
				</ul>
			)}
			{total > bursts.length ? (
				<p className="mt-2 text-sm text-slate-700">
					The newest {bursts.length} of {total} bursts are shown.
				</p>
			) : null}
		</Panel>
	)
}
