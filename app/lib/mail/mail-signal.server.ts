/**
 * "A mail was queued": what a change that wrote an outbox row says after its transaction has
 * committed, so the mail worker of this process starts at once (`app/lib/queue-signal.server.ts`).
 */
import { onQueued, signalQueued } from '#app/lib/queue-signal.server.ts'

/** Tells the listening worker(s) that mail is waiting. */
export function mailQueued(): void {
	signalQueued('mail')
}

/** Calls `listener` at each `mailQueued()`; returns the function that stops it. */
export function onMailQueued(listener: () => void): () => void {
	return onQueued('mail', listener)
}
