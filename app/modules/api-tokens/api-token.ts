/**
 * Staff API tokens' scopes (docs/api.md, "Staff API"): what a token may do. An Administrator picks
 * them when creating the token; a call outside them is refused with 403.
 */

/** Every scope, in the order the back office lists them. */
export const API_TOKEN_SCOPES = ['registrations:read', 'enquiries:read', 'check-ins:write'] as const
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number]

/** Each scope's label on the back office's token screen. */
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
	'registrations:read': 'Read registrations',
	'enquiries:read': 'Read partnership enquiries',
	'check-ins:write': 'Check delegates in',
}
