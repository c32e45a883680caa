import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		include: ['app/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
		exclude: ['tests/e2e/**', 'node_modules/**'],
		globalSetup: ['tests/setup/global-setup.ts'],
		testTimeout: 20_000,
		hookTimeout: 60_000,
		fileParallelism: false,
	},
})
