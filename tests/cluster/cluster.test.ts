/**
 * The real multi-instance deployment (docs/deployment.md, "Many machines"): two production servers
 * on one PostgreSQL database and one S3-compatible bucket, behind nginx with the repository's
 * locations (tests/cluster/support/cluster.ts starts all of it). What an operator adding an instance
 * expects: a file stored through one is served by the other, byte ranges pass through nginx, a mail
 * leaves once whichever worker takes it, and killing an instance loses no acknowledged registration.
 *
 * Requests through nginx that must reach an instance carry a cookie: nginx's page cache never answers
 * those (deploy/nginx/summit-locations.conf), so the instances take turns.
 */
import sharp from 'sharp'
import { IMAGE_KINDS } from '#app/lib/images/image-kinds.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Cluster, clusterAdmin, startCluster } from './support/cluster.ts'
import { inPool, registerDelegate } from './support/registrations.ts'

/** A cookie that only keeps nginx's page cache out of the way. */
const PAST_THE_CACHE = { Cookie: 'cluster-test=1' }

let cluster: Cluster

beforeAll(async () => {
	cluster = await startCluster()
}, 240_000)

afterAll(async () => {
	await cluster?.stop()
}, 60_000)

/** Signs the seeded Administrator in at `origin` (the form's POST); returns the `Cookie` header to send. */
async function signIn(origin: string): Promise<string> {
	const response = await fetch(`${origin}/admin/login`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ email: clusterAdmin.email, password: clusterAdmin.password, redirectTo: '' }),
	})
	await response.arrayBuffer()
	expect(response.status, 'the sign-in redirects').toBe(302)
	const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
	expect(cookies.length, 'the sign-in sets a session cookie').toBeGreaterThan(0)
	return cookies.join('; ')
}

/**
 * Uploads a 1600×900 hero picture of one `colour` through the back office at `origin` (signed in
 * there as the Administrator), as the form posts it; resolves with the picture's key.
 */
async function uploadHeroPicture(
	origin: string,
	colour: { r: number; g: number; b: number },
): Promise<string> {
	const cookie = await signIn(origin)
	const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
		.png()
		.toBuffer()
	const form = new FormData()
	form.set('picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'hero.png')
	const upload = await fetch(`${origin}/admin/hero-picture`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Origin: origin, Cookie: cookie },
		body: form,
	})
	await upload.arrayBuffer()
	expect(upload.status, 'the upload redirects back with its toast').toBe(302)
	const { hero_image_key: key } = await cluster.db
		.selectFrom('settings')
		.select('hero_image_key')
		.executeTakeFirstOrThrow()
	expect(key).toBeTruthy()
	return key!
}

/** GETs `url` and resolves with the status and the bytes. */
async function download(url: string, headers: Record<string, string> = {}) {
	const response = await fetch(url, { headers })
	return {
		status: response.status,
		headers: response.headers,
		body: Buffer.from(await response.arrayBuffer()),
	}
}

/** Names of the instances that answered `path` through nginx, oldest first. */
function answeredBy(path: string): (string | null)[] {
	return cluster
		.proxied()
		.filter((request) => request.request.startsWith(`GET ${path} `))
		.map((request) => request.instance)
}

describe('two instances behind nginx', () => {
	test('a hero picture uploaded through one instance is served by the other, and by nginx every time', async () => {
		const [a, b] = cluster.instances
		const key = await uploadHeroPicture(a!.url, { r: 12, g: 90, b: 60 })
		const path = `/uploads/${key}-800.webp`
		expect(await cluster.bucketKeys(`uploads/${key}-`), 'the picture is in the bucket').toHaveLength(
			IMAGE_KINDS.hero.widths.length,
		)

		const fromA = await download(`${a!.url}${path}`)
		expect(fromA.status).toBe(200)
		const fromB = await download(`${b!.url}${path}`)
		expect(fromB.status, 'the instance that did not store the picture serves it').toBe(200)
		expect(fromB.body.equals(fromA.body), 'the same bytes from both').toBe(true)

		const statuses: number[] = []
		for (let i = 0; i < 20; i++)
			statuses.push((await download(`${cluster.url}${path}`, PAST_THE_CACHE)).status)
		expect(statuses).toEqual(Array(20).fill(200))
		expect(new Set(answeredBy(path)), 'nginx sent the requests to both instances').toEqual(
			new Set(['A', 'B']),
		)
	})

	test('a hero picture replaced through the other instance is gone from both', async () => {
		const [a, b] = cluster.instances
		const first = await uploadHeroPicture(a!.url, { r: 200, g: 30, b: 30 })
		const path = `/uploads/${first}-800.webp`
		expect((await download(`${b!.url}${path}`)).status).toBe(200)
		const second = await uploadHeroPicture(b!.url, { r: 30, g: 30, b: 200 })
		expect(second).not.toBe(first)
		for (const instance of [a!, b!]) {
			expect((await download(`${instance.url}${path}`)).status, `the old picture on ${instance.name}`).toBe(
				404,
			)
			expect((await download(`${instance.url}/uploads/${second}-800.webp`)).status).toBe(200)
		}
		expect(await cluster.bucketKeys(`uploads/${first}`)).toEqual([])
	})

	test('byte ranges pass through nginx: 206 with the part asked for, 416 past the end', async () => {
		// The demo seed's hero picture, stored through the file store by the instance that seeded.
		const { hero_image_key: key } = await cluster.db
			.selectFrom('settings')
			.select('hero_image_key')
			.executeTakeFirstOrThrow()
		const path = `/uploads/${key}-1600.webp`
		const whole = await download(`${cluster.instances[0]!.url}${path}`)
		expect(whole.status).toBe(200)
		const size = whole.body.length
		expect(size).toBeGreaterThan(100)

		const asked = async (headers: Record<string, string>) => {
			const part = await download(`${cluster.url}${path}`, { ...headers, Range: 'bytes=0-99' })
			expect(part.status).toBe(206)
			expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`)
			expect(part.body.length).toBe(100)
			expect(part.body.equals(whole.body.subarray(0, 100))).toBe(true)
		}
		const pastTheEnd = async (headers: Record<string, string>) => {
			const past = await download(`${cluster.url}${path}`, { ...headers, Range: `bytes=${size}-` })
			expect(past.status).toBe(416)
			expect(past.headers.get('content-range')).toBe(`bytes */${size}`)
		}
		// Past nginx's cache, so the instances take turns; then as any visitor, from nginx's cache.
		for (let i = 0; i < 4; i++) await asked(PAST_THE_CACHE)
		for (let i = 0; i < 2; i++) await pastTheEnd(PAST_THE_CACHE)
		for (let i = 0; i < 2; i++) await asked({})
		await pastTheEnd({})
		const partsBy = cluster
			.proxied()
			.filter((request) => request.status === 206 && request.request.startsWith(`GET ${path} `))
			.map((request) => request.instance)
		expect(partsBy, 'both instances answered a range, and nginx from its cache').toEqual(
			expect.arrayContaining(['A', 'B', null]),
		)
	})

	test('a registration through nginx is confirmed by mail exactly once, whichever worker takes it', async () => {
		const email = `once-${Date.now()}@cluster.example`
		const result = await registerDelegate(cluster.url, email, 1)
		expect(result.outcome, `POST /register answered ${result.status}: ${result.detail}`).toBe('accepted')
		const mailsTo = () =>
			cluster.smtp.received.filter((mail) =>
				(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).some((to) => to.address === email),
			).length
		const until = Date.now() + 30_000
		while (mailsTo() === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100))
		expect(mailsTo(), 'the confirmation arrived').toBe(1)
		// Both instances' mail workers poll every 500 ms: give each several turns to send it again.
		await new Promise((resolve) => setTimeout(resolve, 4_000))
		expect(mailsTo(), 'no instance sent it a second time').toBe(1)
	})

	// Last: it leaves one instance dead.
	test('SIGKILL of one instance during a burst through nginx loses no acknowledged registration', async () => {
		const victim = cluster.instances[1]!
		const count = 80
		const run = `${Date.now()}`
		let started = 0
		let killed: Promise<void> | null = null
		const results = await inPool(count, 8, async (i) => {
			started++
			if (started === count / 2 && !killed) killed = victim.kill('SIGKILL')
			return registerDelegate(cluster.url, `burst-${run}-${i}@cluster.example`, i)
		})
		await killed
		expect(victim.running).toBe(false)

		const accepted = results.filter((r) => r.outcome === 'accepted').map((r) => r.email)
		const stored = new Set(
			(
				await cluster.db
					.selectFrom('attendees')
					.select('email')
					.where('email', 'like', `burst-${run}-%`)
					.execute()
			).map((row) => row.email),
		)
		const summary = JSON.stringify(
			results.map((r) => `${r.outcome}:${r.status}${r.detail ? ` ${r.detail}` : ''}`),
		)
		expect(accepted.length, summary).toBeGreaterThan(count / 4)
		expect(
			accepted.filter((email) => !stored.has(email)),
			'every acknowledged registration is stored',
		).toEqual([])

		// nginx failed over: what comes after the kill is answered by the instance left.
		const after = await inPool(10, 2, (i) =>
			registerDelegate(cluster.url, `after-${run}-${i}@cluster.example`, i),
		)
		expect(
			after.map((r) => r.outcome),
			JSON.stringify(after.map((r) => r.detail)),
		).toEqual(Array(10).fill('accepted'))
	})
})
