import { getFormProps, getSelectProps } from '@conform-to/react'
import { Form, Link, redirect } from 'react-router'
import { SelectField } from '#app/components/forms.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ContactFields } from '#app/components/contact-fields.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { db } from '#app/db/db.server.ts'
import { CaptchaField } from '#app/lib/captcha/captcha-field.tsx'
import { createFallbackChallenge } from '#app/lib/captcha/captcha.server.ts'
import { HEARD_FROM_OPTIONS, RegistrationSchema } from '#app/modules/attendees/attendee.schema.ts'
import { registerAttendee } from '#app/modules/attendees/registration.server.ts'
import { toEditionView } from '#app/modules/editions/event-view.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { publicFormFailure, readPublicForm } from '#app/lib/public-form.server.ts'
import type { Route } from './+types/register'
import { logger } from '#app/lib/logger.server.ts'
import { useSchemaForm } from '#app/components/use-schema-form.ts'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: args.loaderData?.edition ? `Register Here · ${args.loaderData.edition.year}` : 'Register Here',
		description:
			'Register for the Internal Audit Leadership Summit in Accra, Ghana: secure your seat in a few fields.',
		canonicalPath: '/register',
	})

/** Passes an error's headers through (e.g. Retry-After on the 429 page). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

export async function loader() {
	const now = new Date()
	const edition = await getCurrentEdition(db, now)
	const view = edition ? toEditionView(edition, now) : null
	// The form (and so its fallback question) shows only while registration is open.
	const captcha = view?.phase === 'upcoming' ? await createFallbackChallenge(db, now) : null
	return { edition: view, captcha }
}

export async function action({ request }: Route.ActionArgs) {
	const read = await readPublicForm(db, request, 'registration', RegistrationSchema)
	if (!read.ok) return read.reply
	try {
		const outcome = await registerAttendee(db, read.value, read.now)
		if (!outcome.ok) {
			return publicFormFailure(read.submission, outcome.reason === 'duplicate' ? 409 : 403, outcome.message)
		}
	} catch (error) {
		logger.error({ err: error }, 'Registration could not be stored')
		return publicFormFailure(
			read.submission,
			500,
			'We could not save your registration just now. Please try again in a moment.',
		)
	}
	return redirect('/?registered=1')
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
	const { edition, captcha } = loaderData
	const { form, fields, submitting, navigation } = useSchemaForm({
		id: 'registration',
		schema: RegistrationSchema,
		lastResult: actionData?.result,
	})
	const open = edition !== null && edition.phase === 'upcoming' && captcha !== null

	return (
		<>
			<div className="bg-brand-900 text-white">
				<div className="mx-auto max-w-5xl px-4 py-10">
					<nav aria-label="Breadcrumb">
						<ol className="text-brand-100 flex gap-2 text-sm">
							<li>
								<Link to="/" className="hover:text-gold-300 underline">
									Home
								</Link>
							</li>
							<li aria-hidden="true">&gt;</li>
							<li aria-current="page">Registrant</li>
						</ol>
					</nav>
					<h1 className="mt-3 text-3xl font-extrabold sm:text-4xl">Register Here</h1>
					{edition ? (
						<p className="text-brand-100 mt-2">
							Internal Audit Leadership Summit {edition.year}
							{edition.dateText ? ` · ${edition.dateText}` : ''}
							{edition.venue ? ` · ${edition.venue}` : ''}
						</p>
					) : null}
				</div>
			</div>

			{actionData?.message && navigation.state === 'idle' && actionData.result.error?.[''] ? (
				<MessageDialog key={actionData.at} tone="error" title="Error">
					<p>{actionData.message}</p>
				</MessageDialog>
			) : null}

			<div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[1fr_18rem]">
				{open ? (
					<Form method="POST" {...getFormProps(form)} className="space-y-5">
						<p className="text-sm text-slate-600">
							Fields marked <span className="text-red-700">*</span> are required.
						</p>
						<ContactFields fields={fields} />
						<SelectField
							label="How did you hear about the event?"
							errors={fields.notice.errors}
							selectProps={getSelectProps(fields.notice)}
							options={HEARD_FROM_OPTIONS}
							placeholder="Select an option"
						/>
						<CaptchaField fallback={captcha} resetKey={actionData?.at} />
						<Button type="submit" disabled={submitting} className="w-full sm:w-auto">
							{submitting ? <Spinner label="Submitting..." /> : null}
							{submitting ? 'Submitting...' : 'Register'}
						</Button>
					</Form>
				) : (
					<div role="status" className="rounded-xl bg-amber-50 p-6 text-slate-800 ring-1 ring-amber-200">
						<h2 className="text-lg font-bold">Registration is not open</h2>
						<p className="mt-2">
							{edition
								? `Registration for the ${edition.year} summit has closed. Details of the next edition will be announced here.`
								: 'Registration is not open yet. Please check back soon.'}
						</p>
					</div>
				)}

				{edition?.fee ? (
					<aside
						aria-labelledby="rate-title"
						className="bg-brand-50 ring-brand-100 h-fit rounded-xl p-5 ring-1"
					>
						<h2 id="rate-title" className="text-brand-900 font-bold">
							Event Rate
						</h2>
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
					</aside>
				) : null}
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
