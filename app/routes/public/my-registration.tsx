/**
 * A registrant's registration (/registration/{token}, the manage link of their confirmation mail):
 * what is stored about them; their fee, what was paid and the balance, with Pay now (Paystack),
 * their receipts and an invoice form (a group colleague is told their contact pays); a form to
 * correct their name, company, designation and phone numbers; and Cancel registration (after a
 * confirmation), which deletes their details. Works
 * without JavaScript. Personal: never cached, never indexed. A forged, altered or cancelled token
 * gets a 404 without any attendee data.
 */
import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import type { z } from 'zod'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { type FieldSpecs, SchemaFields } from '#app/components/forms.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { MyRegistrationSchema } from '#app/modules/registration/registration.schema.ts'
import {
	InvoiceForm,
	MoneySummaryList,
	PaidByContactNote,
	PaymentInstructions,
	PayNowForm,
	ReceiptList,
} from '#app/modules/registration/components/money-parts.tsx'
import {
	PersonalPage,
	personalHeaders,
	personalMeta,
} from '#app/modules/registration/components/personal-page.tsx'
import {
	loadManagePage,
	manageRegistrationFromForm,
} from '#app/modules/registration/my-registration-pages.server.ts'
import type { Route } from './+types/my-registration'

/** The details a registrant may correct, as the browser may fill them in. */
const DETAILS: FieldSpecs<keyof z.input<typeof MyRegistrationSchema>> = {
	name: { label: 'Full name', autoComplete: 'name' },
	company_name: { label: 'Company name', autoComplete: 'organization' },
	role: { label: 'Designation/Role', autoComplete: 'organization-title' },
	whatsapp_number: { type: 'tel', label: 'WhatsApp number', autoComplete: 'tel' },
	contact_number: { type: 'tel', label: 'Contact number', hint: 'Optional.', autoComplete: 'tel' },
}

export const headers = personalHeaders

export const meta: Route.MetaFunction = () => personalMeta('Your registration')

export function loader({ params }: Route.LoaderArgs) {
	return loadManagePage(params.token)
}

export function action({ params, request }: Route.ActionArgs) {
	return manageRegistrationFromForm(params.token, request)
}

export default function MyRegistration({ loaderData, actionData }: Route.ComponentProps) {
	return <ManageForm data={loaderData} answer={actionData} />
}

function ManageForm({
	data: { event, stored, defaults, money },
	answer,
}: {
	data: Route.ComponentProps['loaderData']
	answer: Route.ComponentProps['actionData']
}) {
	const { form, fields, submitting } = useSchemaForm({
		id: 'my-registration',
		schema: MyRegistrationSchema,
		lastResult: answer && 'result' in answer ? answer.result : undefined,
		defaultValue: defaults,
	})
	const saved = answer !== undefined && 'saved' in answer
	return (
		<PersonalPage kicker={event.name} title="Your registration">
			<Panel id="payment-title" title="Payment">
				<MoneySummaryList summary={money.summary} className="mt-3" />
				{money.paidByContact ? <PaidByContactNote {...money.paidByContact} /> : null}
				{money.payNow ? <PayNowForm action={money.payNow} amount={money.summary.balance} /> : null}
				<PaymentInstructions lines={money.instructions} online={money.payNow !== null} />
				<ReceiptList receipts={money.receipts} />
			</Panel>

			{money.invoice ? (
				<Panel id="invoice-title" title="Invoice" className="mt-6">
					<p className="mt-2 text-slate-800">
						If your company pays, get an invoice made out to it, to pay against or for your records.
					</p>
					<InvoiceForm action={money.invoice.action} company={money.invoice.company} idPrefix="invoice" />
				</Panel>
			) : null}

			<Panel id="stored-title" title="What we hold" className="mt-6">
				<dl className="mt-3 grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
					<dt className="font-semibold">Email</dt>
					<dd className="break-all">{stored.email}</dd>
					<dt className="font-semibold">Reference</dt>
					<dd className="font-mono">{stored.deskRef}</dd>
					<dt className="font-semibold">Registered on</dt>
					<dd>{stored.registeredOn}</dd>
					<dt className="font-semibold">Event</dt>
					<dd>
						{event.dateText ?? 'Date to be announced'}
						{event.venue ? `, ${event.venue}` : ''}
					</dd>
				</dl>
				<p className="mt-3 text-sm text-slate-600">
					And the details below. We use them only to run the summit; your email cannot be changed here
					(register again with the other address, and cancel this one).
				</p>
			</Panel>

			<Panel id="correct-title" title="Correct your details" className="mt-6">
				{saved ? (
					<p
						role="status"
						className="mt-3 rounded-md bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200"
					>
						Saved. Your ticket shows the new details.
					</p>
				) : null}
				<Form method="POST" {...getFormProps(form)} className="mt-4 space-y-4">
					<SchemaFields fields={fields} specs={DETAILS} />
					<Button type="submit" name="intent" value="save" disabled={submitting}>
						{submitting ? 'Saving...' : 'Save changes'}
					</Button>
				</Form>
			</Panel>

			<Panel id="cancel-title" title="Cancel your registration" tone="danger" className="mt-6">
				<p className="mt-2 text-slate-700">
					Your place is released and your details are deleted. This cannot be undone.
				</p>
				{money.receipts.length ? (
					<p className="mt-2 text-slate-700" data-testid="cancel-paid-note">
						You have paid {money.summary.paid} for this place. Cancelling does not refund it by itself: write
						to the organisers to have it refunded, and keep your receipts (download them above first: they go
						with your registration).
					</p>
				) : null}
				<div className="mt-4">
					<ConfirmButton
						label="Cancel registration"
						title="Cancel your registration?"
						confirmLabel="Cancel registration"
						fields={{ intent: 'cancel' }}
						className="min-h-11 rounded-md px-4 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
					>
						<p>
							Your place at the {event.name} is released and your details are deleted. This cannot be undone.
						</p>
					</ConfirmButton>
				</div>
			</Panel>
		</PersonalPage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
