/**
 * The add and update partnership package form (/admin/add-package, /admin/update-package/{packageId}):
 * Package Name (required, unique in any case), Short description (optional, shown under the enquiry
 * form's Package select), their French (optional, same limits: ADR 0059; an enquiry still stores the
 * English name) and whether the enquiry form offers it. Browser-safe.
 */
import { z } from 'zod'
import { frenchText, requiredText } from '#app/lib/schema-text.ts'

export const PACKAGE_LIMITS = { title: 60, description: 200 } as const

export const PackageSchema = z.object({
	title: requiredText('Package Name', PACKAGE_LIMITS.title),
	titleFr: frenchText('The French name', PACKAGE_LIMITS.title),
	description: z
		.string()
		.trim()
		.max(
			PACKAGE_LIMITS.description,
			`Short description must be at most ${PACKAGE_LIMITS.description} characters`,
		)
		.optional(),
	descriptionFr: frenchText('The French description', PACKAGE_LIMITS.description),
	active: z.boolean().optional(),
})

export type PackageInput = z.infer<typeof PackageSchema>

/** Columns the packages list can be sorted by (allow-list): the enquiry form's order first. */
export const PACKAGE_SORTS = ['order', 'title'] as const
export type PackageSort = (typeof PACKAGE_SORTS)[number]

/** The packages screens' fetch failure message. */
export const PACKAGES_FETCH_FAILED = 'Failed to fetch packages. Please try again later.'

/** The message under the name field when another package has that name, in any case. */
export const PACKAGE_TITLE_TAKEN = 'Another package already has this name'
