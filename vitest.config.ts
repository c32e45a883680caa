import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const TEST_ROOTS = ['app', 'tests', 'scripts', 'bench']

/**
 * The test files (relative paths) that replace a module with `vi.mock`. They run isolated, each with
 * a fresh module registry: in a shared registry the module under test may already hold the real
 * dependency another file imported first. Found by reading the files, so a new one needs no entry.
 */
function filesThatMockModules(): string[] {
	return TEST_ROOTS.flatMap((root) =>
		fs
			.readdirSync(root, { recursive: true, encoding: 'utf8' })
			.filter((file) => file.endsWith('.test.ts'))
			.map((file) => path.join(root, file))
			.filter(
				(file) =>
					!file.startsWith(path.join('tests', 'e2e')) && !file.startsWith(path.join('tests', 'cluster')),
			)
			.filter((file) => fs.readFileSync(file, 'utf8').includes('vi.mock(')),
	)
}

const mocking = filesThatMockModules()

export default defineConfig({
	test: {
		// tests/cluster serves the build with nginx: its own step, `npm run test:cluster` (vitest.cluster.config.ts).
		exclude: ['tests/e2e/**', 'tests/cluster/**', 'node_modules/**'],
		globalSetup: ['tests/setup/global-setup.ts'],
		testTimeout: 20_000,
		// The tests provoke failures on purpose, and the app logs each one: quiet unless asked for
		// (`LOG_LEVEL=error npx vitest run`).
		env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
		hookTimeout: 60_000,
		// Two files at once on the two-core machine (97 s → 52 s side by side against one at a time):
		// every PostgreSQL test block has its own copy of the template (tests/setup/databases.ts), so
		// files never share a database.
		fileParallelism: true,
		maxWorkers: 2,
		projects: [
			{
				extends: true,
				// Files share a worker's module registry: importing the app's modules once per worker
				// instead of once per file (54 s → 39 s side by side). A test file must therefore leave
				// module state as it found it (docs/testing.md).
				test: {
					name: 'shared',
					include: TEST_ROOTS.map((root) => `${root}/**/*.test.ts`),
					exclude: ['tests/e2e/**', 'tests/cluster/**', 'node_modules/**', ...mocking],
					isolate: false,
				},
			},
			{ extends: true, test: { name: 'isolated', include: mocking, isolate: true } },
		],
	},
})
