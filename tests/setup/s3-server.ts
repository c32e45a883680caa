/**
 * An S3-compatible server for tests: s3rver, a real HTTP server speaking the S3 protocol (not AWS,
 * which cannot be reached from the test machines, and not a mock), started on a free port of
 * 127.0.0.1 with its data in a new temporary folder and one empty bucket. It runs in a child
 * process (`s3-server-process.mjs`), so it serves whatever the test process is doing, and ends
 * with it.
 *
 * ```ts
 * const s3 = await startS3Server()
 * // the app's S3 store, in this process:
 * const store = createS3FileStore({ client: s3.client(), bucket: s3.bucket, prefix: 'uploads/' })
 * // or a server process using the bucket:
 * spawn(process.execPath, ['build/server/main.js'], { env: { ...process.env, ...s3.env } })
 * await s3.stop()
 * ```
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { createS3Client } from '#app/lib/storage/s3-file-store.server.ts'

/** A running test S3 server. */
export interface TestS3Server {
	/** Its address, `http://127.0.0.1:<port>` (what `AWS_ENDPOINT_URL_S3` is set to). */
	readonly endpoint: string
	/** The bucket created at start, empty. */
	readonly bucket: string
	/**
	 * The variables that make a Summit process store its files in the bucket: `S3_BUCKET`,
	 * `AWS_ENDPOINT_URL_S3`, `AWS_REGION`, `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` (s3rver's
	 * fixed `S3RVER` credentials).
	 */
	readonly env: Readonly<Record<string, string>>
	/** The folder where the server keeps the objects (removed by `stop`). */
	readonly directory: string
	/** The keys of every object in the bucket (`uploads/speakers/ab12-320.webp`…), sorted. */
	keys(): Promise<string[]>
	/** A new S3 client for the server, configured as the app configures its own from `env`. */
	client(): S3Client
	/** Stops the server and removes its folder. */
	stop(): Promise<void>
}

/** Starts an S3-compatible server (s3rver) with one bucket named `bucket` (default `summit-test`). */
export async function startS3Server(bucket = 'summit-test'): Promise<TestS3Server> {
	const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-s3-'))
	const child = spawn(
		process.execPath,
		['--openssl-legacy-provider', path.join(import.meta.dirname, 's3-server-process.mjs'), directory, bucket],
		{ stdio: ['pipe', 'pipe', 'inherit'] },
	)
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	const port = await new Promise<number>((resolve, reject) => {
		const lines = readline.createInterface({ input: child.stdout! })
		lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port))
		child.once('exit', (code) => reject(new Error(`The test S3 server stopped at start (exit ${code})`)))
	})
	const endpoint = `http://127.0.0.1:${port}`
	const env = {
		S3_BUCKET: bucket,
		AWS_ENDPOINT_URL_S3: endpoint,
		AWS_REGION: 'us-east-1',
		AWS_ACCESS_KEY_ID: 'S3RVER',
		AWS_SECRET_ACCESS_KEY: 'S3RVER',
	}
	const clients: S3Client[] = []
	const server: TestS3Server = {
		endpoint,
		bucket,
		env,
		directory,
		async keys() {
			const client = server.client()
			const keys: string[] = []
			let after: string | undefined
			do {
				const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, StartAfter: after }))
				keys.push(...(page.Contents ?? []).map((object) => object.Key!))
				after = page.IsTruncated ? keys.at(-1) : undefined
			} while (after)
			return keys.sort()
		},
		client() {
			const client = createS3Client({
				region: env.AWS_REGION,
				endpoint,
				credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
			})
			clients.push(client)
			return client
		},
		async stop() {
			for (const client of clients.splice(0)) client.destroy()
			child.kill('SIGTERM')
			await exited
			await fs.rm(directory, { recursive: true, force: true })
		},
	}
	return server
}
