/**
 * Browser tests in Debian's Chromium (`npx playwright install` cannot download here). There is no
 * `webServer`: each worker starts its own production server (the build made by `npm run build`)
 * on its own port with a throwaway SQLite database and data folder, in tests/e2e/fixtures.ts. Ports
 * start at E2E_PORT (3311 by default), three per worker.
 */
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/e2e/support/chromium.ts'

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	workers: Number(process.env.E2E_WORKERS ?? 2),
	forbidOnly: !!process.env.CI,
	retries: 0,
	reporter: process.env.CI ? 'list' : [['list']],
	timeout: 30_000,
	use: {
		// Off, in CI too: recording costs about a third of the run on two cores. Ask for one with
		// `--trace on` when a test fails (docs/testing.md).
		trace: 'off',
		launchOptions: chromiumLaunchOptions,
		// The public pages install a service worker (ADR 0036), whose fetches Playwright's request
		// routing and offline mode do not see: it is blocked here, and allowed in the tests about it.
		serviceWorkers: 'block',
	},
	projects: [
		{
			name: 'chromium',
			use: { ...devices['Desktop Chrome'], channel: undefined },
			testIgnore: /crash\.spec\.ts$/,
		},
		// The SIGKILL burst loads every core for half a minute: it runs alone, after the others. In the
		// three full runs where the zxing camera test read nothing for a minute, the burst had just
		// started beside it.
		{
			name: 'crash',
			use: { ...devices['Desktop Chrome'], channel: undefined },
			testMatch: /crash\.spec\.ts$/,
			dependencies: ['chromium'],
		},
	],
	globalSetup: './tests/e2e/global-setup.ts',
})
