/**
 * Where stored files live: uploaded pictures and the hero video (`fileStore`), and the mail files
 * written when no SMTP server is set (`mailFileStore`). A local folder on one machine; an
 * S3-compatible bucket when several instances share the files. The database stores names, never URLs.
 * Every caller goes through the `FileStore` interface, so none knows which one it has.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#app/db/private-files.server.ts'
import { env } from '#app/lib/env.server.ts'
import { singleton } from '#app/lib/singleton.server.ts'

import {
	assertSafeName,
	type FileStore,
	isVariantOf,
	SAFE_NAME,
} from '#app/lib/storage/file-store-interface.ts'
import { createS3Client, createS3FileStore } from '#app/lib/storage/s3-file-store.server.ts'

export {
	assertSafeName,
	type FileStore,
	isVariantOf,
	SAFE_NAME,
	type StoredRange,
} from '#app/lib/storage/file-store-interface.ts'

/** Whether `error` says a file is not there. */
function isMissing(error: unknown): boolean {
	return (error as NodeJS.ErrnoException).code === 'ENOENT'
}

/**
 * A FileStore on the local disk under `root`. Writes are atomic (temporary file, then rename), and
 * readable by the server's user only: folders 0700, files 0600; the app serves them.
 */
export function createLocalFileStore(root: string): FileStore {
	return {
		async put(name, data) {
			assertSafeName(name)
			const target = path.join(root, name)
			await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
			const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
			await fs.writeFile(temporary, data, { mode: PRIVATE_FILE_MODE })
			await fs.rename(temporary, target)
		},
		async get(name) {
			if (!SAFE_NAME.test(name)) return null
			try {
				return await fs.readFile(path.join(root, name))
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
		},
		async size(name) {
			if (!SAFE_NAME.test(name)) return null
			try {
				const stat = await fs.stat(path.join(root, name))
				return stat.isFile() ? stat.size : null
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
		},
		async stream(name, range) {
			if (!SAFE_NAME.test(name)) return null
			let handle: fs.FileHandle
			try {
				handle = await fs.open(path.join(root, name), 'r')
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
			// The stream owns the handle and closes it when it ends or is destroyed.
			return handle.createReadStream({ start: range?.start, end: range?.end })
		},
		async remove(name) {
			assertSafeName(name)
			await fs.rm(path.join(root, name), { force: true })
		},
		async removeKey(key) {
			assertSafeName(key)
			const dir = path.join(root, path.dirname(key))
			const base = path.basename(key)
			let names: string[]
			try {
				names = await fs.readdir(dir)
			} catch {
				return
			}
			await Promise.all(
				names.filter((n) => isVariantOf(n, base)).map((n) => fs.rm(path.join(dir, n), { force: true })),
			)
		},
	}
}

/**
 * The S3 client for `S3_BUCKET`, from the AWS SDK's standard variables as `env` read them; null
 * when no bucket is set. One per process, shared by both stores.
 */
function bucketClient() {
	if (!env.S3_BUCKET) return null
	return singleton('s3-client', () =>
		createS3Client({
			region: env.AWS_REGION ?? 'us-east-1',
			endpoint: env.AWS_ENDPOINT_URL_S3,
			credentials:
				env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
					? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
					: undefined,
		}),
	)
}

/**
 * The store for `prefix` (`uploads` or `outbox`): the objects `<prefix>/<name>` of `S3_BUCKET` when
 * it is set (ADR 0064), else the local folder `localDir`.
 */
function storeFor(prefix: 'uploads' | 'outbox', localDir: string): FileStore {
	const client = bucketClient()
	return client && env.S3_BUCKET
		? createS3FileStore({ client, bucket: env.S3_BUCKET, prefix: `${prefix}/` })
		: createLocalFileStore(localDir)
}

/**
 * The app's store of uploaded pictures and the hero video: the bucket's `uploads/` when `S3_BUCKET`
 * is set, else the local folder `DATA_DIR/uploads`.
 */
export const fileStore: FileStore = singleton('file-store', () => storeFor('uploads', env.uploadsDir))

/**
 * The app's store of mail files written without an SMTP server: the bucket's `outbox/` when
 * `S3_BUCKET` is set, else the local folder `DATA_DIR/outbox`.
 */
export const mailFileStore: FileStore = singleton('mail-file-store', () => storeFor('outbox', env.outboxDir))
