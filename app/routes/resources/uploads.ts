/**
 * Serves stored images (`/uploads/<key>-<width>.webp`) and the hero video from the file store. Keys are random, so a
 * file never changes: cached for a year. Unknown or unsafe names answer 404.
 */
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import type { Route } from './+types/uploads'

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' }

export async function loader({ params }: Route.LoaderArgs) {
	const name = params['*'] ?? ''
	const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]
	if (!contentType) throw new Response('Not found', { status: 404 })
	const data = await fileStore.get(name)
	if (!data) throw new Response('Not found', { status: 404 })
	return new Response(new Uint8Array(data), {
		headers: {
			'Content-Type': contentType,
			'Content-Length': String(data.byteLength),
			'Cache-Control': 'public, max-age=31536000, immutable',
		},
	})
}
