/**
 * API tokens (/admin/api-tokens): Administrator only. The staff API's tokens (docs/api-tokens.md):
 * make one (shown once), see when each was last used, revoke one after a confirmation.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import {
	CreatedToken,
	NewTokenForm,
	RevokeConfirm,
	TokenTable,
} from '#app/modules/api-tokens/components/api-token-screen.tsx'
import { apiTokensAction, loadApiTokensPage } from '#app/modules/api-tokens/api-tokens-pages.server.ts'
import type { Route } from './+types/api-tokens'

export const handle = { breadcrumb: 'API tokens' }

export const meta: Route.MetaFunction = () => [{ title: 'API tokens | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadApiTokensPage(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await apiTokensAction(actor, request))
}

export default function ApiTokens({ loaderData, actionData }: Route.ComponentProps) {
	const created = actionData && 'created' in actionData ? actionData.created : null
	const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
	return (
		<div className="grid min-w-0 grid-cols-1 gap-6 [&>*]:min-w-0">
			<header>
				<h1 className="text-brand-900 text-2xl font-bold">API tokens</h1>
				<p className="mt-1 text-sm text-slate-600">
					Programs such as the organiser’s CRM or a door scanner use a token to read registrations and
					enquiries, or to check delegates in. See the API reference for what each call does.
				</p>
			</header>
			{created ? <CreatedToken name={created.name} token={created.token} /> : null}
			{loaderData.confirmRevoke ? <RevokeConfirm token={loaderData.confirmRevoke} /> : null}
			<TokenTable tokens={loaderData.tokens} />
			<NewTokenForm key={created ? created.prefix : 'form'} lastResult={lastResult} />
		</div>
	)
}
