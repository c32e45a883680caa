/**
 * "Something was queued": what a change that wrote rows for a worker (a mail, a webhook delivery)
 * says after its transaction has committed, so the worker of this process starts at once instead
 * of at its next poll (ADR 0034). Only a hint: a worker that misses it (another process) still
 * finds the rows when it polls.
 */
import { singleton } from '#app/lib/singleton.server.ts'

/** The queues a worker of this process listens on. */
export type SignalledQueue = 'mail' | 'webhooks'

type Listener = () => void

// One set per queue and process: the server entry (which runs the workers) and the app bundle
// (where changes are made) each load this module.
const listeners = singleton(
	'queue-signal-listeners',
	() =>
		new Map<SignalledQueue, Set<Listener>>([
			['mail', new Set()],
			['webhooks', new Set()],
		]),
)

/** Tells the worker(s) listening on `queue` that rows are waiting. */
export function signalQueued(queue: SignalledQueue): void {
	for (const listener of listeners.get(queue) ?? []) listener()
}

/** Calls `listener` at each `signalQueued(queue)`; returns the function that stops it. */
export function onQueued(queue: SignalledQueue, listener: Listener): () => void {
	const set = listeners.get(queue)!
	set.add(listener)
	return () => set.delete(listener)
}
