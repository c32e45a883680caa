/**
 * The loop of a background worker that sends what the database queued (the mail worker, the webhook
 * worker; ADR 0034): a pass now, then one every `pollMs`, one at a time (a wake during a pass asks
 * for another right after it), and a clean stop that waits for the pass under way. And the lease
 * renewal of the rows a pass is working on, so no other worker takes them while they are sent.
 */

export interface PollingLoop {
	/** Runs a pass now (or right after the one under way). */
	wake(): void
	/** Runs passes until one handles nothing; resolves with how many were handled. For tests and shutdown. */
	drain(): Promise<number>
	/** Stops polling and waits for the pass under way. */
	stop(): Promise<void>
}

/**
 * Starts polling: calls `pass(isStopped)` now and every `pollMs` after the previous pass ended. A
 * pass resolves with how many rows it handled and should return early once `isStopped()` is true.
 * A pass that throws is reported to `onError` and counts as 0; the loop goes on.
 */
export function startPollingLoop({
	pass,
	pollMs,
	onError,
}: {
	pass: (isStopped: () => boolean) => Promise<number>
	pollMs: number
	onError: (error: unknown) => void
}): PollingLoop {
	let stopped = false
	let running: Promise<number> | null = null
	let again = false
	let timer: NodeJS.Timeout | undefined
	const isStopped = () => stopped

	function run(): Promise<number> {
		if (running) {
			again = true
			return running
		}
		running = pass(isStopped)
			.catch((error: unknown) => {
				onError(error)
				return 0
			})
			.finally(() => {
				running = null
				if (again && !stopped) {
					again = false
					void run()
				}
			})
		return running
	}

	function schedule() {
		if (stopped) return
		timer = setTimeout(() => {
			void run().finally(schedule)
		}, pollMs)
		timer.unref()
	}

	schedule()
	void run()

	return {
		wake: () => {
			if (!stopped) void run()
		},
		async drain() {
			let total = 0
			for (;;) {
				if (running) await running
				const handled = await run()
				total += handled
				if (handled === 0 && !running) return total
			}
		},
		async stop() {
			stopped = true
			clearTimeout(timer)
			while (running) await running
		},
	}
}

/**
 * Runs `work` on every row of `rows` at once, extending the lease of those not finished yet every
 * third of `leaseMs` with `renew(ids)` (a failed renewal goes to `onError`), until all are done.
 */
export async function workUnderLease<Row extends { id: number }>(
	rows: readonly Row[],
	work: (row: Row) => Promise<void>,
	{
		leaseMs,
		renew,
		onError,
	}: { leaseMs: number; renew: (ids: number[]) => Promise<unknown>; onError: (error: unknown) => void },
): Promise<void> {
	const pending = new Set(rows.map((row) => row.id))
	const timer = setInterval(() => {
		renew([...pending]).catch(onError)
	}, leaseMs / 3)
	try {
		await Promise.all(rows.map((row) => work(row).finally(() => pending.delete(row.id))))
	} finally {
		clearInterval(timer)
	}
}
