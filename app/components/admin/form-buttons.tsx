/**
 * The buttons under a back-office form: submit (its label changes to the pending one, with a
 * spinner, while the form is being sent) and a link away from the form.
 */
import { Link } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'

/** Submit (`submitLabel`, or `pendingLabel` with a spinner while `submitting`) and the `cancel` link. */
export function FormButtons({
	submitting,
	submitLabel,
	pendingLabel,
	cancel,
}: {
	submitting: boolean
	submitLabel: string
	pendingLabel: string
	/** Where the link goes and its text ("Cancel", "View Sessions"). */
	cancel: { to: string; label: string }
}) {
	return (
		<div className="flex flex-col gap-3 sm:flex-row sm:items-center">
			<Button type="submit" disabled={submitting}>
				{submitting ? <Spinner label={pendingLabel} /> : null}
				{submitting ? pendingLabel : submitLabel}
			</Button>
			<Link
				to={cancel.to}
				className="text-brand-700 inline-flex min-h-11 items-center justify-center rounded-md px-5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
			>
				{cancel.label}
			</Link>
		</div>
	)
}
