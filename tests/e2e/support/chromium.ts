/**
 * How this project launches Chromium: Debian's package (`npx playwright install` cannot download
 * here) with the flags that keep it quiet and sandbox-free in a container. Used by the browser tests
 * (playwright.config.ts) and the screenshot script.
 */
import type { LaunchOptions } from '@playwright/test'

export const CHROMIUM_PATH = '/usr/bin/chromium'

export const chromiumLaunchOptions: LaunchOptions = {
	executablePath: CHROMIUM_PATH,
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
}
