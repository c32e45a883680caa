/**
 * The layer rules of `eslint.config.js` (docs/architecture.md, ADR 0018), checked by linting small
 * made-up files placed in each layer: an import down the layers passes, one upwards or a route
 * reaching the database fails with the rule's message. The files are never written to disk.
 */
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The layer-rule messages ESLint reports for `code` as if it lived at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath })
	return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

describe('layer rules', () => {
	test('a route may use modules, lib and components, and the database only for its types', async () => {
		const code = [
			"import type { DB } from '#app/db/schema.ts'",
			"import { formatCedis } from '#app/lib/format.ts'",
			"import { listPublicSpeakers } from '#app/modules/speakers/speakers.queries.server.ts'",
			'export const used: [DB | undefined, unknown, unknown] = [undefined, formatCedis, listPublicSpeakers]',
		].join('\n')
		expect(await layerErrors('app/routes/probe.tsx', code)).toEqual([])
	})

	test('a route that opens the database itself is refused', async () => {
		const code = "import { db } from '#app/db/db.server.ts'\nexport const used = db"
		expect(await layerErrors('app/routes/admin/probe.tsx', code)).toEqual([
			'Layer rule: route code may not import db code (docs/architecture.md).',
		])
	})

	test('lib may not import a module, and the database layer may not import lib', async () => {
		const fromLib =
			"import { listPublicSpeakers } from '#app/modules/speakers/speakers.queries.server.ts'\nexport const used = listPublicSpeakers"
		expect(await layerErrors('app/lib/probe.ts', fromLib)).toEqual([
			'Layer rule: lib code may not import module code (docs/architecture.md).',
		])
		const fromDb = "import { formatCedis } from '#app/lib/format.ts'\nexport const used = formatCedis"
		expect(await layerErrors('app/db/probe.ts', fromDb)).toEqual([
			'Layer rule: db code may not import lib code (docs/architecture.md).',
		])
	})

	test('every layer may read the configuration', async () => {
		const code = "import { env } from '#app/lib/env.server.ts'\nexport const used = env"
		expect(await layerErrors('app/db/probe.ts', code)).toEqual([])
	})
})
