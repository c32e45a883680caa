import { defineConfig } from 'vitest/config'

/**
 * The cluster test (`npm run test:cluster`, docs/testing.md): tests/cluster starts PostgreSQL's
 * database, an S3-compatible server, two production servers of the build and nginx itself, so it
 * runs after `npm run build`, apart from `npx vitest run` (which leaves it out), one file at a time.
 */
export default defineConfig({
	test: {
		include: ['tests/cluster/**/*.test.ts'],
		fileParallelism: false,
		testTimeout: 120_000,
		hookTimeout: 240_000,
	},
})
