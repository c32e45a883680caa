/**
 * The add-category and update-category form (spec §2 /admin/add-category,
 * /admin/update-category/{categoryId}): Category Title. Validated in the browser and again by the
 * action with the same schema; works before JavaScript loads.
 */
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { ErrorList, Field } from '#app/components/forms.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { CATEGORY_LIMITS, CategorySchema } from '../speaker-category.schema.ts'
import { useSchemaForm } from '#app/components/use-schema-form.ts'

export function CategoryForm({
	mode,
	id,
	lastResult,
	defaultTitle,
}: {
	mode: 'new' | 'edit'
	id: string
	lastResult: SubmissionResult<string[]> | undefined
	defaultTitle?: string
}) {
	const { form, fields, submitting } = useSchemaForm({
		id,
		schema: CategorySchema,
		lastResult: lastResult,
		defaultValue: { title: defaultTitle ?? '' },
	})
	const submitLabel = mode === 'new' ? 'Add category' : 'Update category'
	const pendingLabel = mode === 'new' ? 'Adding category...' : 'Saving...'
	return (
		<Form method="POST" {...getFormProps(form)} className="max-w-xl space-y-5">
			<input type="hidden" name="intent" value={mode === 'new' ? 'add-category' : 'update-category'} />
			{form.errors?.length ? (
				<div
					role="alert"
					className="rounded-md border-l-4 border-red-600 bg-red-50 p-4 text-sm font-medium text-red-900"
				>
					<ErrorList id={form.errorId} errors={form.errors} />
				</div>
			) : null}
			<Field
				label="Category Title"
				hint={
					mode === 'new'
						? 'For example “Keynote Speakers”. A code such as CAT-KEYNOTE-SPEAKERS is made from it.'
						: undefined
				}
				errors={fields.title.errors}
				inputProps={{
					...getInputProps(fields.title, { type: 'text' }),
					autoComplete: 'off',
					maxLength: CATEGORY_LIMITS.title,
				}}
			/>
			<div className="flex flex-col gap-3 sm:flex-row sm:items-center">
				<Button type="submit" disabled={submitting}>
					{submitting ? <Spinner label={pendingLabel} /> : null}
					{submitting ? pendingLabel : submitLabel}
				</Button>
				<Link
					to="/admin/categories"
					className="text-brand-700 inline-flex min-h-11 items-center justify-center rounded-md px-5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
				>
					Cancel
				</Link>
			</div>
		</Form>
	)
}
