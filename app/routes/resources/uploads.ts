/**
 * Serves stored images (`/uploads/<key>-<width>.webp`) and the hero video from the file store, the
 * local folder or the bucket alike, with byte ranges (`storedFileAnswer`, ADR 0064). The production
 * server answers these URLs itself before React Router (server/main.ts); this route answers them
 * under `npm run dev` and in tests of the route. The bytes are streamed from the store as the client
 * takes them, never the whole file in memory; a client that goes away stops the read from the store.
 */
import { Readable } from 'node:stream'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { storedFileAnswer } from '#app/lib/storage/stored-file-answer.server.ts'
import type { Route } from './+types/uploads'

export async function loader({ params, request }: Route.LoaderArgs) {
	const answer = await storedFileAnswer(fileStore, params['*'] ?? '', {
		method: request.method,
		range: request.headers.get('Range'),
	})
	if (answer.status === 404) throw new Response('Not found', answer)
	if (!answer.open) {
		const empty = answer.status === 416 || request.method === 'HEAD' ? null : new Uint8Array(0)
		return new Response(empty, answer)
	}
	const stream = await answer.open()
	// Removed between the two reads.
	if (!stream) throw new Response('Not found', { status: 404 })
	// The web stream pulls from the store's as the response is written (backpressure), and
	// destroys it when the client goes away (React Router cancels the body).
	return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, answer)
}
