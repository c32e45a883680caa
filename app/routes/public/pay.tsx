/**
 * A Pay page (`/registration/{token}/pay`, `/ticket/{token}/pay`, `/group/{token}/pay`): what is
 * owed and Pay now, which sends the delegate to Paystack's payment page (card or mobile money) and
 * brings them back here with what came of it. Without Paystack set up, how to pay otherwise.
 * Sent without React and works without JavaScript. Personal: never cached, never indexed. A forged,
 * altered or cancelled token gets a 404 without any data. In the language of its URL
 * (`/fr/ticket/{token}/pay` in French, ADR 0059).
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import {
	MoneySummaryList,
	PaidByContactNote,
	PaymentInstructions,
	PaymentNoticeBox,
	PayNowForm,
} from '#app/modules/registration/components/money-parts.tsx'
import {
	PersonalPage,
	personalHeaders,
	personalMeta,
} from '#app/modules/registration/components/personal-page.tsx'
import { loadPayPage, payFromForm, payFromPath } from '#app/modules/registration/payment-pages.server.ts'
import { notFound } from '#app/lib/page-data.server.ts'
import type { Route } from './+types/pay'

export const headers = personalHeaders

export const meta: Route.MetaFunction = () => personalMeta(m.registrant_title_pay())

/** Which page this is, from its address. */
function fromOf(request: Request) {
	return payFromPath(new URL(request.url).pathname) ?? notFound(m.registrant_pay_page_missing())
}

export function loader({ params, request }: Route.LoaderArgs) {
	return loadPayPage(fromOf(request), params.token, request)
}

export function action({ params, request }: Route.ActionArgs) {
	return payFromForm(fromOf(request), params.token, request)
}

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
	const page = loaderData
	return (
		<PersonalPage kicker={page.event.name} title={page.heading}>
			{actionData?.problem ? (
				<div role="alert" className="mb-6 rounded-xl bg-red-50 p-4 text-red-950 ring-1 ring-red-300">
					<h2 className="text-lg font-bold">{m.registrant_pay_not_started()}</h2>
					<p className="mt-1">{actionData.problem}</p>
				</div>
			) : null}
			{page.notice ? (
				<PaymentNoticeBox notice={page.notice} receiptHref={page.receiptHref} checkAgain={page.checkAgain} />
			) : null}
			<Panel
				id="owed-title"
				title={page.summary.owes ? m.registrant_pay_owed() : m.registrant_pay_your_payment()}
			>
				<MoneySummaryList summary={page.summary} className="mt-3" />
				{page.paidByContact ? <PaidByContactNote {...page.paidByContact} /> : null}
				{!page.paidByContact && !page.summary.owes ? (
					<p className="mt-3 text-slate-800">{m.registrant_group_nothing_left()}</p>
				) : null}
				{page.payNow ? <PayNowForm action={page.payNow} amount={page.summary.balance} /> : null}
				<PaymentInstructions lines={page.instructions} online={page.payNow !== null} />
			</Panel>
			<p className="mt-6">
				<a
					href={page.back.href}
					className="text-brand-800 inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
				>
					{page.back.label}
				</a>
			</p>
		</PersonalPage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
