import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import express from 'express'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { requestLog } from './request-log.server.ts'

/** The JSON lines the request log wrote. */
let lines: Record<string, unknown>[] = []
let server: http.Server
let url: string

beforeAll(async () => {
	const sink = new Writable({
		write(chunk: Buffer, _encoding, callback) {
			for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line))
			callback()
		},
	})
	const app = express()
	app.use(requestLog(pino({ base: null, timestamp: false }, sink)))
	// Mounted as the server mounts its assets: the line has the path as sent, not the mount's rest.
	const assets = express.Router()
	assets.get('/app.js', (_req, res) => void res.type('js').send('//'))
	app.use('/assets', assets)
	app.get('/broken', (_req, res) => void res.status(500).send('Server Error'))
	app.all('*splat', (_req, res) => void res.cookie('summit_session', 'SESSION-SECRET').send('ok'))
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends a request and waits for its log line, the only one. */
async function logged(path: string, init?: RequestInit) {
	lines = []
	await (await fetch(`${url}${path}`, init)).text()
	await expect.poll(() => lines.length).toBe(1)
	return lines[0]!
}

/** The whole info line (level 30) of a GET of `path` answered with `statusCode`, saying `msg`. */
function infoLine(path: string, statusCode: number, msg: string) {
	return {
		level: 30,
		req: { method: 'GET', path },
		res: { statusCode },
		responseTime: expect.any(Number),
		msg,
	}
}

test('one info line per request: method, path, status and time in milliseconds', async () => {
	expect(await logged('/agenda')).toEqual(infoLine('/agenda', 200, 'request completed'))
	expect((await logged('/assets/app.js')).req).toEqual({ method: 'GET', path: '/assets/app.js' })
})

test('no query string, header, cookie or body, and no token of a ticket or manage link', async () => {
	const line = await logged('/registration/R-7KQ2.Xy9_aB-cD3eF?q=Ama+Mensah', {
		method: 'POST',
		headers: {
			cookie: 'summit_session=SESSION-SECRET',
			authorization: 'Bearer BEARER-SECRET',
			'content-type': 'application/x-www-form-urlencoded',
		},
		body: 'email=ama%40example.com&password=PASSWORD-SECRET',
	})
	expect(line.req).toEqual({ method: 'POST', path: '/registration/:token' })
	const text = JSON.stringify(line)
	for (const secret of [
		'R-7KQ2',
		'Ama',
		'SESSION-SECRET',
		'BEARER-SECRET',
		'ama%40',
		'PASSWORD-SECRET',
		'127.0.0.1',
	])
		expect(text).not.toContain(secret)
})

test('a 5xx is an info line with its status, without a made-up error or stack', async () => {
	expect(await logged('/broken')).toEqual(infoLine('/broken', 500, 'request errored'))
})
