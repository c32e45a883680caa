/**
 * `npm run i18n`: compiles the message catalogs (`messages/<area>/<locale>.json`, listed in
 * `project.inlang/settings.json`) into `app/paraglide/` with Paraglide JS (ADR 0059): one module per
 * message, so a page's bundle holds only the messages it uses, with TypeScript declarations.
 *
 * It compiles into a fresh folder and then copies over only the files that changed, deleting the
 * ones no longer made: a type check or a build reading `app/paraglide/` meanwhile never meets a
 * half-written file, and an unchanged catalog rewrites nothing. Runs after `npm install`, before
 * the build and the tests. Exits 1 when the project cannot be compiled (an unhandled rejection).
 */
import { compile } from '@inlang/paraglide-js'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

const OUT = path.resolve('app/paraglide')

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir) {
	try {
		const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
		return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
	} catch (error) {
		if (error.code === 'ENOENT') return []
		throw error
	}
}

const fresh = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-paraglide-'))
try {
	await compile({
		project: './project.inlang',
		outdir: fresh,
		strategy: ['url', 'baseLocale'],
		emitTsDeclarations: true,
		outputStructure: 'message-modules',
	})
	const made = await filesUnder(fresh)
	let changed = 0
	for (const file of made) {
		const next = await fs.readFile(path.join(fresh, file))
		const target = path.join(OUT, file)
		const current = await fs.readFile(target).catch(() => null)
		if (current && current.equals(next)) continue
		await fs.mkdir(path.dirname(target), { recursive: true })
		await fs.writeFile(`${target}.tmp`, next)
		await fs.rename(`${target}.tmp`, target)
		changed++
	}
	const keep = new Set(made)
	for (const file of await filesUnder(OUT)) if (!keep.has(file)) await fs.rm(path.join(OUT, file))
	if (changed > 0) console.log(`Message catalogs compiled: ${changed} file(s) of app/paraglide/ updated.`)
} finally {
	await fs.rm(fresh, { recursive: true, force: true })
}
// The inlang SDK leaves timers running for half a minute after a compile: nothing is left to do.
process.exit(0)
