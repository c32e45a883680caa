/**
 * Where a process's CPU went, from a V8 `.cpuprofile` (`node --cpu-prof`). Prints, for the samples
 * between `--from` and `--to` (seconds since the profile started; by default all of them):
 *
 * - the top functions by self time (ms, % of the busy time, and ms per request when `--requests N`
 *   says how many requests the window served);
 * - the top functions by total time (self and callees, each function counted once per stack);
 * - self time by package or file (`node_modules/<package>`, `build/server/index.js`, `node:…`).
 *
 * "Busy" leaves out `(idle)`. `(program)` is native time V8 cannot attribute (the HTTP parser, the
 * event loop), `(garbage collector)` is GC.
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof build/server/main.js   # then load it, then stop it
 *   npx tsx bench/cpu-profile-summary.ts /tmp/prof/CPU.*.cpuprofile [--from 12] [--to 40] [--requests 5000] [--top 30]
 *     [--callers matchRoutesImpl]   # and who called the functions whose label contains this, for how long
 */
import fs from 'node:fs'

interface CallFrame {
	functionName: string
	url: string
	lineNumber: number
	columnNumber: number
}
interface ProfileNode {
	id: number
	callFrame: CallFrame
	children?: number[]
}
interface Profile {
	nodes: ProfileNode[]
	startTime: number
	endTime: number
	samples: number[]
	timeDeltas: number[]
}

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
	const i = args.indexOf(`--${name}`)
	return i === -1 ? undefined : args[i + 1]
}
const file = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'))
if (!file) {
	console.error(
		'Usage: cpu-profile-summary.ts <file.cpuprofile> [--from s] [--to s] [--requests N] [--top N]',
	)
	process.exit(1)
}
const from = Number(option('from') ?? 0) * 1e6
const to = Number(option('to') ?? Infinity) * 1e6
const requests = Number(option('requests') ?? 0)
const top = Number(option('top') ?? 30)
/** With `--callers NAME`: also the callers of the functions whose label contains NAME. */
const callersOf = option('callers')

const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const parent = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)

/** A short place for a frame: the package under node_modules, else the file's last two segments. */
function place(url: string): string {
	if (!url) return '(native)'
	const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
	if (modules) return modules[1]!
	if (url.startsWith('node:')) return url
	return url
		.replace(/^file:\/\//, '')
		.split('/')
		.slice(-3)
		.join('/')
}
const label = (frame: CallFrame) =>
	`${frame.functionName || '(anonymous)'} ${place(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`

const self = new Map<string, number>()
const total = new Map<string, number>()
const byPlace = new Map<string, number>()
const callers = new Map<string, number>()
let busy = 0
let idle = 0
let time = profile.startTime
for (let i = 0; i < profile.samples.length; i++) {
	time += profile.timeDeltas[i]!
	const elapsed = time - profile.startTime
	if (elapsed < from || elapsed > to) continue
	// A sample's weight: the time until the next sample (the last one weighs like the one before).
	const weight = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i]!) / 1000
	const node = byId.get(profile.samples[i]!)!
	if (node.callFrame.functionName === '(idle)') {
		idle += weight
		continue
	}
	busy += weight
	const key = label(node.callFrame)
	self.set(key, (self.get(key) ?? 0) + weight)
	const where = place(node.callFrame.url) || node.callFrame.functionName
	byPlace.set(where, (byPlace.get(where) ?? 0) + weight)
	const seen = new Set<string>()
	for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
		const frame = byId.get(id)!.callFrame
		if (frame.functionName === '(root)') continue
		const name = label(frame)
		if (seen.has(name)) continue
		seen.add(name)
		total.set(name, (total.get(name) ?? 0) + weight)
	}
	if (callersOf) {
		const counted = new Set<string>()
		for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
			if (!label(byId.get(id)!.callFrame).includes(callersOf)) continue
			const up = parent.get(id)
			const caller = up === undefined ? '(none)' : label(byId.get(up)!.callFrame)
			if (counted.has(caller)) continue
			counted.add(caller)
			callers.set(caller, (callers.get(caller) ?? 0) + weight)
		}
	}
}

const perRequest = (ms: number) => (requests ? ` | ${(ms / requests).toFixed(3)}` : '')
function table(title: string, rows: Map<string, number>) {
	console.log(`\n### ${title}\n`)
	console.log(`| function (file:line) | ms | % busy${requests ? ' | ms per request' : ''} |`)
	console.log(`|---|--:|--:|${requests ? '--:|' : ''}`)
	for (const [name, ms] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top)) {
		console.log(
			`| ${name.replace(/\|/g, '\\|')} | ${ms.toFixed(0)} | ${((100 * ms) / busy).toFixed(1)}${perRequest(ms)} |`,
		)
	}
}

console.log(
	`Window: ${(from / 1e6).toFixed(1)}–${Number.isFinite(to) ? (to / 1e6).toFixed(1) : 'end'} s; busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms` +
		(requests ? `; ${requests} requests, ${(busy / requests).toFixed(3)} ms busy per request` : ''),
)
table('Self time by function', self)
table('Total time by function (self and callees)', total)
table('Self time by package or file', byPlace)
if (callersOf) table(`Callers of ${callersOf} (their time in it)`, callers)
