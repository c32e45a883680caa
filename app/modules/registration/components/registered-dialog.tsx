/**
 * The Success dialog after registering (`/?registered=1`): the thanks, then what to do next: check
 * the mailbox for the confirmation and ticket, the fee to pay, and how to pay (the mail's Pay now
 * link when online payment is on, else the payment instructions the mail and the registration's own
 * page give). The page is the same for every visitor (it is cached), so it names neither the address
 * nor the registration, and carries no payment details (they are not public data,
 * docs/security.md): the mail does.
 */
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import type { EditionView } from '#app/modules/editions/event-view.server.ts'

export function RegisteredDialog({
	fee,
	payOnline,
}: {
	/** The current edition's fee card (null when the edition has no fee: nothing to pay is said). */
	fee: EditionView['fee']
	/** Online payment is configured (Paystack): the mail carries a Pay now link. */
	payOnline: boolean
}) {
	return (
		<MessageDialog tone="success" title="Success" closeUrl="/">
			<p>
				Thank you for registering. Your place at the summit is recorded; we look forward to seeing you in
				Accra.
			</p>
			<p className="mt-2" data-testid="registered-check-mail">
				<strong>Check your mailbox:</strong> your confirmation and ticket are on their way to the email
				address you registered with. If nothing arrives within a few minutes, look in the spam folder.
			</p>
			{fee ? (
				<p className="mt-2" data-testid="registered-fee">
					<strong>Fee to pay:</strong>{' '}
					{fee.earlyBird ? `${fee.earlyBird.amount}, the early-bird rate` : fee.regular}, as the mail
					confirms.
				</p>
			) : null}
			{fee ? (
				<p className="mt-2" data-testid="registered-how-to-pay">
					<strong>How to pay:</strong>{' '}
					{payOnline
						? 'by card or mobile money, with the Pay now link in the mail.'
						: 'the mail gives the payment instructions, and so does your registration’s page (its link is in the mail).'}
				</p>
			) : null}
		</MessageDialog>
	)
}
