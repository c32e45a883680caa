/**
 * The Success dialog after registering (`/?registered=1`): the thanks, then what to do next: check
 * the mailbox for the confirmation and ticket, the fee to pay, and how to pay (the mail's Pay now
 * link when online payment is on, else the payment instructions the mail and the registration's own
 * page give). The page is the same for every visitor (it is cached), so it names neither the address
 * nor the registration, and carries no payment details (they are not public data,
 * docs/security.md): the mail does.
 */
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { localizedPath, useLocale } from '#app/lib/i18n/locale.ts'
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
	const locale = useLocale()
	return (
		<MessageDialog
			tone="success"
			title={m.forms_success_title()}
			closeLabel={m.forms_ok()}
			closeUrl={localizedPath('/', locale)}
		>
			<p>{m.forms_registered_thanks()}</p>
			<p className="mt-2" data-testid="registered-check-mail">
				<strong>{m.forms_registered_check_mail_label()}</strong> {m.forms_registered_check_mail()}
			</p>
			{fee ? (
				<p className="mt-2" data-testid="registered-fee">
					<strong>{m.forms_registered_fee_label()}</strong>{' '}
					{fee.earlyBird
						? m.forms_registered_fee_early({ amount: fee.earlyBird.amount })
						: m.forms_registered_fee_regular({ amount: fee.regular })}
				</p>
			) : null}
			{fee ? (
				<p className="mt-2" data-testid="registered-how-to-pay">
					<strong>{m.forms_registered_how_label()}</strong>{' '}
					{payOnline ? m.forms_registered_how_online() : m.forms_registered_how_offline()}
				</p>
			) : null}
		</MessageDialog>
	)
}
