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

/**
 * The French twin of a text field (ADR 0059): optional, trimmed, "`label` must be at most `max`
 * characters" when longer (the English field's limit); empty or missing reads as `undefined`, which
 * the modules store as null ("needs translating").
 */
export function frenchText(label: string, max: number) {
	return z
		.string()
		.trim()
		.max(max, `${label} must be at most ${max} characters`)
		.transform((text) => (text ? text : undefined))
		.optional()
}
