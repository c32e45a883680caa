/**
 * CPE hours (continuing professional education; docs/event-days.md): a session earns a number of
 * hours set by staff, stored in hundredths of an hour (1.5 h = 150) so sums are exact. Staff type
 * them as a decimal with at most two places ("1.5", "0.75", "2"); blank means none (breaks, lunch).
 */

/** The most hours one session can earn: a whole day. */
export const MAX_CPE_HOURS = 24

/**
 * Reads staff's text as hundredths of an hour: `''` (after trimming) is null (no CPE); a decimal
 * point or comma with at most two decimals, 0 to `MAX_CPE_HOURS`. Returns `'invalid'` for anything
 * else (letters, three decimals, negative, too many).
 */
export function parseCpeHours(text: string): number | null | 'invalid' {
	const trimmed = text.trim().replace(',', '.')
	if (trimmed === '') return null
	const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(trimmed)
	if (!match) return 'invalid'
	const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
	return hundredths > MAX_CPE_HOURS * 100 ? 'invalid' : hundredths
}

/**
 * Hundredths of an hour as staff and delegates read them: `150` → `"1.5"`, `200` → `"2"`,
 * `75` → `"0.75"`; with `decimalComma` (French) `"1,5"`. Null prints as `''`.
 */
export function formatCpeHours(hundredths: number | null, decimalComma = false): string {
	if (hundredths === null) return ''
	const whole = Math.floor(hundredths / 100)
	const rest = String(hundredths % 100)
		.padStart(2, '0')
		.replace(/0+$/, '')
	const text = rest ? `${whole}.${rest}` : String(whole)
	return decimalComma ? text.replace('.', ',') : text
}

/** The total of several sessions' hours (nulls count as none), in hundredths. */
export function totalCpeHours(sessions: readonly { cpe_hours_hundredths: number | null }[]): number {
	return sessions.reduce((sum, session) => sum + (session.cpe_hours_hundredths ?? 0), 0)
}
