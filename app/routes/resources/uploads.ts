/**
 * Serves stored images (`/uploads/<key>-<width>.webp`) and the hero video from the file store, the
 * local folder or the bucket alike (ADR 0064). Keys are random, so a file never changes: cached for
 * a year. Unknown or unsafe names answer 404. A `Range: bytes=…` request gets that part (206), as
 * phones' video players ask for (iOS plays no video without it); a range past the end gets 416.
 * The bytes are streamed from the store as the client takes them, never the whole file in memory;
 * a client that goes away stops the read from the store.
 */
import { Readable } from 'node:stream'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { byteRange } from '#app/lib/http/byte-range.ts'
import type { Route } from './+types/uploads'

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' }

export async function loader({ params, request }: Route.LoaderArgs) {
	const name = params['*'] ?? ''
	const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]
	if (!contentType) throw new Response('Not found', { status: 404 })
	const size = await fileStore.size(name)
	if (size === null) throw new Response('Not found', { status: 404 })
	const headers = {
		'Content-Type': contentType,
		'Cache-Control': 'public, max-age=31536000, immutable',
		'Accept-Ranges': 'bytes',
	}
	const range = byteRange(request.headers.get('Range'), size)
	if (range === 'unsatisfiable') {
		return new Response(null, {
			status: 416,
			headers: { ...headers, 'Content-Range': `bytes */${size}` },
		})
	}
	const status = range ? 206 : 200
	const partHeaders = range
		? {
				...headers,
				'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
				'Content-Length': String(range.end - range.start + 1),
			}
		: { ...headers, 'Content-Length': String(size) }
	// HEAD: the headers alone, without opening the file.
	if (request.method === 'HEAD') return new Response(null, { status, headers: partHeaders })
	// An empty file: no range to ask the store for.
	if (size === 0) return new Response(new Uint8Array(0), { status, headers: partHeaders })
	const stream = await fileStore.stream(name, range ?? undefined)
	// Removed between the two reads.
	if (!stream) throw new Response('Not found', { status: 404 })
	// The web stream pulls from the store's as the response is written (backpressure), and
	// destroys it when the client goes away (React Router cancels the body).
	return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
		status,
		headers: partHeaders,
	})
}
