/**
 * How strong a staff password is: long enough, and not guessable by zxcvbn-ts (common passwords,
 * dictionary words, keyboard patterns, dates, the person's own name or email, the site's words).
 * Every staff password is checked here before it is hashed: add user, update user, `npm run
 * admin:create` and the first Administrator from the environment (ADR 0056).
 *
 * Server only: the dictionaries (about 1 MB) are never sent to a browser. They are loaded, and
 * zxcvbn's matcher built, the first time a password is checked, once per process.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { SITE_NAME } from '#app/lib/seo.ts'
import { singleton } from '#app/lib/singleton.server.ts'

/** Shortest staff password, in characters (NIST SP 800-63B asks for at least 8; ADR 0010). */
export const PASSWORD_MIN_LENGTH = 10

/**
 * The lowest zxcvbn score accepted (0–4). 3 is "safely unguessable: moderate protection from an
 * offline slow-hash scenario", which an argon2id hash is (ADR 0056).
 */
export const PASSWORD_MIN_SCORE = 3

/** Words every staff password is checked against as if they were the person's own: the site's. */
export const SITE_WORDS = [SITE_NAME, 'summit', 'audit', 'auditsummit', 'admin', 'administrator'] as const

/** The message of a too-short password, as the forms say it. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`

/**
 * zxcvbn's matcher with the common and English dictionaries and keyboard graphs, built on first use
 * and kept for the process. Levenshtein matching is off: it made one check take about 400 ms
 * instead of about 20 ms (measured on the two-core build machine) for little gain on top of the
 * dictionaries.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
	return singleton('zxcvbn-factory', async () => {
		const [{ ZxcvbnFactory }, common, en] = await Promise.all([
			import('@zxcvbn-ts/core'),
			import('@zxcvbn-ts/language-common'),
			import('@zxcvbn-ts/language-en'),
		])
		return new ZxcvbnFactory({
			translations: en.translations,
			graphs: common.adjacencyGraphs,
			dictionary: { ...common.dictionary, ...en.dictionary },
		})
	})
}

/**
 * The words of `inputs` a password must not be made of: each input whole, lower-cased, its parts
 * (an email's local part and domain words, a name's words) and its parts run together
 * (`kwamemensah`), with `SITE_WORDS`.
 */
export function penalisedWords(inputs: ReadonlyArray<string | null | undefined>): string[] {
	const words = new Set<string>()
	for (const input of [...SITE_WORDS, ...inputs]) {
		const text = input?.trim().toLowerCase()
		if (!text) continue
		const parts = text.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3)
		words.add(text)
		words.add(parts.join(''))
		for (const part of parts) words.add(part)
	}
	return [...words]
}

/**
 * Why `password` is too weak for a staff account, as one sentence for the password field, or null
 * when it is strong enough. `userInputs` are the person's name, email and anything else a guesser
 * would try first (the site's name): a password made of them scores lower. Too short: "Password
 * must be at least 10 characters". Else below `PASSWORD_MIN_SCORE`: "Choose a stronger password:"
 * followed by zxcvbn's warning and suggestions (e.g. "This is a commonly used password. Add more
 * words that are less common."). Never throws for any string.
 */
export async function passwordWeakness(
	password: string,
	userInputs: ReadonlyArray<string | null | undefined> = [],
): Promise<string | null> {
	if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT
	const result = (await zxcvbn()).check(password, penalisedWords(userInputs))
	if (result.score >= PASSWORD_MIN_SCORE) return null
	const advice = [result.feedback.warning, ...result.feedback.suggestions].filter((line): line is string =>
		Boolean(line),
	)
	return ['Choose a stronger password:', ...(advice.length ? advice : ['it is too easy to guess.'])].join(' ')
}
