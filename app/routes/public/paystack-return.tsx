/**
 * `/payments/paystack/return`: where Paystack sends the browser back after paying (its
 * `callback_url`, with `?reference=…`). The payment is verified with Paystack and recorded, then the
 * browser that started it goes back to its Pay page; any other browser is shown what came of the
 * payment, and no link (see `paystackReturn`). Personal: never cached, never indexed.
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PaymentNoticeBox } from '#app/modules/registration/components/money-parts.tsx'
import {
	PersonalPage,
	personalHeaders,
	personalMeta,
} from '#app/modules/registration/components/personal-page.tsx'
import { paystackReturn } from '#app/modules/registration/payment-pages.server.ts'
import type { Route } from './+types/paystack-return'

export const headers = personalHeaders

export const meta: Route.MetaFunction = () => personalMeta('Your payment')

export function loader({ request }: Route.LoaderArgs) {
	return paystackReturn(request)
}

export default function PaystackReturn({ loaderData }: Route.ComponentProps) {
	return (
		<PersonalPage kicker="Paying online" title="Your payment">
			<PaymentNoticeBox notice={loaderData.notice} />
			<p className="text-slate-800">
				Your registration, its receipts and its balance are on your registration page: open it from the link
				in your confirmation mail.
			</p>
		</PersonalPage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
