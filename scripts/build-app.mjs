/**
 * `npm run build`: the message catalogs (`scripts/i18n-compile.mjs`), React Router's build (client and server bundles), then the production server
 * (`scripts/build-server.mjs`), the installable web app's files (`scripts/build-pwa.mjs`) and the
 * public pages' critical CSS (`scripts/build-critical-css.ts`, which runs the server just built).
 * Exits with the first failure's code.
 *
 * React Router 7.18 starts several Vite 8 compilers with the `envFile` option Vite has renamed, and
 * each prints "The `envFile` option is deprecated…". The option is React Router's, not ours, and
 * changes nothing, so that one line is dropped from the output; every other line passes unchanged.
 */
import { spawn } from 'node:child_process'
import readline from 'node:readline'

const UPSTREAM_NOTICE = '`envFile` option is deprecated'

/** Runs `command` with `args`, copying its output without the upstream notice; resolves its exit code. */
function run(command, args) {
	return new Promise((resolve) => {
		const child = spawn(command, args, {
			stdio: ['inherit', 'pipe', 'pipe'],
			// Piped output is not a terminal: keep the colours when ours is one.
			env: process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1', ...process.env } : process.env,
		})
		const copy = (from, to) =>
			readline.createInterface({ input: from }).on('line', (line) => {
				if (!line.includes(UPSTREAM_NOTICE)) to.write(`${line}\n`)
			})
		copy(child.stdout, process.stdout)
		copy(child.stderr, process.stderr)
		child.on('close', (code) => resolve(code ?? 1))
	})
}

const steps = [
	[process.execPath, ['scripts/i18n-compile.mjs']],
	['npx', ['--no-install', 'react-router', 'build']],
	[process.execPath, ['scripts/build-server.mjs']],
	[process.execPath, ['scripts/build-pwa.mjs']],
	['npx', ['--no-install', 'tsx', 'scripts/build-critical-css.ts']],
]
for (const [command, args] of steps) {
	const code = await run(command, args)
	if (code !== 0) process.exit(code)
}
