import { afterEach, expect, test, vi } from 'vitest'
import { logger } from '#app/lib/logger.server.ts'
import { flushRefusalMetric, LINES_PER_KIND, logRefusal } from './refusal-log.server.ts'

afterEach(() => {
	flushRefusalMetric()
	vi.restoreAllMocks()
})

test('a flood of refusals writes a few warn lines per kind, no error, and one metric line with every count', () => {
	flushRefusalMetric()
	const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
	const info = vi.spyOn(logger, 'info').mockImplementation(() => {})
	const error = vi.spyOn(logger, 'error').mockImplementation(() => {})
	for (let i = 0; i < 1000; i++) logRefusal('method', { method: 'TRACE', path: '/', status: 405 })
	for (let i = 0; i < 3; i++) logRefusal('cross-site', { method: 'POST', path: '/register', status: 403 })
	expect(warn).toHaveBeenCalledTimes(LINES_PER_KIND + 3)
	expect(warn.mock.calls[0]![0]).toEqual({ refused: 'method', method: 'TRACE', path: '/', status: 405 })
	expect(error).not.toHaveBeenCalled()
	expect(info).not.toHaveBeenCalled()
	flushRefusalMetric()
	expect(info).toHaveBeenCalledTimes(1)
	expect(info.mock.calls[0]![0]).toEqual({
		metric: 'refused_requests',
		periodSeconds: 60,
		total: 1003,
		refused: { method: 1000, 'cross-site': 3 },
	})
	// A new period logs its first lines again; an empty one writes no metric line.
	logRefusal('method', { method: 'TRACE', path: '/', status: 405 })
	expect(warn).toHaveBeenCalledTimes(LINES_PER_KIND + 4)
	flushRefusalMetric()
	flushRefusalMetric()
	expect(info).toHaveBeenCalledTimes(2)
})

test('a refusal line never holds the token of a ticket or manage link', () => {
	flushRefusalMetric()
	const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
	vi.spyOn(logger, 'info').mockImplementation(() => {})
	logRefusal('rate-limit', { method: 'POST', path: '/registration/R-7KQ2.Xy9_aB-cD3eF', status: 429 })
	expect(warn.mock.calls[0]![0]).toEqual({
		refused: 'rate-limit',
		method: 'POST',
		path: '/registration/:token',
		status: 429,
	})
})
