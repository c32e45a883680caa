/**
 * `/api/v1/check-ins`: POST `{ "ticket": … }` checks a delegate in as the desk does
 * (docs/api-tokens.md). Needs a staff API token with `check-ins:write`.
 */
import type { Route } from './+types/check-ins.ts'
import { answerCheckIn, methodNotAllowed } from '#app/modules/api/staff-api.server.ts'

/** GET or HEAD: 405 (check-ins are only made). */
export function loader() {
	return methodNotAllowed('POST')
}

export function action({ request }: Route.ActionArgs) {
	return answerCheckIn(request)
}
