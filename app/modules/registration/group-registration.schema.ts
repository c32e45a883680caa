/**
 * The group registration form (/register/group): one contact registers colleagues of one company,
 * each of whom becomes their own attendee. Browser-safe: the page and the action share it.
 *
 * The contact gives their name, e-mail, WhatsApp number and the company; each colleague row a full
 * name, e-mail, designation/role and WhatsApp number (`colleagues[i].name`, …). A row left wholly
 * empty is skipped, so the page can offer spare rows; a row begun must be complete. A group is
 * `GROUP_SIZE.min` to `GROUP_SIZE.max` colleagues, and no two rows may share an e-mail address.
 * Messages name the row as the page does: "Colleague 3".
 */
import { z } from 'zod'
import { m } from '#app/lib/i18n/messages.ts'
import { GROUP_RULE_LIMITS } from '#app/modules/editions/edition.schema.ts'
import { consentField, LIMITS, RegistrationSchema } from './registration.schema.ts'

/** How many colleagues a group registers: 2 to 50 (the bounds of an edition's group-discount rule). */
export const GROUP_SIZE = { min: GROUP_RULE_LIMITS.minSize, max: GROUP_RULE_LIMITS.maxSize } as const

/** Rows the page shows at first, and how many "Add more rows" adds (at most `GROUP_SIZE.max`). */
export const GROUP_ROWS = { initial: 5, step: 5 } as const

/** A colleague's row as the page numbers it (from 1), in the current language: "Colleague 3". */
export function colleagueLabel(index: number): string {
	return m.forms_colleague_label({ number: index + 1 })
}

/** The fields of a colleague's row (`colleagues[i].name`, …). */
export const COLLEAGUE_FIELDS = ['name', 'email', 'role', 'whatsapp_number'] as const

/** One colleague: the registration's rules for the fields a row has. */
const ColleagueSchema = RegistrationSchema.pick({
	name: true,
	email: true,
	role: true,
	whatsapp_number: true,
} satisfies Record<(typeof COLLEAGUE_FIELDS)[number], true>)

type Colleague = z.infer<typeof ColleagueSchema>

/** A row as posted: every field optional (an empty row is skipped), none longer than its limit. */
const postedRow = z
	.object({
		name: z
			.string()
			.max(LIMITS.name * 4)
			.optional(),
		email: z
			.string()
			.max(LIMITS.email * 4)
			.optional(),
		role: z
			.string()
			.max(LIMITS.text * 4)
			.optional(),
		whatsapp_number: z
			.string()
			.max(LIMITS.phone * 4)
			.optional(),
	})
	.optional()

/** True when a posted colleague row (or a row's value on the page) has nothing typed in it. */
export function isEmptyRow(row: unknown): boolean {
	return (
		typeof row !== 'object' ||
		row === null ||
		Object.values(row).every((value) => typeof value !== 'string' || value.trim() === '')
	)
}

/** Too many colleagues: names the first row past the limit. */
function tooManyColleagues(index: number): string {
	return m.forms_group_too_many({ colleague: colleagueLabel(index), max: GROUP_SIZE.max })
}

/**
 * The colleague rows: each begun row checked with `ColleagueSchema` (messages on the row's fields),
 * an e-mail address used twice refused on its later row, 2–50 begun rows. Output: the begun rows,
 * each with `index`, its place in the form (from 0), for messages about it after the check.
 */
const colleagueRows = z.preprocess(
	(rows) => rows ?? [],
	z.array(postedRow).transform((rows, ctx) => {
		const begun: (Colleague & { index: number })[] = []
		const firstRowOfEmail = new Map<string, number>()
		const issue = (path: PropertyKey[], message: string) =>
			ctx.issues.push({ code: 'custom', input: rows, path, message })
		for (const [index, row] of rows.entries()) {
			if (isEmptyRow(row)) continue
			if (begun.length === GROUP_SIZE.max) {
				issue([], tooManyColleagues(index))
				return z.NEVER
			}
			const parsed = ColleagueSchema.safeParse(row)
			for (const fieldIssue of parsed.error?.issues ?? [])
				issue([index, ...fieldIssue.path], fieldIssue.message)
			const email = ColleagueSchema.shape.email.safeParse(row?.email).data?.toLowerCase()
			const first = email === undefined ? undefined : firstRowOfEmail.get(email)
			if (first !== undefined)
				issue([index, 'email'], m.forms_group_email_twice({ colleague: colleagueLabel(first) }))
			else if (email !== undefined) firstRowOfEmail.set(email, index)
			if (parsed.success) begun.push({ ...parsed.data, index })
			else begun.push({ name: '', email: '', role: '', whatsapp_number: '', index })
		}
		if (begun.length < GROUP_SIZE.min)
			issue([], m.forms_group_too_few({ min: GROUP_SIZE.min, max: GROUP_SIZE.max }))
		return begun
	}),
)

/**
 * The group form: the contact (`name`, `email`, `whatsapp_number`), the colleagues' `company_name`,
 * the `colleagues` rows and the privacy notice's box.
 */
export const GroupRegistrationSchema = z.object({
	...RegistrationSchema.pick({ name: true, email: true, whatsapp_number: true, company_name: true }).shape,
	colleagues: colleagueRows,
	consent: consentField,
})

export type GroupRegistrationInput = z.infer<typeof GroupRegistrationSchema>

/** One person's fee and the group discount, from which the page works out a group's fee (pesewas). */
export interface GroupFeeRule {
	/** One person's fee at this moment (early-bird while it runs, else regular). */
	basePesewas: number
	/** What that fee is: "Regular fee", or "Early-bird fee until …". */
	baseLabel: string
	/** The discount and the size it applies from; null when the edition has none. */
	discount: { minSize: number; percent: number } | null
}
