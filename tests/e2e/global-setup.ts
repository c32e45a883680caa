/** Fails early with a clear message when Debian's Chromium is missing. */
import fs from 'node:fs'

export default function globalSetup() {
	if (!fs.existsSync('/usr/bin/chromium')) {
		throw new Error(
			'Chromium is missing: run `npm test` (it installs Debian’s chromium) or `apt-get install chromium`.',
		)
	}
}
