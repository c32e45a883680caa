/**
 * The partnership enquiry (/add-sponsorship): the contact fields, the package (one of those the back
 * office offers, with their descriptions) and how the visitor heard of the summit, with the captcha.
 * A sent enquiry goes to the home page's thank-you dialog with its reference.
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SchemaSelect } from '#app/components/forms.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { ContactForm, HeardFromField } from '#app/modules/registration/components/contact-form.tsx'
import { keepInputWhenUnsent, unsentMessage } from '#app/modules/registration/components/offline-submit.ts'
import { partnershipEnquirySchema } from '#app/modules/partnerships/partnership.schema.ts'
import { loadEnquiryPage, sendEnquiryFromForm } from '#app/modules/partnerships/partnerships-pages.server.ts'
import type { Route } from './+types/add-sponsorship'
import { revalidateUnlessUnsent } from '#app/lib/http/unsent.ts'
import { m } from '#app/lib/i18n/messages.ts'

/** The enquiry form's spec but its schema, its texts in the current language. */
function enquiryForm() {
	return {
		id: 'partnership-enquiry',
		submitLabel: m.forms_enquiry_submit(),
		subject: 'partnership enquiry' as const,
		className: 'max-w-3xl space-y-5',
	}
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: m.forms_enquiry_title(),
		description: m.forms_enquiry_description(),
	})

/** Passes an error's headers through (e.g. Retry-After on the 429 page). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

export function loader() {
	return loadEnquiryPage()
}

export async function action({ request }: Route.ActionArgs) {
	return formResponse(await sendEnquiryFromForm(request))
}

/** After a form answer the network lost, the page keeps its data (lib/http/unsent.ts). */
export const shouldRevalidate = revalidateUnlessUnsent

/** On a page React renders: a submission the network lost keeps the form and says so. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	const form = enquiryForm()
	return keepInputWhenUnsent(request, serverAction, unsentMessage(form.subject, form.submitLabel))
}

export default function AddSponsorship({ loaderData, actionData }: Route.ComponentProps) {
	const { captcha, packages } = loaderData
	const names = packages.map((offer) => offer.title)
	const described = packages.filter((offer) => offer.description)

	return (
		<>
			<PageBanner title={m.forms_enquiry_title()} crumbs={[{ label: m.forms_crumb_partnership() }]}>
				<p>{m.forms_enquiry_intro()}</p>
			</PageBanner>

			<div className="mx-auto max-w-6xl px-4 py-10">
				<ContactForm
					spec={{ ...enquiryForm(), schema: partnershipEnquirySchema(names) }}
					reply={actionData}
					captcha={captcha}
				>
					{(fields) => (
						<>
							<div className="grid gap-5 sm:grid-cols-2">
								<SchemaSelect
									field={fields.packages}
									label={m.forms_package()}
									options={packages.map((offer) => ({ value: offer.title, label: offer.label }))}
									placeholder={m.forms_select_package()}
								/>
								<HeardFromField field={fields.notice} />
							</div>
							{described.length > 0 ? (
								<dl className="grid gap-x-4 gap-y-1 rounded-md bg-slate-50 p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
									{described.map((offer) => (
										<div key={offer.title} className="contents">
											<dt className="font-semibold text-slate-800">{offer.label}</dt>
											<dd className="mb-2 text-slate-700 sm:mb-0">{offer.description}</dd>
										</div>
									))}
								</dl>
							) : null}
						</>
					)}
				</ContactForm>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
