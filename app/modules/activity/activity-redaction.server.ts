/**
 * What a back-office User (not an Administrator) may read of the activity log (docs/privacy.md):
 * the same rows, without other people's e-mail addresses and without any network address — a failed
 * sign-in's e-mail and address are an Administrator's concern.
 */
import { isIP } from 'node:net'
import type { ActivityRow } from './activity.queries.server.ts'

export const HIDDEN_EMAIL = '[e-mail hidden]'
export const HIDDEN_ADDRESS = '[address hidden]'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const LEADING = /^[(<"']+/
const TRAILING = /[.,;:)>"']+$/

/** `text` with each e-mail address but `ownEmail` (any case) and each IP address replaced. */
export function redactText(text: string, ownEmail: string): string {
	return text.replace(/\S+/g, (token) => {
		const leading = LEADING.exec(token)?.[0] ?? ''
		const trailing = TRAILING.exec(token.slice(leading.length))?.[0] ?? ''
		const word = token.slice(leading.length, token.length - trailing.length)
		if (EMAIL.test(word))
			return word.toLowerCase() === ownEmail.toLowerCase() ? token : leading + HIDDEN_EMAIL + trailing
		if (isIP(word) || isIP(word.replace(/^::ffff:/i, ''))) return leading + HIDDEN_ADDRESS + trailing
		return token
	})
}

/** `row` as a User with e-mail `ownEmail` reads it: its user name and description redacted. */
export function redactActivity<Row extends ActivityRow>(row: Row, ownEmail: string): Row {
	return {
		...row,
		username: redactText(row.username, ownEmail),
		description: redactText(row.description, ownEmail),
	}
}
