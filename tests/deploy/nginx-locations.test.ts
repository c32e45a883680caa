/**
 * The documented nginx locations (`deploy/nginx/summit-locations.conf`, docs/deployment.md) in front
 * of two stand-in instances: Express with `trust proxy` 1 and the origin check of the server's entry
 * (`server/main.ts`: the request's own origin from `req.protocol` and `req.host`, and the site's).
 * Runs Debian's nginx on a port that is not 80 or 443.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { isSameOriginWrite } from '#app/lib/http/same-origin.ts'

const NGINX = '/usr/sbin/nginx'
const LOCATIONS = path.resolve('deploy/nginx/summit-locations.conf')

/** A stand-in instance: answers 200 with its name, 403 to a write from another origin; or, broken, drops every request. */
function instance(name: string) {
	const seen: { method: string; id: string }[] = []
	const state = { broken: false }
	const app = express()
	app.set('trust proxy', 1)
	app.use((req, res) => {
		seen.push({ method: req.method, id: String(req.query.id ?? '') })
		if (state.broken) return void req.socket.destroy()
		const ownOrigin = `${req.protocol}://${req.host}`
		const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null
		if (
			!isSameOriginWrite({ method: req.method, origin, fetchSite: null }, [
				ownOrigin,
				'https://summit.example.org',
			])
		)
			return void res.status(403).send(`refused: ${ownOrigin}`)
		res.setHeader('Cache-Control', 'no-store')
		res.json({ instance: name, origin: ownOrigin })
	})
	const server = http.createServer(app)
	return { name, seen, state, server }
}

const listen = (server: http.Server) =>
	new Promise<number>((resolve) =>
		server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
	)

// Debian's nginx is installed by `npm test` (scripts/test.sh); without it this fails rather than
// passing unseen.
describe('the documented nginx locations in front of two instances', () => {
	const a = instance('a')
	const b = instance('b')
	let dir: string
	let nginx: ChildProcess
	let site: string

	beforeAll(async () => {
		const [portA, portB] = [await listen(a.server), await listen(b.server)]
		// A port nobody uses: opened and closed again.
		const probe = http.createServer()
		const port = await listen(probe)
		await new Promise((resolve) => probe.close(resolve))
		site = `http://127.0.0.1:${port}`
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-nginx-'))
		const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log crit;
events { worker_connections 256; }
http {
	access_log off;
	client_body_temp_path ${dir}/body;
	proxy_temp_path ${dir}/proxy-temp;
	fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
	proxy_cache_path ${dir}/cache keys_zone=summit_pages:1m use_temp_path=off;
	# max_fails=0: a failing instance keeps its turn, so every other request meets it.
	upstream summit { server 127.0.0.1:${portA} max_fails=0; server 127.0.0.1:${portB} max_fails=0; keepalive 8; }
	server { listen 127.0.0.1:${port}; server_name localhost; include ${LOCATIONS}; }
}`
		fs.writeFileSync(path.join(dir, 'nginx.conf'), conf)
		nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
		for (let tries = 0; ; tries++) {
			try {
				await fetch(`${site}/ready`)
				break
			} catch (error) {
				if (tries > 50) throw error
				await new Promise((resolve) => setTimeout(resolve, 100))
			}
		}
	})

	afterAll(async () => {
		nginx?.kill('SIGQUIT')
		await Promise.all([a, b].map(({ server }) => new Promise((resolve) => server.close(resolve))))
		fs.rmSync(dir, { recursive: true, force: true })
	})

	beforeEach(() => {
		for (const one of [a, b]) {
			one.seen.length = 0
			one.state.broken = false
		}
	})

	test('a POST from the site on a non-default port is its own origin, on either instance', async () => {
		const answers = await Promise.all(
			[1, 2, 3, 4].map(async (i) => {
				const response = await fetch(`${site}/register?id=${i}`, {
					method: 'POST',
					headers: { Origin: site, 'Content-Type': 'application/x-www-form-urlencoded' },
					body: 'name=Ama',
				})
				return { status: response.status, body: await response.text() }
			}),
		)
		expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
		const bodies = answers.map((answer) => JSON.parse(answer.body) as { instance: string; origin: string })
		expect(new Set(bodies.map((body) => body.origin))).toEqual(new Set([site]))
		expect(new Set(bodies.map((body) => body.instance))).toEqual(new Set(['a', 'b']))
	})

	test('an instance that drops requests: each GET is answered by the other, a POST it received is never sent again', async () => {
		a.state.broken = true
		const gets = await Promise.all(
			[1, 2, 3, 4].map(async (i) => (await fetch(`${site}/speakers?id=get${i}`)).status),
		)
		expect(gets).toEqual([200, 200, 200, 200])
		expect(a.seen.filter((request) => request.method === 'GET').length).toBeGreaterThanOrEqual(1)

		const posts: number[] = []
		for (const i of [1, 2, 3, 4]) {
			const response = await fetch(`${site}/register?id=post${i}`, {
				method: 'POST',
				headers: { Origin: site, 'Content-Type': 'application/x-www-form-urlencoded' },
				body: 'name=Ama',
			})
			posts.push(response.status)
		}
		const postsTo = (one: typeof a) =>
			one.seen.filter((request) => request.method === 'POST').map((request) => request.id)
		// Some POSTs met the broken instance: each of those failed (502) and reached no other.
		expect(postsTo(a).length).toBeGreaterThanOrEqual(1)
		expect(postsTo(b).filter((id) => postsTo(a).includes(id))).toEqual([])
		expect(posts.filter((status) => status === 502)).toHaveLength(postsTo(a).length)
		expect(posts.filter((status) => status === 200)).toHaveLength(postsTo(b).length)
	})
})
