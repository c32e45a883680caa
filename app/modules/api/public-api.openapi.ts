/**
 * The public read API's operations in the OpenAPI document (docs/api.md): the edition, sessions,
 * speakers, sponsors and blog posts, each answered with the Zod schema that shapes the response.
 */
import type { ZodOpenApiPathsObject } from 'zod-openapi'

/** The public read API's paths, keyed by their path under the server URL (`/api/v1`). */
export const publicApiPaths: ZodOpenApiPathsObject = {}
