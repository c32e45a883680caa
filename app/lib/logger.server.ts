/**
 * Structured JSON logs with pino. At `info` level nothing personal is logged: requests
 * are logged by method, path (never the query string, which may hold a searched name, nor the token
 * of a ticket or manage link), status and duration (`http/request-log.server.ts`). Errors keep their
 * message and stack for the operator.
 */
import pino from 'pino'
import { env } from './env.server.ts'
import { singleton } from './singleton.server.ts'

export const logger = singleton('logger', () =>
	pino({
		level: env.LOG_LEVEL,
		base: { service: 'summit' },
		timestamp: pino.stdTimeFunctions.isoTime,
		redact: { paths: ['password', '*.password', 'email', '*.email', 'headers.cookie'], remove: true },
	}),
)
