/**
 * Check-in desk (/admin/check-in): every signed-in staff member (role User included). Scan a
 * ticket's QR code with the device's camera, or type or paste its link (a USB scanner types it), or
 * search by name, email or desk reference; the answer says who it is and checks them in once ("Already
 * checked in at 08:41 by …" the second time); the payment status is set here too. Works on a phone,
 * and without JavaScript except for the camera (ADR 0035).
 */
import { Form, useNavigation } from 'react-router'
import { BackOfficeTitle } from '#app/components/admin/back-office-title.tsx'
import { requireUser } from '#app/lib/auth/auth.server.ts'
import type { DeskAnswer } from '#app/modules/attendees/check-in-pages.server.ts'
import { deskAction, loadDeskPage } from '#app/modules/attendees/check-in-pages.server.ts'
import { DeskAttendeeCard } from '#app/modules/attendees/components/desk-attendee.tsx'
import { TicketScanner } from '#app/modules/attendees/components/ticket-scanner.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import type { Route } from './+types/check-in'

export const handle = { breadcrumb: 'Check-in desk' }

export function loader({ request, context }: Route.LoaderArgs) {
	requireUser(context)
	return loadDeskPage(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	return deskAction(requireUser(context), request)
}

const TONES: Record<DeskAnswer['tone'], string> = {
	success: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
	warning: 'bg-amber-50 text-amber-900 ring-amber-300',
	error: 'bg-red-50 text-red-900 ring-red-300',
}

const input =
	'min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base focus:border-brand-600'

export default function CheckIn({ loaderData, actionData }: Route.ComponentProps) {
	const { q, results } = loaderData
	const hydrated = useHydrated()
	const busy = useNavigation().state === 'submitting'
	return (
		<div className="space-y-6">
			<BackOfficeTitle name="Check-in desk" />
			<h1 className="text-brand-900 text-2xl font-bold">Check-in desk</h1>

			{actionData ? (
				<section
					role={actionData.tone === 'success' ? 'status' : 'alert'}
					data-testid="desk-answer"
					className={`rounded-xl p-4 ring-1 ${TONES[actionData.tone]}`}
				>
					<p className="text-lg font-bold">{actionData.message}</p>
					{'attendee' in actionData ? <DeskAttendeeCard attendee={actionData.attendee} q={q} /> : null}
				</section>
			) : null}

			<Panel id="scan-title" title="Ticket">
				<Form method="POST" id="ticket-form" className="mt-3 flex flex-wrap items-end gap-2">
					<input type="hidden" name="intent" value="check-in-ticket" />
					<div className="min-w-0 flex-1 basis-64">
						<label htmlFor="ticket" className="mb-1 block text-sm font-semibold text-slate-800">
							Ticket link or code
						</label>
						<input id="ticket" name="ticket" autoComplete="off" required className={input} />
					</div>
					<button
						type="submit"
						disabled={busy}
						className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-md px-4 text-sm font-semibold text-white"
					>
						Check in
					</button>
				</Form>
				{hydrated ? (
					<div className="mt-4">
						<TicketScanner formId="ticket-form" fieldName="ticket" />
					</div>
				) : null}
			</Panel>

			<Panel id="find-title" title="Find a registration">
				<Form method="GET" role="search" className="mt-3 flex flex-wrap items-end gap-2">
					<div className="min-w-0 flex-1 basis-64">
						<label htmlFor="desk-q" className="mb-1 block text-sm font-semibold text-slate-800">
							Name, email or reference
						</label>
						<input id="desk-q" type="search" name="q" defaultValue={q} maxLength={100} className={input} />
					</div>
					<button
						type="submit"
						className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-md px-4 text-sm font-semibold text-white"
					>
						Search
					</button>
				</Form>
				{q ? (
					results.length ? (
						<ul className="mt-4 divide-y divide-slate-200" data-testid="desk-results">
							{results.map((attendee) => (
								<li key={attendee.id} className="py-3">
									<DeskAttendeeCard attendee={attendee} q={q} />
								</li>
							))}
						</ul>
					) : (
						<p className="mt-4 text-slate-700">No registration matches “{q}”.</p>
					)
				) : null}
			</Panel>
		</div>
	)
}
