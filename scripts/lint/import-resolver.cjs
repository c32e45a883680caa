/**
 * ESLint import resolver for this project's `#app/*` and `#tests/*` imports (package.json
 * `imports`), so eslint-plugin-boundaries can tell which layer an import lands in. Relative imports
 * resolve against the importing file; package names resolve to `node_modules` and count as external.
 * Interface: eslint-module-utils resolver, version 2.
 */
const fs = require('node:fs')
const path = require('node:path')

const root = path.resolve(__dirname, '..', '..')
const aliases = { '#app/': path.join(root, 'app'), '#tests/': path.join(root, 'tests') }

exports.interfaceVersion = 2

exports.resolve = function resolve(source, file) {
	let target = null
	for (const [prefix, dir] of Object.entries(aliases)) {
		if (source.startsWith(prefix)) target = path.join(dir, source.slice(prefix.length))
	}
	if (target === null && source.startsWith('.')) target = path.resolve(path.dirname(file), source)
	if (target === null) {
		// A package (or a Node built-in): external to the layers.
		try {
			return { found: true, path: require.resolve(source, { paths: [path.dirname(file)] }) }
		} catch {
			return { found: true, path: null }
		}
	}
	for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
		if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { found: true, path: candidate }
	}
	// Generated route types (`./+types/…`) exist only after `react-router typegen`.
	return { found: false }
}
