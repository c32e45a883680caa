/**
 * The post's Content field: its label, hint and errors around the rich-text editor
 * (`rich-text-editor.tsx`), which is fetched only once JavaScript runs in the back office. Until
 * then, and without JavaScript, the field is a plain text area holding the post's HTML (the server
 * reduces it to the blog allow-list on save), so a post can still be written and corrected; what was
 * typed there is where the editor starts.
 */
import { type FieldMetadata, getTextareaProps } from '@conform-to/react'
import { lazy, type ReactNode, Suspense } from 'react'
import { ErrorList } from '#app/components/forms.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'))

const fallbackClasses =
	'block w-full min-h-72 rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600'

export function RichTextField({
	field,
	label,
	hint,
	uploadUrl,
	required = true,
	testId,
}: {
	field: FieldMetadata<string>
	label: ReactNode
	hint: ReactNode
	uploadUrl: string
	/**
	 * Whether the label carries the required mark (a practical page's text, a French text may be
	 * left empty).
	 */
	required?: boolean
	/** The editor's `data-testid` when there are two on the page (default `rich-text-editor`). */
	testId?: string
}) {
	const hydrated = useHydrated()
	const { key, ...textarea } = getTextareaProps(field)
	const invalid = !!field.errors?.length
	const hintId = `${field.id}-hint`
	const describedBy = [hintId, invalid ? `${field.id}-error` : null].filter(Boolean).join(' ')
	const labelId = `${field.id}-label`
	const fallback = (
		<textarea
			key={key}
			{...textarea}
			rows={16}
			aria-invalid={invalid || undefined}
			aria-describedby={describedBy}
			className={fallbackClasses}
		/>
	)
	return (
		<div>
			<label id={labelId} htmlFor={field.id} className="mb-1 block text-sm font-semibold text-slate-800">
				{label}
				{required ? (
					<span className="text-red-700" aria-hidden="true">
						{' '}
						*
					</span>
				) : null}
			</label>
			{hydrated ? (
				<Suspense fallback={fallback}>
					<RichTextEditor
						name={field.name}
						readInitialHtml={() =>
							document.querySelector<HTMLTextAreaElement>(`textarea[id="${field.id}"]`)?.value ??
							String(field.initialValue ?? '')
						}
						labelId={labelId}
						describedBy={describedBy}
						invalid={invalid}
						uploadUrl={uploadUrl}
						testId={testId}
					/>
				</Suspense>
			) : (
				fallback
			)}
			<p id={hintId} className="mt-1 text-sm text-slate-600">
				{hint}
			</p>
			<ErrorList id={`${field.id}-error`} errors={field.errors} />
		</div>
	)
}
