/**
 * One registration at the check-in desk: who (name, company, edition, desk reference), whether they
 * were checked in and by whom, Check in, and the payment status with its Save, offering the statuses
 * the staff member may choose (`paymentChoices`: a User cannot waive, nor change a waiver). Nothing
 * else: no email address, phone or designation. Each form keeps the desk's search (`q`)
 * in its URL.
 */
import { Form } from 'react-router'
import type { DeskAttendee } from '../check-in.queries.server.ts'
import { PAYMENT_LABELS as PAYMENT, paymentChoices } from '../check-in.ts'

const smallButton = 'min-h-10 rounded-md px-3 text-sm font-semibold'

export function DeskAttendeeCard({
	attendee,
	q,
	mayWaive,
}: {
	attendee: DeskAttendee
	q: string
	/** Whether the staff member may set or change a waiver (Administrators). */
	mayWaive: boolean
}) {
	const action = q ? `?q=${encodeURIComponent(q)}` : undefined
	const choices = paymentChoices(mayWaive, attendee.paymentStatus)
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
					<span className={attendee.paymentStatus === 'unpaid' ? 'text-amber-800' : 'text-emerald-800'}>
						{PAYMENT[attendee.paymentStatus]}
					</span>
				</p>
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
				{choices.length === 0 ? null : (
					<Form method="POST" action={action} className="flex items-end gap-2">
						<input type="hidden" name="intent" value="payment" />
						<input type="hidden" name="id" value={attendee.id} />
						<div>
							<label
								htmlFor={`payment-${attendee.id}`}
								className="block text-xs font-semibold text-slate-700"
							>
								Payment<span className="sr-only"> of {attendee.fullName}</span>
							</label>
							<select
								id={`payment-${attendee.id}`}
								name="status"
								defaultValue={attendee.paymentStatus}
								className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
							>
								{choices.map((value) => (
									<option key={value} value={value}>
										{PAYMENT[value]}
									</option>
								))}
							</select>
						</div>
						<button type="submit" className={`${smallButton} text-brand-700 ring-brand-200 ring-1`}>
							Save<span className="sr-only"> the payment of {attendee.fullName}</span>
						</button>
					</Form>
				)}
			</div>
		</div>
	)
}
