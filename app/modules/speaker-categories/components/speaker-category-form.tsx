/**
 * The add-category and update-category form (/admin/add-category,
 * /admin/update-category/{categoryId}): Category Title. Validated in the browser and again by the
 * action with the same schema; works before JavaScript loads. A save that fails on the server, or a
 * request that cannot reach it, opens the Error dialog.
 */
import { SchemaInput } from '#app/components/forms.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { AdminForm } from '#app/components/admin/admin-form.tsx'
import { useFormDialog } from '#app/components/admin/use-form-dialog.tsx'
import { CategorySchema } from '../speaker-category.schema.ts'
import { useSchemaForm } from '#app/components/use-schema-form.ts'

export function CategoryForm({
	mode,
	id,
	answer,
	defaultTitle,
}: {
	mode: 'new' | 'edit'
	id: string
	/** The last answer (`actionDataParts`): the server's reply, the Error dialog's message. */
	answer: FormAnswer
	defaultTitle?: string
}) {
	const { form, fields, submitting } = useSchemaForm({
		id,
		schema: CategorySchema,
		lastResult: answer.result,
		defaultValue: { title: defaultTitle ?? '' },
	})
	const { dialogElement } = useFormDialog(answer.dialog)
	return (
		<>
			<AdminForm
				form={form}
				intent={mode === 'new' ? 'add-category' : 'update-category'}
				note={null}
				buttons={{
					submitting,
					submitLabel: mode === 'new' ? 'Add category' : 'Update category',
					pendingLabel: mode === 'new' ? 'Adding category...' : 'Saving...',
					cancel: { to: '/admin/categories', label: 'Cancel' },
				}}
				className="max-w-xl space-y-5"
			>
				<SchemaInput
					field={fields.title}
					label="Category Title"
					hint={
						mode === 'new'
							? 'For example “Keynote Speakers”. A code such as CAT-KEYNOTE-SPEAKERS is made from it.'
							: undefined
					}
				/>
			</AdminForm>
			{dialogElement}
		</>
	)
}
