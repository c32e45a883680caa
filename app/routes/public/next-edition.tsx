import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
/**
 * "Tell me about the next edition" (/next-edition): an address for the interest list, with the
 * privacy notice's box (docs/privacy.md). Reached from the home page's hero and from /register once
 * an edition is over. The answer is the same whether the address was new or already listed.
 */
import { useSearchParams } from 'react-router'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { InterestForm } from '#app/modules/interest/components/interest-form.tsx'
import { joinInterestFromForm, loadInterestPage } from '#app/modules/interest/interest-pages.server.ts'
import { keepInputWhenUnsent, unsentMessage } from '#app/modules/registration/components/offline-submit.ts'
import { revalidateUnlessUnsent } from '#app/lib/http/unsent.ts'
import type { Route } from './+types/next-edition'
import { m } from '#app/lib/i18n/messages.ts'

/** Passes an error's headers through (e.g. Retry-After on the 429 page). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

export function loader() {
	return loadInterestPage()
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: m.forms_next_title(),
		description: m.forms_next_description(),
		canonicalPath: '/next-edition',
	})

export async function action({ request }: Route.ActionArgs) {
	return formResponse(await joinInterestFromForm(request))
}

/** After a form answer the network lost, the page keeps its data (lib/http/unsent.ts). */
export const shouldRevalidate = revalidateUnlessUnsent

/** On a page React renders: a submission the network lost keeps the form and says so. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	return keepInputWhenUnsent(request, serverAction, unsentMessage('address', m.forms_next_submit()))
}

export default function NextEdition({ loaderData, actionData }: Route.ComponentProps) {
	const { edition, captcha } = loaderData
	const [searchParams] = useSearchParams()
	const added = searchParams.get('added') === '1'
	return (
		<>
			<PageBanner title={m.forms_next_title()} crumbs={[{ label: m.forms_next_title() }]} width="max-w-5xl">
				{edition?.phase === 'past' ? (
					<p>
						{edition.dateText
							? m.forms_next_past_on({ year: edition.year, date: edition.dateText })
							: m.forms_next_past({ year: edition.year })}
					</p>
				) : (
					<p>{m.forms_next_first()}</p>
				)}
			</PageBanner>
			<div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
				{added ? (
					<p
						role="status"
						className="rounded-xl bg-emerald-50 p-6 text-lg text-slate-900 ring-1 ring-emerald-200"
					>
						{m.forms_next_added()}
					</p>
				) : (
					<>
						<p className="max-w-2xl text-lg text-slate-800">{m.forms_next_intro()}</p>
						<InterestForm reply={actionData} captcha={captcha} />
					</>
				)}
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
