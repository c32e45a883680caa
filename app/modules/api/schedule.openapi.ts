/**
 * The schedule for conference apps in the OpenAPI document (docs/api.md, "Schedule").
 */
import type { ZodOpenApiPathsObject } from 'zod-openapi'

/** The schedule's paths, keyed by their path under the server URL (`/api/v1`). */
export const schedulePaths: ZodOpenApiPathsObject = {}
