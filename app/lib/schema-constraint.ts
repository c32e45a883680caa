/**
 * The validation attributes of a form's inputs (`required`, `maxLength`, …), read from the form's Zod
 * schema so that a limit is written once, in the schema, and the browser enforces the same one before
 * JavaScript has loaded. Browser-safe.
 */
import { getZodConstraint } from '@conform-to/zod/v4'
import { z } from 'zod'

type Constraints = ReturnType<typeof getZodConstraint>

/**
 * Conform's constraints of `schema`'s fields (`getZodConstraint`), with each text field's `maxLength`
 * taken from its `.max(n)`. Zod 4.6 no longer puts string length checks where Conform 1.21 looks for
 * them, so without this no input would get a `maxLength`. Takes a form's schema (an object schema, or
 * what Conform also reads: a union or intersection of them, whose fields get no `maxLength`); throws
 * Conform's "Unsupported schema" for anything else. Returns a new object keyed by field name.
 */
export function schemaConstraint(schema: z.ZodType): Constraints {
	const constraint = { ...getZodConstraint(schema) }
	if (!(schema instanceof z.ZodObject)) return constraint
	for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
		const maxLength = textMaxLength(field)
		if (maxLength !== null) constraint[name] = { ...constraint[name], maxLength }
	}
	return constraint
}

/** The most characters a text field takes, looking through `.optional()`, `.default()` and `.pipe()`. */
function textMaxLength(schema: z.ZodType): number | null {
	if (schema instanceof z.ZodString) return schema.maxLength
	if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
		return textMaxLength(schema.unwrap() as z.ZodType)
	}
	if (schema instanceof z.ZodPipe) return textMaxLength(schema.in as z.ZodType)
	return null
}
