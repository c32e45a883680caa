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
		// One file at a time. Measured with two files at once (each data-layer test creates and drops
		// its own PostgreSQL database): not faster, and two rate limiters of one test database then
		// create their shared `rate_limits` table at the same moment, which PostgreSQL refuses.
		fileParallelism: false,
	},
})
