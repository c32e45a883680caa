/**
 * The Home page texts form (/admin/home-texts): the About section's heading and paragraphs (one
 * textarea, paragraphs separated by a blank line), the participant takeaways (title and text), the
 * event profile (label and value), and the note under the fees about group discounts. The lists'
 * rows are fixed in number on the form (the stored ones and two empty ones), so it works without
 * JavaScript: an empty row is left out, a half-filled one gets a message. Browser-safe.
 */
import { z } from 'zod'

export const HOME_TEXTS_LIMITS = {
	aboutHeading: 160,
	about: 4000,
	takeawayTitle: 120,
	takeawayText: 400,
	profileLabel: 60,
	profileValue: 300,
	groupDiscountNote: 300,
	/** The most rows of either list. */
	rows: 12,
} as const

/** Empty rows a list gets on the form, after its stored ones, for new entries. */
export const SPARE_ROWS = 2

const text = (label: string, max: number) =>
	z.string().trim().max(max, `${label} must be at most ${max} characters`).optional()

/**
 * A list of two-field rows (`first` and `second`, labelled `labels`): empty rows are left out; a row
 * with one field filled gets "<label> is required" on the other.
 */
function rowList<A extends string, B extends string>(
	[first, firstLabel, firstMax]: [A, string, number],
	[second, secondLabel, secondMax]: [B, string, number],
) {
	const row = z.object({ [first]: text(firstLabel, firstMax), [second]: text(secondLabel, secondMax) } as {
		[K in A | B]: z.ZodOptional<z.ZodString>
	})
	return z
		.array(row)
		.max(HOME_TEXTS_LIMITS.rows + SPARE_ROWS)
		.optional()
		.superRefine((rows, ctx) => {
			for (const [index, value] of (rows ?? []).entries()) {
				const values = value as Record<string, string | undefined>
				if (values[first] && !values[second])
					ctx.addIssue({ code: 'custom', path: [index, second], message: `${secondLabel} is required` })
				if (values[second] && !values[first])
					ctx.addIssue({ code: 'custom', path: [index, first], message: `${firstLabel} is required` })
			}
		})
		.transform((rows) =>
			(rows ?? [])
				.map((value) => value as Record<A | B, string | undefined>)
				.filter((value) => value[first] && value[second])
				.map((value) => ({ [first]: value[first]!, [second]: value[second]! }) as Record<A | B, string>),
		)
		.refine((rows) => rows.length <= HOME_TEXTS_LIMITS.rows, `At most ${HOME_TEXTS_LIMITS.rows} rows`)
}

export const HomeTextsSchema = z.object({
	aboutHeading: z
		.string({ error: 'About heading is required' })
		.trim()
		.min(1, 'About heading is required')
		.max(
			HOME_TEXTS_LIMITS.aboutHeading,
			`About heading must be at most ${HOME_TEXTS_LIMITS.aboutHeading} characters`,
		),
	about: text('About the summit', HOME_TEXTS_LIMITS.about),
	takeaways: rowList(
		['title', 'Takeaway title', HOME_TEXTS_LIMITS.takeawayTitle],
		['text', 'Takeaway text', HOME_TEXTS_LIMITS.takeawayText],
	),
	eventProfile: rowList(
		['label', 'Profile label', HOME_TEXTS_LIMITS.profileLabel],
		['value', 'Profile value', HOME_TEXTS_LIMITS.profileValue],
	),
	groupDiscountNote: text('Group discount note', HOME_TEXTS_LIMITS.groupDiscountNote),
	// French (ADR 0059): optional; a blank one shows the English on French pages.
	aboutHeadingFr: text('The French about heading', HOME_TEXTS_LIMITS.aboutHeading),
	aboutFr: text('The French “About the summit”', HOME_TEXTS_LIMITS.about),
	groupDiscountNoteFr: text('The French group discount note', HOME_TEXTS_LIMITS.groupDiscountNote),
})

export type HomeTextsInput = z.infer<typeof HomeTextsSchema>

/** Paragraphs of a text whose paragraphs are separated by blank lines, each trimmed. */
export function paragraphsOf(text: string): string[] {
	return text
		.split(/\r?\n\s*\r?\n/)
		.map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
		.filter(Boolean)
}
