/**
 * `/payments/paystack/return`: where Paystack sends the browser back after paying (its
 * `callback_url`, with `?reference=…`). The payment is verified with Paystack and recorded, then the
 * browser that started it goes back to its Pay page; any other browser is shown what came of the
 * payment, and no link (see `paystackReturn`). Personal: never cached, never indexed. A payment
 * started from a French page comes back to `/fr/payments/paystack/return` (ADR 0059).
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { PaymentNoticeBox } from '#app/modules/registration/components/money-parts.tsx'
import {
	PersonalPage,
	personalHeaders,
	personalMeta,
} from '#app/modules/registration/components/personal-page.tsx'
import { paystackReturn } from '#app/modules/registration/payment-pages.server.ts'
import type { Route } from './+types/paystack-return'

export const headers = personalHeaders

export const meta: Route.MetaFunction = () => personalMeta(m.registrant_title_payment())

export function loader({ request }: Route.LoaderArgs) {
	return paystackReturn(request)
}

export default function PaystackReturn({ loaderData }: Route.ComponentProps) {
	return (
		<PersonalPage kicker={m.registrant_return_kicker()} title={m.registrant_title_payment()}>
			<PaymentNoticeBox notice={loaderData.notice} />
			<p className="text-slate-800">{m.registrant_return_text()}</p>
		</PersonalPage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
