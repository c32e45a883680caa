/**
 * The buttons under a back-office form: submit (its label changes to the pending one, with a
 * spinner, while the form is being sent) and a link away from the form.
 */
import { Link, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'

/** What a form's buttons say, and where its link away goes. */
export interface FormButtonsProps {
	/** Whether the form is being sent; by default, whether a POST is under way (`useSchemaForm`'s rule). */
	submitting?: boolean
	submitLabel: string
	/** Said, with a spinner, while the form is being sent: "Saving..." unless given. */
	pendingLabel?: string
	/** Where the link goes and its text ("Cancel" unless given; "View Sessions"). */
	cancel: { to: string; label?: string }
}

/** Submit (`submitLabel`, or `pendingLabel` with a spinner while sending) and the `cancel` link. */
export function FormButtons({
	submitting,
	submitLabel,
	pendingLabel = 'Saving...',
	cancel,
}: FormButtonsProps) {
	const navigation = useNavigation()
	const sending = submitting ?? (navigation.state === 'submitting' && navigation.formMethod === 'POST')
	return (
		<div className="flex flex-col gap-3 sm:flex-row sm:items-center">
			<Button type="submit" disabled={sending}>
				{sending ? <Spinner label={pendingLabel} /> : null}
				{sending ? pendingLabel : submitLabel}
			</Button>
			<Link
				to={cancel.to}
				className="text-brand-700 inline-flex min-h-11 items-center justify-center rounded-md px-5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
			>
				{cancel.label ?? 'Cancel'}
			</Link>
		</div>
	)
}
