/**
 * "A mail was queued": what a change that wrote an outbox row says after its transaction has
 * committed, so the mail worker of this process starts at once instead of at its next poll (ADR
 * 0034). Only a hint: a worker that misses it (another process) still finds the row when it polls.
 */
import { singleton } from '#app/lib/singleton.server.ts'

type Listener = () => void

// One set per process: the server entry (which runs the worker) and the app bundle (where
// registrations are stored) each load this module.
const listeners = singleton('mail-queued-listeners', () => new Set<Listener>())

/** Tells the listening worker(s) that mail is waiting. */
export function mailQueued(): void {
	for (const listener of listeners) listener()
}

/** Calls `listener` at each `mailQueued()`; returns the function that stops it. */
export function onMailQueued(listener: Listener): () => void {
	listeners.add(listener)
	return () => listeners.delete(listener)
}
