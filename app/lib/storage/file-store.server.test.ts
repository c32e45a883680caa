/**
 * The file store's contract, run against both stores the app can have: the local folder and an
 * S3 bucket. The bucket is on s3rver, an S3-compatible server the test starts on 127.0.0.1 (a real
 * server speaking the S3 protocol, not AWS, which cannot be reached from here).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startS3Server, type TestS3Server } from '#tests/setup/s3-server.ts'
import { createLocalFileStore, type FileStore } from './file-store.server.ts'
import { createS3Client, createS3FileStore } from './s3-file-store.server.ts'

async function readAll(stream: Readable | null): Promise<Buffer | null> {
	if (!stream) return null
	const chunks: Buffer[] = []
	for await (const chunk of stream) chunks.push(chunk as Buffer)
	return Buffer.concat(chunks)
}

/** 300 kB of bytes that differ from one offset to the next (so a wrong range shows). */
const BIG = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7 + (i >> 8)) % 256))

let s3: TestS3Server
let dir: string
beforeAll(async () => {
	s3 = await startS3Server()
	dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-store-contract-'))
})
afterAll(async () => {
	await s3?.stop()
	await fs.rm(dir, { recursive: true, force: true })
})

let run = 0
/** A new empty store of each kind for every test: its own folder, or its own prefix in the bucket. */
const makers: [string, () => FileStore][] = [
	['the local folder', () => createLocalFileStore(path.join(dir, `run-${++run}`))],
	[
		'an S3 bucket (s3rver)',
		() => createS3FileStore({ client: s3.client(), bucket: s3.bucket, prefix: `run-${++run}/` }),
	],
]

describe.each(makers)('file store in %s', (_kind, make) => {
	let store: FileStore
	beforeEach(() => {
		store = make()
	})

	test('put then get, size and stream give the bytes back; a put replaces', async () => {
		await store.put('speakers/ab12-320.webp', new Uint8Array([1, 2, 3]))
		expect(await store.get('speakers/ab12-320.webp')).toEqual(Buffer.from([1, 2, 3]))
		expect(await store.size('speakers/ab12-320.webp')).toBe(3)
		await store.put('speakers/ab12-320.webp', BIG)
		expect(await store.size('speakers/ab12-320.webp')).toBe(BIG.byteLength)
		expect((await readAll(await store.stream('speakers/ab12-320.webp')))?.equals(BIG)).toBe(true)
	})

	test('a byte range streams exactly those bytes, first, middle and last', async () => {
		await store.put('site/hero1.mp4', BIG)
		for (const range of [
			{ start: 0, end: 0 },
			{ start: 0, end: 99 },
			{ start: 123_456, end: 223_455 },
			{ start: BIG.byteLength - 10, end: BIG.byteLength - 1 },
		]) {
			const part = await readAll(await store.stream('site/hero1.mp4', range))
			expect(part?.equals(BIG.subarray(range.start, range.end + 1)), JSON.stringify(range)).toBe(true)
		}
	})

	test('an empty file is stored and read as empty', async () => {
		await store.put('outbox-mail.eml', new Uint8Array(0))
		expect(await store.size('outbox-mail.eml')).toBe(0)
		expect(await store.get('outbox-mail.eml')).toEqual(Buffer.alloc(0))
	})

	test('missing names read as null and remove quietly', async () => {
		expect(await store.get('speakers/none-320.webp')).toBeNull()
		expect(await store.size('speakers/none-320.webp')).toBeNull()
		expect(await store.stream('speakers/none-320.webp')).toBeNull()
		expect(await store.stream('speakers/none.mp4', { start: 0, end: 9 })).toBeNull()
		await store.remove('speakers/none-320.webp')
		await store.removeKey('speakers/none')
	})

	test('remove takes one file; removeKey takes a key and its variants, nothing else', async () => {
		const names = [
			'speakers/ab12-320.webp',
			'speakers/ab12-640.webp',
			'speakers/ab12.mp4',
			'speakers/ab12',
			'speakers/ab123-320.webp',
			'speakers/ab1-320.webp',
			'sponsors/ab12-240.webp',
		]
		for (const name of names) await store.put(name, new Uint8Array([9]))
		await store.remove('speakers/ab12-640.webp')
		expect(await store.size('speakers/ab12-640.webp')).toBeNull()
		expect(await store.size('speakers/ab12-320.webp')).toBe(1)

		await store.removeKey('speakers/ab12')
		const left = []
		for (const name of names) if ((await store.size(name)) !== null) left.push(name)
		expect(left).toEqual(['speakers/ab123-320.webp', 'speakers/ab1-320.webp', 'sponsors/ab12-240.webp'])
	})

	test('unsafe names are refused on writes and read as missing', async () => {
		for (const name of ['../escape.webp', '/etc/passwd', 'a/../b.webp', 'Upper.webp', 'a//b.webp', '']) {
			await expect(store.put(name, new Uint8Array([1])), name).rejects.toThrow(/Unsafe storage name/)
			await expect(store.remove(name), name).rejects.toThrow(/Unsafe storage name/)
			await expect(store.removeKey(name), name).rejects.toThrow(/Unsafe storage name/)
			expect(await store.get(name), name).toBeNull()
			expect(await store.size(name), name).toBeNull()
			expect(await store.stream(name), name).toBeNull()
		}
	})
})

describe('S3 store specifics', () => {
	test('removeKey pages through several listings and delete batches', async () => {
		const store = createS3FileStore({
			client: s3.client(),
			bucket: s3.bucket,
			prefix: 'paging/',
			pageSize: 3,
		})
		const names = Array.from({ length: 8 }, (_, i) => `site/many-${i}.webp`)
		for (const name of [...names, 'site/manyother.webp', 'site/many.mp4'])
			await store.put(name, new Uint8Array([1]))
		await store.removeKey('site/many')
		for (const name of [...names, 'site/many.mp4']) expect(await store.size(name), name).toBeNull()
		expect(await store.size('site/manyother.webp')).toBe(1)
	})

	test('a failure other than a missing object throws, naming the key and not the secret', async () => {
		const client = createS3Client({
			region: 'us-east-1',
			endpoint: s3.endpoint,
			credentials: { accessKeyId: 'NOT-THE-KEY', secretAccessKey: 'not-the-secret-xyz' },
		})
		const store = createS3FileStore({ client, bucket: s3.bucket, prefix: 'secret/' })
		const failure = await store.put('a.webp', new Uint8Array([1])).catch((error: Error) => error)
		expect(failure).toBeInstanceOf(Error)
		expect((failure as Error).message).toMatch(
			/Object store: writing secret\/a\.webp failed: InvalidAccessKeyId \(HTTP 403\)/,
		)
		expect((failure as Error).message).not.toContain('not-the-secret-xyz')
		await expect(store.size('a.webp')).rejects.toThrow(/Object store/)
		client.destroy()

		const missingBucket = createS3FileStore({ client: s3.client(), bucket: 'no-such-bucket', prefix: '' })
		await expect(missingBucket.put('a.webp', new Uint8Array([1]))).rejects.toThrow(/NoSuchBucket/)
	})
})
