/**
 * The delete form of the registration lists: a row's Delete and "Delete selected" post
 * `intent=delete` and `ids`, a comma-separated list of row ids. Browser-safe.
 */
import { z } from 'zod'

/** Most rows one request may delete (a page holds at most 30; "All" may hold more). */
export const MAX_DELETE = 1000

export const DeleteRegistrationsSchema = z.object({
	intent: z.literal('delete'),
	ids: z
		.string({ error: 'Select at least one row' })
		.max(20_000)
		.transform((text) => [
			...new Set(
				text
					.split(',')
					.map((part) => part.trim())
					.filter(Boolean)
					.map(Number),
			),
		])
		.pipe(
			z
				.array(z.number().int().positive().max(2_147_483_647), { error: 'Unknown row' })
				.min(1, 'Select at least one row')
				.max(MAX_DELETE, `Select at most ${MAX_DELETE.toLocaleString('en-GB')} rows at a time`),
		),
})

export type DeleteRegistrationsInput = z.infer<typeof DeleteRegistrationsSchema>
