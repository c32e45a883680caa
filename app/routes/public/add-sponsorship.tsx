import { getFormProps, getSelectProps } from '@conform-to/react'
import { Form, redirect } from 'react-router'
import { ContactFields } from '#app/components/contact-fields.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SelectField } from '#app/components/forms.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { db } from '#app/db/db.server.ts'
import { CaptchaField } from '#app/lib/captcha/captcha-field.tsx'
import { createFallbackChallenge } from '#app/lib/captcha/captcha.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { HEARD_FROM_OPTIONS } from '#app/modules/attendees/attendee.schema.ts'
import { submitEnquiry } from '#app/modules/partnerships/enquiry.server.ts'
import { PACKAGES, PartnershipEnquirySchema } from '#app/modules/partnerships/partnership.schema.ts'
import { publicFormFailure, readPublicForm } from '#app/lib/public-form.server.ts'
import type { Route } from './+types/add-sponsorship'
import { logger } from '#app/lib/logger.server.ts'
import { useSchemaForm } from '#app/components/use-schema-form.ts'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Partnership Enquiry',
		description:
			'Partner with the Internal Audit Leadership Summit in Accra, Ghana: ask about Platinum, Gold, Silver, Bronze or bespoke sponsorship packages.',
	})

/** Passes an error's headers through (e.g. Retry-After on the 429 page). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

export async function loader() {
	return { captcha: await createFallbackChallenge(db, new Date()) }
}

export async function action({ request }: Route.ActionArgs) {
	const read = await readPublicForm(db, request, 'partnership', PartnershipEnquirySchema)
	if (!read.ok) return read.reply
	let reference: string
	try {
		reference = (await submitEnquiry(db, read.value, read.now)).reference
	} catch (error) {
		logger.error({ err: error }, 'Partnership enquiry could not be stored')
		return publicFormFailure(
			read.submission,
			500,
			'We could not save your enquiry just now. Please try again in a moment.',
		)
	}
	return redirect(`/?enquiry=${encodeURIComponent(reference)}`)
}

export default function AddSponsorship({ loaderData, actionData }: Route.ComponentProps) {
	const { captcha } = loaderData
	const { form, fields, submitting, navigation } = useSchemaForm({
		id: 'partnership-enquiry',
		schema: PartnershipEnquirySchema,
		lastResult: actionData?.result,
	})

	return (
		<>
			<PageBanner title="Partnership Enquiry" crumbs={[{ label: 'Partnership' }]}>
				<p>Tell us about your organisation and the package you have in mind; our team will get in touch.</p>
			</PageBanner>

			{actionData?.message && navigation.state === 'idle' && actionData.result.error?.[''] ? (
				<MessageDialog key={actionData.at} tone="error" title="Error">
					<p>{actionData.message}</p>
				</MessageDialog>
			) : null}

			<div className="mx-auto max-w-6xl px-4 py-10">
				<Form method="POST" {...getFormProps(form)} className="max-w-3xl space-y-5">
					<p className="text-sm text-slate-600">
						Fields marked <span className="text-red-700">*</span> are required.
					</p>
					<ContactFields fields={fields} />
					<div className="grid gap-5 sm:grid-cols-2">
						<SelectField
							label="Package"
							errors={fields.packages.errors}
							selectProps={getSelectProps(fields.packages)}
							options={PACKAGES}
							placeholder="Select a package"
						/>
						<SelectField
							label="How did you hear about the event?"
							errors={fields.notice.errors}
							selectProps={getSelectProps(fields.notice)}
							options={HEARD_FROM_OPTIONS}
							placeholder="Select an option"
						/>
					</div>
					<CaptchaField fallback={captcha} resetKey={actionData?.at} />
					<Button type="submit" disabled={submitting} className="w-full sm:w-auto">
						{submitting ? <Spinner label="Submitting..." /> : null}
						{submitting ? 'Submitting...' : 'Submit Enquiry'}
					</Button>
				</Form>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
