/**
 * The client's network address, as the Express server (server/main.ts) determined it: the socket's
 * address, or X-Forwarded-For when TRUST_PROXY is set. The server overwrites the header on every
 * request, so a client cannot choose its own value.
 */
export const CLIENT_ADDRESS_HEADER = 'x-summit-client-address'

/** The address of `request`'s client, or 'unknown' (e.g. under the Vite dev server). */
export function clientAddress(request: Request): string {
	return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
}
