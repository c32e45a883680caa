/**
 * Copies the files of a local folder into a file store: what `npm run uploads:to-bucket` does to
 * move an existing `DATA_DIR/uploads` and `DATA_DIR/outbox` into the bucket (ADR 0064).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { type FileStore, SAFE_NAME } from '#app/lib/storage/file-store-interface.ts'

/** What one copy did, each list of stored names sorted. */
export interface CopyReport {
	/** Written to the store. */
	copied: string[]
	/** Already in the store with the same size: left alone. */
	skipped: string[]
	/** Files whose names the stores refuse (`SAFE_NAME`), e.g. a leftover `.tmp`: not copied. */
	refused: string[]
}

/**
 * Puts every file under `dir` into `store` under its relative name (`speakers/ab12-320.webp`),
 * unless the store already has that name with the same size; one file in memory at a time. A
 * missing `dir` copies nothing. `onFile` hears each decision as it is made (for a progress line).
 * Running it again copies nothing new: it is idempotent. Throws what the store throws.
 */
export async function copyFolderToStore(
	dir: string,
	store: FileStore,
	onFile: (name: string, outcome: keyof CopyReport) => void = () => {},
): Promise<CopyReport> {
	const report: CopyReport = { copied: [], skipped: [], refused: [] }
	const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error) => {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
		throw error
	})
	const files = entries
		.filter((entry) => entry.isFile())
		.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
		.sort()
	for (const name of files) {
		let outcome: keyof CopyReport
		if (!SAFE_NAME.test(name)) {
			outcome = 'refused'
		} else {
			const file = path.join(dir, name)
			const { size } = await fs.stat(file)
			if ((await store.size(name)) === size) {
				outcome = 'skipped'
			} else {
				await store.put(name, await fs.readFile(file))
				outcome = 'copied'
			}
		}
		report[outcome].push(name)
		onFile(name, outcome)
	}
	return report
}
