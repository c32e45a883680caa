/**
 * A back-office form without an upload (event data, agenda session, speaker category, user): posted
 * as a plain POST with its `intent`, the message box of its own errors at the top (`FormAlert`), the
 * note on required fields, the fields, then the buttons. Image forms use `ImageForm` instead.
 * `AdminSchemaForm` is the one to write: it holds the schema form (`useAdminSchemaForm`) and hands
 * its fields to its children; `AdminForm` is the frame alone, for a form that holds its own.
 *
 * Back-office forms describe someone else (a speaker, a session, another staff member), so the
 * browser must not fill in the signed-in person's own details: both forms turn autocomplete off,
 * and a field that wants a token (a new password) sets its own.
 */
import { type DefaultValue, type FormMetadata, getFormProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import type { z } from 'zod'
import { type SchemaFormFields, useSchemaForm } from '#app/components/use-schema-form.ts'
import { type FormAnswer, FormAlert } from './form-alert.tsx'
import { FormButtons, type FormButtonsProps } from './form-buttons.tsx'

/** What a form's values may be: Conform's own bound for a form's shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Conform declares it
export type FormShape = Record<string, any>

/** What the note above the fields says unless a form gives its own. */
export const REQUIRED_NOTE = (
	<>
		Fields marked <span className="text-red-700">*</span> are required.
	</>
)

/**
 * The form around `children`. `answer` (the route's `actionDataParts`) adds its network failure and
 * the silent-failure message to the box, for forms whose route has a `clientAction`; without it the
 * box shows the form's own errors only. `note` replaces the required-fields note; `null` drops it.
 */
export function AdminForm<Shape extends FormShape>({
	form,
	intent,
	answer,
	note = REQUIRED_NOTE,
	buttons,
	className,
	children,
}: {
	/** The form `useSchemaForm` returns: its props, its own errors and their id. */
	form: FormMetadata<Shape, string[]>
	/** The `intent` the action dispatches on, e.g. "add-user". */
	intent: string
	answer?: FormAnswer
	note?: ReactNode
	buttons: FormButtonsProps
	className: string
	children: ReactNode
}) {
	// A stale answer never shows over a new submission.
	const shown = useNavigation().state === 'idle' ? answer : undefined
	return (
		<Form method="POST" autoComplete="off" {...getFormProps(form)} className={className}>
			<input type="hidden" name="intent" value={intent} />
			<FormAlert
				id={form.errorId}
				formErrors={form.errors}
				networkError={shown?.networkError}
				lastResult={shown?.result}
			/>
			{note === null ? null : <p className="text-sm text-slate-600">{note}</p>}
			{children}
			<FormButtons {...buttons} />
		</Form>
	)
}

/** A form's Zod schema, as `useSchemaForm` takes it. */
export type FormSchema = z.ZodType<FormShape, FormShape>

/**
 * What a back-office form of `schema` takes from its page: its `id`, the last `answer`
 * (`actionDataParts`) and the `defaultValue`s. `Shape` is the form's values, the schema's input
 * unless given.
 */
export interface SchemaFormInput<Schema extends FormSchema, Shape extends FormShape = z.input<Schema>> {
	id: string
	schema: Schema
	answer: FormAnswer
	defaultValue?: DefaultValue<Shape>
}

/** `useSchemaForm` of a back-office form's `input`, with the answer's reply as its last result. */
export function useAdminSchemaForm<Schema extends FormSchema, Shape extends FormShape = z.input<Schema>>({
	id,
	schema,
	answer,
	defaultValue,
}: SchemaFormInput<Schema, Shape>) {
	return useSchemaForm<Schema, Shape>({ id, schema, lastResult: answer.result, defaultValue })
}

/** The fields of a schema form, as its `children` function receives them. */
export type SchemaFormChildren<Schema extends FormSchema, Shape extends FormShape> = (
	fields: SchemaFormFields<Schema, Shape>,
) => ReactNode

/**
 * The `AdminForm` of a schema form (`useAdminSchemaForm`), its fields drawn by `children` from the
 * form's fields.
 */
export function AdminSchemaForm<Schema extends FormSchema, Shape extends FormShape = z.input<Schema>>({
	id,
	schema,
	defaultValue,
	children,
	...frame
}: SchemaFormInput<Schema, Shape> &
	Omit<Parameters<typeof AdminForm<Shape>>[0], 'form' | 'answer' | 'children'> & {
		children: SchemaFormChildren<Schema, Shape>
	}) {
	const { form, fields } = useAdminSchemaForm<Schema, Shape>({
		id,
		schema,
		answer: frame.answer,
		defaultValue,
	})
	return (
		<AdminForm form={form} {...frame}>
			{children(fields)}
		</AdminForm>
	)
}

/**
 * A titled group of an admin form's fields: a framed `<fieldset>` with its `legend`, an optional
 * `note` under it, and the fields (`children`) spaced one under the other.
 */
export function FormSection({
	legend,
	note,
	children,
}: {
	legend: string
	note?: ReactNode
	children: ReactNode
}) {
	return (
		<fieldset className="space-y-5 rounded-lg p-4 ring-1 ring-slate-200 sm:p-5">
			<legend className="text-brand-900 px-1 text-base font-bold">{legend}</legend>
			{note ? <p className="text-sm text-slate-600">{note}</p> : null}
			{children}
		</fieldset>
	)
}
