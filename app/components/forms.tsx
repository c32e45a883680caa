/**
 * Form fields shared by every form: a visible label, the control, a hint and the field's errors,
 * wired with `aria-describedby` and `aria-invalid` (WCAG 3.3.1).
 */
import { type FieldMetadata, getInputProps, getSelectProps } from '@conform-to/react'
import type { ComponentProps, ReactNode } from 'react'

const controlClasses =
	'block w-full min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600'

export type ListOfErrors = Array<string | null | undefined> | null | undefined

/** Error messages under a field; the `id` is what the control's `aria-describedby` points to. */
export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
	const messages = errors?.filter(Boolean)
	if (!messages?.length) return null
	return (
		<ul id={id} className="mt-1 space-y-0.5 text-sm font-medium text-red-700">
			{messages.map((e) => (
				<li key={e}>{e}</li>
			))}
		</ul>
	)
}

interface FieldFrameProps {
	id: string
	label: ReactNode
	hint?: ReactNode
	errors?: ListOfErrors
	required?: boolean
	children: ReactNode
	className?: string
}

function FieldFrame({ id, label, hint, errors, required, children, className = '' }: FieldFrameProps) {
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
				{label}
				{required ? (
					<span className="text-red-700" aria-hidden="true">
						{' '}
						*
					</span>
				) : null}
			</label>
			{children}
			{hint ? (
				<p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
					{hint}
				</p>
			) : null}
			<ErrorList id={`${id}-error`} errors={errors} />
		</div>
	)
}

function describedBy(id: string, hint: unknown, errors: ListOfErrors) {
	const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean)
	return ids.length ? ids.join(' ') : undefined
}

export function Field({
	label,
	hint,
	errors,
	inputProps,
	className,
}: {
	label: ReactNode
	hint?: ReactNode
	errors?: ListOfErrors
	inputProps: ComponentProps<'input'> & { id: string }
	className?: string
}) {
	const { key, ...props } = inputProps as typeof inputProps & { key?: string }
	return (
		<FieldFrame
			id={props.id}
			label={label}
			hint={hint}
			errors={errors}
			required={props.required}
			className={className}
		>
			<input
				key={key}
				{...props}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={describedBy(props.id, hint, errors)}
				className={controlClasses}
			/>
		</FieldFrame>
	)
}

export function SelectField({
	label,
	hint,
	errors,
	selectProps,
	options,
	placeholder,
	className,
}: {
	label: ReactNode
	hint?: ReactNode
	errors?: ListOfErrors
	selectProps: ComponentProps<'select'> & { id: string }
	options: readonly string[] | readonly { value: string; label: string }[]
	placeholder?: string
	className?: string
}) {
	const { key, ...props } = selectProps as typeof selectProps & { key?: string }
	return (
		<FieldFrame
			id={props.id}
			label={label}
			hint={hint}
			errors={errors}
			required={props.required}
			className={className}
		>
			<select
				key={key}
				{...props}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={describedBy(props.id, hint, errors)}
				className={controlClasses}
			>
				{placeholder !== undefined ? <option value="">{placeholder}</option> : null}
				{options.map((o) => {
					const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o
					return (
						<option key={value} value={value}>
							{text}
						</option>
					)
				})}
			</select>
		</FieldFrame>
	)
}

/** Input attributes a page may add to a schema form's input (what Conform does not derive). */
type ExtraInputProps = Omit<ComponentProps<'input'>, 'type' | 'id' | 'name' | 'form' | 'defaultValue'>

/**
 * A `Field` for one field of a schema form (`useSchemaForm`): the field's messages and the input
 * Conform derives from the schema (id, name, default value, constraints), of `type` (text unless
 * given), with the page's own attributes (`maxLength`, `autoComplete`, …).
 */
export function SchemaInput({
	field,
	type = 'text',
	label,
	hint,
	className,
	...extra
}: {
	field: FieldMetadata<unknown>
	type?: 'text' | 'email' | 'url' | 'tel' | 'password' | 'number' | 'date' | 'time'
	label: ReactNode
	hint?: ReactNode
	className?: string
} & ExtraInputProps) {
	return (
		<Field
			className={className}
			label={label}
			hint={hint}
			errors={field.errors}
			inputProps={{ ...getInputProps(field, { type }), ...extra }}
		/>
	)
}

/**
 * A `SelectField` for one field of a schema form: the field's messages and the select Conform
 * derives from the schema, with `options`, the empty first option's `placeholder`, and `disabled`.
 */
export function SchemaSelect({
	field,
	disabled,
	...rest
}: {
	field: FieldMetadata<unknown>
	disabled?: boolean
} & Omit<Parameters<typeof SelectField>[0], 'errors' | 'selectProps'>) {
	return <SelectField {...rest} errors={field.errors} selectProps={{ ...getSelectProps(field), disabled }} />
}
