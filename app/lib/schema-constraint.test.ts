/**
 * `schemaConstraint`: the attributes a form's inputs get from its schema. Every form's own limits are
 * checked field by field in field-limits.test.ts; this file covers the shapes a field can take.
 */
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { schemaConstraint } from './schema-constraint.ts'

describe('schemaConstraint', () => {
	test('a text field gets its .max as maxLength, through trim, refine, optional, default and pipe', () => {
		const schema = z.object({
			plain: z.string().trim().min(1).max(10),
			refined: z
				.string()
				.max(11)
				.refine((value) => value !== 'x'),
			optional: z.string().max(12).optional(),
			defaulted: z.string().max(13).default(''),
			piped: z.string().trim().max(14).pipe(z.email()),
		})
		const constraint = schemaConstraint(schema)
		expect(Object.fromEntries(Object.entries(constraint).map(([name, c]) => [name, c.maxLength]))).toEqual({
			plain: 10,
			refined: 11,
			optional: 12,
			defaulted: 13,
			piped: 14,
		})
		expect(constraint.plain?.required).toBe(true)
		expect(constraint.optional?.required).toBe(false)
	})

	test('fields without a length limit get no maxLength', () => {
		const constraint = schemaConstraint(
			z.object({ text: z.string(), count: z.coerce.number().max(5), choice: z.enum(['a', 'b']) }),
		)
		expect(constraint.text?.maxLength).toBeUndefined()
		expect(constraint.count?.maxLength).toBeUndefined()
		expect(constraint.choice?.maxLength).toBeUndefined()
	})
})
