/**
 * The add-category and update-category form (/admin/add-category,
 * /admin/update-category/{categoryId}): Category Title, in a `TitleForm`.
 */
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { TitleForm } from '#app/components/admin/title-form.tsx'
import { CategorySchema } from '../speaker-category.schema.ts'

export function CategoryForm({
	mode,
	id,
	answer,
	defaultTitle,
}: {
	mode: 'new' | 'edit'
	id: string
	answer: FormAnswer
	defaultTitle?: string
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
