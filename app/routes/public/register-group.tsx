/**
 * /register/group: one contact registers 2–50 colleagues of one company, each their own attendee
 * with their own ticket, at the group's fee (modules/registration/group-registration*.ts).
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { revalidateUnlessUnsent } from '#app/lib/http/unsent.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { GroupForm } from '#app/modules/registration/components/group-form.tsx'
import { EditionLine, RegistrationClosed } from '#app/modules/registration/components/registration-closed.tsx'
import { keepInputWhenUnsent, unsentMessage } from '#app/modules/registration/components/offline-submit.ts'
import {
	loadGroupRegistrationPage,
	registerGroupFromForm,
} from '#app/modules/registration/group-registration-pages.server.ts'
import type { Route } from './+types/register-group'
import { m } from '#app/lib/i18n/messages.ts'
import { localizedPath, useLocale } from '#app/lib/i18n/locale.ts'

/** Passes an error's headers through (e.g. Retry-After on the 429 page). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

export function loader() {
	return loadGroupRegistrationPage()
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: args.loaderData?.edition
			? m.forms_group_meta_title({ year: args.loaderData.edition.year })
			: m.forms_group_title(),
		description: m.forms_group_description(),
		canonicalPath: '/register/group',
	})

export async function action({ request }: Route.ActionArgs) {
	return formResponse(await registerGroupFromForm(request))
}

/** After a form answer the network lost, the page keeps its data (lib/http/unsent.ts). */
export const shouldRevalidate = revalidateUnlessUnsent

/** On a page React renders: a submission the network lost keeps the form and says so. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	return keepInputWhenUnsent(
		request,
		serverAction,
		unsentMessage('group registration', m.forms_group_submit()),
	)
}

export default function RegisterGroup({ loaderData, actionData }: Route.ComponentProps) {
	const { edition, captcha, feeRule } = loaderData
	const locale = useLocale()
	const open = edition !== null && edition.phase === 'upcoming' && captcha !== null

	return (
		<>
			<PageBanner
				title={m.forms_group_title()}
				crumbs={[
					{ label: m.forms_crumb_registrant(), to: localizedPath('/register', locale) },
					{ label: m.forms_crumb_group() },
				]}
				width="max-w-5xl"
			>
				{edition ? <EditionLine edition={edition} /> : null}
			</PageBanner>

			<div className="mx-auto max-w-5xl px-4 py-10">
				{open ? (
					<>
						<p className="mb-6 max-w-3xl text-slate-700">
							{m.forms_group_intro()}{' '}
							<a href={localizedPath('/register', locale)} className="text-brand-700 underline">
								{m.forms_group_use_form()}
							</a>
							.
						</p>
						<GroupForm reply={actionData} captcha={captcha} feeRule={feeRule} />
					</>
				) : (
					<RegistrationClosed year={edition?.year ?? null} />
				)}
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
