import type * as ScriptTools from './script-tools.ts'

/**
 * Runs a command-line task with the validated environment and the app's database, printing a clean
 * message (no stack) for configuration errors, and closing the database at the end.
 */
export async function runScript(task: (tools: typeof ScriptTools) => Promise<void>) {
	// What a script creates (a database, a backup) is readable by the server's user only.
	process.umask(0o077)
	try {
		const tools = await import('./script-tools.ts')
		try {
			await task(tools)
		} finally {
			await tools.db.destroy()
		}
	} catch (error) {
		if (error instanceof Error && error.name === 'EnvError') {
			console.error(error.message)
		} else {
			console.error(error)
		}
		process.exit(1)
	}
}
