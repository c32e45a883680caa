/**
 * The group contact's page (`/group/{token}`, the link of their summary mail): the group's company,
 * its colleagues and where each stands, the group's fee, what was paid and the balance, Pay now
 * for the whole group in one payment, the receipts and the invoice form. Sent without React and
 * works without JavaScript. Personal: never cached, never indexed. A forged or altered token gets a
 * 404 without any data. In the language of its URL (`/fr/group/{token}` in French, ADR 0059).
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import {
	InvoiceForm,
	MoneySummaryList,
	PaymentInstructions,
	PayNowForm,
	ReceiptList,
} from '#app/modules/registration/components/money-parts.tsx'
import {
	PersonalPage,
	personalHeaders,
	personalMeta,
} from '#app/modules/registration/components/personal-page.tsx'
import { loadGroupPage } from '#app/modules/registration/payment-pages.server.ts'
import type { Route } from './+types/group'

export const headers = personalHeaders

export const meta: Route.MetaFunction = () => personalMeta(m.registrant_title_group())

export function loader({ params }: Route.LoaderArgs) {
	return loadGroupPage(params.token)
}

export default function Group({ loaderData }: Route.ComponentProps) {
	const { event, group, colleagues, summary, payNow, instructions, receipts, invoice } = loaderData
	return (
		<PersonalPage kicker={event.name} title={m.registrant_group_title({ company: group.companyName })}>
			<Panel id="group-money-title" title={m.registrant_group_panel_money()}>
				<p className="mt-2 text-slate-800">
					{m.registrant_group_pay_at_once({
						count: colleagues.length,
						details:
							(group.perPerson ? m.registrant_group_per_person({ amount: group.perPerson }) : '') +
							(group.discountPercent ? m.registrant_group_discount({ percent: group.discountPercent }) : ''),
					})}
				</p>
				<MoneySummaryList summary={summary} className="mt-3" />
				{!summary.owes ? <p className="mt-3 text-slate-800">{m.registrant_group_nothing_left()}</p> : null}
				{payNow ? <PayNowForm action={payNow} amount={summary.balance} /> : null}
				<PaymentInstructions lines={instructions} online={payNow !== null} />
				<ReceiptList receipts={receipts} />
			</Panel>

			<Panel id="colleagues-title" title={m.registrant_group_panel_colleagues()} className="mt-6">
				<ul className="mt-3 divide-y divide-slate-200">
					{colleagues.map((colleague) => (
						<li key={colleague.id} className="flex flex-wrap justify-between gap-x-4 py-2">
							<span className="font-semibold break-words text-slate-900">{colleague.fullName}</span>
							<span className="text-slate-700">{colleague.state}</span>
						</li>
					))}
				</ul>
				<p className="mt-3 text-sm text-slate-600">{m.registrant_group_own_ticket()}</p>
			</Panel>

			{invoice ? (
				<Panel id="invoice-title" title={m.registrant_panel_invoice()} className="mt-6">
					<p className="mt-2 text-slate-800">{m.registrant_group_invoice_intro()}</p>
					<InvoiceForm action={invoice.action} company={invoice.company} idPrefix="group-invoice" />
				</Panel>
			) : null}
		</PersonalPage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
