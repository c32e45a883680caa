/**
 * One CPE certificate (/admin/certificates/{id}): Administrator only. What it prints, its PDF, and
 * while valid "Correct the name and reissue" and "Revoke", each confirmed before it acts. A bad id
 * is a 404. docs/event-days.md, "CPE certificates".
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { CertificateScreen } from '#app/modules/certificates/components/certificate-screen.tsx'
import {
	certificateAction,
	loadCertificateScreen,
} from '#app/modules/certificates/certificates-pages.server.ts'
import type { Route } from './+types/certificate'

export const handle = { breadcrumb: 'Certificate' }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `Certificate ${loaderData?.number ?? ''} | Back office` },
]

export function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadCertificateScreen(params.id)
}

export function action({ params, request, context }: Route.ActionArgs) {
	return certificateAction(requireRole(context), params.id, request)
}

export default function Certificate({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<CertificateScreen
			key={loaderData.id}
			certificate={loaderData}
			answer={actionData && 'form' in actionData ? actionData : undefined}
		/>
	)
}
