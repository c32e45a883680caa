/**
 * The docs say what the code is. Every folder of `app/modules` is in the module table of
 * docs/architecture.md, in README.md's list and in the module hierarchy lint enforces
 * (`scripts/lint/module-hierarchy.mjs`), and the hierarchy names no folder that is gone. Every file
 * or folder path the docs write in backticks (`app/…`, `modules/…`, `tests/…`, `scripts/…`,
 * `bench/…`, `server/…`, `docs/…`; `*` matching any name) exists. ADRs are records of their day and
 * are not checked.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { MODULE_TIERS, MODULES } from './module-hierarchy.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const moduleFolders = fs
	.readdirSync(path.join(root, 'app/modules'), { withFileTypes: true })
	.filter((entry) => entry.isDirectory())
	.map((entry) => entry.name)
	.sort()

/** The docs whose paths must exist: every page of docs/ (not the ADRs), the READMEs. */
const docs = [
	...fs
		.readdirSync(path.join(root, 'docs'))
		.filter((name) => name.endsWith('.md'))
		.map((name) => `docs/${name}`),
	'README.md',
	'bench/README.md',
]

/** True when `pattern` (a path from the repository root; `*` any run of characters but `/`) exists. */
function pathExists(pattern: string): boolean {
	const parts = pattern.split('/').filter(Boolean)
	let found = [root]
	for (const part of parts) {
		const matcher = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)
		found = found.flatMap((dir) =>
			fs.existsSync(dir) && fs.statSync(dir).isDirectory()
				? fs
						.readdirSync(dir)
						.filter((name) => matcher.test(name))
						.map((name) => path.join(dir, name))
				: [],
		)
	}
	return found.length > 0
}

/** The paths `text` writes in backticks, as paths from the repository root (`modules/…` is in `app/`). */
function pathsIn(text: string): string[] {
	const paths: string[] = []
	for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
		if (!quoted || !/^(app|modules|tests|scripts|bench|server|docs)\//.test(quoted)) continue
		if (/[<>{}…]/.test(quoted)) continue
		const file = quoted.replace(/[:#].*$/, '').replace(/[,.]$/, '')
		paths.push(file.startsWith('modules/') ? `app/${file}` : file)
	}
	return paths
}

describe('the docs match the code', () => {
	test('every module folder is in the module hierarchy, and the hierarchy names only module folders', () => {
		expect([...MODULES].sort()).toEqual(moduleFolders)
		expect(new Set(MODULES).size).toBe(MODULES.length)
		expect(MODULE_TIERS.every((tier) => tier.length > 0)).toBe(true)
	})

	test('every module folder is in the module table of docs/architecture.md and in README.md', () => {
		const architecture = read('docs/architecture.md')
		const readme = read('README.md')
		const missing = moduleFolders.filter(
			(name) => !architecture.includes(`| \`${name}\``) || !readme.includes(`\`${name}\``),
		)
		expect(missing, 'module folders missing from the docs').toEqual([])
	})

	test('every path the docs name exists', () => {
		const missing = docs.flatMap((doc) =>
			pathsIn(read(doc))
				.filter((file) => !pathExists(file))
				.map((file) => `${doc}: ${file}`),
		)
		expect(missing).toEqual([])
	})
})
