/**
 * A payments screen of the back office (/admin/payments/registration/{id},
 * /admin/payments/group/{id}; docs/payments.md "Staff screens"): who pays (the registrant, or the
 * group's contact and company) and for which edition; the fee owed with its rule, paid, waived,
 * refunded, the balance and the state; for a group, each colleague with their own; the ledger's
 * movements, newest first, each with its receipt and a Correct link (a correction and the movement
 * it undid are marked as such); and the forms: record a payment, waive, refund, issue an invoice.
 * Correcting a movement asks first: its link opens, on the same page, a confirmation with the
 * reason to give (`?confirm=correct-<id>`), which works without JavaScript like the back office's
 * delete confirmations (ADR 0038).
 */
import { getFormProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { type FieldSpecs, SchemaFields } from '#app/components/forms.tsx'
import { BackOfficeTitle } from '#app/components/admin/back-office-title.tsx'
import { type FormAnswer, FormAlert } from '#app/components/admin/form-alert.tsx'
import { type FormSchema, useAdminSchemaForm } from '#app/components/admin/admin-form.tsx'
import { NoValue, TableFrame } from '#app/components/admin/list-controls.tsx'
import { Panel } from '#app/components/admin/panel.tsx'
import { Button, buttonClasses } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { formatCedis } from '#app/lib/format.ts'
import { cedisOrDash, METHOD_LABELS } from '../money.ts'
import {
	CorrectSchema,
	PAYMENT_FORM_LIMITS,
	RecordPaymentSchema,
	RefundSchema,
	STAFF_METHODS,
	WaiveSchema,
} from '../payments-admin.schema.ts'
import type { AccountPage } from '../payments-pages.server.ts'
import { PaymentStateBadge } from './payment-state-badge.tsx'

/** The answer of the form that posted `intent`, from the action's data (`{ intent, result }`). */
function answerOf(actionData: unknown, intent: string): FormAnswer {
	const value = typeof actionData === 'object' && actionData !== null ? actionData : {}
	const mine = 'intent' in value && value.intent === intent && 'result' in value
	return {
		result: mine ? (value.result as FormAnswer['result']) : undefined,
		networkError: undefined,
		dialog: null,
	}
}

const METHOD_OPTIONS = STAFF_METHODS.map((method) => ({ value: method, label: METHOD_LABELS[method] }))

/** The path of the screen of `page`, and of its correction of movement `id`. */
const screenPath = (page: Pick<AccountPage, 'kind' | 'id'>) => `/admin/payments/${page.kind}/${page.id}`

export function AccountPaymentsScreen({ page, actionData }: { page: AccountPage; actionData: unknown }) {
	const title =
		page.kind === 'group' ? `Payments: group of ${page.payerCompany}` : `Payments: ${page.payerName}`
	const { balance } = page
	return (
		<div className="space-y-6">
			<BackOfficeTitle name={title} />
			<div className="flex flex-wrap items-end justify-between gap-3">
				<div className="min-w-0">
					<h1 className="text-brand-900 text-2xl font-bold break-words">{title}</h1>
					<p className="mt-1 text-sm text-slate-600">
						<Link
							to={`/admin/payments?edition=${page.editionId}`}
							className="text-brand-700 font-semibold underline"
						>
							Ledger
						</Link>{' '}
						·{' '}
						<Link to="/admin/attendees" className="text-brand-700 font-semibold underline">
							Attendees
						</Link>
					</p>
				</div>
			</div>

			{page.confirming ? <CorrectionPanel page={page} actionData={actionData} /> : null}

			<div className="grid gap-6 xl:grid-cols-2">
				<Panel id="payer-title" title={page.kind === 'group' ? 'Group' : 'Registration'}>
					<dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
						<Term label={page.kind === 'group' ? 'Contact' : 'Name'}>
							<span className="font-semibold">{page.payerName}</span>
							<span className="block break-all text-slate-600">{page.payerEmail}</span>
						</Term>
						<Term label="Company">{page.payerCompany || <NoValue />}</Term>
						<Term label="Edition">{page.editionYear}</Term>
						{page.group ? (
							<Term label="Group">
								Registered by {page.group.contactName} with the group of {page.group.companyName}: the contact
								pays for the group as one.{' '}
								<Link
									to={`/admin/payments/group/${page.group.id}`}
									className="text-brand-700 font-semibold underline"
								>
									Group payments
								</Link>
							</Term>
						) : null}
					</dl>
				</Panel>

				<Panel id="balance-title" title="Balance">
					<dl
						className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm"
						data-testid="balance"
					>
						<Term label="Fee owed">
							{cedisOrDash(balance.feePesewas)}
							<span className="block text-slate-600">{page.feeRule}</span>
						</Term>
						<Term label="Paid">{formatCedis(balance.paidPesewas)}</Term>
						<Term label="Waived">{formatCedis(balance.waivedPesewas)}</Term>
						<Term label="Refunded">{formatCedis(balance.refundedPesewas)}</Term>
						<Term label="Balance">
							<span className="text-lg font-bold" data-testid="balance-amount">
								{formatCedis(balance.balancePesewas)}
							</span>
							{balance.balancePesewas < 0 ? (
								<span className="block text-amber-900">More was paid than owed.</span>
							) : null}
						</Term>
						<Term label="State">
							<PaymentStateBadge state={balance.state} />
						</Term>
					</dl>
				</Panel>
			</div>

			{page.kind === 'group' ? <Colleagues page={page} /> : null}

			<div className="grid gap-6 xl:grid-cols-3" key={page.lastMovementId}>
				<MovementForm
					id="record-payment"
					title="Record a payment"
					intent="payment"
					schema={RecordPaymentSchema}
					answer={answerOf(actionData, 'payment')}
					seen={page.lastMovementId}
					submitLabel="Record payment"
					note={`Balance: ${formatCedis(Math.max(balance.balancePesewas, 0))}. A receipt is numbered at once.`}
					specs={{
						method: { control: 'select', label: 'Method', options: METHOD_OPTIONS, placeholder: 'Choose…' },
						amount: { label: 'Amount (GH₵)', inputMode: 'decimal', hint: 'In cedis, e.g. 2500 or 2500.50' },
						reference: {
							label: 'Reference',
							hint: 'As on the bank or MoMo statement; required for both.',
							maxLength: PAYMENT_FORM_LIMITS.reference,
						},
						note: { control: 'textarea', label: 'Note', rows: 2 },
					}}
				/>
				<MovementForm
					id="waive-fee"
					title="Waive"
					intent="waiver"
					schema={WaiveSchema}
					answer={answerOf(actionData, 'waiver')}
					seen={page.lastMovementId}
					submitLabel="Waive"
					note="Lets off this much of the fee; no money moves."
					defaultValue={{ amount: page.balanceInput === '0' ? '' : page.balanceInput }}
					specs={{
						amount: {
							label: 'Amount (GH₵)',
							inputMode: 'decimal',
							hint: 'The balance, unless you change it',
						},
						reason: { control: 'textarea', label: 'Reason', rows: 2 },
					}}
				/>
				<MovementForm
					id="refund"
					title="Refund"
					intent="refund"
					schema={RefundSchema}
					answer={answerOf(actionData, 'refund')}
					seen={page.lastMovementId}
					submitLabel="Record refund"
					note={`Paid so far: ${formatCedis(Math.max(balance.paidPesewas, 0))}. A refund is never more.`}
					specs={{
						method: {
							control: 'select',
							label: 'Paid back by',
							options: METHOD_OPTIONS,
							placeholder: 'Choose…',
						},
						amount: { label: 'Amount (GH₵)', inputMode: 'decimal' },
						reference: { label: 'Reference', maxLength: PAYMENT_FORM_LIMITS.reference },
						reason: { control: 'textarea', label: 'Reason', rows: 2 },
					}}
				/>
			</div>

			<Movements page={page} />

			<InvoiceForm page={page} />
		</div>
	)
}

/** One line of a summary list: its `label` and value. */
function Term({ label, children }: { label: string; children: ReactNode }) {
	return (
		<>
			<dt className="font-semibold text-slate-700">{label}</dt>
			<dd className="min-w-0 break-words text-slate-900">{children}</dd>
		</>
	)
}

/** A group's colleagues, each with their own fee, paid, balance and state, linked to their screen. */
function Colleagues({ page }: { page: AccountPage }) {
	return (
		<Panel id="colleagues-title" title={`Colleagues (${page.members.length})`}>
			{page.members.length === 0 ? (
				<p className="mt-3 text-slate-700">Every colleague of this group has cancelled.</p>
			) : (
				<div className="mt-3">
					<TableFrame maxHeight="max-h-[28rem]">
						<table className="w-full text-left text-sm">
							<thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
								<tr>
									{['Name', 'Fee', 'Paid', 'Balance', 'State'].map((h) => (
										<th key={h} scope="col" className="px-3 py-2 whitespace-nowrap">
											{h}
										</th>
									))}
								</tr>
							</thead>
							<tbody className="divide-y divide-slate-100">
								{page.members.map((m) => (
									<tr key={m.id} data-testid="colleague-row">
										<th scope="row" className="px-3 py-2 font-semibold text-slate-900">
											<Link to={`/admin/payments/registration/${m.id}`} className="text-brand-700 underline">
												{m.fullName}
											</Link>
											<span className="block text-xs font-normal text-slate-600">{m.feeRule}</span>
										</th>
										<td className="px-3 py-2 whitespace-nowrap">{cedisOrDash(m.balance.feePesewas)}</td>
										<td className="px-3 py-2 whitespace-nowrap">{formatCedis(m.balance.paidPesewas)}</td>
										<td className="px-3 py-2 whitespace-nowrap">{formatCedis(m.balance.balancePesewas)}</td>
										<td className="px-3 py-2">
											<PaymentStateBadge state={m.balance.state} />
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</TableFrame>
				</div>
			)}
		</Panel>
	)
}

/**
 * One movement form in its panel: the form's own messages (the ledger's refusal) at the top, its
 * fields, and its button, with `seen` (the ledger's last movement shown) sent along.
 */
function MovementForm<Schema extends FormSchema>({
	id,
	title,
	intent,
	schema,
	answer,
	seen,
	submitLabel,
	note,
	specs,
	defaultValue,
}: {
	id: string
	title: string
	intent: string
	schema: Schema
	answer: FormAnswer
	seen: number
	submitLabel: string
	note: string
	specs: FieldSpecs
	defaultValue?: Record<string, string>
}) {
	const { form, fields } = useAdminSchemaForm({ id, schema, answer, defaultValue })
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	return (
		<Panel id={`${id}-title`} title={title}>
			<Form method="POST" autoComplete="off" {...getFormProps(form)} className="mt-3 space-y-4">
				<input type="hidden" name="intent" value={intent} />
				<input type="hidden" name="seen" value={seen} />
				<FormAlert id={form.errorId} formErrors={form.errors} lastResult={answer.result} />
				<p className="text-sm text-slate-600">{note}</p>
				<SchemaFields fields={fields} specs={specs} />
				<Button type="submit" disabled={sending}>
					{sending ? <Spinner label="Saving..." /> : null}
					{submitLabel}
				</Button>
			</Form>
		</Panel>
	)
}

/** The ledger's movements of the account, newest first: corrections marked, each with its receipt. */
function Movements({ page }: { page: AccountPage }) {
	const path = screenPath(page)
	return (
		<Panel id="movements-title" title="Movements">
			{page.movements.length === 0 ? (
				<p className="mt-3 text-slate-700" data-testid="no-movements">
					Nothing recorded yet: no payment, waiver or refund.
				</p>
			) : (
				<div className="mt-3">
					<TableFrame>
						<table className="w-full text-left text-sm">
							<caption className="sr-only">Movements of {page.payerName}, newest first</caption>
							<thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
								<tr>
									{['Date / Recorded by', 'Movement', 'Amount', 'Reference / Note', 'Receipt'].map((h) => (
										<th key={h} scope="col" className="px-3 py-2 whitespace-nowrap">
											{h}
										</th>
									))}
									<th scope="col" className="px-3 py-2">
										<span className="sr-only">Correct</span>
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-slate-100">
								{page.movements.map((m) => (
									<tr
										key={m.id}
										data-testid="movement-row"
										className={m.correctedById !== null || m.correctsId !== null ? 'bg-slate-50' : undefined}
									>
										<td className="px-3 py-2 whitespace-nowrap">
											<time dateTime={m.recordedAt}>{m.dateText}</time>
											<span className="block text-xs text-slate-600">{m.recordedBy}</span>
										</td>
										<td className="min-w-40 px-3 py-2">
											<span className="font-semibold">
												{m.correctsId !== null ? `Correction of ${m.kindLabel.toLowerCase()}` : m.kindLabel}
											</span>
											<span className="block text-xs text-slate-600">{m.methodLabel}</span>
											{m.memberName && page.kind === 'group' ? (
												<span className="block text-xs text-slate-600">for {m.memberName}</span>
											) : null}
											{m.correctedById !== null ? (
												<span className="mt-1 block text-xs font-semibold text-amber-900">
													Undone by a correction
												</span>
											) : null}
										</td>
										<td
											className={`px-3 py-2 font-semibold whitespace-nowrap ${m.amountPesewas < 0 ? 'text-red-800' : ''}`}
										>
											{m.amountText}
										</td>
										<td className="min-w-40 px-3 py-2 break-words">
											{m.reference ? <span className="font-mono">{m.reference}</span> : <NoValue />}
											{m.note ? <span className="block text-xs text-slate-600">{m.note}</span> : null}
										</td>
										<td className="px-3 py-2 whitespace-nowrap">
											{m.receipt && m.correctsId === null ? (
												<a
													href={`/admin/receipts/${m.receipt.id}.pdf`}
													className="text-brand-700 font-semibold underline"
												>
													{m.receipt.number}
												</a>
											) : (
												<NoValue />
											)}
										</td>
										<td className="px-3 py-2 text-right">
											{m.correctable ? (
												<Link
													to={`${path}?confirm=correct-${m.id}`}
													preventScrollReset={false}
													className="rounded-md px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap text-red-700 ring-1 ring-red-200 hover:bg-red-50"
												>
													Correct
													<span className="sr-only">
														{' '}
														the {m.kindLabel.toLowerCase()} of {m.amountText}
													</span>
												</Link>
											) : null}
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</TableFrame>
				</div>
			)}
		</Panel>
	)
}

/**
 * The confirmation of a correction: what the movement was, the reason to give, "Undo this movement"
 * and Cancel (back to the screen). Rendered by the server when the URL asks for it.
 */
function CorrectionPanel({ page, actionData }: { page: AccountPage; actionData: unknown }) {
	const movement = page.confirming!
	const path = screenPath(page)
	const answer = answerOf(actionData, 'correct')
	const { form, fields } = useAdminSchemaForm({ id: `correct-${movement.id}`, schema: CorrectSchema, answer })
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'correct'
	return (
		<section
			aria-labelledby="correct-title"
			className="rounded-xl border-t-8 border-t-red-600 bg-white p-4 shadow-lg ring-1 ring-red-200 sm:p-6"
			data-testid="correct-panel"
		>
			<h2 id="correct-title" className="text-xl font-bold text-red-900">
				Undo this {movement.kindLabel.toLowerCase()}?
			</h2>
			<p className="mt-2 text-slate-700">
				The {movement.kindLabel.toLowerCase()} of <strong>{movement.amountText}</strong> by{' '}
				{movement.methodLabel}
				{movement.reference ? ` (reference ${movement.reference})` : ''}, recorded by {movement.recordedBy} on{' '}
				{movement.dateText}, is undone by a correction of the opposite amount. Nothing is deleted: both stay
				in the ledger{movement.receipt ? `, and receipt ${movement.receipt.number} stays issued` : ''}.
			</p>
			<Form
				method="POST"
				action={`${path}?confirm=correct-${movement.id}`}
				{...getFormProps(form)}
				className="mt-4 space-y-4"
			>
				<input type="hidden" name="intent" value="correct" />
				<input type="hidden" name="movement" value={movement.id} />
				<FormAlert id={form.errorId} formErrors={form.errors} lastResult={answer.result} />
				<SchemaFields
					fields={fields}
					specs={{
						reason: {
							control: 'textarea',
							label: 'Why is it corrected?',
							rows: 2,
							autoFocus: true,
							hint: 'e.g. recorded on the wrong registration, or twice.',
						},
					}}
				/>
				<div className="flex flex-wrap gap-3">
					<button
						type="submit"
						disabled={sending}
						className="min-h-11 rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
					>
						Undo this movement
					</button>
					<Link
						to={path}
						className="inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
					>
						Cancel
					</Link>
				</div>
			</Form>
		</section>
	)
}

/**
 * "Issue an invoice": a plain form (the browser follows the answer to the PDF) posting the account,
 * the company to invoice and an optional purchase-order number to /admin/invoices/new.
 */
function InvoiceForm({ page }: { page: AccountPage }) {
	const input =
		'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900'
	return (
		<Panel id="invoice-title" title="Issue an invoice">
			<form method="post" action="/admin/invoices/new" className="mt-3 grid gap-4 sm:grid-cols-2">
				<input type="hidden" name="kind" value={page.kind} />
				<input type="hidden" name="id" value={page.id} />
				<p className="text-sm text-slate-600 sm:col-span-2">
					For a company that needs an invoice before it pays: numbered in the edition, with the fee owed
					{page.kind === 'group' ? ' by every colleague' : ''}. Opens the PDF.
				</p>
				<div>
					<label htmlFor="invoice-company" className="mb-1 block text-sm font-semibold text-slate-800">
						Company
					</label>
					<input
						id="invoice-company"
						name="company"
						defaultValue={page.payerCompany}
						maxLength={200}
						autoComplete="off"
						className={input}
					/>
				</div>
				<div>
					<label htmlFor="invoice-po" className="mb-1 block text-sm font-semibold text-slate-800">
						Purchase order number <span className="font-normal text-slate-600">(optional)</span>
					</label>
					<input id="invoice-po" name="purchase_order" maxLength={100} autoComplete="off" className={input} />
				</div>
				<div className="sm:col-span-2">
					<button type="submit" className={buttonClasses('brand')}>
						Issue invoice (PDF)
					</button>
				</div>
			</form>
		</Panel>
	)
}
