/**
 * What a test made, to be removed after it: factories register a removal here, and the e2e
 * `cleanup` fixture runs them once the test has ended, whether it passed or failed.
 */

/** A removal: deletes what a factory or a test made. */
export type CleanupTask = () => unknown

/** Where a factory registers the removal of what it made. */
export interface CleanupRegistry {
	add(task: CleanupTask): void
}

/** Removals of one test, run newest first (what was made last may depend on what came before). */
export class Cleanups implements CleanupRegistry {
	#tasks: CleanupTask[] = []

	/** Registers `task` to run at `run()`. */
	add(task: CleanupTask): void {
		this.#tasks.push(task)
	}

	/**
	 * Runs every registered task, newest first, each once, even when one fails. Throws the error of
	 * a failed task (an AggregateError when several failed).
	 */
	async run(): Promise<void> {
		const errors: unknown[] = []
		while (this.#tasks.length > 0) {
			const task = this.#tasks.pop()!
			try {
				await task()
			} catch (error) {
				errors.push(error)
			}
		}
		if (errors.length === 1) throw errors[0]
		if (errors.length > 1) throw new AggregateError(errors, `${errors.length} cleanups failed`)
	}
}
