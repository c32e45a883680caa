/**
 * `/api/v1/enquiries`: partnership enquiries by `updated_since`, paged (docs/api-tokens.md). Needs a
 * staff API token with `enquiries:read`.
 */
import type { Route } from './+types/enquiries.ts'
import { answerEnquiries, methodNotAllowed } from '#app/modules/api/staff-api.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return answerEnquiries(request)
}

/** Anything but GET/HEAD: 405 (a program's mistake, answered in the API's problem shape). */
export function action() {
	return methodNotAllowed('GET, HEAD')
}
