/**
 * The add-category and update-category form (/admin/add-category,
 * /admin/update-category/{categoryId}): Category Title and its French, in a `TitleForm`.
 */
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { TitleForm } from '#app/components/admin/title-form.tsx'
import { CategorySchema } from '../speaker-category.schema.ts'

export function CategoryForm({
	mode,
	id,
	answer,
	defaultTitle,
	defaultTitleFr,
}: {
	mode: 'new' | 'edit'
	id: string
	answer: FormAnswer
	defaultTitle?: string
	/** The saved French title (ADR 0059); null or absent for none. */
	defaultTitleFr?: string | null
}) {
	const adding = mode === 'new'
	return (
		<TitleForm
			spec={{
				schema: CategorySchema,
				label: 'Category Title',
				hint: adding
					? 'For example “Keynote Speakers”. A code such as CAT-KEYNOTE-SPEAKERS is made from it.'
					: undefined,
				intent: adding ? 'add-category' : 'update-category',
			}}
			id={id}
			answer={answer}
			defaultTitle={defaultTitle}
			defaultTitleFr={defaultTitleFr}
			buttons={
				adding
					? {
							submitLabel: 'Add category',
							pendingLabel: 'Adding category...',
							cancel: { to: '/admin/categories' },
						}
					: { submitLabel: 'Update category', cancel: { to: '/admin/categories' } }
			}
		/>
	)
}
