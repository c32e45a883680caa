/**
 * The environment of a child process a test starts (a script, a server): this process's own, with
 * `extra` over it. Tests read `process.env` only under tests/, so app tests call this.
 */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
	return { ...process.env, ...extra }
}
