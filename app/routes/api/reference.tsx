/**
 * `/api/v1/reference`: the API reference, a page drawn from the OpenAPI document (docs/api.md): every
 * operation with its parameters, responses and their fields, the errors (`#problem-<kind>`, where
 * each problem's `type` points) and the webhooks. English only; readable without JavaScript.
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadApiReference } from '#app/modules/api/api-reference.server.ts'
import { ApiReference } from '#app/modules/api/components/api-reference.tsx'
import type { Route } from './+types/reference.ts'

export const meta: Route.MetaFunction = () => [
	{ title: 'API reference | Internal Audit Leadership Summit' },
	{
		name: 'description',
		content:
			'The summit’s API for programs: the edition, agenda, speakers, sponsors and blog as JSON, the staff API and the webhooks.',
	},
]

export function loader() {
	return loadApiReference()
}

export default function ApiReferencePage({ loaderData }: Route.ComponentProps) {
	return <ApiReference {...loaderData} />
}

export function ErrorBoundary() {
	return (
		<main>
			<GeneralErrorBoundary />
		</main>
	)
}
