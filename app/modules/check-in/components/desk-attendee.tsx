/**
 * One registration at the check-in desk: who (name, company, edition, desk reference), whether they
 * were checked in and by whom, Check in, and the fee with what was paid and the balance. While a
 * balance is left, the desk records it paid in cash or by mobile money (with its reference): exactly
 * the balance, under the staff member's name (the ledger's rule, docs/payments.md). Administrators
 * also get a link to the registration's payments screen. Nothing else: no email address, phone or
 * designation. Each form keeps the desk's search and door (`action`) in its URL.
 */
import { Form, Link } from 'react-router'
import { formatCedis } from '#app/lib/format.ts'
import { cedisOrDash, PAYMENT_STATE_LABELS } from '#app/modules/payments/money.ts'
import type { DeskAttendee } from '../check-in.queries.server.ts'

const smallButton = 'min-h-10 rounded-md px-3 text-sm font-semibold'

export function DeskAttendeeCard({
	attendee,
	action,
	mayManagePayments,
}: {
	attendee: DeskAttendee
	/** Where its forms post: the desk's URL search ("?q=ama&door=12"), or undefined for none. */
	action: string | undefined
	/** Whether the staff member may open the payments screen (Administrators). */
	mayManagePayments: boolean
}) {
	const { payment } = attendee
	const owing = payment.balancePesewas > 0
	return (
		<div
			className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between"
			data-testid="desk-attendee"
		>
			<div className="min-w-0">
				<p className="text-lg font-bold break-words text-slate-900">{attendee.fullName}</p>
				<p className="break-words text-slate-700">{attendee.companyName}</p>
				<p className="text-sm text-slate-600">
					{attendee.editionYear} · Reference{' '}
					<span className="font-mono font-semibold">{attendee.deskRef ?? '—'}</span>
				</p>
				<p className="mt-1 text-sm font-semibold">
					{attendee.checkedInAt ? (
						<span className="text-emerald-800">Checked in</span>
					) : (
						<span className="text-slate-700">Not checked in</span>
					)}
					{' · '}
					<span className={owing ? 'text-amber-800' : 'text-emerald-800'}>
						{PAYMENT_STATE_LABELS[payment.state]}
					</span>
				</p>
				{payment.feePesewas === null ? null : (
					<p className="text-sm text-slate-700">
						Fee {cedisOrDash(payment.feePesewas)} · Paid {formatCedis(payment.paidPesewas)}
						{payment.waivedPesewas ? ` · Waived ${formatCedis(payment.waivedPesewas)}` : ''} ·{' '}
						<span className="font-semibold">Balance {formatCedis(Math.max(payment.balancePesewas, 0))}</span>
					</p>
				)}
				{mayManagePayments ? (
					<Link
						to={`/admin/payments/registration/${attendee.id}`}
						className="text-brand-700 text-sm font-semibold underline"
					>
						Payments<span className="sr-only"> of {attendee.fullName}</span>
					</Link>
				) : null}
			</div>
			<div className="flex flex-wrap items-end gap-2">
				{attendee.checkedInAt ? null : (
					<Form method="POST" action={action}>
						<input type="hidden" name="intent" value="check-in" />
						<input type="hidden" name="id" value={attendee.id} />
						<button type="submit" className={`${smallButton} bg-brand-700 hover:bg-brand-800 text-white`}>
							Check in<span className="sr-only"> {attendee.fullName}</span>
						</button>
					</Form>
				)}
				{owing ? (
					<Form method="POST" action={action} className="flex flex-wrap items-end gap-2">
						<input type="hidden" name="intent" value="payment" />
						<input type="hidden" name="id" value={attendee.id} />
						<input type="hidden" name="amount" value={payment.balancePesewas} />
						<input type="hidden" name="seen" value={attendee.lastMovementId} />
						<div>
							<label htmlFor={`method-${attendee.id}`} className="block text-xs font-semibold text-slate-700">
								Paid by<span className="sr-only"> {attendee.fullName}</span>
							</label>
							<select
								id={`method-${attendee.id}`}
								name="method"
								className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
							>
								<option value="cash">Cash</option>
								<option value="momo">Mobile money</option>
							</select>
						</div>
						<div>
							<label
								htmlFor={`reference-${attendee.id}`}
								className="block text-xs font-semibold text-slate-700"
							>
								MoMo reference<span className="sr-only"> of {attendee.fullName}</span>
							</label>
							<input
								id={`reference-${attendee.id}`}
								name="reference"
								maxLength={100}
								autoComplete="off"
								className="min-h-10 w-36 rounded-md border border-slate-300 bg-white px-2 text-sm"
							/>
						</div>
						<button type="submit" className={`${smallButton} text-brand-700 ring-brand-200 ring-1`}>
							Record {formatCedis(payment.balancePesewas)} paid
							<span className="sr-only"> by {attendee.fullName}</span>
						</button>
					</Form>
				) : null}
			</div>
		</div>
	)
}
