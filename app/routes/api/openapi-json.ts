/** `/api/v1/openapi.json`: the API's OpenAPI 3.1 document (docs/api.md). */
import type { Route } from './+types/openapi-json.ts'
import { apiJsonResponse } from '#app/lib/api/json-response.server.ts'
import { env } from '#app/lib/env.server.ts'
import { openApiDocument } from '#app/modules/api/openapi.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return apiJsonResponse(request, openApiDocument(env.SITE_URL), 'public')
}
