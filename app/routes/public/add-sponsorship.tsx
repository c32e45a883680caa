/**
 * The partnership enquiry (/add-sponsorship): the contact fields, the package and how the visitor
 * heard of the summit, with the captcha (ADR 0009). A sent enquiry goes to the home page's thank-you
 * dialog with its reference.
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SchemaSelect } from '#app/components/forms.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { ContactForm, HeardFromField } from '#app/modules/attendees/components/contact-form.tsx'
import { PACKAGES, PartnershipEnquirySchema } from '#app/modules/partnerships/partnership.schema.ts'
import { loadEnquiryPage, sendEnquiryFromForm } from '#app/modules/partnerships/partnerships-pages.server.ts'
import type { Route } from './+types/add-sponsorship'

const ENQUIRY_FORM = {
	id: 'partnership-enquiry',
	schema: PartnershipEnquirySchema,
	submitLabel: 'Submit Enquiry',
	className: 'max-w-3xl space-y-5',
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Partnership Enquiry',
		description:
			'Partner with the Internal Audit Leadership Summit in Accra, Ghana: ask about Platinum, Gold, Silver, Bronze or bespoke sponsorship packages.',
	})

/** Passes an error's headers through (e.g. Retry-After on the 429 page). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

export function loader() {
	return loadEnquiryPage()
}

export async function action({ request }: Route.ActionArgs) {
	return formResponse(await sendEnquiryFromForm(request))
}

export default function AddSponsorship({ loaderData, actionData }: Route.ComponentProps) {
	const { captcha } = loaderData

	return (
		<>
			<PageBanner title="Partnership Enquiry" crumbs={[{ label: 'Partnership' }]}>
				<p>Tell us about your organisation and the package you have in mind; our team will get in touch.</p>
			</PageBanner>

			<div className="mx-auto max-w-6xl px-4 py-10">
				<ContactForm spec={ENQUIRY_FORM} reply={actionData} captcha={captcha}>
					{(fields) => (
						<div className="grid gap-5 sm:grid-cols-2">
							<SchemaSelect
								field={fields.packages}
								label="Package"
								options={PACKAGES}
								placeholder="Select a package"
							/>
							<HeardFromField field={fields.notice} />
						</div>
					)}
				</ContactForm>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
