/**
 * Removing the `.eml` files of mails whose personal data is deleted (a cancelled registration, one
 * removed in the back office, an erased edition) from the mail-file store: the app's `mailFileStore`,
 * which every instance shares, so the files are gone whichever instance wrote them (ADR 0065); and
 * reading one back for the Mail screen's download, whichever instance wrote it.
 */
import type { Handle } from '#app/db/handle.ts'
import { EML_NAME } from '#app/lib/mail/transport.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { findMailFile } from './outbox.queries.server.ts'

/**
 * Removes the files `names` (as `mail_outbox.eml_name` holds them, `mail-12.eml`; any other name is
 * skipped) from `store`, a few at a time. Call it once the rows are deleted. Throws nothing: a file
 * the store could not remove is logged by name (never its content), and the rest are still removed.
 * Returns how many could not be removed.
 */
export async function removeMailFiles(store: FileStore, names: readonly string[]): Promise<number> {
	const files = names.filter((name) => EML_NAME.test(name))
	let failed = 0
	for (let i = 0; i < files.length; i += 20) {
		const results = await Promise.allSettled(files.slice(i, i + 20).map((name) => store.remove(name)))
		for (const [j, result] of results.entries()) {
			if (result.status === 'fulfilled') continue
			failed++
			logger.error({ err: result.reason, file: files[i + j] }, 'Mail file not removed')
		}
	}
	return failed
}

/**
 * The `.eml` file of mail `id` from `store`, for the Mail screen's download: its name and bytes;
 * 'none' when the mail is not there or was not written to a file, 'gone' when its file is not in the
 * store (removed, or the store could not be read: logged).
 */
export async function readMailFile(
	db: Handle,
	store: FileStore,
	id: number,
): Promise<{ name: string; body: Buffer } | 'none' | 'gone'> {
	const name = await findMailFile(db, id)
	if (!name || !EML_NAME.test(name)) return 'none'
	const body = await store.get(name).catch((error: unknown) => {
		logger.error({ err: error, file: name }, 'Mail file not read')
		return null
	})
	return body ? { name, body } : 'gone'
}
