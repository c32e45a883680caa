import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		include: ['app/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
		exclude: ['tests/e2e/**', 'node_modules/**'],
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
	},
})
