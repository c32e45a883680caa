/**
 * `/uploads` serving from the bucket: the app's upload store is replaced by an S3 store on s3rver
 * (an S3-compatible server the test starts on 127.0.0.1, not AWS, which cannot be reached from
 * here), and the route's loader is called as React Router calls it.
 */
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { createS3FileStore } from '#app/lib/storage/s3-file-store.server.ts'
import { startS3Server, type TestS3Server } from '#tests/setup/s3-server.ts'
import { loader } from './uploads.ts'

const state = vi.hoisted(() => ({ store: undefined as FileStore | undefined }))
vi.mock('#app/lib/storage/file-store.server.ts', async (original) => ({
	...(await original<object>()),
	get fileStore() {
		return state.store
	},
}))

let s3: TestS3Server
/** Every stream the store handed out, to see that each one was closed. */
const opened: Readable[] = []
beforeAll(async () => {
	s3 = await startS3Server()
	const store = createS3FileStore({ client: s3.client(), bucket: s3.bucket, prefix: 'uploads/' })
	state.store = {
		...store,
		async stream(name, range) {
			const stream = await store.stream(name, range)
			if (stream) opened.push(stream)
			return stream
		},
	}
})
afterAll(async () => {
	await s3?.stop()
})

/** 2 MB of bytes that differ from one offset to the next. */
const VIDEO = Buffer.from(Array.from({ length: 2_000_000 }, (_, i) => (i * 31 + (i >> 10)) % 256))

function get(name: string, headers: Record<string, string> = {}, method = 'GET') {
	const request = new Request(`http://localhost/uploads/${name}`, { method, headers })
	return loader({ params: { '*': name }, request } as unknown as Parameters<
		typeof loader
	>[0]) as Promise<Response>
}

async function status(promise: Promise<Response>): Promise<number> {
	try {
		return (await promise).status
	} catch (thrown) {
		return (thrown as Response).status
	}
}

describe('/uploads from an S3 bucket', () => {
	test('the whole file, then byte ranges as a video player asks, with the cache and range headers', async () => {
		await state.store!.put('site/hero1.mp4', VIDEO)

		const whole = await get('site/hero1.mp4')
		expect(whole.status).toBe(200)
		expect(whole.headers.get('Content-Type')).toBe('video/mp4')
		expect(whole.headers.get('Content-Length')).toBe(String(VIDEO.byteLength))
		expect(whole.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
		expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
		expect(Buffer.from(await whole.arrayBuffer()).equals(VIDEO)).toBe(true)

		for (const [header, start, end] of [
			['bytes=0-1', 0, 1],
			['bytes=0-0', 0, 0],
			['bytes=1048576-', 1_048_576, VIDEO.byteLength - 1],
			['bytes=-500', VIDEO.byteLength - 500, VIDEO.byteLength - 1],
			['bytes=500000-1548575', 500_000, 1_548_575],
		] as const) {
			const part = await get('site/hero1.mp4', { Range: header })
			expect(part.status, header).toBe(206)
			expect(part.headers.get('Content-Range'), header).toBe(`bytes ${start}-${end}/${VIDEO.byteLength}`)
			expect(part.headers.get('Content-Length'), header).toBe(String(end - start + 1))
			expect(Buffer.from(await part.arrayBuffer()).equals(VIDEO.subarray(start, end + 1)), header).toBe(true)
		}

		const past = await get('site/hero1.mp4', { Range: `bytes=${VIDEO.byteLength}-` })
		expect(past.status).toBe(416)
		expect(past.headers.get('Content-Range')).toBe(`bytes */${VIDEO.byteLength}`)
	})

	test('HEAD answers the headers without reading the object', async () => {
		await state.store!.put('site/hero2.mp4', VIDEO)
		const before = opened.length
		const head = await get('site/hero2.mp4', { Range: 'bytes=0-99' }, 'HEAD')
		expect(head.status).toBe(206)
		expect(head.headers.get('Content-Length')).toBe('100')
		expect(head.body).toBeNull()
		expect(opened.length).toBe(before)
	})

	test('a client that goes away mid-download closes the read from the bucket', async () => {
		await state.store!.put('site/hero3.mp4', VIDEO)
		const response = await get('site/hero3.mp4')
		const reader = response.body!.getReader()
		await reader.read()
		const stream = opened.at(-1)!
		expect(stream.destroyed).toBe(false)
		await reader.cancel()
		await vi.waitFor(() => expect(stream.destroyed).toBe(true))
	})

	test('missing, unsafe and unknown kinds of names are 404', async () => {
		expect(await status(get('site/none.mp4'))).toBe(404)
		expect(await status(get('../secret.webp'))).toBe(404)
		expect(await status(get('speakers/x.exe'))).toBe(404)
	})
})
