/**
 * Form fields shared by every form: a visible label, the control, a hint and the field's errors,
 * wired with `aria-describedby` and `aria-invalid` (WCAG 3.3.1).
 */
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { ComponentProps, ReactNode } from 'react'
import { Link } from 'react-router'

const controlClasses =
	'block w-full min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600 disabled:bg-slate-100 disabled:text-slate-500'

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

/** The attributes that tie a control to its hint and errors. */
interface ControlAria {
	'aria-invalid': true | undefined
	'aria-describedby': string | undefined
}

/**
 * A labelled field: the label (with a red asterisk when `required`), the control `children` renders
 * with the `aria-invalid` and `aria-describedby` it must carry, the hint (`{id}-hint`) and the errors
 * (`{id}-error`).
 */
function FieldFrame({
	id,
	label,
	hint,
	errors,
	required,
	className = '',
	children,
}: {
	id: string
	label: ReactNode
	hint?: ReactNode
	errors?: ListOfErrors
	required?: boolean
	className?: string
	children: (aria: ControlAria) => ReactNode
}) {
	const describedBy = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean)
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
			{children({
				'aria-invalid': errors?.length ? true : undefined,
				'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
			})}
			{hint ? (
				<p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
					{hint}
				</p>
			) : null}
			<ErrorList id={`${id}-error`} errors={errors} />
		</div>
	)
}

/** What every field takes besides its control's attributes. */
interface FieldProps {
	label: ReactNode
	hint?: ReactNode
	errors?: ListOfErrors
	className?: string
}

/** Splits React's `key` (which Conform's props carry) from the attributes spread on a control. */
function withoutKey<P extends { id: string }>(props: P): { key: string | undefined; rest: Omit<P, 'key'> } {
	const { key, ...rest } = props as P & { key?: string }
	return { key, rest }
}

/** A labelled `<input>` with its hint and errors; `inputProps` must carry the `id`. */
export function Field({
	inputProps,
	...frame
}: FieldProps & { inputProps: ComponentProps<'input'> & { id: string } }) {
	const { key, rest } = withoutKey(inputProps)
	return (
		<FieldFrame id={rest.id} required={rest.required} {...frame}>
			{(aria) => <input key={key} {...rest} {...aria} className={controlClasses} />}
		</FieldFrame>
	)
}

/**
 * What a select whose choices are made on another screen says while it has none: `message` ("No
 * sponsor tiers yet"), then a link `linkText` ("add one first") to `to`, the screen where they are
 * added.
 */
export interface EmptyChoices {
	message: string
	linkText: string
	to: string
}

/**
 * A select's place while it has no options and `empty` says where they are made: its label, the
 * `empty` message with its link (a plain link: it works without JavaScript and by keyboard) and the
 * field's errors, instead of a select nobody can answer. The message carries the control's id.
 */
function NoChoices({
	id,
	label,
	required,
	errors,
	className = '',
	empty,
}: FieldProps & { id: string; required?: boolean; empty: EmptyChoices }) {
	return (
		<div className={className}>
			<p id={`${id}-label`} className="mb-1 block text-sm font-semibold text-slate-800">
				{label}
				{required ? (
					<span className="text-red-700" aria-hidden="true">
						{' '}
						*
					</span>
				) : null}
			</p>
			<p
				id={id}
				className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-base text-slate-900"
				data-testid="no-choices"
			>
				{empty.message} —{' '}
				<Link to={empty.to} className="text-brand-800 font-semibold underline underline-offset-2">
					{empty.linkText}
				</Link>
			</p>
			<ErrorList id={`${id}-error`} errors={errors} />
		</div>
	)
}

/**
 * A labelled `<select>` of `options` (strings, or values with labels), with an empty first option
 * showing `placeholder` when given. With no options and `empty`, the `NoChoices` message and its
 * link to where the choices are added take the select's place.
 */
export function SelectField({
	selectProps,
	options,
	placeholder,
	empty,
	...frame
}: FieldProps & {
	selectProps: ComponentProps<'select'> & { id: string }
	options: readonly string[] | readonly { value: string; label: string }[]
	placeholder?: string
	empty?: EmptyChoices
}) {
	const { key, rest } = withoutKey(selectProps)
	if (empty && options.length === 0) {
		return <NoChoices id={rest.id} required={rest.required} empty={empty} {...frame} />
	}
	return (
		<FieldFrame id={rest.id} required={rest.required} {...frame}>
			{(aria) => (
				<select key={key} {...rest} {...aria} className={controlClasses}>
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
			)}
		</FieldFrame>
	)
}

/** Input attributes a page may add to a schema form's input (what Conform does not derive). */
type ExtraInputProps = Omit<ComponentProps<'input'>, 'type' | 'id' | 'name' | 'form' | 'defaultValue'>

/**
 * A `Field` for one field of a schema form (`useSchemaForm`): the field's messages and the input
 * Conform derives from the schema (id, name, default value, constraints), of `type` (text unless
 * given), with the page's own attributes (`autoComplete`, `inputMode`, …).
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
	type?: 'text' | 'email' | 'url' | 'tel' | 'password' | 'number' | 'date' | 'time' | 'datetime-local'
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

/**
 * A labelled `<textarea>` for one field of a schema form, with the attributes Conform derives from
 * the schema and the page's own (`rows`, …).
 */
export function SchemaTextarea({
	field,
	label,
	hint,
	className,
	...extra
}: FieldProps & { field: FieldMetadata<unknown> } & Omit<
		ComponentProps<'textarea'>,
		'id' | 'name' | 'form' | 'defaultValue'
	>) {
	const { key, rest } = withoutKey(getTextareaProps(field))
	return (
		<FieldFrame
			id={rest.id}
			required={rest.required}
			label={label}
			hint={hint}
			errors={field.errors}
			className={className}
		>
			{(aria) => <textarea key={key} {...rest} {...extra} {...aria} className={controlClasses} />}
		</FieldFrame>
	)
}

/**
 * A checkbox for one boolean field of a schema form, its `label` beside it and `hint` under it, with
 * the attributes Conform derives (id, name, checked by default when the field's default is true).
 */
export function SchemaCheckbox({
	field,
	label,
	hint,
}: {
	field: FieldMetadata<unknown>
	label: ReactNode
	hint?: ReactNode
}) {
	const { key, ...props } = getInputProps(field, { type: 'checkbox' })
	const hintId = hint ? `${field.id}-hint` : undefined
	const describedBy = [hintId, field.errors?.length ? `${field.id}-error` : undefined]
		.filter(Boolean)
		.join(' ')
	return (
		<div>
			<div className="flex items-start gap-3">
				<input
					key={key}
					{...props}
					aria-invalid={field.errors?.length ? true : undefined}
					aria-describedby={describedBy || undefined}
					className="accent-brand-700 size-5 rounded border-slate-400"
				/>
				<label htmlFor={field.id} className="text-sm font-semibold text-slate-800">
					{label}
				</label>
			</div>
			{hint ? (
				<p id={hintId} className="mt-1 text-sm text-slate-600">
					{hint}
				</p>
			) : null}
			<ErrorList id={`${field.id}-error`} errors={field.errors} />
		</div>
	)
}

/** The texts and layout every field spec may carry. */
interface SpecText {
	label: ReactNode
	hint?: ReactNode
	className?: string
}

/** The input types a schema form's input may have. */
type InputType = NonNullable<Parameters<typeof SchemaInput>[0]['type']>

/**
 * A plain field of a schema form, as data: its texts and its control (an input of `type`, text
 * unless given, unless `control` says textarea, select or checkbox) with that control's own
 * attributes (`rows`, `options`, `autoComplete`, …).
 */
export type FieldSpec =
	| (SpecText & { control?: 'input'; type?: InputType } & ExtraInputProps)
	| (SpecText & { control: 'textarea' } & Omit<
				ComponentProps<'textarea'>,
				'id' | 'name' | 'form' | 'defaultValue'
			>)
	| (SpecText & { control: 'select' } & Omit<Parameters<typeof SchemaSelect>[0], 'field' | keyof SpecText>)
	| { control: 'checkbox'; label: ReactNode; hint?: ReactNode }

/** The specs of some of a form's fields, by the field's name, in the order they are shown. */
export type FieldSpecs<Name extends string = string> = { [N in Name]?: FieldSpec }

/**
 * The fields `specs` names, in its order, each drawn from the form's `fields` (`useSchemaForm`) as
 * `SchemaInput`, `SchemaTextarea`, `SchemaSelect` or `SchemaCheckbox`; no wrapper, so the caller
 * lays them out (a grid, a section).
 */
export function SchemaFields<Name extends string>({
	fields,
	specs,
}: {
	fields: { [N in Name]: FieldMetadata<unknown> }
	specs: FieldSpecs<Name>
}) {
	return (Object.entries(specs) as [Name, FieldSpec][]).map(([name, spec]) => {
		const field = fields[name]
		switch (spec.control) {
			case 'textarea': {
				const { control: _, ...props } = spec
				return <SchemaTextarea key={name} field={field} {...props} />
			}
			case 'select': {
				const { control: _, ...props } = spec
				return <SchemaSelect key={name} field={field} {...props} />
			}
			case 'checkbox':
				return <SchemaCheckbox key={name} field={field} label={spec.label} hint={spec.hint} />
			default: {
				const { control: _, ...props } = spec
				return <SchemaInput key={name} field={field} {...props} />
			}
		}
	})
}
