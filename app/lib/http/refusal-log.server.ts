/**
 * The log of refused requests (docs/security.md, "Logs"): a request the site refuses on purpose (a
 * method it does not serve, a cross-site write, a body too large or out of shape, a rate limit) is
 * expected, not a bug. It is logged at `warn`, without a stack, at most `LINES_PER_KIND` lines per
 * kind a minute, and every refusal is counted on one `info` metric line a minute
 * (`"metric":"refused_requests"`, the counts by kind). Anyone can send refused requests as fast as
 * they like, so they never write an `error` line: an error-level line means a bug.
 */
import { logger } from '#app/lib/logger.server.ts'
import { loggedPath } from '#app/lib/http/logged-path.ts'
import { singleton } from '#app/lib/singleton.server.ts'

/** Why a request was refused. */
export type RefusalKind =
	| 'method'
	| 'cross-site'
	| 'body-size'
	| 'body-type'
	| 'form-shape'
	| 'rate-limit'
	| 'mail-limit'
	| 'framework'
	| 'signature'

/**
 * What a refusal line says of the request: its method, path and status, and details of the kind
 * (which limits, how many); never its query string, body or an address (they may be personal), nor
 * the token in a ticket's or manage link's path (`loggedPath`).
 */
export interface RefusedRequest {
	method: string
	path: string
	status: number
	[detail: string]: unknown
}

/** Lines written per kind per minute; the rest are only counted. */
export const LINES_PER_KIND = 10

/** The period of the metric line, in milliseconds. */
export const METRIC_PERIOD_MS = 60_000

interface RefusalLog {
	/** Refusals since the last metric line, by kind. */
	counts: Map<RefusalKind, number>
	/** The metric line's timer; null while nothing was refused in the period. */
	timer: NodeJS.Timeout | null
}

// One per process: the server entry and the app bundle both refuse requests.
const state = singleton<RefusalLog>('refusal-log', () => ({ counts: new Map(), timer: null }))

/** Writes the metric line of the period that ends now, and starts the next period's count. */
export function flushRefusalMetric(): void {
	if (state.timer) clearTimeout(state.timer)
	state.timer = null
	if (state.counts.size === 0) return
	const refused = Object.fromEntries(state.counts)
	const total = [...state.counts.values()].reduce((sum, n) => sum + n, 0)
	state.counts.clear()
	logger.info(
		{ metric: 'refused_requests', periodSeconds: METRIC_PERIOD_MS / 1000, total, refused },
		'Refused requests in the last minute',
	)
}

/**
 * Counts a refused request of `kind` and logs it at `warn` while fewer than `LINES_PER_KIND` of that
 * kind were logged in the current minute (see the module's comment).
 */
export function logRefusal(kind: RefusalKind, request: RefusedRequest): void {
	const count = (state.counts.get(kind) ?? 0) + 1
	state.counts.set(kind, count)
	if (!state.timer) {
		state.timer = setTimeout(flushRefusalMetric, METRIC_PERIOD_MS)
		state.timer.unref()
	}
	if (count <= LINES_PER_KIND)
		logger.warn({ refused: kind, ...request, path: loggedPath(request.path) }, 'Request refused')
}
