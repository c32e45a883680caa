/**
 * `npm run uploads:to-bucket`: copies the files of a single-machine install into the bucket named by
 * `S3_BUCKET` (ADR 0064): `DATA_DIR/uploads` to `uploads/…` and `DATA_DIR/outbox` (mail files) to
 * `outbox/…`. A file already in the bucket with the same size is skipped, so it can run again (after
 * an interruption, or once more just before switching over). The local files are left in place.
 * Refuses to run without `S3_BUCKET`.
 */
import { copyFolderToStore } from '#app/lib/storage/copy-to-store.server.ts'
import { runScript } from './run-script.ts'

await runScript(async ({ env, fileStore, mailFileStore }) => {
	if (!env.S3_BUCKET) {
		console.error(
			'S3_BUCKET is not set: there is no bucket to copy into. Set S3_BUCKET, AWS_REGION, the keys ' +
				'(AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) and, for a store that is not AWS, AWS_ENDPOINT_URL_S3, ' +
				'as the servers will have them (docs/deployment.md), then run this again.',
		)
		process.exitCode = 1
		return
	}
	for (const [label, dir, store, prefix] of [
		['uploads', env.uploadsDir, fileStore, 'uploads/'],
		['mail files', env.outboxDir, mailFileStore, 'outbox/'],
	] as const) {
		console.log(`Copying ${label} from ${dir} to s3://${env.S3_BUCKET}/${prefix}`)
		const report = await copyFolderToStore(dir, store, (name, outcome) => {
			if (outcome === 'copied') console.log(`  copied   ${name}`)
			else if (outcome === 'skipped') console.log(`  skipped  ${name} (already there, same size)`)
			else console.log(`  refused  ${name} (not a stored file's name: left out)`)
		})
		console.log(
			`  ${label}: ${report.copied.length} copied, ${report.skipped.length} already there, ${report.refused.length} left out`,
		)
	}
})
