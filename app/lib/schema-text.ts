/**
 * Zod pieces the forms' schemas share. Browser-safe.
 */
import { z } from 'zod'

/**
 * A required text field, trimmed: "`label` is required" when empty or missing, and "`label` must be
 * at most `max` characters" (Unicode code points, after trimming) when longer.
 */
export function requiredText(label: string, max: number) {
	return z
		.string({ error: `${label} is required` })
		.trim()
		.min(1, `${label} is required`)
		.max(max, `${label} must be at most ${max} characters`)
}
