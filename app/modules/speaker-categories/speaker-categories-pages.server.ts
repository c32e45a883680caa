/**
 * What the speaker category forms need, on the app's own database (docs/architecture.md, "Routes are
 * thin"): the add and update pages, their saves, and their messages ("Failed to fetch categories.
 * Please try again later.", "Server Error" in the Error dialog, the toasts); and the category
 * choices of the speaker forms.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { dialogReplies, submitForm } from '#app/lib/form-submission.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { notFound, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import { findCategory, listCategoryOptions } from './speaker-categories.queries.server.ts'
import { addCategory, renameCategory } from './speaker-category-admin.server.ts'
import { CATEGORIES_FETCH_FAILED, CategorySchema } from './speaker-category.schema.ts'

const MISSING = 'There is no category with that id. It may have been deleted.'

/**
 * The category `idParam` names, for its update page: id, code and title. Throws 404 for no category,
 * 500 with `CATEGORIES_FETCH_FAILED` when it cannot be read.
 */
export function loadCategoryForEdit(idParam: string | undefined) {
	return recordOr404(idParam, (id) => findCategory(db, id), {
		missing: MISSING,
		failure: { message: CATEGORIES_FETCH_FAILED, log: 'Category load failed' },
	})
}

/**
 * Adds a category (its code generated) from the form by `actor`. Answers the form's messages (400;
 * 500 with "Server Error" in the dialog) or a redirect to the categories list with a toast.
 */
export function addCategoryFromForm(actor: Actor, formData: FormData) {
	return submitForm(parseWithZod(formData, { schema: CategorySchema }), dialogReplies, {
		failure: 'Add category failed',
		save: (value) => addCategory(db, actor, value, new Date()),
		answer: (category) => ({
			redirectTo: '/admin/categories',
			toast: {
				type: 'success',
				title: 'Category added',
				description: `${category.title} was added with the code ${category.code}.`,
			},
		}),
	})
}

/**
 * Renames the category `idParam` names from the form by `actor` (its code stays). Throws 404 for no
 * category; answers the form's messages or a redirect to the categories list with a toast.
 */
export function renameCategoryFromForm(actor: Actor, idParam: string | undefined, formData: FormData) {
	const id = recordIdOr404(idParam, MISSING)
	return submitForm(parseWithZod(formData, { schema: CategorySchema }), dialogReplies, {
		failure: 'Update category failed',
		save: (value) => renameCategory(db, actor, id, value, new Date()),
		answer: (result, _reply, value) => {
			if (!result.ok) notFound(MISSING)
			return {
				redirectTo: '/admin/categories',
				toast: {
					type: 'success',
					title: 'Category updated',
					description: `${value.title} (${result.code}) was saved.`,
				},
			}
		},
	})
}

/**
 * The category choices of the speaker forms, by title. The forms work without a category (it is
 * optional): when the categories cannot be read the error is logged and `categoriesError` says why
 * the select is empty.
 */
export async function loadCategoryChoices(): Promise<{
	categories: { id: number; title: string }[]
	categoriesError: string | null
}> {
	try {
		return { categories: await listCategoryOptions(db), categoriesError: null }
	} catch (error) {
		logger.error({ err: error }, 'Speaker categories failed to load')
		return { categories: [], categoriesError: CATEGORIES_FETCH_FAILED }
	}
}
