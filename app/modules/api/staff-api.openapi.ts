/**
 * The staff API's operations in the OpenAPI document (docs/api.md, "Staff API"): registrations,
 * partnership enquiries and check-ins, each behind a token with its scope.
 */
import type { ZodOpenApiPathsObject } from 'zod-openapi'

/** The staff API's paths, keyed by their path under the server URL (`/api/v1`). */
export const staffApiPaths: ZodOpenApiPathsObject = {}
