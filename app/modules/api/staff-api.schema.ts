/**
 * The staff API's shapes (docs/api-tokens.md, ADR 0062), as Zod schemas: the list queries it reads,
 * the records it answers with, and the check-in body. The same schemas shape the answers and the
 * OpenAPI document (`staff-api.openapi.ts`), so the two cannot drift.
 *
 * Times are ISO-8601 UTC instants with milliseconds (`2027-03-18T08:30:00.123Z`); money is an
 * integer number of pesewas (1 GH₵ = 100 pesewas).
 */
import { z } from 'zod'
import { PAYMENT_STATES } from '#app/modules/payments/money.ts'

/** The most records one page may hold, and how many a page holds when `limit` is not given. */
export const MAX_PAGE_SIZE = 500
export const DEFAULT_PAGE_SIZE = 100

const instant = z.iso.datetime({ offset: true })

/** A list's query: `updated_since`, `limit`, `cursor`, and for registrations `edition` (a year). */
export const StaffListQuerySchema = z.object({
	updated_since: instant.optional().meta({
		description:
			'Only records changed (or removed) at or after this instant (ISO 8601 with a time zone, e.g. 2027-03-01T00:00:00Z).',
		example: '2027-03-01T00:00:00Z',
	}),
	limit: z.coerce
		.number({ error: 'limit must be a whole number from 1 to 500.' })
		.int('limit must be a whole number from 1 to 500.')
		.min(1, 'limit must be a whole number from 1 to 500.')
		.max(MAX_PAGE_SIZE, `limit may be at most ${MAX_PAGE_SIZE}.`)
		.default(DEFAULT_PAGE_SIZE)
		.meta({ description: `Records per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).` }),
	cursor: z.string().max(200, 'cursor is not one this API gave.').optional().meta({
		description: 'The `next_cursor` of the previous page; the other parameters are kept as they were.',
	}),
})

export const RegistrationListQuerySchema = StaffListQuerySchema.extend({
	edition: z.coerce
		.number({ error: 'edition must be a year, e.g. 2027.' })
		.int('edition must be a year, e.g. 2027.')
		.min(2000, 'edition must be a year, e.g. 2027.')
		.max(2100, 'edition must be a year, e.g. 2027.')
		.optional()
		.meta({ description: 'Only registrations of this edition (its year).', example: 2027 }),
})

const timestamps = {
	created_at: z
		.string()
		.meta({ description: 'When it was made (UTC).', example: '2027-02-01T09:15:00.000Z' }),
	updated_at: z.string().meta({
		description: 'When it last changed (UTC, the server’s clock): the sort key of `updated_since`.',
		example: '2027-02-03T11:00:00.000Z',
	}),
}

const contact = {
	full_name: z.string().meta({ example: 'Ama Mensah' }),
	email: z.string().meta({ example: 'ama@volta.example' }),
	phone: z.string().nullable().meta({ description: 'The contact number, when given.' }),
	whatsapp: z.string().meta({ description: 'The WhatsApp number.', example: '+233 24 123 4567' }),
	organisation: z.string().meta({ example: 'Volta Assurance' }),
	position: z.string().meta({ example: 'Chief Audit Executive' }),
	heard_from: z.string().nullable().meta({ description: 'How they heard of the summit, when asked.' }),
	language: z
		.enum(['en', 'fr'])
		.meta({ description: 'The language they registered in; every mail to them is in it.' }),
}

export const PaymentSchema = z
	.object({
		fee_pesewas: z
			.number()
			.int()
			.nullable()
			.meta({ description: 'What the registration owes; null without a fee.' }),
		currency: z.literal('GHS'),
		fee_rule: z.enum(['early-bird', 'regular', 'group-discount']).nullable(),
		paid_pesewas: z.number().int().meta({ description: 'Received less refunded.' }),
		waived_pesewas: z.number().int(),
		refunded_pesewas: z.number().int(),
		balance_pesewas: z
			.number()
			.int()
			.meta({ description: 'Still to pay; negative when more was paid than owed.' }),
		state: z.enum(PAYMENT_STATES as [string, ...string[]]).meta({
			description: 'no-fee, unpaid, part-paid, paid, waived or refunded (docs/payments.md).',
		}),
	})
	.meta({ id: 'StaffPayment', description: 'The fee and what came of it, from the payments ledger.' })

export const RegistrationSchema = z
	.object({
		id: z.number().int().meta({ description: 'Stable; never reused.' }),
		removed: z.literal(false),
		reference: z
			.string()
			.nullable()
			.meta({ description: 'The desk reference printed on the ticket.', example: '7K3Q-9P2D' }),
		edition: z.number().int().meta({ description: 'The edition’s year.', example: 2027 }),
		...contact,
		payment: PaymentSchema,
		group_id: z
			.number()
			.int()
			.nullable()
			.meta({ description: 'The group registration it came with, or null.' }),
		checked_in_at: z.string().nullable(),
		...timestamps,
	})
	.meta({ id: 'StaffRegistration', description: 'A registration for an edition of the summit.' })

export const EnquirySchema = z
	.object({
		id: z.number().int().meta({ description: 'Stable; never reused.' }),
		removed: z.literal(false),
		reference: z.string().meta({ description: 'The reference shown to the enquirer.' }),
		edition: z
			.number()
			.int()
			.nullable()
			.meta({ description: 'The edition’s year; null when none was current.' }),
		package: z.string().meta({ description: 'The partnership package asked about (its English title).' }),
		...contact,
		...timestamps,
	})
	.meta({ id: 'StaffEnquiry', description: 'A partnership (sponsorship) enquiry.' })

export const RemovedRecordSchema = z
	.object({
		id: z.number().int().meta({ description: 'The id the record had.' }),
		removed: z.literal(true),
		edition: z
			.number()
			.int()
			.nullable()
			.meta({ description: 'Its edition’s year, when the edition still exists.' }),
		updated_at: z.string().meta({ description: 'When it was removed (UTC).' }),
	})
	.meta({
		id: 'StaffRemovedRecord',
		description:
			'A registration or enquiry cancelled, deleted or erased: delete your copy. It carries no personal data.',
	})

const page = <T extends z.ZodType>(item: T, id: string) =>
	z
		.object({
			data: z.array(item),
			next_cursor: z
				.string()
				.nullable()
				.meta({ description: 'Pass as `cursor` for the next page; null on the last.' }),
		})
		.meta({ id, description: 'One page, ordered by (updated_at, id).' })

export const RegistrationPageSchema = page(
	z.union([RegistrationSchema, RemovedRecordSchema]),
	'StaffRegistrationPage',
)
export const EnquiryPageSchema = page(z.union([EnquirySchema, RemovedRecordSchema]), 'StaffEnquiryPage')

export const CheckInBodySchema = z
	.object({
		ticket: z
			.string({ error: 'ticket must be the ticket’s link or token, or its desk reference.' })
			.trim()
			.min(1, 'ticket must be the ticket’s link or token, or its desk reference.')
			.max(1000, 'ticket has at most 1000 characters.')
			.meta({
				description:
					'What the scanner read: the ticket’s link or token, or the desk reference printed on it.',
				example: '7K3Q-9P2D',
			}),
	})
	.meta({ id: 'StaffCheckInRequest' })

export const CheckInResultSchema = z
	.object({
		result: z.enum(['checked-in', 'already-checked-in']),
		registration: RegistrationSchema,
	})
	.meta({
		id: 'StaffCheckInResult',
		description:
			'`checked-in` (201) by this call, or `already-checked-in` (200) earlier, with when and by whom.',
	})

export type Registration = z.infer<typeof RegistrationSchema>
export type Enquiry = z.infer<typeof EnquirySchema>
export type RemovedRecord = z.infer<typeof RemovedRecordSchema>
export type StaffListQuery = z.output<typeof StaffListQuerySchema>
export type RegistrationListQuery = z.output<typeof RegistrationListQuerySchema>
