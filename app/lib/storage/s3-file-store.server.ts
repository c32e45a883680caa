/**
 * A FileStore in an S3-compatible bucket (AWS S3, or another store speaking its protocol: MinIO,
 * Cloudflare R2, Backblaze B2, Garage…), for several instances sharing their files (ADR 0064). Every
 * file is the object `<prefix><name>`; names are checked as the local store checks them
 * (`SAFE_NAME`). Reads stream the object's body (a byte range is asked of the store with `Range`),
 * so no large object is ever held in memory. Only `file-store.server.ts` imports this module.
 */
import { PassThrough, type Readable } from 'node:stream'
import {
	DeleteObjectCommand,
	DeleteObjectsCommand,
	GetObjectCommand,
	HeadObjectCommand,
	ListObjectsV2Command,
	PutObjectCommand,
	S3Client,
	S3ServiceException,
} from '@aws-sdk/client-s3'
import {
	assertSafeName,
	type FileStore,
	isVariantOf,
	SAFE_NAME,
} from '#app/lib/storage/file-store-interface.ts'

/** How the app reaches its bucket: the AWS SDK's standard variables, as `env.server.ts` read them. */
export interface S3ClientConfig {
	/** `AWS_REGION`, e.g. `eu-west-1` (`auto` or any for most stores that are not AWS). */
	region: string
	/** `AWS_ENDPOINT_URL_S3`: a store that is not AWS, addressed path-style (`<endpoint>/<bucket>/<key>`). */
	endpoint?: string
	/** `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`; unset: the SDK's default chain (an instance role…). */
	credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** Connections to the store one process may hold at once (a download holds one). */
const MAX_CONNECTIONS = 500

/**
 * An S3 client for `config`. Checksums are computed and checked only where the S3 API requires
 * them: many S3-compatible stores reject the newer default ones. Up to 500 connections at once; a
 * connection not made in 5 s fails the call.
 */
export function createS3Client(config: S3ClientConfig): S3Client {
	return new S3Client({
		region: config.region,
		...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
		...(config.credentials ? { credentials: config.credentials } : {}),
		requestChecksumCalculation: 'WHEN_REQUIRED',
		responseChecksumValidation: 'WHEN_REQUIRED',
		// A download holds its connection to the store while the client takes the bytes, so the
		// SDK's default of 50 connections would make the 51st visitor's pictures wait.
		requestHandler: {
			connectionTimeout: 5000,
			httpAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
			httpsAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
		},
	})
}

/** Whether `error` is the store saying the object is not there. */
function isMissing(error: unknown): boolean {
	if (!(error instanceof S3ServiceException)) return false
	return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404
}

/**
 * The error to rethrow for a failed call: the store's own error name and status, with the key,
 * never the request (its signature) or the credentials.
 */
function storeError(action: string, key: string, error: unknown): Error {
	if (error instanceof S3ServiceException) {
		const status = error.$metadata?.httpStatusCode
		return new Error(
			`Object store: ${action} ${key} failed: ${error.name}${status ? ` (HTTP ${status})` : ''}`,
		)
	}
	const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
	return new Error(`Object store: ${action} ${key} failed: ${reason}`)
}

/** The most keys one listing answers and one DeleteObjects call takes (the S3 API's limits). */
const PAGE_SIZE = 1000

/**
 * `body` cut to its first `length` bytes: for a store that answers more than the range asked (some
 * S3-compatible servers read `bytes=0-0` as the whole object). Destroying the result destroys `body`.
 */
function firstBytes(body: Readable, length: number): Readable {
	let left = length
	const limited = new PassThrough()
	body.on('data', (chunk: Buffer) => {
		if (left <= 0) return
		const part = chunk.byteLength > left ? chunk.subarray(0, left) : chunk
		left -= part.byteLength
		if (!limited.write(part)) body.pause()
		if (left <= 0) {
			limited.end()
			body.destroy()
		}
	})
	limited.on('drain', () => body.resume())
	body.on('end', () => limited.end())
	body.on('error', (error) => limited.destroy(error))
	limited.on('close', () => body.destroy())
	return limited
}

/**
 * A FileStore keeping each file `name` as the object `prefix + name` of `bucket` (`prefix` is empty
 * or ends with `/`, e.g. `uploads/`). Missing objects read as null; unsafe names read as null and
 * throw on writes, as in the local store; any other failure throws an `Error` naming the action,
 * the key and the store's error code (never a credential).
 */
export function createS3FileStore({
	client,
	bucket,
	prefix = '',
	pageSize = PAGE_SIZE,
}: {
	client: S3Client
	bucket: string
	prefix?: string
	/** Keys per listing page and per DeleteObjects call, at most 1000 (fewer only in tests). */
	pageSize?: number
}): FileStore {
	if (prefix !== '' && !prefix.endsWith('/')) throw new Error(`S3 prefix must end with "/": ${prefix}`)
	const keyOf = (name: string) => prefix + name

	async function open(name: string, range?: { start: number; end: number }): Promise<Readable | null> {
		const key = keyOf(name)
		try {
			const result = await client.send(
				new GetObjectCommand({
					Bucket: bucket,
					Key: key,
					...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
				}),
			)
			// In Node the body is the HTTP response itself (a Readable), read as it arrives.
			const body = (result.Body as Readable | undefined) ?? null
			if (!body || !range) return body
			const asked = range.end - range.start + 1
			const answered = /^bytes (\d+)-/.exec(result.ContentRange ?? '')
			if (answered && Number(answered[1]) !== range.start) {
				body.destroy()
				throw new Error(
					`Object store: reading ${key} failed: it answered ${result.ContentRange} for bytes=${range.start}-${range.end}`,
				)
			}
			return (result.ContentLength ?? asked) > asked ? firstBytes(body, asked) : body
		} catch (error) {
			if (isMissing(error)) return null
			if (error instanceof Error && error.message.startsWith('Object store:')) throw error
			throw storeError('reading', key, error)
		}
	}

	return {
		async put(name, data) {
			assertSafeName(name)
			const key = keyOf(name)
			try {
				await client.send(
					new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.byteLength }),
				)
			} catch (error) {
				throw storeError('writing', key, error)
			}
		},
		async get(name) {
			if (!SAFE_NAME.test(name)) return null
			const body = await open(name)
			if (!body) return null
			const chunks: Buffer[] = []
			for await (const chunk of body) chunks.push(chunk as Buffer)
			return Buffer.concat(chunks)
		},
		async size(name) {
			if (!SAFE_NAME.test(name)) return null
			const key = keyOf(name)
			try {
				const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
				return head.ContentLength ?? null
			} catch (error) {
				if (isMissing(error)) return null
				throw storeError('reading the size of', key, error)
			}
		},
		async stream(name, range) {
			if (!SAFE_NAME.test(name)) return null
			return open(name, range)
		},
		async remove(name) {
			assertSafeName(name)
			const key = keyOf(name)
			try {
				await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
			} catch (error) {
				if (isMissing(error)) return
				throw storeError('removing', key, error)
			}
		},
		async removeKey(name) {
			assertSafeName(name)
			const key = keyOf(name)
			// Every variant starts with the key itself (`key-320.webp`, `key.mp4`).
			const doomed: string[] = []
			// Pages follow on from the last key seen (`StartAfter`), which every S3-compatible store
			// reads alike; continuation tokens are each store's own.
			let after: string | undefined
			try {
				do {
					const page = await client.send(
						new ListObjectsV2Command({
							Bucket: bucket,
							Prefix: key,
							MaxKeys: pageSize,
							StartAfter: after,
						}),
					)
					for (const object of page.Contents ?? []) {
						if (object.Key && isVariantOf(object.Key.slice(prefix.length), name)) doomed.push(object.Key)
					}
					const last = page.Contents?.at(-1)?.Key
					after = page.IsTruncated && last ? last : undefined
				} while (after)
				for (let i = 0; i < doomed.length; i += pageSize) {
					const batch = doomed.slice(i, i + pageSize)
					const result = await client.send(
						new DeleteObjectsCommand({
							Bucket: bucket,
							Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
						}),
					)
					const failed = result.Errors?.[0]
					if (failed) throw new Error(`Object store: removing ${failed.Key} failed: ${failed.Code}`)
				}
			} catch (error) {
				if (error instanceof Error && error.message.startsWith('Object store:')) throw error
				throw storeError('removing', key, error)
			}
		},
	}
}
