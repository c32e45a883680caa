/**
 * `npm run uploads:to-bucket` run as an operator runs it, on a data folder of a single-machine
 * install, into a bucket on s3rver (an S3-compatible server the test starts on 127.0.0.1, not AWS,
 * which cannot be reached from here).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createS3FileStore } from '#app/lib/storage/s3-file-store.server.ts'
import { startS3Server, type TestS3Server } from '#tests/setup/s3-server.ts'

const run = promisify(execFile)

let s3: TestS3Server
let dir: string
beforeAll(async () => {
	s3 = await startS3Server()
	dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-to-bucket-'))
	const files: Record<string, string> = {
		'uploads/speakers/ab12-320.webp': 'speaker picture',
		'uploads/speakers/ab12-640.webp': 'speaker picture, larger',
		'uploads/site/hero9.mp4': 'x'.repeat(100_000),
		'uploads/site/hero9.mp4.123.456.tmp': 'a write cut short',
		'outbox/2026-11-27-abc.eml': 'Subject: Your ticket',
	}
	for (const [name, text] of Object.entries(files)) {
		await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true })
		await fs.writeFile(path.join(dir, name), text)
	}
})
afterAll(async () => {
	await s3?.stop()
	await fs.rm(dir, { recursive: true, force: true })
})

/** Runs the command with `env` added; its exit code and what it printed. */
async function uploadsToBucket(env: Record<string, string>) {
	try {
		const { stdout, stderr } = await run(
			process.execPath,
			['--import', 'tsx', 'scripts/uploads-to-bucket.ts'],
			{
				env: {
					...process.env,
					NODE_ENV: 'test',
					DATABASE_URL: '',
					DATABASE_PATH: path.join(dir, 'summit.db'),
					DATA_DIR: dir,
					AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
					...env,
				},
			},
		)
		return { code: 0, stdout, stderr }
	} catch (error) {
		const failed = error as { code: number; stdout: string; stderr: string }
		return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
	}
}

describe('npm run uploads:to-bucket', () => {
	test('refuses without S3_BUCKET, saying what to set', { timeout: 60_000 }, async () => {
		const result = await uploadsToBucket({ S3_BUCKET: '' })
		expect(result.code).toBe(1)
		expect(result.stderr).toMatch(/S3_BUCKET is not set/)
	})

	test('copies uploads and mail files once; a second run skips them', { timeout: 60_000 }, async () => {
		const first = await uploadsToBucket(s3.env)
		expect(first.stderr).toBe('')
		expect(first.code).toBe(0)
		expect(first.stdout).toMatch(/copied +speakers\/ab12-320\.webp/)
		expect(first.stdout).toMatch(/copied +2026-11-27-abc\.eml/)
		expect(first.stdout).toMatch(/refused +site\/hero9\.mp4\.123\.456\.tmp/)
		expect(first.stdout).toMatch(/uploads: 3 copied, 0 already there, 1 left out/)
		expect(first.stdout).toMatch(/mail files: 1 copied, 0 already there, 0 left out/)

		const uploads = createS3FileStore({ client: s3.client(), bucket: s3.bucket, prefix: 'uploads/' })
		const outbox = createS3FileStore({ client: s3.client(), bucket: s3.bucket, prefix: 'outbox/' })
		expect((await uploads.get('speakers/ab12-640.webp'))?.toString()).toBe('speaker picture, larger')
		expect(await uploads.size('site/hero9.mp4')).toBe(100_000)
		expect((await outbox.get('2026-11-27-abc.eml'))?.toString()).toBe('Subject: Your ticket')

		// A file changed since (another size) is copied again; the rest are left alone.
		await fs.writeFile(path.join(dir, 'uploads/speakers/ab12-320.webp'), 'speaker picture, replaced')
		const second = await uploadsToBucket(s3.env)
		expect(second.code).toBe(0)
		expect(second.stdout).toMatch(/uploads: 1 copied, 2 already there, 1 left out/)
		expect(second.stdout).toMatch(/mail files: 0 copied, 1 already there, 0 left out/)
		expect((await uploads.get('speakers/ab12-320.webp'))?.toString()).toBe('speaker picture, replaced')
	})
})
