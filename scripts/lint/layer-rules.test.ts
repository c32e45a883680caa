/**
 * The layer rules of `eslint.config.js` (docs/architecture.md, ADR 0018), checked by linting small
 * made-up files placed in each layer: an import down the layers passes, one upwards or a route
 * reaching the database fails with the rule's message. The files are never written to disk.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The layer-rule messages ESLint reports for `code` as if it lived at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath })
	return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

/** The rule ids ESLint reports for the file at `filePath`, as it is on disk. */
async function ruleIds(filePath: string): Promise<string[]> {
	const [result] = await eslint.lintFiles([filePath])
	return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
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
			'Layer rule: lib code may not import module:speakers code (docs/architecture.md).',
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

	test('a module may import a module of a lower tier, never one beside or above it', async () => {
		const down =
			"import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'\nexport const used = recordActivity"
		expect(await layerErrors('app/modules/dashboard/probe.ts', down)).toEqual([])
		const up =
			"import { loadDashboard } from '#app/modules/dashboard/dashboard-pages.server.ts'\nexport const used = loadDashboard"
		expect(await layerErrors('app/modules/activity/probe.ts', up)).toEqual([
			'Module rule: module:activity may import only modules of the tiers below its own, so never module:dashboard (the module hierarchy, docs/architecture.md).',
		])
		const beside =
			"import { x } from '#app/modules/attendees/attendees.queries.server.ts'\nexport const used = x"
		expect(await layerErrors('app/modules/agenda/probe.ts', beside)).toEqual([
			'Module rule: module:agenda may import only modules of the tiers below its own, so never module:attendees (the module hierarchy, docs/architecture.md).',
		])
	})

	test('two files that import each other fail as a file loop', async () => {
		// Written to disk for the moment of the test: the loop rule reads the imported file.
		const dir = fs.mkdtempSync(path.join(process.cwd(), 'app/lib/loop-probe-'))
		try {
			fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts'\nexport const a = () => b\n")
			fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts'\nexport const b = () => a\n")
			expect(await ruleIds(path.join(dir, 'a.ts'))).toContain('import-x/no-cycle')
			fs.writeFileSync(path.join(dir, 'b.ts'), 'export const b = () => 1\n')
			expect(await ruleIds(path.join(dir, 'a.ts'))).not.toContain('import-x/no-cycle')
		} finally {
			fs.rmSync(dir, { recursive: true, force: true })
		}
	})

	test('a database statement outside a *.queries.server.ts file is refused', async () => {
		const code = [
			"import type { Handle } from '#app/db/handle.ts'",
			"export const read = (db: Handle) => db.selectFrom('speakers').selectAll().execute()",
		].join('\n')
		const messages = async (filePath: string) => {
			const [result] = await eslint.lintText(code, { filePath })
			return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
		}
		expect(await messages('app/modules/speakers/probe-admin.server.ts')).toEqual([
			'Database statements live in query functions in a *.queries.server.ts file (docs/architecture.md, "Data access").',
		])
		expect(await messages('app/modules/speakers/probe.queries.server.ts')).toEqual([])
	})

	test('a transaction opened without writeTransaction is refused, in the app, its query files and the scripts', async () => {
		const code = [
			"import type { Database } from '#app/db/handle.ts'",
			'export const write = (db: Database) => db.transaction().execute(async () => 1)',
			'export const controlled = (db: Database) => db.startTransaction().execute()',
		].join('\n')
		const messages = async (filePath: string) => {
			const [result] = await eslint.lintText(code, { filePath })
			return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
		}
		const refusal =
			'Open a transaction with writeTransaction (app/db/transaction.ts): on SQLite it takes the write lock first, so a transaction that reads then writes never meets "database is locked" (ADR 0049).'
		for (const file of [
			'app/modules/speakers/probe-admin.server.ts',
			'app/modules/speakers/probe.queries.server.ts',
			'app/demo/probe.server.ts',
			'app/db/probe.ts',
			'scripts/probe.ts',
			'server/probe.ts',
		])
			expect({ file, messages: await messages(file) }).toEqual({ file, messages: [refusal, refusal] })
		expect(await messages('app/db/transaction.ts')).toEqual([])
	})
})
