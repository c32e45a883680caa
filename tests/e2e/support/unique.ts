/**
 * Names unique to one run, so that what a test makes can be told apart from the demo content and
 * from other runs (workers run at once), and removed afterwards by its tag.
 */

/** A short tag unique to one run: the time in base 36 and a random number, e.g. "m8k2x1qz4821". */
export function uniqueTag(): string {
	return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
}

/**
 * One tag (`run`) for a whole spec file, and `unique(label)`, the label followed by it: "Gold Sponsor
 * m8k2x1qz4821". What carries `run` can be deleted after the file with `like '%run%'`.
 */
export function uniqueNames(): { run: string; unique: (label: string) => string } {
	const run = uniqueTag()
	return { run, unique: (label) => `${label} ${run}` }
}

/** A unique email address for one test: `label-<tag>@e2e.example`. */
export function uniqueEmail(label: string): string {
	return `${label}-${uniqueTag()}@e2e.example`
}
