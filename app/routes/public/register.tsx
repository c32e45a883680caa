import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { SidePanel } from '#app/components/public/side-panel.tsx'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { RegistrationFormSchema } from '#app/modules/attendees/attendee.schema.ts'
import { loadRegistrationPage, registerFromForm } from '#app/modules/attendees/attendees-pages.server.ts'
import { ContactForm, HeardFromField } from '#app/modules/attendees/components/contact-form.tsx'
import { keepInputWhenUnsent, unsentMessage } from '#app/modules/attendees/components/offline-submit.ts'
import type { Route } from './+types/register'
import { revalidateUnlessUnsent } from '#app/lib/http/unsent.ts'

const REGISTRATION_FORM = {
	id: 'registration',
	schema: RegistrationFormSchema,
	submitLabel: 'Register',
	subject: 'registration',
	className: 'space-y-5',
}

/** Passes an error's headers through (e.g. Retry-After on the 429 page). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

export function loader() {
	return loadRegistrationPage()
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: args.loaderData?.edition ? `Register Here · ${args.loaderData.edition.year}` : 'Register Here',
		description:
			'Register for the Internal Audit Leadership Summit in Accra, Ghana: secure your seat in a few fields.',
		canonicalPath: '/register',
	})

export async function action({ request }: Route.ActionArgs) {
	return formResponse(await registerFromForm(request))
}

/** After a form answer the network lost, the page keeps its data (lib/http/unsent.ts). */
export const shouldRevalidate = revalidateUnlessUnsent

/** On a page React renders: a submission the network lost keeps the form and says so. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	return keepInputWhenUnsent(
		request,
		serverAction,
		unsentMessage(REGISTRATION_FORM.subject, REGISTRATION_FORM.submitLabel),
	)
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
	const { edition, captcha } = loaderData
	const open = edition !== null && edition.phase === 'upcoming' && captcha !== null

	return (
		<>
			<PageBanner title="Register Here" crumbs={[{ label: 'Registrant' }]} width="max-w-5xl">
				{edition ? (
					<p>
						Internal Audit Leadership Summit {edition.year}
						{edition.dateText ? ` · ${edition.dateText}` : ''}
						{edition.venue ? ` · ${edition.venue}` : ''}
					</p>
				) : null}
			</PageBanner>

			<div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[1fr_18rem]">
				{open ? (
					<ContactForm spec={REGISTRATION_FORM} reply={actionData} captcha={captcha}>
						{(fields) => <HeardFromField field={fields.notice} />}
					</ContactForm>
				) : (
					<div role="status" className="rounded-xl bg-amber-50 p-6 text-slate-800 ring-1 ring-amber-200">
						<h2 className="text-lg font-bold">Registration is not open</h2>
						<p className="mt-2">
							{edition
								? `Registration for the ${edition.year} summit has closed. Details of the next edition will be announced here.`
								: 'Registration is not open yet. Please check back soon.'}
						</p>
						<a
							href="/next-edition"
							className="bg-brand-700 hover:bg-brand-800 mt-4 inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-white"
						>
							Tell me about the next edition
						</a>
					</div>
				)}

				{edition?.fee ? (
					<SidePanel titleId="rate-title" title="Event Rate">
						{edition.fee.earlyBird ? (
							<p className="mt-3">
								<span className="block text-sm text-slate-600">
									Early bird until {edition.fee.earlyBird.until}
								</span>
								<span className="text-brand-900 text-2xl font-extrabold">{edition.fee.earlyBird.amount}</span>
							</p>
						) : null}
						<p className="mt-3">
							<span className="block text-sm text-slate-600">Regular</span>
							<span className="text-brand-900 text-xl font-bold">{edition.fee.regular}</span>
						</p>
					</SidePanel>
				) : null}
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
