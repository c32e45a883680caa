/**
 * Browser tests in Debian's Chromium (`npx playwright install` cannot download here). The server is
 * the production build on its own port with a throwaway SQLite database and data folder.
 */
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3311)
export const e2eDataDir = path.join(os.tmpdir(), `summit-e2e-${port}`)
export const e2eDatabasePath = path.join(e2eDataDir, 'summit.db')
export const e2eAdmin = { email: 'admin@e2e.example', password: 'e2e-admin-password' }
/** A second server on an empty database (no demo content), for empty states. */
export const emptySiteUrl = `http://127.0.0.1:${port + 1}`
export const emptyDataDir = path.join(os.tmpdir(), `summit-e2e-${port + 1}`)
export const emptyDatabasePath = path.join(emptyDataDir, 'summit.db')

/** The empty server allows few form submissions, so the 429 page can be tested there. */
export const emptySiteFormRateLimit = 3

function serverEnv(serverPort: number, dataDir: string, seed: boolean) {
	return {
		NODE_ENV: 'production',
		PORT: String(serverPort),
		HOST: '127.0.0.1',
		DATABASE_URL: '',
		DATABASE_PATH: path.join(dataDir, 'summit.db'),
		DATA_DIR: dataDir,
		SITE_URL: `http://127.0.0.1:${serverPort}`,
		SEED_DEMO_CONTENT: String(seed),
		FORM_RATE_LIMIT: seed ? '1000' : String(emptySiteFormRateLimit),
		ADMIN_EMAIL: e2eAdmin.email,
		ADMIN_PASSWORD: e2eAdmin.password,
	}
}

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: false,
	workers: 1,
	forbidOnly: !!process.env.CI,
	retries: 0,
	reporter: process.env.CI ? 'list' : [['list']],
	timeout: 30_000,
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
	globalSetup: './tests/e2e/global-setup.ts',
	webServer: [
		{
			command: 'node tests/e2e/serve.mjs',
			url: `http://127.0.0.1:${port}/`,
			reuseExistingServer: false,
			timeout: 120_000,
			stdout: 'ignore',
			stderr: 'pipe',
			env: serverEnv(port, e2eDataDir, true),
		},
		{
			command: 'node tests/e2e/serve.mjs',
			url: `${emptySiteUrl}/`,
			reuseExistingServer: false,
			timeout: 120_000,
			stdout: 'ignore',
			stderr: 'pipe',
			env: serverEnv(port + 1, emptyDataDir, false),
		},
	],
})
