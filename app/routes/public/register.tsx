import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { SidePanel } from '#app/components/public/side-panel.tsx'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { RegistrationFormSchema } from '#app/modules/registration/registration.schema.ts'
import {
	loadRegistrationPage,
	registerFromForm,
} from '#app/modules/registration/registration-pages.server.ts'
import { ContactForm, HeardFromField } from '#app/modules/registration/components/contact-form.tsx'
import { EditionLine, RegistrationClosed } from '#app/modules/registration/components/registration-closed.tsx'
import { keepInputWhenUnsent, unsentMessage } from '#app/modules/registration/components/offline-submit.ts'
import type { Route } from './+types/register'
import { revalidateUnlessUnsent } from '#app/lib/http/unsent.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { localizedPath, useLocale } from '#app/lib/i18n/locale.ts'

/** The registration form's spec, its texts in the current language. */
function registrationForm() {
	return {
		id: 'registration',
		schema: RegistrationFormSchema,
		submitLabel: m.forms_register_submit(),
		subject: 'registration' as const,
		className: 'space-y-5',
	}
}

/** Passes an error's headers through (e.g. Retry-After on the 429 page). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

export function loader() {
	return loadRegistrationPage()
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: args.loaderData?.edition
			? m.forms_register_meta_title({ year: args.loaderData.edition.year })
			: m.forms_register_title(),
		description: m.forms_register_description(),
		canonicalPath: '/register',
	})

export async function action({ request }: Route.ActionArgs) {
	return formResponse(await registerFromForm(request))
}

/** After a form answer the network lost, the page keeps its data (lib/http/unsent.ts). */
export const shouldRevalidate = revalidateUnlessUnsent

/** On a page React renders: a submission the network lost keeps the form and says so. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	const form = registrationForm()
	return keepInputWhenUnsent(request, serverAction, unsentMessage(form.subject, form.submitLabel))
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
	const { edition, captcha } = loaderData
	const open = edition !== null && edition.phase === 'upcoming' && captcha !== null

	return (
		<>
			<PageBanner
				title={m.forms_register_title()}
				crumbs={[{ label: m.forms_crumb_registrant() }]}
				width="max-w-5xl"
			>
				{edition ? <EditionLine edition={edition} /> : null}
			</PageBanner>

			<div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[1fr_18rem]">
				{open ? (
					<ContactForm spec={registrationForm()} reply={actionData} captcha={captcha}>
						{(fields) => <HeardFromField field={fields.notice} />}
					</ContactForm>
				) : (
					<RegistrationClosed year={edition?.year ?? null} />
				)}

				{edition?.fee ? (
					<SidePanel titleId="rate-title" title={m.forms_event_rate()}>
						{edition.fee.earlyBird ? (
							<p className="mt-3">
								<span className="block text-sm text-slate-600">
									{m.forms_early_bird_until({ date: edition.fee.earlyBird.until })}
								</span>
								<span className="text-brand-900 text-2xl font-extrabold">{edition.fee.earlyBird.amount}</span>
							</p>
						) : null}
						<p className="mt-3">
							<span className="block text-sm text-slate-600">{m.forms_regular()}</span>
							<span className="text-brand-900 text-xl font-bold">{edition.fee.regular}</span>
						</p>
						{open ? <GroupOffer discount={edition.groupDiscount} /> : null}
					</SidePanel>
				) : null}
			</div>
		</>
	)
}

/** The way to the group form, with the group discount when the edition has one. */
function GroupOffer({ discount }: { discount: { minSize: number; percent: number } | null }) {
	const locale = useLocale()
	return (
		<p className="border-brand-100 mt-4 border-t pt-4 text-sm text-slate-700">
			{discount ? m.forms_group_offer_discount(discount) : m.forms_group_offer_plain()}
			<a href={localizedPath('/register/group', locale)} className="text-brand-700 font-semibold underline">
				{m.forms_register_group_link()}
			</a>
		</p>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
