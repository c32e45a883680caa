/**
 * The erasure form (/admin/erase-personal-data): the past edition, and its year typed again to
 * confirm (docs/privacy.md). Browser-safe.
 */
import { z } from 'zod'

export const EraseEditionSchema = z.object({
	editionId: z.coerce.number({ error: 'Choose an edition' }).int().positive('Choose an edition'),
	confirmYear: z
		.string({ error: 'Type the edition’s year to confirm' })
		.trim()
		.regex(/^\d{4}$/, 'Type the edition’s year (four digits) to confirm'),
})

export type EraseEditionInput = z.infer<typeof EraseEditionSchema>
