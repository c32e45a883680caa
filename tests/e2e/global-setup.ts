/** Fails early with a clear message when Debian's Chromium is missing. */
import fs from 'node:fs'
import { CHROMIUM_PATH } from './support/chromium.ts'

export default function globalSetup() {
	if (!fs.existsSync(CHROMIUM_PATH)) {
		throw new Error(
			'Chromium is missing: run `npm test` (it installs Debian’s chromium) or `apt-get install chromium`.',
		)
	}
}
