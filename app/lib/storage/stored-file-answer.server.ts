/**
 * The answer to a request for a stored file (`/uploads/<name>`), the same from the production
 * server's own handler and from the React Router route (ADR 0064): which status and headers, and how
 * to open the bytes. Keys are random, so a file never changes: cached for a year. Only pictures
 * (`.webp`) and videos (`.mp4`, `.webm`) are served; any other or unsafe name, or a missing file, is
 * 404. A `Range: bytes=…` request gets that part (206), as phones' video players ask for (iOS plays
 * no video without it); a range past the end gets 416.
 */
import type { Readable } from 'node:stream'
import { byteRange } from '#app/lib/http/byte-range.ts'
import type { FileStore } from './file-store-interface.ts'

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' }

/** What to answer: the status, its headers and, for a body, how to open its bytes as a stream. */
export interface StoredFileAnswer {
	status: 200 | 206 | 404 | 416
	headers: Record<string, string>
	/**
	 * Opens the answer's bytes (the whole file or the range), or null when the file went away since
	 * its size was read. Absent for HEAD, an empty file, 404 and 416: nothing to send.
	 */
	open?: () => Promise<Readable | null>
}

const NOT_FOUND: StoredFileAnswer = { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }

/**
 * The answer to `method` (GET or HEAD) for the stored file `name` (the path after `/uploads/`,
 * e.g. `speakers/ab12-320.webp`) with the request's `Range` header (`range`, or null). Reads only
 * the file's size from `store`; the bytes are read when `open` is called. Throws the store's error
 * when it cannot be read (not when the file is missing).
 */
export async function storedFileAnswer(
	store: FileStore,
	name: string,
	{ method, range: rangeHeader }: { method: string; range: string | null },
): Promise<StoredFileAnswer> {
	const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]
	if (!contentType) return NOT_FOUND
	const size = await store.size(name)
	if (size === null) return NOT_FOUND
	const headers = {
		'Content-Type': contentType,
		'Cache-Control': 'public, max-age=31536000, immutable',
		'Accept-Ranges': 'bytes',
	}
	const range = byteRange(rangeHeader, size)
	if (range === 'unsatisfiable') {
		return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } }
	}
	const answer: StoredFileAnswer = range
		? {
				status: 206,
				headers: {
					...headers,
					'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
					'Content-Length': String(range.end - range.start + 1),
				},
			}
		: { status: 200, headers: { ...headers, 'Content-Length': String(size) } }
	// HEAD: the headers alone, without opening the file; an empty file: no range to ask the store for.
	if (method !== 'HEAD' && size > 0) answer.open = () => store.stream(name, range ?? undefined)
	return answer
}
