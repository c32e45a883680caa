/**
 * The request log (docs/security.md, "Logs"): one `info` line per request Express answers, written
 * by pino-http through the app's logger when the answer is sent (or the client has gone):
 *
 * `{"req":{"method":"GET","path":"/agenda"},"res":{"statusCode":200},"responseTime":4,"msg":"request completed"}`
 *
 * `responseTime` is in milliseconds; `msg` is "request aborted" when the client left first and
 * "request errored" for a 5xx. A line holds only these: never the query string (a searched name, a
 * redirect), a header (cookies, authorisation), the body or the client's address, and the token of a
 * ticket or manage link is replaced by `:token` (`loggedPath`). Pages the page cache answers are not
 * in it (the proxy in front logs them), nor requests refused at the door (the refusal log has them).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { loggedPath } from '#app/lib/http/logged-path.ts'

/** What a request log line says of the request: its method and path (Express's `originalUrl` when mounted). */
function requestFields(req: IncomingMessage & { originalUrl?: string }) {
	return { method: req.method, path: loggedPath(req.originalUrl ?? req.url ?? '') }
}

/**
 * The request log's middleware, writing through `logger`. Every line is `info`, whatever the status:
 * a refusal already has its `warn` line in the refusal log, at a bounded rate, and a failure its
 * `error` line with the stack where it happened; a second line at those levels per request would
 * repeat them without bound.
 */
export function requestLog(logger: Logger) {
	return pinoHttp({
		logger,
		wrapSerializers: false,
		serializers: {
			req: requestFields,
			res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
		},
		customLogLevel: () => 'info',
		// The status says it failed; pino-http would add a made-up error and its stack.
		customErrorObject: (_req, _res, _error, line: { res: ServerResponse; responseTime: number }) => ({
			res: line.res,
			responseTime: line.responseTime,
		}),
	})
}
