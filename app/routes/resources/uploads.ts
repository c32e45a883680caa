/**
 * Serves stored images (`/uploads/<key>-<width>.webp`) and the hero video from the file store. Keys
 * are random, so a file never changes: cached for a year. Unknown or unsafe names answer 404. A
 * `Range: bytes=…` request gets that part (206), as phones' video players ask for (iOS plays no
 * video without it); a range past the end gets 416.
 */
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { byteRange } from '#app/lib/http/byte-range.ts'
import type { Route } from './+types/uploads'

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' }

export async function loader({ params, request }: Route.LoaderArgs) {
	const name = params['*'] ?? ''
	const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]
	if (!contentType) throw new Response('Not found', { status: 404 })
	const data = await fileStore.get(name)
	if (!data) throw new Response('Not found', { status: 404 })
	const headers = {
		'Content-Type': contentType,
		'Cache-Control': 'public, max-age=31536000, immutable',
		'Accept-Ranges': 'bytes',
	}
	const range = byteRange(request.headers.get('Range'), data.byteLength)
	if (range === 'unsatisfiable') {
		return new Response(null, {
			status: 416,
			headers: { ...headers, 'Content-Range': `bytes */${data.byteLength}` },
		})
	}
	if (range) {
		return new Response(new Uint8Array(data.subarray(range.start, range.end + 1)), {
			status: 206,
			headers: {
				...headers,
				'Content-Range': `bytes ${range.start}-${range.end}/${data.byteLength}`,
				'Content-Length': String(range.end - range.start + 1),
			},
		})
	}
	return new Response(new Uint8Array(data), {
		headers: { ...headers, 'Content-Length': String(data.byteLength) },
	})
}
