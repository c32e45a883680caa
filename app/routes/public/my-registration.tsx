/**
 * A registrant's registration (/registration/{token}, the manage link of their confirmation mail):
 * what is stored about them; their fee, what was paid and the balance, with Pay now (Paystack),
 * their receipts and an invoice form (a group colleague is told their contact pays); a form to
 * correct their name, company, designation and phone numbers; their CPE certificate (once issued,
 * else a line saying when); "Tell us how it went", the evaluation's link while it is open (or thanks
 * once answered); and Cancel registration (after a confirmation), which deletes their details. Works
 * without JavaScript. Personal: never cached, never indexed. A forged, altered or cancelled token
 * gets a 404 without any attendee data. In the language of its URL (`/fr/registration/{token}` in
 * French, ADR 0059); cancelling from there ends on /fr/registration-cancelled.
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
import { m } from '#app/lib/i18n/messages.ts'
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
import { EvaluationPanel } from '#app/modules/registration/components/evaluation-panel.tsx'
import {
	loadManagePage,
	manageRegistrationFromForm,
} from '#app/modules/registration/my-registration-pages.server.ts'
import { CertificatePanel } from '#app/modules/certificates/components/certificate-panel.tsx'
import type { Route } from './+types/my-registration'

/** The details a registrant may correct, as the browser may fill them in, labelled in the page's language. */
function details(): FieldSpecs<keyof z.input<typeof MyRegistrationSchema>> {
	return {
		name: { label: m.registrant_field_name(), autoComplete: 'name' },
		company_name: { label: m.registrant_field_company(), autoComplete: 'organization' },
		role: { label: m.registrant_field_role(), autoComplete: 'organization-title' },
		whatsapp_number: { type: 'tel', label: m.registrant_field_whatsapp(), autoComplete: 'tel' },
		contact_number: {
			type: 'tel',
			label: m.registrant_field_contact(),
			hint: m.registrant_field_optional(),
			autoComplete: 'tel',
		},
	}
}

export const headers = personalHeaders

export const meta: Route.MetaFunction = () => personalMeta(m.registrant_title_registration())

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
	data: { event, stored, defaults, money, evaluation, certificate },
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
		<PersonalPage kicker={event.name} title={m.registrant_title_registration()}>
			<Panel id="payment-title" title={m.registrant_panel_payment()}>
				<MoneySummaryList summary={money.summary} className="mt-3" />
				{money.paidByContact ? <PaidByContactNote {...money.paidByContact} /> : null}
				{money.payNow ? <PayNowForm action={money.payNow} amount={money.summary.balance} /> : null}
				<PaymentInstructions lines={money.instructions} online={money.payNow !== null} />
				<ReceiptList receipts={money.receipts} />
			</Panel>

			{money.invoice ? (
				<Panel id="invoice-title" title={m.registrant_panel_invoice()} className="mt-6">
					<p className="mt-2 text-slate-800">{m.registrant_invoice_intro()}</p>
					<InvoiceForm action={money.invoice.action} company={money.invoice.company} idPrefix="invoice" />
				</Panel>
			) : null}

			<EvaluationPanel evaluation={evaluation} className="mt-6" />

			<CertificatePanel certificate={certificate} />

			<Panel id="stored-title" title={m.registrant_panel_stored()} className="mt-6">
				<dl className="mt-3 grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
					<dt className="font-semibold">{m.registrant_stored_email()}</dt>
					<dd className="break-all">{stored.email}</dd>
					<dt className="font-semibold">{m.registrant_reference()}</dt>
					<dd className="font-mono">{stored.deskRef}</dd>
					<dt className="font-semibold">{m.registrant_stored_registered_on()}</dt>
					<dd>{stored.registeredOn}</dd>
					<dt className="font-semibold">{m.registrant_stored_event()}</dt>
					<dd>
						{event.dateText ?? m.registrant_date_tba()}
						{event.venue ? `, ${event.venue}` : ''}
					</dd>
				</dl>
				<p className="mt-3 text-sm text-slate-600">{m.registrant_stored_note()}</p>
			</Panel>

			<Panel id="correct-title" title={m.registrant_panel_correct()} className="mt-6">
				{saved ? (
					<p
						role="status"
						className="mt-3 rounded-md bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200"
					>
						{m.registrant_saved()}
					</p>
				) : null}
				<Form method="POST" {...getFormProps(form)} className="mt-4 space-y-4">
					<SchemaFields fields={fields} specs={details()} />
					<Button type="submit" name="intent" value="save" disabled={submitting}>
						{submitting ? m.registrant_saving() : m.registrant_save()}
					</Button>
				</Form>
			</Panel>

			<Panel id="cancel-title" title={m.registrant_panel_cancel()} tone="danger" className="mt-6">
				<p className="mt-2 text-slate-700">{m.registrant_cancel_intro()}</p>
				{money.receipts.length ? (
					<p className="mt-2 text-slate-700" data-testid="cancel-paid-note">
						{m.registrant_cancel_paid_note({ paid: money.summary.paid })}
					</p>
				) : null}
				<div className="mt-4">
					<ConfirmButton
						label={m.registrant_cancel_button()}
						title={m.registrant_cancel_title()}
						confirmLabel={m.registrant_cancel_button()}
						cancelLabel={m.registrant_cancel_keep()}
						fields={{ intent: 'cancel' }}
						className="min-h-11 rounded-md px-4 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
					>
						<p>{m.registrant_cancel_question({ event: event.name })}</p>
					</ConfirmButton>
				</div>
			</Panel>
		</PersonalPage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
