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

/** Passes an error's headers through (e.g. Retry-After on the 429 page). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

export function loader() {
	return loadInterestPage()
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'The next edition',
		description:
			'Leave your e-mail address to hear when the next Internal Audit Leadership Summit is announced.',
		canonicalPath: '/next-edition',
	})

export async function action({ request }: Route.ActionArgs) {
	return formResponse(await joinInterestFromForm(request))
}

/** After a form answer the network lost, the page keeps its data (lib/http/unsent.ts). */
export const shouldRevalidate = revalidateUnlessUnsent

/** On a page React renders: a submission the network lost keeps the form and says so. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	return keepInputWhenUnsent(request, serverAction, unsentMessage('address', 'Tell me'))
}

export default function NextEdition({ loaderData, actionData }: Route.ComponentProps) {
	const { edition, captcha } = loaderData
	const [searchParams] = useSearchParams()
	const added = searchParams.get('added') === '1'
	return (
		<>
			<PageBanner title="The next edition" crumbs={[{ label: 'The next edition' }]} width="max-w-5xl">
				{edition?.phase === 'past' ? (
					<p>
						The {edition.year} summit took place{edition.dateText ? ` on ${edition.dateText}` : ''}. The next
						edition will be announced here.
					</p>
				) : (
					<p>Be the first to hear when registration opens.</p>
				)}
			</PageBanner>
			<div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
				{added ? (
					<p
						role="status"
						className="rounded-xl bg-emerald-50 p-6 text-lg text-slate-900 ring-1 ring-emerald-200"
					>
						Thank you. We will write to you at that address when the next edition is announced, and for
						nothing else.
					</p>
				) : (
					<>
						<p className="max-w-2xl text-lg text-slate-800">
							Leave your e-mail address and we will tell you when the next summit&apos;s date and registration
							are announced.
						</p>
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
