/**
 * Check-in desk (/admin/check-in): every signed-in staff member (role User included). Scan a
 * ticket's QR code with the device's camera, or type or paste its link (a USB scanner types it) or
 * the reference printed on it (any case, with or without its dash), or
 * search by name (3 characters or more), the whole desk reference or the whole email address; the
 * answer says who it is (name, company, reference, payment; never an email address or phone) and
 * checks them in once ("Already checked in at 08:41 by …" the second time); the payment status is set
 * here too (waivers by Administrators only). Every change is in the activity log with the staff
 * member's name. Works on a phone, and without JavaScript except for the camera.
 *
 * At a session's door (`?door=<session id>`, chosen under "Door"): the same scan and "Ticket link or
 * code" scan the ticket into that session instead (docs/event-days.md): once per registration ("Already
 * scanned into this session at 09:12"), only for the session's edition, checking in at the main door
 * one who was not; the number scanned into the session so far is shown.
 */
import { Form, useNavigation } from 'react-router'
import { BackOfficeTitle } from '#app/components/admin/back-office-title.tsx'
import { requireUser } from '#app/lib/auth/auth.server.ts'
import type { DeskAnswer } from '#app/modules/check-in/check-in-pages.server.ts'
import { deskAction, loadDeskPage } from '#app/modules/check-in/check-in-pages.server.ts'
import { DeskAttendeeCard } from '#app/modules/check-in/components/desk-attendee.tsx'
import { TicketScanner } from '#app/modules/check-in/components/ticket-scanner.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { SEARCH_MIN_LENGTH } from '#app/lib/list-params.ts'
import type { DeskSearch } from '#app/modules/check-in/check-in.server.ts'
import { useHydrated } from '#app/components/use-hydrated.ts'
import type { Route } from './+types/check-in'

export const handle = { breadcrumb: 'Check-in desk' }

/** "?q=ama&door=12": the desk's search and door, for its forms' actions (undefined for neither). */
function deskSearch(q: string, door: number | null): string | undefined {
	const params = new URLSearchParams()
	if (q) params.set('q', q)
	if (door !== null) params.set('door', String(door))
	const text = params.toString()
	return text ? `?${text}` : undefined
}

export function loader({ request, context }: Route.LoaderArgs) {
	return loadDeskPage(request, requireUser(context))
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
	const { q, search, open, mayManagePayments, doors } = loaderData
	const hydrated = useHydrated()
	const busy = useNavigation().state === 'submitting'
	const door = doors.chosen
	// Every form keeps the desk's search and door in its URL.
	const here = deskSearch(q, door?.id ?? null)
	return (
		<div className="space-y-6">
			<BackOfficeTitle name="Check-in desk" />
			<h1 className="text-brand-900 text-2xl font-bold">Check-in desk</h1>
			{open ? null : (
				<p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300">
					No summit is open for check-in: the desk opens for an edition until the end of its day.
				</p>
			)}

			{actionData ? (
				<section
					role={actionData.tone === 'success' ? 'status' : 'alert'}
					data-testid="desk-answer"
					className={`rounded-xl p-4 ring-1 ${TONES[actionData.tone]}`}
				>
					<p className="text-lg font-bold">{actionData.message}</p>
					{'attendee' in actionData ? (
						<DeskAttendeeCard
							attendee={actionData.attendee}
							action={here}
							mayManagePayments={mayManagePayments}
						/>
					) : null}
				</section>
			) : null}

			<Panel id="door-title" title="Door">
				<Form method="GET" className="mt-3 flex flex-wrap items-end gap-2" data-testid="door-form">
					{q ? <input type="hidden" name="q" value={q} /> : null}
					<div className="min-w-0 flex-1 basis-64">
						<label htmlFor="door" className="mb-1 block text-sm font-semibold text-slate-800">
							Where the desk stands
						</label>
						<p id="door-hint" className="mb-1 text-sm text-slate-600">
							At the main door a ticket checks in. At the door of a session it is scanned into that session
							for CPE hours (and checked in too, if it was not).
						</p>
						<select
							id="door"
							name="door"
							defaultValue={door ? String(door.id) : ''}
							key={door?.id ?? 'main'}
							aria-describedby="door-hint"
							className={input}
						>
							<option value="">Main door: check in</option>
							{doors.choices.length ? (
								<optgroup label="Door of a session">
									{doors.choices.map((choice) => (
										<option key={choice.id} value={choice.id}>
											{choice.label}
										</option>
									))}
								</optgroup>
							) : null}
						</select>
					</div>
					<button
						type="submit"
						className="min-h-11 rounded-md px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300"
					>
						Choose door
					</button>
				</Form>
				{doors.unknown ? (
					<p role="alert" className="mt-3 text-sm font-semibold text-red-700">
						That session is not open at this desk (it may have been deleted, or its day is over): the desk is
						at the main door.
					</p>
				) : null}
				{open && doors.choices.length === 0 ? (
					<p className="mt-3 text-sm text-slate-700">
						The agenda has no session yet: sessions appear here once they are on the agenda.
					</p>
				) : null}
			</Panel>

			<Panel id="scan-title" title={door ? `Ticket at the door of “${door.heading}”` : 'Ticket'}>
				{door ? (
					<p className="mt-2 text-sm text-slate-700" data-testid="door-count" role="status">
						<span className="font-semibold text-slate-900">{door.count.toLocaleString('en-GB')}</span>{' '}
						{door.count === 1 ? 'registration' : 'registrations'} scanned into this session so far.
					</p>
				) : null}
				<Form method="POST" action={here} id="ticket-form" className="mt-3 flex flex-wrap items-end gap-2">
					{door ? (
						<>
							<input type="hidden" name="intent" value="scan-into-session" />
							<input type="hidden" name="session" value={door.id} />
						</>
					) : (
						<input type="hidden" name="intent" value="check-in-ticket" />
					)}
					<div className="min-w-0 flex-1 basis-64">
						<label htmlFor="ticket" className="mb-1 block text-sm font-semibold text-slate-800">
							Ticket link or code
						</label>
						<p id="ticket-hint" className="mb-1 text-sm text-slate-600">
							Scan or paste the ticket’s link, or type the reference printed on it, e.g. 7K3Q-9P2D.
						</p>
						<input
							id="ticket"
							name="ticket"
							autoComplete="off"
							required
							aria-describedby="ticket-hint"
							className={input}
						/>
					</div>
					<button
						type="submit"
						disabled={busy}
						className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-md px-4 text-sm font-semibold text-white"
					>
						{door ? 'Scan into session' : 'Check in'}
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
					{door ? <input type="hidden" name="door" value={door.id} /> : null}
					<div className="min-w-0 flex-1 basis-64">
						<label htmlFor="desk-q" className="mb-1 block text-sm font-semibold text-slate-800">
							Name, reference or email address
						</label>
						<p id="desk-q-hint" className="mb-1 text-sm text-slate-600">
							At least {SEARCH_MIN_LENGTH} letters of the name, or the whole reference or email address.
						</p>
						<input
							id="desk-q"
							type="search"
							name="q"
							defaultValue={q}
							maxLength={100}
							aria-describedby="desk-q-hint"
							className={input}
						/>
					</div>
					<button
						type="submit"
						className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-md px-4 text-sm font-semibold text-white"
					>
						Search
					</button>
				</Form>
				<DeskResults q={q} action={here} search={search} mayManagePayments={mayManagePayments} />
			</Panel>
		</div>
	)
}

/** The desk search's answer: a note when the term is too short or more match than listed, then the list. */
function DeskResults({
	q,
	action,
	search,
	mayManagePayments,
}: {
	q: string
	/** Where the cards' forms post (the desk's search and door). */
	action: string | undefined
	search: DeskSearch
	mayManagePayments: boolean
}) {
	if (search.state === 'none') return null
	if (search.state === 'too-short') {
		return (
			<p role="status" data-testid="desk-search-note" className="mt-4 text-amber-900">
				Type at least {SEARCH_MIN_LENGTH} letters of the name, or the whole reference or email address: “{q}”
				is too short to search.
			</p>
		)
	}
	if (search.results.length === 0)
		return <p className="mt-4 text-slate-700">No registration matches “{q}”.</p>
	const more = search.total > search.results.length || !search.complete
	return (
		<>
			{more ? (
				<p role="status" data-testid="desk-search-note" className="mt-4 text-amber-900">
					{search.complete ? search.total.toLocaleString('en-GB') : 'More than 1,000'} registrations match “
					{q}”: the first {search.results.length} by name are listed. Type more of the name, or the reference.
				</p>
			) : null}
			<ul className="mt-4 divide-y divide-slate-200" data-testid="desk-results">
				{search.results.map((attendee) => (
					<li key={attendee.id} className="py-3">
						<DeskAttendeeCard attendee={attendee} action={action} mayManagePayments={mayManagePayments} />
					</li>
				))}
			</ul>
		</>
	)
}
